import { describe, expect, it } from 'vitest';
import type { ViewLimits } from '$lib/ui/board/zoom-view';
import { fitPoints, spreadApart } from './board-view';

// A map 1000 × 500 shown on a stage of aspect 3:4 (portrait): the full view is padded above and below.
const map = { x: 0, y: 0, w: 1000, h: 500 };
const limits: ViewLimits = {
	bounds: { x: 0, y: -417, w: 1000, h: 1333 },
	minFraction: 1 / 8,
	maxFraction: 1.2,
	clamp: false
};

describe('the first view of the Blue Max map (issue 28)', () => {
	it('shows every plane, friend and enemy, with room around them', () => {
		const planes = [
			{ x: 100, y: 250 },
			{ x: 140, y: 260 },
			{ x: 400, y: 200 }
		];
		const v = fitPoints(planes, limits, map, 40, 2.6);
		for (const p of planes) {
			expect(p.x).toBeGreaterThanOrEqual(v.x + 40 - 1e-9);
			expect(p.x).toBeLessThanOrEqual(v.x + v.w - 40 + 1e-9);
			expect(p.y).toBeGreaterThanOrEqual(v.y);
			expect(p.y).toBeLessThanOrEqual(v.y + v.h);
		}
		expect(v.h / v.w).toBeCloseTo(limits.bounds.h / limits.bounds.w); // the stage's shape
		expect(v.w).toBeLessThan(limits.bounds.w); // closer than the whole map
	});

	it('stays on the map where the map is larger than the view (no off-map band)', () => {
		// Planes at the map's left edge: the view does not reach left of the map.
		const v = fitPoints([{ x: 20, y: 250 }], limits, map, 40, 2.6);
		expect(v.x).toBeGreaterThanOrEqual(0);
		expect(v.x + v.w).toBeLessThanOrEqual(1000);
	});

	it('zooms in no further than the follow zoom for planes close together', () => {
		const v = fitPoints([{ x: 500, y: 250 }], limits, map, 10, 2.6);
		expect(v.w).toBeCloseTo(1000 / 2.6);
	});
});

describe('counters at a wide zoom (issue 28)', () => {
	it('counters closer than a counter apart are pushed apart until each stands alone', () => {
		const pts = [
			{ id: 'a', x: 100, y: 100 },
			{ id: 'b', x: 105, y: 100 },
			{ id: 'c', x: 100, y: 104 },
			{ id: 'd', x: 100, y: 100 }
		];
		const out = spreadApart(pts, 30);
		for (let i = 0; i < out.length; i++)
			for (let j = i + 1; j < out.length; j++)
				expect(Math.hypot(out[i].x - out[j].x, out[i].y - out[j].y)).toBeGreaterThanOrEqual(29.9);
		expect(out.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
	});

	it('counters already apart do not move', () => {
		const pts = [
			{ x: 0, y: 0 },
			{ x: 50, y: 0 }
		];
		expect(spreadApart(pts, 30)).toEqual(pts);
	});
});

describe('planes at both edges of the map (issue 28)', () => {
	it('the view widens past the map so the counters at its edges keep their room', () => {
		const v = fitPoints(
			[
				{ x: 5, y: 250 },
				{ x: 995, y: 250 }
			],
			limits,
			map,
			40,
			2.6
		);
		expect(v.x).toBeLessThanOrEqual(5 - 40);
		expect(v.x + v.w).toBeGreaterThanOrEqual(995 + 40);
	});
});
