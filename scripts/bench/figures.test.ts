import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { meets, quantile, type Figure } from './figures';

const figure = (value: number, target?: Figure['target']): Figure => ({
	name: 'x',
	value,
	unit: 'ms',
	...(target ? { target } : {})
});

describe('benchmark figures (issue 19: `npm run bench`)', () => {
	it('a figure meets its target on the target itself, and always without one', () => {
		expect(meets(figure(40_000, { op: '>=', value: 40_000 }))).toBe(true);
		expect(meets(figure(39_999, { op: '>=', value: 40_000 }))).toBe(false);
		expect(meets(figure(150, { op: '<=', value: 150 }))).toBe(true);
		expect(meets(figure(150.1, { op: '<=', value: 150 }))).toBe(false);
		expect(meets(figure(1))).toBe(true);
	});

	it('quantiles are nearest-rank over a sorted copy', () => {
		const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
		expect(quantile(xs, 0.5)).toBe(6);
		expect(quantile(xs, 0.95)).toBe(10);
		expect(quantile(xs, 0)).toBe(1);
		expect(xs[0]).toBe(5);
		expect(quantile([], 0.5)).toBeNaN();
	});

	it('the runner refuses an unknown benchmark by name, listing the known ones', () => {
		const run = spawnSync(
			process.execPath,
			['--import', 'tsx', 'scripts/bench/run.ts', '--only', 'nonesuch'],
			{ encoding: 'utf8' }
		);
		expect(run.status).toBe(2);
		expect(run.stderr).toContain('unknown benchmark nonesuch; known: grid, grid-bots, hex');
	});
});
