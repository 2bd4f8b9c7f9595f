import type { DiceState } from '../common/dice';
import { stateHash } from '../common/hash';
import { ok, refuseWithin, type Result } from '../common/result';
import type { GridEvent } from './events';
import { applyOrder, startGame } from './orders';
import { checkSetup, diceFrom, initialState } from './state';
import type { GridOrder, GridSetup, GridState } from './types';

/**
 * A new game from a setup and a seed (or a dice snapshot, e.g. scripted dice in tests),
 * already run on to its first decision.
 */
export function newGame(
	setup: GridSetup,
	seed: number | DiceState
): Result<{ state: GridState; events: GridEvent[] }> {
	const checked = checkSetup(setup);
	if (!checked.ok) return checked;
	const dice = diceFrom(seed);
	return startGame(initialState(setup, dice.snapshot()));
}

/** Architecture principle 3: a game is setup + seed + orders; replaying it reaches the same hash. */
export function replay(
	setup: GridSetup,
	seed: number | DiceState,
	orders: readonly GridOrder[]
): Result<{ state: GridState; events: GridEvent[]; hash: string }> {
	const start = newGame(setup, seed);
	if (!start.ok) return start;
	let state = start.value.state;
	const events = [...start.value.events];
	for (let i = 0; i < orders.length; i++) {
		const r = applyOrder(state, orders[i]);
		if (!r.ok) return refuseWithin('grid.in_order', { n: i + 1 }, `order ${i + 1}: `, r);
		state = r.value.state;
		events.push(...r.value.events);
	}
	return ok({ state, events, hash: stateHash(state) });
}

export const gridStateHash = (state: GridState): string => stateHash(state);
