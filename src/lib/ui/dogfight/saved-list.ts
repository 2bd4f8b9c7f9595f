// The Dogfight page's saved games, read from the database with their titles (issue 30). The page
// imports this module once it has painted and taken taps (`import()` in its onMount): the
// database (Dexie) and the aircraft tables the titles need are not part of its first load.
import type { GameRecord } from '$lib/db';
import { deleteSavedGame, listSavedGames } from '$lib/session/game-store';
import type { DogfightLog } from '$lib/dogfight/game';
import { dogfightTitle } from './title';

export interface SavedDogfight {
	record: GameRecord;
	title: string;
}

/** Titles in the reader's language, made from the game's log (a broken one keeps its own). */
function title(g: GameRecord): string {
	try {
		return dogfightTitle(g.log as DogfightLog);
	} catch {
		return g.title;
	}
}

/** Saved dogfights, newest first, with their titles. */
export async function savedDogfights(): Promise<SavedDogfight[]> {
	return (await listSavedGames('dogfight')).map((record) => ({ record, title: title(record) }));
}

export { deleteSavedGame };
