import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import {
	breakdownShootingPool,
	classifyShootingDie,
	rollShootingPool,
	type MajorHitTable
} from './dice-tables';

/** G-FIRE-3 as the grid data will hold it (passed in, as the page does). */
const MAJOR: MajorHitTable = {
	die: 6,
	rows: [
		{ from: 1, to: 1, hpLoss: 1, effect: 'observer dies' },
		{ from: 2, to: 2, hpLoss: 1, effect: 'speed class lost' },
		{ from: 3, to: 4, hpLoss: 2, effect: '' },
		{ from: 5, to: 5, hpLoss: 1, effect: 'agility class lost' },
		{ from: 6, to: 6, hpLoss: 3, effect: 'critical' }
	]
};

describe('Dice & tables: shooting pool (G-FIRE-2)', () => {
	it('each die: 6 major, 4–5 minor, 1–3 nothing', () => {
		expect([1, 2, 3, 4, 5, 6].map((f) => classifyShootingDie(f))).toEqual([
			'none',
			'none',
			'none',
			'minor',
			'minor',
			'major'
		]);
	});

	it('reads a pool with its major-table rolls', () => {
		const b = breakdownShootingPool([6, 4, 2, 6, 5, 1], [3, 6], MAJOR);
		expect([b.majors, b.minors, b.misses]).toEqual([2, 2, 2]);
		expect(b.hpLoss).toBe(2 + 1 + 3 + 1);
		expect(b.effects).toEqual(['critical']);
		expect(b.dice[0].major?.row.hpLoss).toBe(2);
		expect(b.rolls.filter((r) => r.purpose === 'major-hit').map((r) => r.value)).toEqual([3, 6]);
	});

	it('rolls the pool, then one major-table die per major hit', () => {
		const dice = scriptedDice([6, 5, 1, 1]);
		const b = rollShootingPool(dice, 3, MAJOR);
		expect(dice.used).toBe(4);
		expect(b.dice.map((d) => d.kind)).toEqual(['major', 'minor', 'none']);
		expect(b.dice[0].major?.row.effect).toBe('observer dies');
	});

	it('refuses to read a major hit without its table roll', () => {
		expect(() => breakdownShootingPool([6], [], MAJOR)).toThrow(/major table/);
	});
});
