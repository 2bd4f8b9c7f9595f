/**
 * C-P3 aircraft choice and C-P4 aces: what a pilot earns when their kills pass a threshold.
 */
import type { Dice } from '../common/dice';
import type { AceSkillId } from '../../data/campaign/ace-skills';
import {
	DEFAULT_HOUSE_RULES,
	type HouseRules,
	type KillCount
} from '../../data/campaign/house-rules';
import type { CampaignEvent, CampaignRoll, PilotState } from './types';

/** The kill number a threshold reads (see HouseRules.aircraftChoiceCounts / aceCounts). */
export function countedKills(
	pilot: Pick<PilotState, 'kills' | 'confirmedKills'>,
	count: KillCount
) {
	return count === 'confirmed' ? pilot.confirmedKills : pilot.kills;
}

/** C-P4 how many ace skills `kills` earn: one at `aceAtKills`, one more every `aceSkillEveryKills`. */
export function aceSkillsEarned(
	kills: number,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): number {
	if (kills < houseRules.aceAtKills) return 0;
	if (houseRules.aceSkillEveryKills < 1) return 1;
	return 1 + Math.floor((kills - houseRules.aceAtKills) / houseRules.aceSkillEveryKills);
}

/** Skills an ace may still draw: the pool less what they hold (unless duplicates are allowed). */
export function skillsLeft(held: readonly AceSkillId[], houseRules: HouseRules): AceSkillId[] {
	const pool = [...new Set(houseRules.aceSkillPool)];
	return houseRules.aceSkillDuplicates ? pool : pool.filter((s) => !held.includes(s));
}

export interface Promotion {
	pilot: PilotState;
	events: CampaignEvent[];
	rolls: CampaignRoll[];
}

/**
 * Compares a pilot before and after a mission's kills and grants what was crossed:
 * C-P3 the aircraft choice, C-P4 Ace with one random skill, then one skill per further step.
 * Skills are drawn from those left, so no duplicates; none left → nothing (an event says so).
 * Killed pilots earn nothing. Dice: one `below(left)` per skill drawn.
 */
export function promote(
	before: PilotState,
	after: PilotState,
	dice: Dice,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Promotion {
	const events: CampaignEvent[] = [];
	const rolls: CampaignRoll[] = [];
	if (after.status === 'killed') return { pilot: after, events, rolls };
	let pilot = after;

	const choiceKills = countedKills(pilot, houseRules.aircraftChoiceCounts);
	if (!pilot.canChooseAircraft && choiceKills >= houseRules.aircraftChoiceAtKills) {
		pilot = { ...pilot, canChooseAircraft: true };
		events.push({
			kind: 'aircraft-choice-unlocked',
			pilotId: pilot.id,
			confirmedKills: pilot.confirmedKills
		});
	}

	const aceKills = countedKills(pilot, houseRules.aceCounts);
	const earnedBefore = aceSkillsEarned(countedKills(before, houseRules.aceCounts), houseRules);
	const earnedAfter = aceSkillsEarned(aceKills, houseRules);
	for (let award = earnedBefore + 1; award <= earnedAfter; award++) {
		const left = skillsLeft(pilot.aceSkills, houseRules);
		let skill: AceSkillId | null = null;
		if (left.length > 0) {
			const index = dice.below(left.length);
			skill = left[index];
			rolls.push({
				purpose: 'ace-skill',
				sides: left.length,
				value: index + 1,
				pilotId: pilot.id,
				note: `${skill} (of ${left.join(', ')})`
			});
			pilot = { ...pilot, aceSkills: [...pilot.aceSkills, skill] };
		}
		if (!pilot.isAce) {
			pilot = { ...pilot, isAce: true };
			events.push({ kind: 'became-ace', pilotId: pilot.id, kills: aceKills, skill });
		} else if (skill) {
			events.push({ kind: 'ace-skill-gained', pilotId: pilot.id, kills: aceKills, skill });
		} else {
			events.push({ kind: 'ace-skill-none-left', pilotId: pilot.id, kills: aceKills });
		}
	}
	return { pilot, events, rolls };
}
