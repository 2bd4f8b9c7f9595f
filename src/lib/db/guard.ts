/**
 * Check-and-set for writes that edit stored rows (issue 13). A page reads a campaign, the
 * organiser works on it, and the write says what it read (`expected`); inside the writing
 * transaction the rows are read again, and if any differs — another tab, or this tab before a
 * service-worker update, changed it meanwhile — the write is refused and nothing is written.
 * Nothing is ever overwritten with values computed from an older copy.
 */
import Dexie from 'dexie';
import { refuse, type Refusal } from '../rules/common/result';
import type { TallyHoDb } from './db';
import type { CampaignBundle, CampaignRecord } from './records';

/** The refusal every stale write gets; the page offers to reload. */
export const changedElsewhere = (): Refusal =>
	refuse('db.changed_elsewhere', {}, 'This campaign was changed in another tab — reload to see it');

/** Key-order independent JSON, so two reads of the same row compare equal. */
export function canonicalJson(value: unknown): string {
	if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	const entries = Object.entries(value)
		.filter(([, v]) => v !== undefined)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sameRow = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/**
 * What a page read of a whole campaign, for writes that concern all of it (delete): the
 * campaign row and the last entry of its log. Every write that changes a campaign appends to
 * its log or touches its row, so an unchanged pair means nothing changed.
 */
export interface CampaignVersion {
	campaign: CampaignRecord;
	lastSeq: number;
}

export const versionOf = (bundle: CampaignBundle): CampaignVersion => ({
	campaign: bundle.campaign,
	lastSeq: bundle.campaignEvents.at(-1)?.seq ?? 0
});

/** The campaign's version as stored now. Call inside a transaction over campaigns and events. */
export async function storedVersion(
	db: TallyHoDb,
	campaignId: string
): Promise<CampaignVersion | undefined> {
	const campaign = await db.campaigns.get(campaignId);
	if (!campaign) return undefined;
	const last = await db.campaignEvents
		.where('[campaignId+seq]')
		.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
		.last();
	return { campaign, lastSeq: last?.seq ?? 0 };
}
