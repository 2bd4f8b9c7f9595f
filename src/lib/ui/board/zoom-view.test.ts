import { describe, expect, it } from 'vitest';
import { centreOn, fullView, panView, zoomOf, zoomView, type ViewLimits } from './zoom-view';

const square: ViewLimits = {
	bounds: { x: -20, y: -20, w: 760, h: 520 },
	minFraction: 0.25,
	maxFraction: 1,
	clamp: true
};
const hex: ViewLimits = { ...square, minFraction: 1 / 8, maxFraction: 1.2, clamp: false };

describe('zoom-view: the board’s view box under pinch, drag and buttons', () => {
	it('zooming about a focus keeps that board point where it was on screen', () => {
		const v0 = fullView(square);
		const focus = { x: 100, y: 60 };
		const v1 = zoomView(v0, 2, square, focus);
		// The focus sits at the same fraction of the view before and after.
		expect((focus.x - v1.x) / v1.w).toBeCloseTo((focus.x - v0.x) / v0.w);
		expect((focus.y - v1.y) / v1.h).toBeCloseTo((focus.y - v0.y) / v0.h);
		expect(zoomOf(v1, square)).toBeCloseTo(2);
	});

	it('keeps the aspect of the board', () => {
		const v = zoomView(fullView(square), 1.7, square);
		expect(v.w / v.h).toBeCloseTo(760 / 520);
	});

	it('never zooms out past the whole board nor in past the limit', () => {
		expect(zoomView(fullView(square), 0.3, square)).toEqual(fullView(square));
		const deep = zoomView(fullView(square), 100, square);
		expect(deep.w).toBeCloseTo(760 * 0.25);
		// The hex map may zoom out to 120 % of the map.
		expect(zoomView(fullView(hex), 0.1, hex).w).toBeCloseTo(760 * 1.2);
	});

	it('a clamped view never pans off the board; a free one does', () => {
		const zoomed = zoomView(fullView(square), 2, square);
		const far = panView(zoomed, 10_000, 10_000, square);
		expect(far.x + far.w).toBeCloseTo(-20 + 760);
		expect(far.y + far.h).toBeCloseTo(-20 + 520);
		expect(panView(fullView(hex), 500, 0, hex).x).toBe(480);
	});

	it('at the whole board a drag changes nothing (nothing to pan to)', () => {
		expect(panView(fullView(square), 50, -30, square)).toEqual(fullView(square));
	});

	it('centres a zoomed view on a point, as far as the board’s edge allows', () => {
		const v = centreOn({ x: 360, y: 240 }, 2, square);
		expect(v.x + v.w / 2).toBeCloseTo(360);
		const corner = centreOn({ x: -20, y: -20 }, 2, square);
		expect(corner.x).toBe(-20);
		expect(corner.y).toBe(-20);
	});
});
