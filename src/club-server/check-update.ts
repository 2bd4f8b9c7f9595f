/**
 * The server's check of one incoming Yjs update (issue 29): it may only append valid v1 entries
 * to the document's 'log' that `mayAppend` allows for the member who sent it. The update is
 * applied to a copy of the document; the copy's log before and after is compared:
 * - every entry that was there is still there, in the same order (nothing edited or deleted);
 * - the document holds nothing but 'log', and the log nothing but plain entries;
 * - nothing is left waiting for changes the server has not got (a causally incomplete update);
 * - each new entry parses (parseClubEntry) and is allowed (mayAppend, against the entries before
 *   it in the new log order: concurrent appends may land between older ones).
 */
import * as Y from 'yjs';
import { ok, refuse, type Result } from '../lib/rules/common/result';
import { parseClubEntry, type ClubEntryV1 } from '../lib/club/entry';
import { mayAppend, type ClubMember } from '../lib/club/roles';

export const LOG = 'log';

export interface Accepted {
	/** The entries the update appends, in log order. */
	added: ClubEntryV1[];
}

const idOf = (x: unknown): string | null =>
	typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string'
		? (x as { id: string }).id
		: null;

const shape = (why: string) =>
	refuse('club.write_refused', { reason: why }, `The change was refused: ${why}`);

/** Checks `update` against `current` (not changed) for `member`. */
export function checkUpdate(
	current: Y.Doc,
	update: Uint8Array,
	member: ClubMember
): Result<Accepted> {
	const copy = new Y.Doc();
	Y.applyUpdate(copy, Y.encodeStateAsUpdate(current));
	const before = copy.getArray(LOG).toArray();
	try {
		Y.applyUpdate(copy, update);
	} catch {
		return shape('damaged update');
	}
	if (copy.store.pendingStructs !== null || copy.store.pendingDs !== null) {
		return shape('the update builds on changes the server does not have');
	}
	if ([...copy.share.keys()].some((k) => k !== LOG)) return shape('only the log may change');
	const after = copy.getArray(LOG).toArray();
	if (after.some((x) => x instanceof Y.AbstractType)) return shape('entries are plain objects');

	const beforeIds = before.map(idOf);
	const kept = new Set(beforeIds);
	const afterOld = after.map(idOf).filter((id) => kept.has(id));
	if (afterOld.length !== beforeIds.length || afterOld.some((id, i) => id !== beforeIds[i])) {
		return shape('entries may only be appended');
	}

	const seen: ClubEntryV1[] = [];
	const added: ClubEntryV1[] = [];
	let oldAt = 0;
	for (const x of after) {
		const isOld = oldAt < before.length && x === before[oldAt];
		if (isOld) {
			oldAt++;
			const parsed = parseClubEntry(x);
			if (parsed.ok) seen.push(parsed.value);
			continue;
		}
		const parsed = parseClubEntry(x);
		if (!parsed.ok) return parsed;
		const allowed = mayAppend(member, seen, parsed.value);
		if (!allowed.ok) return allowed;
		seen.push(parsed.value);
		added.push(parsed.value);
	}
	return ok({ added });
}
