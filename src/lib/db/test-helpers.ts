/** Shared set-up for the db tests (fake-indexeddb must be imported by the test file first). */
import { getDb, TallyHoDb, useDb } from './db';
import { canonicalJson } from './guard';
import { recordMissionResult, type MissionResultInput, type PilotChanges } from './results';
import { newId } from './ids';
import type { CreateCampaignInput } from './campaigns';
import type { CampaignBundle } from './records';
import { CHILD_TABLES } from './records';
import { setOwn } from '../rules/common/own';

/** A fresh, uniquely named database, made the shared one. */
export function openTestDb(): TallyHoDb {
	const db = new TallyHoDb(`test-${newId()}`);
	useDb(db);
	return db;
}

export async function closeTestDb(db: TallyHoDb): Promise<void> {
	db.close();
	await db.delete();
}

/** Row counts of every table: "nothing changed" means the same counts before and after. */
export async function tableCounts(db: TallyHoDb): Promise<Record<string, number>> {
	const out: Record<string, number> = {};
	for (const table of db.tables) setOwn(out, table.name, await table.count());
	return out;
}

/**
 * A small campaign: RFC (side r) and Luftstreitkräfte (side g), one player each, three pilots
 * each, a fighter and an observation machine per side. Ids are prefixed so two can coexist.
 */
export function sampleCampaign(prefix = 'c1'): CreateCampaignInput {
	const p = (s: string) => `${prefix}-${s}`;
	return {
		campaign: {
			id: prefix,
			name: `Bloody April ${prefix}`,
			createdAt: '2026-11-23T10:00:00.000Z',
			houseRules: { survivalTarget: 5, aceAt: 5 }
		},
		sides: [
			{
				id: p('r'),
				name: 'Royal Flying Corps',
				nation: 'RFC',
				order: 0,
				alignment: 'allied',
				standardAircraft: { fighter: p('sopwith') }
			},
			{
				id: p('g'),
				name: 'Luftstreitkräfte',
				nation: 'DLS',
				order: 1,
				alignment: 'central',
				standardAircraft: { fighter: p('albatros') }
			}
		],
		players: [
			{ id: p('ann'), sideId: p('r'), name: 'Ann' },
			{ id: p('bob'), sideId: p('g'), name: 'Bob' }
		],
		aircraftTypes: [
			{
				id: p('sopwith'),
				sideId: p('r'),
				name: 'Sopwith Pup',
				role: 'fighter',
				dataRef: 'sopwith-pup',
				available: null
			},
			{
				id: p('be2'),
				sideId: p('r'),
				name: 'B.E.2c',
				role: 'observation',
				dataRef: null,
				available: 2
			},
			{
				id: p('albatros'),
				sideId: p('g'),
				name: 'Albatros D.III',
				role: 'fighter',
				dataRef: null,
				available: null
			},
			{
				id: p('dfw'),
				sideId: p('g'),
				name: 'DFW C.V',
				role: 'observation',
				dataRef: null,
				available: 2
			}
		],
		pilots: [
			{
				id: p('r1'),
				sideId: p('r'),
				playerId: p('ann'),
				name: 'Albert Ball',
				aircraftTypeId: p('sopwith')
			},
			{
				id: p('r2'),
				sideId: p('r'),
				playerId: p('ann'),
				name: 'Mick Mannock',
				aircraftTypeId: p('sopwith')
			},
			{
				id: p('r3'),
				sideId: p('r'),
				playerId: p('ann'),
				name: 'Cecil Lewis',
				aircraftTypeId: p('be2')
			},
			{
				id: p('g1'),
				sideId: p('g'),
				playerId: p('bob'),
				name: 'Werner Voss',
				aircraftTypeId: p('albatros')
			},
			{
				id: p('g2'),
				sideId: p('g'),
				playerId: p('bob'),
				name: 'Kurt Wolff',
				aircraftTypeId: p('albatros')
			},
			{
				id: p('g3'),
				sideId: p('g'),
				playerId: p('bob'),
				name: 'Karl Allmenröder',
				aircraftTypeId: p('albatros')
			}
		],
		events: [{ type: 'campaign-created', at: '2026-11-23T10:00:00.000Z' }]
	};
}

/** Rows of a bundle without the order that reading happened to give, for comparisons. */
export function sortedBundle(b: CampaignBundle): CampaignBundle {
	const out = { ...b };
	for (const table of CHILD_TABLES) {
		(out[table] as { id: string }[]) = [...b[table]].sort((x, y) => (x.id < y.id ? -1 : 1));
	}
	return out;
}

/** A result as tests write it: pilot updates without the rows they were computed from. */
export type LooseResultInput = Omit<MissionResultInput, 'pilotUpdates'> & {
	pilotUpdates?: { pilotId: string; changes: PilotChanges }[];
};

/**
 * The result with each update's `before` read from the database now, as a page that has just
 * loaded the campaign would send it. (An unknown pilot gets no row; the write refuses it.)
 */
export async function withRowsRead(input: LooseResultInput): Promise<MissionResultInput> {
	const updates = input.pilotUpdates ?? [];
	const rows = await getDb().pilots.bulkGet(updates.map((u) => u.pilotId));
	return {
		...input,
		pilotUpdates: updates.map((u, i) => ({ ...u, before: rows[i]! }))
	};
}

/** Records a result computed from the rows as they are now (no other tab in between). */
export async function recordAsRead(missionId: string, input: LooseResultInput) {
	return recordMissionResult(missionId, await withRowsRead(input));
}

/** Every row of every table, in a stable order: "unchanged" means the same text (issue 13). */
export async function dumpDb(db: TallyHoDb): Promise<string> {
	const out: [string, unknown[]][] = [];
	for (const table of db.tables) {
		const rows = (await table.toArray()) as { id?: string; key?: string }[];
		out.push([
			table.name,
			rows.sort((a, b) => String(a.id ?? a.key).localeCompare(String(b.id ?? b.key)))
		]);
	}
	// Key order aside (a row read back from a file may list its fields in another order).
	return canonicalJson(Object.fromEntries(out));
}
