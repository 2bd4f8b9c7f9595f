/**
 * The 2013-box pairings of the Blue Max bot tournament (issue 16): `hex.ts … box2013`.
 *
 * Each Central type of the 2013 box against each Entente type (data-hex.md), 1 v 1 (one plane a
 * side) and 2 v 2 (two of the same type a side); `games` games per matchup and format, each on its
 * own seed, level a on the Entente in even games and on the Central side in odd ones. Optional
 * rules: HEX_OPTIONAL (comma list; default `altitude,fuel,observers,lewisGun` — novices left out
 * so both sides fly equal pilots; `none` for the basic game). HEX_MATCHUPS='fokker-dr1:nieuport-24,…'
 * narrows the box. Prints one line per matchup and format and a Markdown table for
 * docs/benchmarks.md: the Central side's W/D/L and score (draw = ½) with a 95 % Wilson interval.
 */
import { seededDice } from '../../src/lib/rules/common/dice';
import { AIRCRAFT, type Side } from '../../src/lib/data/hex/aircraft';
import type { OptionalRules } from '../../src/lib/data/hex/rulesets';
import type { HexSetup } from '../../src/lib/rules/hex/setup';
import type { HexBotLevel } from '../../src/lib/bots/hex/index';

/** The aircraft of the 2013 box (data-hex.md). */
export const BOX_2013: Readonly<Record<Side, readonly string[]>> = {
	central: ['fokker-dr1', 'albatros-d3', 'halberstadt-cl2'],
	entente: ['nieuport-24', 'bristol-f2b', 'sopwith-triplane']
};

type Play = (setup: HexSetup, seed: number, levels: Record<Side, HexBotLevel>) => Side | 'draw';

function optionalRules(): OptionalRules {
	const list = (process.env.HEX_OPTIONAL ?? 'altitude,fuel,observers,lewisGun').split(',');
	const on = (k: keyof OptionalRules) => list.includes(k);
	return {
		altitude: on('altitude'),
		fuel: on('fuel'),
		observers: on('observers'),
		lewisGun: on('lewisGun'),
		novicePilots: on('novicePilots')
	};
}

/**
 * `perSide` planes of one type a side, the sides 4 columns apart mid-map facing each other (as
 * `randomSetup(…, 'close')`), rows drawn from the seed.
 */
export function boxSetup(
	central: string,
	entente: string,
	perSide: number,
	seed: number,
	optional: OptionalRules = optionalRules()
): HexSetup {
	const rows = seededDice(seed * 7919 + 13).shuffle(Array.from({ length: 22 }, (_, i) => i + 1));
	const planes = Array.from({ length: 2 * perSide }, (_, i) => {
		const side: Side = i % 2 === 0 ? 'entente' : 'central';
		const col = side === 'entente' ? 14 : 18;
		return {
			id: `p${i}`,
			seat: `seat${i}`,
			aircraft: side === 'entente' ? entente : central,
			hex: `${String(col).padStart(2, '0')}${String(rows[Math.floor(i / 2)]).padStart(2, '0')}`,
			facing: side === 'entente' ? (0 as const) : (3 as const)
		};
	});
	return {
		preset: 'edition2013',
		homeEdges: { entente: 'west', central: 'east' },
		rules: { optional },
		planes,
		placement: 'free'
	};
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
const score = ([w, d, l]: number[]) => (w + d / 2) / Math.max(1, w + d + l);

export function boxTournament(
	a: HexBotLevel,
	b: HexBotLevel,
	games: number,
	seedOffset: number,
	play: Play
): void {
	const only = process.env.HEX_MATCHUPS?.split(',');
	const rows: string[] = [];
	const all = [0, 0, 0];
	console.log(`box2013, optional rules: ${JSON.stringify(optionalRules())}`);
	for (const central of BOX_2013.central)
		for (const entente of BOX_2013.entente) {
			if (only && !only.includes(`${central}:${entente}`)) continue;
			const both = [0, 0, 0];
			const cells: string[] = [];
			for (const perSide of [1, 2]) {
				const r = [0, 0, 0]; // Central W/D/L
				for (let i = 0; i < games; i++) {
					const seed = 1000 * perSide + seedOffset + i;
					const aSide: Side = i % 2 === 0 ? 'entente' : 'central';
					const levels = { [aSide]: a, [aSide === 'entente' ? 'central' : 'entente']: b } as Record<
						Side,
						HexBotLevel
					>;
					const winner = play(boxSetup(central, entente, perSide, seed), seed, levels);
					r[winner === 'central' ? 0 : winner === 'draw' ? 1 : 2]++;
				}
				console.log(
					`${a} vs ${b}, ${AIRCRAFT[central].name} vs ${AIRCRAFT[entente].name} ${perSide}v${perSide}: Central W/D/L ${r.join('/')}, score ${pct(score(r))}`
				);
				cells.push(`${r.join('/')} (${pct(score(r))})`);
				r.forEach((x, k) => {
					both[k] += x;
					all[k] += x;
				});
			}
			const n = both[0] + both[1] + both[2];
			const [lo, hi] = wilson(both[0] + both[1] / 2, n);
			rows.push(
				`| ${AIRCRAFT[central].name} vs ${AIRCRAFT[entente].name} | ${cells.join(' | ')} | ${pct(score(both))} [${pct(lo)}–${pct(hi)}] | ${pct(both[0] / n)} / ${pct(both[2] / n)} |`
			);
		}
	console.log(`${a} vs ${b}, all box matchups: Central W/D/L ${all.join('/')}, ${pct(score(all))}`);
	console.log(
		'\n| matchup (Central vs Entente) | 1 v 1 Central W/D/L (score) | 2 v 2 Central W/D/L (score) | Central score [95 % CI] | wins Central / Entente |\n|---|---|---|---|---|'
	);
	for (const row of rows) console.log(row);
}
