import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { backupText, exportCampaign, importBackup } from '$lib/db/backup';
import { createCampaign, getCampaign } from '$lib/db/campaigns';
import { replayLog } from '$lib/db/club-replay';
import type { TallyHoDb } from '$lib/db/db';
import { renamePilot } from '$lib/db/pilots';
import { closeTestDb, openTestDb, sampleCampaign } from '$lib/db/test-helpers';
import { closeDoc, openDoc, readLog } from './doc';
import { shareOnDevice } from './device-fixtures';

const T = '2026-11-26T10:00:00.000Z';

describe('backups of a shared campaign (issue 29)', () => {
	const dbs: TallyHoDb[] = [];
	afterEach(async () => {
		closeDoc('c1');
		for (const db of dbs.splice(0)) await closeTestDb(db);
	});

	it('carry the club link without the key and the whole log; importing joins the same campaign', async () => {
		dbs.push(openTestDb());
		await createCampaign(sampleCampaign('c1'));
		await shareOnDevice(
			'c1',
			{
				server: 'ws://club.example:4406',
				memberId: 'organiser',
				role: 'organiser',
				key: 'the-club-key'
			},
			T
		);
		expect((await renamePilot('c1-r1', 'Billy Bishop', 'Albert Ball', T)).ok).toBe(true);
		// The document is saved a moment after the change.
		await new Promise((done) => setTimeout(done, 50));

		const text = backupText((await exportCampaign('c1'))!);
		expect(text).not.toContain('the-club-key');
		const file = JSON.parse(text) as { campaigns: { club?: Record<string, unknown> }[] };
		expect(file.campaigns[0].club).toMatchObject({
			server: 'ws://club.example:4406',
			memberId: 'organiser',
			role: 'organiser'
		});
		const rows = await getCampaign('c1');

		// Another device imports it: the same shared campaign, its log, no key yet.
		closeDoc('c1');
		const other = openTestDb();
		dbs.push(other);
		const imported = await importBackup(text);
		expect(imported.ok).toBe(true);
		expect(await other.clubLinks.get('c1')).toMatchObject({
			server: 'ws://club.example:4406',
			campaignId: 'c1',
			key: null
		});
		const log = readLog(await openDoc('c1'));
		expect(log.map((e) => e.kind)).toEqual(['campaign-shared', 'pilot-renamed']);
		await replayLog('c1', log);
		expect(await getCampaign('c1')).toEqual(rows);
		// Without its key, the device does not write the shared campaign.
		const refused = await renamePilot('c1-r2', 'Someone', 'Mick Mannock', T);
		expect(!refused.ok && refused.code).toBe('club.no_key');
	});
});
