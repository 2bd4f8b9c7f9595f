/** The house rules' names in the UI language (one per HouseRules field). */
import type { HouseRules } from '$lib/rules/campaign';
import { m } from '$lib/ui/i18n';

const LABELS: Record<keyof HouseRules, () => string> = {
	missionTable: m.campaign_hr_mission_table,
	planesPerPlayer: m.campaign_hr_planes_per_player,
	pilotsFlyOncePerTurn: m.campaign_hr_once_per_turn,
	enforceMissionForces: m.campaign_hr_enforce_forces,
	assistsCountAsKills: m.campaign_hr_assists,
	winAndSurviveCountsAsKill: m.campaign_hr_win_kill,
	winKillRequires: m.campaign_hr_win_kill_requires,
	fleeCountsAsKill: m.campaign_hr_flee_value,
	aircraftChoiceAtKills: m.campaign_hr_choice_at,
	aircraftChoiceCounts: m.campaign_hr_choice_counts,
	rollOffDie: m.campaign_hr_roll_off_die,
	aceAtKills: m.campaign_hr_ace_at,
	aceSkillEveryKills: m.campaign_hr_ace_every,
	aceCounts: m.campaign_hr_ace_counts,
	aceSkillPool: m.campaign_hr_skill_pool,
	aceSkillDuplicates: m.campaign_hr_skill_duplicates,
	fledAlwaysSurvive: m.campaign_hr_fled_survive,
	survivalDie: m.campaign_hr_survival_die,
	survivesOnAtLeast: m.campaign_hr_survives_on,
	replacementKills: m.campaign_hr_replacement_kills,
	replacementAircraft: m.campaign_hr_replacement_aircraft,
	standardAircraft: m.campaign_hr_standard_aircraft
};

export const houseRuleLabel = (field: keyof HouseRules): string => LABELS[field]();

/** A house rule's name for a field name found in stored data; an unknown one as it is. */
export const houseRuleField = (field: string): string =>
	Object.hasOwn(LABELS, field) ? LABELS[field as keyof HouseRules]() : field;
