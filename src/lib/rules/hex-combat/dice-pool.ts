import type { Dice } from '../common/dice';
import { rollSpecialPool, tally, type SpecialDie } from '../common/special-dice';
import { DICE_POOL_2013, type DicePoolTable } from '../../data/hex-combat/dice-pool-2013';
import { COMBAT_DIE_2013, FACE_COLOURS } from '../../data/hex-combat/special-dice';
import type { Burst, FaceColour, Stability } from '../../data/hex-combat/types';

export interface PoolInput {
	range: number;
	burst: Burst;
	stability: Stability;
	sameTargetAsLastTurn: boolean;
	/** The target flew a stall maneuver this turn. */
	targetStalled: boolean;
	/** With the altitude rule: the target is one level lower. Pass false without the rule. */
	targetLower: boolean;
	/** Speed of the shooter's maneuver this turn. */
	shooterSpeed: number;
	/** Working guns at the firing position. */
	guns: number;
}

export interface Modifier {
	reason: string;
	value: number;
}

export interface Pool {
	dice: number;
	/** Every modifier that applied, base first, with the reason (for the sheet and the log). */
	modifiers: Modifier[];
	/** The uncapped sum, when the 6-dice cap (or 0 floor) changed it. */
	uncapped?: number;
}

/** H-COMB-5: the 2013 dice pool with every modifier and the 6-dice cap. */
export function dicePool(input: PoolInput, table: DicePoolTable = DICE_POOL_2013): Pool {
	const mods: Modifier[] = [{ reason: 'base', value: table.base }];
	const add = (reason: string, value: number) => {
		if (value !== 0) mods.push({ reason, value });
	};
	add(`range ${input.range}`, table.rangePenalty[input.range] ?? 0);
	add(`${input.burst} burst`, table.burst[input.burst]);
	add(`stability ${input.stability}`, table.stability[input.stability]);
	if (input.sameTargetAsLastTurn) add('same target as last turn', table.sameTargetAsLastTurn);
	if (input.targetStalled) add('target stalled', table.targetStalled);
	if (input.targetLower) add('target lower', table.targetLower);
	if (table.fastSpeeds.includes(input.shooterSpeed))
		add(`shooter flew speed ${input.shooterSpeed}`, table.fastShooter);
	if (input.guns === 1) add('only one gun', table.singleGun);
	const sum = mods.reduce((s, m) => s + m.value, 0);
	const dice = Math.max(0, Math.min(table.maxDice, sum));
	return dice === sum ? { dice, modifiers: mods } : { dice, modifiers: mods, uncapped: sum };
}

export interface PoolRoll {
	faces: FaceColour[];
	counts: Record<FaceColour, number>;
}

/** Rolls the pool into white / blue / red faces (H-COMB-5). The die is data (◇ overridable). */
export function rollPool(
	count: number,
	dice: Dice,
	die: SpecialDie<FaceColour> = COMBAT_DIE_2013
): PoolRoll {
	const faces = rollSpecialPool(die, count, dice);
	return { faces, counts: tally(faces, FACE_COLOURS) };
}
