import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, openDb, TallyHoDb, useDb } from './db';

// Issue 30: a page opens the database in a task of its own before its first query.
describe('opening the shared database ahead of the first query', () => {
	const names: string[] = [];
	afterEach(async () => {
		getDb().close();
		for (const name of names.splice(0)) await Dexie.delete(name);
	});

	it('opens it', async () => {
		names.push('open-db-test');
		useDb(new TallyHoDb('open-db-test'));
		expect(getDb().isOpen()).toBe(false);
		await openDb();
		expect(getDb().isOpen()).toBe(true);
	});

	it('leaves a failure to the first query: it does not reject', async () => {
		// (Private windows of some browsers refuse IndexedDB: the list then says so, not the opener.)
		const refusing = new TallyHoDb('open-db-refused');
		refusing.open = () => Promise.reject(new Error('IndexedDB refused')) as never;
		useDb(refusing);
		await expect(openDb()).resolves.toBeUndefined();
	});
});
