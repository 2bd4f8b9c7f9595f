/** Test fixtures (plain data, no test framework): a small two-sided campaign. */
import { DEFAULT_SIDES, type PilotRole, type SideId } from '../../data/campaign/sides';
import { MISSIONS, type MissionId } from '../../data/missions';
import { requiredForces } from './roster';
import type { CampaignSnapshot, MissionFlight, MissionResult, PilotState } from './types';
import { ownValue } from '../common/own';

export function makePilot(
	id: string,
	sideId: SideId,
	role: PilotRole = 'fighter',
	overrides: Partial<PilotState> = {}
): PilotState {
	const standard =
		sideId === 'allied'
			? role === 'fighter'
				? 'sopwith-camel'
				: 're8'
			: role === 'fighter'
				? 'albatros-d3'
				: 'roland-c2';
	return {
		id,
		name: `Pilot ${id}`,
		sideId,
		playerId: `player-${id}`,
		status: 'active',
		role,
		aircraftTypeId: standard,
		kills: 0,
		confirmedKills: 0,
		isAce: false,
		aceSkills: [],
		canChooseAircraft: false,
		missionsFlown: 0,
		replacesId: null,
		...overrides
	};
}

/** Allied: a1…a4 fighters, ao1 ao2 observers. Central: c1…c4 fighters, co1 co2 observers. */
export function makeSnapshot(patch: Record<string, Partial<PilotState>> = {}): CampaignSnapshot {
	const pilots = [
		...['a1', 'a2', 'a3', 'a4'].map((id) => makePilot(id, 'allied')),
		...['ao1', 'ao2'].map((id) => makePilot(id, 'allied', 'observation')),
		...['c1', 'c2', 'c3', 'c4'].map((id) => makePilot(id, 'central')),
		...['co1', 'co2'].map((id) => makePilot(id, 'central', 'observation'))
	].map((p) => ({ ...p, ...(ownValue(patch, p.id) ?? {}) }));
	return { sides: DEFAULT_SIDES, pilots };
}

export function flightsOf(snapshot: CampaignSnapshot, ids: readonly string[]): MissionFlight[] {
	return ids.map((id) => ({
		pilotId: id,
		aircraftTypeId: snapshot.pilots.find((p) => p.id === id)?.aircraftTypeId ?? 'unknown'
	}));
}

/** A fighter sweep a1 a2 a3 (allied, Side A) against c1 c2 c3. */
export function sweepResult(
	snapshot: CampaignSnapshot,
	patch: Partial<MissionResult> = {},
	missionId: MissionId = 'fighter-sweep'
): MissionResult {
	return {
		missionId,
		sideA: 'allied',
		flights: flightsOf(snapshot, ['a1', 'a2', 'a3', 'c1', 'c2', 'c3']),
		kills: [],
		fled: [],
		...patch
	};
}

/** Pilot ids flying exactly a mission's forces: allied as Side A, central as Side B. */
export function rosterFor(missionId: MissionId): string[] {
	const a = requiredForces(MISSIONS[missionId].sideA);
	const b = requiredForces(MISSIONS[missionId].sideB);
	return [
		...['a1', 'a2', 'a3', 'a4'].slice(0, a.fighter),
		...['ao1', 'ao2'].slice(0, a.observation),
		...['c1', 'c2', 'c3', 'c4'].slice(0, b.fighter),
		...['co1', 'co2'].slice(0, b.observation)
	];
}
