import { describe, expect, it } from 'vitest';
import { MAJOR_TABLE } from '$lib/data/grid/rules';
import { breakdownShootingPool, majorRow } from '$lib/rules/campaign/dice-tables';
import { GRID_MAJOR_HIT_TABLE, splitEffect, toMajorHitTable } from './major-table';

describe('GRID_MAJOR_HIT_TABLE (G-FIRE-3 from the grid data)', () => {
	it('reads every face as the grid table says', () => {
		for (let face = 1; face <= 6; face++) {
			expect(majorRow(GRID_MAJOR_HIT_TABLE, face).hpLoss).toBe(MAJOR_TABLE[face - 1].hp);
		}
		expect(majorRow(GRID_MAJOR_HIT_TABLE, 1).effect).toBe('observer-dies');
		expect(majorRow(GRID_MAJOR_HIT_TABLE, 2).effect).toBe('speed-loss');
		expect(majorRow(GRID_MAJOR_HIT_TABLE, 5).effect).toBe('agility-loss');
		expect(majorRow(GRID_MAJOR_HIT_TABLE, 6).effect).toBe('critical');
	});

	it('merges faces 3–4 (−2 HP) into one row', () => {
		expect(GRID_MAJOR_HIT_TABLE.die).toBe(6);
		expect(GRID_MAJOR_HIT_TABLE.rows).toContainEqual({ from: 3, to: 4, hpLoss: 2, effect: '' });
		expect(GRID_MAJOR_HIT_TABLE.rows).toHaveLength(5);
	});

	it('keeps several effects of one face as keys', () => {
		const table = toMajorHitTable([{ hp: 2, speedLoss: true, critical: true }]);
		expect(splitEffect(table.rows[0].effect)).toEqual(['speed-loss', 'critical']);
	});

	it('works with the campaign breakdown: 6,5,2 with major roll 6 → 3 + 1 HP and a critical', () => {
		const result = breakdownShootingPool([6, 5, 2], [6], GRID_MAJOR_HIT_TABLE);
		expect(result.hpLoss).toBe(4);
		expect(result.effects).toEqual(['critical']);
		expect([result.majors, result.minors, result.misses]).toEqual([1, 1, 1]);
	});
});
