/**
 * Refuses inconsistent mission results with a reason a player understands (architecture
 * principle 6), before anything is rolled or recorded.
 */
import { ok, quote, refuse, refuseWithin, type Result } from '../common/result';
import { MISSIONS, type MissionOutcome } from '../../data/missions';
import {
	NATIONS,
	SIDE_IDS,
	otherSide,
	type NationDefinition,
	type SideId
} from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import { missionDefinition } from './lookup';
import { validateMissionRoster } from './roster';
import { decideSweepWinner, type SweepDecision } from './sweep';
import { standardAircraftFor } from './pilots';
import type { CampaignSnapshot, MissionResult, PilotState } from './types';

export interface CheckedResult {
	outcome: MissionOutcome;
	sideA: SideId;
	sideB: SideId;
	/** Pilot ids in flight order. */
	flown: string[];
	/** Shot down (credited or lost), in flight order: these roll for survival (C-P5). */
	shotDown: string[];
	/** Fled because of critical hits, in flight order (C-P5). */
	fled: string[];
	/** Set for most-kills missions (C-M3). */
	sweep: SweepDecision | null;
}

/** The flee value of a mission: the house-rule override, else the mission's data (C-M3). */
export function fleeValueFor(result: Pick<MissionResult, 'missionId'>, houseRules: HouseRules) {
	const override = Object.hasOwn(houseRules.fleeCountsAsKill, result.missionId)
		? houseRules.fleeCountsAsKill[result.missionId]
		: undefined;
	return override ?? MISSIONS[result.missionId].fleeCountsAsKill;
}

export function validateMissionResult(
	snapshot: CampaignSnapshot,
	result: MissionResult,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	nations: Readonly<Record<string, NationDefinition>> = NATIONS
): Result<CheckedResult> {
	const mission = missionDefinition(result.missionId);
	if (!mission) {
		return refuse(
			'campaign.no_mission',
			{ mission: quote(result.missionId) },
			`There is no mission "${quote(result.missionId)}".`
		);
	}
	if (!SIDE_IDS.includes(result.sideA)) {
		return refuse(
			'campaign.no_side',
			{ side: quote(result.sideA) },
			`There is no side "${quote(result.sideA)}".`
		);
	}
	const roster = validateMissionRoster(
		result.missionId,
		result.sideA,
		result.flights,
		snapshot.pilots,
		houseRules,
		snapshot.players
	);
	if (!roster.ok) return roster;

	const byId = new Map(snapshot.pilots.map((p) => [p.id, p]));
	const flown = result.flights.map((f) => f.pilotId);
	const flew = new Set(flown);
	const flyer = (id: string, part: ResultPart): Result<PilotState> => {
		const pilot = byId.get(id);
		if (!pilot) {
			return refuse(
				'campaign.result_no_pilot',
				{ pilot_id: quote(id), part },
				`There is no pilot with id "${quote(id)}" (${PARTS[part]}).`
			);
		}
		if (!flew.has(id)) {
			return refuse(
				'campaign.result_not_flown',
				{ pilot: pilot.name, part },
				`${pilot.name} did not fly in this mission (${PARTS[part]}).`
			);
		}
		return ok(pilot);
	};

	const victims = new Set<string>();
	for (const kill of result.kills) {
		const killer = flyer(kill.killerId, 'killer');
		if (!killer.ok) return killer;
		const victim = flyer(kill.victimId, 'victim');
		if (!victim.ok) return victim;
		if (killer.value.id === victim.value.id) {
			return refuse(
				'campaign.self_kill',
				{ pilot: killer.value.name },
				`${killer.value.name} cannot be credited with shooting themself down.`
			);
		}
		if (killer.value.sideId === victim.value.sideId) {
			return refuse(
				'campaign.same_side',
				{ pilot: killer.value.name, other: victim.value.name },
				`${killer.value.name} and ${victim.value.name} fly for the same side.`
			);
		}
		if (victims.has(victim.value.id)) {
			return refuse(
				'campaign.killed_twice',
				{ pilot: victim.value.name },
				`${victim.value.name} can be shot down only once (one killing blow, C-P1).`
			);
		}
		victims.add(victim.value.id);
	}
	const lost = new Set<string>();
	for (const id of result.lost ?? []) {
		const pilot = flyer(id, 'lost');
		if (!pilot.ok) return pilot;
		if (victims.has(id) || lost.has(id)) {
			return refuse(
				'campaign.shot_down_twice',
				{ pilot: pilot.value.name },
				`${pilot.value.name} can be shot down only once.`
			);
		}
		lost.add(id);
	}
	const fled = new Set<string>();
	for (const id of result.fled) {
		const pilot = flyer(id, 'fled');
		if (!pilot.ok) return pilot;
		if (victims.has(id) || lost.has(id)) {
			return refuse(
				'campaign.fled_and_shot_down',
				{ pilot: pilot.value.name },
				`${pilot.value.name} cannot both flee and be shot down.`
			);
		}
		if (fled.has(id)) {
			return refuse(
				'campaign.fled_twice',
				{ pilot: pilot.value.name },
				`${pilot.value.name} is listed twice as fled.`
			);
		}
		fled.add(id);
	}
	const assisted = new Set<string>();
	for (const assist of result.assists ?? []) {
		const pilot = flyer(assist.pilotId, 'assist');
		if (!pilot.ok) return pilot;
		const kill = result.kills.find((k) => k.victimId === assist.victimId);
		if (!kill) {
			const named = byId.get(assist.victimId);
			return named
				? refuse(
						'campaign.assist_no_kill',
						{ victim: named.name },
						`An assist needs a credited kill of ${named.name}.`
					)
				: refuse(
						'campaign.assist_no_kill_unknown',
						{ pilot_id: quote(assist.victimId) },
						`An assist needs a credited kill of pilot "${quote(assist.victimId)}".`
					);
		}
		if (kill.killerId === assist.pilotId) {
			return refuse(
				'campaign.assist_has_kill',
				{ pilot: pilot.value.name },
				`${pilot.value.name} already has the kill; it cannot also be an assist.`
			);
		}
		const victim = byId.get(assist.victimId) as PilotState;
		if (victim.sideId === pilot.value.sideId) {
			return refuse(
				'campaign.same_side',
				{ pilot: pilot.value.name, other: victim.name },
				`${pilot.value.name} and ${victim.name} fly for the same side.`
			);
		}
		const key = `${assist.pilotId}>${assist.victimId}`;
		if (assisted.has(key)) {
			return refuse(
				'campaign.assist_twice',
				{ pilot: pilot.value.name },
				`${pilot.value.name}'s assist is listed twice.`
			);
		}
		assisted.add(key);
	}

	const sideA = result.sideA;
	const shotDown = flown.filter((id) => victims.has(id) || lost.has(id));
	let sweep: SweepDecision | null = null;
	let outcome = result.outcome;
	if (mission.objective === 'most-kills') {
		const onA = (id: string) => (byId.get(id) as PilotState).sideId === sideA;
		sweep = decideSweepWinner(
			{
				shotDownOfA: shotDown.filter(onA).length,
				shotDownOfB: shotDown.filter((id) => !onA(id)).length,
				fledOfA: [...fled].filter(onA).length,
				fledOfB: [...fled].filter((id) => !onA(id)).length
			},
			fleeValueFor(result, houseRules)
		);
		if (outcome !== undefined && outcome !== sweep.outcome) {
			return refuse(
				'campaign.outcome_mismatch',
				{
					score_a: sweep.scoreA,
					score_b: sweep.scoreB,
					outcome: sweep.outcome,
					claimed: quote(outcome)
				},
				`The kills give ${sweep.scoreA} to ${sweep.scoreB} (C-M3), so the outcome is ${label(sweep.outcome)}, not ${label(outcome)}.`
			);
		}
		outcome = sweep.outcome;
	}
	if (outcome !== 'A' && outcome !== 'B' && outcome !== 'draw') {
		return refuse(
			'campaign.outcome_missing',
			{},
			'Say who won the mission: Side A, Side B or a draw.'
		);
	}

	if (houseRules.replacementAircraft === 'standard') {
		for (const id of shotDown) {
			const pilot = byId.get(id) as PilotState;
			const side = snapshot.sides[pilot.sideId];
			const standard = standardAircraftFor(side.nationId, pilot.role, houseRules, nations);
			if (!standard.ok) {
				return refuseWithin(
					'campaign.no_replacement',
					{ pilot: pilot.name },
					`${pilot.name} could not be replaced: `,
					standard
				);
			}
		}
	}
	return ok({
		outcome,
		sideA,
		sideB: otherSide(sideA),
		flown,
		shotDown,
		fled: flown.filter((id) => fled.has(id)),
		sweep
	});
}

const label = (o: MissionOutcome) => (o === 'draw' ? 'a draw' : `a win for Side ${o}`);

/** The part a pilot plays in a result, for a refusal (`part`: the UI words it). */
export type ResultPart = 'killer' | 'victim' | 'lost' | 'fled' | 'assist';
const PARTS: Record<ResultPart, string> = {
	killer: 'credited with a kill',
	victim: 'shot down',
	lost: 'lost',
	fled: 'fled',
	assist: 'assist'
};
