/**
 * Changes to a campaign's roster between missions (issue 14): renaming a pilot, adding pilots
 * (and the players who fly them). Each is one transaction that also writes its log entry, so
 * the history shows who was renamed or joined, and when.
 */
import { because, ok, quote, refuse, refuseBecause, type Result } from '../rules/common/result';
import { getDb } from './db';
import { routeShared } from './club-route';
import { appendEventsInTx } from './events';
import { changedElsewhere } from './guard';
import { badName, MAX_NAME_LENGTH, pilotRecord, type PilotInput } from './inputs';
import { later } from './campaigns';
import type { PilotRecord, PlayerRecord } from './records';

const badNameAt = (path: string) =>
	because(
		'db.bad_name',
		{ path, max: MAX_NAME_LENGTH },
		`${path} must be 1 to ${MAX_NAME_LENGTH} characters`
	);

/**
 * Renames a pilot. `before` is the name the page showed: refused (`db.changed_elsewhere`) if
 * another tab renamed the pilot meanwhile. Logged as 'pilot-renamed' with both names.
 */
export async function renamePilot(
	pilotId: string,
	name: string,
	before: string,
	at: string
): Promise<Result<PilotRecord>> {
	const next = name.trim();
	if (badName(next)) return refuseBecause(badNameAt('name'));
	const db = getDb();
	const shared = await routeShared<PilotRecord>(
		'pilot-renamed',
		async () => (await db.pilots.get(pilotId))?.campaignId,
		{ pilotId, name, before, at }
	);
	if (shared) return shared;
	return db.transaction('rw', [db.campaigns, db.pilots, db.campaignEvents], async () => {
		const pilot = await db.pilots.get(pilotId);
		if (!pilot) return refuse('db.no_pilot', {}, 'That pilot is not in this app');
		if (pilot.name !== before) return changedElsewhere();
		const campaign = await db.campaigns.get(pilot.campaignId);
		if (!campaign) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
		if (next === pilot.name) return ok(pilot);
		const renamed = { ...pilot, name: next };
		await db.pilots.put(renamed);
		await appendEventsInTx(db, pilot.campaignId, [
			{
				type: 'pilot-renamed',
				at,
				turnNumber: campaign.currentTurn > 0 ? campaign.currentTurn : null,
				pilotIds: [pilotId],
				payload: { pilotId, from: pilot.name, to: next }
			}
		]);
		await db.campaigns.update(campaign.id, { updatedAt: later(campaign.updatedAt, at) });
		return ok(renamed);
	});
}

export interface NewPilots {
	/** Players joining with the pilots (ids made by the caller). */
	players?: Omit<PlayerRecord, 'campaignId'>[];
	pilots: PilotInput[];
}

/**
 * Adds pilots (and new players) to a campaign, as novices joining in its current turn, in one
 * transaction logged as 'pilots-added'. Sides, players and aircraft must be the campaign's own.
 */
export async function addPilots(
	campaignId: string,
	input: NewPilots,
	at: string
): Promise<Result<PilotRecord[]>> {
	const db = getDb();
	const shared = await routeShared<PilotRecord[]>('pilots-added', async () => campaignId, {
		campaignId,
		input: JSON.parse(JSON.stringify(input)) as NewPilots,
		at
	});
	if (shared) return shared;
	const tables = [db.campaigns, db.sides, db.players, db.pilots, db.aircraftTypes];
	return db.transaction('rw', [...tables, db.campaignEvents], async () => {
		const campaign = await db.campaigns.get(campaignId);
		if (!campaign) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
		const of = <T extends { id: string }>(rows: T[]) => new Set(rows.map((r) => r.id));
		const sides = of(await db.sides.where('campaignId').equals(campaignId).toArray());
		const aircraft = of(await db.aircraftTypes.where('campaignId').equals(campaignId).toArray());
		const newPlayers = (input.players ?? []).map((p) => ({
			...p,
			name: p.name.trim(),
			campaignId
		}));
		const players = new Map(
			[...(await db.players.where('campaignId').equals(campaignId).toArray()), ...newPlayers].map(
				(p) => [p.id, p]
			)
		);
		for (const [i, p] of newPlayers.entries()) {
			if (badName(p.name)) return refuseBecause(badNameAt(`players[${i}].name`));
			if (!sides.has(p.sideId)) return unknownSide(`players[${i}]`);
		}
		const pilots = input.pilots.map((p) =>
			pilotRecord(campaignId, { ...p, name: p.name.trim(), joinedTurn: campaign.currentTurn })
		);
		for (const [i, p] of pilots.entries()) {
			const path = `pilots[${i}]`;
			if (badName(p.name)) return refuseBecause(badNameAt(`${path}.name`));
			if (!sides.has(p.sideId)) return unknownSide(path);
			const player = p.playerId === null ? null : players.get(p.playerId);
			if (player === undefined || (player && player.sideId !== p.sideId)) {
				return refuse('db.unknown_player', { path }, `${path} names a player not on its side`);
			}
			if (p.aircraftTypeId !== null && !aircraft.has(p.aircraftTypeId)) {
				return refuse('db.unknown_aircraft', { path }, `${path} names an unknown aircraft type`);
			}
		}
		const taken = [
			...(await db.players.bulkGet(newPlayers.map((p) => p.id))),
			...(await db.pilots.bulkGet(pilots.map((p) => p.id)))
		].find((row) => row !== undefined);
		if (taken) {
			const id = quote(taken.id);
			return refuse('db.id_taken', { path: 'id', id }, `id “${id}” is already used in this app`);
		}
		await db.players.bulkAdd(newPlayers);
		await db.pilots.bulkAdd(pilots);
		await appendEventsInTx(db, campaignId, [
			{
				type: 'pilots-added',
				at,
				turnNumber: campaign.currentTurn > 0 ? campaign.currentTurn : null,
				pilotIds: pilots.map((p) => p.id),
				payload: { names: pilots.map((p) => p.name) }
			}
		]);
		await db.campaigns.update(campaignId, { updatedAt: later(campaign.updatedAt, at) });
		return ok(pilots);
	});
}

const unknownSide = (path: string) =>
	refuse('db.unknown_side', { path }, `${path} names a side that is not in this campaign`);
