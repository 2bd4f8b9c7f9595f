/**
 * Benchmark: Blue Max hex turn resolutions per second with 2, 6 and 12 planes, all optional rules
 * on (docs/parts/benchmarks-hex.md). Run: `npx tsx scripts/bench/hex.ts`.
 * Positions come from random legal games (their own dice stream), so the measured work is
 * `resolveTurn` alone: validation, tailing, movement, altitude, collisions, fuel, the fire chosen
 * after movement checked against the board (issue 16) and combat, damage, recovery and problems. Two samples: planes from the home edges (as in a real
 * game's opening) and planes starting 4 columns apart mid-map, where most turns have shots.
 */
import { seededDice } from '../../src/lib/rules/common/dice';
import {
	playRandomTurn,
	randomSetup,
	resolveTurn,
	setupHexGame,
	type HexGameState,
	type PlotMap
} from '../../src/lib/rules/hex';
import { reportFigures, type Figure } from './figures';

/** Issue 19: ≥ 200,000 turn resolutions per second at 2 planes, ≥ 20,000 at 12 (both starts). */
const TARGETS: Record<number, number> = { 2: 200_000, 6: 0, 12: 20_000 };

/** Turns sampled from random games: (state, plots) pairs where most planes are still flying. */
type Placement = 'homeEdge' | 'close';

function sample(
	planes: number,
	wanted: number,
	placement: Placement
): { state: HexGameState; plots: PlotMap }[] {
	const out: { state: HexGameState; plots: PlotMap }[] = [];
	for (let seed = 1; out.length < wanted; seed++) {
		const choose = seededDice(seed * 7919);
		const start = setupHexGame(randomSetup(planes, 'edition2013', choose, true, placement), seed);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value;
		for (let t = 0; t < 12 && !state.over; t++) {
			// A turn as the app plays it: plots, then fire chosen after movement (H-COMB-3); the
			// record entry (plots with the fire beside them) is what resolveTurn replays.
			const r = playRandomTurn(state, choose);
			if (!r.ok) throw new Error(r.reason);
			const flying = state.planes.filter((p) => p.status === 'flying').length;
			if (flying >= Math.ceil(planes / 2)) out.push({ state, plots: r.value.plots });
			state = r.value.state;
		}
	}
	return out.slice(0, wanted);
}

const SAMPLES: Record<Placement, Record<number, { state: HexGameState; plots: PlotMap }[]>> = {
	homeEdge: Object.fromEntries([2, 6, 12].map((n) => [n, sample(n, 500, 'homeEdge')])),
	close: Object.fromEntries([2, 6, 12].map((n) => [n, sample(n, 500, 'close')]))
};
// Warm up the JIT on every size before measuring any.
for (const placement of ['homeEdge', 'close'] as const)
	for (const n of [2, 6, 12])
		for (let i = 0; i < 10_000; i++)
			resolveTurn(SAMPLES[placement][n][i % 500].state, SAMPLES[placement][n][i % 500].plots);

function bench(planes: number, placement: Placement): number {
	const turns = SAMPLES[placement][planes];
	let n = 0;
	const start = performance.now();
	let elapsed = 0;
	while (elapsed < 1500) {
		for (let i = 0; i < 1000; i++, n++) {
			const t = turns[n % turns.length];
			const r = resolveTurn(t.state, t.plots);
			if (!r.ok) throw new Error(r.reason);
		}
		elapsed = performance.now() - start;
	}
	return (n / elapsed) * 1000;
}

const shotShare = (placement: Placement, planes: number) => {
	let shots = 0;
	for (const t of SAMPLES[placement][planes]) {
		const r = resolveTurn(t.state, t.plots);
		if (r.ok && r.value.events.some((e) => e.type === 'shot')) shots++;
	}
	return Math.round((shots / SAMPLES[placement][planes].length) * 100);
};

const rows: string[] = [];
const figures: Figure[] = [];
for (const placement of ['homeEdge', 'close'] as const)
	for (const planes of [2, 6, 12]) {
		const perSecond = bench(planes, placement);
		const target = TARGETS[planes];
		figures.push({
			name: `hex engine, ${planes} planes, ${placement === 'close' ? 'close starts' : 'home edges'}: turn resolutions per second`,
			value: Math.round(perSecond),
			unit: 'turns/s wall',
			...(target ? { target: { op: '>=' as const, value: target } } : {}),
			note: 'combat on, all optional rules; ≈ 1.5 s per row'
		});
		const verdict = target ? (perSecond >= target ? `≥ ${target} ✓` : `< ${target} ✗`) : '';
		rows.push(
			`| ${placement} | ${planes} | ${shotShare(placement, planes)} % | ${Math.round(perSecond).toLocaleString('en')} | ${verdict} |`
		);
	}
console.log(
	`hex turn resolutions per second (all optional rules on, combat on), ${new Date().toISOString()}`
);
console.log('| start | planes | turns with shots | turns/s | target |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
reportFigures(figures);
