import { getDb } from './db';
import { rememberClubName } from './club-name';

/** Small app settings stored in IndexedDB (language and theme live in localStorage for first paint). */
export async function readSetting<T>(key: string, fallback: T): Promise<T> {
	const row = await getDb().kv.get(key);
	return row === undefined ? fallback : (row.value as T);
}

export function writeSetting(key: string, value: unknown): Promise<void> {
	return writeSettings({ [key]: value });
}

/**
 * Several settings that belong together, in one transaction: all are written or none (a page
 * closed halfway leaves no half of them behind).
 */
export async function writeSettings(values: Record<string, unknown>): Promise<void> {
	const db = getDb();
	// bulkPut alone keeps the rows that could be written; inside a transaction, one failure
	// aborts them all.
	await db.transaction('rw', db.kv, () =>
		db.kv.bulkPut(Object.entries(values).map(([key, value]) => ({ key, value })))
	);
	if (Object.hasOwn(values, CLUB_NAME_KEY)) {
		const name = values[CLUB_NAME_KEY];
		rememberClubName(typeof name === 'string' ? name : '');
	}
}

export const CLUB_NAME_KEY = 'clubName';
