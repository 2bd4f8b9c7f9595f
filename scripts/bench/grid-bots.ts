/**
 * "Tally Ho!" bots: decision time per plane activation, by level (issue 19).
 *
 *   npx tsx scripts/bench/grid-bots.ts [games per mission]      (default 2)
 *
 * Plays seeded deck games, hard against normal and normal against easy, on the tournament's
 * missions (fighter sweep 3 v 3 and 2 v 2, balloon busting: scripts/tournament/grid-games.ts) after
 * one warm-up game, and times every plane's move decision. The bots think by work, not by clock,
 * so the games are the same on any machine; the figure is this process's CPU time per decision
 * (what the decision costs, whatever else shares the machine), wall time beside it.
 * Targets: hard p95 ≤ 150 ms per plane (issue 19), normal p95 ≤ 50 ms (issue 5).
 */
import { loadavg } from 'node:os';
import type { GridBotLevel } from '../../src/lib/bots/grid/index';
import type { Side } from '../../src/lib/rules/grid/index';
import { playGame, setupFor, type MissionKey, type Timing } from '../tournament/grid-games';
import { quantile, reportFigures, type Figure } from './figures';

const MISSIONS: MissionKey[] = ['fighter-sweep', 'sweep-2v2', 'balloon-busting'];
const PAIRINGS: [GridBotLevel, GridBotLevel][] = [
	['hard', 'normal'],
	['normal', 'easy']
];
const TARGET_P95 = new Map<GridBotLevel, number>([
	['hard', 150],
	['normal', 50]
]);
/** Seeds apart from the tournament's (1000…) so the benchmark is not a tournament sample. */
const SEED_BASE = 9000;

const games = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 2);
const times = new Map<GridBotLevel, Timing>();
const startLoad = loadavg();
// Warm-up: one game at every level, not timed.
playGame(setupFor('sweep-2v2', SEED_BASE - 1, 'deck'), SEED_BASE - 1, { A: 'hard', B: 'normal' });
playGame(setupFor('sweep-2v2', SEED_BASE - 2, 'deck'), SEED_BASE - 2, { A: 'normal', B: 'easy' });
for (const [x, y] of PAIRINGS)
	for (const mission of MISSIONS)
		for (let i = 0; i < games; i++) {
			const seed = SEED_BASE + i;
			const xSide: Side = i % 2 === 0 ? 'A' : 'B';
			const levels = { [xSide]: x, [xSide === 'A' ? 'B' : 'A']: y } as Record<Side, GridBotLevel>;
			const out = playGame(setupFor(mission, seed, 'deck'), seed, levels);
			for (const side of ['A', 'B'] as Side[]) {
				const t = times.get(levels[side]) ?? { wall: [], cpu: [] };
				t.cpu.push(...out.times[side].cpu);
				t.wall.push(...out.times[side].wall);
				times.set(levels[side], t);
			}
		}

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
	`grid bots, ${new Date().toISOString()}, node ${process.version}: ${games} games per mission and pairing ` +
		`(${PAIRINGS.map((p) => p.join('-')).join(', ')}; ${MISSIONS.join(', ')}), load ${startLoad.map((l) => l.toFixed(2)).join(' ')} → ${loadavg()
			.map((l) => l.toFixed(2))
			.join(' ')}`
);
const figures: Figure[] = [];
for (const level of ['easy', 'normal', 'hard'] as GridBotLevel[]) {
	const t = times.get(level);
	if (!t) continue;
	const p95 = quantile(t.cpu, 0.95);
	console.log(
		`${level.padEnd(6)} CPU median ${ms(quantile(t.cpu, 0.5))}, p95 ${ms(p95)}, max ${ms(Math.max(...t.cpu))}; ` +
			`wall median ${ms(quantile(t.wall, 0.5))}, p95 ${ms(quantile(t.wall, 0.95))} (${t.cpu.length} decisions)`
	);
	const target = TARGET_P95.get(level);
	figures.push({
		name: `grid bot ${level}: decision time per plane, 95th percentile`,
		value: Math.round(p95 * 10) / 10,
		unit: 'ms CPU',
		...(target ? { target: { op: '<=' as const, value: target } } : {}),
		note: `median ${ms(quantile(t.cpu, 0.5))}; wall p95 ${ms(quantile(t.wall, 0.95))}; ${t.cpu.length} decisions`
	});
}
reportFigures(figures);
