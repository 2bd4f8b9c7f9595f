import type { DownCause } from './types';
import { ownValue, setOwn } from '../common/own';

/** A plane as the end check needs it (part 1's `HexPlane.status` plus our cause). */
export interface PlaneOutcome {
	id: string;
	side: string;
	status: 'flying' | 'shotDown' | 'retired' | 'landed';
	/** Landed planes count as shot down unless a scenario says otherwise (H-FUEL-2). */
	landedCountsAsShotDown?: boolean;
}

/** H-END-1: every way a plane is shot down, for the log and the after-game replay. */
export const DOWN_CAUSES: readonly DownCause[] = [
	'fuel-tank-explosion',
	'left-map',
	'failed-spin',
	'wings-destroyed',
	'fuselage-destroyed',
	'tail-destroyed',
	'pilot-killed',
	'engine-destroyed',
	'landed'
];

export function isDown(p: PlaneOutcome): boolean {
	return p.status === 'shotDown' || (p.status === 'landed' && p.landedCountsAsShotDown !== false);
}

export interface GameEnd {
	over: boolean;
	/** The side with most kills, 'draw' on equal kills, null while the game goes on. */
	winner: string | 'draw' | null;
	/** Kills per side: planes of the other side(s) shot down (retired planes are no kills). */
	kills: Record<string, number>;
}

/**
 * H-END-2: the game ends when every plane of one side is down or retired (out of the fight).
 * Most kills wins; equal kills is a draw. ◇ Every downed plane is a kill for the side(s) it
 * fought against, whatever brought it down (the 2013 "Abschüsse" count downed enemies).
 */
export function gameEnd(planes: readonly PlaneOutcome[], sides: readonly string[]): GameEnd {
	// Plain loops: the turn's end asks this whenever a side may be out (issue 19).
	const kills: Record<string, number> = {};
	for (const s of sides) setOwn(kills, s, 0);
	for (const p of planes) {
		if (!isDown(p)) continue;
		for (const s of sides) if (s !== p.side) setOwn(kills, s, (ownValue(kills, s) ?? 0) + 1);
	}
	let sideOut = false; // a side with no plane flying (or none at all) is out
	for (const s of sides) {
		let flying = false;
		for (const p of planes) if (p.side === s && p.status === 'flying') flying = true;
		if (!flying) sideOut = true;
	}
	if (!sideOut) return { over: false, winner: null, kills };
	const best = Math.max(...sides.map((s) => ownValue(kills, s) ?? 0));
	const leaders = sides.filter((s) => ownValue(kills, s) === best);
	return { over: true, winner: leaders.length === 1 ? leaders[0] : 'draw', kills };
}
