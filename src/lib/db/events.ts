import Dexie from 'dexie';
import { ok, refuse, type Result } from '../rules/common/result';
import { getDb, type TallyHoDb } from './db';
import { newId } from './ids';
import type { CampaignEventRecord, JsonObject } from './records';

/** What a caller gives for a new log entry; id and seq are assigned here. */
export interface EventInput {
	type: string;
	payload?: JsonObject;
	/** ISO time, passed in by the caller. */
	at: string;
	turnNumber?: number | null;
	missionId?: string | null;
	pilotIds?: string[];
}

/**
 * Inserts events at the end of a campaign's log. Must run inside a transaction that includes
 * campaignEvents, so the seq read and the inserts are one unit: the log is append-only, and the
 * unique [campaignId+seq] index refuses any second writer with the same seq.
 */
export async function appendEventsInTx(
	db: TallyHoDb,
	campaignId: string,
	inputs: readonly EventInput[]
): Promise<CampaignEventRecord[]> {
	if (inputs.length === 0) return [];
	const last = await db.campaignEvents
		.where('[campaignId+seq]')
		.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
		.last();
	let seq = last?.seq ?? 0;
	const rows = inputs.map((e): CampaignEventRecord => ({
		id: newId(),
		campaignId,
		seq: ++seq,
		type: e.type,
		payload: e.payload ?? {},
		at: e.at,
		turnNumber: e.turnNumber ?? null,
		missionId: e.missionId ?? null,
		pilotIds: e.pilotIds ?? []
	}));
	await db.campaignEvents.bulkAdd(rows);
	return rows;
}

/**
 * Appends one event to a campaign's log. There is deliberately no update or delete for
 * events: the log is the campaign's history (architecture principle 3). Only deleting the
 * whole campaign removes them.
 */
export async function appendEvent(
	campaignId: string,
	input: EventInput
): Promise<Result<CampaignEventRecord>> {
	const db = getDb();
	return db.transaction('rw', [db.campaigns, db.campaignEvents], async () => {
		if (!(await db.campaigns.get(campaignId))) {
			return refuse('db.no_campaign', {}, 'That campaign is not in this app');
		}
		const [row] = await appendEventsInTx(db, campaignId, [input]);
		return ok(row);
	});
}

/** A campaign's log in order. */
export async function listEvents(campaignId: string): Promise<CampaignEventRecord[]> {
	return getDb()
		.campaignEvents.where('[campaignId+seq]')
		.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
		.toArray();
}
