// The Dogfight page's saved games, read from the database (issue 30). The page imports this
// module only once it has painted and taken taps, and only when the device has a database: the
// database (Dexie) is not part of its first load. The titles are made by `saved-titles.ts`,
// loaded only when there is a game to name (they need the aircraft tables).
import type { GameRecord } from '$lib/db';
import { deleteSavedGame, listSavedGames } from '$lib/session/game-store';

/** Saved dogfights, newest first. */
export function savedDogfightRecords(): Promise<GameRecord[]> {
	return listSavedGames('dogfight');
}

export { deleteSavedGame };
