import * as v from 'valibot';
import { MISSION_IDS } from '../../src/lib/data/missions';
import { MANOEUVRE_IDS } from '../../src/lib/data/grid/rules';

/** The grid scenario file (docs/scenario-format.md "Grid scenarios"), validated with valibot. */
const int = v.pipe(v.number(), v.integer());
const side = v.picklist(['A', 'B']);
const edge = v.picklist(['west', 'east', 'north', 'south']);
const rect = v.object({
	x: int,
	y: int,
	w: v.pipe(int, v.minValue(1)),
	h: v.pipe(int, v.minValue(1))
});
const square = v.object({ x: int, y: int });
const aceSkill = v.picklist(['patience', 'immelmann', 'engine-hang', 'dead-eye']);
const manoeuvre = v.picklist(MANOEUVRE_IDS);

const planeSchema = v.strictObject({
	id: v.pipe(v.string(), v.minLength(1)),
	type: v.string(),
	side,
	x: int,
	y: int,
	facing: v.pipe(int, v.minValue(0), v.maxValue(7)),
	pilot: v.optional(v.string()),
	aceSkills: v.optional(v.array(aceSkill)),
	hp: v.optional(v.pipe(int, v.minValue(0))),
	critical: v.optional(v.boolean()),
	speed: v.optional(v.picklist(['fast', 'medium', 'slow'])),
	agility: v.optional(v.picklist(['nimble', 'average', 'clumsy'])),
	ve: v.optional(int),
	status: v.optional(
		v.picklist(['active', 'off-table', 'lost', 'withdrawn', 'escaped', 'shot-down'])
	),
	lastManoeuvre: v.optional(v.nullable(manoeuvre)),
	deadCrew: v.optional(v.array(v.string())),
	exit: v.optional(v.object({ x: int, y: int, edge })),
	lostIn: v.optional(rect)
});

const shot = v.strictObject({ plane: v.string(), gun: v.string(), target: v.string() });

export const orderSchema = v.variant('kind', [
	v.strictObject({ kind: v.literal('fire'), side, shots: v.array(shot) }),
	v.strictObject({
		kind: v.literal('move'),
		plane: v.string(),
		path: v.pipe(v.string(), v.regex(/^[FLR]*$/, 'a path uses only F, L and R')),
		manoeuvre: v.optional(manoeuvre),
		slow: v.optional(v.boolean())
	}),
	v.strictObject({ kind: v.literal('patience'), plane: v.string() }),
	v.strictObject({ kind: v.literal('bid'), side, points: int }),
	v.strictObject({
		kind: v.literal('flight'),
		plane: v.string(),
		steps: v.array(v.picklist(['F', 'FL', 'FR']))
	}),
	v.strictObject({ kind: v.literal('combat'), plane: v.string(), shots: v.array(shot) })
]);

const optionsSchema = v.strictObject({
	activation: v.optional(v.picklist(['deck', 'command-points'])),
	nimbleSlowBy: v.optional(int),
	passingShotOn: v.optional(int),
	passingShotDice: v.optional(int),
	maxCA: v.optional(int),
	rearArcVe: v.optional(int),
	reemergeVe: v.optional(int),
	reenterVe: v.optional(int),
	balloonHp: v.optional(int),
	commandPoints: v.optional(int),
	bidTie: v.optional(
		v.variant('kind', [
			v.strictObject({ kind: v.literal('not-last-holder'), firstRound: side }),
			v.strictObject({ kind: v.literal('side'), side })
		])
	),
	flightTurnSteps: v.optional(int),
	extensionTiles: v.optional(int),
	extensionTileSize: v.optional(v.pipe(int, v.minValue(1))),
	turnLimit: v.optional(v.pipe(int, v.minValue(1))),
	jinkWindow: v.optional(v.picklist(['from-move', 'next-turn'])),
	flightIntoStatic: v.optional(v.picklist(['blocked', 'share'])),
	criticalMayFight: v.optional(v.boolean())
});

const common = {
	game: v.literal('grid'),
	orders: v.optional(v.array(orderSchema)),
	dice: v.optional(v.array(v.pipe(int, v.minValue(1)))),
	seed: v.optional(int),
	query: v.optional(v.picklist(['legal', 'view-A', 'view-B'])),
	options: v.optional(optionsSchema)
};

export const gridFileSchema = v.union([
	v.strictObject({
		...common,
		mission: v.optional(v.picklist(MISSION_IDS)),
		board: v.strictObject({
			width: v.pipe(int, v.minValue(2)),
			height: v.pipe(int, v.minValue(2)),
			home: v.optional(v.object({ A: edge, B: edge }))
		}),
		planes: v.pipe(v.array(planeSchema), v.minLength(1)),
		terrain: v.optional(
			v.strictObject({
				smallClouds: v.optional(v.array(rect)),
				largeClouds: v.optional(v.array(rect)),
				balloons: v.optional(
					v.array(v.strictObject({ id: v.string(), side, x: int, y: int, hp: v.optional(int) }))
				)
			})
		),
		objectives: v.optional(
			v.strictObject({
				photoPoints: v.optional(v.array(square)),
				bombTargets: v.optional(v.array(v.object({ x: int, y: int, bombed: v.boolean() }))),
				sites: v.optional(
					v.array(v.object({ x: int, y: int, real: v.boolean(), visited: v.boolean() }))
				),
				escortedBomber: v.optional(v.string())
			})
		),
		firstDeck: v.optional(v.array(v.string()))
	}),
	v.strictObject({
		...common,
		/** Generate the scenario with the C-M7 mission generator instead of listing it. */
		missionSetup: v.strictObject({
			mission: v.picklist(MISSION_IDS),
			seed: int,
			sideANation: v.optional(v.picklist(['allied', 'central'])),
			escortType: v.optional(v.string())
		})
	})
]);

export type GridFile = v.InferOutput<typeof gridFileSchema>;
