import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	createCampaign,
	deleteCampaign,
	getCampaign,
	listCampaigns,
	setHouseRules,
	wipeAll
} from './campaigns';
import type { TallyHoDb } from './db';
import { listEvents } from './events';
import { versionOf } from './guard';
import { writeSetting } from './settings';
import { closeTestDb, openTestDb, sampleCampaign, tableCounts } from './test-helpers';
import { startCampaignTurn } from './turns';

const T2 = '2026-11-23T12:00:00.000Z';

let db: TallyHoDb;
beforeEach(() => {
	db = openTestDb();
});
afterEach(() => closeTestDb(db));

describe('createCampaign', () => {
	it('writes the campaign, sides, players, pilots, aircraft pool, house rules and log', async () => {
		const result = await createCampaign(sampleCampaign());
		expect(result.ok).toBe(true);
		const bundle = await getCampaign('c1');
		expect(bundle?.campaign).toMatchObject({
			name: 'Bloody April c1',
			currentTurn: 0,
			status: 'active',
			houseRules: { survivalTarget: 5, aceAt: 5 }
		});
		expect(bundle?.sides.map((s) => s.name)).toEqual(['Royal Flying Corps', 'Luftstreitkräfte']);
		expect(bundle?.players).toHaveLength(2);
		expect(bundle?.aircraftTypes).toHaveLength(4);
		expect(bundle?.pilots).toHaveLength(6);
		expect(bundle?.pilots.find((p) => p.id === 'c1-r1')).toMatchObject({
			campaignId: 'c1',
			status: 'active',
			role: 'fighter',
			isAce: false,
			canChooseAircraft: false,
			kills: 0,
			confirmedKills: 0,
			missionsFlown: 0,
			aceSkills: [],
			replacesId: null
		});
		expect(bundle?.campaignEvents.map((e) => [e.seq, e.type])).toEqual([[1, 'campaign-created']]);
	});

	it('refuses a pilot on a side that is not in the campaign, and writes nothing', async () => {
		const input = sampleCampaign();
		input.pilots[4].sideId = 'nowhere';
		const result = await createCampaign(input);
		expect(result).toEqual({
			ok: false,
			code: 'db.missing_reference',
			params: { path: 'pilots[4].sideId', table: 'sides', id: 'nowhere' },
			reason: 'pilots[4].sideId refers to side “nowhere”, which is not in this campaign'
		});
		expect(await db.campaigns.count()).toBe(0);
		expect(await db.pilots.count()).toBe(0);
	});

	it('refuses an empty or over-long name', async () => {
		const input = sampleCampaign();
		input.pilots[1].name = 'x'.repeat(201);
		expect(await createCampaign(input)).toEqual({
			ok: false,
			code: 'db.bad_name',
			params: { path: 'pilots[1].name', max: 200 },
			reason: 'pilots[1].name must be 1 to 200 characters'
		});
		const blank = sampleCampaign();
		blank.campaign.name = '  ';
		expect((await createCampaign(blank)).ok).toBe(false);
		expect(await db.campaigns.count()).toBe(0);
	});

	it('refuses a second campaign with the same id, leaving the first untouched', async () => {
		await createCampaign(sampleCampaign());
		const before = await tableCounts(db);
		const again = await createCampaign(sampleCampaign());
		expect(again.ok).toBe(false);
		expect(await tableCounts(db)).toEqual(before);
	});

	it('refuses a pilot id already used by another campaign', async () => {
		await createCampaign(sampleCampaign('c1'));
		const other = sampleCampaign('c2');
		other.pilots[0].id = 'c1-r1';
		const result = await createCampaign(other);
		expect(result).toEqual({
			ok: false,
			code: 'db.id_taken',
			params: { path: 'pilots[0].id', id: 'c1-r1' },
			reason: 'pilots[0].id “c1-r1” is already used in this app'
		});
		expect(await db.campaigns.count()).toBe(1);
	});
});

describe('listCampaigns', () => {
	it('lists campaigns newest first with their counts', async () => {
		await createCampaign(sampleCampaign('c1'));
		const second = sampleCampaign('c2');
		second.campaign.createdAt = '2026-11-24T10:00:00.000Z';
		second.pilots[0].status = 'killed';
		await createCampaign(second);
		await startCampaignTurn('c2', {
			afterTurn: 0,
			startedAt: '2026-11-24T11:00:00.000Z',
			missions: [{ type: 'fighter-sweep', sideAId: 'c2-r', sideBId: 'c2-g' }]
		});
		const list = await listCampaigns();
		expect(list.map((c) => c.campaign.id)).toEqual(['c2', 'c1']);
		expect(list[0].counts).toEqual({
			pilots: 6,
			activePilots: 5,
			killedPilots: 1,
			turns: 1,
			missions: 1,
			missionsRecorded: 0
		});
		expect(list[0].sides.map((s) => s.nation)).toEqual(['RFC', 'DLS']);
	});
});

describe('setHouseRules', () => {
	it('replaces the overrides in force and logs the change', async () => {
		await createCampaign(sampleCampaign());
		const result = await setHouseRules('c1', { survivalTarget: 4 }, '2026-11-23T12:00:00.000Z', {
			survivalTarget: 5,
			aceAt: 5
		});
		expect(result.ok).toBe(true);
		expect((await getCampaign('c1'))?.campaign.houseRules).toEqual({ survivalTarget: 4 });
		const log = await listEvents('c1');
		expect(log.at(-1)).toMatchObject({
			seq: 2,
			type: 'house-rules-changed',
			turnNumber: null,
			payload: { houseRules: { survivalTarget: 4 } }
		});
	});

	it('logs a change made during a campaign turn with that turn, for the history', async () => {
		await createCampaign(sampleCampaign());
		await db.campaigns.update('c1', { currentTurn: 3 });
		await setHouseRules('c1', { aceAtKills: 4 }, '2026-11-23T12:00:00.000Z', {
			survivalTarget: 5,
			aceAt: 5
		});
		expect((await listEvents('c1')).at(-1)).toMatchObject({
			type: 'house-rules-changed',
			turnNumber: 3
		});
	});

	it('refuses an unknown campaign and writes nothing', async () => {
		const result = await setHouseRules('nope', {}, '2026-11-23T12:00:00.000Z', {});
		expect(result).toEqual({
			ok: false,
			code: 'db.no_campaign',
			params: {},
			reason: 'That campaign is not in this app'
		});
		expect(await listEvents('nope')).toEqual([]);
	});

	it('refuses a change made from house rules read before another tab changed them', async () => {
		await createCampaign(sampleCampaign());
		const read = (await getCampaign('c1'))!.campaign.houseRules;
		expect((await setHouseRules('c1', { aceAtKills: 4 }, T2, read)).ok).toBe(true);
		const log = await listEvents('c1');
		// The stale page would undo the other tab's change: refused, nothing written.
		expect(await setHouseRules('c1', { survivalTarget: 6 }, T2, read)).toEqual({
			ok: false,
			code: 'db.changed_elsewhere',
			params: {},
			reason: 'This campaign was changed in another tab — reload to see it'
		});
		expect((await getCampaign('c1'))!.campaign.houseRules).toEqual({ aceAtKills: 4 });
		expect(await listEvents('c1')).toEqual(log);
	});
});

describe('deleteCampaign', () => {
	it('removes every row of the campaign and nothing of another', async () => {
		await createCampaign(sampleCampaign('c1'));
		await createCampaign(sampleCampaign('c2'));
		await startCampaignTurn('c1', {
			afterTurn: 0,
			startedAt: '2026-11-23T11:00:00.000Z',
			rolls: [{ purpose: 'weather', dice: 'd6', values: [2], at: '2026-11-23T11:00:00.000Z' }],
			missions: [
				{
					type: 'dawn-patrol',
					sideAId: 'c1-r',
					sideBId: 'c1-g',
					rolls: [
						{ purpose: 'mission-table', dice: 'd6', values: [5], at: '2026-11-23T11:00:00.000Z' }
					]
				}
			]
		});
		const before = await tableCounts(db);
		const read = versionOf((await getCampaign('c1'))!);
		expect(await deleteCampaign('c1', read)).toEqual({ ok: true, value: true });
		const after = await tableCounts(db);
		expect(after).toEqual({
			...before,
			campaigns: 1,
			sides: 2,
			players: 2,
			pilots: 6,
			aircraftTypes: 4,
			campaignTurns: 0,
			missions: 0,
			diceRolls: 0,
			campaignEvents: 1
		});
		expect(await getCampaign('c1')).toBeUndefined();
		expect((await getCampaign('c2'))?.pilots).toHaveLength(6);
		expect(await deleteCampaign('c1', read)).toMatchObject({ ok: false, code: 'db.no_campaign' });
	});

	it('refuses to delete a campaign that changed since the page read it', async () => {
		await createCampaign(sampleCampaign('c1'));
		const read = versionOf((await getCampaign('c1'))!);
		// Another tab starts a turn: the confirmation was given for an older campaign.
		await startCampaignTurn('c1', { afterTurn: 0, startedAt: T2, missions: [] });
		const counts = await tableCounts(db);
		expect(await deleteCampaign('c1', read)).toMatchObject({
			ok: false,
			code: 'db.changed_elsewhere'
		});
		expect(await tableCounts(db)).toEqual(counts);
		expect((await deleteCampaign('c1', versionOf((await getCampaign('c1'))!))).ok).toBe(true);
	});
});

describe('wipeAll', () => {
	it('empties every table, settings included', async () => {
		await createCampaign(sampleCampaign());
		await writeSetting('clubName', 'Jasta 11');
		await wipeAll();
		const counts = await tableCounts(db);
		expect(Object.values(counts).every((n) => n === 0)).toBe(true);
	});
});
