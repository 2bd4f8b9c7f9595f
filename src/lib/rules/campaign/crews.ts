/**
 * C-2 / C-3 / C-M1…C-M6 crews for a campaign turn: who flies each of the turn's missions.
 *
 * `pickCrews` proposes a crew for every mission from the living pilots: each side flies the
 * mission's forces (fighters and observation planes), no player flies more planes than
 * `planesPerPlayer.max`, and — unless the house rules let a pilot fly both — a pilot flies at
 * most one mission of the turn. When no crew can be found it says what is missing, in words
 * (the side's name, the role, how many are needed and how many there are), never with ids.
 * `checkTurnCrews` checks crews the organiser picked, listing every problem at once. With the
 * mission forces not enforced (a house rule), the forces are a target: a side flies whoever it
 * has, as long as it flies someone.
 */
import { because, ok, refuseBecause, type Reason, type Result } from '../common/result';
import type { MissionId } from '../../data/missions';
import { PILOT_ROLES, type SideId } from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import { missionDefinition } from './lookup';
import { requiredForces, rosterProblems, type RoleCounts } from './roster';
import { turnCrewProblems } from './turn-crews';
import type { CampaignSnapshot, MissionFlight, PilotState } from './types';

/** One mission of the turn: what was rolled and who rolled it (Side A, C-2). */
export interface CrewMission {
	missionId: MissionId;
	sideA: SideId;
}

const otherSideOf = (side: SideId): SideId => (side === 'allied' ? 'central' : 'allied');

/** What each side of a mission flies, by role (C-M1…C-M6). */
export function missionNeeds(m: CrewMission): Record<SideId, RoleCounts> {
	const mission = missionDefinition(m.missionId);
	const none = { fighter: 0, observation: 0 };
	if (!mission) return { allied: none, central: none } as Record<SideId, RoleCounts>;
	const needs = { [m.sideA]: requiredForces(mission.sideA) } as Partial<Record<SideId, RoleCounts>>;
	needs[otherSideOf(m.sideA)] = requiredForces(mission.sideB);
	return needs as Record<SideId, RoleCounts>;
}

/**
 * Crews for the turn's missions, in order (the first mission picks first), as pilot ids per
 * mission. Scarcer roles are filled first and each plane goes to the player flying fewest so
 * far, which finds a crew whenever the players' limits allow one in practice; whatever it
 * proposes is checked by the same rules that check a crew picked by hand.
 */
export function pickCrews(
	missions: readonly CrewMission[],
	snapshot: CampaignSnapshot,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	/** Pilots already flying another mission of the turn (a new crew for one mission). */
	taken: readonly string[] = []
): Result<string[][]> {
	const used = new Set<string>(houseRules.pilotsFlyOncePerTurn ? taken : []);
	const crews: string[][] = [];
	for (const [index, m] of missions.entries()) {
		const needs = missionNeeds(m);
		const crew: string[] = [];
		// Without enforced forces, leave each later mission of the turn a pilot of each side.
		const reserve = houseRules.pilotsFlyOncePerTurn ? missions.length - index - 1 : 0;
		for (const side of [m.sideA, otherSideOf(m.sideA)]) {
			const picked = pickSide(side, needs[side], snapshot, houseRules, used, m, index, reserve);
			if (!picked.ok) return picked;
			crew.push(...picked.value);
		}
		if (houseRules.pilotsFlyOncePerTurn) for (const id of crew) used.add(id);
		crews.push(crew);
	}
	const checked = checkTurnCrews(missions, crews, snapshot, houseRules);
	const clash = crews.flatMap((crew) => overlapProblems(crew, [taken], snapshot, houseRules));
	const problems = [...checked, ...clash];
	return problems.length > 0 ? refuseBecause(problems[0]) : ok(crews);
}

function pickSide(
	side: SideId,
	needs: RoleCounts,
	snapshot: CampaignSnapshot,
	houseRules: HouseRules,
	used: ReadonlySet<string>,
	m: CrewMission,
	index: number,
	reserve: number
): Result<string[]> {
	// A pilot without an aircraft cannot fly (C-3: each flies a plane). Those who flew fewest
	// missions come first (the flying is shared out), then by name: the same roster always gets
	// the same proposal.
	const free = snapshot.pilots
		.filter(
			(p) =>
				p.sideId === side && p.status === 'active' && p.aircraftTypeId !== '' && !used.has(p.id)
		)
		.sort((a, b) => a.missionsFlown - b.missionsFlown || a.name.localeCompare(b.name, 'en'));
	const most = houseRules.enforceMissionForces ? Infinity : Math.max(1, free.length - reserve);
	const flying = new Map<string, number>();
	const chosen: string[] = [];
	const max = houseRules.planesPerPlayer.max;
	const count = (p: PilotState) => (p.playerId === null ? 0 : (flying.get(p.playerId) ?? 0));
	// The scarcer role first: its few pilots must not lose their players' places to fighters.
	const roles = [...PILOT_ROLES].sort(
		(a, b) =>
			free.filter((p) => p.role === a).length -
			needs[a] -
			(free.filter((p) => p.role === b).length - needs[b])
	);
	for (const role of roles) {
		for (let slot = 0; slot < needs[role]; slot++) {
			if (chosen.length >= most) break;
			const candidates = free.filter((p) => p.role === role && !chosen.includes(p.id));
			const open = candidates.filter((p) => p.playerId === null || count(p) < max);
			// Without enforced forces (C-M1…C-M6 off) the forces are only a target: fly who there
			// is, as long as the side flies someone (checked below).
			if (open.length === 0 && !houseRules.enforceMissionForces) break;
			if (open.length === 0) {
				const name = snapshot.sides[side].name;
				const base = { side, side_name: name, mission: m.missionId, mission_number: index + 1 };
				if (candidates.length === 0) {
					const available = free.filter((p) => p.role === role).length;
					return refuseBecause(
						because(
							'campaign.crew_short_pilots',
							{ ...base, role, needed: needs[role], available },
							`${name} has ${available} ${role} pilot(s) free for mission ${index + 1} (${m.missionId}); it needs ${needs[role]}.`
						)
					);
				}
				const planes = needs.fighter + needs.observation;
				const players = new Set(free.map((p) => p.playerId)).size;
				return refuseBecause(
					because(
						'campaign.crew_short_players',
						{ ...base, planes, max, players },
						`${name} must fly ${planes} planes in mission ${index + 1} (${m.missionId}), but its ${players} player(s) may fly at most ${max} each.`
					)
				);
			}
			const next = open.reduce((best, p) => (count(p) < count(best) ? p : best));
			chosen.push(next.id);
			if (next.playerId !== null) flying.set(next.playerId, count(next) + 1);
		}
	}
	if (chosen.length === 0 && needs.fighter + needs.observation > 0) {
		const name = snapshot.sides[side].name;
		return refuseBecause(
			because(
				'campaign.crew_no_pilot',
				{ side, side_name: name, mission: m.missionId, mission_number: index + 1 },
				`${name} has no pilot free for mission ${index + 1} (${m.missionId}).`
			)
		);
	}
	return ok(chosen);
}

/**
 * Every problem with the crews of a turn's missions, in order: each mission's roster (C-3,
 * C-M1…C-M6, via the roster check) and, unless the house rules allow it, a pilot in two
 * missions of the same turn (C-2).
 */
export function checkTurnCrews(
	missions: readonly CrewMission[],
	crews: readonly (readonly string[])[],
	snapshot: CampaignSnapshot,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Reason[] {
	return missions.flatMap((m, i) => crewProblems(missions, crews, i, snapshot, houseRules));
}

/** The problems of mission `index`'s crew (the form shows them beside that mission). */
export function crewProblems(
	missions: readonly CrewMission[],
	crews: readonly (readonly string[])[],
	index: number,
	snapshot: CampaignSnapshot,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Reason[] {
	const m = missions[index];
	const crew = crews[index] ?? [];
	const byId = new Map(snapshot.pilots.map((p) => [p.id, p]));
	const flights: MissionFlight[] = crew.map((pilotId) => ({
		pilotId,
		aircraftTypeId: byId.get(pilotId)?.aircraftTypeId ?? ''
	}));
	const problems = rosterProblems(
		m.missionId,
		m.sideA,
		flights,
		snapshot.pilots,
		houseRules,
		snapshot.players
	);
	problems.push(...overlapProblems(crew, crews.slice(0, index), snapshot, houseRules));
	return problems;
}

/**
 * A pilot of `crew` who also flies one of the `others` crews of the same turn, unless the house
 * rules let a pilot fly both missions (C-2 ◇): the one check of turn-crews.ts (issue 26).
 */
export function overlapProblems(
	crew: readonly string[],
	others: readonly (readonly string[])[],
	snapshot: CampaignSnapshot,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Reason[] {
	return turnCrewProblems(crew, others, snapshot.pilots, houseRules);
}

/** Every pair of missions a turn can bring under the house rules' table: [allied's, central's]. */
export function turnPairs(
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): [CrewMission, CrewMission][] {
	const options = (side: SideId): MissionId[] => [
		...new Set(
			houseRules.missionTable.columns[side].flatMap((e) =>
				e.kind === 'mission' ? [e.mission] : [...e.options]
			)
		)
	];
	return options('allied').flatMap((a) =>
		options('central').map((c): [CrewMission, CrewMission] => [
			{ missionId: a, sideA: 'allied' },
			{ missionId: c, sideA: 'central' }
		])
	);
}

/** What a side needs to fly any turn the table can bring: pilots per role and players. */
export interface SideNeeds {
	pilots: RoleCounts;
	/** Players needed for the most planes the side flies in one mission. */
	players: number;
}

export function tableNeeds(
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Record<SideId, SideNeeds> {
	const out = {
		allied: { pilots: { fighter: 0, observation: 0 }, players: 0 },
		central: { pilots: { fighter: 0, observation: 0 }, players: 0 }
	};
	const perPlayer = Math.max(1, houseRules.planesPerPlayer.max);
	for (const pair of turnPairs(houseRules)) {
		const [first, second] = pair.map(missionNeeds);
		for (const side of ['allied', 'central'] as const) {
			for (const role of PILOT_ROLES) {
				const both = houseRules.pilotsFlyOncePerTurn
					? first[side][role] + second[side][role]
					: Math.max(first[side][role], second[side][role]);
				out[side].pilots[role] = Math.max(out[side].pilots[role], both);
			}
			const planes = Math.max(...[first, second].map((n) => n[side].fighter + n[side].observation));
			out[side].players = Math.max(out[side].players, Math.ceil(planes / perPlayer));
		}
	}
	return out;
}

/**
 * Can these pilots fly every turn the mission table can bring (the wizard's check before
 * "Create", issue 14)? The first pair of missions that cannot be crewed, with the reason.
 */
export function checkPlayable(
	snapshot: CampaignSnapshot,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Result<void> {
	for (const pair of turnPairs(houseRules)) {
		const picked = pickCrews(pair, snapshot, houseRules);
		if (!picked.ok) return picked;
	}
	return ok(undefined);
}
