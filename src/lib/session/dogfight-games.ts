/** Dogfights in the one game store (src/lib/session/game-store.ts, issue 27). */
import type { GameRecord } from '$lib/db/records';
import { newId } from '$lib/db/ids';
import { loadStoredGame, saveRecord, type GameCodec } from './game-store';
import { ok, type Result } from '$lib/rules/common/result';
import { type DogfightGame, type DogfightLog } from '$lib/dogfight/game';
import { dogfightFromRecord, noSavedDogfight } from '$lib/dogfight/restore';
import { gameTitle, replayStates } from '$lib/dogfight/record';

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

export interface SavedDogfight {
	id: string;
	createdAt: string;
	game: DogfightGame;
}

const DOGFIGHT: GameCodec<SavedDogfight> = {
	kinds: ['dogfight'],
	fromRecord(record) {
		const game = dogfightFromRecord(record);
		return game.ok ? ok({ id: record.id, createdAt: record.createdAt, game: game.value }) : game;
	},
	missing: noSavedDogfight
};

/**
 * What a game has settled so far: turns played, plots and fire locked, the tablet's holder, the
 * tailing choices. Two saves with the same key differ only in half-made choices.
 */
export function progressKey(game: DogfightGame): string {
	const s = game.state;
	return [
		game.log.turns.length,
		s.turn,
		s.over,
		game.ui.phase,
		game.ui.unlockedSeat,
		game.ui.tailingSettled,
		game.log.conceded,
		Object.keys(s.locked).join(','),
		s.fireStep?.chosen.map((c) => c.plane).join(',') ?? '',
		s.tailing.pairs.map((p) => `${p.tailer}>${p.tailed}`).join(',')
	].join('|');
}

const lastProgress = new Map<string, string>();

/**
 * Saves the game (the caller hands over a snapshot it no longer changes). The write happens off
 * the tap's path: right after the frame when the game moved on, once the taps pause when only
 * half-made choices changed (a maneuver or an altitude tapped, fire being chosen). Resolves when
 * it has landed, or with why it has not.
 */
export function saveDogfight(saved: SavedDogfight, now = new Date()): Promise<Result<void>> {
	const record = toRecord(saved.game, saved.id, saved.createdAt, now.toISOString());
	const progress = progressKey(saved.game);
	const draftOnly = lastProgress.get(saved.id) === progress;
	lastProgress.set(saved.id, progress);
	return saveRecord(record, draftOnly ? 'draft' : 'frame');
}

/** A new game, saved: its id, or why it could not be saved. */
export async function startDogfight(game: DogfightGame, now = new Date()): Promise<Result<string>> {
	const id = newId();
	const saved = await saveDogfight({ id, createdAt: now.toISOString(), game }, now);
	return saved.ok ? ok(id) : saved;
}

/** A saved Dogfight, checked and rebuilt from its log (restore.ts); or why it cannot open. */
export const loadDogfight = (id: string): Promise<Result<SavedDogfight>> =>
	loadStoredGame(id, DOGFIGHT);
