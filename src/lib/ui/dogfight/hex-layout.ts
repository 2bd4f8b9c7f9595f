/** Screen positions for the hex map, from the engine's own geometry (pointy-top, odd-r). */
import {
	hexDistance,
	hexId,
	inFrontArc,
	inRearArc,
	mapInfo,
	toAxial,
	type MapInfo,
	type MapSpec
} from '$lib/rules/hex';

export const HEX = 20;
const SQRT3 = Math.sqrt(3);
const MARGIN = HEX * 1.5;

export function centre(col: number, row: number): { x: number; y: number } {
	const a = toAxial(col, row);
	return { x: MARGIN + HEX * SQRT3 * (a.q + a.r / 2), y: MARGIN + HEX * 1.5 * a.r };
}

/** The six corners of a pointy-top hex, as an SVG points string. */
export function hexPoints(x: number, y: number, size = HEX): string {
	const pts: string[] = [];
	for (let i = 0; i < 6; i++) {
		const a = (Math.PI / 180) * (60 * i - 30);
		pts.push(`${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`);
	}
	return pts.join(' ');
}

export interface BoardHex {
	col: number;
	row: number;
	id: string;
	x: number;
	y: number;
}

export function boardHexes(spec: MapSpec): {
	info: MapInfo;
	hexes: BoardHex[];
	width: number;
	height: number;
} {
	const info = mapInfo(spec);
	const hexes: BoardHex[] = [];
	for (let row = 1; row <= info.rows; row++)
		for (let col = 1; col <= info.columns; col++) {
			const c = centre(col, row);
			hexes.push({ col, row, id: hexId(info, col, row), ...c });
		}
	return {
		info,
		hexes,
		width: MARGIN * 2 + HEX * SQRT3 * (info.columns + 0.5),
		height: MARGIN * 2 + HEX * 1.5 * (info.rows - 1)
	};
}

/** H-TAIL-1 arcs of a plane: hexes within 3 in front (A, B) and behind (C, D). */
export function arcs(
	hexes: BoardHex[],
	plane: { col: number; row: number; facing: number }
): { front: BoardHex[]; rear: BoardHex[] } {
	const from = toAxial(plane.col, plane.row);
	const front: BoardHex[] = [];
	const rear: BoardHex[] = [];
	for (const h of hexes) {
		const d = hexDistance(plane, h);
		if (d === 0 || d > 3) continue;
		const to = toAxial(h.col, h.row);
		if (inFrontArc(from, plane.facing, to)) front.push(h);
		else if (inRearArc(from, plane.facing, to)) rear.push(h);
	}
	return { front, rear };
}

/** All hex outlines of a map as one SVG path (one element to draw instead of hundreds). */
export function outlinePath(hexes: readonly BoardHex[]): string {
	const parts: string[] = [];
	for (const h of hexes) parts.push(`M${hexPoints(h.x, h.y).replaceAll(' ', 'L')}z`);
	return parts.join('');
}

export type BoardGeometry = ReturnType<typeof boardHexes> & { outline: string };

// A map's geometry is worked out once and kept (issue 18: a tap must not redraw the whole map).
const geometryCache = new Map<string, BoardGeometry>();

/** The map's hexes, size and outline path, computed once per map. */
export function geometryFor(spec: MapSpec): BoardGeometry {
	const key = JSON.stringify(spec);
	let g = geometryCache.get(key);
	if (!g) {
		const b = boardHexes(spec);
		g = { ...b, outline: outlinePath(b.hexes) };
		geometryCache.set(key, g);
	}
	return g;
}

/**
 * Offsets for planes sharing a hex (ux principle 5: stacked pieces fan out): around the hex's
 * centre, far enough apart that counters of radius `r` just touch. One plane stays centred.
 */
export function fanOffsets(n: number, r: number): { dx: number; dy: number }[] {
	if (n <= 1) return [{ dx: 0, dy: 0 }];
	// Neighbours on a circle of radius d are 2·d·sin(π/n) apart: that is 2r when they touch.
	const d = r / Math.sin(Math.PI / n);
	return Array.from({ length: n }, (_, i) => {
		const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
		return { dx: d * Math.cos(a), dy: d * Math.sin(a) };
	});
}

/** Counter radius in board units: at least `minPx` on screen (ux principle 5), never below the hex's. */
export function counterRadius(pxPerUnit: number, minPx = 23): number {
	return Math.max(HEX * 0.82, minPx / Math.max(pxPerUnit, 1e-6));
}
