import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign } from './campaigns';
import type { TallyHoDb } from './db';
import * as events from './events';
import { appendEvent, listEvents } from './events';
import { closeTestDb, openTestDb, sampleCampaign } from './test-helpers';

let db: TallyHoDb;
beforeEach(async () => {
	db = openTestDb();
	await createCampaign(sampleCampaign());
});
afterEach(() => closeTestDb(db));

describe('campaign event log', () => {
	it('appends events with increasing seq, keeping payload and the time passed in', async () => {
		const a = await appendEvent('c1', {
			type: 'note',
			at: '2026-11-23T11:00:00.000Z',
			payload: { text: 'first' },
			pilotIds: ['c1-r1']
		});
		const b = await appendEvent('c1', { type: 'note', at: '2026-11-23T11:01:00.000Z' });
		expect(a.ok && a.value.seq).toBe(2);
		expect(b.ok && b.value.seq).toBe(3);
		const log = await listEvents('c1');
		expect(log.map((e) => e.seq)).toEqual([1, 2, 3]);
		expect(log[1]).toMatchObject({
			campaignId: 'c1',
			type: 'note',
			payload: { text: 'first' },
			at: '2026-11-23T11:00:00.000Z',
			pilotIds: ['c1-r1'],
			turnNumber: null,
			missionId: null
		});
	});

	it('refuses an event for a campaign that does not exist', async () => {
		const result = await appendEvent('nope', { type: 'note', at: '2026-11-23T11:00:00.000Z' });
		expect(result.ok).toBe(false);
		expect(await db.campaignEvents.count()).toBe(1);
	});

	it('offers no way to change or remove an event (append-only)', () => {
		expect(Object.keys(events).sort()).toEqual(['appendEvent', 'appendEventsInTx', 'listEvents']);
	});

	it('the database refuses a second event with the same campaign and seq', async () => {
		const [first] = await listEvents('c1');
		await expect(db.campaignEvents.add({ ...first, id: 'other' })).rejects.toThrow();
		expect(await db.campaignEvents.count()).toBe(1);
	});
});
