/**
 * A game is a log (architecture principle 3): setup + seed + each turn's plots. Replaying it
 * reaches the same final state, proved by the state hash.
 */
import { ok, refuse, type Result } from '../common/result';
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
		if (!r.ok) return refuse(`Turn ${i + 1}: ${r.reason}`);
		state = r.value.state;
		events.push(r.value.events);
	}
	return ok({ state, events, hash: stateHash(state) });
}
