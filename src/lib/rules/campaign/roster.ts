/**
 * C-3 planes per player and C-M1…C-M6 forces: is a mission's roster one the campaign allows?
 */
import { because, ok, quote, refuseBecause, type Reason, type Result } from '../common/result';
import type { ForceSlot, MissionId } from '../../data/missions';
import { missionDefinition } from './lookup';
import type { PilotRole, SideId } from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import type { MissionFlight, PilotState } from './types';
import { ownValue } from '../common/own';
import { counted } from '../common/count';

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
 * Pilots must exist, be alive and appear once. `players` (player id → name) names the players
 * in a refusal; without it the id stands in. Refuses with the first problem; rosterProblems
 * gives them all.
 */
export function validateMissionRoster(
	missionId: MissionId,
	sideA: SideId,
	flights: readonly MissionFlight[],
	pilots: readonly PilotState[],
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	players: Readonly<Record<string, string>> = {}
): Result<RosterSummary> {
	const checked = checkRoster(missionId, sideA, flights, pilots, houseRules, players);
	return checked.problems.length > 0 ? refuseBecause(checked.problems[0]) : ok(checked.summary);
}

/** Every problem of a mission's roster at once (a form shows them all, issue 14). */
export function rosterProblems(
	missionId: MissionId,
	sideA: SideId,
	flights: readonly MissionFlight[],
	pilots: readonly PilotState[],
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	players: Readonly<Record<string, string>> = {}
): Reason[] {
	return checkRoster(missionId, sideA, flights, pilots, houseRules, players).problems;
}

function checkRoster(
	missionId: MissionId,
	sideA: SideId,
	flights: readonly MissionFlight[],
	pilots: readonly PilotState[],
	houseRules: HouseRules,
	players: Readonly<Record<string, string>>
): { summary: RosterSummary; problems: Reason[] } {
	const summary: RosterSummary = { sideA: emptyCounts(), sideB: emptyCounts(), perPlayer: {} };
	const problems: Reason[] = [];
	const mission = missionDefinition(missionId);
	if (!mission) {
		problems.push(
			because(
				'campaign.no_mission',
				{ mission: quote(missionId) },
				`There is no mission "${quote(missionId)}".`
			)
		);
		return { summary, problems };
	}
	const byId = new Map(pilots.map((p) => [p.id, p]));
	const seen = new Set<string>();
	const perPlayer = new Map<string, number>();
	for (const flight of flights) {
		const pilot = byId.get(flight.pilotId);
		if (!pilot) {
			problems.push(
				because(
					'campaign.unknown_pilot',
					{ pilot_id: quote(flight.pilotId) },
					`There is no pilot with id "${quote(flight.pilotId)}" in this campaign.`
				)
			);
			continue;
		}
		if (pilot.status === 'killed') {
			problems.push(
				because(
					'campaign.pilot_killed',
					{ pilot: pilot.name },
					`${pilot.name} was killed and cannot fly again.`
				)
			);
		}
		if (seen.has(pilot.id)) {
			problems.push(
				because(
					'campaign.pilot_twice',
					{ pilot: pilot.name },
					`${pilot.name} is listed twice in this mission.`
				)
			);
			continue;
		}
		seen.add(pilot.id);
		if (!flight.aircraftTypeId) {
			problems.push(
				because(
					'campaign.pilot_no_aircraft',
					{ pilot: pilot.name },
					`${pilot.name} has no aircraft in this mission.`
				)
			);
		}
		(pilot.sideId === sideA ? summary.sideA : summary.sideB)[pilot.role] += 1;
		if (pilot.playerId !== null) {
			perPlayer.set(pilot.playerId, (perPlayer.get(pilot.playerId) ?? 0) + 1);
		}
	}
	summary.perPlayer = Object.fromEntries(perPlayer);
	const { min, max } = houseRules.planesPerPlayer;
	for (const [id, count] of perPlayer) {
		// The campaign names every player (issue 14: never an id on a page); the id stands in
		// only where no names are given (the rules on their own, tests).
		const player = ownValue(players, id) ?? id;
		if (count > max) {
			problems.push(
				because(
					'campaign.too_many_planes',
					{ player, count, max },
					`Player ${player} flies ${counted(count, 'plane', 'planes')}; at most ${max} (C-3).`
				)
			);
		}
		if (count < min) {
			problems.push(
				because(
					'campaign.too_few_planes',
					{ player, count, min },
					`Player ${player} flies ${counted(count, 'plane', 'planes')}; at least ${min} (C-3).`
				)
			);
		}
	}
	if (houseRules.enforceMissionForces) {
		const checks: ['A' | 'B', RoleCounts, RoleCounts][] = [
			['A', summary.sideA, requiredForces(mission.sideA)],
			['B', summary.sideB, requiredForces(mission.sideB)]
		];
		for (const [which, has, needs] of checks) {
			if (has.fighter !== needs.fighter || has.observation !== needs.observation) {
				problems.push(
					because(
						'campaign.forces_mismatch',
						{
							mission_side: which,
							rule: mission.ruleId,
							needs_fighters: needs.fighter,
							needs_observers: needs.observation,
							has_fighters: has.fighter,
							has_observers: has.observation
						},
						`Side ${which} must fly ${describe(needs)} in this mission (${mission.ruleId}), not ${describe(has)}.`
					)
				);
			}
		}
	}
	return { summary, problems };
}
