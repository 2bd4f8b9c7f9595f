/**
 * Our own Blue Max maneuver catalog (data-hex.md "What the catalog must satisfy").
 *
 * None of our sources shows a maneuver diagram, so every path below is our design. It keeps the
 * classic numbering ranges the sources name (rules-hex H-PLAN-1…7, classic sheet):
 * 0S2 spin · 1L1/1S1/1R1 stalls · straights 2–5 are the preparation maneuvers · gliders fly only
 * 2, 3 and 8 · sideslips 8, 16, 17 · acrobatic (restricted) 27–36 · non-repeatable 1, 28, 31, 36 ·
 * 29S2 Immelmann · 14L3/14R3 the 2013 rulebook's example turns at speed 3.
 *
 * A maneuver is a path of steps, so movement is computed from it (H-MOVE-1):
 * - `F`  fly one hex straight ahead
 * - `L`/`R` turn 60° left/right in the current hex
 * - `SL`/`SR` slip into the forward-left/forward-right neighbour without changing facing
 * - `U`  reverse the facing (180°) in the current hex (acrobatics, S maneuvers only)
 * Only the R path of a turn is written; the L version is its mirror image (`mirrorPath`).
 */

export type Step = 'F' | 'L' | 'R' | 'SL' | 'SR' | 'U';
export type Direction = 'L' | 'S' | 'R';

export interface ManeuverFlags {
	/** Thick border: acrobatics may follow (H-PLAN-3). */
	preparation?: boolean;
	/** Red border, restricted (H-PLAN-3, H-PLAN-5). */
	acrobatic?: boolean;
	/** ⊕ (H-PLAN-4). */
	nonRepeatable?: boolean;
	/** ⊖ the only maneuvers a gliding plane may fly (H-PLAN-5, H-FUEL-3). */
	glide?: boolean;
	/** ☉ sideslip: fire goes out on 4+ (H-PROB-3). */
	sideslip?: boolean;
	/** Forward slip: clears smoke without a roll (H-PROB-4). */
	forwardSlip?: boolean;
	/** Stall: spin roll in phase 8 (H-PLAN-7). */
	stall?: boolean;
	/** The spin 0S2 (H-PLAN-5, H-PLAN-6). */
	spin?: boolean;
	/** Ends in the start hex, so its hexes entered differ from its speed (H-MOVE-1). */
	endsInStartHex?: boolean;
}

export interface Maneuver extends ManeuverFlags {
	code: string;
	number: number;
	direction: Direction;
	/** Speed = fuel cost = hexes entered (H-PLAN-1), except `endsInStartHex` maneuvers. */
	speed: number;
	path: readonly Step[];
	/** One line for the maneuver sheet and the "About the data" page. */
	name: string;
}

const MIRROR: Record<Step, Step> = { F: 'F', L: 'R', R: 'L', SL: 'SR', SR: 'SL', U: 'U' };

export function mirrorPath(path: readonly Step[]): Step[] {
	return path.map((s) => MIRROR[s]);
}

interface Family extends ManeuverFlags {
	number: number;
	speed: number;
	name: string;
	/** A straight (S) maneuver: one path, no mirror. */
	straight?: readonly Step[];
	/** A turn: the R path; the L path is derived as its mirror image. */
	right?: readonly Step[];
	/** A family with all three directions (the stalls). */
	stallSet?: boolean;
}

const F: Step = 'F';
const R: Step = 'R';
const U: Step = 'U';
const SR: Step = 'SR';
const SL: Step = 'SL';

/** The families; `buildCatalog` expands them into codes. */
export const MANEUVER_FAMILIES: readonly Family[] = [
	{ number: 0, speed: 2, straight: [], name: 'Spin', spin: true, endsInStartHex: true },
	{
		number: 1,
		speed: 1,
		stallSet: true,
		right: [R],
		straight: [],
		name: 'Stall',
		stall: true,
		nonRepeatable: true,
		endsInStartHex: true
	},
	{ number: 2, speed: 1, straight: [F], name: 'Straight', preparation: true, glide: true },
	{ number: 3, speed: 2, straight: [F, F], name: 'Straight', preparation: true, glide: true },
	{ number: 4, speed: 3, straight: [F, F, F], name: 'Straight', preparation: true },
	{ number: 5, speed: 4, straight: [F, F, F, F], name: 'Straight', preparation: true },
	{ number: 6, speed: 1, right: [F, R], name: 'Turn' },
	{ number: 7, speed: 1, right: [R, F], name: 'Skid turn' },
	{ number: 8, speed: 1, right: [SR], name: 'Sideslip', sideslip: true, glide: true },
	{ number: 9, speed: 1, right: [F, R, R], name: 'Tight turn' },
	{ number: 10, speed: 2, right: [F, F, R], name: 'Gentle turn' },
	{ number: 11, speed: 2, right: [F, R, F], name: 'Turn' },
	{ number: 12, speed: 2, right: [F, R, F, R], name: 'Tight turn' },
	{ number: 13, speed: 2, right: [R, F, R, F, R], name: 'Very tight turn' },
	{ number: 14, speed: 3, right: [F, F, R, F], name: 'Turn' },
	{ number: 15, speed: 3, right: [F, R, F, R, F], name: 'Tight turn' },
	{ number: 16, speed: 2, right: [F, SR], name: 'Sideslip', sideslip: true },
	{ number: 17, speed: 3, right: [F, SR, F], name: 'Sideslip', sideslip: true },
	{ number: 18, speed: 2, straight: [SL, SR], name: 'Forward slip', forwardSlip: true },
	{ number: 19, speed: 3, right: [F, F, F, R], name: 'Gentle turn' },
	{ number: 20, speed: 3, right: [R, F, R, F, R, F], name: 'Very tight turn' },
	{ number: 21, speed: 4, right: [F, F, F, F, R], name: 'Gentle turn' },
	{ number: 22, speed: 4, right: [F, F, R, F, F], name: 'Turn' },
	{ number: 23, speed: 4, right: [F, R, F, F, R, F], name: 'Tight turn' },
	// Acrobatic (restricted) maneuvers, 27–36 (H-PLAN-3).
	{ number: 27, speed: 2, right: [F, R, R, F], name: 'Wingover', acrobatic: true },
	{
		number: 28,
		speed: 1,
		straight: [U],
		name: 'Stall turn',
		acrobatic: true,
		nonRepeatable: true,
		endsInStartHex: true
	},
	{ number: 29, speed: 2, straight: [F, F, U], name: 'Immelmann', acrobatic: true },
	{ number: 30, speed: 3, right: [F, R, R, F, R, F], name: 'Chandelle', acrobatic: true },
	{
		number: 31,
		speed: 2,
		right: [R, F, R, R, F],
		name: 'Snap turn',
		acrobatic: true,
		nonRepeatable: true
	},
	{ number: 32, speed: 3, straight: [], name: 'Loop', acrobatic: true, endsInStartHex: true },
	{ number: 33, speed: 3, right: [SR, F, SR], name: 'Barrel roll', acrobatic: true },
	{ number: 34, speed: 4, right: [F, F, R, R, F, F], name: 'Climbing turn', acrobatic: true },
	{ number: 35, speed: 3, straight: [F, U, F, F], name: 'Split S', acrobatic: true },
	{
		number: 36,
		speed: 1,
		straight: [U, F],
		name: 'Reversement',
		acrobatic: true,
		nonRepeatable: true
	}
];

function flagsOf(f: Family): ManeuverFlags {
	const {
		number: _n,
		speed: _s,
		name: _name,
		straight: _st,
		right: _r,
		stallSet: _ss,
		...flags
	} = f;
	return flags;
}

function buildCatalog(): Record<string, Maneuver> {
	const out: Record<string, Maneuver> = {};
	const add = (f: Family, direction: Direction, path: readonly Step[]) => {
		const code = `${f.number}${direction}${f.speed}`;
		if (Object.hasOwn(out, code)) throw new Error(`duplicate maneuver code ${code}`);
		// eslint-disable-next-line local/own-lookups -- keys are the catalog's own constant codes
		out[code] = {
			...flagsOf(f),
			code,
			number: f.number,
			direction,
			speed: f.speed,
			path,
			name: f.name
		};
	};
	for (const f of MANEUVER_FAMILIES) {
		if (f.straight) add(f, 'S', f.straight);
		if (f.right) {
			add(f, 'R', f.right);
			add(f, 'L', mirrorPath(f.right));
		}
	}
	return out;
}

/** Every maneuver by code, e.g. `MANEUVERS['14R3']`. */
export const MANEUVERS: Readonly<Record<string, Maneuver>> = buildCatalog();

export const SPIN_CODE = '0S2';

/** Code grammar `<number><L|S|R><speed>` (H-PLAN-1). */
export const MANEUVER_CODE_PATTERN = /^(\d{1,2})([LSR])(\d)$/;

/** Hexes the path enters (forward steps and slips). */
export function hexesEntered(path: readonly Step[]): number {
	let n = 0;
	for (const s of path) if (s === 'F' || s === 'SL' || s === 'SR') n++;
	return n;
}
