// Whether this device has the app's database yet, asked without Dexie (issue 30). A first visit
// has none: a page that reads saved data for its first screen then has nothing to read, and
// loading Dexie, making the database (its schema, its upgrade to the newest version) and reading
// it cost a slow phone four to six long tasks for an empty list.

/**
 * db.ts's DB_NAME, written out (exists.test.ts holds them equal): imported from db.ts it would
 * bring Dexie, and from a module of its own it was one more file to list on every page (issue 30).
 */
const DB_NAME = 'tally-ho';

/**
 * False only when IndexedDB says for sure that there is no database of ours; true when there may
 * be one (it is listed, or the browser cannot list databases, or listing failed): reading then
 * answers as before.
 */
export async function databaseMayExist(
	factory: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB
): Promise<boolean> {
	if (typeof factory?.databases !== 'function') return true;
	try {
		return (await factory.databases()).some((d) => d.name === DB_NAME);
	} catch {
		return true;
	}
}
