import { describe, expect, it } from 'vitest';
import recorded from './testdata/recorded-games.json';
import { stateHash } from '../common/hash';
import { newGame } from './game';
import { applyOrder } from './orders';
import type { GridEvent } from './events';
import type { GridOrder, GridSetup } from './types';

interface RecordedGame {
	name: string;
	setup: GridSetup;
	seed: number;
	orders: GridOrder[];
	checkpoints: [number, string][];
	finalHash: string;
	eventsHash: string;
}

/**
 * Issue 19: games recorded before the engine was optimised (scripts/bench/record-grid-replays.ts:
 * open boards of 2, 6 and 12 planes and every mission, deck and command points, random and bot
 * orders — shots, kills, criticals, withdrawals, re-entries, clouds, tiles, swaps, Patience) must
 * replay to the very same states and events. Any change of a roll, a rule outcome or an event
 * breaks a hash here.
 */
describe('recorded grid games replay bit for bit', () => {
	const games = recorded as unknown as RecordedGame[];

	it('the corpus is not empty and holds thousands of orders', () => {
		expect(games.length).toBeGreaterThanOrEqual(20);
		expect(games.reduce((n, g) => n + g.orders.length, 0)).toBeGreaterThan(2000);
	});

	it.each(games.map((g) => [g.name, g] as const))('%s', (_name, game) => {
		const start = newGame(game.setup, game.seed);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value.state;
		const events: GridEvent[] = [...start.value.events];
		const marks = new Map(game.checkpoints);
		for (let i = 0; i < game.orders.length; i++) {
			const r = applyOrder(state, game.orders[i]);
			if (!r.ok) throw new Error(`order ${i + 1} refused: ${r.reason}`);
			state = r.value.state;
			events.push(...r.value.events);
			const want = marks.get(i + 1);
			if (want !== undefined) expect(stateHash(state), `after order ${i + 1}`).toBe(want);
		}
		expect(stateHash(state)).toBe(game.finalHash);
		expect(stateHash(events)).toBe(game.eventsHash);
	});

	it('transitions never write to the state they start from (every state deep-frozen)', () => {
		// Copy-on-write planes: a write that bypasses writablePlane throws on a frozen plane.
		let orders = 0;
		for (const game of games) {
			const start = newGame(game.setup, game.seed);
			if (!start.ok) throw new Error(start.reason);
			let state = deepFreeze(start.value.state);
			for (const order of game.orders) {
				const r = applyOrder(state, order);
				if (!r.ok) throw new Error(`${game.name}: ${r.reason}`);
				state = deepFreeze(r.value.state);
				orders++;
			}
			expect(stateHash(state)).toBe(game.finalHash);
		}
		expect(orders).toBeGreaterThan(2000);
	});
});

function deepFreeze<T>(value: T): T {
	if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
	Object.freeze(value);
	for (const v of Object.values(value)) deepFreeze(v);
	return value;
}
