import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { dicePool, rollPool, type PoolInput } from './dice-pool';

const base: PoolInput = {
	range: 2,
	burst: 'medium',
	stability: 'A',
	sameTargetAsLastTurn: false,
	targetStalled: false,
	targetLower: false,
	shooterSpeed: 2,
	guns: 2
};

describe('2013 dice pool (H-COMB-5)', () => {
	it('worked example: range 2, medium burst, stability A → 3 dice', () => {
		const pool = dicePool(base);
		expect(pool.dice).toBe(3);
		expect(pool.modifiers).toEqual([
			{ reason: 'base', value: 3 },
			{ reason: 'range 2', value: -2 },
			{ reason: 'medium burst', value: 1 },
			{ reason: 'stability A', value: 1 }
		]);
	});

	it('range costs 1, 2, 3 dice', () => {
		expect(dicePool({ ...base, range: 1 }).dice).toBe(4);
		expect(dicePool({ ...base, range: 3 }).dice).toBe(2);
	});

	it('bursts add 0 / 1 / 2, stability A +1, B 0, C −1', () => {
		expect(dicePool({ ...base, burst: 'short' }).dice).toBe(2);
		expect(dicePool({ ...base, burst: 'long' }).dice).toBe(4);
		expect(dicePool({ ...base, stability: 'B' }).dice).toBe(2);
		expect(dicePool({ ...base, stability: 'C' }).dice).toBe(1);
	});

	it('each situational modifier adds or takes one die with its reason', () => {
		const cases: [Partial<PoolInput>, string, number][] = [
			[{ sameTargetAsLastTurn: true }, 'same target as last turn', 1],
			[{ targetStalled: true }, 'target stalled', 1],
			[{ targetLower: true }, 'target lower', 1],
			[{ shooterSpeed: 3 }, 'shooter flew speed 3', -1],
			[{ shooterSpeed: 4 }, 'shooter flew speed 4', -1],
			[{ guns: 1 }, 'only one gun', -1]
		];
		for (const [change, why, value] of cases) {
			const pool = dicePool({ ...base, ...change });
			expect(pool.dice).toBe(3 + value);
			expect(pool.modifiers).toContainEqual({ reason: why, value });
		}
		expect(dicePool({ ...base, shooterSpeed: 1 }).dice).toBe(3);
	});

	it('never more than 6 dice, never fewer than 0', () => {
		const max = dicePool({
			...base,
			range: 1,
			burst: 'long',
			sameTargetAsLastTurn: true,
			targetStalled: true,
			targetLower: true
		});
		expect(max.uncapped).toBe(8);
		expect(max.dice).toBe(6);
		const min = dicePool({
			...base,
			range: 3,
			burst: 'short',
			stability: 'C',
			shooterSpeed: 4,
			guns: 1
		});
		expect(min.uncapped).toBe(-3);
		expect(min.dice).toBe(0);
	});

	it('rolls the pool into white, blue and red faces (◇ 1–3 white, 4–5 blue, 6 red)', () => {
		const roll = rollPool(6, scriptedDice([1, 3, 4, 5, 6, 2]));
		expect(roll.faces).toEqual(['white', 'white', 'blue', 'blue', 'red', 'white']);
		expect(roll.counts).toEqual({ white: 3, blue: 2, red: 1 });
	});

	it('takes another face mix as a house rule', () => {
		const allRed = { id: 'red', faces: ['red', 'red'] as const };
		expect(
			rollPool(2, scriptedDice([1, 2]), { ...allRed, faces: [...allRed.faces] }).counts.red
		).toBe(2);
	});
});
