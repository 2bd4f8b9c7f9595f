import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign, getCampaign } from './campaigns';
import type { TallyHoDb } from './db';
import { recordMissionResult } from './results';
import {
	closeTestDb,
	dumpDb,
	openTestDb,
	recordAsRead,
	withRowsRead,
	sampleCampaign,
	tableCounts,
	type LooseResultInput
} from './test-helpers';
import { planMission, startCampaignTurn } from './turns';

const T = '2026-11-23T11:00:00.000Z';
let db: TallyHoDb;
beforeEach(async () => {
	db = openTestDb();
	await createCampaign(sampleCampaign());
});
afterEach(() => closeTestDb(db));

/** Turn 1: the RFC rolled a Fighter Sweep, the Luftstreitkräfte a Bombing Run (C-2, C-4). */
async function startTurnOne() {
	const started = await startCampaignTurn('c1', {
		afterTurn: 0,
		startedAt: T,
		rolls: [{ purpose: 'note', dice: 'd6', values: [3], at: T }],
		missions: [
			{
				id: 'm1',
				type: 'fighter-sweep',
				sideAId: 'c1-r',
				sideBId: 'c1-g',
				forces: {
					A: [{ pilotId: 'c1-r1', aircraftTypeId: 'c1-sopwith', role: 'fighter' }],
					B: [{ pilotId: 'c1-g1', aircraftTypeId: 'c1-albatros', role: 'fighter' }]
				},
				mapSetup: { clouds: [[3, 4]] },
				rolls: [{ purpose: 'mission-table', dice: 'd6', values: [4], at: T }]
			},
			{
				id: 'm2',
				type: 'bombing-run',
				sideAId: 'c1-g',
				sideBId: 'c1-r',
				rolls: [{ purpose: 'mission-table', dice: 'd6', values: [2], at: T }]
			}
		],
		events: [{ type: 'turn-started', at: T }]
	});
	if (!started.ok) throw new Error(started.reason);
	return started.value;
}

/** Ball shoots down Voss, who is killed (C-P1, C-P5) and replaced by a novice (C-P6). */
function sweepResult(): LooseResultInput {
	return {
		outcome: 'A',
		result: { shotDown: { A: 0, B: 1 } },
		playedAt: '2026-11-23T12:00:00.000Z',
		pilotOutcomes: [
			{ pilotId: 'c1-r1', kills: 2, shotDown: false, fled: false, fate: 'survived' },
			{ pilotId: 'c1-g1', kills: 0, shotDown: true, fled: false, fate: 'killed' }
		],
		pilotUpdates: [
			{ pilotId: 'c1-r1', changes: { kills: 2, confirmedKills: 1, missionsFlown: 1 } },
			{ pilotId: 'c1-g1', changes: { status: 'killed', missionsFlown: 1 } }
		],
		newPilots: [
			{
				id: 'c1-g4',
				sideId: 'c1-g',
				name: 'Hermann Göring',
				aircraftTypeId: 'c1-albatros',
				joinedTurn: 1,
				replacesId: 'c1-g1'
			}
		],
		diceRolls: [{ purpose: 'survival', dice: 'd6', values: [2], at: T, pilotId: 'c1-g1' }],
		events: [
			{ type: 'mission-won', at: T, payload: { side: 'A' } },
			{ type: 'pilot-killed', at: T, pilotIds: ['c1-g1'] },
			{ type: 'pilot-joined', at: T, pilotIds: ['c1-g4'] }
		]
	};
}

describe('startCampaignTurn', () => {
	it('writes the turn, its missions and the rolls that chose them', async () => {
		const { turn, missions } = await startTurnOne();
		expect(turn).toMatchObject({ number: 1, status: 'open' });
		expect(missions.map((m) => [m.index, m.type, m.sideAId, m.status])).toEqual([
			[0, 'fighter-sweep', 'c1-r', 'planned'],
			[1, 'bombing-run', 'c1-g', 'planned']
		]);
		const bundle = (await getCampaign('c1'))!;
		expect(bundle.campaign.currentTurn).toBe(1);
		expect(bundle.missions[0].mapSetup).toEqual({ clouds: [[3, 4]] });
		const tableRolls = bundle.diceRolls.filter((d) => d.purpose === 'mission-table');
		expect(tableRolls.map((d) => [d.missionId, d.turnId, d.values])).toEqual(
			expect.arrayContaining([
				['m1', turn.id, [4]],
				['m2', turn.id, [2]]
			])
		);
		expect(bundle.diceRolls.find((d) => d.purpose === 'note')?.missionId).toBeNull();
		expect(bundle.campaignEvents.at(-1)).toMatchObject({ type: 'turn-started', turnNumber: 1 });
	});

	it('refuses a new turn while a mission of the last one has no result', async () => {
		await startTurnOne();
		const before = await tableCounts(db);
		const again = await startCampaignTurn('c1', { afterTurn: 1, startedAt: T, missions: [] });
		expect(again).toEqual({
			ok: false,
			code: 'db.turn_open',
			params: { turn: 1, count: 2 },
			reason: 'Turn 1 still has 2 missions without a result; record them first'
		});
		expect(await tableCounts(db)).toEqual(before);
	});

	it('refuses a mission naming a side or pilot of no campaign side', async () => {
		const bad = await startCampaignTurn('c1', {
			afterTurn: 0,
			startedAt: T,
			missions: [{ type: 'dawn-patrol', sideAId: 'c1-r', sideBId: 'x' }]
		});
		expect(bad).toEqual({
			ok: false,
			code: 'db.unknown_side',
			params: { path: 'missions[0]' },
			reason: 'missions[0] names a side that is not in this campaign'
		});
		expect(await db.campaignTurns.count()).toBe(0);
	});
});

describe('planMission', () => {
	it('sets forces and map setup of a planned mission', async () => {
		await startTurnOne();
		const read = (await db.missions.get('m2'))!;
		const planned = await planMission(
			'm2',
			{
				forces: {
					A: [{ pilotId: 'c1-g2', aircraftTypeId: 'c1-dfw', role: 'observation' }],
					B: []
				},
				mapSetup: { targets: 3 }
			},
			read
		);
		expect(planned.ok).toBe(true);
		const now = (await db.missions.get('m2'))!;
		expect(now).toMatchObject({ mapSetup: { targets: 3 } });
		const stranger = {
			A: [{ pilotId: 'zz', aircraftTypeId: null, role: 'fighter' as const }],
			B: []
		};
		expect((await planMission('m2', { forces: stranger }, now)).ok).toBe(false);
		// A page that read the mission before the change above may not overwrite it.
		expect(await planMission('m2', { forces: { A: [], B: [] } }, read)).toMatchObject({
			ok: false,
			code: 'db.changed_elsewhere'
		});
		expect(await db.missions.get('m2')).toEqual(now);
	});
});

describe('recordMissionResult', () => {
	it('writes outcome, pilot outcomes, pilot updates, replacement, rolls and events together', async () => {
		await startTurnOne();
		const result = await recordAsRead('m1', sweepResult());
		expect(result.ok && result.value.turnDone).toBe(false);
		const b = (await getCampaign('c1'))!;
		expect(b.missions[0]).toMatchObject({
			status: 'recorded',
			outcome: 'A',
			result: { shotDown: { A: 0, B: 1 } },
			playedAt: '2026-11-23T12:00:00.000Z'
		});
		expect(
			b.pilotOutcomes.map((o) => [o.pilotId, o.sideId, o.kills, o.fate, o.aircraftTypeId])
		).toEqual(
			expect.arrayContaining([
				['c1-r1', 'c1-r', 2, 'survived', 'c1-sopwith'],
				['c1-g1', 'c1-g', 0, 'killed', 'c1-albatros']
			])
		);
		const pilot = (id: string) => b.pilots.find((p) => p.id === id)!;
		expect(pilot('c1-r1')).toMatchObject({ kills: 2, confirmedKills: 1, missionsFlown: 1 });
		expect(pilot('c1-g1').status).toBe('killed');
		expect(pilot('c1-g4')).toMatchObject({
			status: 'active',
			kills: 0,
			replacesId: 'c1-g1',
			joinedTurn: 1
		});
		expect(b.diceRolls.find((d) => d.purpose === 'survival')).toMatchObject({
			missionId: 'm1',
			pilotId: 'c1-g1',
			values: [2]
		});
		expect(b.campaignEvents.slice(-3).map((e) => [e.type, e.missionId, e.turnNumber])).toEqual([
			['mission-won', 'm1', 1],
			['pilot-killed', 'm1', 1],
			['pilot-joined', 'm1', 1]
		]);
	});

	it('marks the turn done when its last mission gets a result', async () => {
		const { turn } = await startTurnOne();
		await recordAsRead('m1', sweepResult());
		const second = await recordAsRead('m2', {
			outcome: 'draw',
			playedAt: T,
			pilotOutcomes: []
		});
		expect(second.ok && second.value.turnDone).toBe(true);
		expect((await db.campaignTurns.get(turn.id))?.status).toBe('done');
		expect((await startCampaignTurn('c1', { afterTurn: 1, startedAt: T, missions: [] })).ok).toBe(
			true
		);
	});

	it('refuses a second result for the same mission, changing nothing', async () => {
		await startTurnOne();
		await recordAsRead('m1', sweepResult());
		const before = await tableCounts(db);
		const again = await recordAsRead('m1', { ...sweepResult(), newPilots: [] });
		expect(again).toEqual({
			ok: false,
			code: 'db.mission_recorded',
			params: {},
			reason: 'This mission already has a result'
		});
		expect(await tableCounts(db)).toEqual(before);
	});

	it('refuses a result computed from a pilot row that changed since, writing nothing (issue 13)', async () => {
		await startTurnOne();
		const input = await withRowsRead(sweepResult());
		// Another tab records Ball's other mission meanwhile: his row is no longer what was read.
		await db.pilots.update('c1-r1', { kills: 5, missionsFlown: 1 });
		const before = await dumpDb(db);
		expect(await recordMissionResult('m1', input)).toEqual({
			ok: false,
			code: 'db.changed_elsewhere',
			params: {},
			reason: 'This campaign was changed in another tab — reload to see it'
		});
		expect(await dumpDb(db)).toBe(before);
		expect((await db.pilots.get('c1-r1'))?.kills).toBe(5);
	});

	it('refuses an outcome for a pilot of another campaign, changing nothing', async () => {
		await startTurnOne();
		const before = await tableCounts(db);
		const input = sweepResult();
		input.pilotOutcomes[1].pilotId = 'stranger';
		expect(await recordAsRead('m1', input)).toEqual({
			ok: false,
			code: 'db.unknown_pilot',
			params: { path: 'pilotOutcomes[1]' },
			reason: 'pilotOutcomes[1] names a pilot not in this campaign'
		});
		expect(await tableCounts(db)).toEqual(before);
		expect((await db.missions.get('m1'))?.status).toBe('planned');
	});

	it('a write failing in the middle leaves nothing of the result behind', async () => {
		await startTurnOne();
		const before = (await getCampaign('c1'))!;
		const counts = await tableCounts(db);
		// Inject the failure at the replacement pilot, after the mission, outcomes and pilot
		// updates were written inside the transaction.
		const fail = () => {
			throw new Error('disk full (injected)');
		};
		db.pilots.hook('creating', fail);
		await expect(recordAsRead('m1', sweepResult())).rejects.toThrow('disk full');
		db.pilots.hook('creating').unsubscribe(fail);
		expect(await tableCounts(db)).toEqual(counts);
		expect(await getCampaign('c1')).toEqual(before);
		// …and the same result still records afterwards.
		expect((await recordAsRead('m1', sweepResult())).ok).toBe(true);
	});

	it('a failure at the last write (the log) also undoes everything', async () => {
		await startTurnOne();
		const before = (await getCampaign('c1'))!;
		const fail = () => {
			throw new Error('log write failed (injected)');
		};
		db.campaignEvents.hook('creating', fail);
		await expect(recordAsRead('m1', sweepResult())).rejects.toThrow('log write failed');
		db.campaignEvents.hook('creating').unsubscribe(fail);
		expect(await getCampaign('c1')).toEqual(before);
	});
});
