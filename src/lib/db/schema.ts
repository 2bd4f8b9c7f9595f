import type Dexie from 'dexie';

/**
 * Every version of the database schema, oldest first. Never edit a version once it has
 * shipped: add a new one with an `upgrade` function (architecture principle 7).
 * Index only fields that are queried; blobs (logs, game states) stay unindexed.
 */
/** The current version. Tests open older ones (declareSchema(db, n)) to prove every upgrade. */
export const SCHEMA_VERSION = 4;

export function declareSchema(db: Dexie, upTo = SCHEMA_VERSION): void {
	// v1 — the app shell: small key/value settings (club name, …).
	db.version(1).stores({
		kv: 'key'
	});
	if (upTo < 2) return;

	// v2 — the campaign record book (campaign.md "Records the organiser expects"). Only new
	// tables, so no upgrade function: v1's kv rows stay as they are. The house rules live on
	// the campaign row (unindexed). Events are unique per [campaignId+seq] (append-only log).
	// Where a compound index starts with campaignId, Dexie answers where('campaignId') from it
	// (a "virtual index"), so no separate campaignId index is kept: fewer indexes, faster writes.
	// Only for fields that are never null: a row whose key part is null is left out of the index
	// (diceRolls.missionId may be null, so dice rolls keep a plain campaignId index).
	db.version(2).stores({
		campaigns: '&id, createdAt',
		sides: '&id, campaignId',
		players: '&id, campaignId',
		pilots: '&id, [campaignId+sideId], [campaignId+status]',
		aircraftTypes: '&id, campaignId',
		campaignTurns: '&id, &[campaignId+number]',
		missions: '&id, [campaignId+status]',
		pilotOutcomes: '&id, [campaignId+missionId], pilotId',
		diceRolls: '&id, campaignId',
		campaignEvents: '&id, &[campaignId+seq], *pilotIds'
	});
	if (upTo < 3) return;

	// v3 — saved games of Skirmish (grid) and Dogfight (hex). A game is stored as its log
	// (setup + seed + orders) plus the derived state for a fast resume; both are blobs.
	// Only new tables, so no upgrade function.
	db.version(3).stores({
		games: '&id, kind, status, updatedAt, campaignMissionId'
	});
	if (upTo < 4) return;

	// v4 — the club (issue 29): a device's link to a shared campaign (server, member, role, key)
	// and the campaign's shared log as the Yjs document's state (one update blob per campaign).
	// Only new tables, so no upgrade function; campaigns that are not shared have no row here.
	db.version(4).stores({
		clubLinks: '&campaignId',
		clubDocs: '&campaignId'
	});
}
