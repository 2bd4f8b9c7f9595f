import { getDb } from './db';
import type { GameKind, GameRecord } from './records';

/**
 * Saves (inserts or replaces) a game in one write; the caller passes the time (no clock here).
 * IndexedDB stores its own structured clone of the record, taken when `put` is called: no copy of
 * ours first (a whole game per tap was measurable at the table, issue 19).
 */
export async function saveGame(game: GameRecord): Promise<void> {
	await getDb().games.put(game);
}

export async function loadGame(id: string): Promise<GameRecord | undefined> {
	return getDb().games.get(id);
}

/** Saved games of one kind, most recently played first. */
export async function listGames(kind: GameKind): Promise<GameRecord[]> {
	const games = await getDb().games.where('kind').equals(kind).toArray();
	return games.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function deleteGame(id: string): Promise<void> {
	await getDb().games.delete(id);
}

/** The kinds of the games stored under these ids (ids of games since deleted are left out). */
export async function gameKinds(ids: readonly string[]): Promise<Map<string, GameKind>> {
	const found = await getDb().games.bulkGet([...ids]);
	const kinds = new Map<string, GameKind>();
	for (const g of found) if (g) kinds.set(g.id, g.kind);
	return kinds;
}
