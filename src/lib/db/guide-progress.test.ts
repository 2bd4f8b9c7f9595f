import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DBCore } from 'dexie';
import { TallyHoDb } from './db';
import { closeTestDb, openTestDb } from './test-helpers';
import { readSetting, writeSettings } from './settings';
import { guideProgress } from './guide-progress';

/** Counts the writes (DBCore mutate requests) that reach the database. */
function countWrites(db: TallyHoDb): () => number {
	let writes = 0;
	db.use({
		stack: 'dbcore',
		name: 'count-writes',
		create: (down: DBCore): DBCore => ({
			...down,
			table: (name) => {
				const table = down.table(name);
				return {
					...table,
					mutate: (req) => {
						writes++;
						return table.mutate(req);
					}
				};
			}
		})
	});
	return () => writes;
}

describe('a guided game skipped', () => {
	let db: TallyHoDb;
	beforeEach(() => {
		db = openTestDb();
	});
	afterEach(() => closeTestDb(db));

	it('switches its hints off and ticks the guide as done, in one write', async () => {
		const writes = countWrites(db);
		const skirmish = guideProgress('skirmish');
		await skirmish.skipGuide('g1');
		expect(writes()).toBe(1);
		expect(await skirmish.isGuideSkipped('g1')).toBe(true);
		expect(await skirmish.isTutorialDone()).toBe(true);
		expect(await skirmish.isGuideSkipped('g2')).toBe(false);
		// The areas keep their own progress.
		expect(await guideProgress('dogfight').isTutorialDone()).toBe(false);
	});

	it('settings written together: all or none', async () => {
		await expect(
			writeSettings({ first: 1, second: () => 'a function cannot be stored' })
		).rejects.toThrow();
		expect(await readSetting('first', 'unwritten')).toBe('unwritten');
	});
});
