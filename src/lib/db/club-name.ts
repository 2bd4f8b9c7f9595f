/**
 * The club's name, for the home page's greeting without opening the database on the home page's
 * first load (issue 19: Dexie is 40 % of its JavaScript). IndexedDB stays the record
 * (settings.ts); a copy in localStorage answers at once, and the home page checks it against the
 * database when the browser is idle (a restored backup or a wipe may have changed it).
 */
const CACHE_KEY = 'tallyho.clubName';

export function cachedClubName(): string {
	try {
		return globalThis.localStorage?.getItem(CACHE_KEY) ?? '';
	} catch {
		return '';
	}
}

export function rememberClubName(name: string): void {
	try {
		if (name) globalThis.localStorage?.setItem(CACHE_KEY, name);
		else globalThis.localStorage?.removeItem(CACHE_KEY);
	} catch {
		// Storage blocked: the greeting waits for the database instead.
	}
}

/**
 * The name as the database has it (loads the database code on first use), kept in the copy. On a
 * device with no database yet (a first visit) there is none, and the database code is not loaded
 * (issue 30: Dexie's module and a new database were long tasks on a slow phone's home page).
 */
export async function storedClubName(
	mayExist: () => Promise<boolean> = async () => (await import('./exists')).databaseMayExist()
): Promise<string> {
	if (!(await mayExist())) {
		rememberClubName('');
		return '';
	}
	const { readSetting, CLUB_NAME_KEY } = await import('./settings');
	const name = await readSetting(CLUB_NAME_KEY, '');
	rememberClubName(typeof name === 'string' ? name : '');
	return typeof name === 'string' ? name : '';
}
