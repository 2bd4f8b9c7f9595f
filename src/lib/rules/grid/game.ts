import type { DiceState } from '../common/dice';
import { stateHash } from '../common/hash';
import { foldLog, type EntryNaming } from '../common/fold';
import { ok, type Result } from '../common/result';
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

/** A refused order of a log is named by its number. */
export const ORDER_NAMING: EntryNaming = {
	code: 'grid.in_order',
	param: 'n',
	prefix: (n) => `order ${n}: `
};

/** Architecture principle 3: a game is setup + seed + orders; replaying it reaches the same hash. */
export function replay(
	setup: GridSetup,
	seed: number | DiceState,
	orders: readonly GridOrder[]
): Result<{ state: GridState; events: GridEvent[]; hash: string }> {
	const start = newGame(setup, seed);
	if (!start.ok) return start;
	const events: GridEvent[] = [];
	const end = foldLog(start.value, orders, applyOrder, ORDER_NAMING, (step) =>
		events.push(...step.events)
	);
	if (!end.ok) return end;
	return ok({ state: end.value, events, hash: stateHash(end.value) });
}

export const gridStateHash = (state: GridState): string => stateHash(state);
