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
