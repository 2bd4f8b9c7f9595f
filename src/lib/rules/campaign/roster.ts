/**
 * C-3 planes per player and C-M1…C-M6 forces: is a mission's roster one the campaign allows?
 */
import { ok, refuse, type Result } from '../common/result';
import { MISSIONS, type ForceSlot, type MissionId } from '../../data/missions';
import { otherSide, type PilotRole, type SideId } from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import type { MissionFlight, PilotState } from './types';

export type RoleCounts = Record<PilotRole, number>;

export interface RosterSummary {
	sideA: RoleCounts;
	sideB: RoleCounts;
	/** Planes per player (players with no id are not counted). */
	perPlayer: Record<string, number>;
}

const emptyCounts = (): RoleCounts => ({ fighter: 0, observation: 0 });

/** What a mission asks for, by role (bombers are pieces, not pilots, C-M6). */
export function requiredForces(slots: readonly ForceSlot[]): RoleCounts {
	const counts = emptyCounts();
	for (const slot of slots) if (slot.role !== 'bomber') counts[slot.role] += slot.count;
	return counts;
}

const describe = (c: RoleCounts): string =>
	`${c.fighter} fighter${c.fighter === 1 ? '' : 's'} and ${c.observation} observation`;

/**
 * Checks C-3 (each player flies between `planesPerPlayer.min` and `.max` planes) and, if
 * `enforceMissionForces`, that each side flies exactly the mission's forces.
 * Pilots must exist, be alive and appear once.
 */
export function validateMissionRoster(
	missionId: MissionId,
	sideA: SideId,
	flights: readonly MissionFlight[],
	pilots: readonly PilotState[],
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Result<RosterSummary> {
	const mission = MISSIONS[missionId];
	if (!mission) return refuse(`There is no mission "${missionId}".`);
	const byId = new Map(pilots.map((p) => [p.id, p]));
	const seen = new Set<string>();
	const summary: RosterSummary = { sideA: emptyCounts(), sideB: emptyCounts(), perPlayer: {} };
	for (const flight of flights) {
		const pilot = byId.get(flight.pilotId);
		if (!pilot) return refuse(`There is no pilot with id "${flight.pilotId}" in this campaign.`);
		if (pilot.status === 'killed') return refuse(`${pilot.name} was killed and cannot fly again.`);
		if (seen.has(pilot.id)) return refuse(`${pilot.name} is listed twice in this mission.`);
		seen.add(pilot.id);
		if (!flight.aircraftTypeId) return refuse(`${pilot.name} has no aircraft in this mission.`);
		(pilot.sideId === sideA ? summary.sideA : summary.sideB)[pilot.role] += 1;
		if (pilot.playerId !== null) {
			summary.perPlayer[pilot.playerId] = (summary.perPlayer[pilot.playerId] ?? 0) + 1;
		}
	}
	const { min, max } = houseRules.planesPerPlayer;
	for (const [player, count] of Object.entries(summary.perPlayer)) {
		if (count > max) return refuse(`Player ${player} flies ${count} planes; at most ${max} (C-3).`);
		if (count < min)
			return refuse(`Player ${player} flies ${count} planes; at least ${min} (C-3).`);
	}
	if (houseRules.enforceMissionForces) {
		const checks: [SideId, string, RoleCounts, RoleCounts][] = [
			[sideA, 'Side A', summary.sideA, requiredForces(mission.sideA)],
			[otherSide(sideA), 'Side B', summary.sideB, requiredForces(mission.sideB)]
		];
		for (const [, label, has, needs] of checks) {
			if (has.fighter !== needs.fighter || has.observation !== needs.observation) {
				return refuse(
					`${label} must fly ${describe(needs)} in this mission (${mission.ruleId}), not ${describe(has)}.`
				);
			}
		}
	}
	return ok(summary);
}
