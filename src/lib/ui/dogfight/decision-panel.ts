/**
 * Which panel the Dogfight screen shows beside the map (issue 27: play screens hold no game
 * logic): the result, the turn told, the fire choice (after the planes have moved, H-COMB-3), the
 * tailing choices (H-TAIL), the plotting sheet (H-PLAN), or a computer thinking / waiting line.
 */
export type DecisionPanel =
	| 'over'
	| 'resolved'
	| 'moving'
	| 'fire'
	| 'thinking-fire'
	| 'waiting-fire'
	| 'tailing'
	| 'plot'
	| 'thinking'
	| 'waiting';

export interface DecisionFacts {
	over: boolean;
	phase: 'plotting' | 'firing' | 'resolved';
	/** The planes are still walking their paths on the board. */
	moving: boolean;
	/** A plane of the viewer's chooses its fire now. */
	firing: boolean;
	/** A computer plane is thinking. */
	thinking: boolean;
	/** Tailing choices are open (H-TAIL-1). */
	tailing: boolean;
	/** A plane of the viewer's plots now (with its draft). */
	plotting: boolean;
}

export function decisionPanel(f: DecisionFacts): DecisionPanel {
	if (f.over) return 'over';
	if (f.phase === 'resolved') return 'resolved';
	if (f.phase === 'firing') {
		// The fire panel waits until the planes have flown (it never flashes up ahead of them).
		if (f.moving) return 'moving';
		if (f.firing) return 'fire';
		return f.thinking ? 'thinking-fire' : 'waiting-fire';
	}
	if (f.tailing) return 'tailing';
	if (f.plotting) return 'plot';
	return f.thinking ? 'thinking' : 'waiting';
}
