// Saved dogfights with their titles in the reader's language (issue 18), made from each game's
// log. A module of its own (issue 30): the titles need the aircraft tables, which the Dogfight
// page loads only when it has a saved game to name.
import type { GameRecord } from '$lib/db';
import type { DogfightLog } from '$lib/dogfight/game';
import { dogfightTitle } from './title';

export interface SavedDogfight {
	record: GameRecord;
	title: string;
}

/** Titles made from the game's log (a broken one keeps its own). */
function title(g: GameRecord): string {
	try {
		return dogfightTitle(g.log as DogfightLog);
	} catch {
		return g.title;
	}
}

/** The records with their titles, in the same order. */
export function withTitles(records: readonly GameRecord[]): SavedDogfight[] {
	return records.map((record) => ({ record, title: title(record) }));
}
