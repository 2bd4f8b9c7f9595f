/**
 * "Fight this campaign mission" (issue 5): the grid scenario of a planned campaign mission —
 * its forces, pilots (names, aircraft, ace skills) and the map the turn generated (C-M7).
 * Pure: the campaign model and mission record come in, a GridSetup and the plane → pilot link
 * go out.
 */
import type { CampaignModel } from '$lib/campaign/model';
import type { MissionId } from '$lib/data/missions';
import type { MissionRecord } from '$lib/db/records';
import { seededDice } from '$lib/rules/common/dice';
import { stateHash } from '$lib/rules/common/hash';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import {
	GRID_AIRCRAFT_BY_ID,
	checkSetup,
	missionSetup,
	type AceSkill,
	type Facing,
	type GridSetup,
	type PlaneSetup,
	type Side
} from '$lib/rules/grid';
import { STANDARD_AIRCRAFT } from '$lib/data/grid/rules';
import { missionDefinition } from '$lib/rules/campaign';

/** Which campaign mission a game fights, and which pilot flies which plane. */
export interface CampaignLink {
	campaignId: string;
	/** The MissionRecord id (also the game record's campaignMissionId). */
	missionId: string;
	/** Plane id → pilot id. Pieces without a pilot (the escorted bomber) are not listed. */
	pilots: Record<string, string>;
}

/**
 * Campaign aircraft model ids (src/lib/data/campaign/sides.ts) → grid aircraft ids
 * (src/lib/data/grid/aircraft.ts, G-AC-3). Both lists come from the same source table; only
 * the spelling differs. "Roland CII / Halberstadt CLII" flies as the Roland.
 */
export const CAMPAIGN_TO_GRID_AIRCRAFT: Readonly<Record<string, string>> = {
	se5a: 'se5a',
	'sopwith-camel': 'camel',
	'bristol-f2b': 'bristol-f2b',
	'nieuport-17': 'nieuport-17',
	re8: 're8',
	'fokker-dr1': 'fokker-dr1',
	'fokker-d7': 'fokker-dvii',
	'albatros-d3': 'albatros-diii',
	'fokker-e3': 'fokker-eiii',
	'roland-c2': 'roland-cii',
	'rumpler-c4': 'rumpler-civ'
};

/** Campaign ace skill ids (C-P4) → the grid's (G-MAN-3). */
const ACE_SKILL_TO_GRID: Readonly<Record<string, AceSkill>> = {
	patience: 'patience',
	'immelmann-turn': 'immelmann',
	'engine-hang': 'engine-hang',
	'dead-eye': 'dead-eye'
};

export const gridAceSkills = (skills: readonly string[]): AceSkill[] =>
	skills.map((s) => ACE_SKILL_TO_GRID[s]).filter((s): s is AceSkill => s !== undefined);

/**
 * The grid aircraft a campaign aircraft type flies as: its model if the grid knows it, else
 * the standard machine of its role for the side's alignment (a custom pool entry).
 */
export function gridAircraftFor(
	modelId: string,
	role: 'fighter' | 'observation' | 'bomber',
	alignment: 'allied' | 'central'
): string {
	const mapped = CAMPAIGN_TO_GRID_AIRCRAFT[modelId] ?? modelId;
	return GRID_AIRCRAFT_BY_ID[mapped] ? mapped : STANDARD_AIRCRAFT[alignment][role];
}

/** A stored map setup, if it reads as a grid setup (it is opaque to the database). */
function storedSetup(stored: unknown): GridSetup | null {
	if (typeof stored !== 'object' || stored === null) return null;
	const s = stored as Partial<GridSetup>;
	if (!s.board || !Array.isArray(s.planes)) return null;
	// An imported map may be any JSON: one the grid cannot check is replaced by a generated one.
	try {
		return checkSetup(s as GridSetup).ok ? (s as GridSetup) : null;
	} catch {
		return null;
	}
}

/** ◇ a mission without a stored map gets one generated from its id (same map every time). */
export const fallbackMapSeed = (missionId: string): number =>
	parseInt(stateHash({ campaignMissionMap: missionId }).slice(0, 8), 16) >>> 0;

export interface CampaignScenario {
	setup: GridSetup;
	link: CampaignLink;
	title: string;
}

/**
 * The scenario: the map (clouds, balloons, targets, hidden sites, the escorted bomber) as the
 * turn generated it; the planes are the mission's planned forces, fighters first, each with its
 * pilot's name, aircraft and ace skills, lined up on the home edges as missionSetup does.
 */
export function campaignScenario(
	model: CampaignModel,
	mission: MissionRecord,
	missionLabel: string = mission.type
): Result<CampaignScenario> {
	if (mission.status === 'recorded')
		return refuse('skirmish.mission_recorded', {}, 'This mission already has a result.');
	const missionId = mission.type as MissionId;
	if (!missionDefinition(mission.type))
		return refuse(
			'skirmish.unknown_mission',
			{ mission: quote(mission.type) },
			`There is no mission "${mission.type}".`
		);
	const nations: Record<Side, 'allied' | 'central'> = {
		A: model.ruleSideOf(mission.sideAId),
		B: model.ruleSideOf(mission.sideBId)
	};
	const base =
		storedSetup(mission.mapSetup) ??
		missionSetup(missionId, seededDice(fallbackMapSeed(mission.id)), { sideANation: nations.A });
	const bomberId = base.objectives?.escortedBomber;
	const pieces = base.planes.filter((p) => p.id === bomberId);
	const { width, height } = base.board;
	const planes: PlaneSetup[] = [];
	const pilots: Record<string, string> = {};
	const alive = new Set(model.bundle.pilots.filter((p) => p.status === 'active').map((p) => p.id));
	for (const side of ['A', 'B'] as Side[]) {
		// Fighters first, as the mission lists its forces (C-M1…C-M6).
		const forces = mission.forces[side]
			.filter((f) => alive.has(f.pilotId))
			.sort((a, b) => Number(a.role !== 'fighter') - Number(b.role !== 'fighter'));
		forces.forEach((f, i) => {
			const pilot = model.bundle.pilots.find((p) => p.id === f.pilotId);
			if (!pilot) return;
			const id = `${side}${i + 1}`;
			const skills = gridAceSkills(pilot.aceSkills);
			planes.push({
				id,
				type: gridAircraftFor(model.modelIdOf(f.aircraftTypeId), f.role, nations[side]),
				side,
				x: side === 'A' ? 0 : width - 1,
				y: Math.round(((i + 1) * height) / (forces.length + 1)) - 1,
				facing: (side === 'A' ? 2 : 6) as Facing,
				pilot: pilot.name,
				...(skills.length > 0 ? { aceSkills: skills } : {})
			});
			pilots[id] = f.pilotId;
		});
	}
	if (!planes.some((p) => p.side === 'A') || !planes.some((p) => p.side === 'B'))
		return refuse(
			'skirmish.no_pilots_alive',
			{},
			'Both sides need at least one pilot alive to fly this mission.'
		);
	const setup: GridSetup = { ...base, mission: missionId, planes: [...planes, ...pieces] };
	const checked = checkSetup(setup);
	if (!checked.ok) return checked;
	return ok({
		setup,
		link: { campaignId: mission.campaignId, missionId: mission.id, pilots },
		title: `${model.bundle.campaign.name} · ${missionLabel}`
	});
}
