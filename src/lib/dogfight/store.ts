/** Saving and loading dogfights through the app database ('$lib/db'). */
import { deleteGame, listGames, loadGame, newId, saveGame, type GameRecord } from '$lib/db';
import type { HexGameState } from '$lib/rules/hex';
import { type DogfightGame, type DogfightLog, type DogfightUi } from './game';
import { gameTitle, replayStates } from './record';

export function toRecord(
	game: DogfightGame,
	id: string,
	createdAt: string,
	now: string
): GameRecord {
	const finished = game.state.over;
	return {
		id,
		kind: 'dogfight',
		status: finished ? 'finished' : 'playing',
		title: gameTitle(game),
		createdAt,
		updatedAt: now,
		campaignMissionId: null,
		log: game.log,
		state: game.state,
		ui: game.ui,
		finalHash: finished ? replayHash(game.log) : null
	};
}

function replayHash(log: DogfightLog): string | null {
	const r = replayStates(log);
	return r.ok ? r.value.hash : null;
}

export function fromRecord(rec: GameRecord): DogfightGame {
	return {
		log: rec.log as DogfightLog,
		state: rec.state as HexGameState,
		ui: rec.ui as DogfightUi
	};
}

export interface SavedDogfight {
	id: string;
	createdAt: string;
	game: DogfightGame;
}

export async function saveDogfight(saved: SavedDogfight, now = new Date()): Promise<void> {
	await saveGame(toRecord(saved.game, saved.id, saved.createdAt, now.toISOString()));
}

export async function startDogfight(game: DogfightGame, now = new Date()): Promise<string> {
	const id = newId();
	await saveDogfight({ id, createdAt: now.toISOString(), game }, now);
	return id;
}

export async function loadDogfight(id: string): Promise<SavedDogfight | null> {
	const rec = await loadGame(id);
	if (!rec || rec.kind !== 'dogfight') return null;
	return { id: rec.id, createdAt: rec.createdAt, game: fromRecord(rec) };
}

export const listDogfights = () => listGames('dogfight');
export const deleteDogfight = (id: string) => deleteGame(id);
