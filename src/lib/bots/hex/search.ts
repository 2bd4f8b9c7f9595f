/**
 * The normal and hard levels: plotting is simultaneous and secret (H-PLAN-9), so the bot builds a
 * payoff matrix of its maneuvers × the main enemy's plausible maneuvers and mixes by regret
 * matching. Hard adds a second turn: for each cell, the best own follow-up against the enemy's
 * follow-ups; and it models the enemies as normal-level players reasoning from their own seats
 * (issue 30): the main enemy's reply — per direction of ours when it tails us and so is told it
 * (H-TAIL-3) — and the other enemies' plots, from open facts only.
 *
 * Budgeted by work, never by a clock (issue 19): each level does a fixed amount of search — a set
 * number of regret-matching iterations and, for hard, a second turn of at most
 * `SEARCH.hardSecondTurnWork` pair scores — so the same view and the same bot dice give the same
 * plot on any device, however slow or busy. This file reads no clock.
 */
import type { Dice } from '../../rules/common/dice';
import type { MapInfo } from '../../rules/hex/map';
import type { PlaneView } from '../../rules/hex/view';
import {
	likelyManeuvers,
	ownTerm,
	plausibleAfter,
	scorePair,
	spotAfter,
	spotOf,
	type Spot
} from './evaluate';
import { regretMatching } from './matrix';
import { directionOf, sampleMix, type OwnPlane } from './policy';

/** ◇ Search settings (bot tuning). */
export const SEARCH = {
	normalIterations: 300,
	hardIterations: 1500,
	/** Weight of the second turn in the hard matrix. */
	secondTurn: 0.6,
	/** Share of the regret-matching mix in the bot's belief about the enemy (rest uniform). */
	beliefEquilibrium: 0.5,
	/** Replies within this many points of the best count as equally good. */
	tolerance: 0.5,
	/** Enemy follow-ups per cell in the hard second turn (a spread of its plausible ones). */
	hardEnemyFollowUps: 8,
	/**
	 * Hard: the most pair scores (own follow-up × enemy follow-up) its second turn computes. Past
	 * it, each own end keeps an even spread of its follow-ups (`ownFollowUpsWithin`). Sized so a
	 * decision takes well under 150 ms of CPU here (docs/benchmarks.md).
	 */
	hardSecondTurnWork: 60_000,
	/** Normal and hard model the enemy by the open rules after its last maneuver. */
	preciseEnemy: true,
	/**
	 * Hard: weight of the predicted enemy reply in its belief — the enemy's own one-turn matrix
	 * solved from its side (what a normal-level player would do), the rest its equilibrium blend.
	 * 0.6 until issue 30; 0.9 with the fuller model (`fullModel`), tuned on tuning setups.
	 */
	modelEnemy: 0.9,
	/**
	 * Hard (issue 30): model the main enemy whoever it faces, with the rest of this side at their
	 * means and, when it tails its target, per direction it will be told (`predictedRows`).
	 */
	fullModel: true,
	/** Hard: weight of the other enemies' predicted plots (rest even), 0 = even as normal. */
	modelOthers: 0.9
};

/**
 * What the enemy would plot if it reasoned one turn ahead as the normal level does: its matrix
 * (its spots × ours, from its side), regret matching, a blended belief about us, and an even
 * split over its near-best replies.
 */
export function predictEnemy(
	info: MapInfo,
	ends: Spot[],
	enemySpots: Spot[],
	fuelRule: boolean,
	/** The enemy's other enemies' plausible spots: it counts each at its mean, as normal does. */
	otherSpots: readonly Spot[][] = []
): number[] {
	const payoff = enemySpots.map((f) => {
		let rest = ownTerm(info, f, fuelRule);
		for (const spots of otherSpots) {
			let sum = 0;
			for (const o of spots) sum += scorePair(info, f, o);
			rest += sum / spots.length;
		}
		return ends.map((e) => scorePair(info, f, e) + rest);
	});
	const mix = regretMatching(payoff, SEARCH.normalIterations);
	const n = ends.length;
	const belief = mix.cols.map(
		(c) => SEARCH.beliefEquilibrium * c + (1 - SEARCH.beliefEquilibrium) / n
	);
	const values = payoff.map((row) => row.reduce((a, v, i) => a + v * belief[i], 0));
	const top = Math.max(...values);
	const near = values.map((v): number => (v >= top - SEARCH.tolerance ? 1 : 0));
	const count = near.reduce((a, b) => a + b, 0);
	return near.map((x) => x / count);
}

/** A plane's plausible end spots as any seat sees them (open rules after its last maneuver). */
export function plausibleSpots(info: MapInfo, p: PlaneView): Spot[] {
	// As another seat sees it: its jams are hidden (H-PROB-1), so every gun counts.
	const start = spotOf(p.visibility === 'full' ? ({ ...p, visibility: 'public' } as PlaneView) : p);
	if (p.spinning) return [start];
	return plausibleAfter(p.aircraft, p.lastManeuver, p.novice, p.onFire).map((c) =>
		spotAfter(info, start, c)
	);
}

/**
 * Hard: what the main enemy will plot, modelled as a normal-level player reasoning from its own
 * seat (issue 30): its plausible maneuvers against its own main enemy (this plane or a team-mate),
 * the rest of this side at their means. When it tails this plane it is told our direction before
 * it plots (H-TAIL-3), so its reply is predicted per direction of ours.
 */
export interface EnemyModel {
	/** The enemy's own main enemy: this plane (`null`) or a team-mate. */
	target: PlaneView | null;
	/** The enemy's other enemies (this side's flying planes but its target). */
	others: PlaneView[];
	/** The enemy tails its target (view.tailing.pairs): it will know the target's direction. */
	tailsTarget: boolean;
}

/** What another enemy `p` will plot (over `plausibleSpots(p)`), one prediction for every row. */
function predictPlane(
	info: MapInfo,
	plane: OwnPlane,
	p: PlaneView,
	model: EnemyModel,
	fuelRule: boolean
): number[] {
	const rows = plausibleSpots(info, p);
	const otherSpots = model.others.map((o) => plausibleSpots(info, o));
	const targetSpots = plausibleSpots(info, model.target ?? plane);
	return predictEnemy(info, targetSpots, rows, fuelRule, otherSpots);
}

/** Per own row, the predicted distribution over `enemySpots` (null: no prediction). */
export function predictedRows(
	info: MapInfo,
	plane: OwnPlane,
	ends: Spot[],
	enemy: PlaneView,
	enemySpots: Spot[],
	model: EnemyModel,
	fuelRule: boolean
): number[][] | null {
	// The enemy's rows: all its plausible maneuvers (when we were told its direction, our
	// enemySpots are a subset; its choice is made over all of them, then conditioned).
	const full = plausibleSpots(info, enemy);
	if (full.length < 2) return null;
	const otherSpots = model.others.map((o) => plausibleSpots(info, o));
	const targetSpots = plausibleSpots(info, model.target ?? plane);
	const project = (pred: number[]): number[] => {
		const byCode = new Map(full.map((f, k) => [f.maneuver, pred[k]]));
		const out = enemySpots.map((f) => byCode.get(f.maneuver) ?? 0);
		const sum = out.reduce((a, b) => a + b, 0);
		return sum > 0 ? out.map((x) => x / sum) : out.map(() => 1 / out.length);
	};
	if (model.target === null && model.tailsTarget) {
		const cache = new Map<string, number[]>();
		return ends.map((e) => {
			const d = directionOf(e.maneuver);
			let pred = cache.get(d);
			if (!pred) {
				const same = targetSpots.filter((t) => directionOf(t.maneuver) === d);
				pred = project(
					predictEnemy(info, same.length > 0 ? same : targetSpots, full, fuelRule, otherSpots)
				);
				cache.set(d, pred);
			}
			return pred;
		});
	}
	const pred = project(predictEnemy(info, targetSpots, full, fuelRule, otherSpots));
	return ends.map(() => pred);
}

/** Up to `n` codes spread evenly over `all` (deterministic). */
function spread(all: readonly string[], n: number): string[] {
	if (all.length <= n) return [...all];
	return Array.from({ length: n }, (_, k) => all[Math.floor((k * all.length) / n)]);
}

/**
 * How many follow-ups each own end may keep so the second turn stays within its work: all of them
 * when they fit, else the largest even cap that does (at least one: the turn is never skipped, so
 * the result never depends on how fast the machine is).
 */
export function ownFollowUpsWithin(
	ownCounts: readonly number[],
	enemyFollowUps: number,
	work: number
): number {
	const full = ownCounts.reduce((a, b) => a + b, 0);
	if (full * enemyFollowUps <= work) return Infinity;
	const perEnd = Math.floor(work / Math.max(1, enemyFollowUps * ownCounts.length));
	return Math.max(1, perEnd);
}

export interface MatrixChoice {
	pick: number;
	enemyMix: number[];
}

function followUps(info: MapInfo, from: Spot, codes: readonly string[]): Spot[] {
	if (from.off) return [from];
	return codes.map((c) => spotAfter(info, from, c));
}

export function matrixChoice(
	info: MapInfo,
	plane: OwnPlane,
	ends: Spot[],
	/** Own-only points per row (edge, stall, fuel): the enemy's choice does not change them. */
	ownTerms: number[],
	enemySpots: Spot[],
	enemy: PlaneView,
	others: PlaneView[],
	level: 'normal' | 'hard',
	dice: Dice,
	/** The enemy's nearest opponent is this plane: worth predicting its reply (hard). */
	enemyFacesMe = false,
	/** Hard: how the enemy reasons (`SEARCH.fullModel`). */
	model: EnemyModel | null = null,
	/** Hard: how each of `others` reasons (`SEARCH.modelOthers`). */
	otherModels: (EnemyModel | null)[] | null = null
): MatrixChoice {
	const fuelRule = plane.fuel !== null;
	// The other enemies: their plausible spots, each counted at its mean (no matrix for them).
	const otherSpots = others.map((o) =>
		o.spinning
			? [spotOf(o)]
			: (SEARCH.preciseEnemy
					? plausibleAfter(o.aircraft, o.lastManeuver, o.novice, o.onFire)
					: likelyManeuvers(o)
				).map((c) => spotAfter(info, spotOf(o), c))
	);
	// Hard (issue 30): the other enemies weighted by what they are predicted to plot, not evenly.
	const otherWeights = otherSpots.map((spots, k) => {
		const m = otherModels?.[k];
		if (!m || spots.length < 2 || SEARCH.modelOthers <= 0) return null;
		const pred = predictPlane(info, plane, others[k], m, fuelRule);
		const a = SEARCH.modelOthers;
		return pred.map((x) => a * x + (1 - a) / spots.length);
	});
	const payoff = ends.map((e, i) => {
		let rest = ownTerms[i];
		for (let k = 0; k < otherSpots.length; k++) {
			const spots = otherSpots[k];
			const w = otherWeights[k];
			let sum = 0;
			if (w) for (let j = 0; j < spots.length; j++) sum += w[j] * scorePair(info, e, spots[j]);
			else {
				for (const f of spots) sum += scorePair(info, e, f);
				sum /= spots.length;
			}
			rest += sum;
		}
		return enemySpots.map((f) => scorePair(info, e, f) + rest);
	});
	let predicted: number[][] | null = null;
	if (level === 'hard' && SEARCH.modelEnemy > 0 && enemySpots.length > 1) {
		if (SEARCH.fullModel && model)
			predicted = predictedRows(info, plane, ends, enemy, enemySpots, model, fuelRule);
		else if (enemyFacesMe) {
			const p = predictEnemy(info, ends, enemySpots, fuelRule);
			predicted = ends.map(() => p);
		}
	}
	if (level === 'hard') {
		// Second turn: from each end spot, the follow-ups the open rules allow after that maneuver
		// (H-PLAN-2…4) for both planes (a spread of the enemy's); each cell adds the best own
		// follow-up's mean score against the enemy's.
		const ownCodes = ends.map((e) =>
			e.off ? [] : plausibleAfter(plane.aircraft, e.maneuver, plane.novice, plane.onFire)
		);
		const enemyNext = enemySpots.map((f) =>
			followUps(
				info,
				f,
				spread(
					plausibleAfter(enemy.aircraft, f.maneuver, enemy.novice, enemy.onFire),
					SEARCH.hardEnemyFollowUps
				)
			)
		);
		const enemyCount = enemyNext.reduce((a, f) => a + f.length, 0);
		const cap = ownFollowUpsWithin(
			ownCodes.map((c) => Math.max(1, c.length)),
			enemyCount,
			SEARCH.hardSecondTurnWork
		);
		const ownNext = ends.map((e, i) =>
			followUps(info, e, cap === Infinity ? ownCodes[i] : spread(ownCodes[i], cap))
		);
		for (let i = 0; i < ends.length; i++)
			for (let j = 0; j < enemySpots.length; j++) {
				let best = -Infinity;
				for (const e2 of ownNext[i]) {
					let sum = ownTerm(info, e2, fuelRule) * enemyNext[j].length;
					for (const f2 of enemyNext[j]) sum += scorePair(info, e2, f2);
					const mean = sum / enemyNext[j].length;
					if (mean > best) best = mean;
				}
				payoff[i][j] += SEARCH.secondTurn * best;
			}
	}
	const mix = regretMatching(
		payoff,
		level === 'hard' ? SEARCH.hardIterations : SEARCH.normalIterations
	);
	// The enemy is no perfect player: answer a blend of its equilibrium mix and a uniform one.
	const m = enemySpots.length;
	const belief = mix.cols.map(
		(c) => SEARCH.beliefEquilibrium * c + (1 - SEARCH.beliefEquilibrium) / m
	);
	const a = SEARCH.modelEnemy;
	const rowBelief = (i: number): number[] =>
		predicted ? belief.map((b, j) => a * predicted[i][j] + (1 - a) * b) : belief;
	const values = payoff.map((row, i) => {
		const bi = rowBelief(i);
		return row.reduce((acc, v, j) => acc + v * bi[j], 0);
	});
	const top = Math.max(...values);
	// Among the near-best replies, pick by the bot's own dice (not predictable).
	const near = values.map((v) => (v >= top - SEARCH.tolerance ? 1 : 0));
	const pick = sampleMix(near, dice, 1);
	return { pick, enemyMix: rowBelief(pick) };
}
