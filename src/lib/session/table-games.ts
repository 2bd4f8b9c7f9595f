/**
 * Table games in the one game store (src/lib/session/game-store.ts, issues 20, 27): kinds
 * 'table-grid' and 'table-hex'. The record's `log` (setup + seed + steps) is the game; it is
 * written after every step, so a reload or a closed tab loses nothing, and a finished game keeps
 * its log. A step that cannot be saved is not taken: the screen stays where the store is.
 */
import type { GameRecord } from '$lib/db/records';
import { newId } from '$lib/db/ids';
import { listSavedGames, loadStoredGame, saveRecord, type GameCodec } from './game-store';
import { stateHash } from '$lib/rules/common/hash';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { freshSeed } from './seed';
import type { MaxSetup, MaxState } from '$lib/table/hex/types';
import type { TallySetup, TallyState } from '$lib/table/grid/types';
import { withStep, withoutLastStep, replayLog, type TableLog } from '$lib/table/log';
import {
	COMPANIONS,
	tableGameFromRecord,
	type Action,
	type GridGame,
	type HexGame,
	type Setup,
	type TableGame,
	type TableKind
} from '$lib/table/saved';

export type { GridGame, HexGame, TableGame, TableKind } from '$lib/table/saved';

const isOver = (kind: TableKind, state: TallyState | MaxState): boolean =>
	kind === 'table-grid'
		? (state as TallyState).grid.phase === 'over'
		: (state as MaxState).phase === 'over';

function turnOf(kind: TableKind, state: TallyState | MaxState): number {
	return kind === 'table-grid' ? (state as TallyState).grid.turn : (state as MaxState).turn;
}

function toRecord<K extends TableKind>(t: TableGame<K>, now: string): GameRecord {
	const over = isOver(t.kind, t.game.state);
	const setup = t.log.setup as TallySetup | MaxSetup;
	return {
		id: t.id,
		kind: t.kind,
		status: over ? 'finished' : 'playing',
		title: setup.title,
		createdAt: t.createdAt,
		updatedAt: now,
		campaignMissionId: 'campaign' in setup ? (setup.campaign?.missionId ?? null) : null,
		log: t.log,
		state: { turn: turnOf(t.kind, t.game.state), steps: t.log.steps.length },
		ui: null,
		finalHash: over ? stateHash(t.game.state) : null
	};
}

/** The game once it is saved, or why it could not be. */
async function saved<K extends TableKind>(
	t: TableGame<K>,
	now = new Date()
): Promise<Result<TableGame<K>>> {
	const written = await saveRecord(toRecord(t, now.toISOString()));
	return written.ok ? ok(t) : written;
}

/** A new game, saved before its first step. */
export async function startTableGame<K extends TableKind>(
	kind: K,
	setup: Setup<K>,
	seed: number = freshSeed(),
	now = new Date()
): Promise<Result<TableGame<K>>> {
	const log: TableLog<Setup<K>, Action<K>> = { version: 1, setup, seed, steps: [] };
	const game = replayLog(COMPANIONS[kind], log);
	if (!game.ok) return game;
	return saved({ id: newId(), kind, createdAt: now.toISOString(), log, game: game.value }, now);
}

/** One step: applied to the current state, added to the log, saved. A refusal changes nothing. */
export async function stepTableGame<K extends TableKind>(
	t: TableGame<K>,
	action: Action<K>
): Promise<Result<TableGame<K>>> {
	const r = COMPANIONS[t.kind].apply(t.game.state, action);
	if (!r.ok) return r;
	return saved({
		...t,
		log: withStep(t.log, action),
		game: {
			state: r.value.state,
			history: [...t.game.history, { action, events: r.value.events }]
		}
	});
}

/** Undo the last step: the log without it, replayed (dice included: the same rolls come again). */
export async function undoTableGame<K extends TableKind>(
	t: TableGame<K>
): Promise<Result<TableGame<K>>> {
	if (t.log.steps.length === 0) return refuse('table.nothing_to_undo', {}, 'Nothing to undo.');
	const log = withoutLastStep(t.log);
	const game = replayLog(COMPANIONS[t.kind], log);
	if (!game.ok) return game;
	return saved({ ...t, log, game: game.value });
}

const noTableGame = (id: string) =>
	refuse('table.no_saved_game', { id: quote(id) }, 'There is no such table game.');

const codec = <K extends TableKind>(kind: K): GameCodec<TableGame<K>> => ({
	kinds: [kind],
	fromRecord: (record) => tableGameFromRecord(kind, record),
	missing: noTableGame
});
const CODECS = { 'table-grid': codec('table-grid'), 'table-hex': codec('table-hex') };

/** A saved table game, replayed from its log (the loader the import checks with, issue 26). */
export const loadTableGame = <K extends TableKind>(
	kind: K,
	id: string
): Promise<Result<TableGame<K>>> => loadStoredGame(id, CODECS[kind] as GameCodec<TableGame<K>>);

/** A saved table game of either kind (the log page serves both). */
export const loadAnyTableGame = (id: string): Promise<Result<GridGame | HexGame>> =>
	loadStoredGame<GridGame | HexGame>(id, {
		kinds: ['table-grid', 'table-hex'],
		fromRecord: (record) =>
			record.kind === 'table-grid'
				? tableGameFromRecord('table-grid', record)
				: tableGameFromRecord('table-hex', record),
		missing: noTableGame
	});

/** Every table game, most recently played first. */
export const listTableGames = (): Promise<GameRecord[]> =>
	listSavedGames('table-grid', 'table-hex');
