import type { Dice } from '../common/dice';
import { MISSIONS, type ForceRole, type MissionId } from '../../data/missions';
import {
	MISSION_MAP,
	STANDARD_AIRCRAFT,
	type GridOptions,
	type MissionMapRules
} from '../../data/grid/rules';
import type { AceSkill } from '../../data/grid/rules';
import type { Balloon, Facing, GridSetup, PlaneSetup, Rect, Side, Square } from './types';

export interface SlotChoice {
	type?: string;
	pilot?: string;
	aceSkills?: AceSkill[];
}

export interface MissionSetupOptions {
	/** Which nation flies as side A (◇ allied); side B is the other. */
	sideANation?: 'allied' | 'central';
	/** Per side, per plane slot in force order (fighters first, as MISSIONS lists them). */
	slots?: Partial<Record<Side, SlotChoice[]>>;
	/** C-M6: a heavy bomber (◇ default) or a Zeppelin. */
	escortType?: string;
	map?: Partial<MissionMapRules>;
	rules?: GridOptions;
}

const roleType = (nation: 'allied' | 'central', role: ForceRole) => STANDARD_AIRCRAFT[nation][role];

/**
 * C-M1…C-M7: a full scenario for a campaign mission. Forces come from MISSIONS; side A starts on
 * the west (short) edge facing east, side B on the east edge; clouds and objective markers are
 * placed at random in the middle of the table (C-M7 generator), never on the start columns.
 */
export function missionSetup(
	missionId: MissionId,
	dice: Dice,
	options: MissionSetupOptions = {}
): GridSetup {
	const mission = MISSIONS[missionId];
	const map = { ...MISSION_MAP, ...options.map };
	const { width, height } = map;
	const nationA = options.sideANation ?? 'allied';
	const nations: Record<Side, 'allied' | 'central'> = {
		A: nationA,
		B: nationA === 'allied' ? 'central' : 'allied'
	};
	const planes: PlaneSetup[] = [];
	for (const side of ['A', 'B'] as Side[]) {
		const slots = (side === 'A' ? mission.sideA : mission.sideB).flatMap((s) =>
			Array.from({ length: s.count }, () => s.role)
		);
		slots.forEach((role, i) => {
			const choice = options.slots?.[side]?.[i] ?? {};
			planes.push({
				id: `${side}${i + 1}`,
				type: choice.type ?? roleType(nations[side], role),
				side,
				x: side === 'A' ? 0 : width - 1,
				y: Math.round(((i + 1) * height) / (slots.length + 1)) - 1,
				facing: (side === 'A' ? 2 : 6) as Facing,
				...(choice.pilot ? { pilot: choice.pilot } : {}),
				...(choice.aceSkills ? { aceSkills: choice.aceSkills } : {})
			});
		});
	}
	const taken = new Set<string>();
	const key = (x: number, y: number) => `${x},${y}`;
	const centre = { x: Math.floor(width / 2), y: Math.floor(height / 2) };
	let escortedBomber: string | undefined;
	if (mission.objectivePieces.escortedBomber) {
		escortedBomber = 'A-bomber';
		planes.push({
			id: escortedBomber,
			type: options.escortType ?? roleType(nations.A, 'bomber'),
			side: 'A',
			x: centre.x,
			y: centre.y,
			facing: 2
		});
		for (let dx = -2; dx <= 2; dx++)
			for (let dy = -1; dy <= 1; dy++) taken.add(key(centre.x + dx, centre.y + dy));
	}
	const minX = map.startMargin;
	const maxX = width - 1 - map.startMargin;
	const freeRect = (w: number, h: number): Rect | null => {
		const spots: Rect[] = [];
		for (let x = minX; x + w - 1 <= maxX; x++)
			for (let y = 0; y + h - 1 < height; y++) {
				let ok = true;
				for (let i = 0; i < w && ok; i++)
					for (let j = 0; j < h && ok; j++) if (taken.has(key(x + i, y + j))) ok = false;
				if (ok) spots.push({ x, y, w, h });
			}
		if (spots.length === 0) return null;
		const r = spots[dice.below(spots.length)];
		for (let i = 0; i < w; i++) for (let j = 0; j < h; j++) taken.add(key(r.x + i, r.y + j));
		return r;
	};
	const square = (): Square | null => {
		const r = freeRect(1, 1);
		return r ? { x: r.x, y: r.y } : null;
	};
	const many = <T>(n: number, make: () => T | null): T[] =>
		Array.from({ length: n }, make).filter((v): v is T => v !== null);
	const photoPoints = many(mission.objectivePieces.photoPoints, square);
	const bombTargets = many(mission.objectivePieces.bombTargets, square).map((s) => ({
		...s,
		bombed: false
	}));
	const siteSquares = many(mission.objectivePieces.hiddenSites, square);
	const real = siteSquares.length > 0 ? dice.below(siteSquares.length) : -1;
	const sites = siteSquares.map((s, i) => ({ ...s, real: i === real, visited: false }));
	const balloons: Balloon[] = many(mission.objectivePieces.balloons, square).map((s, i) => ({
		id: `balloon${i + 1}`,
		side: 'B',
		...s,
		hp: options.rules?.balloonHp ?? 6
	}));
	const largeClouds = many(map.largeClouds, () => freeRect(map.largeCloudSize, map.largeCloudSize));
	const smallClouds = many(map.smallClouds, () => freeRect(map.smallCloudSize, map.smallCloudSize));
	return {
		mission: missionId,
		board: { width, height, home: { A: 'west', B: 'east' } },
		planes,
		terrain: { smallClouds, largeClouds, balloons },
		objectives: {
			photoPoints,
			bombTargets,
			sites,
			...(escortedBomber ? { escortedBomber } : {})
		},
		...(options.rules ? { options: options.rules } : {})
	};
}
