/**
 * Plot choice for the Blue Max hex bots (issue 8): candidate maneuvers from the engine's legal
 * list, payoff matrices against the enemy's plausible maneuvers, then altitude and fire orders.
 */
import { MANEUVERS } from '../../data/hex/maneuvers';
import type { Dice } from '../../rules/common/dice';
import { axialDistance, toAxial } from '../../rules/hex/geometry';
import type { MapInfo } from '../../rules/hex/map';
import { altitudeOptions, validatePlot } from '../../rules/hex/planning';
import { legalTargets } from '../../rules/hex/targets';
import type {
	AltitudeOrder,
	FireOrderPlot,
	GunPosition,
	HexPlane,
	Plot
} from '../../rules/hex/types';
import { legalManeuvers, type HexView, type PlaneView } from '../../rules/hex/view';
import {
	likelyManeuvers,
	plausibleAfter,
	scorePair,
	spotAfter,
	spotOf,
	type Spot
} from './evaluate';

export type OwnPlane = HexPlane & { visibility: 'full' };

export function ownPlane(view: HexView, planeId: string): OwnPlane {
	const p = view.planes.find((x) => x.id === planeId);
	if (!p || p.visibility !== 'full') throw new Error(`${planeId} is not this seat's plane`);
	return p;
}

/** Legal maneuver codes, preferring ones without a warning and not the voluntary spin. */
export function candidateManeuvers(view: HexView, planeId: string): string[] {
	const r = legalManeuvers(view, planeId);
	if (!r.ok) throw new Error(r.reason);
	const legal = r.value.filter((o) => o.ok);
	const flying = legal.filter((o) => !MANEUVERS[o.code].spin);
	const clean = flying.filter((o) => !o.warning);
	const pick = clean.length > 0 ? clean : flying.length > 0 ? flying : legal;
	return pick.map((o) => o.code);
}

export function enemiesOf(view: HexView, me: PlaneView): PlaneView[] {
	return view.planes.filter((p) => p.side !== me.side && p.status === 'flying');
}

export function rangeBetween(a: { col: number; row: number }, b: { col: number; row: number }) {
	const x = toAxial(a.col, a.row);
	const y = toAxial(b.col, b.row);
	return axialDistance(y.q - x.q, y.r - x.r);
}

export { spotOf };

/** The direction letter of a maneuver code (`14R3` → R). */
export function directionOf(code: string): 'L' | 'S' | 'R' {
	const m = /^\d+([LSR])\d$/.exec(code);
	return (m ? m[1] : 'S') as 'L' | 'S' | 'R';
}

/**
 * One enemy's plausible end spots (its restrictions are hidden, so its whole sheet). When this
 * seat tails it and its direction was revealed (H-TAIL-3, `view.told`), only that direction.
 */
export function enemySpots(
	info: MapInfo,
	enemy: PlaneView,
	view?: HexView,
	/** Keep only what the open rules allow after its last maneuver (plausibleAfter). */
	precise = false
): Spot[] {
	const start = spotOf(enemy);
	if (enemy.spinning) return [start];
	let codes = precise
		? plausibleAfter(enemy.aircraft, enemy.lastManeuver, enemy.novice, enemy.onFire)
		: likelyManeuvers(enemy);
	const told = view?.told.find((t) => t.tailed === enemy.id && t.direction !== null);
	if (told) {
		const same = codes.filter((c) => directionOf(c) === told.direction);
		if (same.length > 0) codes = same;
	}
	return codes.map((c) => spotAfter(info, start, c));
}

/** The enemy that matters most: the nearest flying one. */
export function mainEnemy(enemies: PlaneView[], me: PlaneView): PlaneView | null {
	let best: PlaneView | null = null;
	let bestRange = Infinity;
	for (const e of enemies) {
		const r = rangeBetween(me, e);
		if (r < bestRange || (r === bestRange && best !== null && e.id < best.id)) {
			best = e;
			bestRange = r;
		}
	}
	return best;
}

/** Samples an index from probabilities, sharpened (power) so weak options rarely come up. */
export function sampleMix(mix: number[], dice: Dice, power = 2): number {
	const w = mix.map((p) => Math.pow(p, power));
	const total = w.reduce((a, b) => a + b, 0);
	if (total <= 0) return 0;
	let x = (dice.below(1_000_000) / 1_000_000) * total;
	for (let i = 0; i < w.length; i++) {
		x -= w[i];
		if (x < 0) return i;
	}
	return w.length - 1;
}

/** Climb towards a higher enemy, dive towards a lower one (shots need near levels, H-COMB-4). */
export function chooseAltitude(
	view: HexView,
	plane: OwnPlane,
	code: string,
	enemy: PlaneView | null
): AltitudeOrder | undefined {
	const opts = altitudeOptions({ rules: view.ruleset, turn: view.turn }, plane, code).filter(
		(o) => o.ok
	);
	if (opts.length === 0) return undefined;
	const calm = opts.filter((o) => !o.warning);
	const pool = calm.length > 0 ? calm : opts;
	let want: AltitudeOrder = 'level';
	if (enemy && enemy.altitude !== null && plane.altitude !== null) {
		if (enemy.altitude > plane.altitude) want = 'climb';
		else if (enemy.altitude < plane.altitude) want = 'dive';
	}
	const prefer = [want, 'level', 'climb', 'dive'] as AltitudeOrder[];
	for (const o of prefer) if (pool.some((x) => x.order === o)) return o;
	return pool[0].order;
}

const POSITIONS: GunPosition[] = ['pilot', 'observer'];

/**
 * Fire orders (H-COMB-1/3): for each gun position, the enemy most likely to be a legal target
 * after movement, weighing each enemy's plausible end spots by `weights` (uniform if absent).
 */
export function chooseFire(
	view: HexView,
	plane: OwnPlane,
	end: Spot,
	altitude: number | null,
	reload: boolean,
	weights: Map<string, { spots: Spot[]; mix: number[] }>
): FireOrderPlot[] {
	const score = new Map<string, number>();
	const bursts = new Map<string, FireOrderPlot['burst']>();
	for (const enemy of enemiesOf(view, plane)) {
		if (rangeBetween(end, enemy) > 8) continue;
		const w = weights.get(enemy.id);
		const spots = w?.spots ?? [spotOf(enemy)];
		const mix = w?.mix ?? spots.map(() => 1 / spots.length);
		for (let j = 0; j < spots.length; j++) {
			// Beyond range 4 no gun reaches (H-COMB-2): skip the costly check.
			if (mix[j] < 0.01 || spots[j].off || rangeBetween(end, spots[j]) > 4) continue;
			const moved = {
				...view,
				planes: view.planes.map((p) =>
					p.id === enemy.id
						? ({ ...p, col: spots[j].col, row: spots[j].row, facing: spots[j].facing } as PlaneView)
						: p
				)
			};
			const r = legalTargets(moved, plane.id, {
				col: end.col,
				row: end.row,
				facing: end.facing,
				altitude,
				maneuver: end.maneuver,
				reload
			});
			if (!r.ok) continue;
			for (const t of r.value) {
				if (!t.ok || t.target !== enemy.id) continue;
				const key = `${t.position}|${t.target}`;
				score.set(key, (score.get(key) ?? 0) + mix[j] / Math.max(1, t.range));
				const burst = t.bursts.includes('medium') ? 'medium' : t.bursts[t.bursts.length - 1];
				if (!bursts.has(key)) bursts.set(key, burst);
			}
		}
	}
	const fire: FireOrderPlot[] = [];
	for (const position of POSITIONS) {
		let best: string | null = null;
		let bestScore = 0;
		for (const [key, s] of [...score.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
			if (!key.startsWith(`${position}|`)) continue;
			if (s > bestScore) {
				best = key;
				bestScore = s;
			}
		}
		if (best) fire.push({ position, target: best.split('|')[1], burst: bursts.get(best)! });
	}
	return fire;
}

/** Unjam jammed guns (H-REC-2) and reload a low Lewis gun when the plot allows (H-COMB-7). */
export function upkeep(view: HexView, plane: OwnPlane, plot: Plot): Plot {
	const t = plane.combat;
	if (!t) return plot;
	const out: Plot = { ...plot };
	const jammed = POSITIONS.filter((p) => t.guns[p].jammed > 0);
	if (jammed.length) out.unjam = jammed;
	if (t.ammo !== null && t.ammo < 3) {
		const withReload = { ...out, reload: true };
		if (validatePlot({ rules: view.ruleset, turn: view.turn }, plane, withReload).ok)
			out.reload = true;
	}
	return out;
}

/** Static score of an own end spot against every enemy standing still (easy level). */
export function staticScore(info: MapInfo, end: Spot, enemies: PlaneView[]): number {
	let s = 0;
	for (const e of enemies) s += scorePair(info, end, spotOf(e));
	return s;
}
