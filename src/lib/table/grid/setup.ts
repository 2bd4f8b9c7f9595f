/**
 * A free "Tally Ho!" table game (not from a campaign): the planes the players put on the table,
 * and a mission if they fly one (C-M1…C-M6), whose objective pieces and escorted bomber come from
 * the engine's own mission setup. The squares of the grid state mean nothing at the table.
 */
import { MISSION_MAP } from '$lib/data/grid/rules';
import type { MissionId } from '$lib/data/missions';
import { seededDice } from '$lib/rules/common/dice';
import { ok, refuse, type Result } from '$lib/rules/common/result';
import {
	checkSetup,
	missionSetup,
	type AceSkill,
	type Facing,
	type GridSetup,
	type PlaneSetup,
	type Side
} from '$lib/rules/grid';
import type { TallySetup } from './types';

export interface FreePlane {
	side: Side;
	type: string;
	pilot: string;
	aceSkills: AceSkill[];
}

export interface FreeTally {
	title: string;
	mission: MissionId | null;
	activation: 'deck' | 'command-points';
	planes: FreePlane[];
}

/** Planes A1, A2… and B1, B2… in the order listed, on their home ends (squares unused). */
function planesOf(free: FreeTally, width: number, height: number): PlaneSetup[] {
	const count: Record<Side, number> = { A: 0, B: 0 };
	return free.planes.map((p) => {
		const n = ++count[p.side];
		return {
			id: `${p.side}${n}`,
			type: p.type,
			side: p.side,
			x: p.side === 'A' ? 0 : width - 1,
			y: (n - 1) % height,
			facing: (p.side === 'A' ? 2 : 6) as Facing,
			...(p.pilot.trim() ? { pilot: p.pilot.trim() } : {}),
			...(p.aceSkills.length ? { aceSkills: p.aceSkills } : {})
		};
	});
}

export function freeTallySetup(free: FreeTally, mapSeed: number): Result<TallySetup> {
	for (const side of ['A', 'B'] as const)
		if (!free.planes.some((p) => p.side === side))
			return refuse('table.side_empty', { side }, 'Each side needs at least one plane.');
	const { width, height } = MISSION_MAP;
	const base: GridSetup = free.mission
		? missionSetup(free.mission, seededDice(mapSeed))
		: { board: { width, height }, planes: [] };
	const bomber = base.objectives?.escortedBomber;
	const grid: GridSetup = {
		...base,
		mission: free.mission,
		planes: [...planesOf(free, width, height), ...base.planes.filter((p) => p.id === bomber)],
		options: { activation: free.activation }
	};
	const checked = checkSetup(grid);
	if (!checked.ok) return checked;
	return ok({ title: free.title, grid, campaign: null });
}
