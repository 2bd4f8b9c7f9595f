/**
 * The one store of saved games (issue 27): every kind — Skirmish, Dogfight, the two table
 * companions — is a `GameRecord` in the `games` table, written through one save queue and read,
 * listed and deleted here. A kind brings only what is its own: how its game becomes a record, and
 * its loader back (`GameCodec`); the record format and the table are unchanged.
 *
 * - One serialising queue for all games (save-queue.ts): the writes of one game land in order,
 *   a run of rapid saves is written once with the newest snapshot, a flush writes what waits.
 * - One transaction per write, which reads the row it is about to replace first: a row of another
 *   game under the id, a row another tab (or an import) wrote since this page read it, and a game
 *   deleted since are refused rather than overwritten or brought back.
 * - A save answers with a `Result`: a refusal or a failed write (the device's storage full, the
 *   database gone) is a reason code the screen words, never a throw into the UI.
 */
import { getDb, getMission, type GameKind, type GameRecord, type TallyHoDb } from '$lib/db';
import { ok, quote, refuse, type Refusal, type Result } from '$lib/rules/common/result';
import { saveQueue, type Timers } from './save-queue';
import { isStorageFull } from './storage-full';

/** How one kind of game becomes a record and comes back from one. */
export interface GameCodec<G> {
	/** The kinds this codec opens (the table companion's log page opens both of its kinds). */
	kinds: readonly GameKind[];
	/** The kind's one loader (src/lib/saved-games/open.ts): checked, then replayed. */
	fromRecord(record: GameRecord): Result<G>;
	/** The kind's own "there is no such game" refusal. */
	missing(id: string): Refusal;
}

/**
 * When a save is written: `now` at once (a step at the table, a Skirmish order: the screen waits
 * for it), `frame` after the tap's frame has painted, `draft` once the taps pause for
 * DRAFT_SAVE_DELAY_MS (half-made choices, issue 19).
 */
export type SaveWhen = 'now' | 'frame' | 'draft';

export const DRAFT_SAVE_DELAY_MS = 300;

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

/**
 * What this page last read or wrote of each game of a database: the row's `updatedAt` (compared
 * for equality only, so a clock set back never blocks a save), or DELETED once it deleted it.
 */
const DELETED = Symbol('deleted');
type Seen = Map<string, string | typeof DELETED>;
const seenByDb = new WeakMap<TallyHoDb, Seen>();
function seenIn(db: TallyHoDb): Seen {
	let seen = seenByDb.get(db);
	if (!seen) seenByDb.set(db, (seen = new Map()));
	return seen;
}

const queue = saveQueue<GameRecord, Result<void>>((_id, record) => write(record), afterFrame);

if (typeof window !== 'undefined') {
	const flush = () => void queue.flush();
	window.addEventListener('pagehide', flush);
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') flush();
	});
}

/** Why the stored row must not be replaced by `record`, or null. */
function clash(here: GameRecord | undefined, record: GameRecord, seen: Seen): Refusal | null {
	const last = seen.get(record.id);
	// A game this page never read is new (its first save); one it read or deleted is gone.
	if (!here)
		return last === undefined
			? null
			: refuse('db.game_deleted', {}, 'This game was deleted; it is not saved again.');
	if (here.kind !== record.kind || here.createdAt !== record.createdAt)
		return refuse(
			'db.game_id_taken',
			{ id: quote(record.id) },
			`Another game is saved under id “${quote(record.id)}”; this one was not saved.`
		);
	if (last !== undefined && last !== DELETED && here.updatedAt !== last)
		return refuse(
			'db.game_changed_elsewhere',
			{},
			'This game was played on in another tab — open it again to go on from there.'
		);
	return null;
}

/** One write: the row re-read and checked, then replaced, in one transaction. */
async function write(record: GameRecord): Promise<Result<void>> {
	try {
		const db = getDb();
		const answer = await db.transaction('rw', db.games, async () => {
			const refused = clash(await db.games.get(record.id), record, seenIn(db));
			if (refused) return refused;
			// IndexedDB stores its own structured clone, taken now: no copy of ours first (issue 19).
			await db.games.put(record);
			return ok(undefined);
		});
		if (answer.ok) seenIn(db).set(record.id, record.updatedAt);
		return answer;
	} catch (e) {
		return writeFailed(e);
	}
}

/** A write the database did not take, as a reason (the storage full, or anything else). */
function writeFailed(error: unknown): Refusal {
	console.error('saving a game failed', error);
	return isStorageFull(error)
		? refuse(
				'db.storage_full',
				{},
				'The storage of this device is full: the game was not saved. Delete old games or free some space.'
			)
		: refuse(
				'db.game_not_saved',
				{},
				'The game could not be saved. It stays on the screen; your next move saves it again.'
			);
}

const DELAYS: Record<Exclude<SaveWhen, 'now'>, number> = { frame: 0, draft: DRAFT_SAVE_DELAY_MS };

/**
 * Saves a game's record (the caller hands over a snapshot it no longer changes). Resolves when it
 * has landed, or with why it has not; a later save of the same game still lands.
 */
export function saveRecord(record: GameRecord, when: SaveWhen = 'now'): Promise<Result<void>> {
	const saved = queue.save(record.id, record, when === 'now' ? 0 : DELAYS[when]);
	if (when === 'now') void queue.flush(record.id);
	return saved;
}

/** Saves still to land (the screen shows "saved" when none is left). */
export const savesWaiting = (): number => queue.waiting;

/** Writes every waiting save now. */
export const flushSaves = (): Promise<void> => queue.flush();

/** A saved game of the codec's kinds, opened by its loader; or why it cannot be. */
export async function loadStoredGame<G>(id: string, codec: GameCodec<G>): Promise<Result<G>> {
	await queue.flush(id);
	// A read that fails throws, as before: the page's `openGame` (ui/open-game.ts) words it.
	const db = getDb();
	const record = await db.games.get(id);
	if (!record || !codec.kinds.includes(record.kind)) return codec.missing(id);
	const game = codec.fromRecord(record);
	if (game.ok) seenIn(db).set(id, record.updatedAt);
	return game;
}

/** The saved games of these kinds, most recently played first. */
export async function listSavedGames(...kinds: GameKind[]): Promise<GameRecord[]> {
	await queue.flush();
	const games = await getDb().games.where('kind').anyOf(kinds).toArray();
	return games.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Deletes a game after its waiting saves (a save asked for later is refused, not brought back). */
export async function deleteSavedGame(id: string): Promise<void> {
	await queue.flush(id);
	const db = getDb();
	seenIn(db).set(id, DELETED);
	await db.games.delete(id);
}

/**
 * The finished campaign fights whose mission already has its result (issue 28: Saved games
 * offered "Record the result" for them, then said it was already recorded), each with the
 * campaign to open instead.
 */
export async function recordedFights(games: readonly GameRecord[]): Promise<Map<string, string>> {
	const recorded = new Map<string, string>();
	for (const g of games) {
		if (g.status === 'playing' || !g.campaignMissionId) continue;
		const campaignId = await campaignHoldingResult(g.campaignMissionId);
		if (campaignId) recorded.set(g.id, campaignId);
	}
	return recorded;
}

/** The campaign that holds a mission's result, or null while the mission has none (issue 28). */
export async function campaignHoldingResult(missionId: string): Promise<string | null> {
	const mission = await getMission(missionId);
	return mission?.status === 'recorded' ? mission.campaignId : null;
}
