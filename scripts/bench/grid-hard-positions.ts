/**
 * The "Tally Ho!" hard bot's work per decision, in positions examined (its budget's unit), by the
 * cards still to come in the turn: the benchmark's games (scripts/bench/grid-bots.ts: seeds 9000…,
 * hard against normal, fighter sweep 3 v 3 and 2 v 2, balloon busting). Positions do not depend on
 * the machine or its load, so two settings compare exactly where CPU time spreads (issue 30,
 * seventh try):
 *
 *   HARD_OPTS='{"deepFire":1,"deepAtCards":2}' npx tsx scripts/bench/grid-hard-positions.ts 6
 *
 * (games per mission; HARD_OPTS as for the tournament). CPU time is printed beside, for a look.
 */
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import { applyOrder, newGame, viewFor, type Side } from '../../src/lib/rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from '../../src/lib/bots/grid/index';
import { positionsExamined } from '../../src/lib/bots/grid/policy';
import { cardsStillToPlay, type SearchOptions } from '../../src/lib/bots/grid/search';
import { decider, setupFor, type MissionKey } from '../tournament/grid-games';
import { quantile } from './figures';

const options = JSON.parse(process.env.HARD_OPTS ?? '{}') as Partial<SearchOptions>;
const games = Number(process.argv[2] ?? 6);
const byCards = new Map<number, number[]>();
const work: number[] = [];
const cpu: number[] = [];
for (const mission of ['fighter-sweep', 'sweep-2v2', 'balloon-busting'] as MissionKey[])
	for (let i = 0; i < games; i++) {
		const seed = 9000 + i;
		const hardSide: Side = i % 2 === 0 ? 'A' : 'B';
		const levels = { [hardSide]: 'hard', [hardSide === 'A' ? 'B' : 'A']: 'normal' } as Record<
			Side,
			GridBotLevel
		>;
		const start = newGame(setupFor(mission, seed, 'deck'), seed);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value.state;
		const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
		for (let guard = 0; guard < 5000 && state.phase !== 'over'; guard++) {
			const side = decider(state)!;
			const view = viewFor(state, side);
			const before = positionsExamined();
			const c0 = process.cpuUsage();
			const order = chooseGridOrder(view, levels[side], dice[side], options);
			const c = process.cpuUsage(c0);
			if (levels[side] === 'hard' && state.phase === 'activation') {
				const w = positionsExamined() - before;
				const cards = cardsStillToPlay(view);
				byCards.set(cards, [...(byCards.get(cards) ?? []), w]);
				work.push(w);
				cpu.push((c.user + c.system) / 1000);
			}
			const r = applyOrder(state, order);
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
		}
	}
const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
console.log(
	`hard options ${JSON.stringify(options)}: ${work.length} decisions, positions median ` +
		`${quantile(work, 0.5)}, p95 ${quantile(work, 0.95)}, max ${Math.max(...work)}; CPU median ` +
		`${quantile(cpu, 0.5).toFixed(1)} ms, p95 ${quantile(cpu, 0.95).toFixed(1)} ms`
);
for (const [cards, xs] of [...byCards].sort((a, b) => a[0] - b[0]))
	console.log(
		`  ${cards} cards to come: ${xs.length} decisions, median ${quantile(xs, 0.5)}, ` +
			`p95 ${quantile(xs, 0.95)}, mean ${mean(xs)}`
	);
