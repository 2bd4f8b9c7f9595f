/**
 * The one game store (issue 27): every kind of saved game through one save queue and one
 * transaction per write; a save that cannot land answers with a reason, never a throw.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TallyHoDb } from '$lib/db/db';
import { loadGame, saveGame } from '$lib/db/games';
import type { GameRecord } from '$lib/db/records';
import { closeTestDb, openTestDb } from '$lib/db/test-helpers';
import { dogfightGame, skirmishGame, tableGridGame, tableHexGame } from '$lib/saved-games/fixtures';
import { loadSession, saveSession } from '$lib/session/skirmish-games';
import { loadDogfight } from '$lib/session/dogfight-games';
import { loadAnyTableGame, loadTableGame, listTableGames } from '$lib/session/table-games';
import {
	deleteSavedGame,
	listSavedGames,
	saveRecord,
	savesWaiting,
	type SaveWhen
} from './game-store';

let db: TallyHoDb;
beforeEach(() => {
	db = openTestDb();
	// A failed write is told on the console for a bug report; the tests read the answer.
	vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
	vi.restoreAllMocks();
	await closeTestDb(db);
});

/** The record saved again `n` minutes later, with a title to tell the saves apart. */
const later = (r: GameRecord, n: number): GameRecord => ({
	...r,
	title: `save ${n}`,
	updatedAt: new Date(Date.parse(r.createdAt) + n * 60_000).toISOString()
});

describe('one save queue for every game', () => {
	it('rapid saves of a game: the writes land in order and the last one is kept', async () => {
		const first = skirmishGame('g');
		const puts: string[] = [];
		const put = db.games.put.bind(db.games);
		vi.spyOn(db.games, 'put').mockImplementation((r: GameRecord) => {
			puts.push(r.title);
			return put(r);
		});
		const when: SaveWhen[] = ['now', 'draft', 'frame', 'draft', 'draft', 'frame', 'draft'];
		const saves = when.map((w, i) => saveRecord(later(first, i), w));
		const answers = await Promise.all(saves);
		expect(answers.every((a) => a.ok)).toBe(true);
		// The first is written at once; the six asked for while it ran are one write of the last.
		expect(puts).toEqual(['save 0', 'save 6']);
		expect((await loadGame('g'))?.title).toBe('save 6');
		expect(savesWaiting()).toBe(0);
	});

	it('a failed write is reported as a reason, and the next save still lands', async () => {
		const game = skirmishGame('g');
		expect(await saveRecord(game)).toEqual({ ok: true, value: undefined });
		// A value IndexedDB cannot store: the write fails inside its transaction.
		const bad = { ...later(game, 1), ui: () => 'not storable' };
		const failed = saveRecord(bad, 'now');
		// Asked for while the failing write runs: it waits for it, then lands.
		const next = saveRecord(later(game, 2), 'draft');
		expect(await failed).toMatchObject({ ok: false, code: 'db.game_not_saved' });
		expect(await next).toMatchObject({ ok: true });
		expect((await loadGame('g'))?.title).toBe('save 2');
	});

	it("a full device's storage is said as such", async () => {
		const full = new DOMException('quota', 'QuotaExceededError');
		vi.spyOn(db.games, 'put').mockImplementation(() => {
			throw full;
		});
		expect(await saveRecord(skirmishGame('g'))).toMatchObject({
			ok: false,
			code: 'db.storage_full'
		});
		expect(await loadGame('g')).toBeUndefined();
	});

	it('a delete waits for the waiting saves, and a later save does not bring the game back', async () => {
		const game = skirmishGame('g');
		const waiting = saveRecord(game, 'draft');
		await deleteSavedGame('g');
		expect(await waiting).toMatchObject({ ok: true });
		expect(await loadGame('g')).toBeUndefined();
		expect(await saveRecord(later(game, 1))).toMatchObject({
			ok: false,
			code: 'db.game_deleted'
		});
		expect(await loadGame('g')).toBeUndefined();
	});
});

describe('every kind in the one store', () => {
	it('Skirmish, Dogfight and table games share it: each lists and opens only its own', async () => {
		const records = [
			skirmishGame('s'),
			await dogfightGame('d'),
			tableGridGame('tg'),
			tableHexGame('th')
		];
		const saved = await Promise.all(records.map((r, i) => saveRecord(later(r, i))));
		expect(saved.every((s) => s.ok)).toBe(true);

		expect((await listSavedGames('skirmish')).map((g) => g.id)).toEqual(['s']);
		expect((await listSavedGames('skirmish', 'dogfight')).map((g) => g.id)).toEqual(['d', 's']);
		expect((await listTableGames()).map((g) => g.id)).toEqual(['th', 'tg']);

		expect(await loadSession('s')).toMatchObject({ ok: true, value: { id: 's' } });
		expect(await loadDogfight('d')).toMatchObject({ ok: true, value: { id: 'd' } });
		expect(await loadTableGame('table-grid', 'tg')).toMatchObject({ ok: true });
		expect(await loadAnyTableGame('th')).toMatchObject({ ok: true, value: { kind: 'table-hex' } });
		// A game of another kind is not there for a kind's loader.
		expect(await loadSession('d')).toMatchObject({ ok: false, code: 'skirmish.no_saved_game' });
		expect(await loadDogfight('s')).toMatchObject({ ok: false, code: 'dogfight.no_saved_game' });
		expect(await loadTableGame('table-hex', 'tg')).toMatchObject({
			ok: false,
			code: 'table.no_saved_game'
		});
	});

	it('refuses to write over another game stored under the same id', async () => {
		const dogfight = await dogfightGame('x');
		await saveGame(dogfight);
		const skirmish = skirmishGame('x');
		expect(await saveRecord(skirmish)).toMatchObject({ ok: false, code: 'db.game_id_taken' });
		expect((await loadGame('x'))?.kind).toBe('dogfight');
	});
});

describe('each write re-reads the row it changes', () => {
	it('a game played on in another tab since it was opened is not overwritten', async () => {
		await saveGame(skirmishGame('g'));
		const opened = await loadSession('g');
		if (!opened.ok) throw new Error(opened.reason);
		// Another tab saves the game meanwhile.
		await saveGame({ ...later(skirmishGame('g'), 5), title: 'other tab' });
		expect(await saveSession(opened.value, new Date('2026-11-26T12:00:00Z'))).toMatchObject({
			ok: false,
			code: 'db.game_changed_elsewhere'
		});
		expect((await loadGame('g'))?.title).toBe('other tab');
		// Opened again, it saves.
		const again = await loadSession('g');
		if (!again.ok) throw new Error(again.reason);
		expect(await saveSession(again.value)).toMatchObject({ ok: true });
	});

	it('a game deleted elsewhere since it was opened is not brought back', async () => {
		await saveGame(skirmishGame('g'));
		const opened = await loadSession('g');
		if (!opened.ok) throw new Error(opened.reason);
		await db.games.delete('g');
		expect(await saveSession(opened.value)).toMatchObject({ ok: false, code: 'db.game_deleted' });
		expect(await loadGame('g')).toBeUndefined();
	});
});
