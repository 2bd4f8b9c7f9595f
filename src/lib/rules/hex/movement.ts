/**
 * Phase 3, movement (H-MOVE-1…4): fly every diagram at once, leave the map per preset, apply
 * altitude orders at the end of movement, then check collisions.
 */
import type { Maneuver } from '../../data/hex/maneuvers';
import type { Stability } from '../../data/hex/aircraft';
import type { Dice } from '../common/dice';
import { AXIAL_DIRS, fromAxial, toAxial, turn, type Facing } from './geometry';
import { edgeCrossed, hexId, onMap, type MapInfo } from './map';
import { climbsTooHigh } from './planning';
import type { FlownPlot, HexEvent, HexGameState, HexPlane } from './types';
import { aircraftOf, maneuverOf } from './catalog';
import { combatSettingsFor } from './combat-phase';

export interface PathResult {
	col: number;
	row: number;
	facing: Facing;
	/** Hexes entered, in order (off-map hexes included, then the path stops). */
	entered: { col: number; row: number }[];
	/** The first off-map hex entered, if any (H-MOVE-2). */
	left: { col: number; row: number } | null;
}

/** Flies a maneuver's path from a position (H-MOVE-1). Pure; used by movement and tests. */
export function flyPath(
	info: MapInfo,
	start: { col: number; row: number; facing: Facing },
	m: Maneuver
): PathResult {
	let { q, r } = toAxial(start.col, start.row);
	let f: number = start.facing;
	const entered: { col: number; row: number }[] = [];
	for (const step of m.path) {
		let dir = -1;
		if (step === 'F') dir = f;
		else if (step === 'SL') dir = (f + 5) % 6;
		else if (step === 'SR') dir = (f + 1) % 6;
		else if (step === 'L') f = (f + 5) % 6;
		else if (step === 'R') f = (f + 1) % 6;
		else f = (f + 3) % 6; // U
		if (dir < 0) continue;
		q += AXIAL_DIRS[dir][0];
		r += AXIAL_DIRS[dir][1];
		const pos = fromAxial(q, r);
		entered.push(pos);
		if (!onMap(info, pos.col, pos.row)) {
			return { col: pos.col, row: pos.row, facing: turn(f, 0), entered, left: pos };
		}
	}
	const end = fromAxial(q, r);
	return { col: end.col, row: end.row, facing: turn(f, 0), entered, left: null };
}

/** Moves one plane (mutates the working copy) and records events. */
export function movePlane(
	state: Pick<HexGameState, 'ruleset' | 'homeEdges'>,
	info: MapInfo,
	plane: HexPlane,
	flown: FlownPlot,
	events: HexEvent[],
	/** The flown maneuver, when the caller has looked it up already. */
	m: Maneuver = maneuverOf(flown.maneuver)
): void {
	const from = hexId(info, plane.col, plane.row);
	const result = flyPath(info, plane, m);
	const entered = result.entered;
	plane.previousManeuver = plane.lastManeuver;
	plane.lastManeuver = m.code;
	plane.lastAltitudeOrder = flown.order;
	if (result.left) {
		// H-MOVE-2: shot down (2013/classic) or retired (online; own home edge = safe return).
		const crossed = edgeCrossed(info, result.left.col);
		const retired = state.ruleset.leavingMap === 'retired';
		const safe = retired && crossed !== null && crossed === state.homeEdges[plane.side];
		plane.status = retired ? 'retired' : 'shotDown';
		if (safe) plane.safeReturn = true;
		plane.col = result.left.col;
		plane.row = result.left.row;
		plane.facing = result.facing;
		events.push({
			type: 'leftMap',
			plane: plane.id,
			maneuver: m.code,
			hex: `${result.left.col},${result.left.row}`,
			result: plane.status as 'shotDown' | 'retired',
			safe
		});
		return;
	}
	plane.col = result.col;
	plane.row = result.row;
	plane.facing = result.facing;
	events.push({
		type: 'moved',
		plane: plane.id,
		maneuver: m.code,
		from,
		to: hexId(info, plane.col, plane.row),
		facing: plane.facing,
		path: entered.map((h) => hexId(info, h.col, h.row))
	});
	if (m.stall) {
		plane.pending.stallCheck = 'stall'; // H-PLAN-7: spin roll in phase 8 (part 2)
		events.push({ type: 'stallCheckDue', plane: plane.id, cause: 'stall' });
	}
}

/** H-MOVE-3, H-PLAN-8: altitude orders take effect at the end of movement. */
export function applyAltitude(
	rules: HexGameState['ruleset'],
	plane: HexPlane,
	flown: FlownPlot,
	events: HexEvent[],
	m: Maneuver = maneuverOf(flown.maneuver)
): void {
	if (!rules.optional.altitude || plane.altitude === null || plane.status !== 'flying') return;
	if (m.spin) return; // spins lose height in phase 6 (H-REC-1, part 2)
	const from = plane.altitude;
	switch (flown.order) {
		case 'level':
			return;
		case 'climb':
			if (climbsTooHigh(plane, 'climb')) {
				plane.pending.stallCheck = 'climbTooHigh';
				events.push({
					type: 'climbTooHigh',
					plane: plane.id,
					altitude: from,
					ceiling: aircraftOf(plane).ceiling
				});
				events.push({ type: 'stallCheckDue', plane: plane.id, cause: 'climbTooHigh' });
				return;
			}
			plane.altitude = from + 1;
			break;
		case 'dive':
			plane.altitude = Math.max(1, from - 1);
			break;
		case 'land':
			plane.altitude = 0;
			break;
	}
	events.push({ type: 'altitude', plane: plane.id, from, to: plane.altitude, order: flown.order });
	if (plane.altitude === 0) land(rules, plane, events);
}

/** H-FUEL-2, 2013 p.17: a landed plane counts as shot down unless the scenario says otherwise. */
export function land(rules: HexGameState['ruleset'], plane: HexPlane, events: HexEvent[]): void {
	plane.status = 'landed';
	events.push({ type: 'landed', plane: plane.id, countsAsShotDown: rules.landedCountsAsShotDown });
}

/**
 * H-MOVE-4 (altitude only, and only where the preset has collisions: 2013 000:514; never classic
 * 003:28 or online 004:33): planes ending in one hex at one level may collide. The least stable
 * rolls d6 + the highest speed among their maneuvers + its stability value; above the first
 * threshold every involved plane draws 1 card of deck A (blue half), above the second 2.
 * A wreck falling out of control (`falling`, 2013 000:420/604) is an obstacle: it takes part
 * in the roll but, being down already, draws nothing.
 * Part 1 records the draw as pending damage; part 2 applies it.
 */
export function checkCollisions(
	rules: HexGameState['ruleset'],
	info: MapInfo,
	planes: HexPlane[],
	flown: ReadonlyMap<string, FlownPlot>,
	dice: Dice,
	events: HexEvent[]
): void {
	if (!rules.optional.altitude || !combatSettingsFor(rules).rules.collisions) return;
	// Keyed by one number per hex and level (columns and rows stay below 1000, levels below 100).
	const groups = new Map<number, HexPlane[]>();
	for (const p of planes) {
		if ((p.status !== 'flying' && !p.falling) || p.altitude === null || p.altitude < 1) continue;
		const key = (p.col * 1000 + p.row) * 100 + p.altitude;
		const g = groups.get(key);
		if (g) g.push(p);
		else groups.set(key, [p]);
	}
	let drawn = 0;
	for (const group of groups.values()) {
		if (group.length < 2) continue;
		const c = collisionRoll(
			rules,
			group.map((p) => ({
				id: p.id,
				stability: aircraftOf(p).stability,
				speed: maneuverOf(flown.get(p.id)?.maneuver ?? p.lastManeuver).speed
			})),
			dice
		);
		const roller = group.find((p) => p.id === c.roller)!;
		const { roll, speed, total, cards } = c;
		events.push({
			type: 'collision',
			hex: hexId(info, group[0].col, group[0].row),
			altitude: group[0].altitude!,
			planes: group.map((p) => p.id),
			roller: roller.id,
			roll,
			speed,
			stability: c.stability,
			total,
			cards
		});
		if (cards === 0) continue;
		// 000:518: the roller draws first, then the others (◇ in plane order).
		for (const p of [roller, ...group.filter((x) => x !== roller)]) {
			if (p.status !== 'flying') continue; // a falling wreck is down already
			p.pending.damage.push({ deck: 'A', half: 'blue', cards, cause: 'collision', order: drawn++ });
			events.push({
				type: 'pendingDamage',
				plane: p.id,
				deck: 'A',
				half: 'blue',
				cards,
				cause: 'collision'
			});
		}
	}
}

/** One plane of a collision as the roll needs it (H-MOVE-4). */
export interface CollidingPlane {
	id: string;
	stability: Stability;
	/** The speed of the maneuver it flew this turn. */
	speed: number;
}

export interface CollisionRoll {
	roller: string;
	roll: number;
	speed: number;
	stability: number;
	total: number;
	/** Cards of deck A (blue half) each involved plane draws: 0, 1 or 2. */
	cards: number;
}

/**
 * H-MOVE-4 for one group of planes in one hex at one level: the least stable rolls (tie: random),
 * d6 + the highest speed + its stability value, against the preset's thresholds. The engine's
 * movement and the table companion (where the players confirm who shares a hex) both roll here.
 */
export function collisionRoll(
	rules: HexGameState['ruleset'],
	group: readonly CollidingPlane[],
	dice: Dice
): CollisionRoll {
	const value = (p: CollidingPlane) => rules.collisionStability[p.stability];
	const worst = Math.max(...group.map(value));
	const least = group.filter((p) => value(p) === worst);
	const roller = least.length === 1 ? least[0] : least[dice.below(least.length)]; // tie: random
	const roll = dice.d6();
	const speed = Math.max(...group.map((p) => p.speed));
	const total = roll + speed + value(roller);
	const [one, two] = rules.collisionThresholds;
	const cards = total > two ? 2 : total > one ? 1 : 0;
	return { roller: roller.id, roll, speed, stability: value(roller), total, cards };
}
