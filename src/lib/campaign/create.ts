/**
 * The new-campaign wizard's form (C-1 sides and nations, players, pilots, aircraft pool,
 * house rules) and how it becomes the database's CreateCampaignInput.
 */
import {
	DEFAULT_HOUSE_RULES,
	DEFAULT_SIDES,
	NATIONS,
	SIDE_IDS,
	validateMissionTable,
	type HouseRules,
	type PilotRole
} from '$lib/rules/campaign';
import {
	ok,
	quote,
	refuse,
	refuseWithin,
	reasonOf,
	type Reason,
	type Refusal,
	type Result
} from '$lib/rules/common/result';
import { createCampaign, type CreateCampaignInput } from '$lib/db/campaigns';
import { newId } from '$lib/db/ids';
import { MAX_NAME_LENGTH } from '$lib/db/inputs';
import type { CampaignRecord } from '$lib/db/records';
import { storeHouseRules } from './house-rules';
import { ownValue } from '$lib/rules/common/own';

export interface WizardPilot {
	name: string;
	role: PilotRole;
}

export interface WizardPlayer {
	name: string;
	pilots: WizardPilot[];
}

export interface WizardSide {
	nationId: string;
	name: string;
	players: WizardPlayer[];
	/** Model id → how many of the model the side may hand out (C-P3 aircraft choice). */
	pool: Record<string, number>;
}

export interface WizardForm {
	name: string;
	sides: [WizardSide, WizardSide];
	houseRules: HouseRules;
}

/** ◇ how many of each model a side may hand out, unless the organiser says otherwise. */
export const DEFAULT_POOL_COUNT = 2;

export function defaultPool(nationId: string): Record<string, number> {
	const nation = ownValue(NATIONS, nationId);
	return Object.fromEntries((nation?.models ?? []).map((m) => [m.id, DEFAULT_POOL_COUNT]));
}

export function newSide(
	index: 0 | 1,
	nationId = DEFAULT_SIDES[SIDE_IDS[index]].nationId
): WizardSide {
	return {
		nationId,
		name: ownValue(NATIONS, nationId)?.name ?? nationId,
		players: [{ name: '', pilots: [{ name: '', role: 'fighter' }] }],
		pool: defaultPool(nationId)
	};
}

export function newWizardForm(): WizardForm {
	return {
		name: '',
		sides: [newSide(0), newSide(1)],
		houseRules: structuredClone(DEFAULT_HOUSE_RULES) as HouseRules
	};
}

/** Nations that may fight for a side (the side's mission-table column, C-1 / C-4). */
export function nationsFor(index: 0 | 1) {
	return Object.values(NATIONS).filter((n) => n.alignment === SIDE_IDS[index]);
}

const badText = (s: string) => s.trim() === '' || s.length > MAX_NAME_LENGTH;

/** The first thing the organiser still has to fix, as a message key and its subject; or ok. */
export type FormProblem =
	| { kind: 'campaign-name' }
	| { kind: 'side-name'; side: number }
	| { kind: 'no-pilots'; side: number }
	| { kind: 'player-name'; side: number; player: number }
	| { kind: 'pilot-name'; side: number; player: number; pilot: number }
	| { kind: 'mission-table'; reason: Reason };

export function checkForm(form: WizardForm): FormProblem | null {
	if (badText(form.name)) return { kind: 'campaign-name' };
	for (const [s, side] of form.sides.entries()) {
		if (badText(side.name)) return { kind: 'side-name', side: s };
		if (side.players.every((p) => p.pilots.length === 0)) return { kind: 'no-pilots', side: s };
		for (const [p, player] of side.players.entries()) {
			if (badText(player.name)) return { kind: 'player-name', side: s, player: p };
			for (const [i, pilot] of player.pilots.entries()) {
				if (badText(pilot.name)) return { kind: 'pilot-name', side: s, player: p, pilot: i };
			}
		}
	}
	const table = validateMissionTable(form.houseRules.missionTable);
	if (!table.ok) return { kind: 'mission-table', reason: reasonOf(table) };
	return null;
}

/** A form problem as a refusal (sides, players and pilots counted from 1, as the wizard shows them). */
export function formRefusal(p: FormProblem): Refusal {
	switch (p.kind) {
		case 'campaign-name':
			return refuse('campaign.form_campaign_name', {}, 'Give the campaign a name.');
		case 'side-name':
			return refuse(
				'campaign.form_side_name',
				{ side_number: p.side + 1 },
				`Give side ${p.side + 1} a name.`
			);
		case 'no-pilots':
			return refuse(
				'campaign.form_no_pilots',
				{ side_number: p.side + 1 },
				`Side ${p.side + 1} needs at least one pilot.`
			);
		case 'player-name':
			return refuse(
				'campaign.form_player_name',
				{ side_number: p.side + 1, player_number: p.player + 1 },
				`Name player ${p.player + 1} of side ${p.side + 1}.`
			);
		case 'pilot-name':
			return refuse(
				'campaign.form_pilot_name',
				{ side_number: p.side + 1, player_number: p.player + 1, pilot_number: p.pilot + 1 },
				`Name pilot ${p.pilot + 1} of player ${p.player + 1}, side ${p.side + 1}.`
			);
		case 'mission-table':
			return refuseWithin(
				'campaign.form_mission_table',
				{},
				'The mission table is not valid: ',
				p.reason
			);
	}
}

/** The records of a new campaign; `makeId` and `at` come from the caller (tests script them). */
export function buildCampaign(
	form: WizardForm,
	at: string,
	makeId: () => string = newId
): Result<CreateCampaignInput> {
	const problem = checkForm(form);
	if (problem) return formRefusal(problem);
	const campaignId = makeId();
	const input: CreateCampaignInput = {
		campaign: {
			id: campaignId,
			name: form.name.trim(),
			createdAt: at,
			houseRules: storeHouseRules(form.houseRules)
		},
		sides: [],
		players: [],
		pilots: [],
		aircraftTypes: [],
		events: []
	};
	for (const [order, side] of form.sides.entries()) {
		const nation = ownValue(NATIONS, side.nationId);
		if (!nation) {
			return refuse(
				'campaign.no_nation',
				{ nation: quote(side.nationId) },
				`There is no nation "${quote(side.nationId)}".`
			);
		}
		const sideId = makeId();
		const typeIds = new Map<string, string>();
		for (const model of nation.models) {
			const id = makeId();
			typeIds.set(model.id, id);
			input.aircraftTypes.push({
				id,
				sideId,
				name: model.name,
				role: model.role,
				dataRef: model.id,
				available: Math.max(0, Math.floor(ownValue(side.pool, model.id) ?? 0))
			});
		}
		const standard = (role: PilotRole) =>
			typeIds.get(
				ownValue(form.houseRules.standardAircraft, nation.id)?.[role] ?? nation.standard[role]
			) ??
			typeIds.get(nation.standard[role]) ??
			null;
		input.sides.push({
			id: sideId,
			name: side.name.trim(),
			nation: nation.id,
			order,
			alignment: SIDE_IDS[order],
			standardAircraft: Object.fromEntries(
				(['fighter', 'observation'] as const).flatMap((role) => {
					const id = standard(role);
					return id ? [[role, id]] : [];
				})
			)
		});
		for (const player of side.players) {
			const playerId = makeId();
			input.players.push({ id: playerId, sideId, name: player.name.trim() });
			for (const pilot of player.pilots) {
				input.pilots.push({
					id: makeId(),
					sideId,
					playerId,
					name: pilot.name.trim(),
					role: pilot.role,
					aircraftTypeId: standard(pilot.role)
				});
			}
		}
	}
	input.events = [
		{
			type: 'campaign-created',
			at,
			payload: { name: input.campaign.name },
			turnNumber: 0,
			pilotIds: input.pilots.map((p) => p.id)
		}
	];
	return ok(input);
}

/** Builds and stores a new campaign in one transaction (db createCampaign). */
export async function createCampaignFromForm(
	form: WizardForm,
	at = new Date().toISOString()
): Promise<Result<CampaignRecord>> {
	const built = buildCampaign(form, at);
	if (!built.ok) return built;
	return createCampaign(built.value);
}
