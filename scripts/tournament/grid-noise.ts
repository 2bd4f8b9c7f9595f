/**
 * How noisy the hard bot's early-turn choices are (issue 30, ninth try). Plays hard against normal
 * on the tournament's seeded games; at every hard move decision it flies the decision's candidates
 * (as `searchMove` takes them) for `ROUNDS` paired rounds on a copy of the bot's dice, and prints,
 * by the cards still to come: how many rounds the real budget buys, and how far below the best
 * candidate (by the mean of the held-out rounds, the search's own yardstick) the pick of the first
 * k rounds lands, for several weights of the ranking score. Not a test: run by hand.
 *
 *   SEED_BASE=150000 npx tsx scripts/tournament/grid-noise.ts [games per mission] [missions]
 */
import { restoreDice, seededDice, type Dice } from '../../src/lib/rules/common/dice';
import { applyOrder, newGame, viewFor, type Side } from '../../src/lib/rules/grid/index';
import { chooseGridOrder, stateFromView, type GridBotLevel } from '../../src/lib/bots/grid/index';
import {
	DEFAULT_SEARCH,
	cardsStillToPlay,
	distinctScores,
	optionsFor,
	roundValues,
	type SearchOptions
} from '../../src/lib/bots/grid/search';
import { lookahead, positionsExamined } from '../../src/lib/bots/grid/policy';
import { legalMoves } from '../../src/lib/rules/grid/legal';
import type { GridView } from '../../src/lib/rules/grid/view';
import { decider, isMissionKey, setupFor, type MissionKey } from './grid-games';

const tuning = JSON.parse(process.env.HARD_OPTS ?? '{}') as Partial<SearchOptions>;
const seedBase = Number(process.env.SEED_BASE ?? 150000);
const games = Number(process.argv[2] ?? 4);
const missions = (process.argv[3] ?? 'fighter-sweep,sweep-2v2').split(',');
for (const m of missions) if (!isMissionKey(m)) throw new Error(`unknown mission ${m}`);
const ROUNDS = Number(process.env.ROUNDS ?? 24);
/** Held-out rounds (the yardstick): the last half. */
const HELD = Math.floor(ROUNDS / 2);
const blends = [1, 2, 4, 8, 1000];
const ks = [1, 2, 3, 4, 6];

type Row = {
	n: number;
	budgetRounds: number;
	regret: number[][];
	rankRegret: number;
	/** Regret with the first m candidates and the rounds the budget buys for m (blend 1). */
	widthRegret: number[];
};
const widths = [2, 3, 4, 5, 6];
const rows = new Map<number, Row>();

function study(view: GridView, botDice: Dice): void {
	const dice = restoreDice(botDice.snapshot());
	const base = stateFromView(view, dice);
	const options = optionsFor({ ...DEFAULT_SEARCH, ...tuning }, base);
	const plane = base.planes.find((p) => p.id === base.activation!.current)!;
	const moves = legalMoves(base, plane);
	const left = cardsStillToPlay(view);
	if (left < 1 || moves.length < 2) return;
	const width = left <= options.wideAtCards ? options.wideCandidates : options.candidates;
	let pool = lookahead(base, moves, view.seat, dice, Math.max(width, options.rankWidth));
	if (options.distinctCandidates) pool = distinctScores(pool);
	const cands = pool.slice(0, width);
	if (cands.length < 2) return;
	const per: number[][] = [];
	let firstRoundWork = 0;
	for (let r = 0; r < ROUNDS; r++) {
		const start = positionsExamined();
		const seeds = { state: dice.below(0x7fffffff), rollout: dice.below(0x7fffffff) };
		const v = roundValues(
			view,
			cands.map((c) => c.order),
			dice,
			seeds,
			options
		);
		if (r === 0) firstRoundWork = positionsExamined() - start;
		if (v) per.push(v);
	}
	if (per.length < ROUNDS - 2) return;
	const held = per.slice(per.length - HELD);
	const truth = cands.map((_, k) => held.reduce((s, v) => s + v[k], 0) / held.length);
	const best = Math.max(...truth);
	const row = rows.get(left) ?? {
		n: 0,
		budgetRounds: 0,
		regret: ks.map(() => blends.map(() => 0)),
		rankRegret: 0,
		widthRegret: widths.map(() => 0)
	};
	row.n++;
	row.budgetRounds += Math.max(1, Math.ceil(options.budget / Math.max(1, firstRoundWork)));
	row.rankRegret += best - truth[0];
	ks.forEach((k, i) =>
		blends.forEach((b, j) => {
			let pick = 0;
			let top = -Infinity;
			cands.forEach((c, m) => {
				let s = 0;
				for (let r = 0; r < k; r++) s += per[r][m];
				const score = s / k + c.score * b;
				if (score > top) {
					top = score;
					pick = m;
				}
			});
			row.regret[i][j] += best - truth[pick];
		})
	);
	const roundWork = Math.max(1, firstRoundWork) / cands.length;
	widths.forEach((m, i) => {
		const mm = Math.min(m, cands.length);
		const k = Math.min(ROUNDS - HELD, Math.max(1, Math.ceil(options.budget / (roundWork * mm))));
		let pick = 0;
		let top = -Infinity;
		for (let c = 0; c < mm; c++) {
			let s = 0;
			for (let r = 0; r < k; r++) s += per[r][c];
			const score = s / k + cands[c].score;
			if (score > top) {
				top = score;
				pick = c;
			}
		}
		row.widthRegret[i] += best - truth[pick];
	});
	rows.set(left, row);
}

for (const mission of missions as MissionKey[])
	for (let i = 0; i < games; i++) {
		const seed = seedBase + i;
		const hardSide: Side = i % 2 === 0 ? 'A' : 'B';
		const g = newGame(setupFor(mission, seed, 'deck'), seed);
		if (!g.ok) throw new Error(g.reason);
		let state = g.value.state;
		const levels = { [hardSide]: 'hard', [hardSide === 'A' ? 'B' : 'A']: 'normal' } as Record<
			Side,
			GridBotLevel
		>;
		const dice: Record<Side, Dice> = {
			A: seededDice(seed * 31 + 1),
			B: seededDice(seed * 31 + 2)
		};
		for (let guard = 0; guard < 5000 && state.phase !== 'over'; guard++) {
			const side = decider(state)!;
			if (levels[side] === 'hard' && state.phase === 'activation')
				study(viewFor(state, side), dice[side]);
			const order = chooseGridOrder(viewFor(state, side), levels[side], dice[side], tuning);
			const r = applyOrder(state, order);
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
		}
	}

console.log(
	`regret of the pick (held-out mean of ${HELD} rounds below the best candidate), by cards to come`
);
for (const [left, row] of [...rows].sort((a, b) => b[0] - a[0])) {
	console.log(
		`cards ${left}: ${row.n} decisions, budget buys ~${(row.budgetRounds / row.n).toFixed(1)} rounds, rank's first ${(row.rankRegret / row.n).toFixed(2)}`
	);
	console.log(
		'  by candidates (rounds the budget buys): ' +
			widths.map((m, i) => `${m}: ${(row.widthRegret[i] / row.n).toFixed(2)}`).join(', ')
	);
	ks.forEach((k, i) =>
		console.log(
			`  k=${k}: ` +
				blends.map((b, j) => `blend ${b} ${(row.regret[i][j] / row.n).toFixed(2)}`).join(', ')
		)
	);
}
