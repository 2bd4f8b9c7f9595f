/**
 * An aircraft's own maneuver sheet, built from its handling ratings and top speed (issue 16,
 * docs/parts/about-data-hex.md "The maneuver sheet"). Every sheet holds the common core; each
 * rating step adds the maneuvers that step makes possible:
 *
 * - turn: tighter turns per step (tight turn at 3; then tight at 1 and 4; then tight and very
 *   tight at 2; then the skid turn and very tight at 3). A one-way rotary (torque) turns one step
 *   worse to the left than to the right — the Camel's famous quick right-hand turn.
 * - climb: Immelmann, then chandelle and climbing turn, then loop, then stall turn.
 * - roll: sideslip at 2, then barrel roll, then sideslip at 3, then snap turn.
 * - dive: a normal structure may reverse (36); a strong one also flies the split S (35); a weak
 *   one (wing failures in dives on record) neither.
 * - top speed 4 adds the speed-4 straight and turns.
 */
import { MANEUVERS } from './maneuvers';
import type { Rating } from './aircraft-derive';

export type DiveStrength = 'weak' | 'normal' | 'strong';

export interface Handling {
	turn: Rating;
	climb: Rating;
	roll: Rating;
	dive: DiveStrength;
	/** One-way rotary: left turns one turn step worse than right ones. */
	torque: boolean;
}

/** On every sheet: spin, stalls, straights 1–3, the plain turns, sideslip 8, forward slip, wingover. */
const CORE = ['0S2', '1L1', '1S1', '1R1', '2S1', '3S2', '4S3', '18S2'];
const CORE_TURNS = ['6_1', '8_1', '10_2', '11_2', '14_3', '19_3', '27_2'];
const FAST = ['5S4'];
const FAST_TURNS = ['21_4', '22_4'];

/** Turn families (number_speed) each turn step adds on one side; `fast` needs top speed 4. */
const TURN_STEPS: Record<Rating, { slow: string[]; fast: string[] }> = {
	1: { slow: [], fast: [] },
	2: { slow: ['15_3'], fast: [] },
	3: { slow: ['9_1'], fast: ['23_4'] },
	4: { slow: ['12_2', '13_2'], fast: [] },
	5: { slow: ['7_1', '20_3'], fast: [] }
};
const CLIMB_STEPS: Record<Rating, { slow: string[]; fast: string[] }> = {
	1: { slow: [], fast: [] },
	2: { slow: ['29S2'], fast: [] },
	3: { slow: ['30_3'], fast: ['34_4'] },
	4: { slow: ['32S3'], fast: [] },
	5: { slow: ['28S1'], fast: [] }
};
const ROLL_STEPS: Record<Rating, string[]> = {
	1: [],
	2: ['16_2'],
	3: ['33_3'],
	4: ['17_3'],
	5: ['31_2']
};
const DIVE: Record<DiveStrength, string[]> = {
	weak: [],
	normal: ['36S1'],
	strong: ['36S1', '35S3']
};

const upTo = <T>(steps: Record<Rating, T>, rating: number): T[] =>
	([1, 2, 3, 4, 5] as const).filter((r) => r <= rating).map((r) => steps[r]);

/** `14_3` → the family on one side (`14R3`); S codes pass through. */
const side = (family: string, dir: 'L' | 'R') =>
	family.includes('_') ? family.replace('_', dir) : family;
const bothSides = (families: readonly string[]) =>
	families.flatMap((f) => (f.includes('_') ? [side(f, 'L'), side(f, 'R')] : [f]));

export function buildSheet(handling: Handling, topSpeed: number): string[] {
	const fast = topSpeed >= 4;
	const codes = new Set<string>([...CORE, ...bothSides(CORE_TURNS)]);
	if (fast) for (const c of [...FAST, ...bothSides(FAST_TURNS)]) codes.add(c);
	const turnBy = { R: handling.turn, L: handling.torque ? handling.turn - 1 : handling.turn };
	for (const dir of ['L', 'R'] as const)
		for (const step of upTo(TURN_STEPS, turnBy[dir]))
			for (const f of [...step.slow, ...(fast ? step.fast : [])]) codes.add(side(f, dir));
	for (const step of upTo(CLIMB_STEPS, handling.climb))
		for (const c of bothSides([...step.slow, ...(fast ? step.fast : [])])) codes.add(c);
	for (const step of upTo(ROLL_STEPS, handling.roll)) for (const c of bothSides(step)) codes.add(c);
	for (const c of DIVE[handling.dive]) codes.add(c);
	// A sheet never holds a speed above the top speed (spin 0S2 excepted). Sheet order: by number,
	// then L, S, R.
	const dir = { L: 0, S: 1, R: 2 };
	return [...codes]
		.filter((c) => c === '0S2' || MANEUVERS[c].speed <= topSpeed)
		.sort(
			(a, b) =>
				MANEUVERS[a].number - MANEUVERS[b].number ||
				dir[MANEUVERS[a].direction] - dir[MANEUVERS[b].direction]
		);
}
