/**
 * H-DMG-6 for the turn's events: what one seat may read of a turn's log. Damage, fuel, jams,
 * ammunition, cards drawn and refused orders are the owner's; smoke, fire, observer killed and
 * destruction are open, the cause of a destruction is not (a killed pilot is never announced).
 * After the game everything is shown (H-END-3).
 */
import type { HexEvent, HexGameState } from './types';
import { ownValue, setOwn } from '../common/own';

/** Events only the plane's own seat may see. */
const OWNER_ONLY = new Set<HexEvent['type']>([
	'hitsDrawn',
	'fireRefused',
	'actionRefused',
	'fuel',
	'outOfFuel',
	'spinInstead',
	// Gliding is secret (000:472); the new level shows on the board, not why.
	'glideLoss'
]);

function ownerOf(e: HexEvent): string | null {
	return 'plane' in e && typeof e.plane === 'string' ? e.plane : null;
}

/** The events of a turn as `seat` may see them (`state` = any state of the game, for the seats). */
export function hexEventsFor(
	state: Pick<HexGameState, 'planes' | 'over'>,
	events: readonly HexEvent[],
	seat: string
): HexEvent[] {
	if (state.over) return events.slice();
	const seatOf: Record<string, string> = {};
	for (const p of state.planes) setOwn(seatOf, p.id, p.seat);
	const out: HexEvent[] = [];
	for (const e of events) {
		const plane = ownerOf(e);
		const mine = plane !== null && ownValue(seatOf, plane) === seat;
		if (mine) {
			out.push(e);
			continue;
		}
		if (OWNER_ONLY.has(e.type)) continue;
		if (e.type === 'combat') {
			// The open 'shotDown' event tells the fact; the cause stays with the owner.
			if (e.visibility === 'all' && e.detail.type !== 'shot-down') out.push(e);
			continue;
		}
		if (e.type === 'shotDown') {
			out.push({ type: 'shotDown', plane: e.plane });
			continue;
		}
		out.push(e);
	}
	return out;
}
