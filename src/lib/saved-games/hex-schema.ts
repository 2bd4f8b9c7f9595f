/**
 * The shapes of a stored Blue Max game (issue 26): a Dogfight's log and screen state and a table
 * hex log. They check what the code takes for granted (planes in a list, a known preset, a seed
 * that is a number); what the values mean is the engine's own setup check (`setupHexGame`,
 * `checkMaxSetup`), run by the loaders after this. Objects are loose: unknown fields are kept.
 */
import * as v from 'valibot';
import { FACING_NAMES } from '$lib/rules/hex/geometry';
import { diceStateSchema, tableLogSchema } from './grid-schema';

const int = v.pipe(v.number(), v.integer());
const str = v.string();
const opt = v.optional;
const bool = v.boolean();
const hexSide = v.picklist(['entente', 'central']);
const hexEdge = v.picklist(['west', 'east']);
const preset = v.picklist(['edition2013', 'classic1983', 'online']);
const position = v.picklist(['pilot', 'observer']);
const burst = v.picklist(['short', 'medium', 'long']);

const optionalRules = v.looseObject({
	altitude: opt(bool),
	fuel: opt(bool),
	observers: opt(bool),
	lewisGun: opt(bool),
	novicePilots: opt(bool)
});

/** RulesetOverrides (src/lib/data/hex/rulesets.ts): the switches the engine reads as given. */
const rulesOverrides = v.looseObject({
	preset: opt(preset),
	combat: opt(v.picklist(['dice2013', 'crt'])),
	sameHexShots: opt(bool),
	leavingMap: opt(v.picklist(['shotDown', 'retired'])),
	firstTurn: opt(v.picklist(['startManeuverLimitsSpeed', 'free'])),
	targeting: opt(v.picklist(['chosen', 'automatic'])),
	tailFriendlies: opt(bool),
	tailingBonus: opt(v.nullable(v.tuple([int, int, int, int]))),
	acrobaticRepeatTwice: opt(bool),
	nonRepeatable: opt(v.picklist(['afterAnyNonRepeatable', 'sameTwice'])),
	altitudeOrders: opt(v.picklist(['edition2013', 'classic'])),
	gliding: opt(v.picklist(['edition2013', 'classic'])),
	topSpeedAfterSpin: opt(bool),
	landedCountsAsShotDown: opt(bool),
	lewisAmmo: opt(int),
	collisionThresholds: opt(v.tuple([int, int])),
	collisionStability: opt(v.looseObject({ A: int, B: int, C: int })),
	optional: opt(optionalRules),
	combatRules: opt(v.looseObject({}))
});

/** HexSetup (src/lib/rules/hex/setup.ts). */
export const hexSetupSchema = v.looseObject({
	preset: opt(preset),
	rules: opt(rulesOverrides),
	map: opt(v.looseObject({ boards: v.array(v.picklist(['standard', 'alternative'])) })),
	homeEdges: opt(v.looseObject({ entente: opt(hexEdge), central: opt(hexEdge) })),
	month: opt(str),
	planes: v.array(
		v.looseObject({
			id: str,
			seat: str,
			aircraft: str,
			hex: str,
			facing: opt(v.union([int, v.picklist(FACING_NAMES)])),
			altitude: opt(int),
			colour: opt(str),
			novice: opt(bool)
		})
	),
	placement: opt(v.picklist(['homeEdge', 'free']))
});

export const fireOrderSchema = v.looseObject({ position, target: str, burst });

/** Plot (src/lib/rules/hex/types.ts). */
export const plotSchema = v.looseObject({
	maneuver: str,
	altitude: opt(v.picklist(['climb', 'level', 'dive', 'land'])),
	reload: opt(bool),
	fire: opt(v.array(fireOrderSchema)),
	unjam: opt(v.array(position)),
	tail: opt(str)
});

/**
 * Plots by plane id. valibot's record skips the keys "__proto__", "constructor" and "prototype"
 * (and a backup refuses them), so a plot under such a key is simply not there.
 */
const plotMap = v.record(str, plotSchema);

/** DogfightLog (src/lib/dogfight/game.ts). */
export const dogfightLogSchema = v.looseObject({
	version: v.picklist([1, 2]),
	setup: hexSetupSchema,
	seed: int,
	turns: v.array(plotMap),
	seats: v.array(
		v.looseObject({
			id: str,
			name: str,
			side: hexSide,
			kind: v.picklist(['human', 'computer']),
			level: opt(v.picklist(['random', 'easy', 'normal', 'hard']))
		})
	),
	conceded: v.nullable(hexSide),
	botDice: opt(v.record(str, diceStateSchema)),
	tutorial: opt(v.literal('first-game'))
});

/** DogfightUi (src/lib/dogfight/game.ts) without its events, which the loader derives. */
export const dogfightUiSchema = v.looseObject({
	phase: v.picklist(['plotting', 'firing', 'resolved']),
	unlockedSeat: v.nullable(str),
	draft: v.nullable(
		v.looseObject({
			planeId: str,
			maneuver: v.nullable(str),
			altitude: v.picklist(['climb', 'level', 'dive', 'land'])
		})
	),
	fireDraft: opt(v.nullable(v.looseObject({ planeId: str, fire: v.array(fireOrderSchema) }))),
	tailingSettled: opt(int),
	lastEvents: v.array(v.unknown()),
	lastTurn: int
});

/**
 * The choices of the turn under way, as far as the loader reads them from the stored state: the
 * tailing choices, the plots locked, and after movement the plots flown and the fire chosen.
 */
export const dogfightTurnSchema = v.looseObject({
	turn: int,
	tailing: v.looseObject({
		chosen: opt(v.array(v.looseObject({ tailer: str, tailed: str })))
	}),
	locked: plotMap,
	fireStep: opt(
		v.looseObject({
			plots: plotMap,
			chosen: v.array(v.looseObject({ plane: str, fire: v.array(fireOrderSchema) }))
		})
	)
});

/** MaxSetup (src/lib/table/hex/types.ts). */
export const maxSetupSchema = v.looseObject({
	title: str,
	preset,
	optional: v.looseObject({
		altitude: bool,
		fuel: bool,
		observers: bool,
		lewisGun: bool,
		novicePilots: bool
	}),
	planes: v.array(
		v.looseObject({
			id: str,
			aircraft: str,
			side: hexSide,
			player: str,
			pilot: str,
			novice: bool,
			altitude: v.nullable(int)
		})
	),
	hotSeat: bool
});

const step = (kind: string, fields: v.ObjectEntries = {}) =>
	v.looseObject({ kind: v.literal(kind), ...fields });

/** MaxAction (src/lib/table/hex/types.ts). */
export const maxActionSchema = v.variant('kind', [
	step('maneuver', {
		plane: str,
		code: str,
		order: v.optional(v.picklist(['climb', 'level', 'dive']))
	}),
	step('fuel', { plane: str, order: v.picklist(['climb', 'level', 'dive']) }),
	step('altitude', { plane: str, altitude: int }),
	step('reload', { plane: str }),
	step('shot', {
		plane: str,
		position,
		target: str,
		burst,
		range: int,
		shooterSpeed: int,
		targetSpeed: int,
		sameTarget: bool,
		targetStalled: bool,
		targetLower: bool,
		deck: v.picklist(['A', 'B', 'C', 'D']),
		deflection: bool,
		aspect: v.picklist(['front', 'rear', 'other']),
		tailing: bool
	}),
	step('hold-fire', { plane: str }),
	step('collision', { planes: v.array(str) }),
	step('resolve'),
	step('spin', { plane: str }),
	step('unjam', { plane: str, position }),
	step('problems', { plane: str, stall: bool }),
	step('tick', { plane: str, area: v.picklist(['wings', 'fuselage', 'tail', 'engine']) }),
	step('out', { plane: str, how: v.picklist(['left-map', 'landed']) }),
	step('end-turn')
]);

export const maxLogSchema = tableLogSchema(maxSetupSchema, maxActionSchema);
