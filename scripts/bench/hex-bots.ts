/**
 * Blue Max bots: decision time per plane plot, by level. Every level does a fixed amount of work
 * and reads no clock (issue 19 part B), so the time measured is what that work costs here.
 *
 *   npx tsx scripts/bench/hex-bots.ts [games]      (default 4: 2 v 2 games, hard against normal)
 *
 * The tournament's games (scripts/tournament/hex.ts: random aircraft, 2013 rules with every option,
 * sides 4 columns apart, planes plotting in tailing order, fire chosen after movement), after one
 * warm-up game. The plot is timed as the app's worker calls it. CPU time of
 * this process per plot, wall time beside it. Target: hard p95 ≤ 150 ms per plane (issue 19).
 */
import { loadavg } from 'node:os';
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	firePending,
	lockFire,
	lockPlot,
	randomSetup,
	resolveCombat,
	resolveMovement,
	setupHexGame,
	viewFor,
	type HexGameState,
	type PlotMap
} from '../../src/lib/rules/hex/index';
import type { Side } from '../../src/lib/data/hex/aircraft';
import { chooseHexFire, chooseHexPlot, type HexBotLevel } from '../../src/lib/bots/hex/index';
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
			const t0 = performance.now();
			const c0 = cpuMs();
			const plot = chooseHexPlot(viewFor(state, p.seat), p.id, level, botDice[p.seat]);
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
		const moved = resolveMovement(state, state.locked as PlotMap);
		if (!moved.ok) throw new Error(`seed ${seed} turn ${state.turn}: ${moved.reason}`);
		// H-COMB-3: after movement each plane that may shoot chooses from its own view (not timed:
		// the fire choice is quick and not what the target is about).
		let fireStep = moved.value.state;
		for (const id of firePending(fireStep)) {
			const p = fireStep.planes.find((x) => x.id === id)!;
			botDice[p.seat] ??= seededDice(seed * 31 + Number(p.seat.replace(/\D/g, '')) + 1);
			const fire = chooseHexFire(viewFor(fireStep, p.seat), id, levels[p.side], botDice[p.seat]);
			const locked = lockFire(fireStep, id, fire);
			if (!locked.ok) throw new Error(`seed ${seed} ${id} fire: ${locked.reason}`);
			fireStep = locked.value;
		}
		const fought = resolveCombat(fireStep);
		if (!fought.ok) throw new Error(`seed ${seed} turn ${state.turn}: ${fought.reason}`);
		state = fought.value.state;
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
		`bots budgeted by work, load ${startLoad.map((l) => l.toFixed(2)).join(' ')} → ${loadavg()
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
		note: `wall p95 ${ms(quantile(t.wall, 0.95))}; ${t.cpu.length} plots; a fixed amount of work per level`
	});
}
reportFigures(figures);
