/**
 * A game is a log (architecture principle 3): setup + seed + each turn's plots. Replaying it
 * reaches the same final state, proved by the state hash.
 */
import { ok, refuseWithin, type Result } from '../common/result';
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
	let state = start.value;
	const events: HexEvent[][] = [];
	for (let i = 0; i < record.turns.length; i++) {
		const r = resolveTurn(state, record.turns[i], options);
		if (!r.ok) return refuseWithin('hex.replay.turn', { turn: i + 1 }, `Turn ${i + 1}: `, r);
		state = r.value.state;
		events.push(r.value.events);
	}
	return ok({ state, events, hash: stateHash(state) });
}

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
	let state = start.value;
	const out: ReplayTurn[] = [{ turn: 0, state, events: [], hash: stateHash(state) }];
	for (let i = 0; i < orders.length; i++) {
		const r = resolveTurn(state, orders[i], options);
		if (!r.ok) return refuseWithin('hex.replay.turn', { turn: i + 1 }, `Turn ${i + 1}: `, r);
		state = r.value.state;
		out.push({ turn: i + 1, state, events: r.value.events, hash: stateHash(state) });
	}
	return ok(out);
}
