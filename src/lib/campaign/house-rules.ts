/**
 * House rules as the database stores them (an opaque JSON object, src/lib/db/records.ts) and as
 * the rules read them (HouseRules, src/lib/data/campaign/house-rules.ts). A stored object may be
 * partial, old or come from an imported file: every field that does not look right falls back to
 * its ◇ default, so the rules always get a complete, sane HouseRules.
 */
import {
	ACE_SKILL_IDS,
	DEFAULT_HOUSE_RULES,
	validateMissionTable,
	type AceSkillId,
	type HouseRules,
	type MissionTable
} from '$lib/rules/campaign';
import { MISSION_IDS, type MissionId } from '$lib/data/missions';
import type { JsonObject } from '$lib/db/records';

type Field = keyof HouseRules;

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown, min = 0, max = 1000): x is number =>
	typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

/** Reads each field, keeping the default where the stored value does not fit. */
export function parseHouseRules(stored: unknown): HouseRules {
	const src = isRecord(stored) ? stored : {};
	const out: HouseRules = { ...DEFAULT_HOUSE_RULES };
	const take = <K extends Field>(key: K, check: (x: unknown) => boolean) => {
		if (Object.hasOwn(src, key) && check(src[key])) out[key] = src[key] as HouseRules[K];
	};
	const bool = (x: unknown) => typeof x === 'boolean';
	const pick =
		(...values: string[]) =>
		(x: unknown) =>
			typeof x === 'string' && values.includes(x);

	take('missionTable', (x) => isRecord(x) && validateMissionTable(x as unknown as MissionTable).ok);
	take(
		'planesPerPlayer',
		(x) => isRecord(x) && isCount(x.min, 0, 20) && isCount(x.max, 1, 20) && x.min <= x.max
	);
	for (const key of [
		'enforceMissionForces',
		'assistsCountAsKills',
		'winAndSurviveCountsAsKill',
		'aceSkillDuplicates',
		'fledAlwaysSurvive'
	] as const) {
		take(key, bool);
	}
	take('winKillRequires', pick('not-shot-down', 'stayed'));
	take(
		'fleeCountsAsKill',
		(x) =>
			isRecord(x) &&
			Object.entries(x).every(
				([k, v]) =>
					MISSION_IDS.includes(k as MissionId) &&
					typeof v === 'number' &&
					Number.isFinite(v) &&
					v >= 0 &&
					v <= 10
			)
	);
	take('aircraftChoiceAtKills', (x) => isCount(x));
	take('aircraftChoiceCounts', pick('confirmed', 'all'));
	take('rollOffDie', (x) => isCount(x, 2, 100));
	take('aceAtKills', (x) => isCount(x));
	take('aceSkillEveryKills', (x) => isCount(x, 1));
	take('aceCounts', pick('confirmed', 'all'));
	take(
		'aceSkillPool',
		(x) => Array.isArray(x) && x.every((s) => ACE_SKILL_IDS.includes(s as AceSkillId))
	);
	take('survivalDie', (x) => isCount(x, 2, 100));
	take('survivesOnAtLeast', (x) => isCount(x, 1, 101));
	take('replacementKills', (x) => isCount(x));
	take('replacementAircraft', pick('standard', 'inherit'));
	take(
		'standardAircraft',
		(x) =>
			isRecord(x) &&
			Object.values(x).every(
				(roles) => isRecord(roles) && Object.values(roles).every((v) => typeof v === 'string')
			)
	);
	return out;
}

/** The house rules as the database stores them: the full object, plain JSON. */
export function storeHouseRules(rules: HouseRules): JsonObject {
	return JSON.parse(JSON.stringify(rules)) as JsonObject;
}
