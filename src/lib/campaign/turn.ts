/**
 * A campaign turn (C-2): both sides roll their mission on the table (C-4), Side A resolves an
 * "X or Y" row, pilots are picked to fly (C-3), and the turn is stored with its rolls.
 */
import { MISSIONS, type MissionId } from '$lib/data/missions';
import {
	SIDE_IDS,
	chooseMission,
	requiredForces,
	rollMissions,
	validateMissionRoster,
	type MissionFlight,
	type MissionRoll,
	type SideId as SideKey
} from '$lib/rules/campaign';
import { seededDice } from '$lib/rules/common/dice';
import { ok, refuse, type Result } from '$lib/rules/common/result';
import { startCampaignTurn, type StartedTurn } from '$lib/db/turns';
import type { ForceEntry } from '$lib/db/records';
import type { CampaignModel } from './model';

/** A seed for the app's dice (the engine never picks one, architecture principle 2). */
export function freshSeed(): number {
	return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

export interface TurnRolls {
	seed: number;
	rolls: Record<SideKey, MissionRoll>;
}

/** C-2 / C-4 both sides roll (allied first, then central) on the campaign's table. */
export function rollTurn(model: CampaignModel, seed = freshSeed()): TurnRolls {
	return { seed, rolls: rollMissions(seededDice(seed), model.houseRules) };
}

/** Side A's pick on an "X or Y" row; refused if it is not one of the two. */
export function resolveChoice(roll: MissionRoll, choice: MissionId): Result<MissionRoll> {
	return chooseMission(roll, choice);
}

/** Alive pilots of a side, with the ones a mission asks for first (fighters, then observers). */
export function suggestFlights(model: CampaignModel, missionId: MissionId, sideA: SideKey) {
	const pick = (side: SideKey, slots: (typeof MISSIONS)[MissionId]['sideA']) => {
		const needs = requiredForces(slots);
		const alive = model.snapshot.pilots.filter((p) => p.sideId === side && p.status === 'active');
		const chosen: string[] = [];
		for (const role of ['fighter', 'observation'] as const) {
			chosen.push(
				...alive
					.filter((p) => p.role === role)
					.slice(0, needs[role])
					.map((p) => p.id)
			);
		}
		return chosen;
	};
	const sideB = SIDE_IDS.find((k) => k !== sideA) as SideKey;
	return [...pick(sideA, MISSIONS[missionId].sideA), ...pick(sideB, MISSIONS[missionId].sideB)];
}

/** Flights for chosen pilots, each in their own aircraft. */
export function flightsFor(model: CampaignModel, pilotIds: readonly string[]): MissionFlight[] {
	return pilotIds.map((pilotId) => ({
		pilotId,
		aircraftTypeId: model.snapshot.pilots.find((p) => p.id === pilotId)?.aircraftTypeId ?? ''
	}));
}

/** C-3 / C-M1…C-M6: may these pilots fly this mission? (the rules' reason if not). */
export function checkFlights(
	model: CampaignModel,
	missionId: MissionId,
	sideA: SideKey,
	pilotIds: readonly string[]
): Result<void> {
	const checked = validateMissionRoster(
		missionId,
		sideA,
		flightsFor(model, pilotIds),
		model.snapshot.pilots,
		model.houseRules,
		model.snapshot.players
	);
	return checked.ok ? ok(undefined) : checked;
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
			aircraftTypeId: pilot.aircraftTypeId,
			role: state.role
		});
	}
	return forces;
}

/** Stores the turn with both missions and every roll (purpose 'mission-table'), in one transaction. */
export async function startTurn(
	model: CampaignModel,
	turn: TurnRolls,
	planned: readonly PlannedMission[],
	at = new Date().toISOString()
): Promise<Result<StartedTurn>> {
	for (const plan of planned) {
		const missionId = plan.roll.mission;
		if (!missionId) {
			return refuse('campaign.turn_choose_mission', {}, 'Side A must choose the mission first.');
		}
		const checked = checkFlights(model, missionId, plan.roll.sideA, plan.pilotIds);
		if (!checked.ok) return checked;
	}
	return startCampaignTurn(model.bundle.campaign.id, {
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
