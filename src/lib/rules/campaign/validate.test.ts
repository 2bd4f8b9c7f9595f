import { describe, expect, it } from 'vitest';
import { withHouseRules } from '../../data/campaign/house-rules';
import { validateMissionResult } from './validate';
import { flightsOf, makeSnapshot, sweepResult } from './fixtures';
import type { MissionResult } from './types';

const snapshot = makeSnapshot();
const reasonFor = (patch: Partial<MissionResult>, rules = withHouseRules()) => {
	const res = validateMissionResult(snapshot, sweepResult(snapshot, patch), rules);
	return res.ok ? null : res.reason;
};

describe('validateMissionResult refusals', () => {
	it('accepts a consistent result', () => {
		expect(reasonFor({ kills: [{ killerId: 'a1', victimId: 'c1' }], fled: ['c2'] })).toBeNull();
	});

	it('a pilot killing himself', () => {
		expect(reasonFor({ kills: [{ killerId: 'a1', victimId: 'a1' }] })).toMatch(
			/shooting themself down/
		);
	});

	it('a killer who did not fly', () => {
		expect(reasonFor({ kills: [{ killerId: 'a4', victimId: 'c1' }] })).toBe(
			'Pilot a4 did not fly in this mission (credited with a kill).'
		);
	});

	it('a victim who did not fly', () => {
		expect(reasonFor({ kills: [{ killerId: 'a1', victimId: 'c4' }] })).toMatch(
			/Pilot c4 did not fly/
		);
	});

	it('unknown ids', () => {
		expect(reasonFor({ kills: [{ killerId: 'ghost', victimId: 'c1' }] })).toMatch(
			/no pilot with id "ghost"/
		);
		expect(reasonFor({ fled: ['nobody'] })).toMatch(/no pilot with id "nobody"/);
		expect(
			reasonFor({
				flights: [
					...flightsOf(snapshot, ['a1', 'a2', 'c1', 'c2', 'c3']),
					{ pilotId: 'x', aircraftTypeId: 'se5a' }
				]
			})
		).toMatch(/no pilot with id "x"/);
	});

	it('a pilot both fled and shot down', () => {
		expect(reasonFor({ kills: [{ killerId: 'a1', victimId: 'c1' }], fled: ['c1'] })).toMatch(
			/cannot both flee and be shot down/
		);
	});

	it('a pilot shot down twice, or by a pilot of his own side', () => {
		expect(
			reasonFor({
				kills: [
					{ killerId: 'a1', victimId: 'c1' },
					{ killerId: 'a2', victimId: 'c1' }
				]
			})
		).toMatch(/only once/);
		expect(reasonFor({ kills: [{ killerId: 'a1', victimId: 'a2' }] })).toMatch(/same side/);
	});

	it('a lost pilot cannot also be credited as shot down, and a fled pilot only once', () => {
		expect(reasonFor({ kills: [{ killerId: 'a1', victimId: 'c1' }], lost: ['c1'] })).toMatch(
			/only once/
		);
		expect(reasonFor({ fled: ['c1', 'c1'] })).toMatch(/listed twice as fled/);
	});

	it('assists need a credited kill and may not be the killer', () => {
		expect(reasonFor({ assists: [{ pilotId: 'a2', victimId: 'c1' }] })).toMatch(
			/needs a credited kill/
		);
		expect(
			reasonFor({
				kills: [{ killerId: 'a1', victimId: 'c1' }],
				assists: [{ pilotId: 'a1', victimId: 'c1' }]
			})
		).toMatch(/already has the kill/);
	});

	it('a killed pilot flying again', () => {
		const dead = makeSnapshot({ c1: { status: 'killed' } });
		const res = validateMissionResult(dead, sweepResult(dead));
		expect(!res.ok && res.reason).toBe('Pilot c1 was killed and cannot fly again.');
		expect(!res.ok && res.code).toBe('campaign.pilot_killed');
		expect(!res.ok && res.params).toEqual({ pilot: 'Pilot c1' });
	});

	it('an objective mission without an outcome', () => {
		const result: MissionResult = {
			missionId: 'balloon-busting',
			sideA: 'central',
			flights: flightsOf(snapshot, ['a1', 'a2', 'a3', 'c1', 'c2', 'c3']),
			kills: [],
			fled: []
		};
		const res = validateMissionResult(snapshot, result);
		expect(!res.ok && res.reason).toMatch(/Say who won/);
		expect(!res.ok && res.code).toBe('campaign.outcome_missing');
		expect(validateMissionResult(snapshot, { ...result, outcome: 'A' }).ok).toBe(true);
	});

	it('an unknown mission or side', () => {
		const bad = {
			...sweepResult(snapshot),
			missionId: 'zeppelin-raid'
		} as unknown as MissionResult;
		expect(validateMissionResult(snapshot, bad).ok).toBe(false);
		const side = { ...sweepResult(snapshot), sideA: 'neutral' } as unknown as MissionResult;
		expect(validateMissionResult(snapshot, side).ok).toBe(false);
	});
});
