/**
 * C-M3 Fighter Sweep / Dawn Patrol: the side that shoots down the most wins; a plane forced to
 * flee counts as half a kill (the mission's `fleeCountsAsKill`) for deciding the winner only.
 */
import type { MissionOutcome } from '../../data/missions';

export interface SweepTally {
	/** Side B planes shot down (credited or lost) — Side A's kills. */
	shotDownOfB: number;
	/** Side A planes shot down — Side B's kills. */
	shotDownOfA: number;
	fledOfA: number;
	fledOfB: number;
}

export interface SweepDecision {
	outcome: MissionOutcome;
	scoreA: number;
	scoreB: number;
}

/** Scores: own kills + fleeValue × enemy planes that fled. Equal scores are a draw. */
export function decideSweepWinner(tally: SweepTally, fleeValue: number): SweepDecision {
	const scoreA = tally.shotDownOfB + fleeValue * tally.fledOfB;
	const scoreB = tally.shotDownOfA + fleeValue * tally.fledOfA;
	const outcome: MissionOutcome = scoreA > scoreB ? 'A' : scoreB > scoreA ? 'B' : 'draw';
	return { outcome, scoreA, scoreB };
}
