/**
 * Issue 14: "Export everything" holds campaigns, saved games and settings (format version 2);
 * older files still import; a campaign already on the device imports as a copy or replaces it,
 * each in one transaction.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupText, exportAll, exportCampaign, importBackup, inspectBackup } from './backup';
import { createCampaign, getCampaign, listCampaigns, wipeAll } from './campaigns';
import type { TallyHoDb } from './db';
import { loadGame, saveGame } from './games';
import type { GameRecord } from './records';
import { readSetting, writeSetting } from './settings';
import {
	closeTestDb,
	dumpDb,
	openTestDb,
	recordAsRead,
	sampleCampaign,
	sortedBundle
} from './test-helpers';
import { startCampaignTurn } from './turns';
import { dogfightGame, skirmishGame, tableGridGame } from '$lib/saved-games/fixtures';
import { openSavedGame } from '$lib/saved-games/open';

const T = '2026-11-24T10:00:00.000Z';
let db: TallyHoDb;
beforeEach(async () => {
	db = openTestDb();
	await createCampaign(sampleCampaign('c1'));
	const turn = await startCampaignTurn('c1', {
		afterTurn: 0,
		startedAt: T,
		missions: [
			{
				id: 'c1-m1',
				type: 'fighter-sweep',
				sideAId: 'c1-r',
				sideBId: 'c1-g',
				forces: {
					A: [{ pilotId: 'c1-r1', aircraftTypeId: 'c1-sopwith', role: 'fighter' }],
					B: [{ pilotId: 'c1-g1', aircraftTypeId: 'c1-albatros', role: 'fighter' }]
				}
			}
		]
	});
	if (!turn.ok) throw new Error(turn.reason);
	await recordAsRead('c1-m1', {
		outcome: 'A',
		playedAt: T,
		gameId: 'fight-1',
		pilotOutcomes: [{ pilotId: 'c1-r1', kills: 1, shotDown: false, fled: false, fate: 'survived' }],
		pilotUpdates: [{ pilotId: 'c1-r1', changes: { kills: 1, missionsFlown: 1 } }],
		events: [{ type: 'kill', at: T, pilotIds: ['c1-r1'], payload: { pilotId: 'c1-r1' } }]
	});
	await saveGame(fight());
	await saveGame({ ...fight(), id: 'free-1', campaignMissionId: null, title: 'Camel vs Dr.I' });
	// A game played on the table with the app as companion (issue 20), and a Dogfight: real
	// games, as an import keeps only the games that open (issue 26).
	await saveGame(tableGridGame('table-1'));
	await saveGame(await dogfightGame('hex-1'));
	await writeSetting('clubName', 'Jasta 11');
});
afterEach(() => closeTestDb(db));

/** The fight of mission c1-m1, its log naming the mission and the pilots (as the Skirmish does). */
function fight(): GameRecord {
	const played = skirmishGame('fight-1');
	return {
		id: 'fight-1',
		kind: 'skirmish',
		status: 'finished',
		title: 'Bloody April · Fighter sweep',
		createdAt: T,
		updatedAt: T,
		campaignMissionId: 'c1-m1',
		log: {
			...(played.log as object),
			campaign: { campaignId: 'c1', missionId: 'c1-m1', pilots: { A1: 'c1-r1', B1: 'c1-g1' } }
		},
		state: { phase: 'over' },
		ui: null,
		finalHash: 'abc'
	};
}

describe('export everything', () => {
	it('holds campaigns, saved games and settings, and comes back whole after a wipe', async () => {
		const file = await exportAll(T);
		expect(file).toMatchObject({ version: 2, exportedAt: T });
		expect(file.games.map((g) => g.id).sort()).toEqual(['fight-1', 'free-1', 'hex-1', 'table-1']);
		expect(file.settings).toEqual([{ key: 'clubName', value: 'Jasta 11' }]);
		const before = await dumpDb(db);
		await wipeAll();
		const imported = await importBackup(backupText(file));
		expect(imported).toMatchObject({ ok: true, value: { campaigns: 1, games: 4, settings: 1 } });
		expect(await dumpDb(db)).toBe(before);
	});

	it('a damaged saved game is left out and named; the others import and open (issue 26)', async () => {
		const file = JSON.parse(backupText(await exportAll(T)));
		const at = file.games.findIndex((g: GameRecord) => g.id === 'table-1');
		delete file.games[at].log.setup.grid.board;
		await wipeAll();
		const damaged = {
			path: `games[${at}]`,
			title: file.games[at].title,
			reason: { code: 'db.field_missing', params: { path: 'log.setup.grid.board' } }
		};
		expect(await inspectBackup(JSON.stringify(file))).toMatchObject({
			ok: true,
			value: { skipped: [damaged] }
		});
		const imported = await importBackup(JSON.stringify(file));
		expect(imported).toMatchObject({ ok: true, value: { campaigns: 1, games: 3 } });
		if (imported.ok) expect(imported.value.skipped).toMatchObject([damaged]);
		expect(await loadGame('table-1')).toBeUndefined();
		for (const id of ['fight-1', 'free-1', 'hex-1'])
			expect(openSavedGame((await loadGame(id))!), id).toMatchObject({ ok: true });
	});

	it('a version 1 file (campaigns only) still imports', async () => {
		const v2 = JSON.parse(backupText((await exportCampaign('c1', T))!));
		const v1 = {
			format: v2.format,
			version: 1,
			exportedAt: v2.exportedAt,
			campaigns: v2.campaigns
		};
		const bundle = (await getCampaign('c1'))!;
		await wipeAll();
		expect(await importBackup(JSON.stringify(v1))).toMatchObject({
			ok: true,
			value: { campaigns: 1, games: 0 }
		});
		expect(sortedBundle((await getCampaign('c1'))!)).toEqual(sortedBundle(bundle));
	});

	it('keeps the device’s own settings unless the backup replaces them', async () => {
		const text = backupText(await exportAll(T));
		await writeSetting('clubName', 'Jasta Boelcke');
		await importBackup(text, { present: 'copy' });
		expect(await readSetting('clubName', '')).toBe('Jasta Boelcke');
		await importBackup(text, { present: 'replace' });
		expect(await readSetting('clubName', '')).toBe('Jasta 11');
	});
});

describe('a campaign that is already here', () => {
	it('is named by inspectBackup, and refused unless a copy or a replacement is asked for', async () => {
		const text = backupText(await exportAll(T));
		expect(await inspectBackup(text)).toMatchObject({
			ok: true,
			value: { campaigns: [{ id: 'c1', name: 'Bloody April c1', present: true }] }
		});
		const before = await dumpDb(db);
		expect(await importBackup(text)).toMatchObject({ ok: false, code: 'db.campaign_already_here' });
		expect(await dumpDb(db)).toBe(before);
	});

	it('imports as a copy: new ids everywhere, links and logs follow, the original untouched', async () => {
		const text = backupText(await exportAll(T));
		const original = await dumpDb(db);
		let n = 0;
		const copied = await importBackup(text, {
			present: 'copy',
			copyName: (name) => `${name} (Kopie)`,
			makeId: () => `new-${++n}`
		});
		expect(copied).toMatchObject({ ok: true, value: { campaigns: 1, games: 1 } });
		const list = await listCampaigns();
		expect(list.map((c) => c.campaign.name).sort()).toEqual([
			'Bloody April c1',
			'Bloody April c1 (Kopie)'
		]);
		const copy = (await getCampaign(list.find((c) => c.campaign.id !== 'c1')!.campaign.id))!;
		const oldIds = new Set(JSON.parse(original).pilots.map((p: { id: string }) => p.id));
		expect(copy.pilots.every((p) => !oldIds.has(p.id))).toBe(true);
		const ball = copy.pilots.find((p) => p.name === 'Albert Ball')!;
		expect(ball.kills).toBe(1);
		expect(copy.pilotOutcomes[0].pilotId).toBe(ball.id);
		expect(copy.campaignEvents.find((e) => e.type === 'kill')).toMatchObject({
			pilotIds: [ball.id],
			payload: { pilotId: ball.id }
		});
		// The fight of the copied mission is copied with it, its log naming the new pilots.
		const mission = copy.missions[0];
		expect(mission.gameId).not.toBe('fight-1');
		const game = (await loadGame(mission.gameId!))!;
		expect(game.campaignMissionId).toBe(mission.id);
		expect(game.log).toMatchObject({
			campaign: {
				campaignId: copy.campaign.id,
				missionId: mission.id,
				pilots: { A1: ball.id, B1: copy.pilots.find((p) => p.name === 'Werner Voss')!.id }
			}
		});
		// The original campaign and games are exactly as they were.
		const now = JSON.parse(await dumpDb(db));
		const then = JSON.parse(original);
		for (const table of Object.keys(then)) {
			for (const row of then[table]) expect(now[table]).toContainEqual(row);
		}
	});

	it('replaces it: the device’s campaign becomes the backup’s, in one go', async () => {
		const text = backupText(await exportAll(T));
		const backedUp = sortedBundle((await getCampaign('c1'))!);
		// Played on after the backup: a second turn, a changed name.
		await db.campaigns.update('c1', { name: 'Renamed' });
		await startCampaignTurn('c1', { afterTurn: 1, startedAt: T, missions: [] });
		const replaced = await importBackup(text, { present: 'replace' });
		expect(replaced.ok).toBe(true);
		expect(sortedBundle((await getCampaign('c1'))!)).toEqual(backedUp);
		expect((await listCampaigns()).map((c) => c.campaign.name)).toEqual(['Bloody April c1']);
	});

	it('a failure while replacing leaves the device’s campaign as it was', async () => {
		// Another campaign uses one of the backup's row ids: the write fails half-way, and
		// the replacement (its delete included) is undone.
		const file = JSON.parse(backupText(await exportAll(T)));
		await createCampaign(sampleCampaign('c2'));
		file.campaigns[0].campaignEvents[0].id = (await getCampaign('c2'))!.campaignEvents[0].id;
		const before = await dumpDb(db);
		expect(await importBackup(JSON.stringify(file), { present: 'replace' })).toMatchObject({
			ok: false,
			code: 'db.id_taken'
		});
		expect(await dumpDb(db)).toBe(before);
	});
});
