/** Words for the campaign's ids (missions, outcomes, roles, skills, roll purposes) in the UI language. */
import { m } from '$lib/ui/i18n';
import { formatIso } from '$lib/ui/format-iso';
import type { MissionId, MissionObjective } from '$lib/data/missions';
import { NATIONS, missionDefinition } from '$lib/rules/campaign';

const MISSION_NAMES: Record<MissionId, () => string> = {
	'photo-recon': m.campaign_mission_photo_recon,
	'bombing-run': m.campaign_mission_bombing_run,
	'fighter-sweep': m.campaign_mission_fighter_sweep,
	'dawn-patrol': m.campaign_mission_dawn_patrol,
	'long-recon': m.campaign_mission_long_recon,
	'balloon-busting': m.campaign_mission_balloon_busting,
	'bomber-escort': m.campaign_mission_bomber_escort
};

const OBJECTIVES: Record<MissionObjective, () => string> = {
	'photograph-and-escape': m.campaign_objective_photograph,
	'bomb-targets': m.campaign_objective_bomb,
	'most-kills': m.campaign_objective_most_kills,
	'find-site-and-escape': m.campaign_objective_find_site,
	'destroy-balloons': m.campaign_objective_balloons,
	'escort-bomber': m.campaign_objective_escort
};

export const missionName = (id: string): string =>
	Object.hasOwn(MISSION_NAMES, id) ? MISSION_NAMES[id as MissionId]() : id;

export const objectiveText = (id: string): string => {
	const mission = missionDefinition(id);
	return mission ? OBJECTIVES[mission.objective]() : '';
};

export const outcomeLabel = (o: string | null): string =>
	o === 'A'
		? m.campaign_outcome_a()
		: o === 'B'
			? m.campaign_outcome_b()
			: o === 'draw'
				? m.campaign_outcome_draw()
				: m.campaign_outcome_open();

export const roleLabel = (role: string): string =>
	role === 'observation'
		? m.campaign_role_observation()
		: role === 'bomber'
			? m.campaign_role_bomber()
			: m.campaign_role_fighter();

const SKILLS: Record<string, () => string> = {
	patience: m.campaign_skill_patience,
	'immelmann-turn': m.campaign_skill_immelmann,
	'engine-hang': m.campaign_skill_engine_hang,
	'dead-eye': m.campaign_skill_dead_eye
};
export const skillName = (id: string): string => SKILLS[id]?.() ?? id;

const PURPOSES: Record<string, () => string> = {
	'mission-table': m.campaign_purpose_mission_table,
	survival: m.campaign_purpose_survival,
	'ace-skill': m.campaign_purpose_ace_skill,
	'aircraft-roll-off': m.campaign_purpose_roll_off
};
export const purposeLabel = (purpose: string): string => PURPOSES[purpose]?.() ?? purpose;

export const statusLabel = (status: string): string =>
	status === 'killed'
		? m.campaign_status_killed()
		: status === 'retired'
			? m.campaign_status_retired()
			: m.campaign_status_active();

/** A stored promotion word ('ace', 'skill:dead-eye', 'aircraft:se5a', 'choose-aircraft'). */
export function promotionLabel(word: string, aircraftName: (modelId: string) => string): string {
	if (word === 'ace') return m.campaign_promo_ace();
	if (word === 'choose-aircraft') return m.campaign_promo_choose();
	if (word.startsWith('skill:')) return m.campaign_promo_skill({ skill: skillName(word.slice(6)) });
	if (word.startsWith('aircraft:'))
		return m.campaign_promo_aircraft({ aircraft: aircraftName(word.slice(9)) });
	return word;
}

export { formatIso };

/** A model id of the rules data → its name (any nation), else the id. */
export function modelName(id: string): string {
	for (const nation of Object.values(NATIONS)) {
		const model = nation.models.find((mo) => mo.id === id);
		if (model) return model.name;
	}
	return id;
}

/**
 * A name cut to `max` characters for places that cannot wrap it (a choice's label, a legend):
 * names may be 200 characters (issue 14); the full name is shown elsewhere on the page.
 */
export const shortName = (name: string, max = 40): string =>
	name.length > max ? `${name.slice(0, max - 1)}…` : name;
