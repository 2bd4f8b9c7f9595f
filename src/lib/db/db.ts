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

export interface KvRow {
	key: string;
	value: unknown;
}

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

	/** `upTo` opens an older schema version: only the upgrade tests do that. */
	constructor(name = 'tally-ho', upTo?: number) {
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

/** Tests open their own database (fake-indexeddb) and can swap the shared one. */
export function useDb(db: TallyHoDb): void {
	instance = db;
}
