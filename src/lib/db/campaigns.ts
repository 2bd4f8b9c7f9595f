import type { Table } from 'dexie';
import { ok, quote, refuse, refuseBecause, type Reason, type Result } from '../rules/common/result';
import { getDb, type TallyHoDb } from './db';
import { routeShared } from './club-route';
import { appendEventsInTx, type EventInput } from './events';
import { changedElsewhere, sameRow, storedVersion, type CampaignVersion } from './guard';
import { checkBundles, idTaken } from './integrity';
import { badName, MAX_NAME_LENGTH, pilotRecord, type PilotInput } from './inputs';
import {
	CHILD_TABLES,
	type AircraftTypeRecord,
	type CampaignBundle,
	type CampaignRecord,
	type JsonObject,
	type PlayerRecord,
	type SideRecord
} from './records';

/** What the campaign wizard collects (campaign.md C-1, house rules). Ids come from the caller. */
export interface CreateCampaignInput {
	campaign: {
		id: string;
		name: string;
		createdAt: string;
		houseRules?: JsonObject;
		notes?: string;
	};
	sides: Omit<SideRecord, 'campaignId'>[];
	players: Omit<PlayerRecord, 'campaignId'>[];
	pilots: PilotInput[];
	aircraftTypes: Omit<AircraftTypeRecord, 'campaignId'>[];
	/** E.g. a 'campaign-created' entry for the log. */
	events?: EventInput[];
}

/** Writes a new campaign with its sides, players, pilots and aircraft pool in one transaction. */
export async function createCampaign(input: CreateCampaignInput): Promise<Result<CampaignRecord>> {
	const campaignId = input.campaign.id;
	const campaign: CampaignRecord = {
		id: campaignId,
		name: input.campaign.name,
		createdAt: input.campaign.createdAt,
		updatedAt: input.campaign.createdAt,
		status: 'active',
		currentTurn: 0,
		houseRules: input.campaign.houseRules ?? {},
		notes: input.campaign.notes ?? ''
	};
	const bundle: CampaignBundle = {
		...emptyBundle(campaign),
		sides: input.sides.map((s) => ({ ...s, campaignId })),
		players: input.players.map((p) => ({ ...p, campaignId })),
		pilots: input.pilots.map((p) => pilotRecord(campaignId, p)),
		aircraftTypes: input.aircraftTypes.map((a) => ({ ...a, campaignId }))
	};
	const named = [
		['campaign.name', campaign.name] as const,
		...bundle.sides.map((s, i) => [`sides[${i}].name`, s.name] as const),
		...bundle.players.map((p, i) => [`players[${i}].name`, p.name] as const),
		...bundle.pilots.map((p, i) => [`pilots[${i}].name`, p.name] as const)
	];
	for (const [path, name] of named) {
		if (badName(name)) {
			return refuse(
				'db.bad_name',
				{ path, max: MAX_NAME_LENGTH },
				`${path} must be 1 to ${MAX_NAME_LENGTH} characters`
			);
		}
	}
	const checked = checkBundles([bundle], () => '');
	if (!checked.ok) return checked;

	const db = getDb();
	return db.transaction('rw', db.campaignTables(), async () => {
		if (await db.campaigns.get(campaignId)) {
			return refuse(
				'db.campaign_exists',
				{ id: quote(campaignId) },
				`A campaign with id “${quote(campaignId)}” already exists`
			);
		}
		const taken = await firstTakenId(db, bundle);
		if (taken) return refuseBecause(taken);
		await db.campaigns.add(campaign);
		await db.sides.bulkAdd(bundle.sides);
		await db.players.bulkAdd(bundle.players);
		await db.aircraftTypes.bulkAdd(bundle.aircraftTypes);
		await db.pilots.bulkAdd(bundle.pilots);
		await appendEventsInTx(db, campaignId, input.events ?? []);
		return ok(campaign);
	});
}

/** A reason naming the first row whose id is already stored, or null. Call inside a transaction. */
export async function firstTakenId(db: TallyHoDb, bundle: CampaignBundle): Promise<Reason | null> {
	for (const table of CHILD_TABLES) {
		const rows = bundle[table];
		if (rows.length === 0) continue;
		const found = await db.table(table).bulkGet(rows.map((r) => r.id));
		const at = found.findIndex((r) => r !== undefined);
		if (at >= 0) return idTaken(`${table}[${at}].id`, rows[at].id);
	}
	return null;
}

export function emptyBundle(campaign: CampaignRecord): CampaignBundle {
	return {
		campaign,
		sides: [],
		players: [],
		pilots: [],
		aircraftTypes: [],
		campaignTurns: [],
		missions: [],
		pilotOutcomes: [],
		diceRolls: [],
		campaignEvents: []
	};
}

export interface CampaignSummary {
	campaign: CampaignRecord;
	sides: SideRecord[];
	counts: {
		pilots: number;
		activePilots: number;
		killedPilots: number;
		turns: number;
		missions: number;
		missionsRecorded: number;
	};
}

/** Every campaign, newest first, with the counts the campaign list shows. */
export async function listCampaigns(): Promise<CampaignSummary[]> {
	const db = getDb();
	return db.transaction('r', db.campaignTables(), async () => {
		const campaigns = await db.campaigns.orderBy('createdAt').reverse().toArray();
		return Promise.all(
			campaigns.map(async (campaign): Promise<CampaignSummary> => {
				const id = campaign.id;
				const [sides, pilots, activePilots, killedPilots, turns, planned, recorded] =
					await Promise.all([
						db.sides.where('campaignId').equals(id).sortBy('order'),
						db.pilots.where('campaignId').equals(id).count(),
						db.pilots.where('[campaignId+status]').equals([id, 'active']).count(),
						db.pilots.where('[campaignId+status]').equals([id, 'killed']).count(),
						db.campaignTurns.where('campaignId').equals(id).count(),
						db.missions.where('[campaignId+status]').equals([id, 'planned']).count(),
						db.missions.where('[campaignId+status]').equals([id, 'recorded']).count()
					]);
				return {
					campaign,
					sides,
					counts: {
						pilots,
						activePilots,
						killedPilots,
						turns,
						missions: planned + recorded,
						missionsRecorded: recorded
					}
				};
			})
		);
	});
}

/** Everything stored for one campaign, in a stable order; undefined if there is none. */
export async function getCampaign(id: string): Promise<CampaignBundle | undefined> {
	const db = getDb();
	return db.transaction('r', db.campaignTables(), () => readBundle(db, id));
}

/** Reads one campaign's rows. Call inside a read transaction over the campaign tables. */
export async function readBundle(db: TallyHoDb, id: string): Promise<CampaignBundle | undefined> {
	const campaign = await db.campaigns.get(id);
	if (!campaign) return undefined;
	const of = <T>(table: Table<T, string>) => table.where('campaignId').equals(id).toArray();
	const [sides, players, pilots, aircraftTypes, turns, missions, outcomes, rolls, events] =
		await Promise.all([
			of(db.sides),
			of(db.players),
			of(db.pilots),
			of(db.aircraftTypes),
			of(db.campaignTurns),
			of(db.missions),
			of(db.pilotOutcomes),
			of(db.diceRolls),
			of(db.campaignEvents)
		]);
	return orderBundle({
		campaign,
		sides,
		players,
		pilots,
		aircraftTypes,
		campaignTurns: turns,
		missions,
		pilotOutcomes: outcomes,
		diceRolls: rolls,
		campaignEvents: events
	});
}

/** Puts a bundle's rows in their stable order (sides, turns, missions as flown, log). Sorts in place. */
export function orderBundle(b: CampaignBundle): CampaignBundle {
	b.sides.sort((x, y) => x.order - y.order);
	b.campaignTurns.sort((x, y) => x.number - y.number);
	b.missions.sort((x, y) => x.turnNumber - y.turnNumber || x.index - y.index);
	b.pilotOutcomes.sort(byMissionOrder);
	b.campaignEvents.sort((x, y) => x.seq - y.seq);
	return b;
}

/** Outcomes in the order the missions were flown. */
export function byMissionOrder(
	a: { turnNumber: number; missionIndex: number },
	b: { turnNumber: number; missionIndex: number }
): number {
	return a.turnNumber - b.turnNumber || a.missionIndex - b.missionIndex;
}

/**
 * Replaces the campaign's house rules (every override in force) and logs the change. `before`
 * is the house rules as the page read them: refused (`db.changed_elsewhere`) if another tab
 * changed them since, so no change is silently undone.
 */
export async function setHouseRules(
	campaignId: string,
	houseRules: JsonObject,
	at: string,
	before: JsonObject
): Promise<Result<CampaignRecord>> {
	const db = getDb();
	const shared = await routeShared<CampaignRecord>('house-rules-changed', async () => campaignId, {
		campaignId,
		houseRules,
		at,
		before
	});
	if (shared) return shared;
	return db.transaction('rw', [db.campaigns, db.campaignEvents], async () => {
		const campaign = await db.campaigns.get(campaignId);
		if (!campaign) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
		if (!sameRow(campaign.houseRules, before)) return changedElsewhere();
		const updated = { ...campaign, houseRules, updatedAt: later(campaign.updatedAt, at) };
		await db.campaigns.put(updated);
		await appendEventsInTx(db, campaignId, [
			// Logged with the turn it happened in, so the history shows it there (0: before any turn).
			{
				type: 'house-rules-changed',
				at,
				turnNumber: campaign.currentTurn > 0 ? campaign.currentTurn : null,
				payload: { houseRules }
			}
		]);
		return ok(updated);
	});
}

/**
 * Deletes a campaign and every row of it, in one transaction. `before` is the campaign as the
 * page showed it: refused (`db.changed_elsewhere`) if anything was recorded since, so a delete
 * confirmed on a stale page never takes newer results with it. A shared campaign is removed from
 * this device only (its club link and log here too); the club keeps it.
 */
export async function deleteCampaign(id: string, before: CampaignVersion): Promise<Result<true>> {
	const db = getDb();
	return db.transaction('rw', [...db.campaignTables(), db.clubLinks, db.clubDocs], async () => {
		const now = await storedVersion(db, id);
		if (!now) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
		if (!sameRow(now, before)) return changedElsewhere();
		await deleteCampaignRows(db, id);
		// A shared campaign leaves this device only: its link and log here go with it (issue 29).
		await db.clubLinks.delete(id);
		await db.clubDocs.delete(id);
		return ok(true as const);
	});
}

/** Removes a campaign and all its rows. Call inside a transaction over the campaign tables. */
export async function deleteCampaignRows(db: TallyHoDb, id: string): Promise<void> {
	for (const table of CHILD_TABLES) {
		await db.table(table).where('campaignId').equals(id).delete();
	}
	await db.campaigns.delete(id);
}

/** The later of two ISO times (a write never moves updatedAt back). */
export const later = (a: string, b: string): string => (b > a ? b : a);

/** Empties every table (settings included): the e2e "wipe the database" and tests. */
export async function wipeAll(): Promise<void> {
	const db = getDb();
	await db.transaction('rw', db.tables, async () => {
		for (const table of db.tables) await table.clear();
	});
}
