import type { ArcSpec } from '../../data/grid/rules';
import type { Edge, Facing, GridBoard, Rect, Square, Terrain } from './types';

/** G-MOVE-1: facing → one-square step. 0 = N is −y (row 0 is the top edge). */
export const FACING_STEP: readonly Square[] = [
	{ x: 0, y: -1 },
	{ x: 1, y: -1 },
	{ x: 1, y: 0 },
	{ x: 1, y: 1 },
	{ x: 0, y: 1 },
	{ x: -1, y: 1 },
	{ x: -1, y: 0 },
	{ x: -1, y: -1 }
];

export const turnFacing = (f: number, steps: number): Facing =>
	((((f + steps) % 8) + 8) % 8) as Facing;
export const isOrthogonal = (f: number): boolean => f % 2 === 0;

/** ◇ Range is the king-move (Chebyshev) distance (G-FIRE-1). */
export const chebyshev = (a: Square, b: Square): number =>
	Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export const inRect = (r: Rect, x: number, y: number): boolean =>
	x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** The large cloud covering a square (G-TER-2), if any. */
export function largeCloudAt(terrain: Terrain, x: number, y: number): Rect | undefined {
	for (const r of terrain.largeClouds) if (inRect(r, x, y)) return r;
	return undefined;
}

/** Whether a barrage balloon still up sits on a square (G-TER-3: it cannot be flown through). */
export function balloonAt(terrain: Terrain, x: number, y: number): boolean {
	for (const b of terrain.balloons) if (b.hp > 0 && b.x === x && b.y === y) return true;
	return false;
}

export function onBoard(board: GridBoard, x: number, y: number): boolean {
	if (x >= 0 && y >= 0 && x < board.width && y < board.height) return true;
	for (const r of board.extensions) if (inRect(r, x, y)) return true;
	return false;
}

/** Which edge of the main board a step from (x,y) to (nx,ny) crosses; x wins at a corner (short ends). */
export function exitEdge(board: GridBoard, nx: number, ny: number): Edge {
	if (nx < 0) return 'west';
	if (nx >= board.width) return 'east';
	if (ny < 0) return 'north';
	return 'south';
}

export const isEnd = (edge: Edge): boolean => edge === 'west' || edge === 'east';

/** The facing that points from an edge into the table (re-entry, G-MOVE-5 ◇). */
export const INWARD: Readonly<Record<Edge, Facing>> = { west: 2, east: 6, north: 4, south: 0 };

/** Squares still to fly to leave by the nearer short end (G-MOVE-6). */
export const distanceToEnd = (board: GridBoard, x: number): number =>
	Math.min(x + 1, board.width - x);

/**
 * True when the square `to` lies within the arc of a piece at `from` facing `facing`
 * (G-FIRE-6, G-MAN-4). Angles are measured between square centres; boundaries are inclusive.
 * A piece's own square is in no arc.
 */
export function inArc(from: Square, facing: number, arc: ArcSpec, to: Square): boolean {
	const dx = to.x - from.x;
	const dy = to.y - from.y;
	if (dx === 0 && dy === 0) return false;
	const bearing = (Math.atan2(dx, -dy) * 180) / Math.PI;
	const centre = ((facing + arc.centre) % 8) * 45;
	let diff = Math.abs(bearing - centre) % 360;
	if (diff > 180) diff = 360 - diff;
	return diff <= arc.halfWidth + 1e-9;
}

const blocksSight = (terrain: Terrain, x: number, y: number): boolean => {
	for (const c of terrain.smallClouds) if (inRect(c, x, y)) return true;
	for (const c of terrain.largeClouds) if (inRect(c, x, y)) return true;
	for (const b of terrain.balloons) if (b.hp > 0 && b.x === x && b.y === y) return true;
	return false;
};

/**
 * Line of sight (G-FIRE-5): walk the supercover line between the two square centres (every
 * square the segment touches). Any blocking square strictly between the ends blocks; where the
 * line passes exactly through a corner it slips between the two squares beside that corner and
 * is blocked only if both of them block. The shooter's and the target's own squares never block.
 */
export function lineOfSight(terrain: Terrain, from: Square, to: Square): boolean {
	return sightBlocker(terrain, from, to) === null;
}

const isEnd2 = (x: number, y: number, a: Square, b: Square): boolean =>
	(x === a.x && y === a.y) || (x === b.x && y === b.y);

export function sightBlocker(terrain: Terrain, from: Square, to: Square): Square | null {
	const { x: x0, y: y0 } = from;
	const { x: x1, y: y1 } = to;
	const sx = Math.sign(x1 - x0);
	const sy = Math.sign(y1 - y0);
	const dx = Math.abs(x1 - x0);
	const dy = Math.abs(y1 - y0);
	let x = x0;
	let y = y0;
	let ix = 0;
	let iy = 0;
	while (ix < dx || iy < dy) {
		// Compare (ix + 0.5)/dx with (iy + 0.5)/dy without division.
		const decision = (1 + 2 * ix) * dy - (1 + 2 * iy) * dx;
		if (decision === 0) {
			const a = { x: x + sx, y };
			const b = { x, y: y + sy };
			if (
				!isEnd2(a.x, a.y, from, to) &&
				!isEnd2(b.x, b.y, from, to) &&
				blocksSight(terrain, a.x, a.y) &&
				blocksSight(terrain, b.x, b.y)
			)
				return a;
			x += sx;
			y += sy;
			ix++;
			iy++;
		} else if (decision < 0) {
			x += sx;
			ix++;
		} else {
			y += sy;
			iy++;
		}
		if (!isEnd2(x, y, from, to) && blocksSight(terrain, x, y)) return { x, y };
	}
	return null;
}
