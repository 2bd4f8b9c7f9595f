/**
 * New pilots (campaign start) and C-P6 replacements for killed pilots.
 */
import { ok, quote, refuse, type Result } from '../common/result';
import {
	NATIONS,
	type CampaignSide,
	type NationDefinition,
	type PilotRole
} from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import type { PilotState } from './types';
import { ownValue } from '../common/own';

type Nations = Readonly<Record<string, NationDefinition>>;

/** C-P6 ◇ the side's standard aircraft of a role (house-rule override first, then nation data). */
export function standardAircraftFor(
	nationId: string,
	role: PilotRole,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	nations: Nations = NATIONS
): Result<string> {
	const override = ownValue(houseRules.standardAircraft, nationId)?.[role];
	if (override) return ok(override);
	const nation = ownValue(nations, nationId);
	if (!nation) {
		return refuse(
			'campaign.no_nation',
			{ nation: quote(nationId) },
			`There is no nation "${quote(nationId)}".`
		);
	}
	return ok(nation.standard[role]);
}

export interface NewPilotInput {
	id: string;
	name: string;
	side: CampaignSide;
	role: PilotRole;
	playerId?: string | null;
	/** Defaults to the side's standard aircraft of the role. */
	aircraftTypeId?: string;
}

/** A novice: no kills, no skills, the standard aircraft unless another is given. */
export function createPilot(
	input: NewPilotInput,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	nations: Nations = NATIONS
): Result<PilotState> {
	if (input.id.trim() === '') return refuse('campaign.pilot_needs_id', {}, 'A pilot needs an id.');
	if (input.name.trim() === '') {
		return refuse('campaign.pilot_needs_name', {}, 'A pilot needs a name.');
	}
	let aircraftTypeId = input.aircraftTypeId;
	if (!aircraftTypeId) {
		const standard = standardAircraftFor(input.side.nationId, input.role, houseRules, nations);
		if (!standard.ok) return standard;
		aircraftTypeId = standard.value;
	}
	return ok({
		id: input.id,
		name: input.name,
		sideId: input.side.id,
		playerId: input.playerId ?? null,
		status: 'active',
		role: input.role,
		aircraftTypeId,
		kills: 0,
		confirmedKills: 0,
		isAce: false,
		aceSkills: [],
		canChooseAircraft: false,
		missionsFlown: 0,
		replacesId: null
	});
}

/** A name, or a function that makes one from the pilot being replaced. */
export type ReplacementNaming = string | ((dead: PilotState) => string);

/** ◇ default naming until the organiser renames the newcomer. */
export const defaultReplacementName = (dead: PilotState): string => `Replacement for ${dead.name}`;

/** ◇ default id: unique because a pilot is killed (and so replaced) only once. */
export const replacementIdFor = (dead: PilotState): string => `${dead.id}.r`;

/**
 * C-P6 a killed pilot's replacement: same side, player and role, ◇ `replacementKills` kills
 * (0: a novice), and the side's standard aircraft of the role (or the dead pilot's, if the house
 * rules say `inherit`).
 */
export function createReplacementPilot(
	dead: PilotState,
	side: CampaignSide,
	naming: ReplacementNaming = defaultReplacementName,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	options: { id?: string; nations?: Nations } = {}
): Result<PilotState> {
	if (dead.status !== 'killed') {
		return refuse(
			'campaign.replacement_alive',
			{ pilot: dead.name },
			`${dead.name} is alive and needs no replacement.`
		);
	}
	if (side.id !== dead.sideId) {
		return refuse(
			'campaign.replacement_wrong_side',
			{ pilot: dead.name, side_name: side.name },
			`${dead.name} does not fly for ${side.name}.`
		);
	}
	const name = typeof naming === 'string' ? naming : naming(dead);
	const created = createPilot(
		{
			id: options.id ?? replacementIdFor(dead),
			name,
			side,
			role: dead.role,
			playerId: dead.playerId,
			aircraftTypeId: houseRules.replacementAircraft === 'inherit' ? dead.aircraftTypeId : undefined
		},
		houseRules,
		options.nations
	);
	if (!created.ok) return created;
	const kills = houseRules.replacementKills;
	return ok({ ...created.value, kills, confirmedKills: 0, replacesId: dead.id });
}
