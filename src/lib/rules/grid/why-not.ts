/**
 * Why a tapped square is not a legal end (or next square) of the move being chosen: the rule and
 * its value — the distance against the squares the move flies (G-MOVE-2), the turn rule
 * (G-MOVE-3, G-MAN-2), the orthogonal end (G-MOVE-1), the balloon or cloud in the way (G-TER-2,
 * G-TER-3) or the exit rules (G-MOVE-5, G-MOVE-6). Asked only after a refused tap, so it may fly
 * every path of the move (at most 3^(squares+1) paths of a few squares each).
 */
import { because, reasonOf, type Reason } from '../common/result';
import type { ManoeuvreId } from '../../data/grid/rules';
import { aircraftOf } from './catalog';
import {
	FACING_STEP,
	balloonAt,
	chebyshev,
	isOrthogonal,
	largeCloudAt,
	onBoard,
	turnFacing
} from './geometry';
import { checkExitRules, contextFor } from './moves';
import { checkTurns, movePlan, simulatePath, type MovePlan } from './movement';
import type { GridState, PlaneState, Square } from './types';

/** The move being chosen: its manoeuvre (none for a plain move) and the Nimble slow-down. */
export interface MoveKind {
	manoeuvre: ManoeuvreId | null;
	slow: boolean;
}

/** Where a path leads with no obstacle counted: null when it leaves the table on the way. */
function flyBare(
	state: GridState,
	plane: PlaneState,
	path: string,
	plan: MovePlan
): { x: number; y: number; facing: number } | null {
	let { x, y } = plane;
	let facing: number = plane.facing;
	for (const c of path) {
		if (c !== 'F') {
			facing = turnFacing(facing, c === 'L' ? -1 : 1);
			continue;
		}
		x += FACING_STEP[facing].x;
		y += FACING_STEP[facing].y;
		if (!onBoard(state.board, x, y)) return null;
	}
	return { x, y, facing: turnFacing(facing, plan.turnAfter) };
}

/** The first balloon or large cloud a path meets before its last square (G-TER-2, G-TER-3). */
function obstacleOn(state: GridState, plane: PlaneState, path: string): Reason | null {
	let { x, y } = plane;
	let facing: number = plane.facing;
	const last = path.lastIndexOf('F');
	for (let i = 0; i < path.length; i++) {
		const c = path[i];
		if (c !== 'F') {
			facing = turnFacing(facing, c === 'L' ? -1 : 1);
			continue;
		}
		x += FACING_STEP[facing].x;
		y += FACING_STEP[facing].y;
		if (balloonAt(state.terrain, x, y))
			return because(
				'grid.balloon_in_way',
				{ x, y },
				`a barrage balloon at (${x},${y}) cannot be flown through`
			);
		if (i < last && largeCloudAt(state.terrain, x, y))
			return because(
				'grid.cloud_in_way',
				{ x, y },
				`the large cloud at (${x},${y}) ends the move there (G-TER-2)`
			);
	}
	return null;
}

/** Every path of `squares` forward steps after `prefix`, with at most one 45° turn before each. */
function completions(prefix: string, squares: number): string[] {
	let paths = [prefix];
	for (let i = 0; i <= squares; i++) {
		const next: string[] = [];
		for (const p of paths)
			for (const t of ['', 'L', 'R']) next.push(i < squares ? p + t + 'F' : p + t);
		paths = next;
	}
	return paths;
}

const forwardSteps = (path: string): number => path.split('F').length - 1;

/**
 * The reason nearest to legal among the paths that reach the square: a path the exit rules refuse,
 * then one a balloon or cloud blocks, then one that ends facing diagonally, then the turn rule.
 */
function nearestReason(
	state: GridState,
	plane: PlaneState,
	plan: MovePlan,
	paths: readonly string[],
	target: Square
): Reason | null {
	let blocked: Reason | null = null;
	let diagonal = false;
	let turns = false;
	const ctx = contextFor(state, plane);
	for (const path of paths) {
		const bare = flyBare(state, plane, path, plan);
		if (!bare) continue;
		const turnCheck = checkTurns(path, plan);
		if (!turnCheck.ok) {
			turns = true;
			continue;
		}
		if (!isOrthogonal(bare.facing)) {
			diagonal = true;
			continue;
		}
		const obstacle = obstacleOn(state, plane, path);
		if (obstacle) {
			blocked ??= obstacle;
			continue;
		}
		const sim = simulatePath(state, plane, path, plan);
		if (!sim.ok) continue;
		const exit = checkExitRules(state, plane, sim.value, ctx);
		if (!exit.ok) return reasonOf(exit);
	}
	const { x, y } = target;
	if (blocked) return blocked;
	if (diagonal)
		return because(
			'grid.end_facing_diagonal',
			{ x, y },
			`at (${x},${y}) the plane would face diagonally: a move ends facing orthogonally (G-MOVE-1)`
		);
	if (!turns) return null;
	if (plan.turns === 'none' || plan.turns === 'fixed')
		return plan.manoeuvre
			? because(
					'grid.end_needs_turn',
					{ x, y, manoeuvre: plan.manoeuvre },
					`${plan.manoeuvre} flies straight on without turns: (${x},${y}) needs a turn`
				)
			: tooSharp(x, y, plan.squares);
	if (plan.turns === 'clumsy')
		return because(
			'grid.end_clumsy_turns',
			{ x, y },
			`a Clumsy plane turns at the start of its move, then once per 2 squares: (${x},${y}) needs more turns (G-MOVE-3)`
		);
	return tooSharp(x, y, plan.squares);
}

const tooSharp = (x: number, y: number, squares: number): Reason =>
	because(
		'grid.end_too_sharp',
		{ x, y, squares },
		`(${x},${y}) needs sharper turns than one 45° turn per square in a move of ${squares} squares (G-MOVE-3)`
	);

/** The plan of the move being chosen, or the reason it may not be flown at all. */
function planOf(state: GridState, plane: PlaneState, kind: MoveKind): MovePlan | Reason {
	if (aircraftOf(plane).static)
		return because(
			'grid.static_plane',
			{ plane: plane.id },
			`${plane.id} is static and does not move (G-TER-4)`
		);
	const plan = movePlan(state, plane, kind.manoeuvre, kind.slow);
	return plan.ok ? plan.value : reasonOf(plan);
}

/**
 * Why no legal move of this kind ends on square (x, y) (0-based, as in the engine). Meant for a
 * square the legal list does not hold; for one it holds, the answer is only a guess.
 */
export function whyNotEnd(
	state: GridState,
	planeId: string,
	kind: MoveKind,
	target: Square
): Reason {
	const plane = state.planes.find((p) => p.id === planeId);
	if (!plane)
		return because('grid.no_such_plane', { plane: planeId }, `there is no plane ${planeId}`);
	const plan = planOf(state, plane, kind);
	if ('code' in plan) return plan;
	const { x, y } = target;
	const distance = chebyshev(plane, target);
	if (distance > plan.squares)
		return because(
			'grid.end_too_far',
			{ x, y, distance, squares: plan.squares, speed: plane.speed },
			`(${x},${y}) is ${distance} squares away; this move flies exactly ${plan.squares} (speed ${plane.speed})`
		);
	const reaching = completions('', plan.squares).filter((path) => {
		const end = flyBare(state, plane, path, plan);
		return end !== null && end.x === x && end.y === y;
	});
	return nearestReason(state, plane, plan, reaching, target) ?? tooSharp(x, y, plan.squares);
}

/**
 * Flying square by square: why no legal move goes on from the path flown so far (`prefix`, whole
 * squares, turns before each) to square (x, y) next.
 */
export function whyNotStep(
	state: GridState,
	planeId: string,
	kind: MoveKind,
	prefix: string,
	target: Square
): Reason {
	const plane = state.planes.find((p) => p.id === planeId);
	if (!plane)
		return because('grid.no_such_plane', { plane: planeId }, `there is no plane ${planeId}`);
	const plan = planOf(state, plane, kind);
	if ('code' in plan) return plan;
	const { x, y } = target;
	const flown = forwardSteps(prefix);
	if (flown >= plan.squares)
		return because(
			'grid.step_all_flown',
			{ squares: plan.squares },
			`the move has flown all its ${plan.squares} squares`
		);
	// Where the plane is now, and the one to three squares it may fly on to.
	const here = flyBare(state, plane, prefix, { ...plan, turnAfter: 0 });
	const segment = ['F', 'LF', 'RF'].find((s) => {
		const to = here && flyBare(state, plane, prefix + s, { ...plan, turnAfter: 0 });
		return to?.x === x && to?.y === y;
	});
	if (!here || !segment)
		return because(
			'grid.step_not_ahead',
			{ x, y, fromX: here?.x ?? plane.x, fromY: here?.y ?? plane.y },
			`(${x},${y}) is not ahead of or 45° beside the plane's square now`
		);
	const path = prefix + segment;
	const turnCheck = checkTurns(path, plan);
	if (!turnCheck.ok) return reasonOf(turnCheck);
	const obstacle = obstacleOn(state, plane, path);
	if (obstacle) return obstacle;
	const left = plan.squares - flown - 1;
	const reason = nearestReason(
		state,
		plane,
		plan,
		completions(path, left).filter((p) => forwardSteps(p) === plan.squares),
		target
	);
	// Blocked further on or refused by the exit rules: that says it. Otherwise the ends beyond face
	// diagonally or need sharper turns, which the squares of the next steps show better than words.
	return reason && AHEAD.includes(reason.code)
		? reason
		: because(
				'grid.step_dead_end',
				{ x, y, left },
				`no legal move goes on from (${x},${y}) with ${left} squares left`
			);
}

const AHEAD = [
	'grid.must_withdraw',
	'grid.must_stay_on_table',
	'grid.balloon_in_way',
	'grid.cloud_in_way'
];
