/**
 * C-P5 Survival: a pilot who fled because of critical hits always survives; a pilot shot down
 * survives on 5–6 (d6) by default — the die and threshold are house rules.
 */
import type { Dice } from '../common/dice';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import type { CampaignRoll } from './types';

export interface SurvivalRoll {
	die: number;
	needed: number;
	survived: boolean;
	roll: CampaignRoll;
}

/** Does this face of the survival die save a shot-down pilot? */
export function survivesOn(die: number, houseRules: HouseRules = DEFAULT_HOUSE_RULES): boolean {
	return die >= houseRules.survivesOnAtLeast;
}

/** One shot-down pilot's survival roll (also the Dice & tables page's survival roll). */
export function rollSurvival(
	dice: Dice,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	pilotId?: string
): SurvivalRoll {
	const needed = houseRules.survivesOnAtLeast;
	const die = dice.roll(houseRules.survivalDie);
	const survived = survivesOn(die, houseRules);
	const roll: CampaignRoll = {
		purpose: 'survival',
		sides: houseRules.survivalDie,
		value: die,
		note: `${survived ? 'survives' : 'killed'} (survives on ${needed}+)`
	};
	if (pilotId !== undefined) roll.pilotId = pilotId;
	return { die, needed, survived, roll };
}
