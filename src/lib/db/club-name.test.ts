import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TallyHoDb, useDb } from './db';
import { cachedClubName, storedClubName } from './club-name';
import { CLUB_NAME_KEY, writeSetting } from './settings';

/** A Map-backed stand-in for the browser's localStorage. */
function fakeStorage() {
	const items = new Map<string, string>();
	return {
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => void items.set(k, v),
		removeItem: (k: string) => void items.delete(k)
	};
}

/** The test's database is not the app's by name: the check is told it exists. */
const exists = () => Promise.resolve(true);

describe('the club name for the home page without the database (issue 19)', () => {
	let db: TallyHoDb;
	beforeEach(() => {
		vi.stubGlobal('localStorage', fakeStorage());
		db = new TallyHoDb(`club-${Math.random()}`);
		useDb(db);
	});
	afterEach(async () => {
		vi.unstubAllGlobals();
		db.close();
		await db.delete();
	});

	it('writing the setting keeps a copy the home page reads at once', async () => {
		expect(cachedClubName()).toBe('');
		await writeSetting(CLUB_NAME_KEY, 'Jasta 11');
		expect(cachedClubName()).toBe('Jasta 11');
	});

	it('the check against the database corrects a stale copy (a wipe or a restored backup)', async () => {
		await writeSetting(CLUB_NAME_KEY, 'Jasta 11');
		await db.kv.clear();
		expect(cachedClubName()).toBe('Jasta 11');
		expect(await storedClubName(exists)).toBe('');
		expect(cachedClubName()).toBe('');
	});

	it('without storage there is no copy, and nothing breaks', async () => {
		vi.stubGlobal('localStorage', undefined);
		await writeSetting(CLUB_NAME_KEY, 'Jasta 11');
		expect(cachedClubName()).toBe('');
		expect(await storedClubName(exists)).toBe('Jasta 11');
	});

	it('on a device with no database yet: no name, the copy dropped, the database not read (issue 30)', async () => {
		await writeSetting(CLUB_NAME_KEY, 'Jasta 11');
		let read = false;
		const spy = vi.spyOn(db.kv, 'get').mockImplementation(() => {
			read = true;
			return Promise.resolve(undefined) as never;
		});
		expect(await storedClubName(() => Promise.resolve(false))).toBe('');
		expect(cachedClubName()).toBe('');
		expect(read).toBe(false);
		spy.mockRestore();
	});
});
