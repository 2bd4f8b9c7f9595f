import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from './db';
import { readSetting } from './settings';

describe('schema versions', () => {
	const name = 'schema-upgrade-test';
	afterEach(async () => {
		await Dexie.delete(name);
	});

	it('upgrading a v1 database keeps its settings and adds the campaign and game tables', async () => {
		const v1 = new Dexie(name);
		v1.version(1).stores({ kv: 'key' });
		await v1.table('kv').put({ key: 'clubName', value: 'Jasta 11' });
		v1.close();

		const db = new TallyHoDb(name);
		useDb(db);
		expect(await readSetting('clubName', 'none')).toBe('Jasta 11');
		expect(db.verno).toBe(3);
		expect(db.tables.map((t) => t.name).sort()).toEqual([
			'aircraftTypes',
			'campaignEvents',
			'campaignTurns',
			'campaigns',
			'diceRolls',
			'games',
			'kv',
			'missions',
			'pilotOutcomes',
			'pilots',
			'players',
			'sides'
		]);
		expect(await db.pilots.count()).toBe(0);
		db.close();
	});
});
