import type { Burst, Stability } from './types';

/**
 * The online version's combat-value table (H-COMB-6, source 004), transcribed exactly.
 * Columns are the range in hexes 3, 2, 1, 0; a dash in the source is 0 here.
 *
 * | 3 | 2 | 1 | 0 | Range in Hexes |
 * | 3 | 4 | 7 | 9 | Base Combat Value |
 * | +1 | +1 | +2 | +3 | Attacker is Stability A |
 * | - | - | +1 | +2 | Attacker is Stability B |
 * | -1 | - | - | +1 | Attacker is Stability C |
 * | +2 | +2 | +3 | - | Target stalled |
 * | -3 | -2 | -1 | - | Attacker's speed 3 or 4 |
 * | -3 | -2 | -2 | -2 | Attacker has a single gun |
 * | -3 | -2 | -1 | - | Firing with deflection* |
 * | - | +1 | +1 | +2 | Fired at this target last turn |
 * | +1 | +1 | +2 | +2 | Tailing target |
 * *Deflection occurs when the attacker and target are not facing parallel to each other.
 */
export type ByRange = readonly [range3: number, range2: number, range1: number, range0: number];

export interface CombatValueTable {
	base: ByRange;
	stability: Readonly<Record<Stability, ByRange>>;
	targetStalled: ByRange;
	/** Attacker's speed is one of `fastSpeeds`. */
	fastAttacker: ByRange;
	fastSpeeds: readonly number[];
	singleGun: ByRange;
	deflection: ByRange;
	sameTargetAsLastTurn: ByRange;
	/** H-TAIL-4: online only (preset switch `tailingBonus`); observers never get it. */
	tailing: ByRange;
}

export const COMBAT_VALUE_ONLINE: CombatValueTable = {
	base: [3, 4, 7, 9],
	stability: { A: [1, 1, 2, 3], B: [0, 0, 1, 2], C: [-1, 0, 0, 1] },
	targetStalled: [2, 2, 3, 0],
	fastAttacker: [-3, -2, -1, 0],
	fastSpeeds: [3, 4],
	singleGun: [-3, -2, -2, -2],
	deflection: [-3, -2, -1, 0],
	sameTargetAsLastTurn: [0, 1, 1, 2],
	tailing: [1, 1, 2, 2]
};

/**
 * ◇ Classic burst bonus. The classic sheet has players pick a burst, but the only combat-value
 * table we have (online) has no burst row: the classic chart is lost (decisions-hex-combat.md).
 * Used only where the preset switches `burstBonus` on.
 */
export const CLASSIC_BURST_BONUS: Readonly<Record<Burst, number>> = {
	short: 0,
	medium: 1,
	long: 2
};

/** The column of a range in a `ByRange` row (3, 2, 1, 0 → 0…3). */
export function rangeColumn(range: number): 0 | 1 | 2 | 3 {
	if (range < 0 || range > 3 || !Number.isInteger(range)) throw new RangeError(`range ${range}`);
	return (3 - range) as 0 | 1 | 2 | 3;
}
