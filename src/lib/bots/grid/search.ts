import type { Dice } from '../../rules/common/dice';
import { legalMoves, type MoveChoice } from '../../rules/grid/legal';
import type { GridView } from '../../rules/grid/view';
import type { GridOrder, GridState, Side } from '../../rules/grid/index';
import { stateFromView } from './determinize';
import { DEFAULT_WEIGHTS, HP_PER_DIE, evaluate } from './evaluate';
import { chooseShots, killChance, sidePlanes } from './volley';
import { seededDice } from '../../rules/common/dice';
import { planShot } from '../../rules/grid/fire';
import { after, lookahead, scoreMoves } from './policy';

export interface BotClock {
	now(): number;
	budgetMs: number;
}

export interface SearchOptions {
	/** Candidates (best by the normal lookahead) that get rollouts. */
	candidates: number;
	/** Rollouts per candidate when no clock is given (work-unit budget). */
	rolloutsWithoutClock: number;
	/** Moves sampled per decision inside a rollout (greedy over a sample keeps rollouts cheap). */
	rolloutWidth: number;
	/** Weight of the normal lookahead score added to the rollout mean (steadies few rollouts). */
	blend: number;
	/** Score the leaf's pending fire step in expectation (damage and kill chances of both volleys). */
	fireLeaf: boolean;
}

export const DEFAULT_SEARCH: SearchOptions = {
	candidates: 3,
	rolloutsWithoutClock: 3,
	rolloutWidth: 10,
	blend: 0.5,
	fireLeaf: false
};

/**
 * The coming fire step in expectation, for `side`: both sides fire their greedy volleys; every
 * target's pooled dice give its expected HP loss and its chance to go down (G-FIRE-2…4).
 */
export function fireStepValue(state: GridState, side: Side): number {
	if (state.phase !== 'fire') return 0;
	const w = DEFAULT_WEIGHTS;
	let v = 0;
	for (const shooter of ['A', 'B'] as Side[]) {
		const shots = chooseShots(state, sidePlanes(state, shooter), 0, seededDice(1));
		const pools = new Map<string, number>();
		for (const s of shots) {
			const plan = planShot(state, s);
			if (plan.ok) pools.set(s.target, (pools.get(s.target) ?? 0) + plan.value.dice);
		}
		for (const [target, dice] of pools) {
			const p = state.planes.find((q) => q.id === target);
			if (!p) continue;
			const sign = p.side === side ? -1 : 1;
			const dmg = Math.min(p.hp, dice * HP_PER_DIE);
			v += sign * (w.hp * dmg + killChance(dice, p.hp) * w.alive);
		}
	}
	return v;
}

/**
 * Plays the rest of the turn from `state` with a greedy one-ply policy for both sides (each plane
 * picks the best of a sample of its legal moves for its own side) and stops at the next fire step,
 * the end of the game or a non-move decision; returns the evaluation for `side`.
 */
function rollout(
	state: GridState,
	side: Side,
	dice: Dice,
	width: number,
	fireLeaf: boolean
): number {
	let s = state;
	for (let step = 0; step < 16; step++) {
		if (s.phase !== 'activation' || !s.activation?.current) break;
		const plane = s.planes.find((p) => p.id === s.activation!.current)!;
		let moves: MoveChoice[] = legalMoves(s, plane);
		if (moves.length > width) moves = dice.shuffle(moves).slice(0, width);
		const best = scoreMoves(s, moves, plane.side, 0, dice)[0];
		if (!best?.after) break;
		s = best.after;
	}
	return evaluate(s, side) + (fireLeaf ? fireStepValue(s, side) : 0);
}

/**
 * Hard: determinized Monte-Carlo over the best few moves of the normal lookahead. Every rollout
 * samples a fresh hidden state from the view (card order, game dice, secret site) with the bot's
 * dice, flies the candidate, plays the turn out greedily and evaluates the position at the next
 * fire step. Runs until the clock budget is spent (or a fixed number of rollouts without clock).
 */
export function searchMove(
	view: GridView,
	base: GridState,
	moves: readonly MoveChoice[],
	dice: Dice,
	clock?: BotClock,
	options: SearchOptions = DEFAULT_SEARCH
): GridOrder {
	const side = view.seat;
	const start = clock?.now() ?? 0;
	const ranked = lookahead(base, moves, side, dice, options.candidates * 2);
	const cands = ranked.slice(0, options.candidates);
	if (cands.length <= 1) return cands[0]?.order ?? moves[0].order;
	const sum = cands.map(() => 0);
	const n = cands.map(() => 0);
	const maxRollouts = clock ? Infinity : options.rolloutsWithoutClock * cands.length;
	for (let i = 0; i < maxRollouts; i++) {
		if (clock && clock.now() - start >= clock.budgetMs) break;
		const k = i % cands.length;
		const s = after(stateFromView(view, dice), cands[k].order);
		if (!s) continue;
		sum[k] += rollout(s, side, dice, options.rolloutWidth, options.fireLeaf);
		n[k]++;
	}
	let best = 0;
	let bestScore = -Infinity;
	cands.forEach((c, k) => {
		// Ties and unvisited candidates fall back on the lookahead order.
		const score = n[k] > 0 ? sum[k] / n[k] + c.score * (options.blend || 1e-3) : -Infinity;
		if (score > bestScore) {
			bestScore = score;
			best = k;
		}
	});
	return bestScore === -Infinity ? cands[0].order : cands[best].order;
}
