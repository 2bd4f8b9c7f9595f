/**
 * Hex geometry for Blue Max (H-SET-2, H-TAIL-1, H-COMB-1).
 *
 * Layout (docs/parts/decisions-hex.md): POINTY-TOP hexes in horizontal rows, "odd-r" offset —
 * every second row (rows 02, 04, … in 1-based ids) is shifted half a hex east. Columns run west →
 * east along the long axis, rows north → south. Facings are the six hex sides, clockwise on the
 * screen: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE. Turning right adds 1.
 * Internally we use axial coordinates (q, r); saved state keeps 1-based column/row.
 */

export type Facing = 0 | 1 | 2 | 3 | 4 | 5;
export const FACING_NAMES = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;
export type FacingName = (typeof FACING_NAMES)[number];

/** Axial steps for facings 0…5. */
export const AXIAL_DIRS: readonly (readonly [number, number])[] = [
	[1, 0],
	[0, 1],
	[-1, 1],
	[-1, 0],
	[0, -1],
	[1, -1]
];

export interface Axial {
	q: number;
	r: number;
}

/** 1-based column/row (global across joined boards) → axial. */
export function toAxial(col: number, row: number): Axial {
	const r = row - 1;
	return { q: col - 1 - ((r - (r & 1)) >> 1), r };
}

export function fromAxial(q: number, r: number): { col: number; row: number } {
	return { col: q + ((r - (r & 1)) >> 1) + 1, row: r + 1 };
}

export function turn(facing: number, steps: number): Facing {
	return ((((facing + steps) % 6) + 6) % 6) as Facing;
}

export function axialDistance(dq: number, dr: number): number {
	return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Range in hexes between two column/row positions. */
export function hexDistance(
	a: { col: number; row: number },
	b: { col: number; row: number }
): number {
	const pa = toAxial(a.col, a.row);
	const pb = toAxial(b.col, b.row);
	return axialDistance(pb.q - pa.q, pb.r - pa.r);
}

/** Counter sides (H-TAIL-1): A front, B front quarters, C rear quarters, D rear. */
export type CounterSide = 'A' | 'B' | 'C' | 'D';
const SIDE_BITS = { A: 1, B: 2, C: 4, D: 8 } as const;
export const ARC_RANGE = 3;

/**
 * The counter sides through which a hex at axial offset (dq, dr) is seen from a plane facing
 * `facing`, as a bit mask. A hex whose centre lies exactly on the corner between two sides is
 * seen through both. Precomputed for every offset within 3 hexes.
 */
const KEY = (dq: number, dr: number) => (dq + ARC_RANGE) * (2 * ARC_RANGE + 1) + (dr + ARC_RANGE);
const SIDE_TABLE: number[][] = buildSideTable();

function buildSideTable(): number[][] {
	const size = (2 * ARC_RANGE + 1) ** 2;
	const table: number[][] = [];
	for (let f = 0; f < 6; f++) {
		const row = new Array<number>(size).fill(0);
		for (let dq = -ARC_RANGE; dq <= ARC_RANGE; dq++) {
			for (let dr = -ARC_RANGE; dr <= ARC_RANGE; dr++) {
				const d = axialDistance(dq, dr);
				if (d === 0 || d > ARC_RANGE) continue;
				const x = Math.sqrt(3) * (dq + dr / 2);
				const y = 1.5 * dr;
				let rel = (Math.atan2(y, x) * 180) / Math.PI - 60 * f;
				while (rel > 180) rel -= 360;
				while (rel <= -180) rel += 360;
				const a = Math.abs(rel);
				const near = (v: number) => Math.abs(a - v) < 1e-6;
				let mask = 0;
				if (a < 30 || near(30)) mask |= SIDE_BITS.A;
				if ((a > 30 && a < 90) || near(30) || near(90)) mask |= SIDE_BITS.B;
				if ((a > 90 && a < 150) || near(90) || near(150)) mask |= SIDE_BITS.C;
				if (a > 150 || near(150)) mask |= SIDE_BITS.D;
				row[KEY(dq, dr)] = mask;
			}
		}
		table.push(row);
	}
	return table;
}

/** The side mask of the hex at axial offset (dq, dr) from a plane facing `facing`. */
function sideMaskAt(dq: number, dr: number, facing: number): number {
	if (axialDistance(dq, dr) > ARC_RANGE) return 0;
	return SIDE_TABLE[facing][KEY(dq, dr)];
}

function sideMask(from: Axial, facing: number, to: Axial): number {
	return sideMaskAt(to.q - from.q, to.r - from.r, facing);
}

/**
 * H-TAIL-1 for the tailing check of every pair every turn, on column/row positions without
 * building axial points: `to` in the front arc of `from` and `from` in the rear arc of `to`.
 */
export function tailArcs(
	from: { col: number; row: number; facing: number },
	to: { col: number; row: number; facing: number }
): boolean {
	const fr = from.row - 1;
	const tr = to.row - 1;
	const dq = to.col - ((tr - (tr & 1)) >> 1) - (from.col - ((fr - (fr & 1)) >> 1));
	const dr = tr - fr;
	if ((sideMaskAt(dq, dr, from.facing) & (SIDE_BITS.A | SIDE_BITS.B)) === 0) return false;
	const rear = sideMaskAt(-dq, -dr, to.facing);
	return rear !== 0 && (rear & (SIDE_BITS.A | SIDE_BITS.B)) === 0;
}

/** Every side a hex within 3 is seen through (two on a corner line), forward-most first. */
export function sidesSeen(from: Axial, facing: number, to: Axial): CounterSide[] {
	const mask = sideMask(from, facing, to);
	return (['A', 'B', 'C', 'D'] as const).filter((s) => mask & SIDE_BITS[s]);
}

/**
 * The arc a hex lies in. A hex on the line between a B and a C side belongs to the front arc:
 * we give a corner hex to its forward-most side (decisions-hex.md), so two planes flying side by
 * side never tail each other.
 */
export function inFrontArc(from: Axial, facing: number, to: Axial): boolean {
	const mask = sideMask(from, facing, to);
	return (mask & (SIDE_BITS.A | SIDE_BITS.B)) !== 0;
}

export function inRearArc(from: Axial, facing: number, to: Axial): boolean {
	const mask = sideMask(from, facing, to);
	return mask !== 0 && (mask & (SIDE_BITS.A | SIDE_BITS.B)) === 0;
}

/** H-COMB-1: the fire line, the hex row straight ahead of side A, at range 1…3 (0 = not on it). */
export function fireLineRange(from: Axial, facing: number, to: Axial): number {
	const [sq, sr] = AXIAL_DIRS[facing];
	for (let k = 1; k <= ARC_RANGE; k++) {
		if (from.q + k * sq === to.q && from.r + k * sr === to.r) return k;
	}
	return 0;
}

/** The hexes of the fire line (for boards and tests). */
export function fireLine(from: Axial, facing: number): Axial[] {
	const [sq, sr] = AXIAL_DIRS[facing];
	return [1, 2, 3].map((k) => ({ q: from.q + k * sq, r: from.r + k * sr }));
}

/** Where two planes stand for combat (part 2's PairGeometry, H-COMB-1/2/5, H-DMG-3). */
export interface PairGeometry {
	range: number;
	fireLine: number;
	shooterSides: CounterSide[];
	/** The target's side facing the shooter; on a corner line the forward-most; same hex: D ◇. */
	targetSide: CounterSide;
	sameFacing: boolean;
	parallel: boolean;
	aspect: 'front' | 'rear' | 'other';
}

export function pairGeometry(
	shooter: { col: number; row: number; facing: number },
	target: { col: number; row: number; facing: number }
): PairGeometry {
	const s = toAxial(shooter.col, shooter.row);
	const t = toAxial(target.col, target.row);
	const range = axialDistance(t.q - s.q, t.r - s.r);
	const sameFacing = shooter.facing === target.facing;
	if (range === 0) {
		return {
			range,
			fireLine: 0,
			shooterSides: [],
			targetSide: 'D',
			sameFacing,
			parallel: sameFacing || (shooter.facing + 3) % 6 === target.facing,
			aspect: sameFacing ? 'rear' : 'other'
		};
	}
	const aspect =
		fireLineRange(t, target.facing, s) > 0
			? 'front'
			: fireLineRange(t, (target.facing + 3) % 6, s) > 0
				? 'rear'
				: 'other';
	return {
		range,
		fireLine: fireLineRange(s, shooter.facing, t),
		shooterSides: sidesSeen(s, shooter.facing, t),
		targetSide: sidesSeen(t, target.facing, s)[0] ?? 'D',
		sameFacing,
		parallel: sameFacing || (shooter.facing + 3) % 6 === target.facing,
		aspect
	};
}
