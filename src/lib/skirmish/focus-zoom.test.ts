import { describe, expect, it } from 'vitest';
import { CELL } from './board-layout';
import { FOCUS_SQUARE_PX, MIN_SQUARE_PX, focusPoint, focusZoom } from './focus-zoom';

describe('the board zooms to the plane to act on a small screen (issue 28)', () => {
	it('a phone’s 17 px squares are zoomed to at least 32 px', () => {
		const z = focusZoom(17);
		expect(17 * z).toBeGreaterThanOrEqual(MIN_SQUARE_PX);
		expect(17 * z).toBeCloseTo(FOCUS_SQUARE_PX);
	});

	it('a tablet whose squares are already 32 px or more shows the whole board', () => {
		expect(focusZoom(32)).toBe(1);
		expect(focusZoom(45)).toBe(1);
		// Not measured yet (the stage has no size): no zoom.
		expect(focusZoom(0)).toBe(1);
	});

	it('centres on the plane and the squares it may end on together', () => {
		const p = focusPoint({ x: 4, y: 6 }, [
			{ x: 4, y: 2 },
			{ x: 6, y: 3 }
		]);
		expect(p).toEqual({ x: 5 * CELL + CELL / 2, y: 4 * CELL + CELL / 2 });
		expect(focusPoint({ x: 0, y: 0 }, [])).toEqual({ x: CELL / 2, y: CELL / 2 });
	});
});
