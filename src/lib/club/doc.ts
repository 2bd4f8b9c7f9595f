/**
 * A shared campaign's Yjs document on this device (issue 29): loaded from, and saved to, the
 * app's own database (table clubDocs) — one store for everything, wiped and backed up with the
 * rest, and one package fewer than y-indexeddb. One document per campaign per tab.
 */
import * as Y from 'yjs';
import { getClubDoc, putClubDoc } from '$lib/db/club-links';
import { parseClubEntry, type ClubEntryV1 } from './entry';

const docs = new Map<string, Promise<Y.Doc>>();

/** The campaign's document, loaded once per tab and saved on every change. */
export function openDoc(campaignId: string): Promise<Y.Doc> {
	let doc = docs.get(campaignId);
	if (!doc) {
		doc = loadDoc(campaignId);
		docs.set(campaignId, doc);
	}
	return doc;
}

async function loadDoc(campaignId: string): Promise<Y.Doc> {
	const doc = new Y.Doc();
	const stored = await getClubDoc(campaignId);
	if (stored) Y.applyUpdate(doc, stored, 'storage');
	doc.on('update', (_update: Uint8Array, origin: unknown) => {
		if (origin === 'storage') return;
		void putClubDoc(campaignId, Y.encodeStateAsUpdate(doc), (a, b) => Y.mergeUpdates([a, b]));
	});
	return doc;
}

/** Forgets the tab's copy (tests; a campaign deleted from the device). */
export function closeDoc(campaignId: string): void {
	void docs.get(campaignId)?.then((d) => d.destroy());
	docs.delete(campaignId);
}

export const logOf = (doc: Y.Doc): Y.Array<unknown> => doc.getArray('log');

/** The log's entries in order; an element that is not a valid entry is left out. */
export function readLog(doc: Y.Doc): ClubEntryV1[] {
	const out: ClubEntryV1[] = [];
	for (const item of logOf(doc).toArray()) {
		const parsed = parseClubEntry(item);
		if (parsed.ok) out.push(parsed.value);
	}
	return out;
}
