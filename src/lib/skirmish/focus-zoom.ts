/**
 * On a small screen the whole "Tally Ho!" board leaves squares too small to tap (≈ 17 px on a
 * 390 px phone). Issue 28: the board then zooms to the plane to act and the squares it may reach,
 * at squares of at least MIN_SQUARE_PX; where the whole board already gives squares that big
 * (tablets) nothing changes. Plain arithmetic, tested in Node.
 */
import { CELL } from './board-layout';

/** The smallest square a finger taps reliably (issue 28: "squares ≥ 32 px when zoomed"). */
export const MIN_SQUARE_PX = 32;
/** ◇ The size zoomed to: a little over the minimum, so rounding never falls below it. */
export const FOCUS_SQUARE_PX = 36;

/** The zoom (1 = whole board) that gives squares of FOCUS_SQUARE_PX, or 1 when they are big enough. */
export function focusZoom(squarePxWhole: number): number {
	if (!(squarePxWhole > 0) || squarePxWhole >= MIN_SQUARE_PX) return 1;
	return FOCUS_SQUARE_PX / squarePxWhole;
}

/**
 * The board point (SVG units) to centre on: the middle of the plane's square and the squares it
 * may end on, so its whole choice is in sight when the view is big enough for it.
 */
export function focusPoint(
	plane: { x: number; y: number },
	reach: readonly { x: number; y: number }[]
): { x: number; y: number } {
	const xs = [plane.x, ...reach.map((s) => s.x)];
	const ys = [plane.y, ...reach.map((s) => s.y)];
	const mid = (v: number[]) => ((Math.min(...v) + Math.max(...v)) / 2) * CELL + CELL / 2;
	return { x: mid(xs), y: mid(ys) };
}
