import type { CounterSide } from './types';

/**
 * How two planes stand to each other, computed by part 1's hex geometry (H-TAIL-1, H-COMB-1):
 * this module takes it as plain data so combat needs no map code. Build it with
 * `src/lib/rules/hex/geometry.ts`: `hexDistance`, `fireLineRange`, `sidesSeen` (see the report
 * in decisions-hex-combat.md).
 */
export interface PairGeometry {
	/** Hex distance; 0 = same hex. */
	range: number;
	/** H-COMB-1: 1…3 when the target is on the shooter's fire line (straight ahead of A), else 0. */
	fireLine: number;
	/** Sides of the shooter through which the target is seen (two on a corner line). */
	shooterSides: readonly CounterSide[];
	/**
	 * The target's side that faces the shooter: the 2013 deck to draw from (H-COMB-5). On a corner
	 * line part 1 gives the forward-most side. Same hex: ◇ D (the slower attacker is behind).
	 */
	targetSide: CounterSide;
	/** Both face the same way (same-hex shots, H-COMB-2). */
	sameFacing: boolean;
	/** Facings parallel (same or opposite): no deflection (H-COMB-6 online table). */
	parallel: boolean;
	/**
	 * H-DMG-3: the shooter is straight ahead of the target's A (front) or straight behind its D
	 * (rear); anything else is 'other'. Same hex with the same facing: rear.
	 */
	aspect: 'front' | 'rear' | 'other';
}
