import * as v from 'valibot';
import { MISSION_IDS } from '../../src/lib/data/missions';
import { GRID_AIRCRAFT } from '../../src/lib/data/grid/aircraft';
import { MANOEUVRE_IDS } from '../../src/lib/data/grid/rules';
import { GRID_RULE_RANGES } from '../../src/lib/rules/grid/setup-check';
import { FILE_LIMITS, GRID_LIMITS } from './limits';

/**
 * The grid scenario file (docs/scenario-format.md "Grid scenarios"), validated with valibot.
 * Every number and list has its stated bound (docs "Limits"); the engine's checkSetup then
 * refuses the impossible states (a plane in play at 0 HP, an off-table plane without an exit…).
 */
const int = v.pipe(v.number(), v.integer());
const between = (min: number, max: number) =>
	v.pipe(
		int,
		v.minValue(min, `a whole number from ${min} to ${max}`),
		v.maxValue(max, `a whole number from ${min} to ${max}`)
	);
/** Squares: coordinates beyond any board are refused before the engine compares them with it. */
const coord = between(-1, GRID_LIMITS.boardSide);
const id = v.pipe(
	v.string(),
	v.maxLength(FILE_LIMITS.idLength, `at most ${FILE_LIMITS.idLength} characters`)
);
const list = <T extends v.GenericSchema>(item: T, max: number) =>
	v.pipe(v.array(item), v.maxLength(max, `at most ${max} entries (stated limit)`));
const side = v.picklist(['A', 'B']);
const edge = v.picklist(['west', 'east', 'north', 'south']);
const rect = v.strictObject({
	x: coord,
	y: coord,
	w: between(1, GRID_LIMITS.boardSide),
	h: between(1, GRID_LIMITS.boardSide)
});
const square = v.strictObject({ x: coord, y: coord });
/** C-M6: the escorted bomber is a static piece — a heavy bomber or the Zeppelin. */
const STATIC_TYPES = GRID_AIRCRAFT.filter((a) => a.static).map((a) => a.id);
const aceSkill = v.picklist(['patience', 'immelmann', 'engine-hang', 'dead-eye']);
const manoeuvre = v.picklist(MANOEUVRE_IDS);

const planeSchema = v.strictObject({
	id: v.pipe(id, v.minLength(1)),
	type: id,
	side,
	x: coord,
	y: coord,
	facing: v.pipe(int, v.minValue(0), v.maxValue(7)),
	pilot: v.optional(id),
	aceSkills: v.optional(list(aceSkill, 4)),
	hp: v.optional(between(0, 100)),
	critical: v.optional(v.boolean()),
	speed: v.optional(v.picklist(['fast', 'medium', 'slow'])),
	agility: v.optional(v.picklist(['nimble', 'average', 'clumsy'])),
	ve: v.optional(between(-GRID_LIMITS.ve, GRID_LIMITS.ve)),
	status: v.optional(
		v.picklist(['active', 'off-table', 'lost', 'withdrawn', 'escaped', 'shot-down'])
	),
	lastManoeuvre: v.optional(v.nullable(manoeuvre)),
	deadCrew: v.optional(list(id, 6)),
	exit: v.optional(v.strictObject({ x: coord, y: coord, edge })),
	lostIn: v.optional(rect)
});

const shot = v.strictObject({ plane: id, gun: id, target: id });
const shots = list(shot, GRID_LIMITS.shots);

export const orderSchema = v.variant('kind', [
	v.strictObject({ kind: v.literal('fire'), side, shots }),
	v.strictObject({
		kind: v.literal('move'),
		plane: id,
		path: v.pipe(
			v.string(),
			v.maxLength(GRID_LIMITS.path, `at most ${GRID_LIMITS.path} letters (stated limit)`),
			v.regex(/^[FLR]*$/, 'a path uses only F, L and R')
		),
		manoeuvre: v.optional(manoeuvre),
		slow: v.optional(v.boolean())
	}),
	v.strictObject({ kind: v.literal('patience'), plane: id }),
	v.strictObject({ kind: v.literal('bid'), side, points: between(0, 100) }),
	v.strictObject({
		kind: v.literal('flight'),
		plane: id,
		// 'L' / 'R': a boxed-in plane's turn in place (◇, src/lib/rules/grid/flight.ts).
		steps: list(v.picklist(['F', 'FL', 'FR', 'L', 'R']), GRID_LIMITS.path)
	}),
	v.strictObject({ kind: v.literal('combat'), plane: id, shots })
]);

/** A house rule in the range the engine accepts (src/lib/rules/grid/setup-check.ts). */
const rule = (name: keyof typeof GRID_RULE_RANGES) =>
	v.optional(between(...GRID_RULE_RANGES[name]));

const optionsSchema = v.strictObject({
	activation: v.optional(v.picklist(['deck', 'command-points'])),
	nimbleSlowBy: rule('nimbleSlowBy'),
	passingShotOn: rule('passingShotOn'),
	passingShotDice: rule('passingShotDice'),
	maxCA: rule('maxCA'),
	rearArcVe: rule('rearArcVe'),
	reemergeVe: rule('reemergeVe'),
	reenterVe: rule('reenterVe'),
	balloonHp: rule('balloonHp'),
	commandPoints: rule('commandPoints'),
	bidTie: v.optional(
		v.variant('kind', [
			v.strictObject({ kind: v.literal('not-last-holder'), firstRound: side }),
			v.strictObject({ kind: v.literal('side'), side })
		])
	),
	flightTurnSteps: rule('flightTurnSteps'),
	extensionTiles: rule('extensionTiles'),
	extensionTileSize: rule('extensionTileSize'),
	turnLimit: rule('turnLimit'),
	jinkWindow: v.optional(v.picklist(['from-move', 'next-turn'])),
	flightIntoStatic: v.optional(v.picklist(['blocked', 'share'])),
	criticalMayFight: v.optional(v.boolean())
});

const common = {
	game: v.literal('grid'),
	orders: v.optional(list(orderSchema, GRID_LIMITS.orders)),
	dice: v.optional(list(between(1, FILE_LIMITS.diceValue), FILE_LIMITS.dice)),
	seed: v.optional(between(0, FILE_LIMITS.seedMax)),
	query: v.optional(v.picklist(['legal', 'view-A', 'view-B'])),
	options: v.optional(optionsSchema)
};

/** A file that lists its scenario: board, planes, terrain…, */
export const listedFileSchema = v.strictObject({
	...common,
	mission: v.optional(v.picklist(MISSION_IDS)),
	board: v.strictObject({
		width: between(2, GRID_LIMITS.boardSide),
		height: between(2, GRID_LIMITS.boardSide),
		home: v.optional(v.strictObject({ A: edge, B: edge }))
	}),
	planes: v.pipe(list(planeSchema, GRID_LIMITS.planes), v.minLength(1)),
	terrain: v.optional(
		v.strictObject({
			smallClouds: v.optional(list(rect, GRID_LIMITS.rectangles)),
			largeClouds: v.optional(list(rect, GRID_LIMITS.rectangles)),
			balloons: v.optional(
				list(
					v.strictObject({ id, side, x: coord, y: coord, hp: v.optional(between(0, 100)) }),
					GRID_LIMITS.markers
				)
			)
		})
	),
	objectives: v.optional(
		v.strictObject({
			photoPoints: v.optional(list(square, GRID_LIMITS.markers)),
			bombTargets: v.optional(
				list(v.strictObject({ x: coord, y: coord, bombed: v.boolean() }), GRID_LIMITS.markers)
			),
			sites: v.optional(
				list(
					v.strictObject({ x: coord, y: coord, real: v.boolean(), visited: v.boolean() }),
					GRID_LIMITS.markers
				)
			),
			escortedBomber: v.optional(id)
		})
	),
	firstDeck: v.optional(list(id, GRID_LIMITS.planes))
});

/** …or one that asks the C-M7 generator for it. */
export const missionFileSchema = v.strictObject({
	...common,
	/** Generate the scenario with the C-M7 mission generator instead of listing it. */
	missionSetup: v.strictObject({
		mission: v.picklist(MISSION_IDS),
		seed: between(0, FILE_LIMITS.seedMax),
		sideANation: v.optional(v.picklist(['allied', 'central'])),
		escortType: v.optional(v.picklist(STATIC_TYPES, `one of ${STATIC_TYPES.join(', ')}`))
	})
});

export const gridFileSchema = v.union([listedFileSchema, missionFileSchema]);

export type GridFile = v.InferOutput<typeof gridFileSchema>;
