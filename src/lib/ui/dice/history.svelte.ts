/**
 * The roll history as rune state, kept in IndexedDB (settings `kv` table, key `diceHistory`).
 * Entries are replaced, never mutated ($state.raw), so what is written is plain JSON.
 */
import { readSetting, writeSetting } from '$lib/db/settings';
import {
	HISTORY_CAP,
	HISTORY_KEY,
	appendHistory,
	readHistory,
	updateHistory,
	type HistoryEntry
} from './history';

export class DiceHistory {
	entries = $state.raw<HistoryEntry[]>([]);
	loaded = $state(false);
	/** The last write to IndexedDB failed (the page says so; the list stays on screen). */
	saveFailed = $state(false);
	#saving: Promise<void> = Promise.resolve();

	async load(): Promise<void> {
		try {
			const stored = readHistory(await readSetting<unknown>(HISTORY_KEY, []));
			// A roll made before the stored list arrived is kept in front of it.
			this.entries = [...this.entries, ...stored].slice(0, HISTORY_CAP);
		} catch {
			// No IndexedDB (e.g. a private window): the page still rolls, the list is not kept.
			this.saveFailed = true;
		} finally {
			this.loaded = true;
		}
	}

	add(entry: HistoryEntry): void {
		this.entries = appendHistory(this.entries, entry);
		this.#save();
	}

	update(id: string, patch: (entry: HistoryEntry) => HistoryEntry): void {
		this.entries = updateHistory(this.entries, id, patch);
		this.#save();
	}

	clear(): void {
		this.entries = [];
		this.#save();
	}

	/** Writes one after another, so a slow write never overwrites a newer list. */
	#save(): void {
		const snapshot = this.entries;
		this.#saving = this.#saving
			.then(() => writeSetting(HISTORY_KEY, snapshot))
			.then(
				() => {
					this.saveFailed = false;
				},
				() => {
					this.saveFailed = true;
				}
			);
	}
}
