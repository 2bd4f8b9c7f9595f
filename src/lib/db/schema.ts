import type Dexie from 'dexie';

/**
 * Every version of the database schema, oldest first. Never edit a version once it has
 * shipped: add a new one with an `upgrade` function (architecture principle 7).
 * Index only fields that are queried; blobs (logs, game states) stay unindexed.
 */
export function declareSchema(db: Dexie): void {
	// v1 — the app shell: small key/value settings (club name, …).
	db.version(1).stores({
		kv: 'key'
	});
}
