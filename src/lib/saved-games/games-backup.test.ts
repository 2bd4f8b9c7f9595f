/**
 * Issue 26: the e2e backup (tests/fixtures/games-backup.json, used by tests/backup-games.spec.ts)
 * holds a saved game of every kind and one damaged table game (its setup has no board). Imported,
 * the damaged one is left out and named; the others open through their pages' loaders.
 * `WRITE_FIXTURES=1 npx vitest run src/lib/saved-games/games-backup.test.ts` writes it again.
 */
import 'fake-indexeddb/auto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBackup } from '$lib/db/backup';
import type { TallyHoDb } from '$lib/db/db';
import { BACKUP_FORMAT } from '$lib/db/backup-schema';
import { closeTestDb, openTestDb } from '$lib/db/test-helpers';
import { loadSession } from '$lib/session/skirmish-games';
import { loadDogfight } from '$lib/session/dogfight-games';
import { loadTableGame } from '$lib/session/table-games';
import { FIXTURE_TIME, everyKind, tableGridGame } from './fixtures';

const PATH = 'tests/fixtures/games-backup.json';

async function build(): Promise<string> {
	const broken = tableGridGame('broken-table-1') as {
		log: { setup: { grid: { board?: unknown } } };
	};
	delete broken.log.setup.grid.board;
	const games = [...(await everyKind()), { ...broken, title: 'Broken table game' }];
	const file = {
		format: BACKUP_FORMAT,
		version: 2,
		exportedAt: FIXTURE_TIME,
		campaigns: [],
		games,
		settings: []
	};
	return `${JSON.stringify(file, null, '\t')}\n`;
}

let db: TallyHoDb;
beforeAll(async () => {
	if (process.env.WRITE_FIXTURES) writeFileSync(PATH, await build());
	db = openTestDb();
});
afterAll(() => closeTestDb(db));

describe('the e2e backup with one damaged saved game', () => {
	it('imports every game but the damaged one, which the report names', async () => {
		const imported = await importBackup(readFileSync(PATH, 'utf8'));
		expect(imported).toMatchObject({
			ok: true,
			value: {
				games: 4,
				skipped: [
					{
						path: 'games[4]',
						title: 'Broken table game',
						reason: { code: 'db.field_missing', params: { path: 'log.setup.grid.board' } }
					}
				]
			}
		});
		expect(await loadSession('skirmish-1')).toMatchObject({ ok: true });
		expect(await loadDogfight('dogfight-1')).toMatchObject({ ok: true });
		expect(await loadTableGame('table-grid', 'table-grid-1')).toMatchObject({ ok: true });
		expect(await loadTableGame('table-hex', 'table-hex-1')).toMatchObject({ ok: true });
		expect(await loadTableGame('table-grid', 'broken-table-1')).toMatchObject({ ok: false });
	});
});
