import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from '$lib/db/db';
import { readSetting, writeSetting } from '$lib/db/settings';
import { HISTORY_KEY, type HistoryEntry } from './history';
import { DiceHistory } from './history.svelte';

const pool = (n: number): HistoryEntry => ({ id: `e${n}`, at: n, tool: 'pool', dice: [n], sum: n });
/** Lets the store's queued writes finish (on a busy machine 50 ms was not always enough). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Waits until the stored history holds `n` rolls (at most 5 s). */
async function stored(n: number): Promise<void> {
	for (let i = 0; i < 250; i++) {
		const list = await readSetting<unknown[]>(HISTORY_KEY, []);
		if (Array.isArray(list) && list.length === n) return;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

describe('DiceHistory in IndexedDB', () => {
	let db: TallyHoDb;
	afterEach(async () => {
		db.close();
		await db.delete();
	});

	it('keeps rolls across a reload, newest first, and clears them', async () => {
		db = new TallyHoDb('dice-history-test');
		useDb(db);
		const first = new DiceHistory();
		await first.load();
		first.add(pool(1));
		first.add(pool(2));
		await stored(2);

		const reloaded = new DiceHistory();
		await reloaded.load();
		expect(reloaded.entries.map((e) => e.id)).toEqual(['e2', 'e1']);

		reloaded.clear();
		await settle();
		expect(await readSetting(HISTORY_KEY, null)).toEqual([]);
	});

	it('caps a stored list at 200 and ignores damaged entries', async () => {
		db = new TallyHoDb('dice-history-cap-test');
		useDb(db);
		const stored = Array.from({ length: 230 }, (_, i) => pool(i + 1));
		await writeSetting(HISTORY_KEY, [{ broken: true }, ...stored]);
		const history = new DiceHistory();
		await history.load();
		expect(history.entries).toHaveLength(200);
		expect(history.entries[0].id).toBe('e1');
		history.add(pool(999));
		await settle();
		const saved = await readSetting<HistoryEntry[]>(HISTORY_KEY, []);
		expect(saved).toHaveLength(200);
		expect(saved[0].id).toBe('e999');
	});
});
