// The Skirmish page's saved games, read from the database with their titles (issue 30). The page
// imports this module only after it has painted and taken taps (`import()` in its onMount): the
// database (Dexie), the game store and the titles' mission tables are not part of its first load.
import type { GameRecord } from '$lib/db';
import { deleteSavedGame, listSavedGames, recordedFights } from '$lib/session/game-store';
import { gameTitle } from './title';

export interface SavedSkirmish {
	record: GameRecord;
	title: string;
	/** The campaign this finished fight was recorded into, if it was. */
	campaignId?: string;
}

/** Saved Skirmish games, newest first, with their titles and recorded campaign fights. */
export async function savedSkirmishes(): Promise<SavedSkirmish[]> {
	const games = await listSavedGames('skirmish');
	const recorded = await recordedFights(games);
	return games.map((record) => ({
		record,
		title: gameTitle(record.log, record.title),
		campaignId: recorded.get(record.id)
	}));
}

export { deleteSavedGame };
