/**
 * Bot tournament for the "Tally Ho!" grid game (issue 5). Not a timed test: run by hand.
 *
 *   npx tsx scripts/tournament/grid.ts [games] [pairings] [hardBudget] [missions]
 *
 * games      games per pairing and mission (default 20; seats alternate every game, so half the
 *            games each level flies side A)
 * pairings   comma list of X-Y (default easy-random,normal-random,hard-random,normal-easy,hard-normal)
 * hardBudget the hard bot's work per decision in rollout steps (SearchOptions.budget; `-` or
 *            omitted: the default)
 * missions   comma list of fighter-sweep (3v3), sweep-2v2, balloon-busting (default these three),
 *            or any other mission id (photo-recon, bombing-run, long-recon, bomber-escort, …)
 *
 * ACTIVATION=command-points plays the command-point option (G-TURN-2) instead of the deck.
 * HARD_OPTS='{"candidates":3,...}' tunes the hard search (SearchOptions).
 * GAME_LOG=1 writes one line per game to stderr (seed, mission, seat of the first level, winner).
 *
 * Each game is seeded (setup, game dice and both bots' dice from the game number) and no bot reads
 * a clock (issue 19: the hard bot's budget is work), so a run gives the same games and results on
 * any machine, however loaded; runs with other seeds can be run side by side and added up.
 * SEED_BASE=n (default 1000) numbers the games from n, for a second, independent sample.
 * Reports W/D/L of the first level, its score with a draw counted as half and the win rate with
 * draws counted as not-wins, each with a 95 % Wilson interval, and the decision time per plane
 * activation (median / 95th percentile / max) of each level, in CPU time of this process (what
 * the decision cost, whatever else ran on the machine) and in wall time.
 */
import { loadavg } from 'node:os';
import type { GridBotLevel } from '../../src/lib/bots/grid/index';
import { DEFAULT_SEARCH, type SearchOptions } from '../../src/lib/bots/grid/search';
import type { Side } from '../../src/lib/rules/grid/index';
import { isMissionKey, playGame, setupFor, type MissionKey, type Timing } from './grid-games';

/** HARD_OPTS='{"candidates":3,...}' tunes the hard search (see SearchOptions). */
const searchTuning = JSON.parse(process.env.HARD_OPTS ?? '{}') as Partial<SearchOptions>;
if (process.argv[4] && process.argv[4] !== '-') searchTuning.budget = Number(process.argv[4]);
/** First game number (seed) of every pairing and mission. */
const seedBase = Number(process.env.SEED_BASE ?? 1000);

/** G-TURN-1 deck (default) or G-TURN-2 command points. */
const activation = process.env.ACTIVATION === 'command-points' ? 'command-points' : 'deck';

/** 95 % Wilson score interval for `k` successes out of `n` (k may be fractional: draws = ½). */
function wilson(k: number, n: number): [number, number] {
	if (n === 0) return [0, 1];
	const z = 1.959964;
	const p = k / n;
	const den = 1 + (z * z) / n;
	const centre = (p + (z * z) / (2 * n)) / den;
	const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
	return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
function quantile(xs: number[], q: number): number {
	if (xs.length === 0) return 0;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

const games = Number(process.argv[2] ?? 20);
const pairings = (
	process.argv[3] ?? 'easy-random,normal-random,hard-random,normal-easy,hard-normal'
)
	.split(',')
	.map((p) => p.split('-') as [GridBotLevel, GridBotLevel]);
const missions = (process.argv[5] ?? 'fighter-sweep,sweep-2v2,balloon-busting').split(',');
for (const m of missions) if (!isMissionKey(m)) throw new Error(`unknown mission ${m}`);

console.log(
	`grid tournament (${activation}): ${games} games per pairing and mission, seeds from ${seedBase}, ` +
		`hard options ${JSON.stringify({ ...DEFAULT_SEARCH, ...searchTuning })}, ${new Date().toISOString()}, ` +
		`load ${loadavg()
			.map((x) => x.toFixed(2))
			.join(' ')}`
);
const timesByLevel = new Map<GridBotLevel, Timing>();
for (const [x, y] of pairings) {
	let w = 0;
	let d = 0;
	let l = 0;
	const perMission: string[] = [];
	for (const mission of missions as MissionKey[]) {
		let mw = 0;
		let md = 0;
		let ml = 0;
		for (let i = 0; i < games; i++) {
			const seed = seedBase + i;
			const xSide: Side = i % 2 === 0 ? 'A' : 'B';
			const ySide: Side = xSide === 'A' ? 'B' : 'A';
			const levels = { [xSide]: x, [ySide]: y } as Record<Side, GridBotLevel>;
			const out = playGame(setupFor(mission, seed, activation), seed, levels, searchTuning);
			// GAME_LOG=1: one line per game (seed, mission, the first level's side, the winner), for
			// pairing two runs on the same games and for results per seat.
			if (process.env.GAME_LOG)
				console.error(`game ${seed} ${mission} ${x}=${xSide} winner=${out.winner}`);
			if (out.winner === 'draw') md++;
			else if (out.winner === xSide) mw++;
			else ml++;
			for (const [side, level] of [
				[xSide, x],
				[ySide, y]
			] as [Side, GridBotLevel][]) {
				const list = timesByLevel.get(level) ?? { wall: [], cpu: [] };
				list.wall.push(...out.times[side].wall);
				list.cpu.push(...out.times[side].cpu);
				timesByLevel.set(level, list);
			}
		}
		perMission.push(`${mission} ${mw}/${md}/${ml}`);
		// Progress on stderr (a run of hundreds of games takes a while).
		console.error(`  ${x} vs ${y}, ${mission}: ${mw}/${md}/${ml}`);
		w += mw;
		d += md;
		l += ml;
	}
	const n = w + d + l;
	const half = wilson(w + d / 2, n);
	const winsOnly = wilson(w, n);
	console.log(
		`${x} vs ${y}: W/D/L ${w}/${d}/${l} of ${n} | score (draw=½) ${pct((w + d / 2) / n)} ` +
			`[${pct(half[0])}, ${pct(half[1])}] | wins only ${pct(w / n)} [${pct(winsOnly[0])}, ${pct(winsOnly[1])}] | ${perMission.join(', ')}`
	);
}
const summary = (xs: number[]) =>
	`median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
for (const [level, t] of timesByLevel)
	console.log(
		`decision time per plane, ${level}: CPU ${summary(t.cpu)}; wall ${summary(t.wall)} (${t.cpu.length} decisions)`
	);
console.log(
	`load at the end ${loadavg()
		.map((x) => x.toFixed(2))
		.join(' ')}`
);
