import { getDb } from './db';
import type { GameKind, GameRecord } from './records';

/** Saves (inserts or replaces) a game in one write; the caller passes the time (no clock here). */
export async function saveGame(game: GameRecord): Promise<void> {
	await getDb().games.put(structuredClone(game));
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
