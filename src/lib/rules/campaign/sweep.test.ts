import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { withHouseRules } from '../../data/campaign/house-rules';
import { decideSweepWinner } from './sweep';
import { applyMissionResult } from './apply';
import { validateMissionResult } from './validate';
import { makeSnapshot, sweepResult } from './fixtures';

describe('C-M3 fighter sweep / dawn patrol winner', () => {
	it('most shot down wins', () => {
		expect(
			decideSweepWinner({ shotDownOfB: 2, shotDownOfA: 1, fledOfA: 0, fledOfB: 0 }, 0.5)
		).toEqual({
			outcome: 'A',
			scoreA: 2,
			scoreB: 1
		});
		expect(
			decideSweepWinner({ shotDownOfB: 0, shotDownOfA: 1, fledOfA: 0, fledOfB: 0 }, 0.5).outcome
		).toBe('B');
	});

	it('a plane forced to flee counts half a kill for the winner', () => {
		// 1 kill each, but one B plane fled: A 1.5, B 1.
		expect(
			decideSweepWinner({ shotDownOfB: 1, shotDownOfA: 1, fledOfA: 0, fledOfB: 1 }, 0.5)
		).toEqual({
			outcome: 'A',
			scoreA: 1.5,
			scoreB: 1
		});
	});

	it('two fled planes equal one kill: a draw', () => {
		expect(
			decideSweepWinner({ shotDownOfB: 0, shotDownOfA: 1, fledOfA: 0, fledOfB: 2 }, 0.5).outcome
		).toBe('draw');
	});

	it('the outcome of a sweep is computed when left out, and half kills stay out of the record', () => {
		const snapshot = makeSnapshot();
		const result = sweepResult(snapshot, { fled: ['c1'] }, 'dawn-patrol');
		const res = applyMissionResult(
			snapshot,
			result,
			scriptedDice([]),
			withHouseRules({ winAndSurviveCountsAsKill: false })
		);
		expect(res.ok && res.value.outcome).toBe('A');
		expect(
			res.ok && res.value.pilots.every((p) => Number.isInteger(p.kills) && p.kills === 0)
		).toBe(true);
	});

	it('refuses a typed-in outcome the kills contradict', () => {
		const snapshot = makeSnapshot();
		const result = sweepResult(snapshot, { fled: ['c1'], outcome: 'B' });
		const res = validateMissionResult(snapshot, result);
		expect(!res.ok && res.reason).toBe(
			'The kills give 0.5 to 0 (C-M3), so the outcome is a win for Side A, not a win for Side B.'
		);
	});

	it('house rule: fleeing worth nothing makes it a draw', () => {
		const snapshot = makeSnapshot();
		const res = validateMissionResult(
			snapshot,
			sweepResult(snapshot, { fled: ['c1'] }),
			withHouseRules({ fleeCountsAsKill: { 'fighter-sweep': 0 } })
		);
		expect(res.ok && res.value.outcome).toBe('draw');
	});

	it('a pilot lost with no killer counts for the other side', () => {
		const snapshot = makeSnapshot();
		const res = validateMissionResult(snapshot, sweepResult(snapshot, { lost: ['a1'] }));
		expect(res.ok && res.value.sweep).toEqual({ outcome: 'B', scoreA: 0, scoreB: 1 });
		expect(res.ok && res.value.shotDown).toEqual(['a1']);
	});
});
