/**
 * Table games in the database (issue 20): the existing `games` table, kinds 'table-grid' and
 * 'table-hex'. The record's `log` (setup + seed + steps) is the game; it is written after every
 * step, so a reload or a closed tab loses nothing, and a finished game keeps its log.
 */
import { deleteGame, listGames, loadGame, saveGame, type GameRecord } from '$lib/db';
import { newId } from '$lib/db/ids';
import { stateHash } from '$lib/rules/common/hash';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { freshSeed } from '$lib/campaign/turn';
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

async function save<K extends TableKind>(t: TableGame<K>, now = new Date()): Promise<void> {
	await saveGame(toRecord(t, now.toISOString()));
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
	const t: TableGame<K> = {
		id: newId(),
		kind,
		createdAt: now.toISOString(),
		log,
		game: game.value
	};
	await save(t, now);
	return ok(t);
}

/** One step: applied to the current state, added to the log, saved. A refusal changes nothing. */
export async function stepTableGame<K extends TableKind>(
	t: TableGame<K>,
	action: Action<K>
): Promise<Result<TableGame<K>>> {
	const r = COMPANIONS[t.kind].apply(t.game.state, action);
	if (!r.ok) return r;
	const next: TableGame<K> = {
		...t,
		log: withStep(t.log, action),
		game: {
			state: r.value.state,
			history: [...t.game.history, { action, events: r.value.events }]
		}
	};
	await save(next);
	return ok(next);
}

/** Undo the last step: the log without it, replayed (dice included: the same rolls come again). */
export async function undoTableGame<K extends TableKind>(
	t: TableGame<K>
): Promise<Result<TableGame<K>>> {
	if (t.log.steps.length === 0) return refuse('table.nothing_to_undo', {}, 'Nothing to undo.');
	const log = withoutLastStep(t.log);
	const game = replayLog(COMPANIONS[t.kind], log);
	if (!game.ok) return game;
	const next: TableGame<K> = { ...t, log, game: game.value };
	await save(next);
	return ok(next);
}

/** A saved table game, replayed from its log (the loader the import checks with, issue 26). */
export async function loadTableGame<K extends TableKind>(
	kind: K,
	id: string
): Promise<Result<TableGame<K>>> {
	const record = await loadGame(id);
	if (!record || record.kind !== kind)
		return refuse('table.no_saved_game', { id: quote(id) }, 'There is no such table game.');
	return tableGameFromRecord(kind, record);
}

/** Every table game, most recently played first. */
export async function listTableGames(): Promise<GameRecord[]> {
	const [grid, hex] = await Promise.all([listGames('table-grid'), listGames('table-hex')]);
	return [...grid, ...hex].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export const deleteTableGame = (id: string): Promise<void> => deleteGame(id);

/** A saved table game of either kind (the log page serves both). */
export async function loadAnyTableGame(id: string): Promise<Result<GridGame | HexGame>> {
	const record = await loadGame(id);
	if (record?.kind === 'table-grid') return loadTableGame('table-grid', id);
	if (record?.kind === 'table-hex') return loadTableGame('table-hex', id);
	return refuse('table.no_saved_game', { id: quote(id) }, 'There is no such table game.');
}
