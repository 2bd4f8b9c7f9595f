import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { clubLinkOrNone, putClubLink, type ClubLinkRow } from './club-links';
import { closeTestDb, openTestDb } from './test-helpers';
import type { TallyHoDb } from './db';

const LINK: ClubLinkRow = {
	campaignId: 'c1',
	server: 'ws://127.0.0.1:4406',
	memberId: 'm1',
	role: 'player',
	playerId: 'p1',
	key: null,
	deviceId: 'd1',
	lastSyncAt: null
};

describe("the device's club link, as the campaign's pages wait for it", () => {
	let db: TallyHoDb | null = null;
	afterEach(async () => {
		if (db) await closeTestDb(db);
		db = null;
	});

	it('is the stored link, or null for a campaign of this device alone', async () => {
		db = openTestDb();
		await putClubLink(LINK);
		expect(await clubLinkOrNone('c1')).toEqual(LINK);
		expect(await clubLinkOrNone('c2')).toBeNull();
	});

	it('is null when the read fails, so no page waits for it forever', async () => {
		db = openTestDb();
		await putClubLink(LINK);
		db.close();
		expect(await clubLinkOrNone('c1')).toBeNull();
	});
});
