/** Rolls as the dice list shows them, from the rules (CampaignRoll) or the store (DiceRollRecord). */
import type { CampaignRoll } from '$lib/rules/campaign';
import type { DiceRollRecord } from '$lib/db/records';
import { m } from '$lib/ui/i18n';
import { skillName } from './labels';

export interface ShownRoll {
	purpose: string;
	sides: number;
	values: number[];
	who?: string;
	detail?: string;
	tone?: 'good' | 'bad' | 'plain';
}

/** A fresh roll with its rule text (C-P5 survival, C-P4 ace skill, C-P3 roll-off). */
export function shownRoll(
	roll: CampaignRoll,
	pilotName: (id: string) => string,
	survivesOn: number
): ShownRoll {
	const who = roll.pilotId ? pilotName(roll.pilotId) : undefined;
	const base = { purpose: roll.purpose, sides: roll.sides, values: [roll.value], who };
	if (roll.purpose === 'survival') {
		const survived = roll.value >= survivesOn;
		return {
			...base,
			tone: survived ? 'good' : 'bad',
			detail: m.campaign_rule_survival({
				needed: survivesOn,
				result: survived ? m.campaign_survives() : m.campaign_dies()
			})
		};
	}
	if (roll.purpose === 'ace-skill') {
		const skill = roll.note?.split(' ')[0] ?? '';
		return { ...base, detail: m.campaign_rule_ace_skill({ skill: skillName(skill) }) };
	}
	if (roll.purpose === 'aircraft-roll-off') {
		return { ...base, detail: m.campaign_rule_roll_off() };
	}
	return { ...base, detail: roll.note };
}

/** A stored roll (history): its purpose, die and pilot. */
export function storedRoll(roll: DiceRollRecord, pilotName: (id: string) => string): ShownRoll {
	const sides = Number(/^d(\d+)$/.exec(roll.dice)?.[1] ?? 6);
	return {
		purpose: roll.purpose,
		sides,
		values: roll.values,
		who: roll.pilotId ? pilotName(roll.pilotId) : undefined
	};
}
