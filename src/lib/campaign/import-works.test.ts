/**
 * Issue 13: an imported campaign always opens. A valid backup, and each of the damaged backups
 * that used to import and then leave the campaign stuck, is either refused with a reason (and
 * the database is left exactly as it was) or imported into a campaign that opens, draws its
 * charts, and starts and records a new turn.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupText, exportCampaign, importBackup } from '$lib/db/backup';
import { deleteCampaign, getCampaign } from '$lib/db/campaigns';
import type { TallyHoDb } from '$lib/db/db';
import { versionOf } from '$lib/db/guard';
import { writeSetting } from '$lib/db/settings';
import { saveGame } from '$lib/db/games';
import { closeTestDb, dumpDb, openTestDb } from '$lib/db/test-helpers';
import { createCampaignFromForm, newWizardForm } from './create';
import { openEverything, playNextTurn } from './playthrough.fixtures';

const T = '2026-11-23T10:00:00.000Z';
let db: TallyHoDb;

/** A campaign made with the wizard's proposal and one turn played through the app. */
async function playedCampaign(name: string): Promise<string> {
	const form = newWizardForm();
	form.name = name;
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	const played = await playNextTurn(made.value.id, 7, T);
	if (!played.ok) throw new Error(played.reason);
	return made.value.id;
}

let text: string;
beforeEach(async () => {
	db = openTestDb();
	// Other data already on the device: a campaign, a saved game, a setting.
	await playedCampaign('Already here');
	await saveGame({
		id: 'g1',
		kind: 'skirmish',
		status: 'playing',
		title: 'A game',
		createdAt: T,
		updatedAt: T,
		campaignMissionId: null,
		log: { orders: [] },
		state: {},
		ui: null,
		finalHash: null
	});
	await writeSetting('clubName', 'Jasta 11');
	// The campaign to back up, exported and then removed from the device.
	const id = await playedCampaign('Bloody April');
	text = backupText((await exportCampaign(id, T))!);
	const removed = await deleteCampaign(id, versionOf((await getCampaign(id))!));
	if (!removed.ok) throw new Error(removed.reason);
});
afterEach(() => closeTestDb(db));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const edit = (change: (f: Loose) => void) => {
	const f = JSON.parse(text);
	change(f);
	return JSON.stringify(f);
};
const bundle = (f: Loose) => f.campaigns[0];

/** Imports a file: refused → nothing changed; accepted → the campaign works. */
async function importAndProve(file: string) {
	const before = await dumpDb(db);
	const imported = await importBackup(file);
	if (!imported.ok) {
		expect(await dumpDb(db)).toBe(before);
		expect(imported.reason.length).toBeLessThan(400);
		return imported;
	}
	const id = JSON.parse(file).campaigns[0].campaign.id;
	await openEverything(id);
	const played = await playNextTurn(id, 11, T);
	expect(played).toMatchObject({ ok: true });
	return imported;
}

describe('an imported campaign always opens', () => {
	it('a valid backup imports into a campaign that opens, charts, and plays its next turn', async () => {
		expect(await importAndProve(text)).toMatchObject({ ok: true });
	});

	const damaged: [string, (f: Loose) => void, string | null][] = [
		[
			'a mission-table row "choice" without options',
			(f) => (bundle(f).campaign.houseRules.missionTable.columns.allied[0] = { kind: 'choice' }),
			'db.house_rules'
		],
		[
			'a mission-table column given as a string',
			(f) => (bundle(f).campaign.houseRules.missionTable.columns.central = 'bombing-run'),
			'db.house_rules'
		],
		[
			'currentTurn lower than an existing turn’s number',
			(f) => (bundle(f).campaign.currentTurn = 0),
			'db.disagrees'
		],
		['an event seq of 1e308', (f) => (bundle(f).campaignEvents[0].seq = 1e308), 'db.field_above'],
		['an event seq of 2^53', (f) => (bundle(f).campaignEvents[0].seq = 2 ** 53), 'db.field_above'],
		['currentTurn of 1e15', (f) => (bundle(f).campaign.currentTurn = 1e15), 'db.field_above'],
		['currentTurn of 3e7', (f) => (bundle(f).campaign.currentTurn = 3e7), 'db.field_above'],
		['a pilot with 1e12 kills', (f) => (bundle(f).pilots[0].kills = 1e12), 'db.field_above'],
		[
			'a mission called "constructor"',
			(f) => (bundle(f).missions[0].type = 'constructor'),
			'db.unknown_mission_type'
		],
		[
			'a mission called "toString"',
			(f) => (bundle(f).missions[0].type = 'toString'),
			'db.unknown_mission_type'
		],
		// A nation the app does not know is allowed (C-1): its side flies the default nation's
		// aircraft; "constructor" must not be taken for one.
		['a side of nation "constructor"', (f) => (bundle(f).sides[0].nation = 'constructor'), null],
		['a side of nation "__proto__"', (f) => (bundle(f).sides[1].nation = '__proto__'), null],
		// Found by the long fuzz run: such a pilot flies the side's standard machine (C-P6).
		['a pilot stored without an aircraft', (f) => (bundle(f).pilots[3].aircraftTypeId = null), null]
	];

	it.each(damaged)(
		'%s: refused with a reason, or imported and working',
		async (_, change, code) => {
			const result = await importAndProve(edit(change));
			if (code) expect(result).toMatchObject({ ok: false, code });
			else expect(result.ok).toBe(true);
		}
	);
});
