import { MISSIONS } from '../../data/missions';
import { aircraftOf, isObservation } from '../../rules/grid/catalog';
import { jinking, shotDice } from '../../rules/grid/fire';
import type { GunSpec } from '../../data/grid/aircraft';
import { FACING_STEP, chebyshev, inArc } from '../../rules/grid/geometry';
import type { Balloon, Facing, GridState, PlaneState, Side } from '../../rules/grid/index';
import { REAR_ARC } from '../../data/grid/rules';

/** Expected HP lost per die (G-FIRE-2/3): 2/6 minor (−1) + 1/6 major (mean 10/6 HP). */
export const HP_PER_DIE = 2 / 6 + 10 / 36;

/** Weights of the evaluation, in "points" where one enemy HP is worth `hp`. */
export interface EvalWeights {
	win: number;
	alive: number;
	hp: number;
	critical: number;
	fled: number;
	offTable: number;
	/** Per expected HP a plane's guns would deal now (own) / take now (enemy guns). */
	shot: number;
	threat: number;
	/** Pull toward the nearest enemy (keeps fights from stalling) per square of distance. */
	pursuit: number;
	/** Being behind an enemy (in its rear arc, near) / having an enemy behind you. */
	tail: number;
	/** Facing off the table with no room to fly a full move. */
	edge: number;
	objective: number;
	/**
	 * Share of the pull toward the fight (`pursuit`) and of side A's pull toward the balloons
	 * (C-M5) that a plane lost in a cloud still pays, from the square it entered the cloud by
	 * (absent: 0, as normal weighs). At 0 a lost plane pays neither, so a cloud far from the enemy
	 * looks better than the open sky (the pull outweighs `offTable`), though it re-emerges beside
	 * that same cloud and misses the next fire step (issue 30, eighth try: hard's leaf only).
	 */
	lostPull?: number;
	/**
	 * Hard's leaf in a fight for kills only (absent: 0): per square beyond one between each of side
	 * A's (B's) fighters and its nearest fellow fighter (issue 30, eleventh try).
	 */
	cohesionA?: number;
	cohesionB?: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
	win: 100000,
	alive: 60,
	hp: 10,
	critical: 25,
	fled: 25,
	offTable: 12,
	shot: 9,
	threat: 7,
	pursuit: 1.5,
	tail: 6,
	edge: 10,
	objective: 6
};

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/**
 * Whether `shooter` may use its guns now (planShot's first check, `planeMayFire`, unworded). The bots' hot paths ask
 * `shotDice` directly with planes they already hold: the same checks and dice as `planShot`,
 * without looking the planes up again or wording a refusal (issue 30: same decisions, less work).
 */
export const mayFireNow = (state: GridState, shooter: PlaneState): boolean =>
	shooter.status === 'active' && shooter.noFireTurn !== state.turn && !jinking(state, shooter);

/** Dice one gun would roll at a target now, 0 when the shot is not on (as planShot sizes it). */
export function gunDice(
	state: GridState,
	shooter: PlaneState,
	gun: GunSpec,
	target: PlaneState | Balloon
): number {
	const d = shotDice(state, shooter, gun, target);
	return typeof d === 'number' ? d : 0;
}

/**
 * Sum of dice-weighted expected damage `shooter` could put on `target` now (each gun at best).
 * Reads only the two planes, the terrain, the turn and the rules, never the other planes, so a
 * plane moved to a reply square can be passed without building a state around it.
 */
export function expectedDamage(state: GridState, shooter: PlaneState, target: PlaneState): number {
	return mayFireNow(state, shooter) ? damageOfGuns(state, shooter, target) : 0;
}

/** expectedDamage of a shooter already known to may fire now (`mayFireNow`). */
export function damageOfGuns(state: GridState, shooter: PlaneState, target: PlaneState): number {
	let dice = 0;
	for (const gun of aircraftOf(shooter).guns) dice += gunDice(state, shooter, gun, target);
	return dice * HP_PER_DIE;
}

function planeValue(state: GridState, p: PlaneState, w: EvalWeights): number {
	switch (p.status) {
		case 'shot-down':
			return 0;
		case 'withdrawn':
		case 'escaped':
			return w.fled;
		default: {
			let v = w.alive + w.hp * p.hp;
			if (p.critical) v -= w.critical;
			if (p.status === 'off-table' || p.status === 'lost') v -= w.offTable;
			if (p.status === 'active' && !p.critical) v -= w.edge * edgeRisk(state, p);
			return v;
		}
	}
}

/** 0…1: how few squares are left ahead before the table edge (forced exits, G-MOVE-5). */
function edgeRisk(state: GridState, p: PlaneState): number {
	return edgeRiskAt(state, p);
}

/** edgeRisk of a square and facing (a reply end). */
export function edgeRiskAt(state: GridState, p: { x: number; y: number; facing: Facing }): number {
	const s = FACING_STEP[p.facing];
	let free = 0;
	let x = p.x;
	let y = p.y;
	for (; free < 4; free++) {
		x += s.x;
		y += s.y;
		if (x < 0 || y < 0 || x >= state.board.width || y >= state.board.height) break;
	}
	return (4 - free) / 4;
}

/** Tactical terms between the active planes (sign: side A positive); `me` weighs own shots vs threats. */
function tactical(state: GridState, me: Side, w: EvalWeights): number {
	const active = state.planes.filter((p) => p.status === 'active');
	let score = 0;
	for (const p of active) {
		const sign = p.side === 'A' ? 1 : -1;
		let nearest = Infinity;
		let best = 0;
		for (const e of active) {
			if (e.side === p.side) continue;
			const d = chebyshev(p, e);
			if (d < nearest) nearest = d;
			if (d > 6) continue;
			const dmg = expectedDamage(state, p, e);
			// A shot that could finish the target is worth more.
			const value = dmg >= e.hp ? dmg * 1.6 : dmg;
			if (value > best) best = value;
			// Sitting in an enemy's rear arc close up is the classic winning position.
			if (d > 0 && d <= 4 && inArc(e, e.facing, REAR_ARC, p)) score += (sign * w.tail) / d;
		}
		// Own guns count once per plane (its best target); enemy threat is summed on the target side.
		score += sign * (best > 0 ? best * (p.side === me ? w.shot : w.threat) : 0);
		if (nearest < Infinity && !p.critical) {
			const kind = aircraftOf(p);
			if (!kind.static && kind.kind !== 'observation') score -= sign * w.pursuit * nearest;
		}
	}
	if (w.cohesionA) score += cohesionScore(active, 'A', w.cohesionA);
	if (w.cohesionB) score += cohesionScore(active, 'B', w.cohesionB);
	const lostPull = w.lostPull ?? 0;
	if (lostPull > 0)
		for (const p of state.planes) {
			if (p.status !== 'lost' || p.critical) continue;
			const kind = aircraftOf(p);
			if (kind.static || kind.kind === 'observation') continue;
			let nearest = Infinity;
			for (const e of active) if (e.side !== p.side) nearest = Math.min(nearest, chebyshev(p, e));
			if (nearest < Infinity) score -= (p.side === 'A' ? 1 : -1) * w.pursuit * lostPull * nearest;
		}
	return score;
}

/** Fighters of `side` that may fight (not critical, not static, not observers). */
const fightingPlane = (p: PlaneState, side: Side): boolean => {
	if (p.side !== side || p.critical) return false;
	const kind = aircraftOf(p);
	return !kind.static && kind.kind !== 'observation';
};

/**
 * −weight per square beyond one from each fighting plane of `side` to its nearest fellow (sign:
 * side A positive). Keeps a side's planes within reach of each other (EvalWeights.cohesionA, cohesionB).
 */
function cohesionScore(active: readonly PlaneState[], side: Side, weight: number): number {
	let gap = 0;
	for (const p of active) {
		if (!fightingPlane(p, side)) continue;
		let nearest = Infinity;
		for (const q of active)
			if (q !== p && fightingPlane(q, side)) nearest = Math.min(nearest, chebyshev(p, q));
		if (nearest < Infinity && nearest > 1) gap += nearest - 1;
	}
	return (side === 'A' ? -1 : 1) * weight * gap;
}

/** How far side A's observation planes are from their next objective (C-M1, C-M2, C-M4). */
function objectiveScore(state: GridState, w: EvalWeights): number {
	if (!state.mission) return 0;
	const def = MISSIONS[state.mission];
	// A fight for kills has no objective term (and no observers to look up).
	if (def.objective === 'most-kills') return 0;
	const observers = state.planes.filter((p) => p.side === 'A' && isObservation(p));
	let score = 0;
	const homeX = state.board.home.A === 'west' ? -1 : state.board.width;
	const near = (p: PlaneState, squares: { x: number; y: number }[]) =>
		squares.length ? Math.min(...squares.map((s) => chebyshev(p, s))) : 0;
	switch (def.objective) {
		case 'photograph-and-escape':
			for (const p of observers) {
				if (p.status === 'escaped' || p.status === 'shot-down') continue;
				score += p.photographed
					? 40 - Math.abs(p.x - homeX)
					: -near(p, state.objectives.photoPoints);
			}
			break;
		case 'bomb-targets': {
			const left = state.objectives.bombTargets.filter((t) => !t.bombed);
			score += 40 * (state.objectives.bombTargets.length - left.length);
			for (const p of observers) if (p.status === 'active') score -= near(p, left);
			break;
		}
		case 'find-site-and-escape': {
			const found = state.objectives.sites.some((s) => s.real && s.visited);
			const left = state.objectives.sites.filter((s) => !s.visited);
			score += found ? 40 : 6 * state.objectives.sites.filter((s) => s.visited).length;
			for (const p of observers)
				if (p.status === 'active')
					score -= found
						? Math.min(p.x + 1, state.board.width - p.x)
						: near(p, left.length ? left : []);
			break;
		}
		case 'destroy-balloons': {
			const left = state.terrain.balloons.filter((b) => b.hp > 0);
			score -= 4 * left.reduce((s, b) => s + b.hp, 0) + 20 * left.length;
			const lostPull = w.lostPull ?? 0;
			for (const p of state.planes)
				if (p.side === 'A' && p.status === 'lost' && !p.critical && lostPull > 0)
					score -= 0.5 * lostPull * near(p, left);
				else if (p.side === 'A' && p.status === 'active' && !p.critical) {
					score -= 0.5 * near(p, left);
					let dice = 0;
					if (mayFireNow(state, p))
						for (const b of left)
							for (const gun of aircraftOf(p).guns)
								dice = Math.max(dice, gunDice(state, p, gun, b));
					score += 1.5 * dice;
				}
			break;
		}
		case 'escort-bomber': {
			const bomber = state.planes.find((p) => p.id === state.objectives.escortedBomber);
			if (bomber) {
				score += 8 * bomber.hp;
				// Side B's fighters want to be near the bomber; side A's to screen it.
				for (const p of state.planes)
					if (p.status === 'active' && p.id !== bomber.id && !p.critical)
						score += (p.side === 'A' ? -0.3 : 0.6) * chebyshev(p, bomber);
			}
			break;
		}
	}
	return score * (w.objective / 6);
}

/**
 * Static evaluation of a state for `side` (higher is better): material (HP, critical, fled,
 * kills), shot potential and threats (arcs, range, CA incl. the rear-arc +ve, LOS), tailing,
 * table edges and mission objectives. Nearly zero-sum (own shots and enemy threats weigh apart).
 */
export function evaluate(state: GridState, side: Side, w: EvalWeights = DEFAULT_WEIGHTS): number {
	let a = 0;
	if (state.phase === 'over' && state.result) {
		const o = state.result.outcome;
		a = o === 'A' ? w.win : o === 'B' ? -w.win : 0;
		// Prefer the bigger margin among equal results.
		a += material(state, w) * 0.01;
	} else {
		a = material(state, w) + tactical(state, side, w) + objectiveScore(state, w);
	}
	return side === 'A' ? a : -a;
}

function material(state: GridState, w: EvalWeights): number {
	let a = 0;
	for (const p of state.planes) a += (p.side === 'A' ? 1 : -1) * planeValue(state, p, w);
	return a;
}

export { other };
