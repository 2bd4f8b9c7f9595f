/**
 * "Import as a copy" (issue 14): a campaign from a backup beside the one already on the device.
 * Every row gets a new id and every reference follows it: the rows' own reference fields, and —
 * because log payloads, results, map setups and saved games' logs name pilots and missions
 * inside blobs this layer does not otherwise read — every string in those blobs that is exactly
 * one of the campaign's old ids. House rules hold model ids, not row ids, and are left alone.
 */
import { MAX_NAME } from './backup-schema';
import type {
	CampaignBundle,
	CampaignEventRecord,
	ForceEntry,
	GameRecord,
	MissionRecord,
	PilotOutcomeRecord,
	PilotRecord
} from './records';
import { CHILD_TABLES } from './records';

export type IdMap = ReadonlyMap<string, string>;

/** Every id of the bundle (campaign and rows) → a fresh one. */
export function freshIds(bundle: CampaignBundle, makeId: () => string): Map<string, string> {
	const ids = new Map<string, string>([[bundle.campaign.id, makeId()]]);
	for (const table of CHILD_TABLES) for (const row of bundle[table]) ids.set(row.id, makeId());
	return ids;
}

/** A blob with every string equal to an old id replaced by its new one (keys are kept). */
export function remapBlob(value: unknown, ids: IdMap): unknown {
	if (typeof value === 'string') return ids.get(value) ?? value;
	if (Array.isArray(value)) return value.map((v) => remapBlob(v, ids));
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, remapBlob(v, ids)])
		);
	}
	return value;
}

/** The copy of a bundle under new ids, named `name` (at most 200 characters). */
export function copyBundle(bundle: CampaignBundle, ids: IdMap, name: string): CampaignBundle {
	const to = (id: string) => ids.get(id) ?? id;
	const opt = (id: string | null) => (id === null ? null : to(id));
	const campaignId = to(bundle.campaign.id);
	const owned = <T extends { id: string; campaignId: string }>(row: T): T => ({
		...row,
		id: to(row.id),
		campaignId
	});
	const force = (f: ForceEntry): ForceEntry => ({
		...f,
		pilotId: to(f.pilotId),
		aircraftTypeId: opt(f.aircraftTypeId)
	});
	return {
		campaign: { ...bundle.campaign, id: campaignId, name: name.slice(0, MAX_NAME) },
		sides: bundle.sides.map((s) => ({
			...owned(s),
			standardAircraft: Object.fromEntries(
				Object.entries(s.standardAircraft).map(([role, typeId]) => [role, to(typeId)])
			)
		})),
		players: bundle.players.map((p) => ({ ...owned(p), sideId: to(p.sideId) })),
		pilots: bundle.pilots.map((p): PilotRecord => ({
			...owned(p),
			sideId: to(p.sideId),
			playerId: opt(p.playerId),
			aircraftTypeId: opt(p.aircraftTypeId),
			replacesId: opt(p.replacesId)
		})),
		aircraftTypes: bundle.aircraftTypes.map((a) => ({ ...owned(a), sideId: opt(a.sideId) })),
		campaignTurns: bundle.campaignTurns.map(owned),
		missions: bundle.missions.map((m): MissionRecord => ({
			...owned(m),
			turnId: to(m.turnId),
			sideAId: to(m.sideAId),
			sideBId: to(m.sideBId),
			forces: { A: m.forces.A.map(force), B: m.forces.B.map(force) },
			mapSetup: remapBlob(m.mapSetup, ids),
			result: remapBlob(m.result, ids),
			gameId: opt(m.gameId)
		})),
		pilotOutcomes: bundle.pilotOutcomes.map((o): PilotOutcomeRecord => ({
			...owned(o),
			missionId: to(o.missionId),
			pilotId: to(o.pilotId),
			sideId: to(o.sideId),
			aircraftTypeId: opt(o.aircraftTypeId)
		})),
		diceRolls: bundle.diceRolls.map((d) => ({
			...owned(d),
			turnId: opt(d.turnId),
			missionId: opt(d.missionId),
			pilotId: opt(d.pilotId)
		})),
		campaignEvents: bundle.campaignEvents.map((e): CampaignEventRecord => ({
			...owned(e),
			missionId: opt(e.missionId),
			pilotIds: e.pilotIds.map(to),
			payload: remapBlob(e.payload, ids) as CampaignEventRecord['payload']
		}))
	};
}

/** A saved game under a new id, its links (mission, pilots in its log) following `ids`. */
export function copyGame(game: GameRecord, ids: IdMap, newId: string): GameRecord {
	const to = (id: string | null) => (id === null ? null : (ids.get(id) ?? id));
	return {
		...game,
		id: newId,
		campaignMissionId: to(game.campaignMissionId),
		log: remapBlob(game.log, ids),
		state: remapBlob(game.state, ids),
		ui: remapBlob(game.ui, ids)
	};
}
