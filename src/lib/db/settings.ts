import { getDb } from './db';
import { rememberClubName } from './club-name';

/** Small app settings stored in IndexedDB (language and theme live in localStorage for first paint). */
export async function readSetting<T>(key: string, fallback: T): Promise<T> {
	const row = await getDb().kv.get(key);
	return row === undefined ? fallback : (row.value as T);
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
	await getDb().kv.put({ key, value });
	if (key === CLUB_NAME_KEY) rememberClubName(typeof value === 'string' ? value : '');
}

export const CLUB_NAME_KEY = 'clubName';
