/**
 * C-M7 the generated map of a campaign mission (clouds, balloons, targets, hidden-site markers),
 * from the grid engine's missionSetup, and a plain shape the map view can draw.
 */
import { missionSetup, type GridSetup } from '$lib/rules/grid';
import { seededDice } from '$lib/rules/common/dice';
import type { MissionRoll } from '$lib/rules/campaign';

/** ◇ each mission's map has its own dice stream, derived from the turn's seed and its index. */
export const mapSeed = (turnSeed: number, index: number): number =>
	(turnSeed + 0x9e3779b9 * (index + 1)) >>> 0;

/** The generated setup, or null if the generator refuses (the brief and forces still show). */
export function generateMapSetup(
	roll: MissionRoll,
	turnSeed: number,
	index: number
): GridSetup | null {
	if (!roll.mission) return null;
	try {
		return missionSetup(roll.mission, seededDice(mapSeed(turnSeed, index)), {
			sideANation: roll.sideA
		});
	} catch {
		return null;
	}
}

export interface Cell {
	x: number;
	y: number;
}
export interface Area extends Cell {
	w: number;
	h: number;
}

/** What the map view draws; hidden sites are all alike (which is real stays secret, C-M4). */
export interface MapPicture {
	width: number;
	height: number;
	clouds: Area[];
	balloons: Cell[];
	photoPoints: Cell[];
	targets: Cell[];
	sites: Cell[];
	planes: (Cell & { side: 'A' | 'B'; bomber: boolean })[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const cells = (x: unknown): Cell[] =>
	Array.isArray(x)
		? x
				.filter((c) => isObject(c) && Number.isInteger(c.x) && Number.isInteger(c.y))
				.map((c) => ({ x: c.x as number, y: c.y as number }))
		: [];
const areas = (x: unknown): Area[] =>
	Array.isArray(x)
		? x
				.filter((c) => isObject(c) && [c.x, c.y, c.w, c.h].every(Number.isInteger))
				.map((c) => ({ x: c.x as number, y: c.y as number, w: c.w as number, h: c.h as number }))
		: [];

/** Reads a stored (opaque) map setup defensively; null if it is not one. */
export function mapPicture(stored: unknown): MapPicture | null {
	if (!isObject(stored) || !isObject(stored.board)) return null;
	const { width, height } = stored.board;
	if (!Number.isInteger(width) || !Number.isInteger(height)) return null;
	if (
		(width as number) < 1 ||
		(height as number) < 1 ||
		(width as number) > 100 ||
		(height as number) > 100
	)
		return null;
	const terrain = isObject(stored.terrain) ? stored.terrain : {};
	const objectives = isObject(stored.objectives) ? stored.objectives : {};
	const bomber = objectives.escortedBomber;
	const planes = Array.isArray(stored.planes)
		? stored.planes
				.filter((p) => isObject(p) && Number.isInteger(p.x) && Number.isInteger(p.y))
				.map((p) => ({
					x: p.x as number,
					y: p.y as number,
					side: (p.side === 'B' ? 'B' : 'A') as 'A' | 'B',
					bomber: p.id === bomber
				}))
		: [];
	return {
		width: width as number,
		height: height as number,
		clouds: [...areas(terrain.largeClouds), ...areas(terrain.smallClouds)],
		balloons: cells(terrain.balloons),
		photoPoints: cells(objectives.photoPoints),
		targets: cells(objectives.bombTargets),
		sites: cells(objectives.sites),
		planes
	};
}
