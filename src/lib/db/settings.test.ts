import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from './db';
import { readSetting, writeSetting } from './settings';

describe('settings in IndexedDB', () => {
	let db: TallyHoDb;
	afterEach(async () => {
		db.close();
		await db.delete();
	});

	it('keeps a written value across a reopened database', async () => {
		db = new TallyHoDb('settings-test');
		useDb(db);
		expect(await readSetting('clubName', 'none')).toBe('none');
		await writeSetting('clubName', 'Jasta 11');
		db.close();
		db = new TallyHoDb('settings-test');
		useDb(db);
		expect(await readSetting('clubName', 'none')).toBe('Jasta 11');
	});
});
