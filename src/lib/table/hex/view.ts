/**
 * What one player may see of a Blue Max table game (H-DMG-6, H-PLAN-9): in hot-seat play the
 * hidden parts of another player's sheet (damage, fuel, jams, gliding, ammunition) stay hidden,
 * team-mates included; smoke, fire, a killed observer and destruction are open. After the game
 * everything is shown (H-END-3). At an open table (no hot-seat) every sheet is open.
 */
import {
	BOX_AREAS,
	damageView,
	eventsFor,
	type BoxArea,
	type DamageView
} from '$lib/rules/hex-combat';
import { HAND_TICK } from './phases';
import type { MaxEvent, MaxPlane, MaxState } from './types';

export interface MaxSheet {
	id: string;
	aircraft: string;
	side: MaxPlane['side'];
	player: string;
	pilot: string;
	/** Open: the counter's altitude and the maneuver flown are on the map for all to see. */
	altitude: number | null;
	maneuver: string | null;
	retired: boolean;
	/** Open: a killed pilot's wreck still spinning down a level a turn (2013 with altitude). */
	falling?: true;
	damage: DamageView;
	/**
	 * Null for someone else's plane in hot-seat play. `ticks`: boxes marked by hand this turn,
	 * per area, that take effect in phase 6 with the cards (H-DMG-5).
	 */
	own:
		| (Pick<MaxPlane, 'glideTurns' | 'reloading' | 'longBursts' | 'done'> & {
				ticks: Partial<Record<BoxArea, number>>;
		  })
		| null;
}

/** Whether `viewer` sees this plane's sheet in full. `viewer` null: nobody's turn to look. */
export const ownsSheet = (state: MaxState, plane: MaxPlane, viewer: string | null): boolean =>
	!state.hotSeat || (viewer !== null && plane.player === viewer);

export function sheetFor(state: MaxState, plane: MaxPlane, viewer: string | null): MaxSheet {
	const owner = ownsSheet(state, plane, viewer);
	const over = state.phase === 'over';
	return {
		id: plane.id,
		aircraft: plane.aircraft,
		side: plane.side,
		player: plane.player,
		pilot: plane.pilot,
		altitude: plane.altitude,
		maneuver: plane.maneuver,
		retired: plane.retired,
		...(plane.falling ? { falling: true as const } : {}),
		damage: damageView(plane.track, owner, over),
		own:
			owner || over
				? {
						glideTurns: plane.glideTurns,
						reloading: plane.reloading,
						longBursts: plane.longBursts,
						done: plane.done,
						ticks: handTicks(state, plane)
					}
				: null
	};
}

/** Boxes marked by hand this turn, still to take effect in phase 6. */
function handTicks(state: MaxState, plane: MaxPlane): Partial<Record<BoxArea, number>> {
	const out: Partial<Record<BoxArea, number>> = {};
	for (const hit of state.hits[plane.id] ?? [])
		if (hit.id === HAND_TICK)
			for (const area of BOX_AREAS) {
				const n = hit.effect.damage[area] ?? 0;
				if (n > 0) out[area] = (out[area] ?? 0) + n;
			}
	return out;
}

/** The events this viewer may read (H-DMG-6); everything once the game is over (H-END-3). */
export function maxEventsFor(
	state: MaxState,
	events: readonly MaxEvent[],
	viewer: string | null
): MaxEvent[] {
	const owned = state.planes.filter((p) => ownsSheet(state, p, viewer)).map((p) => p.id);
	return eventsFor(events, owned, state.phase === 'over');
}

/** The players of a game, in the order their planes are listed (hand-over targets). */
export const playersOf = (state: Pick<MaxState, 'planes'>): string[] => [
	...new Set(state.planes.map((p) => p.player))
];
