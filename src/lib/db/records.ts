/**
 * The campaign's stored records (campaign.md "Records the organiser expects"), one interface per
 * table. Plain JSON only: no classes, no Dates (times are ISO strings passed in by the caller),
 * no Maps — so a row is exactly what the backup file holds.
 *
 * Opaque blobs (house rules, map setup, mission result detail, event payloads) belong to the
 * campaign rules; this layer stores them as given and never looks inside.
 */

/** JSON object whose fields the campaign rules define (house-rule overrides, event payloads…). */
export type JsonObject = Record<string, unknown>;

export type CampaignStatus = 'active' | 'finished';
export type PilotStatus = 'active' | 'killed' | 'retired';
/** Aircraft roles a mission asks for (src/lib/data/missions.ts ForceRole). */
export type AircraftRole = 'fighter' | 'observation' | 'bomber';
export type MissionStatus = 'planned' | 'recorded';
/** Who won a mission (src/lib/data/missions.ts MissionOutcome). */
export type MissionOutcomeValue = 'A' | 'B' | 'draw';
export type PilotFate = 'survived' | 'killed';

export interface CampaignRecord {
	id: string;
	name: string;
	/** ISO time, passed in by the caller. */
	createdAt: string;
	updatedAt: string;
	status: CampaignStatus;
	/** Number of the latest started campaign turn; 0 before the first (C-2). */
	currentTurn: number;
	/** Every rule override in force for this campaign; fields defined by the campaign rules. */
	houseRules: JsonObject;
	notes: string;
}

export interface SideRecord {
	id: string;
	campaignId: string;
	name: string;
	/** E.g. 'RFC', 'Luftstreitkräfte' (C-1 allows other nations). */
	nation: string;
	/** Display order, 0 and 1. */
	order: number;
	/** The campaign rules' side id ('allied' | 'central', src/lib/data/campaign/sides.ts). */
	alignment: string;
	/** Role → aircraftTypes id of the side's standard machine, given to replacements (C-P6). */
	standardAircraft: Record<string, string>;
}

export interface PlayerRecord {
	id: string;
	campaignId: string;
	sideId: string;
	name: string;
}

export interface PilotRecord {
	id: string;
	campaignId: string;
	sideId: string;
	playerId: string | null;
	name: string;
	status: PilotStatus;
	/** The role the pilot flies (rules PilotRole: fighter or observation). */
	role: AircraftRole;
	/** All kills credited, including C-P2 "won and survived". */
	kills: number;
	/** Confirmed kills (C-P1 killing blows), which drive C-P3 / C-P4. */
	confirmedKills: number;
	missionsFlown: number;
	/** Ace (C-P4), as the campaign rules decided. */
	isAce: boolean;
	/** Ace skill ids (C-P4, rules-grid G-MAN-3). */
	aceSkills: string[];
	/** May choose their own aircraft (C-P3), as the campaign rules decided. */
	canChooseAircraft: boolean;
	aircraftTypeId: string | null;
	/** Campaign turn in which the pilot joined (0 = at creation). */
	joinedTurn: number;
	/** The killed pilot this one replaces (C-P6), if any. */
	replacesId: string | null;
}

/** One model in the campaign's aircraft pool. */
export interface AircraftTypeRecord {
	id: string;
	campaignId: string;
	/** The side that flies it; null if both may. */
	sideId: string | null;
	name: string;
	role: AircraftRole;
	/** Id of the model in src/lib/data (aircraft data), if it has one. */
	dataRef: string | null;
	/** How many may be chosen (C-P3); null = unlimited. */
	available: number | null;
}

export interface CampaignTurnRecord {
	id: string;
	campaignId: string;
	number: number;
	startedAt: string;
	status: 'open' | 'done';
}

export interface ForceEntry {
	pilotId: string;
	aircraftTypeId: string | null;
	role: AircraftRole;
}

export interface MissionRecord {
	id: string;
	campaignId: string;
	turnId: string;
	turnNumber: number;
	/** Order within the turn (two missions per turn, C-2). */
	index: number;
	/** A MissionId from src/lib/data/missions.ts. */
	type: string;
	/** The side that rolled the mission is always side A (C-2). */
	sideAId: string;
	sideBId: string;
	forces: { A: ForceEntry[]; B: ForceEntry[] };
	/** Map setup from the mission generator (C-M7): opaque. */
	mapSetup: unknown;
	status: MissionStatus;
	outcome: MissionOutcomeValue | null;
	/** Result detail (targets bombed, site found…): opaque. */
	result: unknown;
	playedAt: string | null;
	/** A stored skirmish game this mission was fought as, if any. */
	gameId: string | null;
}

export interface PilotOutcomeRecord {
	id: string;
	campaignId: string;
	missionId: string;
	pilotId: string;
	sideId: string;
	/** Copied from the mission so careers and charts sort without a join. */
	turnNumber: number;
	missionIndex: number;
	flew: boolean;
	aircraftTypeId: string | null;
	kills: number;
	shotDown: boolean;
	fled: boolean;
	fate: PilotFate;
	/** Promotions earned here, e.g. 'choose-aircraft', 'ace', 'skill:dead-eye' (C-P3, C-P4). */
	promotions: string[];
}

export interface DiceRollRecord {
	id: string;
	campaignId: string;
	turnId: string | null;
	missionId: string | null;
	pilotId: string | null;
	/** Why it was rolled, e.g. 'mission-table', 'survival' (C-4, C-P5). */
	purpose: string;
	/** E.g. 'd6', '2d6'. */
	dice: string;
	values: number[];
	/** ISO time, passed in by the caller. */
	at: string;
}

/** One entry of the campaign's append-only log. */
export interface CampaignEventRecord {
	id: string;
	campaignId: string;
	/** 1, 2, 3… per campaign, assigned on insert; unique with campaignId. */
	seq: number;
	type: string;
	payload: JsonObject;
	/** ISO time, passed in by the caller. */
	at: string;
	turnNumber: number | null;
	missionId: string | null;
	/** Pilots this event concerns (indexed, for a pilot's career). */
	pilotIds: string[];
}

/** Everything stored for one campaign: what getCampaign returns and what a backup holds. */
export interface CampaignBundle {
	campaign: CampaignRecord;
	sides: SideRecord[];
	players: PlayerRecord[];
	pilots: PilotRecord[];
	aircraftTypes: AircraftTypeRecord[];
	campaignTurns: CampaignTurnRecord[];
	missions: MissionRecord[];
	pilotOutcomes: PilotOutcomeRecord[];
	diceRolls: DiceRollRecord[];
	campaignEvents: CampaignEventRecord[];
	/** Only in a backup of a campaign shared through the club (issue 29). */
	club?: BundleClub;
}

/**
 * A shared campaign's club link and log, as a backup holds them (issue 29): without the key
 * (a backup file travels by mail and USB sticks; a key is a password), with the whole log as the
 * Yjs document's state, so importing it joins the same shared campaign instead of forking it.
 */
export interface BundleClub {
	server: string;
	memberId: string;
	role: 'organiser' | 'player' | 'viewer';
	playerId: string | null;
	/** Y.encodeStateAsUpdate of the campaign's document, base64. */
	doc: string;
}

/** The tables of a bundle that hold rows keyed by campaignId. */
export const CHILD_TABLES = [
	'sides',
	'players',
	'pilots',
	'aircraftTypes',
	'campaignTurns',
	'missions',
	'pilotOutcomes',
	'diceRolls',
	'campaignEvents'
] as const;

export type ChildTable = (typeof CHILD_TABLES)[number];

/** Which game a saved game is; `table-…`: played on a real table, the app as companion (issue 20). */
export type GameKind = 'skirmish' | 'dogfight' | 'table-grid' | 'table-hex';
export type GameStatus = 'playing' | 'finished';

/**
 * A saved Skirmish or Dogfight game. `log` is what replays the game (setup + seed + orders, the
 * engine's own format); `state` is the derived state at the last save, so resuming is instant;
 * `ui` is screen state worth keeping across a reload (e.g. a half-plotted turn). All opaque here.
 */
export interface GameRecord {
	id: string;
	kind: GameKind;
	status: GameStatus;
	/** A short label for the list, e.g. "Camel vs Dr.I — turn 4". */
	title: string;
	createdAt: string;
	updatedAt: string;
	/** The campaign mission this game fights, if any (written back on finish). */
	campaignMissionId: string | null;
	log: unknown;
	state: unknown;
	ui: unknown;
	/** Final-state hash, recorded when the game ends (replay proof). */
	finalHash: string | null;
}
