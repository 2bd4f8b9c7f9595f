/**
 * A game is a log (architecture principle 3): setup + seed + each turn's plots. Replaying it
 * reaches the same final state, proved by the state hash.
 */
import { foldLog, type EntryNaming } from '../common/fold';
import { ok, type Result } from '../common/result';
import { stateHash } from '../common/hash';
import { setupHexGame, type HexSetup } from './setup';
import { resolveTurn, type ResolveOptions } from './turn';
import type { HexEvent, HexGameState, PlotMap } from './types';

export interface HexGameRecord {
	setup: HexSetup;
	seed: number;
	turns: PlotMap[];
}

export function replayHexGame(
	record: HexGameRecord,
	options: ResolveOptions = {}
): Result<{ state: HexGameState; events: HexEvent[][]; hash: string }> {
	const start = setupHexGame(record.setup, record.seed);
	if (!start.ok) return start;
	const events: HexEvent[][] = [];
	const end = foldLog(
		{ state: start.value, events: [] as HexEvent[] },
		record.turns,
		(state, plots: PlotMap) => resolveTurn(state, plots, options),
		TURN_NAMING,
		(step) => {
			if (step.index > 0) events.push(step.events);
		}
	);
	if (!end.ok) return end;
	return ok({ state: end.value, events, hash: stateHash(end.value) });
}

/** A refused turn of a replay is named by its number. */
const TURN_NAMING: EntryNaming = {
	code: 'hex.replay.turn',
	param: 'turn',
	prefix: (n) => `Turn ${n}: `
};

export interface ReplayTurn {
	/** The turn these events resolved (0 = the setup). */
	turn: number;
	/** The full state after the turn: nothing hidden (H-END-3, the after-game replay). */
	state: HexGameState;
	events: HexEvent[];
	hash: string;
}

/**
 * H-END-3: the whole game turn by turn for the after-game replay with rewind — the setup state
 * first, then every turn's full state and every event (hidden ones included). Step back by
 * index; the last entry's hash equals `replayHexGame`'s.
 */
export function replayHexGameTurns(
	setup: HexSetup,
	seed: number,
	orders: readonly PlotMap[],
	options: ResolveOptions = {}
): Result<ReplayTurn[]> {
	const start = setupHexGame(setup, seed);
	if (!start.ok) return start;
	const out: ReplayTurn[] = [];
	const end = foldLog(
		{ state: start.value, events: [] as HexEvent[] },
		orders,
		(state, plots: PlotMap) => resolveTurn(state, plots, options),
		TURN_NAMING,
		(step) =>
			out.push({
				turn: step.index,
				state: step.state,
				events: step.events,
				hash: stateHash(step.state)
			})
	);
	return end.ok ? ok(out) : end;
}
