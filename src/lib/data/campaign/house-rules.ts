/**
 * Campaign house rules: every number of campaign.md as data, with the ◇ defaults fixed where the
 * source is silent. A campaign stores its `HouseRules`; every field may be overridden, and
 * `houseRuleOverrides` lists the ones that differ so the UI can show the rules in force.
 */
import type { MissionId } from '../missions';
import { ACE_SKILL_IDS, type AceSkillId } from './ace-skills';
import { DEFAULT_MISSION_TABLE, type MissionTable } from './mission-table';
import type { PilotRole } from './sides';

/** Which kills count towards a threshold (see docs/parts/decisions-campaign.md). */
export type KillCount = 'confirmed' | 'all';

export interface HouseRules {
	/** C-4 ◇ the mission table (die and one column per side). */
	missionTable: MissionTable;
	/** C-3 planes one player flies in one mission. */
	planesPerPlayer: { min: number; max: number };
	/**
	 * C-2 ◇ a pilot flies at most one of the turn's two missions (the source is silent; with one
	 * crew for both, pilots killed in the first mission would leave the second short).
	 */
	pilotsFlyOncePerTurn: boolean;
	/** C-M1…C-M6 ◇ refuse a result whose forces differ from the mission's (off: any forces). */
	enforceMissionForces: boolean;
	/** C-P1 assists score a kill only if this is on (a scenario may say so). */
	assistsCountAsKills: boolean;
	/** C-P2 winning a mission and surviving counts as a kill. */
	winAndSurviveCountsAsKill: boolean;
	/**
	 * C-P2 ◇ who "survived": `not-shot-down` — every winning pilot not shot down (fled pilots too);
	 * `stayed` — only those neither shot down nor fled.
	 */
	winKillRequires: 'not-shot-down' | 'stayed';
	/** C-M3 overrides of a mission's `fleeCountsAsKill` (missions.ts), by mission. */
	fleeCountsAsKill: Partial<Record<MissionId, number>>;
	/** C-P3 kills after which a pilot may choose their own aircraft. */
	aircraftChoiceAtKills: number;
	/** C-P3 ◇ "confirmed kills": only kills shot down by the pilot (not mission or assist kills). */
	aircraftChoiceCounts: KillCount;
	/** C-P3 ◇ die of the roll-off when several pilots want the same model (ties roll again). */
	rollOffDie: number;
	/** C-P4 kills that make an Ace (first ace skill). */
	aceAtKills: number;
	/** C-P4 another ace skill every this many kills after `aceAtKills` (8, 11, …). */
	aceSkillEveryKills: number;
	/** C-P4 ◇ which kills count for Ace: all kills (shot down + mission + assists). */
	aceCounts: KillCount;
	/** C-P4 the skills an ace may draw (G-MAN-3). */
	aceSkillPool: readonly AceSkillId[];
	/** C-P4 ◇ may an ace draw a skill they already have? (default no; none left → nothing). */
	aceSkillDuplicates: boolean;
	/** C-P5 pilots who flee because of critical hits survive without a roll. */
	fledAlwaysSurvive: boolean;
	/** C-P5 die a shot-down pilot rolls. */
	survivalDie: number;
	/** C-P5 a shot-down pilot survives on this face or higher (source: 5–6 on a d6). */
	survivesOnAtLeast: number;
	/** C-P6 ◇ kills a replacement pilot starts with. */
	replacementKills: number;
	/** C-P6 ◇ `standard` — the side's standard aircraft of the role; `inherit` — the dead pilot's. */
	replacementAircraft: 'standard' | 'inherit';
	/** C-P6 ◇ per-nation overrides of the standard aircraft (nation id → role → model id). */
	standardAircraft: Partial<Record<string, Partial<Record<PilotRole, string>>>>;
}

export const DEFAULT_HOUSE_RULES: HouseRules = {
	missionTable: DEFAULT_MISSION_TABLE,
	planesPerPlayer: { min: 1, max: 2 },
	pilotsFlyOncePerTurn: true,
	enforceMissionForces: true,
	assistsCountAsKills: false,
	winAndSurviveCountsAsKill: true,
	winKillRequires: 'not-shot-down',
	fleeCountsAsKill: {},
	aircraftChoiceAtKills: 3,
	aircraftChoiceCounts: 'confirmed',
	rollOffDie: 6,
	aceAtKills: 5,
	aceSkillEveryKills: 3,
	aceCounts: 'all',
	aceSkillPool: ACE_SKILL_IDS,
	aceSkillDuplicates: false,
	fledAlwaysSurvive: true,
	survivalDie: 6,
	survivesOnAtLeast: 5,
	replacementKills: 0,
	replacementAircraft: 'standard',
	standardAircraft: {}
};

/** The checklist id each field implements, for the UI's list of rules in force. */
export const HOUSE_RULE_IDS: Readonly<Record<keyof HouseRules, string>> = {
	missionTable: 'C-4',
	planesPerPlayer: 'C-3',
	pilotsFlyOncePerTurn: 'C-2',
	enforceMissionForces: 'C-M1…C-M6',
	assistsCountAsKills: 'C-P1',
	winAndSurviveCountsAsKill: 'C-P2',
	winKillRequires: 'C-P2',
	fleeCountsAsKill: 'C-M3',
	aircraftChoiceAtKills: 'C-P3',
	aircraftChoiceCounts: 'C-P3',
	rollOffDie: 'C-P3',
	aceAtKills: 'C-P4',
	aceSkillEveryKills: 'C-P4',
	aceCounts: 'C-P4',
	aceSkillPool: 'C-P4',
	aceSkillDuplicates: 'C-P4',
	fledAlwaysSurvive: 'C-P5',
	survivalDie: 'C-P5',
	survivesOnAtLeast: 'C-P5',
	replacementKills: 'C-P6',
	replacementAircraft: 'C-P6',
	standardAircraft: 'C-P6'
};

/** The defaults with some fields overridden (a campaign stores only its overrides if it likes). */
export function withHouseRules(overrides: Partial<HouseRules> = {}): HouseRules {
	return { ...DEFAULT_HOUSE_RULES, ...overrides };
}

export interface HouseRuleOverride {
	field: keyof HouseRules;
	ruleId: string;
	default: unknown;
	value: unknown;
}

/** Fields of `rules` that differ from the defaults (compared as canonical JSON, key order ignored). */
export function houseRuleOverrides(
	rules: HouseRules,
	defaults: HouseRules = DEFAULT_HOUSE_RULES
): HouseRuleOverride[] {
	const fields = Object.keys(HOUSE_RULE_IDS) as (keyof HouseRules)[];
	return fields
		.filter((field) => canonical(rules[field]) !== canonical(defaults[field]))
		.map((field) => ({
			field,
			ruleId: HOUSE_RULE_IDS[field],
			default: defaults[field],
			value: rules[field]
		}));
}

/** Key-order independent JSON, so `{a,b}` equals `{b,a}`. */
function canonical(value: unknown): string {
	if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	const entries = Object.entries(value)
		.filter(([, v]) => v !== undefined)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
