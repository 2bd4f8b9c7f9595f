// Saved data a page's first screen shows (its saved games, a guided game's tick), read once the
// page runs, in small steps (issue 30: on a slow phone the database's module, opening and first
// read were four to six tasks of 40–130 ms at 8× CPU, each counted in the blocking time).
import { inOwnTask } from './in-own-task';

/**
 * `none` when this device has no database yet (a first visit: Dexie is not even loaded, and no
 * empty database is made just to be read). Otherwise, each in a task of its own: `load` (the
 * module that reads, which brings Dexie), opening the database, and `read`.
 */
export async function readSaved<M, T>(
	load: () => Promise<M>,
	read: (mod: M) => Promise<T>,
	none: T,
	steps: Steps = DATABASE
): Promise<T> {
	if (!(await steps.mayExist())) return none;
	const mod = await inOwnTask(load);
	await inOwnTask(steps.open);
	return inOwnTask(() => read(mod));
}

/** How the database is asked for and opened (the unit tests give their own). */
export interface Steps {
	mayExist: () => Promise<boolean>;
	/** Opens it; a failure is left to `read`, which reports it. */
	open: () => Promise<void>;
}

/**
 * `databaseMayExist`, its module imported when asked (issue 30): the home page's greeting asks
 * too, and a module of its own in the pages' first load was one more preload link there.
 */
export const askDatabaseMayExist = async (): Promise<boolean> =>
	(await import('$lib/db/exists')).databaseMayExist();

const DATABASE: Steps = {
	mayExist: askDatabaseMayExist,
	// Already loaded by then (`load`'s module imports it): this only picks it.
	open: async () => (await import('$lib/db/db')).openDb()
};
