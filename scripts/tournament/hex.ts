/**
 * Bot tournament for Blue Max (hex), issue 8. Not a timed test: run by hand, under `nice`.
 *
 *   npx tsx scripts/tournament/hex.ts [games] [pairings] [-] [maxTurns] [aircraft]
 *
 * games      games per pairing and format (default 20). Each setup is flown twice with the sides
 *            swapped (games 2k and 2k + 1), so each level flies each side in half the games.
 * pairings   comma list of X-Y (default easy-random,normal-random,hard-random,normal-easy,hard-normal)
 * -          the third place once held the hard bot's time budget; since issue 19 every level does
 *            a fixed amount of work and reads no clock, so it is ignored (kept so old commands run)
 * formats    1v1 and 2v2 (random aircraft, 2013 rules with all options, sides starting 4 columns
 *            apart mid-map, facing each other)
 * maxTurns   default 60: H-END-2 (fuel, kills) ends nearly every game before; a game still going
 *            goes to the side with more kills, else a draw.
 * aircraft   `random` (default: random aircraft per side, as above) or `box2013` (issue 16,
 *            ./hex-box.ts): the aircraft of the 2013 box, each Central type against each Entente
 *            type, 1 v 1 and 2 v 2; `games` games per matchup and format, reported as the Central
 *            side's W/D/L and score per matchup.
 *
 * Planes plot in the engine's tailing order and lock one by one (H-TAIL-3: a tailer sees the
 * direction revealed to it); after movement each plane that may shoot chooses its fire from its
 * own view (H-COMB-3). Tuning: HEX_SEARCH / HEX_WEIGHTS (JSON) override the bot settings
 * (for every level); HEX_SEED_OFFSET shifts the setups for a further batch. Every game is seeded (setup, game dice and both bots' dice from the game
 * number). Reports per format and pooled: W/D/L of the first level, its score (draw = ½) and win
 * rate with 95 % Wilson intervals; the decision time per plane plot (median / p95 / max, ms) of
 * each level, in CPU time of this process (what the bot costs; the machine may be shared) and wall
 * time; shots and how planes were lost; wall time.
 */
import { loadavg } from 'node:os';
import type { Side } from '../../src/lib/data/hex/aircraft';
import type { HexSetup } from '../../src/lib/rules/hex/setup';
import { boxTournament } from './hex-box';
import type { HexBotLevel } from '../../src/lib/bots/hex/index';
import { playHexBotGame } from '../bench/hex-bot-games';
import { SEARCH } from '../../src/lib/bots/hex/search';
import { WEIGHTS } from '../../src/lib/bots/hex/evaluate';

/** Tuning experiments: HEX_SEARCH='{"beliefEquilibrium":0.3}' HEX_WEIGHTS='{"danger":6}'. */
Object.assign(SEARCH, JSON.parse(process.env.HEX_SEARCH ?? '{}'));
Object.assign(WEIGHTS, JSON.parse(process.env.HEX_WEIGHTS ?? '{}'));

const games = Number(process.argv[2] ?? 20);
const pairings = (
	process.argv[3] ?? 'easy-random,normal-random,hard-random,normal-easy,hard-normal'
)
	.split(',')
	.map((p) => p.split('-') as [HexBotLevel, HexBotLevel]);
const maxTurns = Number(process.argv[5] ?? 60);
const aircraftMode = process.argv[6] ?? 'random';
if (aircraftMode !== 'random' && aircraftMode !== 'box2013')
	throw new Error(`aircraft must be random or box2013, not ${aircraftMode}`);
/** HEX_SEED_OFFSET=25: setups 25, 26, … instead of 0, 1, … (more games without repeats). */
const seedOffset = Number(process.env.HEX_SEED_OFFSET ?? 0);

const times: Record<HexBotLevel, number[]> = { random: [], easy: [], normal: [], hard: [] };
const cpuTimes: Record<HexBotLevel, number[]> = { random: [], easy: [], normal: [], hard: [] };
const cpuMs = () => {
	const u = process.cpuUsage();
	return (u.user + u.system) / 1000;
};

interface Stats {
	shots: number;
	dice: number;
	lostToShots: number;
	lostOffMap: number;
	lostOther: number;
	landed: number;
}
const stats: Record<HexBotLevel, Stats> = {
	random: { shots: 0, dice: 0, lostToShots: 0, lostOffMap: 0, lostOther: 0, landed: 0 },
	easy: { shots: 0, dice: 0, lostToShots: 0, lostOffMap: 0, lostOther: 0, landed: 0 },
	normal: { shots: 0, dice: 0, lostToShots: 0, lostOffMap: 0, lostOther: 0, landed: 0 },
	hard: { shots: 0, dice: 0, lostToShots: 0, lostOffMap: 0, lostOther: 0, landed: 0 }
};
let turnsPlayed = 0;
let timedOut = 0;

/** One game (scripts/bench/hex-bot-games.ts), timing every plot and counting what each level did. */
function play(
	planes: number,
	seed: number,
	levels: Record<Side, HexBotLevel>,
	setup?: HexSetup
): Side | 'draw' {
	const state = playHexBotGame({
		seed,
		levels,
		planes,
		...(setup ? { setup } : {}),
		maxTurns,
		time: (level, decide) => {
			const t0 = performance.now();
			const c0 = cpuMs();
			const plot = decide();
			cpuTimes[level].push(cpuMs() - c0);
			times[level].push(performance.now() - t0);
			return plot;
		},
		onTurn: (events, after) => {
			const levelOf = (id: string) => levels[after.planes.find((p) => p.id === id)!.side];
			for (const e of events) {
				if (e.type === 'shot') {
					stats[levelOf(e.shooter)].shots++;
					stats[levelOf(e.shooter)].dice += e.dice ?? 0;
				} else if (e.type === 'leftMap' && e.result === 'shotDown') {
					stats[levelOf(e.plane)].lostOffMap++;
				} else if (e.type === 'landed') {
					stats[levelOf(e.plane)].landed++;
				} else if (e.type === 'shotDown') {
					const s = stats[levelOf(e.plane)];
					if (e.cause === 'left-map') s.lostOffMap++;
					else if (e.cause === 'failed-spin' || e.cause === undefined) s.lostOther++;
					else s.lostToShots++;
				}
			}
			turnsPlayed++;
		}
	});
	if (state.over) return state.winner ?? 'draw';
	timedOut++;
	const k = state.kills ?? { entente: 0, central: 0 };
	return k.entente > k.central ? 'entente' : k.central > k.entente ? 'central' : 'draw';
}

function wilson(successes: number, n: number): [number, number] {
	if (n === 0) return [0, 1];
	const z = 1.96;
	const p = successes / n;
	const d = 1 + (z * z) / n;
	const c = (p + (z * z) / (2 * n)) / d;
	const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
	return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const quant = (xs: number[], q: number) => {
	if (xs.length === 0) return NaN;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const started = performance.now();
console.log(
	`hex tournament: ${games} games per pairing and format, bots budgeted by work, max ${maxTurns} turns, load ${loadavg()
		.map((x) => x.toFixed(2))
		.join(' ')}`
);
/** One line of results: W/D/L of the first level, score (draw = ½) and wins with Wilson CIs. */
function report(label: string, w: number, d: number, l: number): void {
	const n = w + d + l;
	const [sl, sh] = wilson(w + d / 2, n);
	const [wl, wh] = wilson(w, n);
	console.log(
		`${label}: W/D/L ${w}/${d}/${l}  score ${pct((w + d / 2) / n)} [${pct(sl)}–${pct(sh)}]  wins ${pct(w / n)} [${pct(wl)}–${pct(wh)}]`
	);
}

for (const [a, b] of aircraftMode === 'box2013' ? [] : pairings) {
	const total = [0, 0, 0];
	for (const planes of [2, 4]) {
		let w = 0;
		let d = 0;
		let l = 0;
		for (let i = 0; i < games; i++) {
			// Each setup is flown twice with the sides swapped (game 2k and 2k + 1).
			const seed = 1000 * planes + seedOffset + Math.floor(i / 2);
			const aSide: Side = i % 2 === 0 ? 'entente' : 'central';
			const bSide: Side = aSide === 'entente' ? 'central' : 'entente';
			const levels = { [aSide]: a, [bSide]: b } as Record<Side, HexBotLevel>;
			const winner = play(planes, seed, levels);
			if (winner === 'draw') d++;
			else if (winner === aSide) w++;
			else l++;
		}
		report(`${a} vs ${b} ${planes === 2 ? '1v1' : '2v2'}`, w, d, l);
		total[0] += w;
		total[1] += d;
		total[2] += l;
	}
	report(`${a} vs ${b} both formats`, total[0], total[1], total[2]);
}
if (aircraftMode === 'box2013')
	for (const [a, b] of pairings)
		boxTournament(a, b, games, seedOffset, (setup, seed, levels) =>
			play(setup.planes.length, seed, levels, setup)
		);
for (const level of ['random', 'easy', 'normal', 'hard'] as const) {
	const xs = times[level];
	const cs = cpuTimes[level];
	if (xs.length)
		console.log(
			`${level}: ${xs.length} plots, CPU median ${quant(cs, 0.5).toFixed(2)} ms, p95 ${quant(cs, 0.95).toFixed(2)} ms, max ${quant(cs, 1).toFixed(1)} ms; wall median ${quant(xs, 0.5).toFixed(2)} ms, p95 ${quant(xs, 0.95).toFixed(2)} ms, max ${quant(xs, 1).toFixed(1)} ms`
		);
}
for (const level of ['random', 'easy', 'normal', 'hard'] as const) {
	const s = stats[level];
	if (times[level].length)
		console.log(
			`${level}: ${s.shots} shots (${(s.dice / Math.max(1, s.shots)).toFixed(1)} dice each), planes lost: ${s.lostToShots} to fire, ${s.lostOffMap} off the map, ${s.landed} landed (fuel), ${s.lostOther} spin/other`
		);
}
console.log(
	`${turnsPlayed} turns, ${timedOut} games stopped at ${maxTurns} turns, wall ${((performance.now() - started) / 1000).toFixed(0)} s, CPU ${(cpuMs() / 1000).toFixed(0)} s, load ${loadavg()
		.map((x) => x.toFixed(2))
		.join(' ')}`
);
