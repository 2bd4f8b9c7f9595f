/**
 * Refuses inconsistent mission results with a reason a player understands (architecture
 * principle 6), before anything is rolled or recorded.
 */
import { ok, refuse, type Result } from '../common/result';
import { MISSIONS, type MissionOutcome } from '../../data/missions';
import {
	NATIONS,
	SIDE_IDS,
	otherSide,
	type NationDefinition,
	type SideId
} from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
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
	return (
		houseRules.fleeCountsAsKill[result.missionId] ?? MISSIONS[result.missionId].fleeCountsAsKill
	);
}

export function validateMissionResult(
	snapshot: CampaignSnapshot,
	result: MissionResult,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	nations: Readonly<Record<string, NationDefinition>> = NATIONS
): Result<CheckedResult> {
	const mission = MISSIONS[result.missionId];
	if (!mission) return refuse(`There is no mission "${result.missionId}".`);
	if (!SIDE_IDS.includes(result.sideA)) return refuse(`There is no side "${result.sideA}".`);
	const roster = validateMissionRoster(
		result.missionId,
		result.sideA,
		result.flights,
		snapshot.pilots,
		houseRules
	);
	if (!roster.ok) return roster;

	const byId = new Map(snapshot.pilots.map((p) => [p.id, p]));
	const flown = result.flights.map((f) => f.pilotId);
	const flew = new Set(flown);
	const flyer = (id: string, what: string): Result<PilotState> => {
		const pilot = byId.get(id);
		if (!pilot) return refuse(`There is no pilot with id "${id}" (${what}).`);
		if (!flew.has(id)) return refuse(`${pilot.name} did not fly in this mission (${what}).`);
		return ok(pilot);
	};

	const victims = new Set<string>();
	for (const kill of result.kills) {
		const killer = flyer(kill.killerId, 'credited with a kill');
		if (!killer.ok) return killer;
		const victim = flyer(kill.victimId, 'shot down');
		if (!victim.ok) return victim;
		if (killer.value.id === victim.value.id) {
			return refuse(`${killer.value.name} cannot be credited with shooting themself down.`);
		}
		if (killer.value.sideId === victim.value.sideId) {
			return refuse(`${killer.value.name} and ${victim.value.name} fly for the same side.`);
		}
		if (victims.has(victim.value.id)) {
			return refuse(`${victim.value.name} can be shot down only once (one killing blow, C-P1).`);
		}
		victims.add(victim.value.id);
	}
	const lost = new Set<string>();
	for (const id of result.lost ?? []) {
		const pilot = flyer(id, 'lost');
		if (!pilot.ok) return pilot;
		if (victims.has(id) || lost.has(id)) {
			return refuse(`${pilot.value.name} can be shot down only once.`);
		}
		lost.add(id);
	}
	const fled = new Set<string>();
	for (const id of result.fled) {
		const pilot = flyer(id, 'fled');
		if (!pilot.ok) return pilot;
		if (victims.has(id) || lost.has(id)) {
			return refuse(`${pilot.value.name} cannot both flee and be shot down.`);
		}
		if (fled.has(id)) return refuse(`${pilot.value.name} is listed twice as fled.`);
		fled.add(id);
	}
	const assisted = new Set<string>();
	for (const assist of result.assists ?? []) {
		const pilot = flyer(assist.pilotId, 'assist');
		if (!pilot.ok) return pilot;
		const kill = result.kills.find((k) => k.victimId === assist.victimId);
		if (!kill) return refuse(`An assist needs a credited kill of pilot "${assist.victimId}".`);
		if (kill.killerId === assist.pilotId) {
			return refuse(`${pilot.value.name} already has the kill; it cannot also be an assist.`);
		}
		const victim = byId.get(assist.victimId) as PilotState;
		if (victim.sideId === pilot.value.sideId) {
			return refuse(`${pilot.value.name} and ${victim.name} fly for the same side.`);
		}
		const key = `${assist.pilotId}>${assist.victimId}`;
		if (assisted.has(key)) return refuse(`${pilot.value.name}'s assist is listed twice.`);
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
				`The kills give ${sweep.scoreA} to ${sweep.scoreB} (C-M3), so the outcome is ${label(sweep.outcome)}, not ${label(outcome)}.`
			);
		}
		outcome = sweep.outcome;
	}
	if (outcome !== 'A' && outcome !== 'B' && outcome !== 'draw') {
		return refuse('Say who won the mission: Side A, Side B or a draw.');
	}

	if (houseRules.replacementAircraft === 'standard') {
		for (const id of shotDown) {
			const pilot = byId.get(id) as PilotState;
			const side = snapshot.sides[pilot.sideId];
			const standard = standardAircraftFor(side.nationId, pilot.role, houseRules, nations);
			if (!standard.ok) return refuse(`${pilot.name} could not be replaced: ${standard.reason}`);
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
