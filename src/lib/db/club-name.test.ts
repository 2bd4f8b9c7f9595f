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
		expect(await storedClubName()).toBe('');
		expect(cachedClubName()).toBe('');
	});

	it('without storage there is no copy, and nothing breaks', async () => {
		vi.stubGlobal('localStorage', undefined);
		await writeSetting(CLUB_NAME_KEY, 'Jasta 11');
		expect(cachedClubName()).toBe('');
		expect(await storedClubName()).toBe('Jasta 11');
	});
});
