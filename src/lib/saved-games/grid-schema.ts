/**
 * The shapes of a stored "Tally Ho!" game (issue 26): a Skirmish log and a table grid log. They
 * check what the engine takes for granted — a board with numbers, planes in a list, orders with
 * their fields — so a damaged save is refused with the field's path instead of throwing inside
 * the screen. What the values mean (a plane off the board, a rule out of range) is the engine's
 * own setup check (`checkSetup`, src/lib/rules/grid/state.ts), run by the loaders after this.
 * Objects are loose: fields this version does not know are kept, as the engine ignores them.
 */
import * as v from 'valibot';
import { MISSION_IDS } from '$lib/data/missions';

const int = v.pipe(v.number(), v.integer());
const str = v.string();
const side = v.picklist(['A', 'B']);
const edge = v.picklist(['west', 'east', 'north', 'south']);
const rect = v.looseObject({ x: int, y: int, w: int, h: int });
const square = v.looseObject({ x: int, y: int });
const strings = v.array(str);
const opt = v.optional;

const plane = v.looseObject({
	id: str,
	type: str,
	side,
	x: int,
	y: int,
	facing: int,
	pilot: opt(str),
	aceSkills: opt(strings),
	hp: opt(int),
	critical: opt(v.boolean()),
	speed: opt(v.picklist(['fast', 'medium', 'slow'])),
	agility: opt(v.picklist(['nimble', 'average', 'clumsy'])),
	ve: opt(int),
	status: opt(v.picklist(['active', 'off-table', 'lost', 'withdrawn', 'escaped', 'shot-down'])),
	lastManoeuvre: opt(v.nullable(str)),
	deadCrew: opt(strings),
	exit: opt(v.looseObject({ x: int, y: int, edge })),
	lostIn: opt(rect),
	photographed: opt(v.boolean())
});

/** GridSetup (src/lib/rules/grid/types.ts). */
export const gridSetupSchema = v.looseObject({
	mission: opt(v.nullable(v.picklist(MISSION_IDS))),
	board: v.looseObject({
		width: int,
		height: int,
		home: opt(v.looseObject({ A: edge, B: edge }))
	}),
	planes: v.array(plane),
	terrain: opt(
		v.looseObject({
			smallClouds: opt(v.array(rect)),
			largeClouds: opt(v.array(rect)),
			balloons: opt(v.array(v.looseObject({ id: str, side, x: int, y: int, hp: opt(int) })))
		})
	),
	objectives: opt(
		v.looseObject({
			photoPoints: opt(v.array(square)),
			bombTargets: opt(v.array(v.looseObject({ x: int, y: int, bombed: v.boolean() }))),
			sites: opt(
				v.array(v.looseObject({ x: int, y: int, real: v.boolean(), visited: v.boolean() }))
			),
			escortedBomber: opt(str)
		})
	),
	/** Values are checked by the engine (checkRules); here only that it is an object. */
	options: opt(v.looseObject({})),
	firstDeck: opt(strings)
});

const shots = v.array(v.looseObject({ plane: str, gun: str, target: str }));

/** GridOrder (src/lib/rules/grid/types.ts). */
export const gridOrderSchema = v.variant('kind', [
	v.looseObject({ kind: v.literal('fire'), side, shots }),
	v.looseObject({
		kind: v.literal('move'),
		plane: str,
		path: str,
		manoeuvre: opt(str),
		slow: opt(v.boolean())
	}),
	v.looseObject({ kind: v.literal('patience'), plane: str }),
	v.looseObject({ kind: v.literal('bid'), side, points: int }),
	v.looseObject({ kind: v.literal('flight'), plane: str, steps: strings }),
	v.looseObject({ kind: v.literal('combat'), plane: str, shots })
]);

/** DiceState (src/lib/rules/common/dice.ts): seeded words or a script. */
export const diceStateSchema = v.variant('kind', [
	v.looseObject({ kind: v.literal('seeded'), a: int, b: int, c: int, d: int }),
	v.looseObject({ kind: v.literal('scripted'), values: v.array(int), next: int })
]);

const seat = v.variant('kind', [
	v.looseObject({ kind: v.literal('human') }),
	v.looseObject({
		kind: v.literal('computer'),
		level: v.picklist(['random', 'easy', 'normal', 'hard'])
	})
]);

/** Which campaign mission a game fights and who flies which plane. */
export const campaignLinkSchema = v.looseObject({
	campaignId: str,
	missionId: str,
	pilots: v.record(str, str)
});

/** SkirmishLog (src/lib/skirmish/types.ts). */
export const skirmishLogSchema = v.looseObject({
	version: v.literal(1),
	setup: gridSetupSchema,
	seed: int,
	seats: v.looseObject({ A: seat, B: seat }),
	orders: v.array(gridOrderSchema),
	botDice: v.looseObject({ A: diceStateSchema, B: diceStateSchema }),
	title: str,
	campaign: opt(campaignLinkSchema),
	tutorial: opt(v.literal('first-game'))
});

/** A table log's seed: a number in play, a dice state in tests (src/lib/table/log.ts). */
export const tableSeedSchema = v.union([int, diceStateSchema]);

/** TallySetup (src/lib/table/grid/types.ts). */
export const tallySetupSchema = v.looseObject({
	title: str,
	grid: gridSetupSchema,
	campaign: v.nullable(campaignLinkSchema)
});

const plain = (kind: string, fields: v.ObjectEntries = {}) =>
	v.looseObject({ kind: v.literal(kind), ...fields });
const manoeuvre = v.nullable(str);

/** TallyAction (src/lib/table/grid/types.ts). */
export const tallyActionSchema = v.variant('kind', [
	plain('shot', { plane: str, gun: str, target: str, range: int, ca: int }),
	plain('end-fire'),
	plain('moved', { plane: str, manoeuvre, passed: v.optional(v.array(str)) }),
	plain('lost', { plane: str, manoeuvre }),
	plain('cloud-exit', { plane: str, wide: int, deep: int }),
	plain('cloud-exit-reroll', { plane: str }),
	plain('patience', { plane: str }),
	plain('bid', { side, points: int }),
	plain('flight', { plane: str, passed: v.optional(v.array(str)) }),
	plain('combat', { plane: str }),
	plain('end-combat'),
	plain('left', { plane: str, edge }),
	plain('down', { plane: str }),
	plain('objective', {
		plane: str,
		objective: v.picklist(['photographed', 'bombed', 'site-found'])
	}),
	plain('end')
]);

/** A table game's log (src/lib/table/log.ts) with its kind's setup and steps. */
export const tableLogSchema = <S extends v.GenericSchema, A extends v.GenericSchema>(
	setup: S,
	step: A
) => v.looseObject({ version: v.literal(1), setup, seed: tableSeedSchema, steps: v.array(step) });

export const tallyLogSchema = tableLogSchema(tallySetupSchema, tallyActionSchema);
