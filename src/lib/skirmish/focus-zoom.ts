/**
 * On a small screen the whole "Tally Ho!" board leaves squares too small to tap (≈ 17 px on a
 * 390 px phone). Issue 28: the board then zooms to the plane to act and the squares it may reach,
 * at squares of at least MIN_SQUARE_PX, filling the board's stage; where the whole board already
 * gives squares that big (tablets) nothing changes. Plain arithmetic, tested in Node.
 */
import { CELL } from './board-layout';

/** The smallest square a finger taps reliably (issue 28: "squares ≥ 32 px when zoomed"). */
export const MIN_SQUARE_PX = 32;
/** ◇ The size zoomed to when the plane's reach allows: a little over the minimum. */
export const FOCUS_SQUARE_PX = 36;

interface Box {
	x: number;
	y: number;
	w: number;
	h: number;
}
type Square = { x: number; y: number };

/** The size of a square (px) with the whole board shown in a stage of this size. */
export function wholeSquarePx(stage: { w: number; h: number }, bounds: Box): number {
	return stage.w > 0 && stage.h > 0 ? Math.min(stage.w / bounds.w, stage.h / bounds.h) * CELL : 0;
}

/**
 * The view (SVG units) that shows the plane and the squares it may end on with squares of
 * FOCUS_SQUARE_PX — or smaller, down to MIN_SQUARE_PX, when that brings the whole reach in — over
 * the whole stage, kept on the board. Null when the whole board's squares are big enough.
 */
export function focusBox(
	plane: Square,
	reach: readonly Square[],
	stage: { w: number; h: number },
	bounds: Box
): Box | null {
	const whole = wholeSquarePx(stage, bounds);
	if (!(whole > 0) || whole >= MIN_SQUARE_PX) return null;
	const xs = [plane.x, ...reach.map((s) => s.x)];
	const ys = [plane.y, ...reach.map((s) => s.y)];
	// The reach with half a square round it, in squares.
	const spanX = Math.max(...xs) - Math.min(...xs) + 2;
	const spanY = Math.max(...ys) - Math.min(...ys) + 2;
	const fits = Math.min(stage.w / spanX, stage.h / spanY);
	const px = Math.max(MIN_SQUARE_PX, Math.min(FOCUS_SQUARE_PX, fits));
	const w = Math.min((stage.w / px) * CELL, bounds.w);
	const h = Math.min((stage.h / px) * CELL, bounds.h);
	const mid = (v: number[]) => ((Math.min(...v) + Math.max(...v)) / 2) * CELL + CELL / 2;
	const keep = (centre: number, size: number, start: number, length: number) =>
		Math.min(Math.max(centre - size / 2, start), start + length - size);
	return {
		x: keep(mid(xs), w, bounds.x, bounds.w),
		y: keep(mid(ys), h, bounds.y, bounds.h),
		w,
		h
	};
}
