import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampaignFromForm, newWizardForm } from '$lib/campaign/create';
import { playNextTurn } from '$lib/campaign/playthrough.fixtures';
import { TallyHoDb, useDb } from './db';
import { saveGame } from './games';
import { SCHEMA_VERSION } from './schema';
import { readSetting, writeSetting } from './settings';
import { dumpDb } from './test-helpers';

const T = '2026-11-23T10:00:00.000Z';
const ALL_TABLES = [
	'aircraftTypes',
	'campaignEvents',
	'campaignTurns',
	'campaigns',
	'clubDocs',
	'clubLinks',
	'diceRolls',
	'games',
	'kv',
	'missions',
	'pilotOutcomes',
	'pilots',
	'players',
	'sides'
];

/**
 * Fills a database of schema `version` with what that version could hold, through the app's own
 * functions: settings (v1); a campaign with pilots, players, turns, missions, results, rolls and
 * its log (v2); saved games (v3); a club link and its document (v4).
 */
async function fill(db: TallyHoDb, version: number): Promise<void> {
	useDb(db);
	await writeSetting('clubName', 'Jasta 11');
	if (version < 2) return;
	const form = newWizardForm();
	form.name = 'Bloody April';
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	const played = await playNextTurn(made.value.id, 9, T);
	if (!played.ok) throw new Error(played.reason);
	if (version < 3) return;
	await saveGame({
		id: 'g1',
		kind: 'skirmish',
		status: 'playing',
		title: 'Camel vs Dr.I',
		createdAt: T,
		updatedAt: T,
		campaignMissionId: null,
		log: { seed: 1, orders: [[1, 2]] },
		state: { turn: 3 },
		ui: null,
		finalHash: null
	});
	if (version < 4) return;
	await db.clubLinks.put({
		campaignId: made.value.id,
		server: 'ws://club.example:4406',
		memberId: 'organiser',
		role: 'organiser',
		playerId: null,
		key: 'k',
		deviceId: 'd1',
		lastSyncAt: null
	});
	await db.clubDocs.put({ campaignId: made.value.id, update: new Uint8Array([0, 0]) });
}

describe('schema versions', () => {
	const name = 'schema-upgrade-test';
	afterEach(async () => {
		await Dexie.delete(name);
	});

	const earlier = Array.from({ length: SCHEMA_VERSION - 1 }, (_, i) => i + 1);
	it.each(earlier)(
		'a v%i database with data upgrades to the current version with every row intact',
		async (version) => {
			const old = new TallyHoDb(name, version);
			await fill(old, version);
			const before = JSON.parse(await dumpDb(old)) as Record<string, unknown[]>;
			old.close();
			if (version >= 2) expect(before.pilotOutcomes.length).toBeGreaterThan(0);

			const db = new TallyHoDb(name);
			useDb(db);
			const after = JSON.parse(await dumpDb(db)) as Record<string, unknown[]>;
			expect(db.verno).toBe(SCHEMA_VERSION);
			expect(Object.keys(after).sort()).toEqual(ALL_TABLES);
			for (const [table, rows] of Object.entries(before)) expect(after[table]).toEqual(rows);
			for (const table of ALL_TABLES.filter((t) => !(t in before))) {
				expect(after[table]).toEqual([]);
			}
			expect(await readSetting('clubName', 'none')).toBe('Jasta 11');
			db.close();
		}
	);

	it('the current version reopens with every row intact', async () => {
		const db = new TallyHoDb(name);
		await fill(db, SCHEMA_VERSION);
		const before = await dumpDb(db);
		db.close();
		const again = new TallyHoDb(name);
		useDb(again);
		expect(await dumpDb(again)).toBe(before);
		again.close();
	});
});
