/**
 * Ruleset presets for Blue Max on the hex map (rules-hex.md preset table). Where the three sources
 * differ, the difference is a switch here, never a silent choice in rule code.
 */
import type { CombatRules } from '../hex-combat/presets';

export type PresetName = 'edition2013' | 'classic1983' | 'online';

export interface OptionalRules {
	altitude: boolean;
	fuel: boolean;
	observers: boolean;
	lewisGun: boolean;
	novicePilots: boolean;
}

export interface RulesetOptions {
	preset: PresetName;
	/** H-COMB-5 special dice + decks, or H-COMB-6 combat value + CRT (part 2). */
	combat: 'dice2013' | 'crt';
	/** H-COMB-2. */
	sameHexShots: boolean;
	/** H-MOVE-2: a plane leaving the map is shot down, or retired (online). */
	leavingMap: 'shotDown' | 'retired';
	/** H-SET-5: the start maneuver limits turn 1's speed, or turn 1 is free (online). */
	firstTurn: 'startManeuverLimitsSpeed' | 'free';
	/** H-COMB-3: targets and bursts chosen by the player, or automatic (online). */
	targeting: 'chosen' | 'automatic';
	/** H-TAIL-2 classic: a plane may tail all eligible friendlies as well as one enemy. */
	tailFriendlies: boolean;
	/**
	 * H-TAIL-4 online: combat-value bonus for shooting the plane one tails, by range 0…3 (the online
	 * source's modifier table, row "Tailing target"); null = no bonus. Observers never get it.
	 */
	tailingBonus: readonly [number, number, number, number] | null;
	/** H-PLAN-3 classic: a repeatable restricted maneuver may be flown twice in a row. */
	acrobaticRepeatTwice: boolean;
	/** H-PLAN-4: never after any non-repeatable (2013/classic) or never the same one twice (online). */
	nonRepeatable: 'afterAnyNonRepeatable' | 'sameTwice';
	/** H-PLAN-8: 2013 climb/dive needs speed ≥ 2; classic dives after any, climbs after a straight. */
	altitudeOrders: 'edition2013' | 'classic';
	/** H-FUEL-3 / 2013 p.19: how a gliding plane loses height. */
	gliding: 'edition2013' | 'classic';
	/** H-PLAN-5 classic: after a spin recovery the next maneuver flies the schedule's top speed. */
	topSpeedAfterSpin: boolean;
	/** H-FUEL-2 ◇: a landed plane counts as shot down "unless a scenario says otherwise". */
	landedCountsAsShotDown: boolean;
	/** H-SET-6 ◇: Lewis gun ammunition at the start and after a reload. */
	lewisAmmo: number;
	/** H-MOVE-4 ◇ collision thresholds: total > first → 1 card; > second → 2 cards (deck A, blue). */
	collisionThresholds: readonly [number, number];
	/** H-MOVE-4 stability values added to the collision roll. */
	collisionStability: Readonly<Record<'A' | 'B' | 'C', number>>;
	optional: OptionalRules;
	/**
	 * Part 2: house-rule overrides of the preset's combat switches (src/lib/data/hex-combat/
	 * presets.ts `CombatRules`, e.g. `automaticBurst`); unset = the preset's.
	 */
	combatRules?: Partial<CombatRules>;
}

const NO_OPTIONS: OptionalRules = {
	altitude: false,
	fuel: false,
	observers: false,
	lewisGun: false,
	novicePilots: false
};

const COMMON = {
	landedCountsAsShotDown: true,
	lewisAmmo: 5, // H-SET-6
	collisionThresholds: [6, 10] as const, // H-MOVE-4 "> 6 … > 10"
	collisionStability: { A: 0, B: 1, C: 2 }, // H-MOVE-4
	optional: NO_OPTIONS
};

export const PRESETS: Readonly<Record<PresetName, RulesetOptions>> = {
	edition2013: {
		...COMMON,
		preset: 'edition2013',
		combat: 'dice2013',
		sameHexShots: false,
		leavingMap: 'shotDown',
		firstTurn: 'startManeuverLimitsSpeed',
		targeting: 'chosen',
		tailFriendlies: false,
		tailingBonus: null,
		acrobaticRepeatTwice: false,
		nonRepeatable: 'afterAnyNonRepeatable',
		altitudeOrders: 'edition2013',
		gliding: 'edition2013',
		topSpeedAfterSpin: false
	},
	classic1983: {
		...COMMON,
		preset: 'classic1983',
		combat: 'crt',
		sameHexShots: true,
		leavingMap: 'shotDown',
		firstTurn: 'startManeuverLimitsSpeed',
		targeting: 'chosen',
		tailFriendlies: true,
		tailingBonus: null,
		acrobaticRepeatTwice: true,
		nonRepeatable: 'afterAnyNonRepeatable',
		altitudeOrders: 'classic',
		gliding: 'classic',
		topSpeedAfterSpin: true
	},
	online: {
		...COMMON,
		preset: 'online',
		combat: 'crt',
		sameHexShots: true,
		leavingMap: 'retired',
		firstTurn: 'free',
		targeting: 'automatic',
		tailFriendlies: false,
		tailingBonus: [2, 2, 1, 1], // online table: +2 at range 0 and 1, +1 at 2 and 3
		acrobaticRepeatTwice: false,
		nonRepeatable: 'sameTwice',
		altitudeOrders: 'edition2013',
		gliding: 'edition2013',
		topSpeedAfterSpin: false
	}
};

export type RulesetOverrides = Partial<Omit<RulesetOptions, 'optional'>> & {
	optional?: Partial<OptionalRules>;
};

/** A preset with house-rule overrides (every ◇ default is overridable). */
export function rulesetOptions(
	preset: PresetName,
	overrides: RulesetOverrides = {}
): RulesetOptions {
	const base = PRESETS[preset];
	return {
		...base,
		...overrides,
		preset,
		optional: { ...base.optional, ...overrides.optional }
	};
}

export const ALL_OPTIONS_ON: OptionalRules = {
	altitude: true,
	fuel: true,
	observers: true,
	lewisGun: true,
	novicePilots: true
};
