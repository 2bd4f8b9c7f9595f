import Dexie, { type Table } from 'dexie';
import { declareSchema } from './schema';
import type {
	AircraftTypeRecord,
	CampaignEventRecord,
	CampaignRecord,
	CampaignTurnRecord,
	DiceRollRecord,
	GameRecord,
	MissionRecord,
	PilotOutcomeRecord,
	PilotRecord,
	PlayerRecord,
	SideRecord
} from './records';

/**
 * A device's link to a campaign shared through a club server (issue 29). `key` is this device's
 * key (the club key for the organiser); null after a backup import, until the member types it.
 */
export interface ClubLinkRow {
	campaignId: string;
	/** The server's WebSocket address, e.g. wss://club.example:4406. */
	server: string;
	/** 'organiser' for the organiser, else the member id the server gave. */
	memberId: string;
	role: 'organiser' | 'player' | 'viewer';
	/** For a player: the campaign player whose pilots they record for. */
	playerId: string | null;
	key: string | null;
	/** This device's id in the entries it writes (random, kept). */
	deviceId: string;
	/** ISO time the server last confirmed everything; null before the first sync. */
	lastSyncAt: string | null;
}

/** The shared campaign's Yjs document, as one update (Y.encodeStateAsUpdate). */
export interface ClubDocRow {
	campaignId: string;
	update: Uint8Array;
}

export interface KvRow {
	key: string;
	value: unknown;
}

/** The app's database's name (exists.ts asks for it by name, without Dexie). */
export const DB_NAME = 'tally-ho';

/** The app's one IndexedDB database. Nothing outside src/lib/db touches IndexedDB. */
export class TallyHoDb extends Dexie {
	kv!: Table<KvRow, string>;
	campaigns!: Table<CampaignRecord, string>;
	sides!: Table<SideRecord, string>;
	players!: Table<PlayerRecord, string>;
	pilots!: Table<PilotRecord, string>;
	aircraftTypes!: Table<AircraftTypeRecord, string>;
	campaignTurns!: Table<CampaignTurnRecord, string>;
	missions!: Table<MissionRecord, string>;
	pilotOutcomes!: Table<PilotOutcomeRecord, string>;
	diceRolls!: Table<DiceRollRecord, string>;
	campaignEvents!: Table<CampaignEventRecord, string>;
	games!: Table<GameRecord, string>;
	clubLinks!: Table<ClubLinkRow, string>;
	clubDocs!: Table<ClubDocRow, string>;

	/** `upTo` opens an older schema version: only the upgrade tests do that. */
	constructor(name = DB_NAME, upTo?: number) {
		super(name);
		declareSchema(this, upTo);
	}

	/** Every campaign table, for transactions that touch a whole campaign. */
	campaignTables(): Table[] {
		return [
			this.campaigns,
			this.sides,
			this.players,
			this.pilots,
			this.aircraftTypes,
			this.campaignTurns,
			this.missions,
			this.pilotOutcomes,
			this.diceRolls,
			this.campaignEvents
		];
	}
}

let instance: TallyHoDb | null = null;

/** The shared database (opened lazily, so nothing runs during prerendering). */
export function getDb(): TallyHoDb {
	instance ??= new TallyHoDb();
	return instance;
}

/**
 * Opens the shared database ahead of its first query, so that a page can do that in a task of its
 * own (issue 30: making it — its schema — and opening it with the first query in one go made one
 * long task on a slow phone). A failure is left to the first query, which reports it.
 */
export function openDb(): Promise<void> {
	return getDb()
		.open()
		.then(
			() => undefined,
			() => undefined
		);
}

/** Tests open their own database (fake-indexeddb) and can swap the shared one. */
export function useDb(db: TallyHoDb): void {
	instance = db;
}
