/**
 * Writes to a shared campaign (issue 29). A campaign shared through the club is a log of
 * entries every device replays (src/lib/club/materialize.ts): a write on it does not touch the
 * rows, it appends an entry and replays the log. Every db write function asks here first;
 * local campaigns (no club link) are written as before, untouched.
 */
import Dexie, { type Transaction } from 'dexie';
import { refuse, type Result } from '../rules/common/result';
import { getDb, type TallyHoDb } from './db';

/** The log entry kinds a db write becomes (docs/club-format.md). */
export type SharedWriteKind =
	| 'result-recorded'
	| 'turn-started'
	| 'missions-rolled'
	| 'mission-planned'
	| 'pilots-added'
	| 'pilot-renamed'
	| 'house-rules-changed';

/** The transactions that are replaying a log: writes inside them are the replay itself. */
const replaying = new WeakSet<object>();

/** Marks the current transaction as a replay. Call first thing inside it. */
export function markReplay(): void {
	const tx = Dexie.currentTransaction;
	if (tx) replaying.add(tx);
}

function inReplay(): boolean {
	for (
		let tx: Transaction | undefined = Dexie.currentTransaction ?? undefined;
		tx;
		tx = tx.parent
	) {
		if (replaying.has(tx)) return true;
	}
	return false;
}

/**
 * null: write the rows as usual (a local campaign, or the replay of a shared one). Otherwise
 * the write's result, from appending `body` to the shared campaign's log.
 */
export async function routeShared<T>(
	kind: SharedWriteKind,
	campaignId: () => Promise<string | undefined>,
	body: Record<string, unknown>
): Promise<Result<T> | null> {
	if (inReplay()) return null;
	const id = await campaignId();
	if (id === undefined) return null;
	// A database opened at an older schema (only the upgrade tests do) has no club.
	const links = getDb().clubLinks as TallyHoDb['clubLinks'] | undefined;
	const link = await links?.get(id);
	if (!link) return null;
	if (!link.key) {
		return refuse('club.no_key', {}, 'Type your club key to change this shared campaign');
	}
	// Loaded only for shared campaigns: local campaigns never load the sync code.
	const { appendShared } = await import('$lib/club/append');
	return (await appendShared(link, kind, body)) as Result<T>;
}
