/**
 * The new-campaign wizard's form (C-1 sides and nations, players, pilots, aircraft pool,
 * house rules) and how it becomes the database's CreateCampaignInput.
 */
import {
	DEFAULT_HOUSE_RULES,
	DEFAULT_SIDES,
	NATIONS,
	nationDefinition,
	SIDE_IDS,
	checkPlayable,
	freshPilotName,
	nthPilotName,
	tableNeeds,
	validateMissionTable,
	type CampaignSnapshot,
	type HouseRules,
	type PilotRole,
	type PilotState
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
import { ownValue, setOwn } from '$lib/rules/common/own';

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
	const nation = nationDefinition(nationId);
	return Object.fromEntries((nation?.models ?? []).map((m) => [m.id, DEFAULT_POOL_COUNT]));
}

/** Words the wizard's proposals use, in the UI's language (the page passes them in). */
export interface WizardWords {
	campaignName: string;
	playerName: (n: number) => string;
}

const ENGLISH: WizardWords = { campaignName: 'New campaign', playerName: (n) => `Player ${n}` };

/**
 * ◇ A side that can fly every turn the mission table can bring (issue 14): as many players as
 * its biggest mission needs under the planes-per-player rule, and the fighter and observation
 * pilots of its two missions of a turn, shared out player by player, with names in the side's
 * language. Every proposal is checked by `checkForm` like a side the organiser typed.
 */
export function newSide(
	index: 0 | 1,
	nationId = DEFAULT_SIDES[SIDE_IDS[index]].nationId,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	words: WizardWords = ENGLISH
): WizardSide {
	const needs = tableNeeds(houseRules)[SIDE_IDS[index]];
	const players: WizardPlayer[] = Array.from({ length: Math.max(1, needs.players) }, (_, i) => ({
		name: words.playerName(i + 1),
		pilots: []
	}));
	let n = 0;
	for (const role of ['observation', 'fighter'] as const) {
		for (let k = 0; k < needs.pilots[role]; k++, n++) {
			players[n % players.length].pilots.push({ name: nthPilotName(nationId, n), role });
		}
	}
	for (const p of players) p.pilots.reverse();
	return {
		nationId,
		name: nationDefinition(nationId)?.name ?? nationId,
		players,
		pool: defaultPool(nationId)
	};
}

export function newWizardForm(words: WizardWords = ENGLISH): WizardForm {
	const houseRules = structuredClone(DEFAULT_HOUSE_RULES) as HouseRules;
	return {
		name: words.campaignName,
		sides: [newSide(0, undefined, houseRules, words), newSide(1, undefined, houseRules, words)],
		houseRules
	};
}

/**
 * Adds the players and pilots a side lacks to fly every turn the table can bring under the house
 * rules (the wizard's "Add what is missing"), keeping everyone already there: each of the
 * proposal's players (newSide) gets at least the proposal's fighter and observation pilots,
 * named in the side's language. More pilots never take a crew away, so the proposal's check
 * holds for the topped-up side too.
 */
export function topUpSide(form: WizardForm, index: 0 | 1, words: WizardWords = ENGLISH): void {
	const side = form.sides[index];
	const proposal = newSide(index, side.nationId, form.houseRules, words).players;
	const taken = new Set(side.players.flatMap((p) => p.pilots.map((x) => x.name)));
	proposal.forEach((wanted, i) => {
		const player = side.players[i] ?? { name: words.playerName(i + 1), pilots: [] };
		if (!side.players[i]) side.players.push(player);
		for (const role of ['fighter', 'observation'] as const) {
			const have = player.pilots.filter((x) => x.role === role).length;
			const need = wanted.pilots.filter((x) => x.role === role).length;
			for (let k = have; k < need; k++) {
				const name = freshPilotName(side.nationId, taken);
				taken.add(name);
				player.pilots.push({ name, role });
			}
		}
	});
}

/** A side's pilots still bearing their proposed name get the new nation's proposed name. */
export function renameProposedPilots(side: WizardSide, from: string, to: string): void {
	for (const player of side.players) {
		for (const pilot of player.pilots) {
			const k = PROPOSED.findIndex((n) => nthPilotName(from, n) === pilot.name);
			if (k >= 0) pilot.name = nthPilotName(to, k);
		}
	}
}

/** How many proposed names are recognised as such (far more than a side proposes). */
const PROPOSED = [...Array(100).keys()];

/** Nations that may fight for a side (the side's mission-table column, C-1 / C-4). */
export function nationsFor(index: 0 | 1) {
	return Object.values(NATIONS).filter((n) => n.alignment === SIDE_IDS[index]);
}

const badText = (s: string) => s.trim() === '' || s.length > MAX_NAME_LENGTH;

/** Something the organiser still has to fix, with where it is (sides, players, pilots from 0). */
export type FormProblem =
	| { kind: 'campaign-name' }
	| { kind: 'side-name'; side: number }
	| { kind: 'no-pilots'; side: number }
	| { kind: 'player-name'; side: number; player: number }
	| { kind: 'pilot-name'; side: number; player: number; pilot: number }
	| { kind: 'mission-table'; reason: Reason }
	/** The pilots cannot fly every turn the mission table can bring (issue 14). */
	| { kind: 'unplayable'; side: number; reason: Reason };

/** Every problem of the form at once (issue 14), in the order of the wizard's steps. */
export function checkForm(form: WizardForm): FormProblem[] {
	const problems: FormProblem[] = [];
	if (badText(form.name)) problems.push({ kind: 'campaign-name' });
	for (const [s, side] of form.sides.entries()) {
		if (badText(side.name)) problems.push({ kind: 'side-name', side: s });
		if (side.players.every((p) => p.pilots.length === 0))
			problems.push({ kind: 'no-pilots', side: s });
		for (const [p, player] of side.players.entries()) {
			if (badText(player.name)) problems.push({ kind: 'player-name', side: s, player: p });
			for (const [i, pilot] of player.pilots.entries()) {
				if (badText(pilot.name)) {
					problems.push({ kind: 'pilot-name', side: s, player: p, pilot: i });
				}
			}
		}
	}
	const table = validateMissionTable(form.houseRules.missionTable);
	if (!table.ok) problems.push({ kind: 'mission-table', reason: reasonOf(table) });
	else {
		const playable = checkPlayable(formSnapshot(form), form.houseRules);
		if (!playable.ok) {
			const side = playable.params.side === 'central' ? 1 : 0;
			problems.push({ kind: 'unplayable', side, reason: reasonOf(playable) });
		}
	}
	return problems;
}

/** The pilots the form would create, as the rules see them (ids made up, names as typed). */
export function formSnapshot(form: WizardForm): CampaignSnapshot {
	const pilots: PilotState[] = [];
	const players: Record<string, string> = {};
	form.sides.forEach((side, s) => {
		const sideId = SIDE_IDS[s];
		const nation = nationDefinition(side.nationId);
		side.players.forEach((player, p) => {
			const playerId = `side${s}-player${p}`;
			setOwn(players, playerId, player.name);
			player.pilots.forEach((pilot, i) => {
				pilots.push({
					id: `${playerId}-pilot${i}`,
					name: pilot.name,
					sideId,
					playerId,
					status: 'active',
					role: pilot.role,
					aircraftTypeId: nation?.standard[pilot.role] ?? pilot.role,
					kills: 0,
					confirmedKills: 0,
					isAce: false,
					aceSkills: [],
					canChooseAircraft: false,
					missionsFlown: 0,
					replacesId: null
				});
			});
		});
	});
	const sides = {
		allied: { id: 'allied', nationId: form.sides[0].nationId, name: form.sides[0].name },
		central: { id: 'central', nationId: form.sides[1].nationId, name: form.sides[1].name }
	} as const;
	return { sides, pilots, players };
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
		case 'unplayable':
			return refuseWithin(
				'campaign.form_unplayable',
				{},
				'These pilots cannot fly every turn the mission table can bring: ',
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
	const [problem] = checkForm(form);
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
		const nation = nationDefinition(side.nationId);
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
