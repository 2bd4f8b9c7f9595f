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

export const GRID_LIMITS = {
	/** Board width and height in squares (the generated mission map is 18 × 12). */
	boardSide: 100,
	planes: 40,
	/** Clouds per list (small, large). */
	rectangles: 100,
	/** Balloons, photo points, bomb targets and hidden sites, per list. */
	markers: 100,
	orders: 2_000,
	/** Shots in one fire or combat order. */
	shots: 100,
	/** Letters in a move's path, steps in a flight. */
	path: 40,
	turnLimit: 100,
	/** ±ve a plane has gathered. */
	ve: 20
} as const;

export const HEX_LIMITS = {
	planes: 36,
	/** The turn being planned. */
	turn: 500,
	/** Fuel, Lewis rounds and glide turns. */
	fuel: 100,
	ammo: 100,
	glideTurns: 20,
	rudderTurns: 20,
	/** House rules: Lewis drums and collision thresholds. */
	lewisAmmo: 100,
	collisionThreshold: 100,
	/** Fire orders and unjam positions per plot. */
	fireOrders: 4
} as const;
