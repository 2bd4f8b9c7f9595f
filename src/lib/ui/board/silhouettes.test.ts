import { describe, expect, it } from 'vitest';
import { GRID_AIRCRAFT, GRID_EXTRA_AIRCRAFT } from '$lib/data/grid/aircraft';
import { AIRCRAFT } from '$lib/data/hex/aircraft';
import { SILHOUETTES, gridSilhouette, hexSilhouette } from './silhouettes';

describe('aircraft silhouettes for both boards', () => {
	it('every grid aircraft has one, chosen by its type (G-AC-1)', () => {
		for (const a of [...GRID_AIRCRAFT, ...GRID_EXTRA_AIRCRAFT])
			expect(SILHOUETTES[gridSilhouette(a.id)], a.id).toMatch(/^M/);
		expect(gridSilhouette('fokker-dr1')).toBe('triplane');
		expect(gridSilhouette('fokker-eiii')).toBe('monoplane');
		expect(gridSilhouette('bristol-f2b')).toBe('two-seater');
		expect(gridSilhouette('gotha-giv')).toBe('bomber');
		expect(gridSilhouette('zeppelin-p')).toBe('zeppelin');
		expect(gridSilhouette('pusher')).toBe('pusher');
		expect(gridSilhouette('camel')).toBe('biplane');
	});

	it('every Blue Max aircraft has one: triplanes and two-seaters told apart', () => {
		for (const a of Object.values(AIRCRAFT))
			expect(SILHOUETTES[hexSilhouette(a)], a.id).toMatch(/^M/);
		expect(hexSilhouette({ id: 'sopwith-triplane', observerGuns: 0 })).toBe('triplane');
		expect(hexSilhouette({ id: 'bristol-f2b', observerGuns: 1 })).toBe('two-seater');
	});

	it('an unknown type still gets a shape', () => {
		expect(gridSilhouette('constructor')).toBe('biplane');
	});

	it('every path stays inside its 100 × 100 box', () => {
		for (const [kind, d] of Object.entries(SILHOUETTES)) {
			// Absolute move/line targets only (relative steps are small and checked by eye).
			for (const m of d.matchAll(/[ML](-?\d+),(-?\d+)/g)) {
				expect(Math.abs(Number(m[1])), kind).toBeLessThanOrEqual(50);
				expect(Math.abs(Number(m[2])), kind).toBeLessThanOrEqual(50);
			}
		}
	});
});
