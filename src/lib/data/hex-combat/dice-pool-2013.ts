import type { Burst, Stability } from './types';

/** The 2013 dice pool (H-COMB-5), 2013 rulebook "Waffen abfeuern". All numbers are the book's. */
export interface DicePoolTable {
	base: number;
	/** Dice lost for the range in hexes (1, 2, 3). */
	rangePenalty: Readonly<Record<number, number>>;
	burst: Readonly<Record<Burst, number>>;
	stability: Readonly<Record<Stability, number>>;
	sameTargetAsLastTurn: number;
	targetStalled: number;
	/** Only with the altitude rule. */
	targetLower: number;
	/** Shooter flew one of `fastSpeeds` this turn. */
	fastShooter: number;
	fastSpeeds: readonly number[];
	/** Only one (working) gun at the firing position. */
	singleGun: number;
	/** "nicht mehr als 6 Würfel". */
	maxDice: number;
}

export const DICE_POOL_2013: DicePoolTable = {
	base: 3,
	rangePenalty: { 1: -1, 2: -2, 3: -3 },
	burst: { short: 0, medium: 1, long: 2 },
	stability: { A: 1, B: 0, C: -1 },
	sameTargetAsLastTurn: 1,
	targetStalled: 1,
	targetLower: 1,
	fastShooter: -1,
	fastSpeeds: [3, 4],
	singleGun: -1,
	maxDice: 6
};
