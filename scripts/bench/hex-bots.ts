/**
 * Blue Max bots: decision time per plane plot, by level, as the bots are today (the hard bot still
 * thinks for a clock budget, ◇ 150 ms: issue 19 part B turns it into work).
 *
 *   npx tsx scripts/bench/hex-bots.ts [games]      (default 4: 2 v 2 games, hard against normal)
 *
 * The tournament's games (scripts/tournament/hex.ts: random aircraft, 2013 rules with every option,
 * sides 4 columns apart, planes plotting in tailing order), after one warm-up game. CPU time of
 * this process per plot, wall time beside it. Target: hard p95 ≤ 150 ms per plane (issue 19).
 */
import { loadavg } from 'node:os';
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	lockPlot,
	randomSetup,
	resolveTurn,
	setupHexGame,
	viewFor,
	type HexGameState,
	type PlotMap
} from '../../src/lib/rules/hex/index';
import type { Side } from '../../src/lib/data/hex/aircraft';
import {
	DEFAULT_HEX_BUDGET_MS,
	chooseHexPlot,
	type HexBotLevel
} from '../../src/lib/bots/hex/index';
import { cpuMs, quantile, reportFigures, type Figure } from './figures';

const MAX_TURNS = 60;
const times = new Map<HexBotLevel, { cpu: number[]; wall: number[] }>();

function play(seed: number, levels: Record<Side, HexBotLevel>, timed: boolean): void {
	const setup = randomSetup(4, 'edition2013', seededDice(seed * 7919 + 13), true, 'close');
	const g = setupHexGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let state: HexGameState = g.value;
	const botDice: Record<string, Dice> = {};
	for (let t = 0; t < MAX_TURNS && !state.over; t++) {
		for (const id of state.tailing.order) {
			const p = state.planes.find((x) => x.id === id)!;
			if (p.status !== 'flying' || p.spinning) continue;
			botDice[p.seat] ??= seededDice(seed * 31 + Number(p.seat.replace(/\D/g, '')) + 1);
			const level = levels[p.side];
			const clock = { now: () => performance.now(), budgetMs: DEFAULT_HEX_BUDGET_MS };
			const t0 = performance.now();
			const c0 = cpuMs();
			const plot = chooseHexPlot(viewFor(state, p.seat), p.id, level, botDice[p.seat], clock);
			if (timed) {
				const list = times.get(level) ?? { cpu: [], wall: [] };
				list.cpu.push(cpuMs() - c0);
				list.wall.push(performance.now() - t0);
				times.set(level, list);
			}
			const locked = lockPlot(state, p.id, plot);
			if (!locked.ok) throw new Error(`seed ${seed} ${p.id}: ${locked.reason}`);
			state = locked.value;
		}
		const r = resolveTurn(state, state.locked as PlotMap);
		if (!r.ok) throw new Error(`seed ${seed} turn ${state.turn}: ${r.reason}`);
		state = r.value.state;
	}
}

const games = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 4);
const startLoad = loadavg();
play(8999, { entente: 'hard', central: 'normal' }, false);
for (let i = 0; i < games; i++) {
	const hardSide: Side = i % 2 === 0 ? 'entente' : 'central';
	const levels = { [hardSide]: 'hard', [hardSide === 'entente' ? 'central' : 'entente']: 'normal' };
	play(9000 + Math.floor(i / 2), levels as Record<Side, HexBotLevel>, true);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
	`hex bots, ${new Date().toISOString()}, node ${process.version}: ${games} games 2 v 2 hard-normal, ` +
		`hard budget ${DEFAULT_HEX_BUDGET_MS} ms (clock), load ${startLoad.map((l) => l.toFixed(2)).join(' ')} → ${loadavg()
			.map((l) => l.toFixed(2))
			.join(' ')}`
);
const figures: Figure[] = [];
for (const level of ['normal', 'hard'] as HexBotLevel[]) {
	const t = times.get(level);
	if (!t) continue;
	const p95 = quantile(t.cpu, 0.95);
	console.log(
		`${level.padEnd(6)} CPU median ${ms(quantile(t.cpu, 0.5))}, p95 ${ms(p95)}; wall median ${ms(quantile(t.wall, 0.5))}, p95 ${ms(quantile(t.wall, 0.95))} (${t.cpu.length} plots)`
	);
	figures.push({
		name: `hex bot ${level}: decision time per plane, 95th percentile`,
		value: Math.round(p95 * 10) / 10,
		unit: 'ms CPU',
		...(level === 'hard' ? { target: { op: '<=' as const, value: 150 } } : {}),
		note: `wall p95 ${ms(quantile(t.wall, 0.95))}; ${t.cpu.length} plots; hard on a ${DEFAULT_HEX_BUDGET_MS} ms clock until part B`
	});
}
reportFigures(figures);
