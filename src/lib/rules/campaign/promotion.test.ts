import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { withHouseRules } from '../../data/campaign/house-rules';
import { ACE_SKILL_IDS } from '../../data/campaign/ace-skills';
import { aceSkillsEarned, promote } from './promotion';
import { applyMissionResult } from './apply';
import { makePilot, makeSnapshot, sweepResult } from './fixtures';
import type { PilotState } from './types';

const withKills = (p: PilotState, kills: number, confirmedKills = kills): PilotState => ({
	...p,
	kills,
	confirmedKills
});

describe('C-P4 aces', () => {
	const rookie = makePilot('a1', 'allied');

	it('skills earned: 0 below 5 kills, 1 at 5, 2 at 8, 3 at 11, 4 at 14', () => {
		expect([0, 4, 5, 7, 8, 10, 11, 13, 14].map((k) => aceSkillsEarned(k))).toEqual([
			0, 0, 1, 1, 2, 2, 3, 3, 4
		]);
	});

	it("a pilot's 5th kill makes an Ace with exactly one skill", () => {
		const before = withKills(rookie, 4);
		const dice = scriptedDice([2]);
		const { pilot, events, rolls } = promote(before, withKills(rookie, 5), dice);
		expect(pilot.isAce).toBe(true);
		expect(pilot.aceSkills).toEqual([ACE_SKILL_IDS[1]]);
		expect(events).toContainEqual({
			kind: 'became-ace',
			pilotId: 'a1',
			kills: 5,
			skill: 'immelmann-turn'
		});
		expect(rolls).toEqual([expect.objectContaining({ purpose: 'ace-skill', sides: 4, value: 2 })]);
		expect(dice.used).toBe(1);
	});

	it('the 6th and 7th kills add nothing; the 8th adds a second skill', () => {
		const ace = {
			...withKills(rookie, 5),
			isAce: true,
			canChooseAircraft: true,
			aceSkills: ['dead-eye' as const]
		};
		const sixth = promote(ace, withKills(ace, 7), scriptedDice([]));
		expect(sixth.pilot.aceSkills).toEqual(['dead-eye']);
		expect(sixth.events).toEqual([]);
		const eighth = promote(withKills(ace, 7), withKills(ace, 8), scriptedDice([1]));
		expect(eighth.pilot.aceSkills).toEqual(['dead-eye', 'patience']);
		expect(eighth.events).toContainEqual({
			kind: 'ace-skill-gained',
			pilotId: 'a1',
			kills: 8,
			skill: 'patience'
		});
	});

	it('no duplicate skills even when the dice keep picking the same one', () => {
		let pilot = withKills(rookie, 4);
		const picked: string[] = [];
		for (const kills of [5, 8, 11, 14]) {
			const next = promote(pilot, withKills(pilot, kills), scriptedDice([1]));
			pilot = next.pilot;
			picked.push(...next.rolls.map((r) => r.note ?? ''));
		}
		expect(pilot.aceSkills).toEqual(['patience', 'immelmann-turn', 'engine-hang', 'dead-eye']);
		expect(new Set(pilot.aceSkills).size).toBe(4);
		expect(picked).toHaveLength(4);
	});

	it('none left → nothing, and an event says so', () => {
		const full = {
			...withKills(rookie, 16),
			isAce: true,
			canChooseAircraft: true,
			aceSkills: [...ACE_SKILL_IDS]
		};
		const dice = scriptedDice([]);
		const next = promote(full, withKills(full, 17), dice);
		expect(next.pilot.aceSkills).toEqual([...ACE_SKILL_IDS]);
		expect(next.events).toEqual([{ kind: 'ace-skill-none-left', pilotId: 'a1', kills: 17 }]);
		expect(dice.used).toBe(0);
	});

	it('jumping from 4 to 8 kills in one mission gives Ace and a second skill', () => {
		const next = promote(withKills(rookie, 4), withKills(rookie, 8), scriptedDice([4, 1]));
		expect(next.pilot.aceSkills).toEqual(['dead-eye', 'patience']);
		expect(next.events.map((e) => e.kind)).toEqual([
			'aircraft-choice-unlocked',
			'became-ace',
			'ace-skill-gained'
		]);
	});

	it('killed pilots earn nothing', () => {
		const dead = { ...withKills(rookie, 5), status: 'killed' as const };
		const next = promote(withKills(rookie, 4), dead, scriptedDice([]));
		expect(next.pilot.isAce).toBe(false);
		expect(next.events).toEqual([]);
	});

	it('house rules: duplicates allowed draw from the whole pool; ace at 3 kills', () => {
		const rules = withHouseRules({
			aceSkillDuplicates: true,
			aceAtKills: 3,
			aceSkillEveryKills: 1
		});
		const next = promote(withKills(rookie, 2), withKills(rookie, 4), scriptedDice([4, 4]), rules);
		expect(next.pilot.aceSkills).toEqual(['dead-eye', 'dead-eye']);
	});

	it('the 5th kill in a mission makes an Ace through applyMissionResult', () => {
		const snapshot = makeSnapshot({ a1: { kills: 4, confirmedKills: 4 } });
		// a1 shoots down c1 (5th kill); c1 survives on 6; allied win 1–0 → a1 gets a 6th kill too.
		const result = sweepResult(snapshot, { kills: [{ killerId: 'a1', victimId: 'c1' }] });
		const applied = applyMissionResult(snapshot, result, scriptedDice([6, 3]));
		expect(applied.ok).toBe(true);
		if (!applied.ok) return;
		const a1 = applied.value.pilots.find((p) => p.id === 'a1');
		expect(a1).toMatchObject({
			kills: 6,
			confirmedKills: 5,
			isAce: true,
			aceSkills: ['engine-hang']
		});
		expect(applied.value.rolls.map((r) => r.purpose)).toEqual(['survival', 'ace-skill']);
	});
});

describe('C-P3 aircraft choice unlocked', () => {
	it('three confirmed kills let the pilot choose their aircraft', () => {
		const rookie = makePilot('a1', 'allied');
		const next = promote(withKills(rookie, 2), withKills(rookie, 3), scriptedDice([]));
		expect(next.pilot.canChooseAircraft).toBe(true);
		expect(next.events).toEqual([
			{ kind: 'aircraft-choice-unlocked', pilotId: 'a1', confirmedKills: 3 }
		]);
	});

	it('mission-win kills are not confirmed kills: 2 confirmed + 1 mission kill is not enough', () => {
		const rookie = makePilot('a1', 'allied');
		const next = promote(withKills(rookie, 2, 2), withKills(rookie, 3, 2), scriptedDice([]));
		expect(next.pilot.canChooseAircraft).toBe(false);
	});

	it('house rule: counting all kills, a mission kill completes the three', () => {
		const rookie = makePilot('a1', 'allied');
		const rules = withHouseRules({ aircraftChoiceCounts: 'all' });
		const next = promote(withKills(rookie, 2, 2), withKills(rookie, 3, 2), scriptedDice([]), rules);
		expect(next.pilot.canChooseAircraft).toBe(true);
	});

	it('is announced once: a pilot who may already choose gets no new event', () => {
		const rookie = { ...makePilot('a1', 'allied'), canChooseAircraft: true };
		const next = promote(withKills(rookie, 3), withKills(rookie, 4), scriptedDice([]));
		expect(next.events).toEqual([]);
	});
});
