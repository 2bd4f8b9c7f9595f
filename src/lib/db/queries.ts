import Dexie from 'dexie';
import { getDb } from './db';
import { byMissionOrder } from './campaigns';
import type {
	CampaignEventRecord,
	CampaignTurnRecord,
	MissionRecord,
	PilotOutcomeRecord,
	PilotRecord,
	PilotStatus
} from './records';

export type RosterSort = 'kills' | 'name' | 'missions';

export interface RosterOptions {
	sideId?: string;
	status?: PilotStatus;
	sort?: RosterSort;
	dir?: 'asc' | 'desc';
}

// Made on first use, not when the module loads (issue 30: a collator costs milliseconds to make, and
// every page that reads the database loads this module).
let collator: Intl.Collator | undefined;
const nameOrder = () =>
	(collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/**
 * A campaign's pilots, optionally of one side and/or one status, sorted. Uses the
 * [campaignId+sideId] or [campaignId+status] index; ties fall back to name, then id,
 * so the order is stable.
 */
export async function rosterQuery(
	campaignId: string,
	options: RosterOptions = {}
): Promise<PilotRecord[]> {
	const { sideId, status, sort = 'name', dir = sort === 'name' ? 'asc' : 'desc' } = options;
	const pilots = getDb().pilots;
	let rows: PilotRecord[];
	if (sideId !== undefined) {
		rows = await pilots.where('[campaignId+sideId]').equals([campaignId, sideId]).toArray();
		if (status !== undefined) rows = rows.filter((p) => p.status === status);
	} else if (status !== undefined) {
		rows = await pilots.where('[campaignId+status]').equals([campaignId, status]).toArray();
	} else {
		rows = await pilots.where('campaignId').equals(campaignId).toArray();
	}
	const sign = dir === 'asc' ? 1 : -1;
	const byName = (a: PilotRecord, b: PilotRecord) => nameOrder().compare(a.name, b.name);
	const byId = (a: PilotRecord, b: PilotRecord) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
	const primary =
		sort === 'name'
			? byName
			: sort === 'kills'
				? (a: PilotRecord, b: PilotRecord) => a.kills - b.kills
				: (a: PilotRecord, b: PilotRecord) => a.missionsFlown - b.missionsFlown;
	return rows.sort((a, b) => sign * primary(a, b) || byName(a, b) || byId(a, b));
}

export interface PilotCareer {
	pilot: PilotRecord;
	/** Every mission the pilot took part in, in the order flown. */
	outcomes: (PilotOutcomeRecord & { missionType: string; outcome: MissionRecord['outcome'] })[];
	/** Log entries naming the pilot, in log order. */
	events: CampaignEventRecord[];
}

/** One mission by its id, whichever campaign it belongs to; undefined if unknown. */
export async function getMission(missionId: string): Promise<MissionRecord | undefined> {
	return getDb().missions.get(missionId);
}

/** A pilot's history: mission outcomes and log entries, in order. Undefined if unknown. */
export async function pilotCareer(pilotId: string): Promise<PilotCareer | undefined> {
	const db = getDb();
	return db.transaction(
		'r',
		[db.pilots, db.pilotOutcomes, db.missions, db.campaignEvents],
		async () => {
			const pilot = await db.pilots.get(pilotId);
			if (!pilot) return undefined;
			const outcomes = (await db.pilotOutcomes.where('pilotId').equals(pilotId).toArray()).sort(
				byMissionOrder
			);
			const missions = await db.missions.bulkGet(outcomes.map((o) => o.missionId));
			const events = (await db.campaignEvents.where('pilotIds').equals(pilotId).toArray()).sort(
				(a, b) => a.seq - b.seq
			);
			return {
				pilot,
				outcomes: outcomes.map((o, i) => ({
					...o,
					missionType: missions[i]?.type ?? '',
					outcome: missions[i]?.outcome ?? null
				})),
				events
			};
		}
	);
}

export interface HistoryTurn {
	turn: CampaignTurnRecord;
	missions: { mission: MissionRecord; outcomes: PilotOutcomeRecord[] }[];
	/** Log entries of this turn, in log order. */
	events: CampaignEventRecord[];
}

/** The campaign turn by turn: missions with their pilot outcomes, and the log. */
export async function campaignHistory(
	campaignId: string
): Promise<{ turns: HistoryTurn[]; events: CampaignEventRecord[] }> {
	const db = getDb();
	return db.transaction(
		'r',
		[db.campaignTurns, db.missions, db.pilotOutcomes, db.campaignEvents],
		async () => {
			const [turns, missions, outcomes, events] = await Promise.all([
				db.campaignTurns
					.where('[campaignId+number]')
					.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
					.toArray(),
				db.missions.where('campaignId').equals(campaignId).toArray(),
				db.pilotOutcomes.where('campaignId').equals(campaignId).toArray(),
				db.campaignEvents
					.where('[campaignId+seq]')
					.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
					.toArray()
			]);
			const outcomesByMission = groupBy(outcomes, (o) => o.missionId);
			const missionsByTurn = groupBy(missions, (m) => m.turnId);
			const eventsByTurn = groupBy(events, (e) => String(e.turnNumber));
			return {
				events,
				turns: turns.map((turn) => ({
					turn,
					missions: (missionsByTurn.get(turn.id) ?? [])
						.sort((a, b) => a.index - b.index)
						.map((mission) => ({ mission, outcomes: outcomesByMission.get(mission.id) ?? [] })),
					events: eventsByTurn.get(String(turn.number)) ?? []
				}))
			};
		}
	);
}

export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
	const out = new Map<string, T[]>();
	for (const row of rows) {
		const k = key(row);
		const list = out.get(k);
		if (list) list.push(row);
		else out.set(k, [row]);
	}
	return out;
}
