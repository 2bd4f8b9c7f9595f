import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { withHouseRules } from '../../data/campaign/house-rules';
import { applyMissionResult } from './apply';
import { createReplacementPilot } from './pilots';
import { flightsOf, makeSnapshot, rosterFor, sweepResult } from './fixtures';
import { MISSIONS, type MissionId, type MissionOutcome } from '../../data/missions';
import type { MissionApplication, MissionResult } from './types';

const pilotOf = (app: MissionApplication, id: string) => app.pilots.find((p) => p.id === id);

function applied(...args: Parameters<typeof applyMissionResult>): MissionApplication {
	const res = applyMissionResult(...args);
	if (!res.ok) throw new Error(res.reason);
	return res.value;
}

describe('C-P1 kill credit', () => {
	const snapshot = makeSnapshot();

	it('only the pilot who dealt the killing blow gets the kill', () => {
		const result = sweepResult(snapshot, {
			kills: [{ killerId: 'a1', victimId: 'c1' }],
			assists: [{ pilotId: 'a2', victimId: 'c1' }],
			outcome: 'A'
		});
		const app = applied(
			snapshot,
			result,
			scriptedDice([6]),
			withHouseRules({ winAndSurviveCountsAsKill: false })
		);
		expect(pilotOf(app, 'a1')).toMatchObject({ kills: 1, confirmedKills: 1 });
		expect(pilotOf(app, 'a2')).toMatchObject({ kills: 0, confirmedKills: 0 });
		expect(app.events).toContainEqual({
			kind: 'kill-credited',
			pilotId: 'a1',
			source: 'shot-down',
			victimId: 'c1',
			kills: 1,
			confirmedKills: 1
		});
	});

	it('house rule (scenario): assists score a kill, but not a confirmed one', () => {
		const result = sweepResult(snapshot, {
			kills: [{ killerId: 'a1', victimId: 'c1' }],
			assists: [{ pilotId: 'a2', victimId: 'c1' }]
		});
		const rules = withHouseRules({ assistsCountAsKills: true, winAndSurviveCountsAsKill: false });
		const app = applied(snapshot, result, scriptedDice([6]), rules);
		expect(pilotOf(app, 'a2')).toMatchObject({ kills: 1, confirmedKills: 0 });
	});

	it('a pilot who scored and was then shot down keeps the kill on record', () => {
		const result = sweepResult(snapshot, {
			kills: [
				{ killerId: 'a1', victimId: 'c1' },
				{ killerId: 'c2', victimId: 'a1' }
			]
		});
		// survival rolls in flight order: a1 rolls 1 (killed), c1 rolls 6 (lives).
		const app = applied(snapshot, result, scriptedDice([1, 6]));
		expect(pilotOf(app, 'a1')).toMatchObject({ status: 'killed', kills: 1, confirmedKills: 1 });
		expect(app.outcome).toBe('draw');
	});
});

describe('C-P2 winning and surviving counts as a kill', () => {
	const snapshot = makeSnapshot();
	const recon = (
		outcome: MissionResult['outcome'],
		extra: Partial<MissionResult> = {}
	): MissionResult => ({
		missionId: 'photo-recon',
		sideA: 'allied',
		flights: flightsOf(snapshot, ['a1', 'a2', 'a3', 'ao1', 'c1', 'c2', 'c3']),
		kills: [],
		fled: [],
		outcome,
		...extra
	});

	it('every surviving pilot of the winning side gets a kill; the losers none', () => {
		const app = applied(snapshot, recon('A'), scriptedDice([]));
		for (const id of ['a1', 'a2', 'a3', 'ao1']) {
			expect(pilotOf(app, id)).toMatchObject({ kills: 1, confirmedKills: 0 });
		}
		for (const id of ['c1', 'c2', 'c3']) expect(pilotOf(app, id)?.kills).toBe(0);
		expect(
			app.events.filter((e) => e.kind === 'kill-credited' && e.source === 'mission-win')
		).toHaveLength(4);
	});

	it('a draw gives no mission kill (C-M1: escaping off another edge)', () => {
		const app = applied(snapshot, recon('draw'), scriptedDice([]));
		expect(app.pilots.every((p) => p.kills === 0)).toBe(true);
	});

	it('a winner shot down gets no mission kill even if the survival roll saves them', () => {
		const app = applied(
			snapshot,
			recon('A', { kills: [{ killerId: 'c1', victimId: 'a2' }] }),
			scriptedDice([6])
		);
		expect(pilotOf(app, 'a2')).toMatchObject({ status: 'active', kills: 0 });
		expect(pilotOf(app, 'a1')?.kills).toBe(1);
	});

	it('a winner who fled survived and counts; house rule "stayed" excludes them', () => {
		const result = recon('A', { fled: ['a3'] });
		expect(pilotOf(applied(snapshot, result, scriptedDice([])), 'a3')?.kills).toBe(1);
		const rules = withHouseRules({ winKillRequires: 'stayed' });
		expect(pilotOf(applied(snapshot, result, scriptedDice([]), rules), 'a3')?.kills).toBe(0);
	});

	it('Side B wins for Side B pilots (C-M2 bombing run: fewer than 2 targets bombed)', () => {
		const result: MissionResult = {
			missionId: 'bombing-run',
			sideA: 'central',
			flights: flightsOf(snapshot, ['c1', 'c2', 'co1', 'co2', 'a1', 'a2', 'a3']),
			kills: [],
			fled: [],
			outcome: 'B'
		};
		const app = applied(snapshot, result, scriptedDice([]));
		expect(['a1', 'a2', 'a3'].map((id) => pilotOf(app, id)?.kills)).toEqual([1, 1, 1]);
		expect(['c1', 'co1'].map((id) => pilotOf(app, id)?.kills)).toEqual([0, 0]);
	});
});

describe('C-P6 replacements', () => {
	const snapshot = makeSnapshot({
		a1: {
			kills: 7,
			confirmedKills: 6,
			isAce: true,
			aceSkills: ['dead-eye'],
			aircraftTypeId: 'se5a',
			canChooseAircraft: true
		}
	});
	const result = sweepResult(snapshot, { kills: [{ killerId: 'c1', victimId: 'a1' }] });

	it('a killed pilot stays on record and is replaced by a novice with the standard aircraft', () => {
		const app = applied(snapshot, result, scriptedDice([2]), undefined, {
			replacementName: 'Lt. Bell'
		});
		expect(pilotOf(app, 'a1')).toMatchObject({ status: 'killed', kills: 7 });
		expect(app.pilots).toHaveLength(snapshot.pilots.length + 1);
		expect(pilotOf(app, 'a1.r')).toEqual({
			id: 'a1.r',
			name: 'Lt. Bell',
			sideId: 'allied',
			playerId: 'player-a1',
			status: 'active',
			role: 'fighter',
			aircraftTypeId: 'sopwith-camel',
			kills: 0,
			confirmedKills: 0,
			isAce: false,
			aceSkills: [],
			canChooseAircraft: false,
			missionsFlown: 0,
			replacesId: 'a1'
		});
		expect(app.events).toContainEqual({
			kind: 'replacement-created',
			pilotId: 'a1.r',
			replacesId: 'a1',
			name: 'Lt. Bell',
			aircraftTypeId: 'sopwith-camel'
		});
	});

	it('a name generator receives the dead pilot', () => {
		const app = applied(snapshot, result, scriptedDice([2]), undefined, {
			replacementName: (dead) => `Successor of ${dead.name}`
		});
		expect(pilotOf(app, 'a1.r')?.name).toBe('Successor of Pilot a1');
	});

	it('house rules: inherited aircraft and a standard-aircraft override', () => {
		const inherit = applied(
			snapshot,
			result,
			scriptedDice([2]),
			withHouseRules({ replacementAircraft: 'inherit' })
		);
		expect(pilotOf(inherit, 'a1.r')?.aircraftTypeId).toBe('se5a');
		const override = applied(
			snapshot,
			result,
			scriptedDice([2]),
			withHouseRules({ standardAircraft: { rfc: { fighter: 'bristol-f2b' } } })
		);
		expect(pilotOf(override, 'a1.r')?.aircraftTypeId).toBe('bristol-f2b');
	});

	it('house rule: a replacement starting with 5 kills is an Ace at once', () => {
		const rules = withHouseRules({ replacementKills: 5 });
		const app = applied(snapshot, result, scriptedDice([2, 1]), rules);
		expect(pilotOf(app, 'a1.r')).toMatchObject({ kills: 5, isAce: true, aceSkills: ['patience'] });
	});

	it('refuses to replace a living pilot', () => {
		expect(createReplacementPilot(snapshot.pilots[0], snapshot.sides.allied).ok).toBe(false);
	});

	it('survivors are not replaced', () => {
		const app = applied(snapshot, result, scriptedDice([5]));
		expect(app.pilots).toHaveLength(snapshot.pilots.length);
		expect(app.events.some((e) => e.kind === 'replacement-created')).toBe(false);
	});
});

describe('applyMissionResult record', () => {
	it('golden sweep: events and rolls in order, input untouched', () => {
		const snapshot = makeSnapshot({ a1: { kills: 4, confirmedKills: 2 } });
		const before = JSON.stringify(snapshot);
		const result = sweepResult(snapshot, {
			kills: [
				{ killerId: 'a1', victimId: 'c1' },
				{ killerId: 'a2', victimId: 'c2' }
			],
			fled: ['c3']
		});
		// c1 rolls 3 (killed), c2 rolls 5 (lives); a1 draws skill 4 of 4 (dead-eye).
		const app = applied(snapshot, result, scriptedDice([3, 5, 4]), undefined, {
			replacementName: 'Kurt'
		});
		expect(JSON.stringify(snapshot)).toBe(before);
		expect(app.outcome).toBe('A');
		expect(app.events.filter((e) => e.kind !== 'mission-flown').map((e) => e.kind)).toEqual([
			'fled-survived',
			'survival-roll',
			'pilot-killed',
			'survival-roll',
			'kill-credited',
			'kill-credited',
			'kill-credited',
			'kill-credited',
			'kill-credited',
			'aircraft-choice-unlocked',
			'became-ace',
			'replacement-created'
		]);
		expect(pilotOf(app, 'a1')).toMatchObject({
			kills: 6,
			confirmedKills: 3,
			isAce: true,
			aceSkills: ['dead-eye'],
			canChooseAircraft: true,
			missionsFlown: 1
		});
		expect(pilotOf(app, 'c1.r')).toMatchObject({
			name: 'Kurt',
			aircraftTypeId: 'albatros-d3',
			sideId: 'central'
		});
		expect(app.rolls.map((r) => [r.purpose, r.pilotId, r.value])).toEqual([
			['survival', 'c1', 3],
			['survival', 'c2', 5],
			['ace-skill', 'a1', 4]
		]);
	});

	it('refuses an inconsistent result without rolling', () => {
		const snapshot = makeSnapshot();
		const dice = scriptedDice([]);
		const res = applyMissionResult(
			snapshot,
			sweepResult(snapshot, { kills: [{ killerId: 'a1', victimId: 'a1' }] }),
			dice
		);
		expect(res.ok).toBe(false);
		expect(dice.used).toBe(0);
	});
});

describe('mission outcomes in the record (C-M1, C-M2, C-M4, C-M5, C-M6)', () => {
	const snapshot = makeSnapshot();
	const cases: [MissionId, MissionOutcome, string][] = [
		['photo-recon', 'A', 'C-M1 observer photographed the point and escaped home'],
		['bombing-run', 'A', 'C-M2 two of three targets bombed'],
		['long-recon', 'draw', 'C-M4 guns found but no observer escaped'],
		['balloon-busting', 'B', 'C-M5 a balloon survived'],
		['bomber-escort', 'draw', "C-M6 Side A's fighters fled but the bomber survived"]
	];

	it.each(cases)('%s with outcome %s (%s) credits the winners only', (missionId, outcome) => {
		const result: MissionResult = {
			missionId,
			sideA: 'allied',
			flights: flightsOf(snapshot, rosterFor(missionId)),
			kills: [],
			fled: [],
			outcome
		};
		const app = applied(snapshot, result, scriptedDice([]));
		expect(app.outcome).toBe(outcome);
		const flown = rosterFor(missionId);
		const credited = app.pilots.filter((p) => p.kills === 1).map((p) => p.id);
		const sideA = flown.filter((id) => id.startsWith('a'));
		const sideB = flown.filter((id) => id.startsWith('c'));
		expect(credited).toEqual(outcome === 'A' ? sideA : outcome === 'B' ? sideB : []);
		expect(
			app.pilots
				.filter((p) => p.missionsFlown === 1)
				.map((p) => p.id)
				.sort()
		).toEqual([...flown].sort());
	});

	it('C-M6 the escorted bomber is a piece, not a pilot: Side A flies fighters only', () => {
		expect(MISSIONS['bomber-escort'].objectivePieces.escortedBomber).toBe(true);
		expect(rosterFor('bomber-escort')).toEqual(['a1', 'a2', 'a3', 'c1', 'c2', 'c3']);
	});
});
