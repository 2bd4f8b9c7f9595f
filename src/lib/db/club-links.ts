/**
 * The device's club links and the shared campaigns' documents (issue 29): reads and writes of
 * the two v4 tables, for src/lib/club. The document is kept as one Yjs update per campaign.
 */
import { getDb, type ClubDocRow, type ClubLinkRow } from './db';

export type { ClubLinkRow };

export function getClubLink(campaignId: string): Promise<ClubLinkRow | undefined> {
	return getDb().clubLinks.get(campaignId);
}

/**
 * The device's link to `campaignId`, or null for a campaign of this device alone — also when the
 * read fails: the campaign's pages wait for this read, and must not wait forever (the club server
 * still refuses what a member may not do, with its reason).
 */
export async function clubLinkOrNone(campaignId: string): Promise<ClubLinkRow | null> {
	try {
		return (await getClubLink(campaignId)) ?? null;
	} catch {
		return null;
	}
}

export async function putClubLink(link: ClubLinkRow): Promise<void> {
	await getDb().clubLinks.put(link);
}

export async function updateClubLink(
	campaignId: string,
	changes: Partial<Omit<ClubLinkRow, 'campaignId'>>
): Promise<void> {
	await getDb().clubLinks.update(campaignId, changes);
}

export function listClubLinks(): Promise<ClubLinkRow[]> {
	return getDb().clubLinks.toArray();
}

export async function getClubDoc(campaignId: string): Promise<Uint8Array | undefined> {
	return (await getDb().clubDocs.get(campaignId))?.update;
}

/**
 * Stores the document's state. `merge` combines it with what another tab stored meanwhile
 * (Y.mergeUpdates), so no tab drops another's entries.
 */
export async function putClubDoc(
	campaignId: string,
	update: Uint8Array,
	merge: (stored: Uint8Array, mine: Uint8Array) => Uint8Array
): Promise<void> {
	const db = getDb();
	await db.transaction('rw', db.clubDocs, async () => {
		const stored = await db.clubDocs.get(campaignId);
		const row: ClubDocRow = { campaignId, update: stored ? merge(stored.update, update) : update };
		await db.clubDocs.put(row);
	});
}

/** Forgets the device's copy of the log (the next connection fetches the club's). */
export async function deleteClubDoc(campaignId: string): Promise<void> {
	await getDb().clubDocs.delete(campaignId);
}
