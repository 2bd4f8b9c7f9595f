/**
 * Issue 26, point 3: the import checks who flies for whom (db/integrity.ts), so an imported
 * campaign can start its next turn. Pinned from the backup fuzz (backup-fuzz.test.ts, fast-check
 * seed -1145486171, path "1545"): its one mutation `{"kind":"set","at":86742701,"aimed":false}`
 * set `campaigns.0.pilots.9.playerId` to the id of a player of the other side. The backup was
 * accepted and the campaign could not start a turn ("Player 1 flies 3 planes; at most 2 (C-3)").
 * The fuzz's campaign has random ids, so the find is rebuilt here by hand: the same campaign
 * (the wizard's, one turn played), the same field, a player of the other side.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupText, exportCampaign, importBackup } from '$lib/db/backup';
import { deleteCampaign, getCampaign } from '$lib/db/campaigns';
import type { TallyHoDb } from '$lib/db/db';
import { versionOf } from '$lib/db/guard';
import type { CampaignBundle } from '$lib/db/records';
import { closeTestDb, dumpDb, openTestDb } from '$lib/db/test-helpers';
import { withLocale } from '$lib/i18n/runtime';
import { reasonText } from '$lib/ui/reasons';
import { createCampaignFromForm, newWizardForm } from './create';
import { playNextTurn } from './playthrough.fixtures';

const T = '2026-11-23T10:00:00.000Z';
type File = { campaigns: CampaignBundle[] };
let db: TallyHoDb;
/** The fuzz's base: the wizard's campaign with one turn played (its first mission recorded). */
let played: File;
/** The same campaign with its second turn started and nothing of it recorded. */
let planned: File;

async function backupOf(recordFirst: boolean): Promise<File> {
	const form = newWizardForm();
	form.name = 'Bloody April';
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	const id = made.value.id;
	const turn = await playNextTurn(id, 3, T);
	if (!turn.ok) throw new Error(turn.reason);
	if (!recordFirst) {
		const next = await playNextTurn(id, 4, T, { recordFirst: false });
		if (!next.ok) throw new Error(next.reason);
	}
	const file = JSON.parse(backupText((await exportCampaign(id, T))!)) as File;
	const gone = await deleteCampaign(id, versionOf((await getCampaign(id))!));
	if (!gone.ok) throw new Error(gone.reason);
	return file;
}

beforeAll(async () => {
	db = openTestDb();
	played = await backupOf(true);
	planned = await backupOf(false);
}, 60_000);
afterAll(() => closeTestDb(db));

/** Imports the file; a refusal must leave the database as it was. */
async function refused(file: File) {
	const before = await dumpDb(db);
	const result = await importBackup(JSON.stringify(file));
	expect(await dumpDb(db)).toBe(before);
	return result;
}

describe('the import refuses crews a campaign could not fly', () => {
	it('a pilot whose player plays for the other side (the fuzz find, pilot 9)', async () => {
		const file = structuredClone(played);
		const c = file.campaigns[0];
		const pilot = c.pilots[9];
		const other = c.players.findIndex((p) => p.sideId !== pilot.sideId);
		pilot.playerId = c.players[other].id;
		const result = await refused(file);
		expect(result).toMatchObject({
			ok: false,
			code: 'db.player_other_side',
			params: {
				path: 'campaigns[0].pilots[9].playerId',
				other: `campaigns[0].players[${other}].sideId`
			}
		});
		if (result.ok) return;
		expect(withLocale('en', () => reasonText(result))).toBe(
			`campaigns[0].pilots[9].playerId names a player of the other side (campaigns[0].players[${other}].sideId); a player flies for one side only (C-3)`
		);
		expect(withLocale('de', () => reasonText(result))).toContain('Spieler der anderen Seite');
	});

	it('a planned mission giving a player more planes than the house rules allow (C-3)', async () => {
		const file = structuredClone(planned);
		const c = file.campaigns[0];
		const i = c.missions.findIndex((m) => m.status === 'planned');
		const m = c.missions[i];
		// Every plane of side A flown by the player of its first pilot.
		const first = c.pilots.find((p) => p.id === m.forces.A[0].pilotId)!;
		for (const f of m.forces.A) c.pilots.find((p) => p.id === f.pilotId)!.playerId = first.playerId;
		const player = c.players.find((p) => p.id === first.playerId)!;
		c.campaign.houseRules = { ...c.campaign.houseRules, planesPerPlayer: { min: 1, max: 1 } };
		expect(m.forces.A.length).toBeGreaterThan(1);
		expect(await refused(file)).toMatchObject({
			ok: false,
			code: 'db.too_many_planes',
			params: {
				path: `campaigns[0].missions[${i}].forces`,
				player: player.name,
				count: m.forces.A.length,
				max: 1
			}
		});
	});

	it('a pilot in both planned missions of a turn (C-2 ◇, the one check of turn-crews.ts)', async () => {
		const file = structuredClone(planned);
		const c = file.campaigns[0];
		const [one, two] = c.missions.filter((m) => m.status === 'planned');
		expect(two.sideBId).toBe(one.sideAId);
		two.forces.B.push(structuredClone(one.forces.A[0]));
		c.campaign.houseRules = { ...c.campaign.houseRules, planesPerPlayer: { min: 0, max: 20 } };
		const name = c.pilots.find((p) => p.id === one.forces.A[0].pilotId)!.name;
		const result = await refused(file);
		expect(result).toMatchObject({
			ok: false,
			code: 'db.crew_clash',
			params: {
				inner: { code: 'campaign.pilot_in_two_missions', params: { pilot: name } }
			}
		});
	});

	it('the same backups, untouched, import', async () => {
		for (const file of [played, planned]) {
			const result = await importBackup(JSON.stringify(file));
			expect(result.ok).toBe(true);
			const id = file.campaigns[0].campaign.id;
			await deleteCampaign(id, versionOf((await getCampaign(id))!));
		}
	});
});
