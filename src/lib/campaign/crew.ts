/**
 * One planned mission's crew between the turn's start and its result (issue 14): checking it,
 * proposing a new one after pilots were killed in the turn's other mission, storing it, and
 * checking before a fight in the app that the campaign will accept its outcome.
 */
import type { MissionId } from '$lib/data/missions';
import { planMission } from '$lib/db/turns';
import type { MissionRecord } from '$lib/db/records';
import {
	otherTurnCrews,
	pickCrews,
	rosterProblems,
	standardAircraftFor,
	turnCrewProblems,
	type TurnMissionCrew
} from '$lib/rules/campaign';
import {
	because,
	ok,
	refuseBecause,
	refuseWithin,
	type Reason,
	type Result
} from '$lib/rules/common/result';
import type { CampaignModel } from './model';
import { forcesFor } from './turn';

const crewMission = (model: CampaignModel, mission: MissionRecord) => ({
	missionId: mission.type as MissionId,
	sideA: model.ruleSideOf(mission.sideAId)
});

/** The mission's planned pilots, in the order planned. */
export const plannedCrew = (mission: MissionRecord): string[] =>
	[...mission.forces.A, ...mission.forces.B].map((f) => f.pilotId);

/** The turn's missions as the one-mission-per-turn check reads them (C-2, issue 26). */
export function turnMissionCrews(model: CampaignModel, turnId: string): TurnMissionCrew[] {
	return model.bundle.missions
		.filter((m) => m.turnId === turnId)
		.map((m) => ({
			id: m.id,
			planned: plannedCrew(m),
			flew:
				m.status === 'recorded'
					? model.bundle.pilotOutcomes
							.filter((o) => o.missionId === m.id && o.flew !== false)
							.map((o) => o.pilotId)
					: null
		}));
}

/** Who flies (or flew) the turn's other missions: their results' pilots, else their plans. */
export function otherCrews(model: CampaignModel, mission: MissionRecord): string[][] {
	return otherTurnCrews(turnMissionCrews(model, mission.turnId), mission.id).map((c) => [...c]);
}

/**
 * C-2 ◇ pilots of `crew` who also fly another mission of this turn: the same check for a result
 * typed in by hand, a game fought in the app or on the table, and the crew page (issue 26).
 */
export function turnClashes(
	model: CampaignModel,
	mission: MissionRecord,
	crew: readonly string[]
): Reason[] {
	return turnCrewProblems(
		crew,
		otherCrews(model, mission),
		model.snapshot.pilots,
		model.houseRules
	);
}

/** Every problem of a crew for this mission (C-3, C-M forces, one mission per turn). */
export function crewCheck(
	model: CampaignModel,
	mission: MissionRecord,
	crew: readonly string[]
): Reason[] {
	const m = crewMission(model, mission);
	const byId = new Map(model.snapshot.pilots.map((p) => [p.id, p]));
	const flights = crew.map((pilotId) => ({
		pilotId,
		aircraftTypeId: byId.get(pilotId)?.aircraftTypeId ?? ''
	}));
	return [
		...rosterProblems(
			m.missionId,
			m.sideA,
			flights,
			model.snapshot.pilots,
			model.houseRules,
			model.snapshot.players
		),
		...turnClashes(model, mission, crew)
	];
}

/** A valid crew from the living pilots not flying the turn's other missions. */
export function proposeCrew(model: CampaignModel, mission: MissionRecord): Result<string[]> {
	const picked = pickCrews(
		[crewMission(model, mission)],
		model.snapshot,
		model.houseRules,
		otherCrews(model, mission).flat()
	);
	return picked.ok ? ok(picked.value[0]) : picked;
}

/** Stores a new crew (one write, logged), checked against the mission as the page read it. */
export async function saveCrew(
	model: CampaignModel,
	mission: MissionRecord,
	crew: readonly string[],
	at = new Date().toISOString()
): Promise<Result<MissionRecord>> {
	const [problem] = crewCheck(model, mission, crew);
	if (problem) return refuseBecause(problem);
	const sideA = model.ruleSideOf(mission.sideAId);
	return planMission(mission.id, { forces: forcesFor(model, sideA, crew) }, mission, at);
}

/**
 * Before a fight in the app (issue 14): will the campaign accept its outcome? Refused if a
 * planned pilot has been killed since the crew was picked (the fight would start short-handed),
 * if the crew breaks the roster rules, or if a pilot shot down could not be replaced (C-P6).
 */
export function fightCheck(model: CampaignModel, mission: MissionRecord): Result<void> {
	const crew = plannedCrew(mission);
	const byId = new Map(model.snapshot.pilots.map((p) => [p.id, p]));
	const lost = crew.filter((id) => byId.get(id)?.status !== 'active');
	if (lost.length > 0) {
		const names = lost.map((id) => byId.get(id)?.name ?? '?').join(', ');
		return refuseBecause(
			because(
				'campaign.fight_crew_lost',
				{ names },
				`${names} can no longer fly (killed since the crew was picked): change the crew before the fight.`
			)
		);
	}
	const [problem] = crewCheck(model, mission, crew);
	if (problem) {
		return refuseWithin(
			'campaign.fight_crew_invalid',
			{},
			'The campaign could not record this fight: ',
			problem
		);
	}
	for (const id of crew) {
		const pilot = byId.get(id)!;
		const nation = model.snapshot.sides[pilot.sideId].nationId;
		const standard = standardAircraftFor(nation, pilot.role, model.houseRules);
		if (!standard.ok) {
			return refuseWithin(
				'campaign.fight_crew_invalid',
				{},
				'The campaign could not record this fight: ',
				standard
			);
		}
	}
	return ok(undefined);
}
