/**
 * What a valid value of each house rule looks like. A campaign's house rules are stored as an
 * opaque JSON object (and may come from an imported file), so the rules read them through these
 * checks: the campaign model keeps the default of any field that fails (house-rules.ts in
 * src/lib/campaign), and backup import refuses the file (src/lib/db/backup-meaning.ts).
 */
import { ok, refuse, refuseWithin, type Result } from '../common/result';
import { ACE_SKILL_IDS, type AceSkillId } from '../../data/campaign/ace-skills';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import { isMissionId } from './lookup';
import { validateMissionTable } from './mission-table';

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown, min = 0, max = 1000): x is number =>
	typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const bool = (x: unknown) => typeof x === 'boolean';
const oneOf =
	(...values: string[]) =>
	(x: unknown) =>
		typeof x === 'string' && values.includes(x);

/** ◇ Bounds of the numbers (stated so imported files cannot ask for absurd ones). */
export const HOUSE_RULE_BOUNDS = {
	/** Planes one player flies in one mission (C-3). */
	planesPerPlayer: { min: 0, max: 20 },
	/** Kill thresholds and replacement kills. */
	kills: { min: 0, max: 1000 },
	/** Dice for survival and roll-offs. */
	die: { min: 2, max: 100 },
	/** What half a kill may weigh when a pilot flees (C-M3). */
	flee: { min: 0, max: 10 }
} as const;

const B = HOUSE_RULE_BOUNDS;

/** One check per field: true if the value is one the rules can use. */
export const HOUSE_RULE_CHECKS: Readonly<Record<keyof HouseRules, (x: unknown) => boolean>> = {
	missionTable: (x) => validateMissionTable(x).ok,
	planesPerPlayer: (x) =>
		isRecord(x) &&
		isCount(x.min, B.planesPerPlayer.min, B.planesPerPlayer.max) &&
		isCount(x.max, 1, B.planesPerPlayer.max) &&
		x.min <= x.max,
	enforceMissionForces: bool,
	assistsCountAsKills: bool,
	winAndSurviveCountsAsKill: bool,
	winKillRequires: oneOf('not-shot-down', 'stayed'),
	fleeCountsAsKill: (x) =>
		isRecord(x) &&
		Object.entries(x).every(
			([k, v]) =>
				isMissionId(k) &&
				typeof v === 'number' &&
				Number.isFinite(v) &&
				v >= B.flee.min &&
				v <= B.flee.max
		),
	aircraftChoiceAtKills: (x) => isCount(x, B.kills.min, B.kills.max),
	aircraftChoiceCounts: oneOf('confirmed', 'all'),
	rollOffDie: (x) => isCount(x, B.die.min, B.die.max),
	aceAtKills: (x) => isCount(x, B.kills.min, B.kills.max),
	aceSkillEveryKills: (x) => isCount(x, 1, B.kills.max),
	aceCounts: oneOf('confirmed', 'all'),
	aceSkillPool: (x) => Array.isArray(x) && x.every((s) => ACE_SKILL_IDS.includes(s as AceSkillId)),
	aceSkillDuplicates: bool,
	fledAlwaysSurvive: bool,
	survivalDie: (x) => isCount(x, B.die.min, B.die.max),
	survivesOnAtLeast: (x) => isCount(x, 1, B.die.max + 1),
	replacementKills: (x) => isCount(x, B.kills.min, B.kills.max),
	replacementAircraft: oneOf('standard', 'inherit'),
	standardAircraft: (x) =>
		isRecord(x) &&
		Object.values(x).every(
			(roles) =>
				isRecord(roles) &&
				Object.values(roles).every((v) => typeof v === 'string' && v.length <= 100)
		),
	pilotsFlyOncePerTurn: bool
};

/**
 * Refuses stored house rules with a field the rules cannot use, naming the field (and, for the
 * mission table, what is wrong with it). Fields left out take their default; unknown fields are
 * ignored (a newer app may know more).
 */
export function checkHouseRules(stored: unknown): Result<void> {
	if (!isRecord(stored)) {
		return refuse(
			'campaign.house_rules_not_object',
			{},
			'The house rules are not a list of rules.'
		);
	}
	for (const field of Object.keys(HOUSE_RULE_CHECKS) as (keyof HouseRules)[]) {
		if (!Object.hasOwn(stored, field) || HOUSE_RULE_CHECKS[field](stored[field])) continue;
		if (field === 'missionTable') {
			const table = validateMissionTable(stored[field]);
			if (!table.ok) {
				return refuseWithin('campaign.house_rule_table', {}, 'The mission table: ', table);
			}
		}
		return refuse(
			'campaign.house_rule_invalid',
			{ field },
			`The house rule "${field}" has a value the rules cannot use.`
		);
	}
	return ok(undefined);
}

/**
 * One house rule of a stored (opaque, maybe partial or imported) rules object: the stored value if
 * it passes its check, else the default. The database reads single rules this way inside its
 * transactions (issue 26); the campaign model reads them all (src/lib/campaign/house-rules.ts).
 */
export function storedHouseRule<K extends keyof HouseRules>(
	stored: unknown,
	field: K
): HouseRules[K] {
	if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
		const value = (stored as Record<string, unknown>)[field];
		if (Object.hasOwn(stored, field) && HOUSE_RULE_CHECKS[field](value)) {
			return value as HouseRules[K];
		}
	}
	return DEFAULT_HOUSE_RULES[field];
}
