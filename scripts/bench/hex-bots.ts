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
import type { HexBotLevel } from '../../src/lib/bots/hex/index';
import { cpuMs, quantile, reportFigures, type Figure } from './figures';
import { HEX_WARM_UP, hexBenchGames, playHexBotGame } from './hex-bot-games';

const times = new Map<HexBotLevel, { cpu: number[]; wall: number[] }>();

const games = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 4);
const startLoad = loadavg();
playHexBotGame(HEX_WARM_UP);
// Both clocks per plot: CPU time (what the plot costs, whatever else shares the machine) and wall.
for (const game of hexBenchGames(games))
	playHexBotGame({
		...game,
		time: (level, decide) => {
			const t0 = performance.now();
			const c0 = cpuMs();
			const plot = decide();
			const list = times.get(level) ?? { cpu: [], wall: [] };
			list.cpu.push(cpuMs() - c0);
			list.wall.push(performance.now() - t0);
			times.set(level, list);
			return plot;
		}
	});

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
