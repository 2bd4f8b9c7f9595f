import { describe, expect, it } from 'vitest';
import { CELL } from './board-layout';
import { FOCUS_SQUARE_PX, MIN_SQUARE_PX, focusBox, wholeSquarePx } from './focus-zoom';

/** A board of w×h squares, in SVG units as Board.svelte bounds it. */
const board = (w: number, h: number) => ({
	x: -CELL / 2,
	y: -CELL / 2,
	w: w * CELL + CELL,
	h: h * CELL + CELL
});
/** How big a square is on screen with this view in this stage (SVG meet). */
const squarePx = (box: { w: number; h: number }, stage: { w: number; h: number }) =>
	Math.min(stage.w / box.w, stage.h / box.h) * CELL;

describe('the board zooms to the plane to act on a small screen (issue 28)', () => {
	// A phone: the 22×14 quick-game board in a 374×330 px stage gives squares of ≈ 16 px.
	const phone = { w: 374, h: 330 };
	const quick = board(22, 14);

	it('a phone’s ≈ 16 px squares are zoomed to at least 32 px, filling the stage', () => {
		expect(wholeSquarePx(phone, quick)).toBeLessThan(20);
		const box = focusBox({ x: 3, y: 7 }, [{ x: 6, y: 7 }], phone, quick)!;
		expect(squarePx(box, phone)).toBeGreaterThanOrEqual(MIN_SQUARE_PX);
		expect(squarePx(box, phone)).toBeCloseTo(FOCUS_SQUARE_PX);
		expect(box.w / box.h).toBeCloseTo(phone.w / phone.h);
	});

	it('the plane and its reach are in the view, which stays on the board', () => {
		const reach = [
			{ x: 0, y: 2 },
			{ x: 7, y: 9 }
		];
		const box = focusBox({ x: 2, y: 5 }, reach, phone, quick)!;
		for (const s of [{ x: 2, y: 5 }, ...reach]) {
			expect(s.x * CELL).toBeGreaterThanOrEqual(box.x);
			expect((s.x + 1) * CELL).toBeLessThanOrEqual(box.x + box.w);
			expect(s.y * CELL).toBeGreaterThanOrEqual(box.y);
			expect((s.y + 1) * CELL).toBeLessThanOrEqual(box.y + box.h);
		}
		expect(squarePx(box, phone)).toBeGreaterThanOrEqual(MIN_SQUARE_PX);
		expect(box.x).toBeGreaterThanOrEqual(quick.x);
		expect(box.y).toBeGreaterThanOrEqual(quick.y);
	});

	it('a tablet whose squares are already 32 px or more shows the whole board', () => {
		expect(focusBox({ x: 3, y: 7 }, [], { w: 760, h: 520 }, quick)).toBeNull();
		// Not measured yet (the stage has no size): no zoom.
		expect(focusBox({ x: 3, y: 7 }, [], { w: 0, h: 0 }, quick)).toBeNull();
	});
});
