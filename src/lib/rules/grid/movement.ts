import { ok, quote, reasonOf, refuse, type Reason, type Result } from '../common/result';
import {
	AGILITY_ORDER,
	MANOEUVRES,
	MANOEUVRE_IDS,
	SPEED_ORDER,
	type AceSkill,
	type GridRules,
	type ManoeuvreId
} from '../../data/grid/rules';
import { aircraftOf } from './catalog';
import {
	FACING_STEP,
	balloonAt,
	exitEdge,
	isOrthogonal,
	largeCloudAt,
	onBoard,
	turnFacing
} from './geometry';
import type { Edge, Facing, GridState, PlaneState, Rect, Square } from './types';
import { counted } from '../common/count';

/** How the turns of a move are limited (G-MOVE-3, G-MAN-2). */
export type TurnRule = 'each' | 'clumsy' | 'none' | 'fixed';

export interface MovePlan {
	manoeuvre: ManoeuvreId | null;
	slow: boolean;
	squares: number;
	turns: TurnRule;
	/** 45° steps turned automatically after a fixed move (Split-S / Immelmann 180°). */
	turnAfter: number;
}

/** A check of G-MAN-1…3 / G-MOVE-3 that a plan failed (movePlan words it). */
type PlanFailure =
	| 'grid.slow_nimble_only'
	| 'grid.unknown_manoeuvre'
	| 'grid.ace_skill_missing'
	| 'grid.manoeuvre_agility'
	| 'grid.manoeuvre_speed'
	| 'grid.not_twice_in_a_row'
	| 'grid.not_with_slow';

/**
 * Sizes a move (speed, manoeuvre limits by agility and speed, "not twice in a row", G-MAN-1…3),
 * or names the check that failed without wording it: the plane's possible plans are listed on
 * every move check, most of them refused, so refusals are worded only when asked for.
 */
function sizeMove(
	state: GridState,
	plane: PlaneState,
	manoeuvre: ManoeuvreId | null,
	slow: boolean
): MovePlan | PlanFailure {
	let squares = state.rules.speedSquares[plane.speed];
	let turns: TurnRule = plane.agility === 'clumsy' ? 'clumsy' : 'each';
	let turnAfter = 0;
	if (slow) {
		if (plane.agility !== 'nimble') return 'grid.slow_nimble_only';
		squares = Math.max(0, squares - state.rules.nimbleSlowBy);
	}
	if (manoeuvre) {
		const spec = manoeuvreSpec(manoeuvre);
		if (!spec) return 'grid.unknown_manoeuvre';
		if (spec.ace && !plane.aceSkills.includes(spec.ace)) return 'grid.ace_skill_missing';
		if (!spec.agility.includes(plane.agility)) return 'grid.manoeuvre_agility';
		if (!spec.speed.includes(plane.speed)) return 'grid.manoeuvre_speed';
		if (spec.notTwiceInARow && plane.lastManoeuvre === manoeuvre) return 'grid.not_twice_in_a_row';
		if (spec.move.kind === 'fixed') {
			if (slow) return 'grid.not_with_slow';
			squares = spec.move.squares;
			turns = 'fixed';
			turnAfter = spec.move.turnAfter;
		} else {
			if (slow && spec.move.speedDelta !== 0) return 'grid.not_with_slow';
			squares = Math.max(spec.move.minSpeed, squares + spec.move.speedDelta);
			if (!spec.move.turns) turns = 'none';
		}
	}
	return { manoeuvre, slow, squares, turns, turnAfter };
}

/** The manoeuvre of an id a user wrote, or undefined ("toString" is no manoeuvre). */
const manoeuvreSpec = (id: string) =>
	(MANOEUVRE_IDS as readonly string[]).includes(id) ? MANOEUVRES[id as ManoeuvreId] : undefined;

/** Sizes a move: speed, manoeuvre limits by agility and speed, "not twice in a row" (G-MAN-1…3). */
export function movePlan(
	state: GridState,
	plane: PlaneState,
	manoeuvre: ManoeuvreId | null,
	slow: boolean
): Result<MovePlan> {
	const plan = sizeMove(state, plane, manoeuvre, slow);
	if (typeof plan !== 'string') return ok(plan);
	const spec = manoeuvre ? manoeuvreSpec(manoeuvre) : undefined;
	switch (plan) {
		case 'grid.slow_nimble_only':
			return refuse(
				plan,
				{ plane: plane.id, by: state.rules.nimbleSlowBy },
				`only Nimble planes may slow down by ${state.rules.nimbleSlowBy}`
			);
		case 'grid.unknown_manoeuvre':
			return refuse(plan, { name: quote(manoeuvre) }, `unknown manoeuvre ${manoeuvre}`);
		case 'grid.ace_skill_missing':
			return refuse(
				plan,
				{ manoeuvre: manoeuvre!, plane: plane.id },
				`${spec!.name} is an ace skill ${plane.id}'s pilot does not have`
			);
		case 'grid.manoeuvre_agility':
			return refuse(
				plan,
				{ manoeuvre: manoeuvre!, agilities: spec!.agility.join('/'), agility: plane.agility },
				`${spec!.name} needs agility ${spec!.agility.join('/')}, not ${plane.agility}`
			);
		case 'grid.manoeuvre_speed':
			return refuse(
				plan,
				{ manoeuvre: manoeuvre!, speeds: spec!.speed.join('/'), speed: plane.speed },
				`${spec!.name} needs speed ${spec!.speed.join('/')}, not ${plane.speed}`
			);
		case 'grid.not_twice_in_a_row':
			return refuse(
				plan,
				{ manoeuvre: manoeuvre! },
				`${spec!.name} cannot be flown twice in a row`
			);
		case 'grid.not_with_slow':
			return refuse(
				plan,
				{ manoeuvre: manoeuvre! },
				`${spec!.name} cannot be combined with slowing down`
			);
	}
}

/** Checks the shape of a path against the plan's turn rule (G-MOVE-1, G-MOVE-3). */
export function checkTurns(path: string, plan: MovePlan): Result<void> {
	if (!/^[FLR]*$/.test(path))
		return refuse(
			'grid.path_letters',
			{ path: quote(path) },
			'a path uses only F (forward), L and R (45° turns)'
		);
	if (plan.turns === 'none' || plan.turns === 'fixed') {
		if (/[LR]/.test(path)) return refuse('grid.no_turns', {}, 'this manoeuvre allows no turns');
		return ok(undefined);
	}
	let forward = 0;
	let turnedHere = false;
	let turnedAtStart = false;
	for (let i = 0; i < path.length; i++) {
		const c = path[i];
		if (c === 'F') {
			forward++;
			turnedHere = false;
			continue;
		}
		if (turnedHere) return refuse('grid.one_turn_at_a_time', {}, 'only one 45° turn at a time');
		turnedHere = true;
		if (plan.turns === 'each') {
			if (forward === 0)
				return refuse(
					'grid.turn_after_square',
					{},
					'a turn comes after a square moved (one turn per square)'
				);
		} else {
			if (forward === 0) turnedAtStart = true;
			else if (!turnedAtStart)
				return refuse(
					'grid.clumsy_first_turn',
					{},
					'a Clumsy plane must take its first turn at the start of its move'
				);
			else if (forward % 2 !== 0)
				return refuse('grid.clumsy_turn_rate', {}, 'a Clumsy plane turns once per 2 squares moved');
		}
	}
	return ok(undefined);
}

export interface MoveOutcome {
	squares: Square[];
	x: number;
	y: number;
	facing: Facing;
	/** How the move ended: flown in full, lost in a large cloud, or off the table. */
	end: 'full' | 'lost' | 'exit';
	edge?: Edge;
	cloud?: Rect;
	/** Enemy planes whose square it entered (wing-MG passing shots, G-MOVE-4). */
	passed: string[];
}

/** Flies a path from the plane's square (G-MOVE-2, G-TER-2, G-TER-3, G-MOVE-5). */
export function simulatePath(
	state: GridState,
	plane: PlaneState,
	path: string,
	plan: MovePlan
): Result<MoveOutcome> {
	let x = plane.x;
	let y = plane.y;
	let facing = plane.facing;
	let forward = 0;
	const squares: Square[] = [];
	const passed: string[] = [];
	for (let i = 0; i < path.length; i++) {
		const c = path[i];
		if (c === 'L' || c === 'R') {
			facing = turnFacing(facing, c === 'L' ? -1 : 1);
			continue;
		}
		forward++;
		if (forward > plan.squares)
			return refuse(
				'grid.path_too_long',
				{ flown: forward, squares: plan.squares },
				`the path flies ${counted(forward, 'square', 'squares')} but this move is exactly ${plan.squares}`
			);
		const s = FACING_STEP[facing];
		const nx = x + s.x;
		const ny = y + s.y;
		if (!onBoard(state.board, nx, ny)) {
			if (i !== path.length - 1)
				return refuse('grid.path_after_exit', {}, 'the path goes on after leaving the table');
			return ok({
				squares,
				x,
				y,
				facing,
				end: 'exit',
				edge: exitEdge(state.board, nx, ny),
				passed
			});
		}
		for (const b of state.terrain.balloons)
			if (b.hp > 0 && b.x === nx && b.y === ny)
				return refuse(
					'grid.balloon_in_way',
					{ x: nx, y: ny },
					`a barrage balloon at (${nx},${ny}) cannot be flown through`
				);
		x = nx;
		y = ny;
		squares.push({ x, y });
		for (const p of state.planes)
			if (p.side !== plane.side && p.status === 'active' && p.x === x && p.y === y)
				if (!passed.includes(p.id)) passed.push(p.id);
		const cloud = largeCloudAt(state.terrain, x, y);
		if (cloud) {
			if (i !== path.length - 1)
				return refuse(
					'grid.path_after_cloud',
					{},
					'the plane is lost in the large cloud: end the path there'
				);
			return ok({ squares, x, y, facing, end: 'lost', cloud, passed });
		}
	}
	if (forward !== plan.squares)
		return refuse(
			'grid.move_length',
			{ squares: plan.squares, flown: forward },
			`the move must be exactly ${plan.squares} squares, not ${forward}`
		);
	facing = turnFacing(facing, plan.turnAfter);
	if (!isOrthogonal(facing))
		return refuse('grid.end_diagonal', {}, 'a move must end facing orthogonally, not diagonally');
	return ok({ squares, x, y, facing, end: 'full', passed });
}

export interface EnumeratedMove {
	manoeuvre: ManoeuvreId | null;
	slow: boolean;
	path: string;
	outcome: MoveOutcome;
}

/** A manoeuvre (or the Nimble slow-down) the plane may not fly now, and why. */
export interface RefusedManoeuvre {
	manoeuvre: ManoeuvreId | 'slow';
	reason: Reason;
}

/** G-MOVE-3 / G-MAN-2: a manoeuvre the Nimble slow-down can go with (speed unchanged, turns free). */
const combinesWithSlow = (id: ManoeuvreId): boolean => {
	const move = MANOEUVRES[id].move;
	return move.kind === 'speed' && move.speedDelta === 0;
};

/** Plans a plane may use now, with the reason for each refused manoeuvre. */
export function movePlans(
	state: GridState,
	plane: PlaneState
): { plans: MovePlan[]; refused: RefusedManoeuvre[] } {
	const plans = [...availablePlans(state, plane)];
	const refused: RefusedManoeuvre[] = [];
	const slow = movePlan(state, plane, null, true);
	if (!slow.ok) refused.push({ manoeuvre: 'slow', reason: reasonOf(slow) });
	for (const id of MANOEUVRE_IDS) {
		const p = movePlan(state, plane, id, false);
		if (!p.ok) refused.push({ manoeuvre: id, reason: reasonOf(p) });
	}
	return { plans, refused };
}

/**
 * The plans a plane may use now, in a fixed order: plain, slowed, then each manoeuvre (and the
 * manoeuvres that fly a normal move combined with the Nimble slow-down, G-MOVE-3 / G-MAN-2, so
 * the legal list holds every move the engine accepts). They depend only on the rules and the
 * plane's speed, agility, ace skills and last manoeuvre, so each such list is built once (frozen:
 * shared by every caller).
 */
export function availablePlans(state: GridState, plane: PlaneState): readonly MovePlan[] {
	return plansOf(state, plane).plans;
}

/**
 * The available plans that fly differently (squares, turn rule, turn after): Jink, Dead Eye and a
 * plain move reach the same squares, so "where can it get to?" walks them once.
 */
export function distinctlyFlownPlans(state: GridState, plane: PlaneState): readonly MovePlan[] {
	return plansOf(state, plane).flown;
}

interface PlanLists {
	plans: readonly MovePlan[];
	flown: readonly MovePlan[];
}

function plansOf(state: GridState, plane: PlaneState): PlanLists {
	const key = planKey(plane);
	if (key < 0) return planLists(state, plane);
	let byKey = plansByRules.get(state.rules);
	if (!byKey) {
		// Games whose rules size moves alike (most: the defaults) share one cache.
		const { speedSquares: s, nimbleSlowBy } = state.rules;
		const sizing = `${s.fast}/${s.medium}/${s.slow}/${nimbleSlowBy}`;
		byKey = plansBySizing.get(sizing);
		if (!byKey) {
			byKey = [];
			plansBySizing.set(sizing, byKey);
		}
		plansByRules.set(state.rules, byKey);
	}
	return (byKey[key] ??= planLists(state, plane));
}

function planLists(state: GridState, plane: PlaneState): PlanLists {
	const plans = Object.freeze(listPlans(state, plane).map((p) => Object.freeze(p)));
	const seen = new Set<string>();
	const flown = plans.filter((p) => {
		const key = flightKey(p);
		return !seen.has(key) && !!seen.add(key);
	});
	return { plans, flown: Object.freeze(flown) };
}

/** Plans with the same key fly the same squares (they differ in ±ve, Jink or Dead Eye only). */
const flightKey = (plan: MovePlan): string => `${plan.squares}/${plan.turns}/${plan.turnAfter}`;

const plansByRules = new WeakMap<GridRules, (PlanLists | undefined)[]>();
const plansBySizing = new Map<string, (PlanLists | undefined)[]>();
const ACES: readonly AceSkill[] = ['patience', 'immelmann', 'engine-hang', 'dead-eye'];

/**
 * What a plane's plans depend on, as one number: speed, agility, last manoeuvre (an unknown one
 * counts as none: it is never flown twice in a row) and the ace skills that unlock manoeuvres.
 * −1 for a speed or agility outside the tables (its plans are not kept).
 */
function planKey(plane: PlaneState): number {
	const speed = SPEED_ORDER.indexOf(plane.speed);
	const agility = AGILITY_ORDER.indexOf(plane.agility);
	if (speed < 0 || agility < 0) return -1;
	const last = plane.lastManoeuvre === null ? 0 : MANOEUVRE_IDS.indexOf(plane.lastManoeuvre) + 1;
	let aces = 0;
	for (const a of plane.aceSkills) if (ACES.includes(a)) aces |= 1 << ACES.indexOf(a);
	return ((speed * AGILITY_ORDER.length + agility) * (MANOEUVRE_IDS.length + 1) + last) * 16 + aces;
}

function listPlans(state: GridState, plane: PlaneState): MovePlan[] {
	const plans: MovePlan[] = [];
	const base = sizeMove(state, plane, null, false);
	if (typeof base !== 'string') plans.push(base);
	const slow = sizeMove(state, plane, null, true);
	if (typeof slow !== 'string') plans.push(slow);
	for (const id of MANOEUVRE_IDS) {
		const p = sizeMove(state, plane, id, false);
		if (typeof p === 'string') continue;
		plans.push(p);
		if (typeof slow !== 'string' && combinesWithSlow(id)) {
			const both = sizeMove(state, plane, id, true);
			if (typeof both !== 'string') plans.push(both);
		}
	}
	return plans;
}

/**
 * Every distinct end (square, facing, how it ended) reachable under one plan, with one
 * representative path each. Breadth-first over (square, facing, squares flown, turn state), so
 * paths that meet in the same situation are explored once.
 */
export function enumeratePlan(
	state: GridState,
	plane: PlaneState,
	plan: MovePlan
): EnumeratedMove[] {
	const out: EnumeratedMove[] = [];
	const seenEnd = new Set<string>();
	// `end` is a cheap key of where the path ends, so that only new ends are simulated in full.
	const record = (path: string) => {
		const r = simulatePath(state, plane, path, plan);
		if (!r.ok) return;
		const o = r.value;
		const key = `${o.x},${o.y},${o.facing},${o.end}`;
		if (seenEnd.has(key)) return;
		seenEnd.add(key);
		out.push({ manoeuvre: plan.manoeuvre, slow: plan.slow, path, outcome: o });
	};
	if (plan.turns === 'none' || plan.turns === 'fixed') {
		for (let n = 1; n <= plan.squares; n++) record('F'.repeat(n));
		if (plan.squares === 0) record('');
		return out;
	}
	// Breadth-first ends are recorded without re-flying the path: `squares` and `passed` stay
	// empty in these summaries (checkMove flies the chosen path in full).
	const summary = (
		path: string,
		x: number,
		y: number,
		facing: number,
		end: MoveOutcome['end'],
		edge?: Edge
	) => {
		const key = `${x},${y},${facing},${end}`;
		if (seenEnd.has(key)) return;
		seenEnd.add(key);
		const outcome: MoveOutcome = { squares: [], x, y, facing: facing as Facing, end, passed: [] };
		if (edge) outcome.edge = edge;
		out.push({ manoeuvre: plan.manoeuvre, slow: plan.slow, path, outcome });
	};
	const seen = new Set<number>();
	const starts: { path: string; facing: number; started: boolean }[] = [
		{ path: '', facing: plane.facing, started: false }
	];
	if (plan.turns === 'clumsy') {
		starts.push({ path: 'L', facing: turnFacing(plane.facing, -1), started: true });
		starts.push({ path: 'R', facing: turnFacing(plane.facing, 1), started: true });
	}
	type Node = { path: string; x: number; y: number; facing: number; n: number; started: boolean };
	let frontier: Node[] = starts.map((s) => ({ ...s, x: plane.x, y: plane.y, n: 0 }));
	if (plan.squares === 0) {
		record('');
		return out;
	}
	while (frontier.length > 0) {
		const next: Node[] = [];
		for (const node of frontier) {
			const s = FACING_STEP[node.facing];
			const nx = node.x + s.x;
			const ny = node.y + s.y;
			const path = node.path + 'F';
			const n = node.n + 1;
			if (!onBoard(state.board, nx, ny)) {
				summary(path, node.x, node.y, node.facing, 'exit', exitEdge(state.board, nx, ny));
				continue;
			}
			if (balloonAt(state.terrain, nx, ny)) continue;
			if (largeCloudAt(state.terrain, nx, ny)) {
				summary(path, nx, ny, node.facing, 'lost');
				continue;
			}
			const mayTurn = plan.turns === 'each' || (node.started && n % 2 === 0);
			const options = mayTurn ? ['', 'L', 'R'] : [''];
			for (const t of options) {
				const facing = t === '' ? node.facing : turnFacing(node.facing, t === 'L' ? -1 : 1);
				const p = path + t;
				if (n === plan.squares) {
					const f = turnFacing(facing, plan.turnAfter);
					if (isOrthogonal(f)) summary(p, nx, ny, f, 'full');
					continue;
				}
				// Numeric key of (squares flown, square, facing, turned at start); boards stay under 190 squares a side.
				const key =
					((((n * 256 + nx + 64) * 256 + ny + 64) * 8 + facing) << 1) | (node.started ? 1 : 0);
				if (seen.has(key)) continue;
				seen.add(key);
				next.push({ path: p, x: nx, y: ny, facing, n, started: node.started });
			}
		}
		frontier = next;
	}
	return out;
}

/** All distinct moves of a plane over every plan it may fly (legal lists, bots, G-MOVE-5/6 checks). */
export function enumerateMoves(state: GridState, plane: PlaneState): EnumeratedMove[] {
	if (aircraftOf(plane).static) return [];
	// Plans that fly the same way (Jink, Dead Eye and a plain move) share one enumeration.
	const cache = new Map<string, EnumeratedMove[]>();
	const out: EnumeratedMove[] = [];
	for (const plan of availablePlans(state, plane)) {
		const key = flightKey(plan);
		let moves = cache.get(key);
		if (!moves) {
			moves = enumeratePlan(state, plane, plan);
			cache.set(key, moves);
			out.push(...moves);
			continue;
		}
		for (const m of moves) out.push({ ...m, manoeuvre: plan.manoeuvre, slow: plan.slow });
	}
	return out;
}
