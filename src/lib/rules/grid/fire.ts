/**
 * G-FIRE-1, G-FIRE-5, G-FIRE-6, G-MAN-4: who may shoot what from where, and with how many dice —
 * the fast checks (`shotDice`, refusals worded only when asked for), `planShot` / `planVolley`,
 * legal shots, and the board-free helpers of the table companion. Rolling the dice: hits.ts.
 */
import { quote, refuse, ok, type Refusal, type Result } from '../common/result';
import type { GunSpec } from '../../data/grid/aircraft';
import { GUN_ARCS, GUN_DICE, MANOEUVRES, REAR_ARC } from '../../data/grid/rules';
import { aircraftOf, gunOf } from './catalog';
import { FACING_STEP, chebyshev, inArc, sightBlocker } from './geometry';
import type { Balloon, GridState, PlaneState, ShotOrder, Side, Square } from './types';

/** Square a gun fires from: Zeppelin gondolas sit ahead of / behind the centre (G-FIRE-6). */
export function gunSquare(plane: PlaneState, gun: GunSpec): Square {
	const off = gun.offset ?? 0;
	const s = FACING_STEP[plane.facing];
	return { x: plane.x + s.x * off, y: plane.y + s.y * off };
}

/**
 * Jink (G-MAN-2, 002:195): a plane that jinked last turn — or ◇ (`jinkWindow` 'from-move') earlier
 * in this one — is jinking now: attackers get −2D6 and it cannot shoot.
 */
export function jinking(state: GridState, p: PlaneState): boolean {
	if (p.jinkTurn === state.turn) return true;
	return state.rules.jinkWindow === 'from-move' && p.jinkTurn === state.turn + 1;
}

/** Whether a plane may use its guns in the current fire step / combat action at all. */
export function planeMayFire(state: GridState, plane: PlaneState): Result<void> {
	if (plane.status !== 'active')
		return refuse('grid.not_on_table', { plane: plane.id }, `${plane.id} is not on the table`);
	if (plane.noFireTurn === state.turn || jinking(state, plane))
		return refuse(
			'grid.cannot_shoot_this_turn',
			{ plane: plane.id },
			`${plane.id} cannot shoot this turn (it re-entered, re-emerged or jinked)`
		);
	return ok(undefined);
}

export interface ShotPlan {
	order: ShotOrder;
	gun: GunSpec;
	range: number;
	ca: number;
	dice: number;
}

export type Target = { kind: 'plane'; plane: PlaneState } | { kind: 'balloon'; balloon: Balloon };

export function findTarget(state: GridState, id: string): Target | null {
	const plane = state.planes.find((p) => p.id === id);
	if (plane) return { kind: 'plane', plane };
	const balloon = state.terrain.balloons.find((b) => b.id === id);
	return balloon ? { kind: 'balloon', balloon } : null;
}

/** G-MAN-4: combat advantage of a shooter over a target, with the ◇ rear-arc +ve. */
export function combatAdvantage(
	state: GridState,
	shooter: PlaneState,
	from: Square,
	target: Target
): number {
	return advantageOver(state, shooter, from, target.kind === 'plane' ? target.plane : null);
}

/**
 * G-MAN-4 without the board: the shooter's ±ve less the target's, ◇ +ve from inside the target's
 * rear arc, capped. Also used where the arc is judged by eye (the table companion).
 */
export function advantageFromVe(
	state: GridState,
	shooter: PlaneState,
	target: Target,
	inRearArc: boolean
): number {
	let mine = shooter.ve;
	let theirs = 0;
	if (target.kind === 'plane') {
		theirs = target.plane.ve;
		if (inRearArc) mine += state.rules.rearArcVe;
	}
	return Math.max(0, Math.min(state.rules.maxCA, mine - theirs));
}

/** A check of G-FIRE-1/5/6 that a gun's shot at a target failed (planShot words it). */
export type ShotFailure =
	| 'grid.gunner_dead'
	| 'grid.own_side'
	| 'grid.not_on_table'
	| 'grid.already_destroyed'
	| 'grid.out_of_range'
	| 'grid.outside_arc'
	| 'grid.sight_blocked'
	| 'grid.no_dice_left';

const isPlane = (t: PlaneState | Balloon): t is PlaneState =>
	(t as PlaneState).status !== undefined;

/** G-MAN-4 for a shot from `from`: the ±ve difference, the ◇ rear-arc +ve, capped (0…maxCA). */
function advantageOver(
	state: GridState,
	shooter: PlaneState,
	from: Square,
	target: PlaneState | null
): number {
	let mine = shooter.ve;
	let theirs = 0;
	if (target) {
		theirs = target.ve;
		if (inArc(target, target.facing, REAR_ARC, from)) mine += state.rules.rearArcVe;
	}
	return Math.max(0, Math.min(state.rules.maxCA, mine - theirs));
}

/**
 * The checks of G-FIRE-1/5/6 for one gun of a shooter that may fire now (planeMayFire) at a
 * target, cheapest first — range before arc before line of sight: the dice the shot rolls (> 0),
 * or the check that failed. Nothing is built for a refusal, so the hot paths (legal shots, "can
 * this side shoot?", the bots' threat terms) stay cheap; planShot words the failure.
 */
export function shotDice(
	state: GridState,
	shooter: PlaneState,
	gun: GunSpec,
	target: PlaneState | Balloon
): number | ShotFailure {
	if (gun.crew === 'observer' && shooter.deadCrew.includes(gun.id)) return 'grid.gunner_dead';
	if (target.side === shooter.side) return 'grid.own_side';
	const plane = isPlane(target) ? target : null;
	if (plane ? plane.status !== 'active' : target.hp <= 0)
		return plane ? 'grid.not_on_table' : 'grid.already_destroyed';
	const from = gun.offset ? gunSquare(shooter, gun) : shooter;
	const table = GUN_DICE[gun.kind];
	const range = chebyshev(from, target);
	if (range > table.range) return 'grid.out_of_range';
	if (!inArc(from, shooter.facing, GUN_ARCS[gun.mount], target)) return 'grid.outside_arc';
	if (sightBlocker(state.terrain, from, target)) return 'grid.sight_blocked';
	let dice = table.dice - range + table.perCA * advantageOver(state, shooter, from, plane);
	if (shooter.deadEyeTurn === state.turn) dice += MANOEUVRES['dead-eye'].deadEye?.[gun.kind] ?? 0;
	if (plane && jinking(state, plane)) dice -= MANOEUVRES.jink.jink?.attackerDice ?? 0;
	return dice > 0 ? dice : 'grid.no_dice_left';
}

/** The refusal for a failed check of `shotDice`, worded with the figures it concerns. */
export function shotRefusal(
	state: GridState,
	shooter: PlaneState,
	gun: GunSpec,
	target: PlaneState | Balloon,
	failure: ShotFailure
): Refusal {
	const from = gunSquare(shooter, gun);
	const range = chebyshev(from, target);
	switch (failure) {
		case 'grid.gunner_dead':
			return refuse(
				failure,
				{ plane: shooter.id, gun: gun.id },
				`the gunner of ${shooter.id}'s ${gun.id} gun is dead`
			);
		case 'grid.own_side':
			return refuse(failure, { target: target.id }, `${target.id} is on your own side`);
		case 'grid.not_on_table':
			return refuse(failure, { plane: target.id }, `${target.id} is not on the table`);
		case 'grid.already_destroyed':
			return refuse(failure, { target: target.id }, `${target.id} is already destroyed`);
		case 'grid.out_of_range': {
			const max = GUN_DICE[gun.kind].range;
			return refuse(
				failure,
				{ target: target.id, range, max },
				`${target.id} is out of range (${range} > ${max})`
			);
		}
		case 'grid.outside_arc':
			return refuse(
				failure,
				{ target: target.id, plane: shooter.id, gun: gun.id },
				`${target.id} is outside the arc of ${shooter.id}'s ${gun.id} gun`
			);
		case 'grid.sight_blocked': {
			const blocker = sightBlocker(state.terrain, from, target)!;
			return refuse(
				failure,
				{ x: blocker.x, y: blocker.y },
				`line of sight is blocked at (${blocker.x},${blocker.y})`
			);
		}
		case 'grid.no_dice_left':
			return refuse(
				failure,
				{ range, target: target.id },
				`no dice left at range ${range} against ${target.id}`
			);
	}
}

function planeWithId(state: GridState, id: string): PlaneState | undefined {
	for (const p of state.planes) if (p.id === id) return p;
	return undefined;
}

/** A plane or a balloon by id (a shot's target). */
function targetById(state: GridState, id: string): PlaneState | Balloon | undefined {
	const plane = planeWithId(state, id);
	if (plane) return plane;
	for (const b of state.terrain.balloons) if (b.id === id) return b;
	return undefined;
}

/** The ShotPlan of a shot that passed every check (range and ±ve as the dice were sized). */
function sizedPlan(
	state: GridState,
	order: ShotOrder,
	shooter: PlaneState,
	gun: GunSpec,
	target: PlaneState | Balloon,
	dice: number
): ShotPlan {
	const from = gunSquare(shooter, gun);
	const ca = advantageOver(state, shooter, from, isPlane(target) ? target : null);
	return { order, gun, range: chebyshev(from, target), ca, dice };
}

/** Checks one shot and sizes its dice pool (G-FIRE-1, G-FIRE-5, G-FIRE-6). */
export function planShot(state: GridState, order: ShotOrder): Result<ShotPlan> {
	const shooter = planeWithId(state, order.plane);
	if (!shooter)
		return refuse(
			'grid.no_such_plane',
			{ plane: quote(order.plane) },
			`there is no plane ${order.plane}`
		);
	const may = planeMayFire(state, shooter);
	if (!may.ok) return may;
	const gun = gunOf(shooter, order.gun);
	if (!gun)
		return refuse(
			'grid.no_such_gun',
			{ plane: shooter.id, name: quote(order.gun) },
			`${shooter.id} has no gun "${order.gun}"`
		);
	// The gunner is checked before the target is looked up (a dead gunner's gun has no target).
	if (gun.crew === 'observer' && shooter.deadCrew.includes(gun.id))
		return shotRefusal(state, shooter, gun, shooter, 'grid.gunner_dead');
	const target = targetById(state, order.target);
	if (!target)
		return refuse(
			'grid.no_such_target',
			{ target: quote(order.target) },
			`there is no target ${order.target}`
		);
	const dice = shotDice(state, shooter, gun, target);
	if (typeof dice !== 'number') return shotRefusal(state, shooter, gun, target, dice);
	return ok(sizedPlan(state, order, shooter, gun, target, dice));
}

export interface ShotParties {
	shooter: PlaneState;
	gun: GunSpec;
	target: Target;
}

/**
 * The checks of a shot that need no board: the shooter may fire, has that gun and its gunner,
 * and the target exists, is an enemy and is still there. Also the table companion's check.
 */
export function shotParties(state: GridState, order: ShotOrder): Result<ShotParties> {
	const shooter = state.planes.find((p) => p.id === order.plane);
	if (!shooter)
		return refuse(
			'grid.no_such_plane',
			{ plane: quote(order.plane) },
			`there is no plane ${order.plane}`
		);
	const may = planeMayFire(state, shooter);
	if (!may.ok) return may;
	const gun = gunOf(shooter, order.gun);
	if (!gun)
		return refuse(
			'grid.no_such_gun',
			{ plane: shooter.id, name: quote(order.gun) },
			`${shooter.id} has no gun "${order.gun}"`
		);
	if (gun.crew === 'observer' && shooter.deadCrew.includes(gun.id))
		return refuse(
			'grid.gunner_dead',
			{ plane: shooter.id, gun: gun.id },
			`the gunner of ${shooter.id}'s ${gun.id} gun is dead`
		);
	const target = findTarget(state, order.target);
	if (!target)
		return refuse(
			'grid.no_such_target',
			{ target: quote(order.target) },
			`there is no target ${order.target}`
		);
	const tSide = target.kind === 'plane' ? target.plane.side : target.balloon.side;
	if (tSide === shooter.side)
		return refuse('grid.own_side', { target: order.target }, `${order.target} is on your own side`);
	if (target.kind === 'plane' && target.plane.status !== 'active')
		return refuse(
			'grid.not_on_table',
			{ plane: order.target },
			`${order.target} is not on the table`
		);
	if (target.kind === 'balloon' && target.balloon.hp <= 0)
		return refuse(
			'grid.already_destroyed',
			{ target: order.target },
			`${order.target} is already destroyed`
		);
	return ok({ shooter, gun, target });
}

/** G-FIRE-1: a gun reaches so many squares. */
export function checkRange(targetId: string, gun: GunSpec, range: number): Result<void> {
	const table = GUN_DICE[gun.kind];
	if (range > table.range)
		return refuse(
			'grid.out_of_range',
			{ target: targetId, range, max: table.range },
			`${targetId} is out of range (${range} > ${table.range})`
		);
	return ok(undefined);
}

/**
 * G-FIRE-1, G-MAN-4: the dice of a shot — the gun's dice less one per square of range, plus
 * dice per point of combat advantage; Dead Eye adds, a jinking target takes some away.
 */
export function shotPool(
	state: GridState,
	{ shooter, gun, target }: ShotParties,
	targetId: string,
	range: number,
	ca: number
): Result<number> {
	const table = GUN_DICE[gun.kind];
	let dice = table.dice - range + table.perCA * ca;
	if (shooter.deadEyeTurn === state.turn) dice += MANOEUVRES['dead-eye'].deadEye?.[gun.kind] ?? 0;
	if (target.kind === 'plane' && jinking(state, target.plane))
		dice -= MANOEUVRES.jink.jink?.attackerDice ?? 0;
	if (dice <= 0)
		return refuse(
			'grid.no_dice_left',
			{ range, target: targetId },
			`no dice left at range ${range} against ${targetId}`
		);
	return ok(dice);
}

/** Checks a whole volley: each gun once, every shot legal. */
export function planVolley(state: GridState, shots: readonly ShotOrder[]): Result<ShotPlan[]> {
	const used = new Set<string>();
	const plans: ShotPlan[] = [];
	for (const shot of shots) {
		const key = `${shot.plane}/${shot.gun}`;
		if (used.has(key))
			return refuse(
				'grid.gun_fires_once',
				{ plane: quote(shot.plane), gun: quote(shot.gun) },
				`${shot.plane}'s ${shot.gun} gun can fire only once`
			);
		used.add(key);
		const plan = planShot(state, shot);
		if (!plan.ok) return plan;
		plans.push(plan.value);
	}
	return ok(plans);
}

/** Every legal shot of one plane (for legal-move lists and bots); `first` stops at one. */
export function legalShots(state: GridState, plane: PlaneState, first = false): ShotPlan[] {
	const out: ShotPlan[] = [];
	if (!mayShootNow(state, plane)) return out;
	// Targets in list order: enemy planes on the table, then enemy balloons still up.
	for (const gun of aircraftOf(plane).guns) {
		for (const target of state.planes) {
			if (target.side === plane.side || target.status !== 'active') continue;
			const dice = shotDice(state, plane, gun, target);
			if (typeof dice !== 'number') continue;
			out.push(sizedPlan(state, shotOrder(plane, gun, target), plane, gun, target, dice));
			if (first) return out;
		}
		for (const target of state.terrain.balloons) {
			if (target.side === plane.side || target.hp <= 0) continue;
			const dice = shotDice(state, plane, gun, target);
			if (typeof dice !== 'number') continue;
			out.push(sizedPlan(state, shotOrder(plane, gun, target), plane, gun, target, dice));
			if (first) return out;
		}
	}
	return out;
}

const shotOrder = (plane: PlaneState, gun: GunSpec, target: { id: string }): ShotOrder => ({
	plane: plane.id,
	gun: gun.id,
	target: target.id
});

/** planeMayFire without wording a refusal. */
function mayShootNow(state: GridState, plane: PlaneState): boolean {
	return plane.status === 'active' && plane.noFireTurn !== state.turn && !jinking(state, plane);
}

/** Whether any plane of `side` has a legal shot now (G-TURN-1: a side without one skips). */
export function sideHasShot(state: GridState, side: Side): boolean {
	for (const p of state.planes) {
		if (p.side !== side || !mayShootNow(state, p)) continue;
		for (const gun of aircraftOf(p).guns) {
			for (const t of state.planes)
				if (
					t.side !== side &&
					t.status === 'active' &&
					typeof shotDice(state, p, gun, t) === 'number'
				)
					return true;
			for (const b of state.terrain.balloons)
				if (b.side !== side && b.hp > 0 && typeof shotDice(state, p, gun, b) === 'number')
					return true;
		}
	}
	return false;
}
