import type Dexie from 'dexie';

/**
 * Every version of the database schema, oldest first. Never edit a version once it has
 * shipped: add a new one with an `upgrade` function (architecture principle 7).
 * Index only fields that are queried; blobs (logs, game states) stay unindexed.
 */
export function declareSchema(db: Dexie): void {
	// v1 — the app shell: small key/value settings (club name, …).
	db.version(1).stores({
		kv: 'key'
	});

	// v2 — the campaign record book (campaign.md "Records the organiser expects"). Only new
	// tables, so no upgrade function: v1's kv rows stay as they are. The house rules live on
	// the campaign row (unindexed). Events are unique per [campaignId+seq] (append-only log).
	db.version(2).stores({
		campaigns: '&id, createdAt',
		sides: '&id, campaignId',
		players: '&id, campaignId',
		pilots: '&id, campaignId, [campaignId+sideId], [campaignId+status]',
		aircraftTypes: '&id, campaignId',
		campaignTurns: '&id, campaignId, &[campaignId+number]',
		missions: '&id, campaignId, turnId, [campaignId+status]',
		pilotOutcomes: '&id, campaignId, missionId, pilotId',
		diceRolls: '&id, campaignId, missionId',
		campaignEvents: '&id, campaignId, &[campaignId+seq], *pilotIds'
	});
}
