import {
	FACING_STEP,
	balloonAt,
	exitEdge,
	isOrthogonal,
	largeCloudAt,
	onBoard,
	turnFacing
} from './geometry';
import type { MovePlan } from './movement';
import type { Edge, GridState, PlaneState } from './types';

export type EndVisitor = (
	x: number,
	y: number,
	facing: number,
	end: 'full' | 'lost' | 'exit',
	edge?: Edge
) => boolean;

interface Walk {
	state: GridState;
	plan: MovePlan;
	visit: EndVisitor;
	seen: Set<number>;
}

/** One square forward from (x, y) facing `facing`, then on (top-level: no closures in hot code). */
function walkForward(
	w: Walk,
	x: number,
	y: number,
	facing: number,
	n: number,
	started: boolean
): boolean {
	const s = FACING_STEP[facing];
	const nx = x + s.x;
	const ny = y + s.y;
	if (!onBoard(w.state.board, nx, ny))
		return w.visit(x, y, facing, 'exit', exitEdge(w.state.board, nx, ny));
	if (balloonAt(w.state.terrain, nx, ny)) return false;
	if (largeCloudAt(w.state.terrain, nx, ny)) return w.visit(nx, ny, facing, 'lost');
	const m = n + 1;
	const mayTurn = w.plan.turns === 'each' || (w.plan.turns === 'clumsy' && started && m % 2 === 0);
	return walkAt(w, nx, ny, facing, m, started, mayTurn);
}

function walkAt(
	w: Walk,
	x: number,
	y: number,
	facing: number,
	n: number,
	started: boolean,
	mayTurn: boolean
): boolean {
	if (n === w.plan.squares) {
		for (let t = 0; t < (mayTurn ? 3 : 1); t++) {
			const f = turnFacing(facing + (t === 2 ? -1 : t), w.plan.turnAfter);
			if (isOrthogonal(f) && w.visit(x, y, f, 'full')) return true;
		}
		return false;
	}
	const key =
		((((n * 256 + x + 64) * 256 + y + 64) * 8 + facing) << 2) |
		(started ? 2 : 0) |
		(mayTurn ? 1 : 0);
	if (w.seen.has(key)) return false;
	w.seen.add(key);
	for (let t = 0; t < (mayTurn ? 3 : 1); t++) {
		if (walkForward(w, x, y, turnFacing(facing, t === 2 ? -1 : t), n, started)) return true;
	}
	return false;
}

/**
 * Depth-first walk over the ends a plan can reach, without building paths: `visit` gets each
 * end (square, facing, how it ended, exit edge) and returns true to stop the walk early.
 * Used for the cheap "can it stay on the table?" and "shortest withdrawal" questions.
 */
export function walkEnds(
	state: GridState,
	plane: PlaneState,
	plan: MovePlan,
	visit: EndVisitor
): boolean {
	if (plan.squares === 0) return visit(plane.x, plane.y, plane.facing, 'full');
	const w: Walk = { state, plan, visit, seen: new Set<number>() };
	if (plan.turns !== 'clumsy') return walkForward(w, plane.x, plane.y, plane.facing, 0, false);
	// A Clumsy plane's first turn can only come at the start; a turn there "starts" its turning.
	for (let t = 0; t < 3; t++) {
		const turned = t !== 0;
		if (walkForward(w, plane.x, plane.y, turnFacing(plane.facing, t === 2 ? -1 : t), 0, turned))
			return true;
	}
	return false;
}
