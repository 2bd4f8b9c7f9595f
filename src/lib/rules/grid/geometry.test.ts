import { describe, expect, it } from 'vitest';
import { GUN_ARCS, REAR_ARC } from '../../data/grid/rules';
import { chebyshev, inArc, lineOfSight, sightBlocker } from './geometry';
import type { Terrain } from './types';

const empty: Terrain = { smallClouds: [], largeClouds: [], balloons: [] };

describe('grid geometry', () => {
	it('range is the king-move distance', () => {
		expect(chebyshev({ x: 0, y: 0 }, { x: 3, y: 2 })).toBe(3);
		expect(chebyshev({ x: 5, y: 5 }, { x: 3, y: 1 })).toBe(4);
	});

	it('pilot guns cover a forward 90° cone with inclusive diagonals', () => {
		const at = { x: 5, y: 5 };
		expect(inArc(at, 0, GUN_ARCS.pilot, { x: 5, y: 2 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS.pilot, { x: 7, y: 3 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS.pilot, { x: 7, y: 4 })).toBe(false);
		expect(inArc(at, 0, GUN_ARCS.pilot, { x: 6, y: 5 })).toBe(false);
		expect(inArc(at, 2, GUN_ARCS.pilot, { x: 8, y: 5 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS.pilot, at)).toBe(false);
	});

	it('observer guns cover the rear 180°, bomber side gunners their side', () => {
		const at = { x: 5, y: 5 };
		expect(inArc(at, 0, GUN_ARCS['observer-rear'], { x: 5, y: 7 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS['observer-rear'], { x: 8, y: 5 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS['observer-rear'], { x: 5, y: 3 })).toBe(false);
		expect(inArc(at, 0, GUN_ARCS['gunner-left'], { x: 3, y: 5 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS['gunner-left'], { x: 7, y: 5 })).toBe(false);
		expect(inArc(at, 0, GUN_ARCS['gunner-right'], { x: 7, y: 6 })).toBe(true);
		expect(inArc(at, 0, GUN_ARCS['observer-front'], { x: 1, y: 5 })).toBe(true);
	});

	it('the rear 90° arc is behind the tail', () => {
		expect(inArc({ x: 5, y: 5 }, 0, REAR_ARC, { x: 5, y: 8 })).toBe(true);
		expect(inArc({ x: 5, y: 5 }, 0, REAR_ARC, { x: 7, y: 7 })).toBe(true);
		expect(inArc({ x: 5, y: 5 }, 0, REAR_ARC, { x: 7, y: 6 })).toBe(false);
	});

	it('small clouds, large clouds and balloons block the line of sight', () => {
		const a = { x: 0, y: 0 };
		const b = { x: 4, y: 0 };
		expect(lineOfSight(empty, a, b)).toBe(true);
		expect(lineOfSight({ ...empty, smallClouds: [{ x: 2, y: 0, w: 1, h: 1 }] }, a, b)).toBe(false);
		expect(lineOfSight({ ...empty, largeClouds: [{ x: 1, y: -1, w: 3, h: 3 }] }, a, b)).toBe(false);
		expect(
			lineOfSight({ ...empty, balloons: [{ id: 'b', side: 'B', x: 3, y: 0, hp: 6 }] }, a, b)
		).toBe(false);
		expect(
			lineOfSight({ ...empty, balloons: [{ id: 'b', side: 'B', x: 3, y: 0, hp: 0 }] }, a, b)
		).toBe(true);
	});

	it('the target and shooter squares never block, a cloud off the line does not', () => {
		const cloudy = { ...empty, smallClouds: [{ x: 4, y: 0, w: 1, h: 1 }] };
		expect(lineOfSight(cloudy, { x: 0, y: 0 }, { x: 4, y: 0 })).toBe(true);
		expect(lineOfSight(cloudy, { x: 0, y: 1 }, { x: 3, y: 1 })).toBe(true);
	});

	it('a supercover line passes through every square it touches', () => {
		// (0,0)→(3,1): the segment crosses (1,0) and (2,1).
		const at = (x: number, y: number) => ({ ...empty, smallClouds: [{ x, y, w: 1, h: 1 }] });
		expect(sightBlocker(at(1, 0), { x: 0, y: 0 }, { x: 3, y: 1 })).toEqual({ x: 1, y: 0 });
		expect(sightBlocker(at(2, 1), { x: 0, y: 0 }, { x: 3, y: 1 })).toEqual({ x: 2, y: 1 });
		expect(sightBlocker(at(1, 1), { x: 0, y: 0 }, { x: 3, y: 1 })).toBeNull();
	});

	it('a diagonal line slips between two squares at a corner unless both block', () => {
		const one = { ...empty, smallClouds: [{ x: 1, y: 0, w: 1, h: 1 }] };
		const both = {
			...empty,
			smallClouds: [
				{ x: 1, y: 0, w: 1, h: 1 },
				{ x: 0, y: 1, w: 1, h: 1 }
			]
		};
		expect(lineOfSight(one, { x: 0, y: 0 }, { x: 2, y: 2 })).toBe(true);
		expect(lineOfSight(both, { x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
		const onDiagonal = { ...empty, smallClouds: [{ x: 1, y: 1, w: 1, h: 1 }] };
		expect(lineOfSight(onDiagonal, { x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
	});
});
