import { describe, expect, it } from 'vitest';
import { seededDice } from '../../rules/common/dice';
import { stateHash } from '../../rules/common/hash';
import { applyOrder, viewFor, type GridState } from '../../rules/grid/index';
import { legalMoves } from '../../rules/grid/legal';
import { sidesThatCanFire } from '../../rules/grid/flow';
import { stateFromView } from './determinize';
import { evaluate } from './evaluate';
import { positionsExamined } from './policy';
import {
	DEFAULT_SEARCH,
	critLeafFor,
	cardsStillToPlay,
	fireStepValue,
	fireThrough,
	playOut,
	rollout,
	searchMove
} from './search';
import { chooseShots, sidePlanes } from './volley';
import { decider } from './test-decider';
import { randomPosition } from './test-positions';

/** Determinized activation states of the seat to move, from random sweeps. */
function activations(count: number, steps = (seed: number) => 2 + (seed % 9)) {
	const out: { det: GridState; seat: 'A' | 'B'; seed: number }[] = [];
	for (let seed = 1; seed <= 200 && out.length < count; seed++) {
		const s = randomPosition('fighter-sweep', seed, steps(seed));
		if (s.phase !== 'activation') continue;
		const seat = decider(s);
		out.push({ det: stateFromView(viewFor(s, seat), seededDice(seed)), seat, seed });
	}
	return out;
}

const DEEP = { ...DEFAULT_SEARCH, deepFire: 1, deepAtCards: 99 };

describe('hard rollouts through the next fire step (deepFire, issue 30 seventh try)', () => {
	it('fireThrough resolves the fire step with both sides’ normal volleys, as the engine does', () => {
		let checked = 0;
		for (const { det, seat, seed } of activations(20)) {
			// The rollout of before: the turn flown to its fire step.
			const atFire = playOut(det, seededDice(seed), DEFAULT_SEARCH, det.turn, seat);
			if (atFire.phase !== 'fire') continue;
			const before = positionsExamined();
			const through = fireThrough(atFire);
			// Its work is counted: the volleys chosen and applied.
			expect(positionsExamined()).toBeGreaterThan(before);
			// The same as ordering normal's volleys one side after the other through the engine.
			let s = atFire;
			for (const side of sidesThatCanFire(atFire)) {
				const shots = chooseShots(s, sidePlanes(s, side), 0, seededDice(1));
				const r = applyOrder(s, { kind: 'fire', side, shots });
				if (!r.ok) throw new Error(r.reason);
				s = r.value.state;
			}
			expect(through).not.toBeNull();
			expect(stateHash(through)).toBe(stateHash(s));
			// G-TURN-1: the fire step opens its turn; after it that turn's cards are played (unless
			// the game ended there).
			expect(through!.turn).toBe(atFire.turn);
			expect(through!.phase === 'over' || through!.phase === 'activation').toBe(true);
			checked++;
		}
		expect(checked).toBeGreaterThanOrEqual(5);
	});

	it('a deep rollout flies on through the next turn to the fire step after it', () => {
		let deeper = 0;
		for (const { det, seat, seed } of activations(12)) {
			const shallow = playOut(det, seededDice(seed), DEFAULT_SEARCH, det.turn, seat);
			const deep = playOut(det, seededDice(seed), DEEP, det.turn, seat, 1);
			if (shallow.phase === 'over') continue;
			// The shallow one stops at the next turn's start (its fire step, G-TURN-1, or its first
			// card when no one could shoot); the deep one flies that turn too and stops at the start of
			// the turn after it — or where the game ended on the way.
			expect(shallow.turn).toBe(det.turn + 1);
			if (deep.phase !== 'over') {
				expect(deep.turn).toBe(det.turn + 2);
				expect(deep.phase === 'fire' || deep.activation?.current).toBeTruthy();
				deeper++;
			}
			// Its value is that later position's evaluation plus its fire step in expectation (with
			// a sweep's criticals, `critLeaf`: issue 30, twelfth try).
			const v = rollout(det, seat, seededDice(seed), DEEP, det.turn, 1);
			const fire = fireStepValue(deep, seat, critLeafFor(DEEP, deep), true);
			expect(v).toBeCloseTo(evaluate(deep, seat) + fire, 9);
		}
		expect(deeper).toBeGreaterThanOrEqual(5);
	});

	it('deepWidth flies the turn after the fire step cheaply: greedy moves from a small sample', () => {
		let checked = 0;
		for (const { det, seat, seed } of activations(12)) {
			const work = (options: typeof DEEP) => {
				const start = positionsExamined();
				const end = playOut(det, seededDice(seed), options, det.turn, seat, 1);
				return { end, work: positionsExamined() - start };
			};
			const full = work(DEEP);
			const cheap = work({ ...DEEP, deepWidth: 4 });
			if (full.end.phase === 'over' || cheap.end.phase === 'over') continue;
			// Both stop a turn further on than a shallow rollout: the cheap one does not stop early ...
			expect(cheap.end.turn).toBe(full.end.turn);
			// ... but its next turn costs a few positions per plane instead of normal's lookahead.
			expect(cheap.work).toBeLessThan(full.work);
			checked++;
		}
		expect(checked).toBeGreaterThanOrEqual(5);
	});

	it('a deep decision on the turn’s last move spends its budget; a shallow one plays 3 rounds', () => {
		let checked = 0;
		for (let seed = 1; seed <= 300 && checked < 2; seed++) {
			const s = randomPosition('fighter-sweep', seed, 3 + (seed % 11));
			if (s.phase !== 'activation') continue;
			const seat = decider(s);
			const view = viewFor(s, seat);
			if (cardsStillToPlay(view) !== 0) continue;
			const base = stateFromView(view, seededDice(seed));
			const plane = base.planes.find((p) => p.id === base.activation!.current)!;
			const moves = legalMoves(base, plane);
			if (moves.length < 3) continue;
			const work = (options: typeof DEEP) => {
				const start = positionsExamined();
				searchMove(view, base, moves, seededDice(seed), options);
				return positionsExamined() - start;
			};
			const budget = 3000;
			const shallow = work({ ...DEFAULT_SEARCH, budget });
			const deep = work({ ...DEEP, budget, deepAtCards: 0 });
			// The shallow search's rollout is the fire step alone: a few rounds say it all. The deep
			// one's go on into a turn of unknown cards and dice: it plays rounds until the budget.
			expect(deep).toBeGreaterThanOrEqual(budget);
			expect(deep).toBeGreaterThan(shallow);
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});

	it('off by default, and only when at most deepAtCards cards are still to come', () => {
		expect(DEFAULT_SEARCH.deepFire).toBe(0);
		let checked = 0;
		for (const { det, seat, seed } of activations(30)) {
			const view = viewFor(det, seat);
			if (cardsStillToPlay(view) < 2) continue;
			const plane = det.planes.find((p) => p.id === det.activation!.current)!;
			const moves = legalMoves(det, plane);
			const small = { budget: 1500 };
			const run = (o: Partial<typeof DEEP>) => {
				const start = positionsExamined();
				const order = searchMove(view, det, moves, seededDice(seed), {
					...DEFAULT_SEARCH,
					...small,
					...o
				});
				return { order, work: positionsExamined() - start };
			};
			// With more cards to come than deepAtCards the decision is the shallow one exactly.
			const shallow = run({});
			const tooEarly = run({ deepFire: 1, deepAtCards: cardsStillToPlay(view) - 1 });
			expect(tooEarly).toEqual(shallow);
			checked++;
		}
		expect(checked).toBeGreaterThanOrEqual(3);
	});
});
