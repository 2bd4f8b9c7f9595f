import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { withHouseRules } from '../../data/campaign/house-rules';
import { rollSurvival, survivesOn } from './survival';
import { applyMissionResult } from './apply';
import { makeSnapshot, sweepResult } from './fixtures';

describe('C-P5 survival roll', () => {
	it.each([
		[1, false],
		[2, false],
		[3, false],
		[4, false],
		[5, true],
		[6, true]
	])('a shot-down pilot rolling %i survives: %s', (face, survived) => {
		const roll = rollSurvival(scriptedDice([face]), undefined, 'a1');
		expect(roll.survived).toBe(survived);
		expect(roll.roll).toMatchObject({ purpose: 'survival', sides: 6, value: face, pilotId: 'a1' });
		expect(survivesOn(face)).toBe(survived);
	});

	it.each([
		[1, 'killed'],
		[2, 'killed'],
		[3, 'killed'],
		[4, 'killed'],
		[5, 'active'],
		[6, 'active']
	])('in a mission, a shot-down pilot rolling %i ends %s', (face, status) => {
		const snapshot = makeSnapshot();
		const result = sweepResult(snapshot, { kills: [{ killerId: 'c1', victimId: 'a1' }] });
		const applied = applyMissionResult(snapshot, result, scriptedDice([face]));
		expect(applied.ok).toBe(true);
		if (!applied.ok) return;
		expect(applied.value.pilots.find((p) => p.id === 'a1')?.status).toBe(status);
		expect(applied.value.rolls).toEqual([
			expect.objectContaining({ purpose: 'survival', value: face, pilotId: 'a1' })
		]);
	});

	it('fleeing pilots survive without a roll', () => {
		const snapshot = makeSnapshot();
		const result = sweepResult(snapshot, { fled: ['a1', 'c2'] });
		const dice = scriptedDice([]);
		const applied = applyMissionResult(snapshot, result, dice);
		expect(applied.ok).toBe(true);
		if (!applied.ok) return;
		expect(dice.used).toBe(0);
		expect(applied.value.rolls).toEqual([]);
		expect(applied.value.events).toContainEqual({ kind: 'fled-survived', pilotId: 'a1' });
		expect(applied.value.pilots.every((p) => p.status === 'active')).toBe(true);
	});

	it('house rule: survival on 4+ saves a pilot who rolls 4', () => {
		const snapshot = makeSnapshot();
		const result = sweepResult(snapshot, { kills: [{ killerId: 'c1', victimId: 'a1' }] });
		const strict = applyMissionResult(snapshot, result, scriptedDice([4]));
		const lenient = applyMissionResult(
			snapshot,
			result,
			scriptedDice([4]),
			withHouseRules({ survivesOnAtLeast: 4 })
		);
		expect(strict.ok && strict.value.pilots.find((p) => p.id === 'a1')?.status).toBe('killed');
		expect(lenient.ok && lenient.value.pilots.find((p) => p.id === 'a1')?.status).toBe('active');
	});

	it('house rule: fleeing pilots roll like the shot down when fledAlwaysSurvive is off', () => {
		const snapshot = makeSnapshot();
		const result = sweepResult(snapshot, { fled: ['a1'] });
		const applied = applyMissionResult(
			snapshot,
			result,
			scriptedDice([1]),
			withHouseRules({ fledAlwaysSurvive: false })
		);
		expect(applied.ok && applied.value.pilots.find((p) => p.id === 'a1')?.status).toBe('killed');
	});
});
