import { scriptedDice, seededDice } from '../common/dice';
import { initialState } from './state';
import type { GridSetup, GridState, PlaneSetup } from './types';

/**
 * Builders for worked examples and tests: a state placed straight at a given step, with
 * scripted or seeded dice, so a test shows exactly the rolls it depends on.
 */
export function plane(
	id: string,
	type: string,
	side: 'A' | 'B',
	x: number,
	y: number,
	facing: number,
	extra: Partial<PlaneSetup> = {}
): PlaneSetup {
	return { id, type, side, x, y, facing: facing as PlaneSetup['facing'], ...extra };
}

export function stateAt(
	setup: Omit<GridSetup, 'board'> & { board?: GridSetup['board'] },
	dice: number[] | number = 1
): GridState {
	const d = typeof dice === 'number' ? seededDice(dice) : scriptedDice(dice);
	return initialState({ board: { width: 12, height: 8 }, ...setup }, d.snapshot());
}

/**
 * The state at `planeId`'s activation (deck play). `next` is the rest of the draw pile
 * (default: every other plane, so the turn does not end after this move).
 */
export function activating(state: GridState, planeId: string, next?: string[]): GridState {
	const rest =
		next ?? state.planes.filter((p) => p.id !== planeId && p.status === 'active').map((p) => p.id);
	return {
		...state,
		phase: 'activation',
		activation: {
			deck: { drawPile: rest, discards: [planeId] },
			first: [],
			reentered: [],
			waiting: [],
			waitingOrdered: false,
			current: planeId,
			source: 'deck'
		}
	};
}
