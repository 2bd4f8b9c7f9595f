/**
 * States a setup may not start from (issue 17): the engine refuses them whoever builds the setup
 * (the umpire's files, the app, tests). Each refusal names the field (`params.field`, a dotted
 * path such as `planes.2.hp`) so a scenario file can be mended where it is wrong.
 * checkSetup (state.ts) checks ids, types and squares first; these checks come after it.
 */
import { ok, quote, refuse, type Refusal, type Result } from '../common/result';
import { gridAircraftById } from './catalog';
import { resolveRules, type GridRules } from '../../data/grid/rules';
import type { GridSetup, PlaneSetup, Rect } from './types';

/** Sizes no real table reaches (docs/scenario-format.md "Limits"); they keep every query quick. */
export const GRID_SETUP_BOUNDS = {
	boardSide: 100,
	planes: 40,
	rectangles: 100,
	markers: 100,
	turnLimit: 100,
	ve: 20
} as const;

type NumericRule =
	| 'nimbleSlowBy'
	| 'passingShotOn'
	| 'passingShotDice'
	| 'maxCA'
	| 'rearArcVe'
	| 'reemergeVe'
	| 'reenterVe'
	| 'balloonHp'
	| 'commandPoints'
	| 'flightTurnSteps'
	| 'extensionTiles'
	| 'extensionTileSize'
	| 'turnLimit';

/**
 * House-rule ranges: wide enough for any variant a table might agree on, narrow enough that no
 * roll has negative dice and no game lasts for ever. passingShotOn 7 means "never".
 */
export const GRID_RULE_RANGES: Readonly<Record<NumericRule, readonly [number, number]>> = {
	nimbleSlowBy: [0, 6],
	passingShotOn: [1, 7],
	passingShotDice: [0, 12],
	maxCA: [0, 10],
	rearArcVe: [0, 5],
	reemergeVe: [-5, 5],
	reenterVe: [-5, 5],
	balloonHp: [1, 100],
	commandPoints: [0, 20],
	flightTurnSteps: [0, 4],
	extensionTiles: [0, 20],
	extensionTileSize: [1, 20],
	turnLimit: [1, GRID_SETUP_BOUNDS.turnLimit]
};
const NUMERIC_RULES = Object.keys(GRID_RULE_RANGES) as NumericRule[];

const inRange = (value: unknown, [min, max]: readonly [number, number]): boolean =>
	typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const outOfRange = (field: string, value: unknown, [min, max]: readonly [number, number]) =>
	refuse(
		'grid.setup_range',
		{ field, value: quote(value), min, max },
		`${field} must be a whole number from ${min} to ${max}, not ${quote(value)}`
	);

const badValue = (field: string, value: unknown) =>
	refuse(
		'grid.setup_bad_value',
		{ field, value: quote(value) },
		`${field} cannot be ${quote(value)}`
	);

/** House rules (options) in their ranges, including the nested tables. */
export function checkRules(options: GridSetup['options']): Result<void> {
	if (options === undefined) return ok(undefined);
	if (typeof options !== 'object' || options === null) return badValue('options', options);
	for (const key of NUMERIC_RULES)
		if (Object.hasOwn(options, key) && !inRange(options[key], GRID_RULE_RANGES[key]))
			return outOfRange(`options.${key}`, options[key], GRID_RULE_RANGES[key]);
	const rules: GridRules = resolveRules(options);
	if (rules.activation !== 'deck' && rules.activation !== 'command-points')
		return badValue('options.activation', rules.activation);
	const tie = rules.bidTie;
	const sideOk = (s: unknown) => s === 'A' || s === 'B';
	if (
		!tie ||
		!(
			(tie.kind === 'side' && sideOk(tie.side)) ||
			(tie.kind === 'not-last-holder' && sideOk(tie.firstRound))
		)
	)
		return badValue('options.bidTie', tie);
	for (const speed of ['fast', 'medium', 'slow'] as const)
		if (!inRange(rules.speedSquares?.[speed], [0, 12]))
			return outOfRange(`options.speedSquares.${speed}`, rules.speedSquares?.[speed], [0, 12]);
	for (const kind of Object.keys(resolveRules().hitPoints) as (keyof GridRules['hitPoints'])[]) {
		const hp = rules.hitPoints?.[kind];
		if (!inRange(hp?.hp, [1, 100]))
			return outOfRange(`options.hitPoints.${kind}.hp`, hp?.hp, [1, 100]);
		if (!inRange(hp.critical, [0, hp.hp]))
			return outOfRange(`options.hitPoints.${kind}.critical`, hp.critical, [0, hp.hp]);
	}
	for (const group of ['fighter', 'bomber'] as const) {
		const moves = rules.flightMoves?.[group];
		if (!Array.isArray(moves) || moves.length !== 2)
			return badValue(`options.flightMoves.${group}`, moves);
		if (!inRange(moves[0], [1, 10]))
			return outOfRange(`options.flightMoves.${group}.0`, moves[0], [1, 10]);
		if (!inRange(moves[1], [moves[0], 10]))
			return outOfRange(`options.flightMoves.${group}.1`, moves[1], [moves[0], 10]);
	}
	return ok(undefined);
}

const tooMany = (field: string, count: number, max: number) =>
	refuse(
		'grid.setup_too_many',
		{ field, count, max },
		`${field} lists ${count} entries; at most ${max} are allowed`
	);

function rectOnBoard(r: Rect, width: number, height: number): boolean {
	return (
		[r.x, r.y, r.w, r.h].every(Number.isInteger) &&
		r.w >= 1 &&
		r.h >= 1 &&
		r.x >= 0 &&
		r.y >= 0 &&
		r.x + r.w <= width &&
		r.y + r.h <= height
	);
}

const offBoard = (field: string, width: number, height: number) =>
	refuse(
		'grid.setup_outside_board',
		{ field, width, height },
		`${field} is not on the ${width}×${height} board`
	);

/** Sizes: the board, how many planes, clouds and markers, and that terrain lies on the board. */
function checkSizes(setup: GridSetup): Refusal | null {
	const { width, height } = setup.board;
	const side = GRID_SETUP_BOUNDS.boardSide;
	if (width > side || height > side)
		return refuse(
			'grid.setup_board_too_big',
			{ field: 'board', width, height, max: side },
			`the board may be at most ${side}×${side} squares, not ${width}×${height}`
		);
	if (setup.planes.length > GRID_SETUP_BOUNDS.planes)
		return tooMany('planes', setup.planes.length, GRID_SETUP_BOUNDS.planes);
	const lists: [string, readonly unknown[] | undefined, number][] = [
		['terrain.smallClouds', setup.terrain?.smallClouds, GRID_SETUP_BOUNDS.rectangles],
		['terrain.largeClouds', setup.terrain?.largeClouds, GRID_SETUP_BOUNDS.rectangles],
		['terrain.balloons', setup.terrain?.balloons, GRID_SETUP_BOUNDS.markers],
		['objectives.photoPoints', setup.objectives?.photoPoints, GRID_SETUP_BOUNDS.markers],
		['objectives.bombTargets', setup.objectives?.bombTargets, GRID_SETUP_BOUNDS.markers],
		['objectives.sites', setup.objectives?.sites, GRID_SETUP_BOUNDS.markers]
	];
	for (const [field, list, max] of lists) {
		if (!list) continue;
		if (list.length > max) return tooMany(field, list.length, max);
		for (const [i, item] of list.entries()) {
			const r = item as Partial<Rect>;
			const rect = { x: r.x ?? NaN, y: r.y ?? NaN, w: r.w ?? 1, h: r.h ?? 1 };
			if (!rectOnBoard(rect, width, height)) return offBoard(`${field}.${i}`, width, height);
		}
	}
	for (const [i, b] of (setup.terrain?.balloons ?? []).entries())
		if (b.hp !== undefined && !inRange(b.hp, [0, 100]))
			return outOfRange(`terrain.balloons.${i}.hp`, b.hp, [0, 100]);
	return null;
}

/** One plane's state: alive if in play, hit points its type can have, an exit to come back by. */
function checkPlane(p: PlaneSetup, i: number, setup: GridSetup, rules: GridRules): Refusal | null {
	const at = `planes.${i}`;
	const spec = gridAircraftById(p.type);
	if (!spec) return null; // checkSetup names unknown types
	const status = p.status ?? 'active';
	const inPlay = status === 'active' || status === 'lost' || status === 'off-table';
	const maxHp = rules.hitPoints[spec.kind].hp;
	if (p.hp !== undefined) {
		if (inPlay && p.hp === 0)
			return refuse(
				'grid.setup_in_play_without_hp',
				{ field: `${at}.hp`, plane: quote(p.id), status },
				`plane ${p.id} is ${status} with 0 hit points: give it hit points or status "shot-down"`
			);
		if (!inRange(p.hp, [0, maxHp])) return outOfRange(`${at}.hp`, p.hp, [0, maxHp]);
	}
	if (p.ve !== undefined && !inRange(p.ve, [-GRID_SETUP_BOUNDS.ve, GRID_SETUP_BOUNDS.ve]))
		return outOfRange(`${at}.ve`, p.ve, [-GRID_SETUP_BOUNDS.ve, GRID_SETUP_BOUNDS.ve]);
	const { width, height } = setup.board;
	if (status === 'off-table' && !p.exit)
		return refuse(
			'grid.setup_off_table_without_exit',
			{ field: `${at}.exit`, plane: quote(p.id) },
			`plane ${p.id} is off the table but has no exit square to come back by`
		);
	if (p.exit && !rectOnBoard({ x: p.exit.x, y: p.exit.y, w: 1, h: 1 }, width, height))
		return offBoard(`${at}.exit`, width, height);
	if (p.lostIn && !rectOnBoard(p.lostIn, width, height))
		return offBoard(`${at}.lostIn`, width, height);
	return null;
}

/** C-M6: the escorted bomber is one of the setup's static pieces (heavy bomber or Zeppelin). */
function checkEscort(setup: GridSetup): Refusal | null {
	const id = setup.objectives?.escortedBomber;
	if (id === undefined) return null;
	const field = 'objectives.escortedBomber';
	const plane = setup.planes.find((p) => p.id === id);
	if (!plane)
		return refuse(
			'grid.setup_escort_unknown',
			{ field, plane: quote(id) },
			`the escorted bomber ${id} is not one of the planes`
		);
	const spec = gridAircraftById(plane.type);
	if (spec && !spec.static)
		return refuse(
			'grid.setup_escort_not_bomber',
			{ field, plane: quote(id), type: plane.type },
			`the escorted bomber ${id} is a ${spec.name}, not a heavy bomber or Zeppelin`
		);
	return null;
}

function checkFirstDeck(setup: GridSetup): Refusal | null {
	const seen = new Set<string>();
	for (const [i, id] of (setup.firstDeck ?? []).entries()) {
		if (seen.has(id))
			return refuse(
				'grid.setup_first_twice',
				{ field: `firstDeck.${i}`, plane: quote(id) },
				`firstDeck names ${id} twice: a plane has one activation card`
			);
		seen.add(id);
	}
	return null;
}

/** The impossible states of a setup whose ids, types and squares checkSetup has accepted. */
export function checkSetupState(setup: GridSetup): Result<void> {
	const sizes = checkSizes(setup);
	if (sizes) return sizes;
	const rulesOk = checkRules(setup.options);
	if (!rulesOk.ok) return rulesOk;
	const rules = resolveRules(setup.options);
	for (const [i, p] of setup.planes.entries()) {
		const bad = checkPlane(p, i, setup, rules);
		if (bad) return bad;
	}
	return checkEscort(setup) ?? checkFirstDeck(setup) ?? ok(undefined);
}
