/**
 * Plot choice for the Blue Max hex bots (issue 8): candidate maneuvers from the engine's legal
 * list, payoff matrices against the enemy's plausible maneuvers, then altitude, unjam and reload.
 * Fire is chosen after movement (fire.ts).
 */
import { MANEUVERS } from '../../data/hex/maneuvers';
import type { Dice } from '../../rules/common/dice';
import { axialDistance, toAxial } from '../../rules/hex/geometry';
import type { MapInfo } from '../../rules/hex/map';
import { altitudeOptions, validatePlot } from '../../rules/hex/planning';
import type { AltitudeOrder, GunPosition, HexPlane, Plot } from '../../rules/hex/types';
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
