import type { Dice } from '../../rules/common/dice';
import { isObservation } from '../../rules/grid/catalog';
import { legalShots, type ShotPlan } from '../../rules/grid/fire';
import type { GridState, PlaneState, ShotOrder, Side } from '../../rules/grid/index';
import { HP_PER_DIE } from './evaluate';

/** G-FIRE-2/3 damage of one die: 0 (1–3), 1 (4–5 or major rows 1, 2, 5), 2 (rows 3–4), 3 (row 6). */
const DIE_DAMAGE = [1 / 2, 1 / 3 + 1 / 12, 1 / 18, 1 / 36];
const killMemo = new Map<string, number>();

/** Probability that `dice` dice deal at least `hp` damage. */
export function killChance(dice: number, hp: number): number {
	if (hp <= 0) return 1;
	if (dice <= 0) return 0;
	const key = `${dice}/${hp}`;
	const memo = killMemo.get(key);
	if (memo !== undefined) return memo;
	// Distribution of damage capped at hp.
	let dist = new Array<number>(hp + 1).fill(0);
	dist[0] = 1;
	for (let d = 0; d < dice; d++) {
		const next = new Array<number>(hp + 1).fill(0);
		for (let v = 0; v <= hp; v++)
			if (dist[v] > 0)
				for (let k = 0; k < DIE_DAMAGE.length; k++)
					next[Math.min(hp, v + k)] += dist[v] * DIE_DAMAGE[k];
		dist = next;
	}
	killMemo.set(key, dist[hp]);
	return dist[hp];
}

/** Value of a kill in HP units when choosing targets. */
const KILL_VALUE = 8;

/** Remaining HP of a target (plane or balloon). */
function hpOf(state: GridState, id: string): number {
	const p = state.planes.find((q) => q.id === id);
	if (p) return p.hp;
	return state.terrain.balloons.find((b) => b.id === id)?.hp ?? 0;
}

/** Rough worth of damaging a target: objective pieces weigh more for the side that needs them. */
function targetWeight(state: GridState, id: string): number {
	const p = state.planes.find((q) => q.id === id);
	if (!p) return state.mission === 'balloon-busting' ? 1.6 : 0.6;
	if (state.objectives.escortedBomber === id) return 1.5;
	if (state.mission && p.side === 'A' && isObservation(p)) return 1.3;
	return p.critical ? 0.8 : 1;
}

/** The side's legal shots, one list per gun, the gun with the most dice first. */
export function shotsByGun(state: GridState, planes: readonly PlaneState[]): ShotPlan[][] {
	const guns = new Map<string, ShotPlan[]>();
	for (const s of planes.flatMap((p) => legalShots(state, p))) {
		const key = `${s.order.plane}/${s.order.gun}`;
		guns.set(key, [...(guns.get(key) ?? []), s]);
	}
	return [...guns.values()].sort(
		(a, b) => Math.max(...b.map((s) => s.dice)) - Math.max(...a.map((s) => s.dice))
	);
}

/**
 * Greedy gun-by-gun target choice (G-FIRE-5: each gun picks its own target): the gun with the
 * most dice chooses first; a target the volley can plausibly finish gets a big bonus, so the
 * volley concentrates on kills. `noise` (0 = none) blurs the choice for the easy bot.
 */
export function chooseShots(
	state: GridState,
	planes: readonly PlaneState[],
	noise: number,
	dice: Dice
): ShotOrder[] {
	const order = shotsByGun(state, planes);
	const assigned = new Map<string, number>();
	const assignedDice = new Map<string, number>();
	const out: ShotOrder[] = [];
	for (const options of order) {
		let best: ShotPlan | null = null;
		let bestScore = -Infinity;
		for (const s of options) {
			const hp = hpOf(state, s.order.target);
			const before = assigned.get(s.order.target) ?? 0;
			const dmg = s.dice * HP_PER_DIE;
			const useful = Math.max(0, Math.min(dmg, hp - before));
			const pool = assignedDice.get(s.order.target) ?? 0;
			const kill = KILL_VALUE * (killChance(pool + s.dice, hp) - killChance(pool, hp));
			let score = (useful + kill) * targetWeight(state, s.order.target);
			if (noise > 0) score += (dice.below(1000) / 1000) * noise;
			if (score > bestScore) {
				bestScore = score;
				best = s;
			}
		}
		if (!best) continue;
		assigned.set(
			best.order.target,
			(assigned.get(best.order.target) ?? 0) + best.dice * HP_PER_DIE
		);
		assignedDice.set(best.order.target, (assignedDice.get(best.order.target) ?? 0) + best.dice);
		out.push(best.order);
	}
	return out;
}

export const sidePlanes = (state: GridState, side: Side): PlaneState[] =>
	state.planes.filter((p) => p.side === side);
