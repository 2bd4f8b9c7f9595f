/**
 * Bot tournament for the "Tally Ho!" grid game (issue 5). Not a timed test: run by hand.
 *
 *   npx tsx scripts/tournament/grid.ts [games] [pairings] [hardBudgetMs] [missions]
 *
 * games      games per pairing and mission (default 20; seats alternate every game, so half the
 *            games each level flies side A)
 * pairings   comma list of X-Y (default easy-random,normal-random,hard-random,normal-easy,hard-normal)
 * missions   comma list of fighter-sweep (3v3), sweep-2v2, balloon-busting (default these three),
 *            or any other mission id (photo-recon, bombing-run, long-recon, bomber-escort, …)
 *
 * ACTIVATION=command-points plays the command-point option (G-TURN-2) instead of the deck.
 *
 * Each game is seeded (setup, game dice and both bots' dice from the game number), so a run is
 * reproducible (the hard bot's wall-clock budget aside: a loaded machine gives it fewer rollouts).
 * SEED_BASE=n (default 1000) numbers the games from n, for a second, independent sample.
 * Reports W/D/L of the first level, its score with a draw counted as half and the win rate with
 * draws counted as not-wins, each with a 95 % Wilson interval, and the decision time per plane
 * activation (median / 95th percentile, ms) of each level.
 */
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	applyOrder,
	legalOrders,
	missionSetup,
	newGame,
	viewFor,
	type GridSetup,
	type GridState,
	type Side
} from '../../src/lib/rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from '../../src/lib/bots/grid/index';
import type { SearchOptions } from '../../src/lib/bots/grid/search';
import { MISSION_IDS, type MissionId } from '../../src/lib/data/missions';

/** HARD_OPTS='{"candidates":3,...}' tunes the hard search (see SearchOptions). */
const searchTuning = JSON.parse(process.env.HARD_OPTS ?? '{}') as Partial<SearchOptions>;
/** First game number (seed) of every pairing and mission. */
const seedBase = Number(process.env.SEED_BASE ?? 1000);

/** G-TURN-1 deck (default) or G-TURN-2 command points. */
const activation = process.env.ACTIVATION === 'command-points' ? 'command-points' : 'deck';

type MissionKey = MissionId | 'sweep-2v2';

function setupFor(mission: MissionKey, seed: number): GridSetup {
	const dice = seededDice(seed * 7919 + 13);
	const rules = { rules: { activation } } as const;
	if (mission === 'sweep-2v2') {
		const s = missionSetup('fighter-sweep', dice, rules);
		return { ...s, planes: s.planes.filter((p) => p.id !== 'A3' && p.id !== 'B3') };
	}
	return missionSetup(mission, dice, rules);
}

function decider(state: GridState): Side | null {
	const legal = legalOrders(state);
	switch (legal.phase) {
		case 'over':
			return null;
		case 'fire':
		case 'bid':
			return legal.sides[0]?.side ?? null;
		case 'activation':
			return state.planes.find((p) => p.id === legal.plane)!.side;
		case 'command':
			return legal.side;
	}
}

interface GameOutcome {
	winner: Side | 'draw';
	times: Record<Side, number[]>;
}

function play(
	setup: GridSetup,
	seed: number,
	levels: Record<Side, GridBotLevel>,
	budget: number
): GameOutcome {
	const g = newGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let state = g.value.state;
	const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
	const times: Record<Side, number[]> = { A: [], B: [] };
	for (let guard = 0; guard < 5000 && state.phase !== 'over'; guard++) {
		const side = decider(state);
		if (!side) throw new Error(`nobody to decide in phase ${state.phase}`);
		const t0 = performance.now();
		const order = chooseGridOrder(
			viewFor(state, side),
			levels[side],
			dice[side],
			{
				now: () => performance.now(),
				budgetMs: budget
			},
			searchTuning
		);
		const ms = performance.now() - t0;
		if (state.phase === 'activation' || state.phase === 'command') times[side].push(ms);
		const r = applyOrder(state, order);
		if (!r.ok)
			throw new Error(
				`${levels[side]} gave an illegal order ${JSON.stringify(order)}: ${r.reason}`
			);
		state = r.value.state;
	}
	if (state.phase !== 'over' || !state.result) throw new Error('game did not end');
	return { winner: state.result.outcome, times };
}

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
const budget = Number(process.argv[4] ?? 150);
const missions = (process.argv[5] ?? 'fighter-sweep,sweep-2v2,balloon-busting').split(
	','
) as MissionKey[];
for (const m of missions)
	if (m !== 'sweep-2v2' && !(MISSION_IDS as readonly string[]).includes(m))
		throw new Error(`unknown mission ${m}`);

console.log(
	`grid tournament (${activation}): ${games} games per pairing and mission, seeds from ${seedBase}, hard budget ${budget} ms, ` +
		`hard options ${JSON.stringify(searchTuning)}, ${new Date().toISOString()}`
);
const timesByLevel = new Map<GridBotLevel, number[]>();
for (const [x, y] of pairings) {
	let w = 0;
	let d = 0;
	let l = 0;
	const perMission: string[] = [];
	for (const mission of missions) {
		let mw = 0;
		let md = 0;
		let ml = 0;
		for (let i = 0; i < games; i++) {
			const seed = seedBase + i;
			const xSide: Side = i % 2 === 0 ? 'A' : 'B';
			const ySide: Side = xSide === 'A' ? 'B' : 'A';
			const levels = { [xSide]: x, [ySide]: y } as Record<Side, GridBotLevel>;
			const out = play(setupFor(mission, seed), seed, levels, budget);
			if (out.winner === 'draw') md++;
			else if (out.winner === xSide) mw++;
			else ml++;
			for (const [side, level] of [
				[xSide, x],
				[ySide, y]
			] as [Side, GridBotLevel][]) {
				const list = timesByLevel.get(level) ?? [];
				list.push(...out.times[side]);
				timesByLevel.set(level, list);
			}
		}
		perMission.push(`${mission} ${mw}/${md}/${ml}`);
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
for (const [level, xs] of timesByLevel)
	console.log(
		`decision time per plane, ${level}: median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} decisions)`
	);
