/**
 * Issue 30, fifth try: the hard bot's fire choice. `chooseShots` (volley.ts) picks gun by gun
 * with a damage heuristic that ignores the critical threshold; here the whole volley is chosen by
 * enumerating every joint assignment of the side's guns to targets and maximising the expected
 * gain in mission score, from the exact damage distribution of each target's pooled dice.
 * Pure and deterministic (no clock, no random draw): the same state gives the same volley.
 */
import { MISSIONS } from '../../data/missions';
import { aircraftOf, isObservation } from '../../rules/grid/catalog';
import type { ShotPlan } from '../../rules/grid/fire';
import type { GridState, PlaneState, ShotOrder } from '../../rules/grid/index';
import { chooseShots, shotsByGun } from './volley';
import { seededDice } from '../../rules/common/dice';

/**
 * G-FIRE-2/3, as hits.ts applies them, per die: 1–3 nothing (1/2); 4–5 −1 HP (2/6); a 6 rolls the
 * major table: rows 1, 2, 5 −1 HP (3/36), rows 3–4 −2 HP (2/36), row 6 −3 HP and critical (1/36).
 */
const DIE_FACES: readonly { p: number; hp: number; critical: boolean }[] = [
	{ p: 1 / 2, hp: 0, critical: false },
	{ p: 2 / 6 + 3 / 36, hp: 1, critical: false },
	{ p: 2 / 36, hp: 2, critical: false },
	{ p: 1 / 36, hp: 3, critical: true }
];

/** What `dice` pooled dice do to a target of `hp` HP that goes critical at `critical` HP. */
export interface PoolOutcome {
	/** Chance the target goes to 0 HP (shot down / destroyed). */
	kill: number;
	/** Chance it survives critical (G-MOVE-6: it must withdraw): by HP or by major row 6. */
	critical: number;
	/** Expected HP removed (capped at the target's HP). */
	hp: number;
}

const outcomeMemo = new Map<string, PoolOutcome>();

/** Exact outcome of a pool; `critical` < 0 for a target with no critical state (a balloon). */
export function poolOutcome(dice: number, hp: number, critical: number): PoolOutcome {
	const key = `${dice}/${hp}/${critical}`;
	const memo = outcomeMemo.get(key);
	if (memo) return memo;
	// dist[damage capped at hp][row 6 seen: 0 / 1]
	let dist = Array.from({ length: hp + 1 }, () => [0, 0]);
	dist[0][0] = 1;
	for (let d = 0; d < dice; d++) {
		const next = Array.from({ length: hp + 1 }, () => [0, 0]);
		for (let v = 0; v <= hp; v++)
			for (let f = 0; f < 2; f++) {
				const p = dist[v][f];
				if (p === 0) continue;
				for (const face of DIE_FACES)
					next[Math.min(hp, v + face.hp)][face.critical ? 1 : f] += p * face.p;
			}
		dist = next;
	}
	let kill = 0;
	let crit = 0;
	let lost = 0;
	for (let v = 0; v <= hp; v++)
		for (let f = 0; f < 2; f++) {
			const p = dist[v][f];
			lost += p * v;
			if (v >= hp) kill += p;
			else if (critical >= 0 && (f === 1 || hp - v <= critical)) crit += p;
		}
	const out = { kill, critical: crit, hp: lost };
	outcomeMemo.set(key, out);
	return out;
}

/** Worth of a kill, in kills of a sweep (C-M3: one point per plane down). */
const KILL = 1;
/** A critical plane must withdraw (G-MOVE-6): worth a fled plane (C-M3: ½ in a sweep) or else ½. */
const CRITICAL_ELSEWHERE = 0.5;
/** Per HP removed: damage still matters for the next turns (a tie-break, far below a kill). */
export const FIRE_HP_WEIGHT = 0.05;
/** A balloon of the balloon mission (C-M5: side A must destroy them all), in kills. */
const BALLOON_OBJECTIVE = 1.5;
/** …of it for the HP (damage stays: every HP is progress), the rest for bringing it down. */
const BALLOON_HP_SHARE = 2 / 3;
/** A balloon outside its mission. */
const BALLOON_OTHER = 0.3;

/** Expected gain in mission score (in kills) of `dice` pooled dice on target `id`. */
export function targetGain(state: GridState, id: string, dice: number): number {
	if (dice <= 0) return 0;
	const p = state.planes.find((q) => q.id === id);
	if (!p) {
		const b = state.terrain.balloons.find((q) => q.id === id);
		if (!b || b.hp <= 0) return 0;
		const o = poolOutcome(dice, b.hp, -1);
		const worth = state.mission === 'balloon-busting' ? BALLOON_OBJECTIVE : BALLOON_OTHER;
		const full = state.rules.balloonHp || b.hp;
		return worth * ((BALLOON_HP_SHARE * o.hp) / full + (1 - BALLOON_HP_SHARE) * o.kill);
	}
	if (p.hp <= 0) return 0;
	const o = poolOutcome(dice, p.hp, state.rules.hitPoints[aircraftOf(p).kind].critical);
	const def = state.mission ? MISSIONS[state.mission] : null;
	let kill = KILL;
	let critical = def?.fleeCountsAsKill || CRITICAL_ELSEWHERE;
	// Objective pieces: the escorted bomber down wins C-M6; side A's observers carry its mission
	// (a critical one must go home without it).
	if (state.objectives.escortedBomber === p.id) kill = 3;
	else if (def && p.side === 'A' && isObservation(p)) {
		kill = 1.5;
		critical = 1.2;
	}
	// An already critical plane is worth only the rest of a kill.
	const gain = p.critical ? o.kill * (kill - critical) : o.kill * kill + o.critical * critical;
	return gain + FIRE_HP_WEIGHT * o.hp;
}

/** Joint assignments examined at most; above it the greedy volley stands. */
export const EXACT_FIRE_CAP = 4096;

/**
 * The volley (G-FIRE-5: each gun its own target) with the highest expected `targetGain` summed
 * over the targets, every gun firing (firing costs nothing in this engine: no ammunition, no jam,
 * so a shot never lowers the sum). Guns in chooseShots' order (most dice first); the greedy volley
 * is the first candidate and is kept on ties, so the choice only differs where it scores higher.
 */
export function chooseShotsExact(state: GridState, planes: readonly PlaneState[]): ShotOrder[] {
	const greedy = chooseShots(state, planes, 0, seededDice(1));
	const order = shotsByGun(state, planes);
	let count = 1;
	for (const o of order) count *= o.length;
	if (count <= 1 || count > EXACT_FIRE_CAP) return greedy;
	const value = (shots: readonly { target: string; dice: number }[]) => {
		const pools = new Map<string, number>();
		for (const s of shots) pools.set(s.target, (pools.get(s.target) ?? 0) + s.dice);
		let v = 0;
		for (const [t, d] of pools) v += targetGain(state, t, d);
		return v;
	};
	const diceOf = new Map<string, number>();
	for (const o of order)
		for (const s of o) diceOf.set(`${s.order.plane}/${s.order.gun}/${s.order.target}`, s.dice);
	let best = value(
		greedy.map((s) => ({
			target: s.target,
			dice: diceOf.get(`${s.plane}/${s.gun}/${s.target}`) ?? 0
		}))
	);
	let bestPick: ShotPlan[] | null = null;
	const pick: ShotPlan[] = [];
	const walk = (i: number) => {
		if (i === order.length) {
			const v = value(pick.map((s) => ({ target: s.order.target, dice: s.dice })));
			if (v > best + 1e-9) {
				best = v;
				bestPick = pick.slice();
			}
			return;
		}
		for (const s of order[i]) {
			pick.push(s);
			walk(i + 1);
			pick.pop();
		}
	};
	walk(0);
	return bestPick ? (bestPick as ShotPlan[]).map((s) => s.order) : greedy;
}
