import type { Dice } from '../common/dice';
import { quote, refuse, ok, type Result } from '../common/result';
import type { GunSpec } from '../../data/grid/aircraft';
import {
	AGILITY_ORDER,
	GUN_ARCS,
	GUN_DICE,
	HIT_FACES,
	MAJOR_TABLE,
	MANOEUVRES,
	REAR_ARC,
	SPEED_ORDER
} from '../../data/grid/rules';
import { aircraftOf, gunOf } from './catalog';
import type { GridEvent, MajorRoll } from './events';
import { FACING_STEP, chebyshev, inArc, sightBlocker } from './geometry';
import type { Balloon, GridState, PlaneState, ShotOrder, Square } from './types';

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
	const rear = target.kind === 'plane' && inArc(target.plane, target.plane.facing, REAR_ARC, from);
	return advantageFromVe(state, shooter, target, rear);
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

/** Checks one shot and sizes its dice pool (G-FIRE-1, G-FIRE-5, G-FIRE-6). */
export function planShot(state: GridState, order: ShotOrder): Result<ShotPlan> {
	const parties = shotParties(state, order);
	if (!parties.ok) return parties;
	const { shooter, gun, target } = parties.value;
	const from = gunSquare(shooter, gun);
	const to = target.kind === 'plane' ? target.plane : target.balloon;
	// Range first: the cheapest test, and it rules out most targets.
	const range = chebyshev(from, to);
	const inRange = checkRange(order.target, gun, range);
	if (!inRange.ok) return inRange;
	if (!inArc(from, shooter.facing, GUN_ARCS[gun.mount], to))
		return refuse(
			'grid.outside_arc',
			{ target: order.target, plane: shooter.id, gun: gun.id },
			`${order.target} is outside the arc of ${shooter.id}'s ${gun.id} gun`
		);
	const blocker = sightBlocker(state.terrain, from, to);
	if (blocker)
		return refuse(
			'grid.sight_blocked',
			{ x: blocker.x, y: blocker.y },
			`line of sight is blocked at (${blocker.x},${blocker.y})`
		);
	const ca = combatAdvantage(state, shooter, from, target);
	const dice = shotPool(state, parties.value, order.target, range, ca);
	if (!dice.ok) return dice;
	return ok({ order, gun, range, ca, dice: dice.value });
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
	if (plane.status !== 'active' || !planeMayFire(state, plane).ok) return [];
	const out: ShotPlan[] = [];
	const targets = [
		...state.planes.filter((p) => p.side !== plane.side && p.status === 'active').map((p) => p.id),
		...state.terrain.balloons.filter((b) => b.side !== plane.side && b.hp > 0).map((b) => b.id)
	];
	for (const gun of aircraftOf(plane).guns) {
		for (const target of targets) {
			const plan = planShot(state, { plane: plane.id, gun: gun.id, target });
			if (plan.ok) {
				out.push(plan.value);
				if (first) return out;
			}
		}
	}
	return out;
}

interface Rolled {
	rolls: number[];
	majors: MajorRoll[];
	minor: number;
	hpLoss: number;
}

const MAJOR_EFFECT = (row: (typeof MAJOR_TABLE)[number]): MajorRoll['effect'] =>
	row.observerDies
		? 'observer-dies'
		: row.speedLoss
			? 'speed-lost'
			: row.agilityLoss
				? 'agility-lost'
				: row.critical
					? 'critical'
					: 'damage';

/** G-FIRE-2 / G-FIRE-3: roll the pool, then the major table for each 6. */
export function rollHits(dice: Dice, count: number): Rolled {
	const rolls = dice.pool(count);
	const majors: MajorRoll[] = [];
	let minor = 0;
	let hpLoss = 0;
	for (const r of rolls) {
		if ((HIT_FACES.major as readonly number[]).includes(r)) {
			const roll = dice.d6();
			const row = MAJOR_TABLE[roll - 1];
			majors.push({ roll, hp: row.hp, effect: MAJOR_EFFECT(row) });
			hpLoss += row.hp;
		} else if ((HIT_FACES.minor as readonly number[]).includes(r)) {
			minor++;
			hpLoss++;
		}
	}
	return { rolls, majors, minor, hpLoss };
}

/**
 * Applies a rolled shot to a (draft) state, mutating the draft's target copy.
 * The kill goes to the shot that takes the target to 0 HP (G-END-2).
 */
export function applyHits(
	draft: GridState,
	shooterId: string,
	targetId: string,
	hit: Rolled,
	events: GridEvent[]
): void {
	const target = findTarget(draft, targetId);
	if (!target) return;
	if (target.kind === 'balloon') {
		const b = target.balloon;
		if (b.hp <= 0) return;
		b.hp = Math.max(0, b.hp - hit.hpLoss);
		if (b.hp === 0) {
			draft.balloonsDestroyed = [...draft.balloonsDestroyed, { balloon: b.id, by: shooterId }];
			events.push({ type: 'balloon-destroyed', balloon: b.id, by: shooterId });
		}
		return;
	}
	const p = target.plane;
	if (p.hp <= 0) return;
	p.hp = Math.max(0, p.hp - hit.hpLoss);
	if (p.hp === 0) {
		p.status = 'shot-down';
		draft.kills = [...draft.kills, { killer: shooterId, victim: p.id, turn: draft.turn }];
		events.push({ type: 'shot-down', plane: p.id, by: shooterId });
		return;
	}
	const spec = aircraftOf(p);
	for (const m of hit.majors) {
		if (m.effect === 'observer-dies') {
			const gun = spec.guns.find((g) => g.crew === 'observer' && !p.deadCrew.includes(g.id));
			if (gun) {
				p.deadCrew = [...p.deadCrew, gun.id];
				events.push({ type: 'observer-killed', plane: p.id, gun: gun.id });
			}
		} else if (m.effect === 'speed-lost') {
			const i = Math.min(SPEED_ORDER.length - 1, SPEED_ORDER.indexOf(p.speed) + 1);
			p.speed = SPEED_ORDER[i];
			events.push({ type: 'speed-lost', plane: p.id, now: p.speed });
		} else if (m.effect === 'agility-lost') {
			const i = Math.min(AGILITY_ORDER.length - 1, AGILITY_ORDER.indexOf(p.agility) + 1);
			p.agility = AGILITY_ORDER[i];
			events.push({ type: 'agility-lost', plane: p.id, now: p.agility });
		}
	}
	const critical =
		hit.majors.some((m) => m.effect === 'critical') ||
		p.hp <= draft.rules.hitPoints[spec.kind].critical;
	if (critical && !p.critical) {
		p.critical = true;
		events.push({ type: 'critical', plane: p.id });
	}
}

/** Rolls and applies a checked volley in order (simultaneous fire: pools were sized beforehand). */
export function resolveVolley(
	draft: GridState,
	plans: readonly ShotPlan[],
	dice: Dice,
	events: GridEvent[]
): void {
	for (const plan of plans) {
		const hit = rollHits(dice, plan.dice);
		events.push({
			type: 'shot',
			shooter: plan.order.plane,
			gun: plan.order.gun,
			target: plan.order.target,
			range: plan.range,
			ca: plan.ca,
			dice: plan.dice,
			...hit
		});
		applyHits(draft, plan.order.plane, plan.order.target, hit, events);
	}
}
