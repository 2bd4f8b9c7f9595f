import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign, deleteCampaign, getCampaign } from '$lib/db/campaigns';
import { versionOf } from '$lib/db/guard';
import type { ClubLinkRow } from '$lib/db/club-links';
import { replayLog } from '$lib/db/club-replay';
import type { TallyHoDb } from '$lib/db/db';
import { renamePilot } from '$lib/db/pilots';
import { closeTestDb, openTestDb, sampleCampaign } from '$lib/db/test-helpers';
import { closeDoc, openDoc, readLog } from './doc';
import { shareOnDevice } from './device-fixtures';

const T = '2026-11-26T10:00:00.000Z';

/** Campaign c1 shared by this device in `role`; c2 stays local. */
async function share(role: ClubLinkRow['role']): Promise<void> {
	for (const id of ['c1', 'c2']) {
		const made = await createCampaign(sampleCampaign(id));
		if (!made.ok) throw new Error(made.reason);
	}
	await shareOnDevice(
		'c1',
		{
			server: 'ws://localhost:1',
			memberId: role === 'organiser' ? 'organiser' : 'm1',
			role,
			key: 'k'
		},
		T
	);
}

describe('writes on a shared campaign (issue 29)', () => {
	let db: TallyHoDb;
	beforeEach(() => {
		db = openTestDb();
	});
	afterEach(async () => {
		closeDoc('c1');
		await closeTestDb(db);
	});

	it('append an entry to the log, and the rows follow from the log', async () => {
		await share('organiser');
		const renamed = await renamePilot('c1-r1', 'Billy Bishop', 'Albert Ball', T);
		expect(renamed.ok && renamed.value.name).toBe('Billy Bishop');
		const log = readLog(await openDoc('c1'));
		expect(log.map((e) => e.kind)).toEqual(['campaign-shared', 'pilot-renamed']);
		expect(log[1]).toMatchObject({ by: 'organiser', device: 'd1', seen: ['a'.repeat(32)] });
		expect(log[1].body).toMatchObject({ pilotId: 'c1-r1', name: 'Billy Bishop' });
		const stored = (await getCampaign('c1'))!;
		expect(stored.pilots.find((p) => p.id === 'c1-r1')?.name).toBe('Billy Bishop');
		// The same log replayed gives the same rows.
		await replayLog('c1', log);
		expect(await getCampaign('c1')).toEqual(stored);
	});

	it('a write the db refuses leaves no entry behind', async () => {
		await share('organiser');
		const stale = await renamePilot('c1-r1', 'Billy Bishop', 'Not his name', T);
		expect(!stale.ok && stale.code).toBe('db.changed_elsewhere');
		expect(readLog(await openDoc('c1')).length).toBe(1);
	});

	it('a viewer’s write is refused and appends nothing', async () => {
		await share('viewer');
		const refused = await renamePilot('c1-r1', 'Billy Bishop', 'Albert Ball', T);
		expect(!refused.ok && refused.code).toBe('club.not_allowed_kind');
		expect(readLog(await openDoc('c1')).length).toBe(1);
		const stored = (await getCampaign('c1'))!;
		expect(stored.pilots.find((p) => p.id === 'c1-r1')?.name).toBe('Albert Ball');
	});

	it('a local campaign is written as before, with no log', async () => {
		await share('organiser');
		const renamed = await renamePilot('c2-r1', 'Billy Bishop', 'Albert Ball', T);
		expect(renamed.ok).toBe(true);
		expect(await db.clubDocs.get('c2')).toBeUndefined();
		expect((await getCampaign('c2'))!.pilots.find((p) => p.id === 'c2-r1')?.name).toBe(
			'Billy Bishop'
		);
	});

	it('deleting a shared campaign removes it, its link and its log from this device only', async () => {
		await share('organiser');
		await new Promise((done) => setTimeout(done, 50));
		expect(await db.clubDocs.get('c1')).toBeDefined();
		const deleted = await deleteCampaign('c1', versionOf((await getCampaign('c1'))!));
		expect(deleted.ok).toBe(true);
		expect(await getCampaign('c1')).toBeUndefined();
		expect(await db.clubLinks.get('c1')).toBeUndefined();
		expect(await db.clubDocs.get('c1')).toBeUndefined();
	});
});
