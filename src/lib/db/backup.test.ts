import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	backupText,
	exportAll,
	exportAllTexts,
	exportCampaign,
	importBackup,
	MAX_BACKUP_CHARS,
	parseBackup
} from './backup';
import { createCampaign, getCampaign, wipeAll } from './campaigns';
import type { TallyHoDb } from './db';
import { rosterQuery } from './queries';
import {
	closeTestDb,
	openTestDb,
	recordAsRead,
	sampleCampaign,
	sortedBundle,
	tableCounts
} from './test-helpers';
import { startCampaignTurn } from './turns';

const T = '2026-11-23T11:00:00.000Z';
const HTML_NAME = '<img src=x onerror="alert(1)"> & <b>Bloody</b> "Red"';
let db: TallyHoDb;

/** A campaign with one played turn, and a pilot whose name is HTML (just text to us). */
async function playedCampaign(prefix = 'c1') {
	const input = sampleCampaign(prefix);
	input.pilots[2].name = HTML_NAME;
	await createCampaign(input);
	const turn = await startCampaignTurn(prefix, {
		afterTurn: 0,
		startedAt: T,
		missions: [
			{
				id: `${prefix}-m1`,
				type: 'fighter-sweep',
				sideAId: `${prefix}-r`,
				sideBId: `${prefix}-g`,
				mapSetup: { clouds: [[1, 2]], seed: 42 },
				rolls: [{ purpose: 'mission-table', dice: 'd6', values: [4], at: T }]
			}
		]
	});
	if (!turn.ok) throw new Error(turn.reason);
	await recordAsRead(`${prefix}-m1`, {
		outcome: 'A',
		playedAt: T,
		pilotOutcomes: [
			{
				pilotId: `${prefix}-r1`,
				kills: 1,
				shotDown: false,
				fled: false,
				fate: 'survived',
				promotions: ['choose-aircraft']
			},
			{ pilotId: `${prefix}-g1`, kills: 0, shotDown: true, fled: false, fate: 'killed' }
		],
		pilotUpdates: [
			{
				pilotId: `${prefix}-r1`,
				changes: { kills: 1, confirmedKills: 1, missionsFlown: 1, aceSkills: ['dead-eye'] }
			},
			{ pilotId: `${prefix}-g1`, changes: { status: 'killed', missionsFlown: 1 } }
		],
		newPilots: [
			{ id: `${prefix}-g4`, sideId: `${prefix}-g`, name: 'Novice', replacesId: `${prefix}-g1` }
		],
		diceRolls: [{ purpose: 'survival', dice: 'd6', values: [3], at: T, pilotId: `${prefix}-g1` }],
		events: [{ type: 'pilot-killed', at: T, pilotIds: [`${prefix}-g1`], payload: { roll: 3 } }]
	});
}

async function exportedText(): Promise<string> {
	return backupText((await exportCampaign('c1', T))!);
}

/** Parse, change, and write back a backup's text (loosely typed on purpose: tests break files). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edit(text: string, change: (file: any) => void): string {
	const file = JSON.parse(text);
	change(file);
	return JSON.stringify(file);
}

beforeEach(async () => {
	db = openTestDb();
	await playedCampaign();
});
afterEach(() => closeTestDb(db));

describe('export', () => {
	it('writes a versioned file holding every row of the campaign', async () => {
		const file = (await exportCampaign('c1', T))!;
		expect(file).toMatchObject({ format: 'tally-ho-backup', version: 2, exportedAt: T });
		expect(file.campaigns).toHaveLength(1);
		expect(file.campaigns[0]).toEqual(await getCampaign('c1'));
		expect(await exportCampaign('nope')).toBeUndefined();
	});

	it('exports one campaign of several with only its own rows', async () => {
		await playedCampaign('c2');
		const file = (await exportCampaign('c2', T))!;
		expect(file.campaigns).toHaveLength(1);
		expect(sortedBundle(file.campaigns[0])).toEqual(sortedBundle((await getCampaign('c2'))!));
		expect(JSON.stringify(file)).not.toContain('"c1-');
	});

	it('exportAll holds every campaign', async () => {
		await playedCampaign('c2');
		const file = await exportAll(T);
		expect(file.campaigns.map((c) => c.campaign.id).sort()).toEqual(['c1', 'c2']);
		for (const bundle of file.campaigns) {
			expect(sortedBundle(bundle)).toEqual(sortedBundle((await getCampaign(bundle.campaign.id))!));
		}
	});

	it('"Export everything" never writes a file import refuses: it splits at the same limit (issue 13)', async () => {
		await playedCampaign('c2');
		await playedCampaign('c3');
		const whole = backupText(await exportAll(T));
		// A limit that holds one or two campaigns but not all three.
		const limit = Math.floor(whole.length * 0.7);
		const parts = await exportAllTexts(T, limit);
		if (!parts.ok) throw new Error(parts.reason);
		expect(parts.value.length).toBe(2);
		const ids: string[] = [];
		for (const text of parts.value) {
			expect(text.length).toBeLessThanOrEqual(limit);
			const parsed = parseBackup(text, limit);
			if (!parsed.ok) throw new Error(parsed.reason);
			ids.push(...parsed.value.campaigns.map((c) => c.campaign.id));
		}
		expect(ids.sort()).toEqual(['c1', 'c2', 'c3']);
		// Every part imports into an empty app, campaigns whole.
		await wipeAll();
		for (const text of parts.value)
			expect((await importBackup(text, { maxChars: limit })).ok).toBe(true);
		expect((await exportAll(T)).campaigns).toHaveLength(3);
		// A campaign alone over the limit is refused at export, naming it.
		expect(await exportAllTexts(T, 1000)).toMatchObject({
			ok: false,
			code: 'db.backup_item_too_large'
		});
		// One file when everything fits.
		expect((await exportAllTexts(T)).ok && (await exportAllTexts(T))).toMatchObject({
			value: [expect.any(String)]
		});
	});
});

describe('import', () => {
	it('export → wipe → import gives the same roster and the same records', async () => {
		const roster = await rosterQuery('c1', { sort: 'kills' });
		const bundle = (await getCampaign('c1'))!;
		const text = await exportedText();
		await wipeAll();
		expect(await getCampaign('c1')).toBeUndefined();
		const result = await importBackup(text);
		expect(result).toEqual({
			ok: true,
			value: {
				campaigns: 1,
				games: 0,
				settings: 0,
				skipped: [],
				sides: 2,
				players: 2,
				pilots: 7,
				aircraftTypes: 4,
				campaignTurns: 1,
				missions: 1,
				pilotOutcomes: 2,
				diceRolls: 2,
				campaignEvents: 2
			}
		});
		expect(await rosterQuery('c1', { sort: 'kills' })).toEqual(roster);
		expect(sortedBundle((await getCampaign('c1'))!)).toEqual(sortedBundle(bundle));
	});

	it('a name containing HTML round-trips unchanged, as text', async () => {
		const text = await exportedText();
		await wipeAll();
		expect((await importBackup(text)).ok).toBe(true);
		expect((await db.pilots.get('c1-r3'))?.name).toBe(HTML_NAME);
	});

	it('imports a backup beside other campaigns in one go', async () => {
		const text = await exportedText();
		await wipeAll();
		await playedCampaign('c2');
		expect((await importBackup(text)).ok).toBe(true);
		expect(await db.campaigns.count()).toBe(2);
	});
});

describe('import refuses bad files and changes nothing', () => {
	/** Imports `text`, expects the refusal `reason` (and `code`), and checks that no table changed. */
	async function refused(text: string, reason: string | RegExp, code?: string) {
		const before = await tableCounts(db);
		const bundle = await getCampaign('c1');
		const result = await importBackup(text);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.reason).toMatch(reason);
		if (!result.ok && code) expect(result.code).toBe(code);
		expect(await tableCounts(db)).toEqual(before);
		expect(await getCampaign('c1')).toEqual(bundle);
		return result;
	}

	it('a truncated file', async () => {
		const text = await exportedText();
		await refused(
			text.slice(0, Math.floor(text.length / 2)),
			'The file is not complete or not a Tally Ho backup (it could not be read as JSON)',
			'db.backup_not_json'
		);
	});

	it('a file that is JSON but not a backup', async () => {
		await refused('{"hello": 1}', 'This file is not a Tally Ho backup');
		await refused('[1,2,3]', 'This file is not a Tally Ho backup');
	});

	it('another format version', async () => {
		const text = edit(await exportedText(), (f) => (f.version = 7));
		await refused(
			text,
			'This backup was made by version 7 of the format; this app reads version 2'
		);
	});

	it('a file over the size limit', async () => {
		await refused(
			' '.repeat(MAX_BACKUP_CHARS + 1),
			'The file is larger than 50 MB; it is not a Tally Ho backup'
		);
	});

	it('a 1 MB pilot name, naming the field', async () => {
		const text = edit(
			await exportedText(),
			(f) => (f.campaigns[0].pilots[3].name = 'x'.repeat(1024 * 1024))
		);
		const result = await refused(
			text,
			'campaigns[0].pilots[3].name is longer than 200 characters',
			'db.field_too_long'
		);
		expect(!result.ok && result.params).toEqual({ path: 'campaigns[0].pilots[3].name', max: 200 });
	});

	it('a field of the wrong kind or missing, naming the field', async () => {
		await refused(
			edit(await exportedText(), (f) => (f.campaigns[0].pilots[1].kills = 'many')),
			'campaigns[0].pilots[1].kills should be number but is "many"',
			'db.field_type'
		);
		await refused(
			edit(await exportedText(), (f) => delete f.campaigns[0].missions[0].sideAId),
			'campaigns[0].missions[0].sideAId is missing',
			'db.field_missing'
		);
		await refused(
			edit(await exportedText(), (f) => (f.campaigns[0].pilots[0].status = 'zombie')),
			/^campaigns\[0\]\.pilots\[0\]\.status should be "active" \| "killed" \| "retired" but is "zombie"/
		);
		// A huge bad value is quoted, not repeated whole.
		const huge = await refused(
			edit(await exportedText(), (f) => (f.campaigns[0].pilots[0].status = 'z'.repeat(100_000))),
			/status should be .* but is "z+…$/,
			'db.field_type'
		);
		expect(!huge.ok && huge.reason.length).toBeLessThan(200);
		expect(!huge.ok && String(huge.params.received).length).toBeLessThanOrEqual(80);
	});

	it('duplicate ids within the file', async () => {
		// Rows are exported in id order, so pilots[0] is c1-g1.
		const text = edit(await exportedText(), (f) => {
			const pilots = f.campaigns[0].pilots;
			pilots.push({ ...pilots[0], name: 'Twin' });
		});
		await wipeAll();
		await refused(
			text,
			'campaigns[0].pilots[7].id “c1-g1” is used twice (also at campaigns[0].pilots[0].id); every id must be unique',
			'db.duplicate_id'
		);
	});

	it('a reference to a row that is not in the file', async () => {
		const text = edit(
			await exportedText(),
			(f) => (f.campaigns[0].pilotOutcomes[1].pilotId = 'ghost')
		);
		await wipeAll();
		await refused(
			text,
			'campaigns[0].pilotOutcomes[1].pilotId refers to pilot “ghost”, which is not in this campaign'
		);
	});

	it('a campaign that is already in the app', async () => {
		await refused(
			await exportedText(),
			'The campaign “Bloody April c1” (campaigns[0]) is already in this app. Import it as a copy, or replace the one in this app.',
			'db.campaign_already_here'
		);
	});

	it('a row id that another campaign already uses', async () => {
		const text = edit(await exportedText(), (f) => (f.campaigns[0].campaign.id = 'c9'));
		const renamed = edit(text, (f) => {
			for (const table of Object.keys(f.campaigns[0])) {
				if (Array.isArray(f.campaigns[0][table])) {
					for (const row of f.campaigns[0][table]) row.campaignId = 'c9';
				}
			}
		});
		await refused(renamed, 'campaigns[0].sides[0].id “c1-r” is already used in this app');
	});

	it('a __proto__ key anywhere, without polluting any prototype', async () => {
		const text = (await exportedText()).replace(
			'"houseRules":{',
			'"houseRules":{"__proto__":{"polluted":true},'
		);
		await wipeAll();
		await refused(
			text,
			'campaigns[0].campaign.houseRules.__proto__: the key “__proto__” is not allowed in a backup'
		);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		await refused(
			'{"format":"tally-ho-backup","version":1,"constructor":{"prototype":{}}}',
			/“constructor” is not allowed/
		);
	});

	it('absurdly deep nesting inside an opaque blob', async () => {
		let deep = '0';
		for (let i = 0; i < 100; i++) deep = `[${deep}]`;
		const text = (await exportedText()).replace('"mapSetup":{', `"mapSetup":{"deep":${deep},`);
		await wipeAll();
		await refused(text, /is nested more than 64 levels deep$/);
	});

	it('a row filed under another campaign', async () => {
		const text = edit(await exportedText(), (f) => (f.campaigns[0].players[1].campaignId = 'c7'));
		await wipeAll();
		await refused(
			text,
			'campaigns[0].players[1].campaignId is “c7” but the row belongs to campaign “c1”'
		);
	});
});

describe('backup round trip (property)', () => {
	it('any name of 1–200 characters comes back exactly as written', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc
					.string({ minLength: 1, maxLength: 200, unit: 'binary' })
					// Limits count UTF-16 units, as JavaScript's length does.
					.filter((s) => s.trim() !== '' && s.length <= 200),
				async (name) => {
					await wipeAll();
					const input = sampleCampaign();
					input.pilots[0].name = name;
					input.campaign.name = name;
					expect((await createCampaign(input)).ok).toBe(true);
					const text = backupText((await exportCampaign('c1', T))!);
					expect(parseBackup(text).ok).toBe(true);
					await wipeAll();
					expect((await importBackup(text)).ok).toBe(true);
					expect((await db.pilots.get('c1-r1'))?.name).toBe(name);
					expect((await db.campaigns.get('c1'))?.name).toBe(name);
				}
			),
			{ numRuns: 25 }
		);
	});
});
