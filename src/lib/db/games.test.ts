import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SCHEMA_VERSION } from './schema';
import { TallyHoDb, useDb } from './db';
import { deleteGame, gameKinds, listGames, loadGame, saveGame } from './games';
import type { GameRecord } from './records';

const game = (id: string, kind: GameRecord['kind'], updatedAt: string): GameRecord => ({
	id,
	kind,
	status: 'playing',
	title: id,
	createdAt: '2026-11-23T10:00:00.000Z',
	updatedAt,
	campaignMissionId: null,
	log: { seed: 1, orders: [] },
	state: { turn: 1 },
	ui: null,
	finalHash: null
});

describe('saved games', () => {
	let db: TallyHoDb;
	afterEach(async () => {
		db.close();
		await db.delete();
	});

	it('saves, lists newest first per kind, loads and deletes', async () => {
		db = new TallyHoDb('games-test');
		useDb(db);
		await saveGame(game('a', 'skirmish', '2026-11-23T10:00:00.000Z'));
		await saveGame(game('b', 'skirmish', '2026-11-23T11:00:00.000Z'));
		await saveGame(game('c', 'dogfight', '2026-11-23T12:00:00.000Z'));
		expect((await listGames('skirmish')).map((g) => g.id)).toEqual(['b', 'a']);
		expect((await loadGame('c'))?.log).toEqual({ seed: 1, orders: [] });
		await deleteGame('a');
		expect((await listGames('skirmish')).map((g) => g.id)).toEqual(['b']);
	});

	it("tells the kind of each campaign mission's game; a deleted game has none", async () => {
		db = new TallyHoDb('games-kinds-test');
		useDb(db);
		await saveGame(game('fought', 'skirmish', '2026-11-23T10:00:00.000Z'));
		await saveGame(game('table', 'table-grid', '2026-11-23T11:00:00.000Z'));
		const kinds = await gameKinds(['fought', 'table', 'gone']);
		expect([...kinds]).toEqual([
			['fought', 'skirmish'],
			['table', 'table-grid']
		]);
	});

	it('upgrades a v2 database to v3 and keeps its data', async () => {
		const old = new Dexie('games-upgrade');
		old.version(1).stores({ kv: 'key' });
		await old.open();
		await old.table('kv').put({ key: 'clubName', value: 'Jasta 11' });
		old.close();
		db = new TallyHoDb('games-upgrade');
		useDb(db);
		expect((await db.kv.get('clubName'))?.value).toBe('Jasta 11');
		await saveGame(game('x', 'dogfight', '2026-11-23T10:00:00.000Z'));
		expect(await db.games.count()).toBe(1);
		// Opened at the current version (v4 since issue 29), with v3's games table.
		expect(db.verno).toBe(SCHEMA_VERSION);
	});
});
