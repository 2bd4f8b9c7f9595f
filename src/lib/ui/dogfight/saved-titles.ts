// Saved dogfights with their titles in the reader's language (issue 18), made from each game's
// log, and when each was last played. A module of its own (issue 30): the titles need the
// aircraft tables and the dates the date format, which the Dogfight page loads only when it has a
// saved game to show.
import type { GameRecord } from '$lib/db';
import type { DogfightLog } from '$lib/dogfight/game';
import { formatDate } from '$lib/ui/format';
import { dogfightTitle } from './title';

export interface SavedDogfight {
	record: GameRecord;
	title: string;
	/** When it was last played, in the reader's language. */
	when: string;
}

/** Titles made from the game's log (a broken one keeps its own). */
function title(g: GameRecord): string {
	try {
		return dogfightTitle(g.log as DogfightLog);
	} catch {
		return g.title;
	}
}

/** The records with their titles and dates, in the same order. */
export function withTitles(records: readonly GameRecord[]): SavedDogfight[] {
	return records.map((record) => ({
		record,
		title: title(record),
		when: formatDate(Date.parse(record.updatedAt))
	}));
}
