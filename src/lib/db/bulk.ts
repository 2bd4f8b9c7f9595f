import type { Table } from 'dexie';

/**
 * Rows per bulkAdd call. IndexedDB has no true bulk insert: Dexie queues one request per row.
 * fake-indexeddb (tests, benchmarks) takes each request off the front of an array, which costs
 * time proportional to the queue length, so one 30,000-row call is quadratic there. Chunks keep
 * the queue short; in a browser they cost nothing measurable. Must run inside a transaction if
 * the rows belong together.
 */
export const BULK_CHUNK = 2_000;

export async function bulkAddChunked<T>(table: Table<T>, rows: readonly T[]): Promise<void> {
	for (let start = 0; start < rows.length; start += BULK_CHUNK) {
		await table.bulkAdd(rows.slice(start, start + BULK_CHUNK));
	}
}
