/** Saving and loading dogfights through the app database ('$lib/db'). */
import { deleteGame, listGames, loadGame, newId, saveGame, type GameRecord } from '$lib/db';
import { ok, type Result } from '$lib/rules/common/result';
import { type DogfightGame, type DogfightLog } from './game';
import { dogfightFromRecord, noSavedDogfight } from './restore';
import { gameTitle, replayStates } from './record';
import { saveQueue, type Timers } from './save-queue';

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

/**
 * Half-made choices (a maneuver or an altitude tapped, fire being chosen) are written once the
 * taps pause for this long; anything that moves the game on (a lock, a turn) right after the frame.
 */
export const DRAFT_SAVE_DELAY_MS = 300;

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

/**
 * In a browser a write waits for the next frame to be painted (requestAnimationFrame, then a
 * task), with a timer as a floor and as the fallback for a hidden page, which paints no frames.
 */
const afterFrame: Timers = {
	set(fn, ms) {
		let done = false;
		const once = () => {
			if (done) return;
			done = true;
			fn();
		};
		const frames = typeof requestAnimationFrame === 'function';
		const timer = setTimeout(once, frames ? Math.max(ms, 100) : ms);
		if (ms === 0 && frames) requestAnimationFrame(() => setTimeout(once, 0));
		return () => {
			done = true;
			clearTimeout(timer);
		};
	},
	clear: (cancel) => (cancel as () => void)()
};

const lastProgress = new Map<string, string>();
const queue = saveQueue<GameRecord>((_id, record) => saveGame(record), afterFrame);

/** Saves still to land (the screen shows "saved" when none is left). */
export const dogfightSavesWaiting = (): number => queue.waiting;

/** Writes every waiting save now (before reading saved games; when the page is hidden or left). */
export const flushDogfightSaves = (): Promise<void> => queue.flush();

if (typeof window !== 'undefined') {
	const flush = () => void queue.flush();
	window.addEventListener('pagehide', flush);
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') flush();
	});
}

/**
 * Saves the game (the caller hands over a snapshot it no longer changes). The write happens off
 * the tap's path: at once after the frame when the game moved on, after DRAFT_SAVE_DELAY_MS of
 * quiet when only half-made choices changed. The promise resolves when it has landed.
 */
export function saveDogfight(saved: SavedDogfight, now = new Date()): Promise<void> {
	const record = toRecord(saved.game, saved.id, saved.createdAt, now.toISOString());
	const progress = progressKey(saved.game);
	const draftOnly = lastProgress.get(saved.id) === progress;
	lastProgress.set(saved.id, progress);
	return queue.save(saved.id, record, draftOnly ? DRAFT_SAVE_DELAY_MS : 0);
}

export async function startDogfight(game: DogfightGame, now = new Date()): Promise<string> {
	const id = newId();
	await saveDogfight({ id, createdAt: now.toISOString(), game }, now);
	return id;
}

/** A saved Dogfight, checked and rebuilt from its log (restore.ts); or why it cannot open. */
export async function loadDogfight(id: string): Promise<Result<SavedDogfight>> {
	await queue.flush();
	const rec = await loadGame(id);
	if (!rec || rec.kind !== 'dogfight') return noSavedDogfight(id);
	const game = dogfightFromRecord(rec);
	return game.ok ? ok({ id: rec.id, createdAt: rec.createdAt, game: game.value }) : game;
}

export async function listDogfights(): Promise<GameRecord[]> {
	await queue.flush();
	return listGames('dogfight');
}

export async function deleteDogfight(id: string): Promise<void> {
	await queue.flush();
	lastProgress.delete(id);
	await deleteGame(id);
}
