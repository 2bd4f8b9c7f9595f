/**
 * Grid engine benchmark: full turns resolved per second with 2, 6 and 12 planes, random legal
 * orders from a seeded stream (architecture principle 2).
 *
 *   npx tsx scripts/bench/grid.ts [runs] [sizes]      e.g. `npx tsx scripts/bench/grid.ts 5 6`
 *
 * A "turn" is one fire step plus every activation (deck play) — applyOrder calls until the turn
 * counter moves on. Order choice is timed too (the sampler validates through the engine). Each
 * size plays exactly 20,000 turns per run (the same seeded games every run) after a warm-up of
 * 10,000 turns; the figure is the median of the runs, per second of this process's CPU time (the
 * machine is shared: wall time counts the time other jobs held the cores) — wall time beside it.
 */
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	applyOrder,
	newGame,
	type GridSetup,
	type GridState,
	type PlaneSetup
} from '../../src/lib/rules/grid/index';
import { randomOrder } from '../../src/lib/rules/grid/random-play';
import { cpuMs, quantile, reportFigures, type Figure } from './figures';

const FIGHTERS = [
	'camel',
	'se5a',
	'nieuport-17',
	'fokker-dr1',
	'fokker-dvii',
	'albatros-diii',
	'bristol-f2b',
	're8'
];

/** Issue 19: at least 40,000 full turns per second with 6 planes. */
const TARGETS = new Map([[6, 40_000]]);
const TURNS_PER_RUN = 20_000;
const WARM_UP_TURNS = 10_000;

function setupFor(planes: number, dice: Dice): GridSetup {
	const width = 24;
	const height = 16;
	const list: PlaneSetup[] = Array.from({ length: planes }, (_, i) => ({
		id: `P${i}`,
		type: FIGHTERS[dice.below(FIGHTERS.length)],
		side: i % 2 === 0 ? 'A' : 'B',
		x: 4 + dice.below(width - 8),
		y: 2 + dice.below(height - 4),
		facing: (dice.below(4) * 2) as PlaneSetup['facing']
	}));
	return {
		board: { width, height },
		planes: list,
		terrain: { smallClouds: [{ x: 11, y: 7, w: 2, h: 2 }], largeClouds: [], balloons: [] },
		options: { turnLimit: 100 }
	};
}

interface Run {
	orders: number;
	games: number;
	ms: number;
	cpuMs: number;
}

/** Plays exactly `target` turns (new seeded games as old ones end); returns the time taken. */
function play(planes: number, target: number): Run {
	const pick = seededDice(planes * 1000 + 7);
	let turns = 0;
	let orders = 0;
	let game = 0;
	let state: GridState | null = null;
	const cpu0 = cpuMs();
	const t0 = performance.now();
	while (turns < target) {
		if (!state || state.phase === 'over') {
			const g = newGame(setupFor(planes, seededDice(game)), game);
			game++;
			if (!g.ok) throw new Error(g.reason);
			state = g.value.state;
		}
		const order = randomOrder(state, pick);
		if (!order) throw new Error(`no order in phase ${state.phase}`);
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(`${JSON.stringify(order)}: ${r.reason}`);
		orders++;
		if (r.value.state.turn !== state.turn) turns++;
		state = r.value.state;
	}
	return { orders, games: game, ms: performance.now() - t0, cpuMs: cpuMs() - cpu0 };
}

/** Turns per second of one size: median over the runs, per CPU-second and per wall-second. */
export function benchGridEngine(
	planes: number,
	runs: number
): { cpuRate: number; wallRate: number; bestCpuRate: number; orders: number; games: number } {
	play(planes, WARM_UP_TURNS);
	const measured = Array.from({ length: runs }, () => play(planes, TURNS_PER_RUN));
	const rate = (ms: number) => (TURNS_PER_RUN / ms) * 1000;
	return {
		cpuRate: rate(
			quantile(
				measured.map((r) => r.cpuMs),
				0.5
			)
		),
		bestCpuRate: rate(Math.min(...measured.map((r) => r.cpuMs))),
		wallRate: rate(
			quantile(
				measured.map((r) => r.ms),
				0.5
			)
		),
		orders: measured[0].orders,
		games: measured[0].games
	};
}

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const runs = Number(args[0] ?? 5);
const sizes = args[1] ? args[1].split(',').map(Number) : [2, 6, 12];
const fmt = (x: number) => Math.round(x).toLocaleString('en');
console.log(
	`grid engine, ${new Date().toISOString()}, node ${process.version}, median of ${runs} runs of ${fmt(TURNS_PER_RUN)} turns`
);
const figures: Figure[] = [];
for (const planes of sizes) {
	const r = benchGridEngine(planes, runs);
	console.log(
		`${String(planes).padStart(2)} planes: ${fmt(r.cpuRate)} turns per CPU-second (best run ${fmt(r.bestCpuRate)}), ` +
			`${fmt(r.wallRate)} turns per wall-second (${fmt(TURNS_PER_RUN)} turns = ${fmt(r.orders)} orders over ${r.games} games per run)`
	);
	const target = TARGETS.get(planes);
	figures.push({
		name: `grid engine, ${planes} planes: full turns per second`,
		value: Math.round(r.cpuRate),
		unit: 'turns/CPU-s',
		...(target ? { target: { op: '>=' as const, value: target } } : {}),
		note: `median of ${runs} runs; wall ${fmt(r.wallRate)}/s`
	});
}
reportFigures(figures);
