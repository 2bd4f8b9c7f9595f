import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GUN_DICE } from '$lib/data/grid/rules';
import { shootingPool, SHOOTING_POOL_RULES, type GunKind } from './shooting-pool';

describe('shootingPool (G-FIRE-1, G-MAN-3 Dead Eye)', () => {
	it('a double MG at range 2 with 1 CA rolls 6 − 2 + 2 = 6 dice, each part named', () => {
		const pool = shootingPool({ gun: 'double', range: 2, ca: 1, deadEye: false });
		expect(pool.size).toBe(6);
		expect(pool.parts).toEqual([
			{ kind: 'gun', gun: 'double', dice: 6 },
			{ kind: 'range', squares: 2, dice: -2 },
			{ kind: 'ca', ca: 1, perCA: 2, dice: 2 }
		]);
	});

	it('a single MG gets +1D6 per CA and +1D6 for Dead Eye; a double MG +2D6 each', () => {
		expect(shootingPool({ gun: 'single', range: 0, ca: 2, deadEye: true }).size).toBe(3 + 2 + 1);
		expect(shootingPool({ gun: 'double', range: 0, ca: 2, deadEye: true }).size).toBe(6 + 4 + 2);
		expect(shootingPool({ gun: 'single', range: 1, ca: 0, deadEye: true }).parts).toContainEqual({
			kind: 'dead-eye',
			gun: 'single',
			dice: 1
		});
	});

	it('leaves out parts that change nothing', () => {
		const pool = shootingPool({ gun: 'single', range: 0, ca: 0, deadEye: false });
		expect(pool.parts).toEqual([{ kind: 'gun', gun: 'single', dice: 3 }]);
	});

	it('a single MG at range 4 has no dice left (size 0, raw −1)', () => {
		const pool = shootingPool({ gun: 'single', range: 4, ca: 0, deadEye: false });
		expect(pool.raw).toBe(-1);
		expect(pool.size).toBe(0);
	});

	it('clamps range to the gun range and CA to the cap', () => {
		const pool = shootingPool({ gun: 'double', range: 9, ca: 5, deadEye: false });
		expect(pool.input.range).toBe(GUN_DICE.double.range);
		expect(pool.input.ca).toBe(SHOOTING_POOL_RULES.maxCA);
	});

	it('the size is always the floored sum of the parts shown', () => {
		fc.assert(
			fc.property(
				fc.constantFrom<GunKind>('single', 'double'),
				fc.integer({ min: -2, max: 8 }),
				fc.integer({ min: -1, max: 4 }),
				fc.boolean(),
				(gun, range, ca, deadEye) => {
					const pool = shootingPool({ gun, range, ca, deadEye });
					const sum = pool.parts.reduce((s, p) => s + p.dice, 0);
					expect(pool.size).toBe(Math.max(0, sum));
					expect(pool.size).toBeLessThanOrEqual(GUN_DICE[gun].dice + 3 * GUN_DICE[gun].perCA);
				}
			),
			{ numRuns: 200 }
		);
	});
});
