/**
 * Position evaluation for the Blue Max hex bots (issue 8). Pure geometry on what a seat's view
 * shows: where a maneuver ends (flyPath, H-MOVE-1), how many combat dice each plane would roll at
 * the other from there (pilot guns on the fire line H-COMB-1, observers out of C/D H-COMB-8, the
 * 2013 pool H-COMB-5, one altitude level H-COMB-9), who tails whom (H-TAIL-1) and how near the
 * map edge a plane is (leaving it = shot down, H-MOVE-2).
 */
import { AIRCRAFT } from '../../data/hex/aircraft';
import { DICE_POOL_2013 } from '../../data/hex-combat/dice-pool-2013';
import { MANEUVERS } from '../../data/hex/maneuvers';
import {
	ARC_RANGE,
	AXIAL_DIRS,
	axialDistance,
	fireLineRange,
	inFrontArc,
	inRearArc,
	toAxial,
	turn,
	type Facing
} from '../../rules/hex/geometry';
import { mapInfo, type MapInfo } from '../../rules/hex/map';
import { flyPath } from '../../rules/hex/movement';
import type { PlaneView } from '../../rules/hex/view';

/** What a plane can shoot with, from open facts only (aircraft data, fire, observer killed). */
export interface Fighter {
	/** Stability dice modifier (H-COMB-5). */
	stability: number;
	/** Working pilot guns (0 when on fire, H-COMB-4, or — own plane only — all jammed). */
	pilotGuns: number;
	/** Working observer guns (0 when killed or none). */
	observerGuns: number;
}

export interface Spot {
	col: number;
	row: number;
	/** Axial coordinates of col/row (cached: the search scores many pairs). */
	q: number;
	r: number;
	facing: Facing;
	/** The maneuver flown to get here. */
	maneuver: string;
	/** Its speed (fuel cost, fast-shooter penalty). */
	speed: number;
	/** The path left the map (the plane is out of the fight, H-MOVE-2). */
	off: boolean;
	/** Altitude level (null without the altitude rule). */
	alt: number | null;
	fighter: Fighter;
}

/** ◇ Evaluation weights (bot tuning, not rules). */
export const WEIGHTS = {
	/** Per combat die the bot would roll at the enemy. */
	attack: 10,
	/** Per combat die the enemy would roll at the bot. */
	danger: 8,
	/** Tailing the enemy (its direction is revealed next turn, H-TAIL-3); being tailed costs it. */
	tail: 6,
	/** Behind the enemy (in its rear arc) at range 4–6: a tail position next turn. */
	behind: 2,
	/** Closing in when out of range, per hex beyond ARC_RANGE. */
	distance: 1.5,
	/** Ending next to the map edge (per hex closer than 2), or facing it within 2 hexes. */
	edge: 8,
	/** Flying off the map (a loss, H-MOVE-2); an enemy doing so is a kill. */
	offMap: 150,
	/** Per fuel point a maneuver burns (H-FUEL-1): out of fuel, a plane glides and lands = a kill. */
	fuel: 0.5,
	/** A stall maneuver: 5+ spins (H-PLAN-7, H-PROB-2), and a spin may end in a crash. */
	stall: 25
};

/** Own-only points of flying `s` (edge, stall risk, fuel burnt), the enemy's choice aside. */
export function ownTerm(info: MapInfo, s: Spot, fuelRule: boolean): number {
	let p = -edgePenalty(info, s);
	if (MANEUVERS[s.maneuver]?.stall) p -= WEIGHTS.stall;
	if (fuelRule) p -= WEIGHTS.fuel * s.speed;
	return p;
}

function fighterOf(p: PlaneView): Fighter {
	const ac = AIRCRAFT[p.aircraft];
	let pilotGuns = p.onFire ? 0 : ac.pilotGuns;
	let observerGuns = p.observerKilled ? 0 : ac.observerGuns;
	// Own plane: jams are known (H-PROB-1); a jammed gun does not fire this turn.
	if (p.visibility === 'full' && p.combat) {
		pilotGuns = Math.max(0, pilotGuns - p.combat.guns.pilot.jammed);
		observerGuns = Math.max(0, observerGuns - p.combat.guns.observer.jammed);
		if (!p.combat.hasObserver) observerGuns = 0;
	}
	return {
		stability: DICE_POOL_2013.stability[ac.stability],
		pilotGuns,
		observerGuns
	};
}

export function spotOf(p: PlaneView): Spot {
	const a = toAxial(p.col, p.row);
	return {
		col: p.col,
		row: p.row,
		q: a.q,
		r: a.r,
		facing: p.facing,
		maneuver: p.lastManeuver,
		speed: MANEUVERS[p.lastManeuver]?.speed ?? 0,
		off: false,
		alt: p.altitude,
		fighter: fighterOf(p)
	};
}

export function spotAfter(info: MapInfo, from: Spot, code: string): Spot {
	const m = MANEUVERS[code];
	const end = flyPath(info, from, m);
	const a = toAxial(end.col, end.row);
	return {
		...from,
		col: end.col,
		row: end.row,
		q: a.q,
		r: a.r,
		facing: end.facing,
		maneuver: code,
		speed: m.speed,
		off: end.left !== null
	};
}

/** Every maneuver an enemy may plausibly fly (its sheet, no spin): its restrictions are hidden. */
export function likelyManeuvers(plane: PlaneView): string[] {
	const schedule = AIRCRAFT[plane.aircraft].schedule;
	const flying = schedule.filter((c) => !MANEUVERS[c].spin);
	return flying.length > 0 ? flying : [...schedule];
}

/**
 * The maneuvers a plane may fly after `last` by the open rules (H-PLAN-2 speed ±1, H-PLAN-3
 * acrobatics only after a preparation maneuver and never by novices or planes on fire, H-PLAN-4
 * no non-repeatable after a non-repeatable), no voluntary spin. Hidden limits (damage, gliding)
 * are ignored; if nothing is left, the whole sheet.
 */
export function plausibleAfter(
	aircraft: string,
	last: string,
	novice: boolean,
	onFire: boolean
): string[] {
	const key = `${aircraft}|${last}|${novice}|${onFire}`;
	const known = plausibleCache.get(key);
	if (known) return known;
	const prev = MANEUVERS[last];
	const all = AIRCRAFT[aircraft].schedule.filter((c) => !MANEUVERS[c].spin);
	const fits = all.filter((c) => {
		const m = MANEUVERS[c];
		if (!prev || prev.spin) return true;
		if (Math.abs(m.speed - prev.speed) > 1) return false;
		if (m.acrobatic && (!prev.preparation || novice || onFire)) return false;
		if (m.nonRepeatable && prev.nonRepeatable) return false;
		return true;
	});
	const out = fits.length > 0 ? fits : all.length > 0 ? all : [...AIRCRAFT[aircraft].schedule];
	plausibleCache.set(key, out);
	return out;
}
const plausibleCache = new Map<string, string[]>();

export function infoOf(view: { map: Parameters<typeof mapInfo>[0] }): MapInfo {
	return mapInfo(view.map);
}

function edgeGap(info: MapInfo, col: number, row: number): number {
	return Math.min(col - 1, info.columns - col, row - 1, info.rows - row);
}

/** Axial → column/row in range of the map? (odd-r offset, as geometry.fromAxial). */
function onMap(info: MapInfo, q: number, r: number): boolean {
	const row = r + 1;
	const col = q + ((r - (r & 1)) >> 1) + 1;
	return row >= 1 && row <= info.rows && col >= 1 && col <= info.columns;
}

/**
 * Expected combat dice `a` rolls at `b` (H-COMB-5 with a medium burst): pilot guns on the fire
 * line, observer guns out of the rear arc except the dead zone right behind (H-COMB-8).
 */
export function fireDice(a: Spot, b: Spot): number {
	const dq = b.q - a.q;
	const dr = b.r - a.r;
	const range = axialDistance(dq, dr);
	if (range === 0 || range > ARC_RANGE) return 0; // H-COMB-2: same hex is no target (2013)
	let altFactor = 1;
	if (a.alt !== null && b.alt !== null) {
		const gap = Math.abs(a.alt - b.alt);
		// H-COMB-9: only within one level; a gap of two may close this turn.
		altFactor = gap <= 1 ? 1 : gap === 2 ? 0.3 : 0;
		if (altFactor === 0) return 0;
	}
	const t = DICE_POOL_2013;
	const common =
		t.base +
		(t.rangePenalty[range] ?? 0) +
		t.burst.medium +
		a.fighter.stability +
		(t.fastSpeeds.includes(a.speed) ? t.fastShooter : 0) +
		(a.alt !== null && b.alt !== null && b.alt < a.alt ? t.targetLower : 0);
	let dice = 0;
	const from = { q: a.q, r: a.r };
	const to = { q: b.q, r: b.r };
	if (a.fighter.pilotGuns > 0 && fireLineRange(from, a.facing, to) > 0)
		dice += Math.max(0.5, common + (a.fighter.pilotGuns === 1 ? t.singleGun : 0));
	if (
		a.fighter.observerGuns > 0 &&
		inRearArc(from, a.facing, to) &&
		!(range === 1 && fireLineRange(from, turn(a.facing, 3), to) === 1)
	)
		dice += Math.max(0.5, common + (a.fighter.observerGuns === 1 ? t.singleGun : 0));
	return dice * altFactor;
}

/** H-TAIL-1: `a` tails `b` (b in a's front arc, a in b's rear arc, within 3). */
function tails(a: Spot, b: Spot): boolean {
	const pa = { q: a.q, r: a.r };
	const pb = { q: b.q, r: b.r };
	return inFrontArc(pa, a.facing, pb) && inRearArc(pb, b.facing, pa);
}

/** Points for ending near the edge or pointing at it (next turn's path may leave the map). */
export function edgePenalty(info: MapInfo, s: Spot): number {
	if (s.off) return WEIGHTS.offMap;
	let p = 0;
	const gap = edgeGap(info, s.col, s.row);
	if (gap < 2) p += WEIGHTS.edge * (2 - gap);
	const [dq, dr] = AXIAL_DIRS[s.facing];
	if (!onMap(info, s.q + 2 * dq, s.r + 2 * dr)) p += WEIGHTS.edge;
	return p;
}

/** Own standing against one enemy: positive is good for `me`. Zero-sum apart from the edge. */
export function scorePair(info: MapInfo, me: Spot, enemy: Spot): number {
	if (me.off) return -WEIGHTS.offMap;
	if (enemy.off) return WEIGHTS.offMap;
	const range = axialDistance(enemy.q - me.q, enemy.r - me.r);
	let s = 0;
	if (range <= ARC_RANGE) {
		s += WEIGHTS.attack * fireDice(me, enemy) - WEIGHTS.danger * fireDice(enemy, me);
		if (range > 0) {
			if (tails(me, enemy)) s += WEIGHTS.tail;
			else if (tails(enemy, me)) s -= WEIGHTS.tail;
		}
	} else {
		s -= WEIGHTS.distance * (range - ARC_RANGE);
		if (range <= 6) {
			const pe = { q: enemy.q, r: enemy.r };
			const pm = { q: me.q, r: me.r };
			if (inRearArcFar(pe, enemy.facing, pm)) s += WEIGHTS.behind;
			else if (inRearArcFar(pm, me.facing, pe)) s -= WEIGHTS.behind;
		}
	}
	return s;
}

/** Beyond arc range: is `to` behind `from` (more than 90° off its nose)? */
function inRearArcFar(
	from: { q: number; r: number },
	facing: number,
	to: { q: number; r: number }
) {
	const [dq, dr] = AXIAL_DIRS[facing];
	// Dot product in cartesian coordinates of the nose direction and the bearing.
	const nx = Math.sqrt(3) * (dq + dr / 2);
	const ny = 1.5 * dr;
	const bq = to.q - from.q;
	const br = to.r - from.r;
	const bx = Math.sqrt(3) * (bq + br / 2);
	const by = 1.5 * br;
	return nx * bx + ny * by < 0;
}
