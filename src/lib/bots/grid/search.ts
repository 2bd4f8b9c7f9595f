import type { Dice } from '../../rules/common/dice';
import type { MoveChoice } from '../../rules/grid/legal';
import type { GridView } from '../../rules/grid/view';
import type { GridOrder, GridState, Side } from '../../rules/grid/index';
import { MISSIONS } from '../../data/missions';
import { stateFromView } from './determinize';
import { DEFAULT_WEIGHTS, HP_PER_DIE, evaluate, type EvalWeights } from './evaluate';
import { chooseShots, killChance, sidePlanes } from './volley';
import { sidesThatCanFire } from '../../rules/grid/flow';
import { inPlay } from '../../rules/grid/victory';
import { seededDice } from '../../rules/common/dice';
import { planShot } from '../../rules/grid/fire';
import { aircraftOf } from '../../rules/grid/catalog';
import { evalWeightsOf, fireWeightsOf, type LeafWeights } from './fitted-leaf';
import {
	after,
	examine,
	lookahead,
	movesOf,
	positionsExamined,
	scoreMoves,
	type Scored
} from './policy';

export interface SearchOptions {
	/** Candidates (best by the normal lookahead) that get rollouts. */
	candidates: number;
	/**
	 * One-ply moves re-scored against enemy replies to rank the candidates (normal: 6). Wide, so a
	 * move that looks modest now but leaves the enemy no good reply (out of its reach, say) can
	 * still be a candidate (issue 19 part D).
	 */
	rankWidth: number;
	/**
	 * The work budget of one decision, in positions examined (`positionsExamined`: moves applied
	 * and enemy replies weighed, the ranking included): rounds (one rollout per candidate each)
	 * are played until the budget is spent — a decision early in the turn, whose rollouts are
	 * long, plays fewer of them, and every decision costs about the same. Work, not time: the same
	 * view and bot dice give the same decision on any device (issue 19).
	 */
	budget: number;
	/** At least this many rounds, and at most `maxRounds`, whatever the budget says. */
	minRounds: number;
	maxRounds: number;
	/** Rounds for the turn's last move (no card left: the rollout is the fire step alone). */
	lastMoveRounds: number;
	/** Moves sampled per own-side decision inside a rollout (a sample keeps rollouts cheap). */
	rolloutWidth: number;
	/**
	 * Weight of the ranking's score (normal's lookahead against the enemies' worst replies) added
	 * to the rollout mean: it steadies few rollouts, but it is a worst case, and it outweighed
	 * what the rollouts found (0.25 since issue 30's thirteenth try; 1 before).
	 */
	blend: number;
	/** Score the leaf's pending fire step in expectation (damage and kill chances of both volleys). */
	fireLeaf: boolean;
	/**
	 * How rollout planes choose: 'greedy' (best one-ply move of a sample) or 'normal' (the normal
	 * bot's lookahead with enemy replies over a sample, `rolloutKeep` moves re-scored).
	 */
	rolloutPolicy: 'greedy' | 'normal';
	/** Moves re-scored against enemy replies per rollout decision (rolloutPolicy 'normal'). */
	rolloutKeep: number;
	/**
	 * How the other side's planes choose inside a rollout: 'sampled' (like own planes, over a sample
	 * of `rolloutWidth` moves) or 'normal' (exactly as the normal bot: all moves, its lookahead).
	 */
	enemyPolicy: 'sampled' | 'normal';
	/**
	 * With at least this many cards still to come (0: never), the rollouts' enemies fly 'sampled'
	 * whatever `enemyPolicy` says: such a rollout is long, and with normal's lookahead over all the
	 * enemies' moves the budget bought one or two rounds — one sampled card order decided the move
	 * (issue 30, ninth try). Cheaper rollouts buy more card orders.
	 */
	sampledEnemyAtCards: number;
	/** Fly all candidates of a round on the same sampled hidden state and rollout dice. */
	paired: boolean;
	/**
	 * Candidates when at most `wideAtCards` cards are still to come this turn: the rollouts are then
	 * short (one or no move left before the fire step), so more moves can be checked in the budget.
	 */
	wideCandidates: number;
	wideAtCards: number;
	/** Weight of own planes still to move in the candidates' ranking (`lookahead`'s ownReplies). */
	ownReplies: number;
	/** Rank with the enemies' likely replies (`likelyReplyGain`) rather than their worst for us. */
	likelyReplies: boolean;
	/**
	 * Worth of an enemy made critical by the leaf's fire step (and of own planes, against), times
	 * its chance: a critical plane must leave the fight (G-MOVE-6), half a kill in a sweep (0: off;
	 * 60, ½ of a 6-HP fighter's 120, on in the sweeps since issue 30's twelfth try).
	 */
	critLeaf: number;
	/**
	 * Where `critLeaf` counts: 'all' (every mission) or 'kills' (a fight for kills only, C-M3: the
	 * sweeps, whose score gives a critical plane still in play ½ a kill). In balloon busting it
	 * measured nothing (issue 30, eleventh try), so there the leaf stays as it was.
	 */
	critLeafWhen: 'all' | 'kills';
	/** Count the leaf's fire step on balloons too (their objective terms in expectation, C-M5). */
	balloonLeaf: boolean;
	/**
	 * The hard bot's own fire orders: the volley of highest expected mission score over every joint
	 * assignment of its guns (`chooseShotsExact`: kills, criticals, balloons) instead of the greedy
	 * gun-by-gun choice normal makes (`chooseShots`).
	 */
	exactFire: boolean;
	/**
	 * Leaf weights per mission (fitted to game results: `FITTED_LEAF`, fitted-leaf.ts) for the
	 * rollouts' leaves instead of the evaluation's hand-set ones; a mission not listed, or null,
	 * keeps those.
	 */
	leafWeights: Partial<Record<string, LeafWeights>> | null;
	/**
	 * Fire steps the rollouts fly through before their leaf (0: none, the leaf is the next fire
	 * step). Each one is resolved on the rollout's state with both sides' volleys as normal chooses
	 * them (`chooseShots`) and its own dice, then the next turn is played out as the turn before
	 * (its cards drawn from the sampled state's dice): a move is then weighed by where it leaves
	 * both sides after the shooting too, not only by the shooting.
	 */
	deepFire: number;
	/**
	 * Rollouts go deep (`deepFire`) only when at most this many cards are still to come: earlier in
	 * the turn a round is long already and the budget buys one or two (the first round is always
	 * played whole, so a longer one would cost more time, not the same).
	 */
	deepAtCards: number;
	/**
	 * In the turns after a fire step flown through, every plane (both sides) picks greedily by one
	 * ply from a sample of this many of its moves (0: as in the decision's turn, normal's lookahead).
	 * A cheap next turn keeps a deep round near the cost of a shallow one, so the budget still buys
	 * several rounds: at full strength one deep round of 8 candidates costs about the whole budget.
	 */
	deepWidth: number;
	/**
	 * How the other side flies in the turns after a fire step flown through (when `deepWidth` is
	 * 0): 'normal' (as `enemyPolicy` says) or 'sampled' (like own planes: normal's lookahead over a
	 * sample of `rolloutWidth` moves), which costs a fraction of normal's lookahead over all moves.
	 */
	deepEnemy: 'normal' | 'sampled';
	/**
	 * The rollouts' leaf charges a plane lost in a cloud this share of the pull toward the fight
	 * and toward the balloons (`EvalWeights.lostPull`; 0: as normal, which lets a lost plane off
	 * both, so a cloud far from the enemy looks better than the open sky).
	 */
	lostPull: number;
	/**
	 * In a fight for kills (C-M3: the sweeps) the rollouts' leaf weighs the pull toward the nearest
	 * enemy (`EvalWeights.pursuit`, which keeps normal's fights from stalling) this much per square
	 * (normal's 1.5: as before). The leaf is valued at the next fire step, whose shots it counts in expectation
	 * (`fireLeaf`): the full pull on top of them paid a plane for closing in even where it would
	 * arrive alone in front of the enemy's guns (issue 30, ninth try).
	 */
	sweepPursuit: number;
	/**
	 * One candidate per cloud the moving plane gets lost in (G-TER-2): every move into the same
	 * cloud re-emerges alike (a random square beside it), so such moves are one choice, however
	 * many squares and facings they enter by. Off, the ranking's worst-case replies put every such
	 * move above any move in the open (a lost plane cannot be shot at), and they filled all the
	 * candidates: the rollouts compared a cloud with itself (issue 30, eighth try).
	 */
	oneCloudCandidate: boolean;
	/**
	 * Candidates with distinct ranking scores only: moves the ranking cannot tell apart (the same
	 * cloud, the same retreat by a neighbouring square, a jink nobody can shoot at) filled the
	 * candidate list, and their rollouts came out equal too (issue 30, eighth try: seed 140073,
	 * turn 2, B3: six retreats of rank 94.5 and rollouts 49.8 each). The first of equals is kept.
	 */
	distinctCandidates: boolean;
	/**
	 * Candidates that end facing every way first: the ranking's best move of each end facing (a
	 * plane lost in a cloud counts as one more), in the ranking's order, then the rest by rank.
	 * The ranking's best six were often one heading flown six ways (seed 140034, turn 4, A3: six
	 * jinks on, east, into three Fokkers; the turn back was 14th), so the rollouts compared one
	 * choice with itself (issue 30, ninth try).
	 */
	facingSpread: boolean;
	/**
	 * Among the candidates (instead of the last), the ranking's best move that ends in a square and
	 * facing a fellow plane holds, when none does: normal's planes often fly as one stack, all guns
	 * on whoever comes in, and hard's went their own ways (issue 30, ninth try, seed 140034).
	 */
	joinCandidate: boolean;
	/**
	 * In balloon busting (C-M5) only: `distinctCandidates` on and `lostPull` 1. That mission is a
	 * race — side A must destroy all three balloons before it loses its planes, side B must drive
	 * those planes off first (no game of 200 reached the turn limit) — so a move that hides a plane
	 * in a cloud, missing the next fire step, or six clones of one retreat cost the side its tempo
	 * (issue 30, eighth try). In the sweeps both options measured nothing (−1 ± 4 points).
	 */
	balloonTempo: boolean;
	/**
	 * No candidate that leaves the moving plane lost in a cloud (G-TER-2), unless every move does:
	 * the rollouts stop at the next fire step, so they see a lost plane safe from the enemy's guns
	 * but not where it re-emerges (a random square beside the cloud, a random facing) nor the
	 * fire step it misses; hard's Camels re-emerged among the Fokkers and were shot down (issue 30,
	 * tenth try: seed 160024, turns 4 and 6). 'sweeps': in a fight for kills (C-M3) only. Measured
	 * there: +1.9 ± 3.0 points on 700 paired tuning sweep games (as A in 3 v 3 +9.4 ± 7.8, the other
	 * seats −1.7…+0.9), not enough to turn it on. 'slower': in a fight for kills, and only for the
	 * side whose fighters are slower (`slowerSide`): hiding gained that side and cost the faster
	 * one, which can pick where to meet a plane as it re-emerges (issue 30, eleventh try: +3.4 ± 3.3
	 * points on 1,050 tuning games as that side, −0.1 ± 5.3 on 400 fresh ones; off).
	 */
	avoidClouds: 'off' | 'sweeps' | 'slower' | 'all';
	/**
	 * In balloon busting (C-M5) the rollouts' leaf adds this much times the chance that its fire
	 * step ends the game: every balloon still up destroyed (side A wins) or, failing that, every
	 * plane of side A in play shot down (side B wins). At 0 the last balloon was worth its 24
	 * points like any other: hard's last Camel, nose to the last balloon with 1 HP left and five
	 * dice on it, turned away from it to dodge a Fokker, and side A lost (issue 30, tenth try:
	 * seed 161022, turn 7). An ending met while the planes move was always worth the game
	 * (`evaluate`: ±`win`); one at the fire step was not, as the rollouts stop before it. 500 (four
	 * planes' worth) and 2,000 chose alike (12 of 200 games changed, −1.0 ± 3.4 points).
	 */
	endLeaf: number;
	/**
	 * In a fight for kills (C-M3) the rollouts' leaf charges the searching side this much per square
	 * beyond one from each of its fighters to the nearest fellow (`EvalWeights.cohesionA`,
	 * `cohesionB`; 0: off); with `cohesionWhen` 'slower' only when its fighters are slower than the
	 * enemy's. Hard's Camels met the Fokkers one at a time (issue 30, ninth to eleventh tries);
	 * measured on 750 paired tuning games as side A: within the noise of the cloud option alone
	 * (docs/benchmarks.md, "… eleventh try"), so off.
	 */
	cohesion: number;
	cohesionWhen: 'slower' | 'always';
}

/**
 * Issue 19 (docs/benchmarks.md, "Grid bots after the work budget"): 16,000 positions cost about
 * 40 ms median, 85 ms p95 of CPU per plane here; spent on more candidates (6, and 8 for the
 * turn's last moves), on steadier rollout players (20 moves sampled, 5 re-scored) rather than on
 * more rounds, and (part D) on drawing the candidates from 48 one-ply moves weighed against the
 * enemy replies instead of 8. Issue 30 ("Issue 30: the grid hard bot"): the same work costs about
 * half the time now; candidates from every move (8 of them) scored the same against normal on
 * 600 fresh games (68.9 % against 69.2 %) with a longer tail of work, so these stay. Issue 30's
 * third try (docs/benchmarks.md, "… third try"): own planes still to move and the enemies' likely
 * replies in the ranking, criticals and balloons in the leaf's fire step (`ownReplies`,
 * `likelyReplies`, `critLeaf`, `balloonLeaf`) scored 68.0 % against 66.8 % for these settings on
 * the same 600 fresh games, within the noise, with a heavier tail of CPU per decision: kept as
 * options, off. Issue 30's fourth try (docs/benchmarks.md, "… fourth try"): `balloonLeaf` alone
 * is on — it changes only games with balloons (the leaf's fire step saw only shots on planes
 * before), at no cost in time: 67.9 % against 66.8 % on the same 1,200 fresh games. Own planes
 * weighing all their moves in the rollouts with the rollouts' mean weighed twice
 * (`{"rolloutWidth":1000,"blend":0.5}`) looked 3–4 points better on tuning seeds but not on
 * fresh ones (the fights without balloons 69.2 % against 69.8 %, same games): left off.
 * Issue 30's fifth try (docs/benchmarks.md, "… fifth try — the fire choice"): hard's own volley
 * chosen exactly (`exactFire`, exact-volley.ts: every joint gun assignment, expected mission
 * score with criticals) instead of normal's greedy choice differs in only 2.6 % of its fire steps
 * (168 of 6,417 over 1,500 games) and changes about 10 % of the games; 68.3 % against 68.8 % on
 * the 300 tuning games, +0.2 points over the 1,500 paired games: kept as an option, off.
 * Issue 30's sixth try (docs/benchmarks.md, "… sixth try"): the leaf's weights fitted to game
 * results (`leafWeights: FITTED_LEAF`, fitted-leaf.ts, balloon games only) scored 79/0/21
 * against 70/1/29 on 100 tuning balloon games and 150/0/50 against 140/1/59 on 200 more, but
 * 127/0/73 against 131/1/68 on 200 fresh ones: kept as an option, off.
 * Issue 30's seventh try (docs/benchmarks.md, "… seventh try"): rollouts that fly through the
 * next fire step and the turn after it (`deepFire`, late in the turn: `deepAtCards`; that turn
 * flown cheaply: `deepWidth`, `deepEnemy`) scored 66.3 % (full strength, ≤ 2 cards) and 68.5 %
 * (greedy next turn from 8 moves) against 68.8 % for these settings on the same 600 tuning games,
 * at up to +30 % work per decision: kept as options, off.
 * Issue 30's eighth try (docs/benchmarks.md, "… eighth try"): in balloon busting only, candidates
 * with distinct ranking scores and a lost plane's pull toward the fight (`balloonTempo`): the
 * candidates had often been six clones (one cloud, one retreat). On the 200 tuning balloon games
 * 78.0 % against 68.5 % (paired); in the sweeps the same options measured −1 ± 4: left off there.
 * Issue 30's ninth try (docs/benchmarks.md, "… ninth try"): aimed at the sweeps lost as side A —
 * candidates of every end facing (`facingSpread`), a weaker pull toward the enemy in a sweep's
 * leaf (`sweepPursuit`), cheap rollout enemies early in the turn (`sampledEnemyAtCards`), a move
 * joining a fellow plane's square (`joinCandidate`): each within −1.1…+1.1 points of these settings on
 * 300–800 paired tuning sweep games: kept as options, off.
 * Issue 30's tenth try (docs/benchmarks.md, "… tenth try"): in balloon busting the leaf's fire step
 * also weighs its chance to end the game (`endLeaf` 500: the last balloon down, or side A's last
 * plane): on the 400 tuning balloon games +5.8 ± 3.7 points (paired), on 400 fresh ones +3.8 ± 3.2
 * (1,200 fresh games: 70.5 % against 69.3 %), the same work per decision.
 * The same for a fight for kills (the last enemy plane down, the score deciding) measured
 * −0.6 ± 1.8 on 400 sweep games and is not kept; nor are the try's other ideas (docs/decisions.md).
 * No candidate into a cloud in the sweeps (`avoidClouds`): +1.9 ± 3.0 on 700 tuning sweep games,
 * kept as an option, off.
 * Issue 30's eleventh try (docs/benchmarks.md, "… eleventh try"): that option gained the slower
 * side (side A's Camels) and cost the faster one; `avoidClouds` 'slower' (the slower side of a
 * fight for kills only) scored +3.4 ± 3.3 points on 1,050 paired tuning games as side A, but
 * −0.1 ± 5.3 on the 400 fresh ones (1,200 fresh games: 73.2 % with it and without): kept as an
 * option, off. A leaf term keeping that side's fighters together (`cohesion`) measured within the
 * noise on top of it: off.
 * Issue 30's twelfth try (docs/benchmarks.md, "… twelfth try"): the leaf's fire step counts an
 * enemy made critical at 60 × its chance (`critLeaf`: ½ a 6-HP fighter's 120, as C-M3's score gives
 * a critical plane ½ a kill), in fights for kills only (`critLeafWhen` 'kills'; in balloon busting
 * it measured nothing). Everywhere: +2.3 ± 2.0 points on 900 paired tuning sweep games (eleventh
 * try); sweeps only, on fresh seeds 191000–191599: +1.8 ± 1.6 on the 1,200 sweep games it can
 * change, 75.8 % [73.8, 77.8] on all 1,800 games (old defaults 74.7 %); with 191600–191999 too,
 * +1.7 ± 1.3 on 2,000 and 75.0 % [73.4, 76.5] on 3,000 (old 73.8 %). The same work: on.
 * Issue 30's thirteenth try (docs/benchmarks.md, "… thirteenth try"): the ranking's score weighs a
 * quarter beside the rollouts' mean (`blend` 0.25, was 1). A weight growing as the rounds get fewer
 * lost (−1.8 ± 2.6 on 600 tuning games), so the weight was lowered instead: 0.5 +0.1 ± 2.8, 0.25
 * +1.2 ± 3.3 on the same 600 and +1.3 ± 2.2 on 1,200; on 1,200 fresh games (204000–204399, fixed
 * before the run, kept if ≥ 0) +2.4 ± 2.3. The same work (only the final comparison changes).
 */
export const DEFAULT_SEARCH: SearchOptions = {
	candidates: 6,
	rankWidth: 48,
	budget: 16_000,
	minRounds: 1,
	maxRounds: 160,
	lastMoveRounds: 3,
	rolloutWidth: 20,
	blend: 0.25,
	fireLeaf: true,
	rolloutPolicy: 'normal',
	rolloutKeep: 5,
	enemyPolicy: 'normal',
	sampledEnemyAtCards: 0,
	paired: true,
	wideCandidates: 8,
	wideAtCards: 1,
	ownReplies: 0,
	likelyReplies: false,
	critLeaf: 60,
	critLeafWhen: 'kills',
	balloonLeaf: true,
	exactFire: false,
	leafWeights: null,
	deepFire: 0,
	deepAtCards: 0,
	deepWidth: 0,
	deepEnemy: 'normal',
	lostPull: 0,
	sweepPursuit: DEFAULT_WEIGHTS.pursuit,
	oneCloudCandidate: false,
	distinctCandidates: false,
	facingSpread: false,
	joinCandidate: false,
	balloonTempo: true,
	avoidClouds: 'off',
	endLeaf: 500,
	cohesion: 0,
	cohesionWhen: 'slower'
};

/**
 * Activations still to come this turn after the current one, as the seat knows them (re-entering
 * planes, unseen cards, Patience aces). An upper bound: a card may belong to a plane shot down.
 */
export function cardsStillToPlay(view: GridView): number {
	const act = view.activation;
	return act ? act.first.length + act.cardsLeft + act.waiting.length : 0;
}

/**
 * The coming fire step in expectation, for `side`: both sides fire their greedy volleys; every
 * target's pooled dice give its expected HP loss and its chance to go down (G-FIRE-2…4).
 */
export function fireStepValue(
	state: GridState,
	side: Side,
	critWeight = 0,
	balloons = false,
	/** Its terms' weights (`hp`, `alive`, `objective`): the fitted leaf's, or the evaluation's. */
	w: EvalWeights = DEFAULT_WEIGHTS,
	/** The worth of the fire step ending balloon busting, times its chance (`SearchOptions.endLeaf`). */
	ending = 0
): number {
	if (state.phase !== 'fire') return 0;
	// Both volleys look at every pair of planes, as an evaluation does for each of them.
	examine(state.planes.length);
	let v = 0;
	const endsGame =
		ending > 0 &&
		state.mission !== null &&
		MISSIONS[state.mission].objective === 'destroy-balloons';
	let aWins = 0;
	let bWins = 0;
	for (const shooter of ['A', 'B'] as Side[]) {
		const shots = chooseShots(state, sidePlanes(state, shooter), 0, seededDice(1));
		const pools = new Map<string, number>();
		for (const s of shots) {
			const plan = planShot(state, s);
			if (plan.ok) pools.set(s.target, (pools.get(s.target) ?? 0) + plan.value.dice);
		}
		if (endsGame && shooter === 'A') {
			// C-M5: side A wins when every balloon still up goes down (checked before G-END-1).
			aWins = 1;
			for (const b of state.terrain.balloons)
				if (b.hp > 0) aWins *= killChance(pools.get(b.id) ?? 0, b.hp);
		} else if (endsGame) {
			// G-END-1: side B wins when no plane of side A is left in play.
			bWins = 1;
			for (const p of state.planes)
				if (p.side === 'A' && inPlay(p)) bWins *= killChance(pools.get(p.id) ?? 0, p.hp);
		}
		for (const [target, dice] of pools) {
			const p = state.planes.find((q) => q.id === target);
			if (!p) {
				const b = balloons ? state.terrain.balloons.find((q) => q.id === target) : undefined;
				// evaluate's objective terms: 4 per balloon HP, 20 per balloon up (C-M5).
				if (b && b.hp > 0)
					v +=
						(b.side === side ? -1 : 1) *
						(w.objective / 6) *
						(4 * Math.min(b.hp, dice * HP_PER_DIE) + 20 * killChance(dice, b.hp));
				continue;
			}
			const sign = p.side === side ? -1 : 1;
			const dmg = Math.min(p.hp, dice * HP_PER_DIE);
			const kill = killChance(dice, p.hp);
			v += sign * (w.hp * dmg + kill * w.alive);
			if (critWeight !== 0 && !p.critical) {
				const margin = p.hp - state.rules.hitPoints[aircraftOf(p).kind].critical;
				if (margin > 0) v += sign * critWeight * (killChance(dice, margin) - kill);
			}
		}
	}
	if (endsGame) v += (side === 'A' ? 1 : -1) * ending * (aWins - (1 - aWins) * bWins);
	return v;
}

/**
 * Plays the rest of the turn from `state` for both sides and stops at the next fire step, the end
 * of the game or a non-move decision. The `seat`'s own planes pick from a sample of their legal
 * moves, with the normal bot's reply-aware lookahead (default) or greedily by one ply; the other
 * side's planes fly exactly as the normal bot would (default; the search then expects at least
 * normal-strength replies) or like own planes. With `deep` > 0 it flies on through that many fire
 * steps (`fireThrough`) and plays each next turn out the same way.
 */
export function playOut(
	state: GridState,
	dice: Dice,
	options: SearchOptions,
	/** The turn to finish (the decision's turn: a candidate may itself have ended it). */
	turn = state.turn,
	/** The searching side (its enemies follow `options.enemyPolicy`). */
	seat?: Side,
	/** Fire steps to fly through before stopping (`SearchOptions.deepFire`). */
	deep = 0
): GridState {
	let s = state;
	let t = turn;
	let through = deep;
	for (let step = 0; step < 16 * (1 + deep); step++) {
		// The turn ends here even when the engine skipped a fire step no one could take. A deep
		// rollout goes on: the next turn begins with its fire step (G-TURN-1), which it resolves
		// (`fireThrough`) before flying that turn out in the same way.
		if (s.turn !== t) {
			if (through === 0 || s.turn !== t + 1) break;
			if (s.phase === 'fire') {
				const next = fireThrough(s);
				if (!next) break;
				s = next;
			}
			through--;
			t++;
			continue;
		}
		if (s.phase !== 'activation' || !s.activation?.current) break;
		const plane = s.planes.find((p) => p.id === s.activation!.current)!;
		let moves: readonly MoveChoice[] = movesOf(s, plane);
		// Listing the moves is work too (one flight and exit check per move listed).
		examine(moves.length);
		// Past the fire step flown through, a cheap greedy turn for both sides (`deepWidth`).
		const greedy = t !== turn && options.deepWidth > 0;
		const asNormal =
			!greedy &&
			options.enemyPolicy === 'normal' &&
			!(t !== turn && options.deepEnemy === 'sampled') &&
			seat !== undefined &&
			plane.side !== seat;
		const width = greedy ? options.deepWidth : options.rolloutWidth;
		if (moves.length > width && !asNormal) moves = dice.shuffle(moves).slice(0, width);
		const best = greedy
			? scoreMoves(s, moves, plane.side, 0, dice)[0]
			: asNormal
				? lookahead(s, moves, plane.side, dice)[0]
				: options.rolloutPolicy === 'normal'
					? lookahead(s, moves, plane.side, dice, options.rolloutKeep)[0]
					: scoreMoves(s, moves, plane.side, 0, dice)[0];
		if (!best) break;
		const next = best.after ?? after(s, best.order);
		if (!next) break;
		s = next;
	}
	return s;
}

/**
 * A rollout's fire step resolved (G-FIRE-1…4): every side that can shoot and has not ordered yet
 * fires the volley normal would (`chooseShots`, no noise), the engine rolls with the state's own
 * (sampled) dice and goes on to the next turn's first activation. Null when a volley is refused.
 */
export function fireThrough(state: GridState): GridState | null {
	let s: GridState | null = state;
	for (const side of sidesThatCanFire(state)) {
		if (!s || s.phase !== 'fire') break;
		if (s.pendingFire[side] !== undefined) continue;
		// Choosing a volley looks at every pair of planes, as an evaluation does.
		examine(s.planes.length);
		const shots = chooseShots(s, sidePlanes(s, side), 0, seededDice(1));
		s = after(s, { kind: 'fire', side, shots });
	}
	return s;
}

/** Leaf weights as the evaluation's and the fire step's weights, worked out once per object. */
const split = new WeakMap<LeafWeights, { evaluation: EvalWeights; fire: EvalWeights }>();
function splitWeights(w: LeafWeights) {
	let out = split.get(w);
	if (!out) {
		out = { evaluation: evalWeightsOf(w, DEFAULT_WEIGHTS.win), fire: fireWeightsOf(w) };
		split.set(w, out);
	}
	return out;
}

/**
 * The evaluation's weights for the rollouts' leaf (`SearchOptions.lostPull`, and `sweepPursuit`
 * in a fight for kills), made once per pair of values.
 */
const leafWeightsByKey = new Map<string, EvalWeights>();
export function leafWeightsOf(state: GridState, options: SearchOptions, seat?: Side): EvalWeights {
	const { lostPull } = options;
	const sweep = killsFight(state);
	const pursuit = sweep ? options.sweepPursuit : DEFAULT_WEIGHTS.pursuit;
	const cohesion =
		sweep &&
		seat !== undefined &&
		options.cohesion > 0 &&
		(options.cohesionWhen === 'always' || slowerSide(state, seat))
			? options.cohesion
			: 0;
	if (lostPull === 0 && pursuit === DEFAULT_WEIGHTS.pursuit && cohesion === 0)
		return DEFAULT_WEIGHTS;
	const key = `${lostPull},${pursuit},${cohesion},${cohesion > 0 ? seat : ''}`;
	let w = leafWeightsByKey.get(key);
	if (!w) {
		w = { ...DEFAULT_WEIGHTS, lostPull, pursuit };
		if (cohesion > 0) w[seat === 'A' ? 'cohesionA' : 'cohesionB'] = cohesion;
		leafWeightsByKey.set(key, w);
	}
	return w;
}

/** Whether `state`'s mission is a fight for kills (C-M3: the sweeps), not balloon busting (C-M5). */
export function killsFight(state: GridState): boolean {
	return !!state.mission && MISSIONS[state.mission].objective === 'most-kills';
}

/** The leaf's worth of an enemy made critical in `state`'s mission (`critLeaf`, `critLeafWhen`). */
export function critLeafFor(options: SearchOptions, state: GridState): number {
	return options.critLeafWhen === 'all' || killsFight(state) ? options.critLeaf : 0;
}

/** Whether `side`'s fighters in play are slower on average than the other side's (G-AC-2). */
export function slowerSide(state: GridState, side: Side): boolean {
	const speed = { A: 0, B: 0 };
	const count = { A: 0, B: 0 };
	for (const p of state.planes) {
		if (!inPlay(p)) continue;
		const kind = aircraftOf(p);
		if (kind.static || kind.kind === 'observation') continue;
		speed[p.side] += state.rules.speedSquares[kind.speed];
		count[p.side]++;
	}
	const other = side === 'A' ? 'B' : 'A';
	if (count[side] === 0 || count[other] === 0) return false;
	return speed[side] / count[side] < speed[other] / count[other];
}

/** One rollout's value for `side`: the played-out position (plus its fire step if asked). */
export function rollout(
	state: GridState,
	side: Side,
	dice: Dice,
	options: SearchOptions,
	turn = state.turn,
	/** Fire steps to fly through (`SearchOptions.deepFire`, when the decision goes deep). */
	deep = 0
): number {
	const s = playOut(state, dice, options, turn, side, deep);
	const fitted = options.leafWeights && s.mission ? options.leafWeights[s.mission] : undefined;
	if (fitted) {
		const w = splitWeights(fitted);
		return (
			evaluate(s, side, w.evaluation) +
			(options.fireLeaf ? fireStepValue(s, side, fitted.fireCrit, true, w.fire) : 0)
		);
	}
	return (
		evaluate(s, side, leafWeightsOf(s, options, side)) +
		(options.fireLeaf
			? fireStepValue(
					s,
					side,
					critLeafFor(options, s),
					options.balloonLeaf,
					DEFAULT_WEIGHTS,
					options.endLeaf
				)
			: 0)
	);
}

/**
 * One round of the search: every order flown once from a hidden state sampled from the view and
 * played out (`rollout`). Paired (default): all orders get the same sample, drawn from
 * `seeds.state`, and the same rollout dice, from `seeds.rollout`; unpaired: each draws its own
 * from `dice`. Null when an order does not apply to the sample (the round is dropped whole: a
 * partial round would compare unequal luck).
 */
export function roundValues(
	view: GridView,
	orders: readonly GridOrder[],
	dice: Dice,
	seeds: { state: number; rollout: number },
	options: SearchOptions,
	/** Fire steps the rollouts fly through (`SearchOptions.deepFire`). */
	deep = 0
): number[] | null {
	const values: number[] = [];
	// Paired: one sample for the whole round (states are never mutated, so it can be shared).
	const shared = options.paired ? stateFromView(view, seededDice(seeds.state)) : null;
	for (const order of orders) {
		const s = after(shared ?? stateFromView(view, dice), order);
		if (!s) return null;
		const rolloutDice = options.paired ? seededDice(seeds.rollout) : dice;
		values.push(rollout(s, view.seat, rolloutDice, options, view.turn, deep));
	}
	return values;
}

/**
 * The ranked moves with only the best of those that leave `plane` lost in the same cloud (they
 * all re-emerge alike, G-TER-2). Order kept.
 */
export function oneMovePerCloud(ranked: readonly Scored[], plane: string): Scored[] {
	const clouds = new Set<string>();
	return ranked.filter((c) => {
		const p = c.after?.planes.find((q) => q.id === plane);
		if (!p || p.status !== 'lost' || !p.lostIn) return true;
		const key = `${p.lostIn.x},${p.lostIn.y},${p.lostIn.w},${p.lostIn.h}`;
		if (clouds.has(key)) return false;
		clouds.add(key);
		return true;
	});
}

/** The ranked moves that leave `plane` in the open (all of them when every one is into a cloud). */
export function outOfClouds(ranked: readonly Scored[], plane: string): Scored[] {
	const open = ranked.filter((c) => c.after?.planes.find((q) => q.id === plane)?.status !== 'lost');
	return open.length > 0 ? open : [...ranked];
}

/** The ranked moves without those whose score equals an earlier one's (order kept). */
export function distinctScores(ranked: readonly Scored[]): Scored[] {
	const seen = new Set<number>();
	return ranked.filter((c) => {
		if (seen.has(c.score)) return false;
		seen.add(c.score);
		return true;
	});
}

/**
 * The ranked moves with the best of each end facing of `plane` first (lost in a cloud: one more
 * kind), then the others; each part in the ranking's order (`SearchOptions.facingSpread`).
 */
export function headingsFirst(ranked: readonly Scored[], plane: string): Scored[] {
	const seen = new Set<string>();
	const first: Scored[] = [];
	const rest: Scored[] = [];
	for (const c of ranked) {
		const p = c.after?.planes.find((q) => q.id === plane);
		const key = !p ? 'none' : p.status === 'lost' ? 'lost' : `${p.status}:${p.facing}`;
		if (seen.has(key)) rest.push(c);
		else {
			seen.add(key);
			first.push(c);
		}
	}
	return [...first, ...rest];
}

/**
 * `cands` with the best of `ranked` that ends on a fellow plane's square and facing in place of
 * the last, unless one of them does already or none does (`SearchOptions.joinCandidate`).
 */
export function withJoin(
	cands: readonly Scored[],
	ranked: readonly Scored[],
	plane: string,
	width: number
): Scored[] {
	const joins = (c: Scored) => {
		const me = c.after?.planes.find((q) => q.id === plane);
		if (!me || me.status !== 'active') return false;
		return c.after!.planes.some(
			(q) =>
				q.id !== plane &&
				q.side === me.side &&
				q.status === 'active' &&
				q.x === me.x &&
				q.y === me.y &&
				q.facing === me.facing
		);
	};
	if (cands.some(joins)) return [...cands];
	const join = ranked.find(joins);
	if (!join) return [...cands];
	return cands.length < width ? [...cands, join] : [...cands.slice(0, width - 1), join];
}

/** Whether `side`'s candidates leave out moves into clouds (`SearchOptions.avoidClouds`). */
export function avoidsClouds(options: SearchOptions, state: GridState, side: Side): boolean {
	if (options.avoidClouds === 'off') return false;
	if (options.avoidClouds === 'all') return true;
	if (!killsFight(state)) return false;
	return options.avoidClouds === 'sweeps' || slowerSide(state, side);
}

/** The options a decision in `state`'s mission searches with (`balloonTempo`: C-M5 only). */
export function optionsFor(options: SearchOptions, state: GridState): SearchOptions {
	if (!options.balloonTempo || !state.mission) return options;
	if (MISSIONS[state.mission].objective !== 'destroy-balloons') return options;
	return { ...options, distinctCandidates: true, lostPull: Math.max(options.lostPull, 1) };
}

/**
 * The `width` moves of `ranked` (the ranking of `plane`'s moves in `base`) that get rollouts,
 * as the candidate options pick them.
 */
export function candidatesOf(
	ranked: readonly Scored[],
	base: GridState,
	side: Side,
	plane: string,
	width: number,
	options: SearchOptions
): Scored[] {
	let pool: readonly Scored[] = ranked;
	if (options.oneCloudCandidate) pool = oneMovePerCloud(pool, plane);
	if (options.distinctCandidates) pool = distinctScores(pool);
	if (avoidsClouds(options, base, side)) pool = outOfClouds(pool, plane);
	if (options.facingSpread) pool = headingsFirst(pool, plane);
	let cands = pool.slice(0, width);
	if (options.joinCandidate) cands = withJoin(cands, pool, plane, width);
	return cands;
}

/**
 * Hard: determinized Monte-Carlo over the best few moves of the normal lookahead. Every round
 * samples a fresh hidden state from the view (card order, game dice, secret site) with the bot's
 * dice and, when `paired`, flies every candidate on that same sample with the same rollout dice
 * (common random numbers: the candidates are compared on equal luck, which removes most of the
 * sampling noise from their difference). Each rollout plays the turn out with the normal policy for
 * both sides (the enemy's at full width) and values the position at the next fire step, that fire
 * step in expectation included. So hard = normal's pick re-checked over many card orders one whole
 * turn deep. It plays rounds until its work budget is spent (positions examined, never time), so
 * the same view and bot dice give the same move on any device. Late in the turn (few cards left,
 * short rollouts) it checks more candidates; for the turn's last move a few rounds say all there
 * is to say.
 */
export function searchMove(
	view: GridView,
	base: GridState,
	moves: readonly MoveChoice[],
	dice: Dice,
	options: SearchOptions = DEFAULT_SEARCH
): GridOrder {
	options = optionsFor(options, base);
	const side = view.seat;
	const start = positionsExamined();
	const left = cardsStillToPlay(view);
	if (options.sampledEnemyAtCards > 0 && left >= options.sampledEnemyAtCards)
		options = { ...options, enemyPolicy: 'sampled' };
	const width = left <= options.wideAtCards ? options.wideCandidates : options.candidates;
	// Deep rollouts late in the turn (`deepAtCards`), where a round is short and the budget buys many.
	const deep = options.deepFire > 0 && left <= options.deepAtCards ? options.deepFire : 0;
	const ranked = lookahead(
		base,
		moves,
		side,
		dice,
		Math.max(width, options.rankWidth),
		options.ownReplies,
		options.likelyReplies
	);
	const cands = candidatesOf(ranked, base, side, view.activation!.current!, width, options);
	if (cands.length <= 1) return cands[0]?.order ?? moves[0].order;
	const sum = cands.map(() => 0);
	const n = cands.map(() => 0);
	const orders = cands.map((c) => c.order);
	// With no card left the rollout is the fire step itself: only the hidden parts vary (unless it
	// flies on through it into the next turn: then the budget decides, as for any other move).
	const budgeted = left > 0 || deep > 0;
	const rounds = budgeted ? options.maxRounds : options.lastMoveRounds;
	for (let r = 0; r < rounds; r++) {
		if (budgeted && r >= options.minRounds && positionsExamined() - start >= options.budget) break;
		const seeds = { state: dice.below(0x7fffffff), rollout: dice.below(0x7fffffff) };
		const values = roundValues(view, orders, dice, seeds, options, deep);
		if (values === null) continue;
		values.forEach((v, k) => {
			sum[k] += v;
			n[k]++;
		});
	}
	// Without one finished round the comparison would be lopsided: keep normal's pick.
	if (n[0] === 0) return cands[0].order;
	let best = 0;
	let bestScore = -Infinity;
	cands.forEach((c, k) => {
		// The normal lookahead score steadies the mean of few rollouts; ties keep its order.
		const score = sum[k] / n[k] + c.score * (options.blend || 1e-3);
		if (score > bestScore) {
			bestScore = score;
			best = k;
		}
	});
	return cands[best].order;
}
