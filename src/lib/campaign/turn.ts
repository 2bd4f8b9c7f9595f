/**
 * A campaign turn (C-2): both sides roll their mission on the table (C-4), Side A resolves an
 * "X or Y" row, a crew is picked for each mission (C-3, C-M forces), and the turn is stored
 * with its rolls. The rolls are stored the moment they are made (issue 14), so leaving the page
 * never rolls them again.
 */
import type { MissionId } from '$lib/data/missions';
import {
	checkTurnCrews,
	chooseMission,
	crewProblems,
	pickCrews,
	restoreMissionRoll,
	rollMissions,
	type CrewMission,
	type MissionRoll,
	type SideId as SideKey
} from '$lib/rules/campaign';
import { seededDice } from '$lib/rules/common/dice';
import { ok, refuse, refuseBecause, type Reason, type Result } from '$lib/rules/common/result';
import {
	MISSIONS_ROLLED,
	recordMissionRolls,
	startCampaignTurn,
	type StartedTurn
} from '$lib/db/turns';
import type { ForceEntry, JsonObject } from '$lib/db/records';
import type { CampaignModel } from './model';

import { freshSeed } from '$lib/session/seed';

export interface TurnRolls {
	seed: number;
	rolls: Record<SideKey, MissionRoll>;
}

/** C-2 / C-4 both sides roll (allied first, then central) on the campaign's table. */
export function rollTurn(model: CampaignModel, seed = freshSeed()): TurnRolls {
	return { seed, rolls: rollMissions(seededDice(seed), model.houseRules) };
}

/** The rolls of the coming turn if they are stored in the log already, else null. */
export function storedTurnRolls(model: CampaignModel): TurnRolls | null {
	const next = model.bundle.campaign.currentTurn + 1;
	const entry = model.bundle.campaignEvents.findLast(
		(e) => e.type === MISSIONS_ROLLED && e.turnNumber === next
	);
	return entry ? turnRollsOf(entry.payload) : null;
}

function turnRollsOf(payload: JsonObject): TurnRolls | null {
	const rolls = payload.rolls as Record<string, unknown> | undefined;
	const allied = restoreMissionRoll(rolls?.allied);
	const central = restoreMissionRoll(rolls?.central);
	if (!allied || !central || typeof payload.seed !== 'number') return null;
	return { seed: payload.seed, rolls: { allied, central } };
}

/**
 * Rolls the coming turn's missions and stores the rolls at once. If the turn already has
 * stored rolls (another tab rolled first), those are the turn's rolls and are returned instead.
 */
export async function rollAndStore(
	model: CampaignModel,
	seed = freshSeed(),
	at = new Date().toISOString()
): Promise<Result<TurnRolls>> {
	const turn = storedTurnRolls(model) ?? rollTurn(model, seed);
	const stored = await recordMissionRolls(model.bundle.campaign.id, {
		afterTurn: model.bundle.campaign.currentTurn,
		at,
		rolls: JSON.parse(JSON.stringify(turn)) as JsonObject
	});
	if (!stored.ok) return stored;
	return ok(turnRollsOf(stored.value.rolls) ?? turn);
}

/** Side A's pick on an "X or Y" row; refused if it is not one of the two. */
export function resolveChoice(roll: MissionRoll, choice: MissionId): Result<MissionRoll> {
	return chooseMission(roll, choice);
}

/** The turn's missions as the crew rules see them; null for a roll still waiting for a choice. */
export const crewMissions = (rolls: readonly MissionRoll[]): (CrewMission | null)[] =>
	rolls.map((r) => (r.mission ? { missionId: r.mission, sideA: r.sideA } : null));

/**
 * A valid crew for each mission, picked from the living pilots (C-3, C-M forces; a pilot in one
 * mission per turn unless the house rules allow both). A roll still waiting for Side A's choice
 * gets no crew yet. The refusal names what is missing (side, role, how many), never ids.
 */
export function proposeCrews(
	model: CampaignModel,
	rolls: readonly MissionRoll[]
): Result<string[][]> {
	const missions = crewMissions(rolls);
	const chosen = missions.filter((m): m is CrewMission => m !== null);
	const picked = pickCrews(chosen, model.snapshot, model.houseRules);
	if (!picked.ok) return picked;
	let next = 0;
	return ok(missions.map((m) => (m ? picked.value[next++] : [])));
}

/** Every problem of each mission's crew, per mission, for the form to show beside it. */
export function turnProblems(
	model: CampaignModel,
	rolls: readonly MissionRoll[],
	crews: readonly (readonly string[])[]
): Reason[][] {
	const missions = crewMissions(rolls);
	const chosen = missions.filter((m): m is CrewMission => m !== null);
	const chosenCrews = crews.filter((_, i) => missions[i] !== null);
	let next = 0;
	return missions.map((m) =>
		m ? crewProblems(chosen, chosenCrews, next++, model.snapshot, model.houseRules) : []
	);
}

export interface PlannedMission {
	roll: MissionRoll;
	pilotIds: string[];
	mapSetup?: unknown;
}

/** The database's forces for a mission: each pilot on Side A or B, in their own aircraft. */
export function forcesFor(model: CampaignModel, sideA: SideKey, pilotIds: readonly string[]) {
	const forces: { A: ForceEntry[]; B: ForceEntry[] } = { A: [], B: [] };
	for (const id of pilotIds) {
		const pilot = model.bundle.pilots.find((p) => p.id === id);
		const state = model.snapshot.pilots.find((p) => p.id === id);
		if (!pilot || !state) continue;
		(state.sideId === sideA ? forces.A : forces.B).push({
			pilotId: id,
			aircraftTypeId: model.aircraftOf(pilot),
			role: state.role
		});
	}
	return forces;
}

/**
 * Stores the turn with both missions and every roll (purpose 'mission-table'), in one
 * transaction, after checking the crews (every mission's roster, and a pilot in one mission
 * per turn unless the house rules allow both).
 */
export async function startTurn(
	model: CampaignModel,
	turn: TurnRolls,
	planned: readonly PlannedMission[],
	at = new Date().toISOString()
): Promise<Result<StartedTurn>> {
	const missions: CrewMission[] = [];
	for (const plan of planned) {
		if (!plan.roll.mission) {
			return refuse('campaign.turn_choose_mission', {}, 'Side A must choose the mission first.');
		}
		missions.push({ missionId: plan.roll.mission, sideA: plan.roll.sideA });
	}
	const problems = checkTurnCrews(
		missions,
		planned.map((p) => p.pilotIds),
		model.snapshot,
		model.houseRules
	);
	if (problems.length > 0) return refuseBecause(problems[0]);
	return startCampaignTurn(model.bundle.campaign.id, {
		afterTurn: model.bundle.campaign.currentTurn,
		houseRules: model.bundle.campaign.houseRules,
		startedAt: at,
		missions: planned.map((plan) => ({
			type: plan.roll.mission as MissionId,
			sideAId: model.dbSideIdOf(plan.roll.sideA),
			sideBId: model.dbSideIdOf(plan.roll.sideB),
			forces: forcesFor(model, plan.roll.sideA, plan.pilotIds),
			mapSetup: plan.mapSetup ?? null,
			rolls: [
				{
					purpose: 'mission-table',
					dice: `d${plan.roll.roll.sides}`,
					values: [plan.roll.die],
					at
				}
			]
		})),
		events: [
			{
				type: 'turn-started',
				at,
				payload: {
					seed: turn.seed,
					missions: planned.map((plan) => ({
						sideA: plan.roll.sideA,
						die: plan.roll.die,
						mission: plan.roll.mission,
						choice: plan.roll.entry.kind === 'choice'
					}))
				},
				pilotIds: planned.flatMap((p) => p.pilotIds)
			}
		]
	});
}
