import { seededDice, type Dice } from '$lib/rules/common/dice';
import {
	GRID_AIRCRAFT_BY_ID,
	missionSetup,
	type AceSkill,
	type Facing,
	type GridSetup,
	type PlaneSetup,
	type Rect,
	type Side
} from '$lib/rules/grid';
import type { MissionId } from '$lib/data/missions';

export type TerrainDensity = 'none' | 'light' | 'heavy';

export interface FreePlane {
	type: string;
	aceSkills: AceSkill[];
}

export interface FreeSkirmishOptions {
	planes: Record<Side, FreePlane[]>;
	terrain: TerrainDensity;
	activation: 'deck' | 'command-points';
	width?: number;
	height?: number;
}

/** How many clouds of each size a density lays (small 2×2, large 3×3), like the C-M7 generator. */
export const TERRAIN_CLOUDS: Readonly<Record<TerrainDensity, { small: number; large: number }>> = {
	none: { small: 0, large: 0 },
	light: { small: 2, large: 1 },
	heavy: { small: 4, large: 2 }
};

/** The columns next to each home edge stay clear so both sides start in open sky. */
const START_MARGIN = 4;

function placeClouds(
	dice: Dice,
	width: number,
	height: number,
	counts: { small: number; large: number }
): { smallClouds: Rect[]; largeClouds: Rect[] } {
	const taken = new Set<string>();
	const place = (size: number): Rect | null => {
		const spots: Rect[] = [];
		for (let x = START_MARGIN; x + size - 1 <= width - 1 - START_MARGIN; x++)
			for (let y = 0; y + size - 1 < height; y++) {
				let free = true;
				for (let i = 0; i < size && free; i++)
					for (let j = 0; j < size && free; j++) if (taken.has(`${x + i},${y + j}`)) free = false;
				if (free) spots.push({ x, y, w: size, h: size });
			}
		if (spots.length === 0) return null;
		const r = spots[dice.below(spots.length)];
		for (let i = 0; i < size; i++)
			for (let j = 0; j < size; j++) taken.add(`${r.x + i},${r.y + j}`);
		return r;
	};
	const many = (n: number, size: number) =>
		Array.from({ length: n }, () => place(size)).filter((r): r is Rect => r !== null);
	const largeClouds = many(counts.large, 3);
	const smallClouds = many(counts.small, 2);
	return { smallClouds, largeClouds };
}

/**
 * A free skirmish: side A on the west edge facing east, side B on the east edge facing west
 * (the short ends are home, G-MOVE-6); clouds at random in the middle from the seed.
 */
export function freeSkirmishSetup(options: FreeSkirmishOptions, seed: number): GridSetup {
	const width = options.width ?? 18;
	const height = options.height ?? 12;
	const dice = seededDice(seed);
	const planes: PlaneSetup[] = [];
	for (const side of ['A', 'B'] as Side[]) {
		const list = options.planes[side];
		list.forEach((p, i) => {
			const isStatic = GRID_AIRCRAFT_BY_ID[p.type]?.static ?? false;
			planes.push({
				id: `${side}${i + 1}`,
				type: p.type,
				side,
				x: isStatic ? (side === 'A' ? 2 : width - 3) : side === 'A' ? 0 : width - 1,
				y: Math.round(((i + 1) * height) / (list.length + 1)) - 1,
				facing: (side === 'A' ? 2 : 6) as Facing,
				...(p.aceSkills.length > 0 ? { aceSkills: p.aceSkills } : {})
			});
		});
	}
	return {
		mission: null,
		board: { width, height, home: { A: 'west', B: 'east' } },
		planes,
		terrain: placeClouds(dice, width, height, TERRAIN_CLOUDS[options.terrain]),
		options: { activation: options.activation }
	};
}

/** A quick mission (C-M1…C-M7) with the standard forces, laid out from the seed. */
export function quickMissionSetup(
	mission: MissionId,
	seed: number,
	activation: 'deck' | 'command-points' = 'deck'
): GridSetup {
	return missionSetup(mission, seededDice(seed), { rules: { activation } });
}
