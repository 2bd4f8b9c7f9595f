import { GUN_ARCS, GUN_DICE } from '$lib/data/grid/rules';
import {
	FACING_STEP,
	GRID_AIRCRAFT_BY_ID,
	chebyshev,
	inArc,
	type GridView,
	type ManoeuvreId,
	type MoveChoice,
	type MoveKind,
	type PlaneState,
	type Square
} from '$lib/rules/grid';

export interface Pose extends Square {
	facing: number;
}

const turn = (f: number, steps: number) => (((f + steps) % 8) + 8) % 8;

/** The squares a move path flies over ('F' one square ahead, 'L'/'R' a 45° turn, G-MOVE-1). */
export function pathSquares(from: Pose, path: string): Pose[] {
	let { x, y, facing } = from;
	const out: Pose[] = [];
	for (const c of path) {
		if (c === 'F') {
			x += FACING_STEP[facing].x;
			y += FACING_STEP[facing].y;
			out.push({ x, y, facing });
		} else if (c === 'L' || c === 'R') {
			facing = turn(facing, c === 'L' ? -1 : 1);
			if (out.length > 0) out[out.length - 1] = { x, y, facing };
		}
	}
	return out;
}

/** Where a command-point Flight ends: each step one square, then an optional turn (G-TURN-2). */
export function flightSquares(from: Pose, steps: readonly string[], turnSteps: number): Pose[] {
	let { x, y, facing } = from;
	const out: Pose[] = [];
	for (const s of steps) {
		// ◇ Boxed in: "L" / "R" turn the plane on its square (rules/grid/flight.ts).
		if (s === 'L' || s === 'R') {
			facing = turn(facing, (s === 'L' ? -1 : 1) * turnSteps);
			out.push({ x, y, facing });
			continue;
		}
		x += FACING_STEP[facing].x;
		y += FACING_STEP[facing].y;
		if (s !== 'F') facing = turn(facing, (s === 'FL' ? -1 : 1) * turnSteps);
		out.push({ x, y, facing });
	}
	return out;
}

/** Squares some gun of the plane covers: inside its arc and range (G-FIRE-1, G-FIRE-6 ◇ arcs). */
export function arcSquares(view: GridView, plane: PlaneState): Square[] {
	const spec = GRID_AIRCRAFT_BY_ID[plane.type];
	if (!spec) return [];
	const out: Square[] = [];
	const { width, height } = view.board;
	for (let y = 0; y < height; y++)
		for (let x = 0; x < width; x++) {
			const to = { x, y };
			if (x === plane.x && y === plane.y) continue;
			const covered = spec.guns.some((g) => {
				const range = GUN_DICE[g.kind].range;
				return chebyshev(plane, to) <= range && inArc(plane, plane.facing, GUN_ARCS[g.mount], to);
			});
			if (covered) out.push(to);
		}
	return out;
}

/**
 * Which manoeuvre button a legal move belongs to: 'plain' = no manoeuvre, 'slow' = the Nimble
 * slow-down, 'slow+jink' / 'slow+dead-eye' = the slow-down combined with a manoeuvre (G-MOVE-3).
 */
export type ManKey = 'plain' | 'slow' | ManoeuvreId | `slow+${ManoeuvreId}`;
export function manoeuvreKey(mv: MoveChoice): ManKey {
	const man = mv.order.manoeuvre;
	const slow = mv.order.slow === true;
	if (man) return slow ? `slow+${man}` : man;
	return slow ? 'slow' : 'plain';
}

/** A manoeuvre button's key as the engine names the move (the inverse of `manoeuvreKey`). */
export function moveKindOf(key: ManKey): MoveKind {
	const slow = key === 'slow' || key.startsWith('slow+');
	const rest = key.replace(/^slow\+?/, '');
	return { manoeuvre: rest === '' || rest === 'plain' ? null : (rest as ManoeuvreId), slow };
}

/** A highlighted square on the board: a legal end, the chosen end, a path square, an arc square. */
export interface Mark {
	x: number;
	y: number;
	kind: 'move' | 'chosen' | 'arc' | 'path';
	facing?: number;
}

/**
 * Flying square by square: from the path tapped so far, the next squares some legal move flies
 * over, each with the path segment (turns, then one 'F') that gets there.
 */
export function nextSteps(
	from: Pose,
	moves: readonly MoveChoice[],
	prefix: string
): { segment: string; to: Pose }[] {
	const out: { segment: string; to: Pose }[] = [];
	for (const mv of moves) {
		const path = mv.order.path;
		if (!path.startsWith(prefix)) continue;
		const rest = path.slice(prefix.length);
		const i = rest.indexOf('F');
		if (i < 0) continue;
		const segment = rest.slice(0, i + 1);
		if (out.some((s) => s.segment === segment)) continue;
		const squares = pathSquares(from, prefix + segment);
		out.push({ segment, to: squares[squares.length - 1] });
	}
	return out;
}

/** Legal moves that end with the path tapped so far (only final turns may follow). */
export const movesEndingAt = (moves: readonly MoveChoice[], prefix: string): MoveChoice[] =>
	moves.filter(
		(mv) => mv.order.path.startsWith(prefix) && !mv.order.path.slice(prefix.length).includes('F')
	);

/**
 * Building a Flight step by step (G-TURN-2): the steps ('F', 'FL', 'FR') that lead on towards some
 * legal Flight from the steps chosen so far, so every Flight the legal answer lists — also those
 * ending off the board (a tile laid, an escape, a withdrawal) — can be flown from the panel.
 */
export function nextFlightSteps(flights: readonly string[][], built: readonly string[]): string[] {
	const out: string[] = [];
	for (const f of flights) {
		if (f.length <= built.length || built.some((s, i) => f[i] !== s)) continue;
		const next = f[built.length];
		if (!out.includes(next)) out.push(next);
	}
	// 'L' and 'R': a boxed-in plane's turn in place, its only Flight (◇ rules/grid/flight.ts).
	return ['F', 'FL', 'FR', 'L', 'R'].filter((s) => out.includes(s));
}

/** Whether the steps chosen so far are a whole legal Flight. */
export const isListedFlight = (flights: readonly string[][], built: readonly string[]): boolean =>
	flights.some((f) => f.length === built.length && f.every((s, i) => s === built[i]));
