import { describe, expect, it } from 'vitest';
import { freeTallySetup, type FreeTally } from './setup';

const free = (over: Partial<FreeTally> = {}): FreeTally => ({
	title: 'Friday',
	mission: null,
	activation: 'deck',
	planes: [
		{ side: 'A', type: 'camel', pilot: ' Ball ', aceSkills: ['dead-eye'] },
		{ side: 'B', type: 'fokker-dr1', pilot: '', aceSkills: [] },
		{ side: 'B', type: 'albatros-diii', pilot: 'Voss', aceSkills: [] }
	],
	...over
});

describe('a free Tally Ho! table game', () => {
	it('numbers the planes per side and keeps pilots and ace skills', () => {
		const s = freeTallySetup(free(), 1);
		if (!s.ok) throw new Error(s.reason);
		expect(s.value.grid.planes.map((p) => [p.id, p.type, p.pilot ?? null])).toEqual([
			['A1', 'camel', 'Ball'],
			['B1', 'fokker-dr1', null],
			['B2', 'albatros-diii', 'Voss']
		]);
		expect(s.value.grid.planes[0].aceSkills).toEqual(['dead-eye']);
		expect(s.value.campaign).toBeNull();
	});

	it('takes a mission’s objective pieces and escorted bomber from the engine (C-M5, C-M6)', () => {
		const balloons = freeTallySetup(free({ mission: 'balloon-busting' }), 1);
		expect(balloons.ok && balloons.value.grid.terrain?.balloons).toHaveLength(3);
		const escort = freeTallySetup(
			free({ mission: 'bomber-escort', activation: 'command-points' }),
			1
		);
		if (!escort.ok) throw new Error(escort.reason);
		expect(escort.value.grid.planes.map((p) => p.id)).toContain('A-bomber');
		expect(escort.value.grid.options?.activation).toBe('command-points');
	});

	it('needs a plane on each side', () => {
		expect(freeTallySetup(free({ planes: free().planes.slice(1) }), 1)).toMatchObject({
			ok: false,
			code: 'table.side_empty'
		});
	});
});
