/**
 * Pages that show a campaign follow changes made elsewhere (issue 13): another tab recording a
 * result, this tab's own writes. Dexie's liveQuery runs the load again whenever a table range it
 * read is written, by any connection (other tabs through BroadcastChannel), so a stale page is
 * the exception; the check-and-set of every write (src/lib/db/guard.ts) covers the rest.
 */
import { liveQuery } from 'dexie';
import { errorMessage } from './error-message';

export { errorMessage };

export type Loaded<T> =
	| { status: 'loading' }
	| { status: 'missing' }
	| { status: 'error'; message: string }
	| { status: 'ready'; value: T };

/** Calls `on` with each new answer of `load`; the returned function stops watching. */
export function watch<T>(
	load: () => Promise<T | undefined>,
	on: (loaded: Loaded<T>) => void
): () => void {
	const subscription = liveQuery(load).subscribe({
		next: (value) => on(value === undefined ? { status: 'missing' } : { status: 'ready', value }),
		error: (e) => on({ status: 'error', message: errorMessage(e) })
	});
	return () => subscription.unsubscribe();
}
