import { GRID_SETUP_BOUNDS } from '../../src/lib/rules/grid/setup-check';
import { HEX_SETUP_BOUNDS } from '../../src/lib/rules/hex/setup-check';

/**
 * The umpire's stated limits (docs/scenario-format.md "Limits"): numbers a real table never
 * reaches, checked when a file is read so a hostile or broken file is answered at once and the
 * answer stays small. scripts/umpire/limits.test.ts keeps the document in step with these.
 */
export const FILE_LIMITS = {
	/** Bytes of the file (UTF-8). */
	bytes: 1_048_576,
	/** Nesting of arrays and objects. */
	depth: 16,
	/** Characters of an id, a name or a code. */
	idLength: 100,
	/** Characters of a free-text description. */
	textLength: 10_000,
	/** Scripted dice values in a file, and the largest value. */
	dice: 20_000,
	diceValue: 1_000,
	/** Seeds are 32-bit. */
	seedMax: 4_294_967_295
} as const;

/** The engine's bounds (board 100 squares, 40 planes, 100 clouds/markers, turn limit 100, ±20 ve) and the file's. */
export const GRID_LIMITS = {
	...GRID_SETUP_BOUNDS,
	orders: 2_000,
	/** Shots in one fire or combat order. */
	shots: 100,
	/** Letters in a move's path, steps in a flight. */
	path: 40
} as const;

/** The engine's bounds (36 planes, turn 500, drums, thresholds, glide and rudder turns) and the file's. */
export const HEX_LIMITS = {
	...HEX_SETUP_BOUNDS,
	/** Fuel and Lewis rounds (the engine then compares them with the tank and the drum). */
	fuel: 100,
	ammo: 100,
	/** Fire orders per plot. */
	fireOrders: 4
} as const;
