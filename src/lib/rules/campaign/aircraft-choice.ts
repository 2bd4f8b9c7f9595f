/**
 * C-P3 Pilots with enough confirmed kills choose their own aircraft among the available models
 * of the right type; several pilots wanting the same model roll off (◇ highest die wins, tied
 * pilots at the cut roll again until it is settled; losers keep their aircraft).
 */
import type { Dice } from '../common/dice';
import { because, quote, type Reason } from '../common/result';
import { NATIONS, type NationDefinition, type PilotRole } from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import type { CampaignRoll, PilotState } from './types';
import { ownValue } from '../common/own';

export interface AircraftRequest {
	pilotId: string;
	modelId: string;
}

export interface AvailableModel {
	modelId: string;
	/** How many pilots may take it (◇ default one per model). */
	copies: number;
	/** If given (and pilots are passed), a pilot of another role may not take it ("right type"). */
	role?: PilotRole;
}

export interface RollOff {
	modelId: string;
	copies: number;
	/** Each round: the dice of the pilots still contending. */
	rounds: { pilotId: string; die: number }[][];
	winners: string[];
}

export interface AircraftChoiceResolution {
	granted: AircraftRequest[];
	refused: (AircraftRequest & { reason: Reason })[];
	rollOffs: RollOff[];
	rolls: CampaignRoll[];
}

/** The models of `role` a nation's pilots may choose (C-P3), one copy each. */
export function availableModels(
	nationId: string,
	role: PilotRole,
	nations: Readonly<Record<string, NationDefinition>> = NATIONS
): AvailableModel[] {
	const nation = ownValue(nations, nationId);
	if (!nation) return [];
	return nation.models
		.filter((m) => m.role === role)
		.map((m) => ({ modelId: m.id, copies: 1, role }));
}

/**
 * Grants requests; contested models are rolled off with visible dice (purpose
 * 'aircraft-roll-off'). Models are settled in the order of `available`, contenders in request
 * order. With `pilots`, requests from unknown, killed or not-yet-eligible pilots are refused.
 */
export function resolveAircraftChoices(
	requests: readonly AircraftRequest[],
	available: readonly AvailableModel[],
	dice: Dice,
	options: { pilots?: readonly PilotState[]; houseRules?: HouseRules } = {}
): AircraftChoiceResolution {
	const houseRules = options.houseRules ?? DEFAULT_HOUSE_RULES;
	const pilots = options.pilots ? new Map(options.pilots.map((p) => [p.id, p])) : null;
	const result: AircraftChoiceResolution = { granted: [], refused: [], rollOffs: [], rolls: [] };
	const byModel = new Map(available.map((m) => [m.modelId, m]));
	const asked = new Set<string>();
	const valid: AircraftRequest[] = [];
	for (const request of requests) {
		const reason = refusalFor(request, byModel.get(request.modelId), asked, pilots);
		asked.add(request.pilotId);
		if (reason) result.refused.push({ ...request, reason });
		else valid.push(request);
	}
	for (const model of available) {
		const contenders = valid.filter((r) => r.modelId === model.modelId).map((r) => r.pilotId);
		if (contenders.length === 0) continue;
		let winners = contenders;
		if (contenders.length > model.copies) {
			const rollOff = rollOffFor(model, contenders, dice, houseRules.rollOffDie, result.rolls);
			result.rollOffs.push(rollOff);
			winners = rollOff.winners;
		}
		for (const pilotId of contenders) {
			if (winners.includes(pilotId)) result.granted.push({ pilotId, modelId: model.modelId });
			else
				result.refused.push({
					pilotId,
					modelId: model.modelId,
					reason: because(
						'campaign.aircraft_lost_roll_off',
						{ model: model.modelId },
						`Lost the roll-off for the ${model.modelId}.`
					)
				});
		}
	}
	return result;
}

function refusalFor(
	request: AircraftRequest,
	model: AvailableModel | undefined,
	asked: ReadonlySet<string>,
	pilots: ReadonlyMap<string, PilotState> | null
): Reason | null {
	if (asked.has(request.pilotId)) {
		return because(
			'campaign.aircraft_one_request',
			{},
			'A pilot may ask for one aircraft at a time.'
		);
	}
	if (!model || model.copies < 1) {
		return because(
			'campaign.aircraft_not_available',
			{ model: quote(request.modelId) },
			`The ${quote(request.modelId)} is not available.`
		);
	}
	if (!pilots) return null;
	const pilot = pilots.get(request.pilotId);
	if (!pilot) {
		return because(
			'campaign.aircraft_no_pilot',
			{ pilot_id: quote(request.pilotId) },
			`There is no pilot with id "${quote(request.pilotId)}".`
		);
	}
	if (pilot.status === 'killed') {
		return because(
			'campaign.aircraft_pilot_killed',
			{ pilot: pilot.name },
			`${pilot.name} was killed.`
		);
	}
	if (!pilot.canChooseAircraft) {
		return because(
			'campaign.aircraft_needs_kills',
			{ pilot: pilot.name },
			`${pilot.name} needs more confirmed kills to choose (C-P3).`
		);
	}
	if (model.role && model.role !== pilot.role) {
		return because(
			'campaign.aircraft_wrong_type',
			{ pilot: pilot.name, role: pilot.role, model: model.modelId },
			`${pilot.name} flies ${pilot.role} aircraft; the ${model.modelId} is not of that type.`
		);
	}
	return null;
}

/** Highest dice win the copies; pilots tied across the cut roll again among themselves. */
function rollOffFor(
	model: AvailableModel,
	contenders: readonly string[],
	dice: Dice,
	die: number,
	rolls: CampaignRoll[]
): RollOff {
	const rollOff: RollOff = {
		modelId: model.modelId,
		copies: model.copies,
		rounds: [],
		winners: []
	};
	let pool = [...contenders];
	let slots = model.copies;
	while (slots > 0 && pool.length > slots) {
		const round = pool.map((pilotId) => ({ pilotId, die: dice.roll(die) }));
		rollOff.rounds.push(round);
		for (const r of round) {
			rolls.push({
				purpose: 'aircraft-roll-off',
				sides: die,
				value: r.die,
				pilotId: r.pilotId,
				note: `roll-off for the ${model.modelId}`
			});
		}
		const faces = [...new Set(round.map((r) => r.die))].sort((a, b) => b - a);
		let next: string[] = [];
		for (const face of faces) {
			const group = round.filter((r) => r.die === face).map((r) => r.pilotId);
			if (group.length <= slots) {
				rollOff.winners.push(...group);
				slots -= group.length;
			} else {
				next = group;
				break;
			}
			if (slots === 0) break;
		}
		pool = next;
	}
	if (slots > 0) rollOff.winners.push(...pool);
	return rollOff;
}

/** Puts granted aircraft on their pilots (the privilege stays: they may choose again later). */
export function applyAircraftChoices(
	pilots: readonly PilotState[],
	granted: readonly AircraftRequest[]
): PilotState[] {
	const chosen = new Map(granted.map((g) => [g.pilotId, g.modelId]));
	return pilots.map((p) =>
		chosen.has(p.id) ? { ...p, aircraftTypeId: chosen.get(p.id) as string } : p
	);
}
