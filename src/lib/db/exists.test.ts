import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { databaseMayExist } from './exists';
import { DB_NAME, TallyHoDb } from './db';

function opened(factory: IDBFactory, name: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const req = factory.open(name);
		req.onsuccess = () => (req.result.close(), resolve());
		req.onerror = () => reject(req.error);
	});
}

describe('databaseMayExist (issue 30: no database made just to read an empty list)', () => {
	it('is false on a fresh device, and with only other databases', async () => {
		const factory = new IDBFactory();
		expect(await databaseMayExist(factory)).toBe(false);
		await opened(factory, 'something-else');
		expect(await databaseMayExist(factory)).toBe(false);
	});

	it('is true once the app’s database exists', async () => {
		const factory = new IDBFactory();
		await opened(factory, DB_NAME);
		expect(await databaseMayExist(factory)).toBe(true);
	});

	it('is true when the browser cannot say (no `databases()`, or it fails)', async () => {
		expect(await databaseMayExist({} as Pick<IDBFactory, 'databases'>)).toBe(true);
		const failing = { databases: () => Promise.reject(new Error('no')) };
		expect(await databaseMayExist(failing)).toBe(true);
	});

	it('asks for the name the app’s database is made with', () => {
		expect(new TallyHoDb().name).toBe(DB_NAME);
	});
});
