/**
 * The Skirmish board's squares and the marks on them, in forms a board can draw cheaply on every
 * tap (issue 19): the squares are built once per board shape, and the marks are indexed by square
 * so each square finds its own at once instead of scanning every mark.
 */
import type { GridBoard } from '$lib/rules/grid';
import type { Mark } from './geometry';

export interface BoardBounds {
	x0: number;
	y0: number;
	x1: number;
	y1: number;
}

export interface BoardSquare {
	x: number;
	y: number;
	/** Stable key: "x,y" (the each-block key and `data-square`). */
	key: string;
	/** Its name for a screen reader. */
	name: string;
}

type Shape = Pick<GridBoard, 'width' | 'height' | 'extensions'>;

export const squareKey = (x: number, y: number): string => `${x},${y}`;

/** The board and its extensions (G-TURN-2) as one rectangle of squares. */
export function boardBounds(board: Shape): BoardBounds {
	let x0 = 0;
	let y0 = 0;
	let x1 = board.width;
	let y1 = board.height;
	for (const r of board.extensions) {
		x0 = Math.min(x0, r.x);
		y0 = Math.min(y0, r.y);
		x1 = Math.max(x1, r.x + r.w);
		y1 = Math.max(y1, r.y + r.h);
	}
	return { x0, y0, x1, y1 };
}

/** A string that changes exactly when the board's squares do. */
export const boardShapeKey = (board: Shape): string =>
	[board.width, board.height, ...board.extensions.map((r) => `${r.x},${r.y},${r.w},${r.h}`)].join(
		';'
	);

/** Every square on the board or an extension, row by row. */
export function boardSquares(
	board: Shape,
	bounds: BoardBounds,
	name: (x: number, y: number) => string
): BoardSquare[] {
	const out: BoardSquare[] = [];
	const on = (x: number, y: number) =>
		(x >= 0 && y >= 0 && x < board.width && y < board.height) ||
		board.extensions.some((r) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h);
	for (let y = bounds.y0; y < bounds.y1; y++)
		for (let x = bounds.x0; x < bounds.x1; x++)
			if (on(x, y)) out.push({ x, y, key: squareKey(x, y), name: name(x, y) });
	return out;
}

const BIT: Record<Mark['kind'], number> = { move: 1, chosen: 2, arc: 4, path: 8 };

/** The kinds of mark on each marked square, as bits, by square key. */
export function markKindsBySquare(marks: readonly Mark[]): Map<string, number> {
	const out = new Map<string, number>();
	for (const k of marks) {
		const key = squareKey(k.x, k.y);
		out.set(key, (out.get(key) ?? 0) | BIT[k.kind]);
	}
	return out;
}

export const hasKind = (bits: number | undefined, kind: Mark['kind']): boolean =>
	((bits ?? 0) & BIT[kind]) !== 0;

/** A mark's kind and square: the same for two marks drawn alike. */
export const markKey = (k: Mark): string => `${k.kind}${squareKey(k.x, k.y)}`;

/** One mark of a kind per square (several moves may end on one square, a path may cross itself). */
export function uniqueMarks(marks: readonly Mark[]): Mark[] {
	const seen = new Set<string>();
	return marks.filter((k) => {
		const key = markKey(k);
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}
