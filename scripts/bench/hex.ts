/**
 * Benchmark: Blue Max hex turn resolutions per second with 2, 6 and 12 planes, combat on, all
 * optional rules on (altitude, fuel, observers, Lewis gun, novices), preset edition2013.
 *
 *   npx tsx scripts/bench/hex.ts [runs]        (default 5 runs per row)
 *   HEX_BENCH_PRESET=online|classic1983 …      (another preset's rules; edition2013 by default)
 *   … --figures                                 (for `npm run bench`: ends with one `@figures` line)
 *
 * **A turn resolution** is one `resolveTurn(state, entry)` from a turn's record entry, exactly as a
 * replay, the umpire or the tournament resolves a turn: the plots checked (H-PLAN), this turn's
 * tailing choices (H-TAIL-2), movement, altitude and collisions (H-MOVE), fuel (H-FUEL), the fire
 * step opened (who is asked, H-COMB-3), each recorded fire choice checked against the board and
 * locked (`lockFire`), then combat, damage, recovery and problems (phases 5–8), the end of the turn
 * and next turn's tailing. Not included: choosing the plots and the fire (a player's or a bot's
 * thinking) and building views.
 *
 * **The sample**: 500 turns per size and start, taken from seeded games whose plots are random
 * legal ones (random-play.ts, a dice stream of its own) and whose **fire is chosen after movement
 * by the bots' fire chooser** (`chooseHexFire`, normal level: from the plane's own view, each gun
 * position with a legal shot fires a medium burst at the enemy worth most dice) — so every turn in
 * which a shot is legal has one, as in a game between bots. Two starts: `homeEdge` (the first 12
 * turns of games begun at the home edges) and `close` (sides 4 columns apart mid-map, facing).
 *
 * **Timing**: after a warm-up on every sample, each row resolves its 500 turns over and over for a
 * fixed number of turns per run; runs are timed in CPU time of this process (user + system, what
 * the code costs; the machine is shared, so wall time mostly measures waiting for a core) and wall
 * time. Reported: the median and the best run.
 */
import { cpus, loadavg } from 'node:os';
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	firePending,
	lockFire,
	randomPlots,
	randomSetup,
	resolveCombat,
	resolveMovement,
	resolveTurn,
	setupHexGame,
	viewFor,
	type HexGameState,
	type PlotMap
} from '../../src/lib/rules/hex';
import type { PresetName } from '../../src/lib/data/hex/rulesets';
import { chooseHexFire } from '../../src/lib/bots/hex/fire';
import { own, setOwn } from '../../src/lib/rules/common/own';
import { cpuMs, reportFigures } from './figures';

/** Issue 19: ≥ 200,000 turn resolutions per second at 2 planes, ≥ 20,000 at 12, both starts. */
const TARGETS: Readonly<Record<number, number>> = { 2: 200_000, 12: 20_000 };
const SIZES = [2, 6, 12] as const;
/** Another preset's rules, to tell an engine change from a rules change (issue 27's check). */
const PRESET = (process.env.HEX_BENCH_PRESET ?? 'edition2013') as PresetName;
if (!['edition2013', 'classic1983', 'online'].includes(PRESET))
	throw new Error(`HEX_BENCH_PRESET: edition2013, classic1983 or online, not ${PRESET}`);
const SAMPLE = 500;
/** Turns per timed run: about a quarter of a second of work at the targets. */
const TURNS_PER_RUN: Readonly<Record<number, number>> = { 2: 50_000, 6: 15_000, 12: 5_000 };

type Placement = 'homeEdge' | 'close';
interface Sampled {
	state: HexGameState;
	entry: PlotMap;
}

/** One turn between bots' fire choosers: random plots, movement, each asked plane's fire, combat. */
function sampleTurn(state: HexGameState, choose: Dice): { entry: PlotMap; next: HexGameState } {
	const moved = resolveMovement(state, randomPlots(state, choose));
	if (!moved.ok) throw new Error(moved.reason);
	let s = moved.value.state;
	for (const id of firePending(s)) {
		const seat = s.planes.find((p) => p.id === id)!.seat;
		const r = lockFire(s, id, chooseHexFire(viewFor(s, seat), id, 'normal', choose));
		if (!r.ok) throw new Error(r.reason);
		s = r.value;
	}
	const step = s.fireStep!;
	const fought = resolveCombat(s);
	if (!fought.ok) throw new Error(fought.reason);
	const entry: PlotMap = {};
	for (const id of Object.keys(step.plots)) {
		const fire = step.chosen.find((c) => c.plane === id)?.fire;
		const plot = own(step.plots, id)!;
		setOwn(entry, id, fire && fire.length ? { ...plot, fire } : plot);
	}
	return { entry, next: fought.value.state };
}

function sample(planes: number, placement: Placement): Sampled[] {
	const out: Sampled[] = [];
	for (let seed = 1; out.length < SAMPLE; seed++) {
		const choose = seededDice(seed * 7919);
		const start = setupHexGame(randomSetup(planes, PRESET, choose, true, placement), seed);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value;
		for (let t = 0; t < 12 && !state.over; t++) {
			const { entry, next } = sampleTurn(state, choose);
			const flying = state.planes.filter((p) => p.status === 'flying').length;
			if (flying >= Math.ceil(planes / 2)) out.push({ state, entry });
			state = next;
		}
	}
	return out.slice(0, SAMPLE);
}

/** Resolves `count` turns of the sample; returns CPU and wall milliseconds. */
function run(turns: readonly Sampled[], count: number): { cpu: number; wall: number } {
	const c0 = cpuMs();
	const w0 = performance.now();
	for (let i = 0; i < count; i++) {
		const t = turns[i % turns.length];
		const r = resolveTurn(t.state, t.entry);
		if (!r.ok) throw new Error(r.reason);
	}
	return { cpu: cpuMs() - c0, wall: performance.now() - w0 };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const runs = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 5);
const startLoad = loadavg();
const samples = new Map<string, Sampled[]>();
for (const placement of ['homeEdge', 'close'] as const)
	for (const n of SIZES) samples.set(`${placement} ${n}`, sample(n, placement));
// Warm the JIT on every sample before timing any.
for (const turns of samples.values()) run(turns, 5 * SAMPLE);

interface Row {
	placement: Placement;
	planes: number;
	shots: number;
	cpuMedian: number;
	cpuBest: number;
	wallMedian: number;
}
const rows: Row[] = [];
for (const placement of ['homeEdge', 'close'] as const)
	for (const planes of SIZES) {
		const turns = samples.get(`${placement} ${planes}`)!;
		const count = TURNS_PER_RUN[planes];
		const cpu: number[] = [];
		const wall: number[] = [];
		for (let k = 0; k < runs; k++) {
			const t = run(turns, count);
			cpu.push((count / t.cpu) * 1000);
			wall.push((count / t.wall) * 1000);
		}
		let shots = 0;
		for (const t of turns) {
			const r = resolveTurn(t.state, t.entry);
			if (r.ok && r.value.events.some((e) => e.type === 'shot')) shots++;
		}
		rows.push({
			placement,
			planes,
			shots: Math.round((shots / turns.length) * 100),
			cpuMedian: median(cpu),
			cpuBest: Math.max(...cpu),
			wallMedian: median(wall)
		});
	}

const int = (x: number) => Math.round(x).toLocaleString('en');
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
const verdict = (r: Row) => {
	const target = TARGETS[r.planes];
	if (!target) return '—';
	return `≥ ${int(target)} ${r.cpuMedian >= target ? '✓' : '✗'}`;
};
console.log(
	`hex turn resolutions per second (resolveTurn from the record entry; combat on, all optional rules on; ` +
		`fire chosen by the normal bot's chooser), ${new Date().toISOString()}, node ${process.version}, ` +
		`${cpus().length} cores, ${runs} runs per row, load ${load(startLoad)} → ${load(loadavg())}`
);
console.log(
	'| start | planes | turns with shots | per CPU-second: median (best) | per wall-second: median | target (CPU median) |'
);
console.log('|---|---|---|---|---|---|');
for (const r of rows)
	console.log(
		`| ${r.placement} | ${r.planes} | ${r.shots} % | ${int(r.cpuMedian)} (${int(r.cpuBest)}) | ${int(r.wallMedian)} | ${verdict(r)} |`
	);

// For `npm run bench` (scripts/bench/run.ts): one `@figures` line when started with `--figures`.
reportFigures(
	rows.map((r) => ({
		name: `hex engine, ${r.planes} planes, ${r.placement === 'close' ? 'close starts' : 'home edges'}: turn resolutions per second`,
		value: Math.round(r.cpuMedian),
		unit: 'turns per CPU-second',
		...(TARGETS[r.planes] ? { target: { op: '>=' as const, value: TARGETS[r.planes] } } : {}),
		note: `median of ${runs} runs, best ${int(r.cpuBest)}, wall ${int(r.wallMedian)}; ${r.shots} % of turns with shots`
	}))
);
