import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../common/dice';
import { stateHash } from '../common/hash';
import { GRID_AIRCRAFT } from '../../data/grid/aircraft';
import { newGame, replay } from './game';
import { applyOrder } from './orders';
import { randomOrder } from './random-play';
import type { GridOrder, GridSetup, GridState, PlaneSetup } from './types';

const arbSetup: fc.Arbitrary<GridSetup> = fc
	.record({
		width: fc.integer({ min: 8, max: 16 }),
		height: fc.integer({ min: 6, max: 10 }),
		activation: fc.constantFrom('deck' as const, 'command-points' as const),
		planes: fc.array(
			fc.record({
				type: fc.constantFrom(...GRID_AIRCRAFT.map((a) => a.id)),
				x: fc.nat(),
				y: fc.nat(),
				facing: fc.constantFrom(0, 2, 4, 6),
				ace: fc.subarray(['patience', 'immelmann', 'engine-hang', 'dead-eye'] as const)
			}),
			{ minLength: 2, maxLength: 6 }
		),
		cloud: fc.option(fc.record({ x: fc.nat(), y: fc.nat() }), { nil: undefined }),
		balloon: fc.option(fc.record({ x: fc.nat(), y: fc.nat() }), { nil: undefined })
	})
	.map(({ width, height, activation, planes, cloud, balloon }) => ({
		board: { width, height },
		options: { activation, turnLimit: 6 },
		planes: planes.map((p, i): PlaneSetup => ({
			id: `P${i}`,
			type: p.type,
			side: i % 2 === 0 ? 'A' : 'B',
			x: p.x % width,
			y: p.y % height,
			facing: p.facing as PlaneSetup['facing'],
			aceSkills: [...p.ace]
		})),
		terrain: {
			largeClouds: cloud
				? [{ x: cloud.x % (width - 2), y: cloud.y % (height - 2), w: 2, h: 2 }]
				: [],
			smallClouds: [{ x: Math.floor(width / 2), y: 0, w: 1, h: 2 }],
			balloons: balloon
				? [{ id: 'bal', side: 'B' as const, x: balloon.x % width, y: balloon.y % height }]
				: []
		}
	}));

function invariants(before: GridState, after: GridState): void {
	for (const p of after.planes) {
		expect(p.hp).toBeGreaterThanOrEqual(0);
		expect(p.hp).toBeLessThanOrEqual(before.planes.find((q) => q.id === p.id)!.hp);
	}
	for (const p of before.planes) {
		if (p.status !== 'shot-down') continue;
		const q = after.planes.find((x) => x.id === p.id)!;
		// A shot-down plane never acts again: it stays down, never moves, never activates.
		expect(q).toMatchObject({ status: 'shot-down', x: p.x, y: p.y, facing: p.facing });
		expect(after.activation?.current).not.toBe(p.id);
		expect(after.command?.marked ?? []).not.toContain(p.id);
	}
}

// Issue 30: 150 games in `npm test` (was 1,000, 15 s of a 2-core machine's quiet run; 300 until
// the suite's second cut): the
// counters below show the smaller run still meets both activation modes, shots, kills,
// withdrawals and finished games. `npm run test:explore` (TEST_EXPLORE) plays the 1,000.
const GAMES = process.env.TEST_EXPLORE ? 1000 : 150;

describe('grid property runs', () => {
	it(`${GAMES} random legal games never throw, keep HP ≥ 0, never let the downed act, never mutate their input, and replay to the same hash`, () => {
		let games = 0;
		const seen = { shots: 0, downed: 0, fled: 0, over: 0, commandPoints: 0 };
		fc.assert(
			fc.property(arbSetup, fc.integer(), fc.integer(), (setup, seed, pickSeed) => {
				const start = newGame(setup, seed);
				if (!start.ok) return;
				games++;
				let state = start.value.state;
				const pick = seededDice(pickSeed);
				const orders: GridOrder[] = [];
				for (let i = 0; i < 40 && state.phase !== 'over'; i++) {
					const order = randomOrder(state, pick, true);
					expect(order).not.toBeNull();
					// Transitions never mutate their input state (checked on every 5th order: hashing costs).
					const before = i % 5 === 0 ? stateHash(state) : '';
					const r = applyOrder(state, order!);
					if (before) expect(stateHash(state)).toBe(before);
					if (!r.ok) throw new Error(`${JSON.stringify(order)} refused: ${r.reason}`);
					invariants(state, r.value.state);
					for (const e of r.value.events) {
						if (e.type === 'shot') seen.shots++;
						if (e.type === 'shot-down') seen.downed++;
						if (e.type === 'withdrawn') seen.fled++;
					}
					state = r.value.state;
					orders.push(order!);
				}
				if (state.phase === 'over') seen.over++;
				if (state.rules.activation === 'command-points') seen.commandPoints++;
				const again = replay(setup, seed, orders);
				expect(again.ok && again.value.hash).toBe(stateHash(state));
			}),
			{ numRuns: GAMES }
		);
		expect(games).toBe(GAMES);
		// The runs are not vacuous: both modes, shots, kills, withdrawals and finished games occur
		// (the floors were 100, 100, 10 and 10 in 1,000 games: the same shares of GAMES).
		expect(seen.commandPoints).toBeGreaterThan(GAMES / 10);
		expect(seen.shots).toBeGreaterThan(GAMES / 10);
		expect(seen.downed).toBeGreaterThan(GAMES / 100);
		expect(seen.fled).toBeGreaterThan(0);
		expect(seen.over).toBeGreaterThan(GAMES / 100);
		if (process.env.SHOW_TALLY) console.log(JSON.stringify(seen));
	}, 60_000);
});
