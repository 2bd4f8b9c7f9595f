/**
 * G-TER-2 on a real table (002:236): a plane that flies into a large cloud is lost until its next
 * card; then it comes out on a random square beside one side of that cloud, facing away from it,
 * with a −ve, and flies its move (command points: when its side next holds the initiative and it
 * has a marker, before its action). The players say how big the cloud is on their cloth; the app
 * rolls the side and the square with visible dice. The −ve and the status change are the engine's
 * (`loseInCloud`, `reemergeAt`). Compass as the companion names the table (LeaveTable.svelte):
 * west is side A's end, east side B's end, north the long edge on side A's left.
 */
import type { Dice } from '$lib/rules/common/dice';
import { ok, refuse, type Result } from '$lib/rules/common/result';
import { MISSION_MAP } from '$lib/data/grid/rules';
import type { Edge, Facing, GridEvent, GridState, ManoeuvreId, PlaneState } from '$lib/rules/grid';
import { activatable, spendMarker } from '$lib/rules/grid/command';
import { reemergeAt } from '$lib/rules/grid/flow';
import { movePlan } from '$lib/rules/grid/movement';
import { loseInCloud, markManoeuvre } from '$lib/rules/grid/moves';
import type { CloudExit, CloudSize, TallyEvent, TallyState } from './types';

/** The largest cloud the form takes, in squares each way. */
export const MAX_CLOUD_SQUARES = 12;

/** A cloud's size when the players have not said yet: the missions' large cloud. */
export const DEFAULT_CLOUD: Readonly<{ wide: number; deep: number }> = {
	wide: MISSION_MAP.largeCloudSize,
	deep: MISSION_MAP.largeCloudSize
};

/** The d4 for the side, clockwise from north as the table is named. */
export const CLOUD_SIDES: readonly Edge[] = ['north', 'east', 'south', 'west'];

/** Facing away from the cloud on each side (engine facings, 0 = north, as `reemerge` does). */
const AWAY: Readonly<Record<Edge, Facing>> = { north: 0, east: 2, south: 4, west: 6 };

/** The cloud size remembered for a plane (the last one it was lost in), or the default. */
export function cloudSizeFor(state: TallyState, plane: string): { wide: number; deep: number } {
	const known = state.cloudSizes.find((c) => c.plane === plane);
	return known ? { wide: known.wide, deep: known.deep } : { ...DEFAULT_CLOUD };
}

const planeIn = (grid: GridState, id: string): PlaneState | undefined =>
	grid.planes.find((p) => p.id === id);

/**
 * The plane flew into a large cloud: in deck play the plane whose card is up (its manoeuvre still
 * counts: ±ve, Jink), in command-point play a marked plane of the side holding the initiative (a
 * Flight: the marker is spent). It is lost until its next card or its side's next initiative.
 */
export function lostInCloud(
	draft: TallyState,
	plane: string,
	manoeuvre: ManoeuvreId | null,
	events: TallyEvent[]
): Result<void> {
	const grid = draft.grid;
	const deck = grid.rules.activation === 'deck';
	if (deck && (grid.phase !== 'activation' || grid.activation?.current !== plane))
		return refuse('table.not_activated', { plane }, 'Only the plane whose card is up moves now.');
	if (!deck) {
		const marked = activatable(grid, plane);
		if (!marked.ok) return marked;
		if (draft.combat !== null)
			return refuse(
				'table.other_combat',
				{ current: draft.combat },
				'Another plane is taking its Combat action.'
			);
	}
	const p = planeIn(grid, plane);
	if (!p || p.status !== 'active')
		return refuse('table.not_on_table', { plane }, 'That plane is not on the table.');
	if (deck) {
		if (manoeuvre !== null) {
			const plan = movePlan(grid, p, manoeuvre, false);
			if (!plan.ok) return plan;
		}
		markManoeuvre(grid, p, manoeuvre);
		events.push({ type: 'flew', plane, manoeuvre });
		grid.activation = { ...grid.activation!, current: null, source: null };
	} else {
		spendMarker(grid, plane);
		events.push({ type: 'flight', plane });
	}
	loseInCloud(grid, p, null, events as GridEvent[]);
	return ok(undefined);
}

/** Whether the lost plane comes out now: its card is up, or its side holds the initiative. */
function outNow(grid: GridState, plane: PlaneState): boolean {
	if (grid.rules.activation === 'deck')
		return grid.phase === 'activation' && grid.activation?.current === plane.id;
	return (
		grid.phase === 'command' &&
		grid.command?.holder === plane.side &&
		grid.command.marked.includes(plane.id)
	);
}

/** Command points: the lost planes that must come out before their side's next action. */
export function lostWithInitiative(grid: GridState): PlaneState[] {
	return grid.planes.filter((p) => p.status === 'lost' && outNow(grid, p));
}

const wholeSize = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_CLOUD_SQUARES;

/**
 * The lost plane's card is up: roll where it comes out of a cloud `wide` squares along the table
 * (west–east) and `deep` across (north–south). First roll: the plane is active again with the
 * −ve. A re-roll (the square is off the table or in another cloud) moves it, nothing more.
 */
export function comeOutOfCloud(
	draft: TallyState,
	plane: string,
	size: { wide: number; deep: number } | null,
	dice: Dice,
	events: TallyEvent[]
): Result<void> {
	const grid = draft.grid;
	const reroll = size === null;
	const p = planeIn(grid, plane);
	if (!p) return refuse('grid.no_such_plane', { plane }, `there is no plane ${plane}`);
	if (!outNow(grid, p))
		return refuse(
			'table.not_out_now',
			{ plane },
			'A lost plane comes out when its card is up (or its side holds the initiative).'
		);
	if (reroll ? draft.cloudExit?.plane !== plane : p.status !== 'lost')
		return refuse(
			reroll ? 'table.no_cloud_exit' : 'table.not_lost',
			{ plane },
			reroll
				? 'Nothing has come out of a cloud to roll again.'
				: 'That plane is not lost in a cloud.'
		);
	const { wide, deep } = size ?? draft.cloudExit!;
	if (!wholeSize(wide) || !wholeSize(deep))
		return refuse(
			'table.bad_cloud_size',
			{ max: MAX_CLOUD_SQUARES },
			`A cloud is 1 to ${MAX_CLOUD_SQUARES} squares each way.`
		);
	const sideRoll = dice.roll(CLOUD_SIDES.length);
	const side = CLOUD_SIDES[sideRoll - 1];
	const length = side === 'north' || side === 'south' ? wide : deep;
	const square = dice.roll(length);
	const facing = AWAY[side];
	if (reroll) {
		// Moved along the cloud only: the −ve was taken when it came out. (A draft owns its planes.)
		p.facing = facing;
	} else {
		reemergeAt(grid, p, { x: p.x, y: p.y, facing });
	}
	const exit: CloudExit = { plane, wide, deep, side, sideRoll, square, length, facing, reroll };
	draft.cloudExit = exit;
	draft.cloudSizes = [
		...draft.cloudSizes.filter((c) => c.plane !== plane),
		{ plane, wide, deep } satisfies CloudSize
	];
	events.push({ type: 'cloud-exit', ...exit, ve: grid.rules.reemergeVe });
	return ok(undefined);
}
