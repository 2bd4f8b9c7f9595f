/**
 * Refusals added by issues 13, 14 and 27 (campaign data that cannot be lost or broken, crews, the
 * one game store), for the campaign reasons test: each is produced here the way a page or an import produces it.
 */
import { planMissionRecord } from '$lib/campaign/mission-record';
import type { GridResult } from '$lib/rules/grid';
import type { Reason, Result } from '$lib/rules/common/result';
import {
	checkHouseRules,
	checkTurnCrews,
	chooseMission,
	type MissionRoll,
	pickCrews,
	validateMissionTable,
	withHouseRules,
	type CampaignSnapshot
} from '$lib/rules/campaign';
import { makePilot, makeSnapshot } from '$lib/rules/campaign/fixtures';
import {
	backupText,
	exportAll,
	exportCampaign,
	importBackup,
	parseBackup,
	splitBackup
} from '$lib/db/backup';
import { getCampaign } from '$lib/db/campaigns';
import { saveGame } from '$lib/db/games';
import { skirmishGame } from '$lib/saved-games/fixtures';
import { createCampaignFromForm, newWizardForm } from '$lib/campaign/create';
import { fightCheck, proposeCrew, saveCrew } from '$lib/campaign/crew';
import { modelOf } from '$lib/campaign/model';
import { commitResult, entryFromPlan, previewResult, type ResultEntry } from '$lib/campaign/result';
import { proposeCrews, rollAndStore, startTurn } from '$lib/campaign/turn';
import { getDb } from '$lib/db/db';
import { addPilots, renamePilot } from '$lib/db/pilots';
import { startCampaignTurn } from '$lib/db/turns';
import { deleteSavedGame, saveRecord } from '$lib/session/game-store';
import { vi } from 'vitest';

type Add = (r: Result<unknown> | Reason | null | undefined) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export function collectRulesOfIssue13(add: Add): void {
	const table = withHouseRules().missionTable;
	add(
		validateMissionTable({
			...table,
			columns: { ...table.columns, allied: [{ kind: 'choice' }, ...table.columns.allied.slice(1)] }
		})
	);
	add(checkHouseRules('not rules'));
	add(checkHouseRules({ missionTable: { die: 6, columns: { allied: 'x', central: [] } } }));
	add(checkHouseRules({ survivalDie: 1e308 }));
}

export function collectCrews(add: Add): void {
	const snapshot: CampaignSnapshot = makeSnapshot();
	const sweep = { missionId: 'fighter-sweep' as const, sideA: 'allied' as const };
	// Too few fighters: one allied pilot left.
	const alone = [makePilot('x1', 'allied')];
	add(pickCrews([sweep], { ...snapshot, pilots: alone }));
	// Enough pilots, but each side has one player, who may fly only one plane.
	const onePlayer = snapshot.pilots.map((p) => ({ ...p, playerId: p.sideId }));
	const oneEach = withHouseRules({ planesPerPlayer: { min: 1, max: 1 } });
	add(pickCrews([sweep], { ...snapshot, pilots: onePlayer }, oneEach));
	// Forces not enforced, but a side with nobody left to fly.
	const loose = withHouseRules({ enforceMissionForces: false });
	add(pickCrews([sweep], { ...snapshot, pilots: [makePilot('y1', 'central')] }, loose));
	// The same pilots in both missions of a turn (C-2 ◇ one mission per turn).
	const crew = ['a1', 'a2', 'a3', 'c1', 'c2', 'c3'];
	add(checkTurnCrews([sweep, sweep], [crew, crew], snapshot)[0]);
}

/** Import refusals of meaning and bounds, from campaign `id` as exported, and a stale turn start. */
export async function collectBackupMeaning(add: Add, id: string, at: string): Promise<void> {
	const text = backupText((await exportCampaign(id, at))!);
	const edit = (change: (f: Loose) => void) => {
		const f = JSON.parse(text);
		change(f);
		return JSON.stringify(f);
	};
	const files = [
		edit((f) => (f.campaigns[0].campaign.currentTurn = 1e15)),
		edit((f) =>
			f.campaigns[0].diceRolls.push({
				id: 'many-dice',
				campaignId: id,
				turnId: null,
				missionId: null,
				pilotId: null,
				purpose: 'note',
				dice: 'd6',
				values: Array(101).fill(1),
				at
			})
		),
		edit((f) => (f.campaigns[0].campaign.houseRules = { survivalDie: 'six' })),
		edit((f) => (f.campaigns[0].sides[1].alignment = 'allied')),
		edit((f) => (f.campaigns[0].missions[0].type = 'constructor')),
		edit((f) => (f.campaigns[0].campaign.currentTurn = 0))
	];
	for (const file of files) {
		const parsed = parseBackup(file);
		add(parsed.ok ? null : parsed);
	}
	const parsed = parseBackup(text);
	if (parsed.ok) add(splitBackup(parsed.value, 10));
	// A turn number already used (only damaged records get there).
	const db = getDb();
	const campaign = (await db.campaigns.get(id))!;
	await db.campaigns.update(id, { currentTurn: 0 });
	const open = await db.missions.where('campaignId').equals(id).toArray();
	await db.missions.bulkPut(open.map((m) => ({ ...m, status: 'recorded' as const })));
	add(await startCampaignTurn(id, { afterTurn: 0, startedAt: at, missions: [] }));
	await db.missions.bulkPut(open);
	await db.campaigns.put(campaign);
	// Roster changes: an unknown pilot; a new pilot flown by a player of the other side.
	add(await renamePilot('nope', 'Ball', 'Ball', at));
	const sides = await db.sides.where('campaignId').equals(id).sortBy('order');
	const other = (await db.players.where('campaignId').equals(id).toArray()).find(
		(p) => p.sideId === sides[1].id
	)!;
	add(
		await addPilots(
			id,
			{ pilots: [{ id: 'new-1', sideId: sides[0].id, name: 'Newcomer', playerId: other.id }] },
			at
		)
	);
}

/** Issue 14's refusals: fights checked before they start, crews, replacements' names, games. */
export async function collectJourneys(add: Add, at: string): Promise<void> {
	const form = newWizardForm();
	form.houseRules = { ...form.houseRules, survivesOnAtLeast: 100, pilotsFlyOncePerTurn: false };
	const made = await createCampaignFromForm(form, at);
	if (!made.ok) throw new Error(made.reason);
	const load = async () => modelOf((await getCampaign(made.value.id))!);
	let model = await load();
	const rolled = await rollAndStore(model, 5, at);
	if (!rolled.ok) throw new Error(rolled.reason);
	const decided = (r: MissionRoll) =>
		r.pendingChoice ? (chooseMission(r, r.pendingChoice[0]) as { value: MissionRoll }).value : r;
	const rolls = [decided(rolled.value.rolls.allied), decided(rolled.value.rolls.central)];
	const crews = proposeCrews(model, rolls);
	if (!crews.ok) throw new Error(crews.reason);
	const started = await startTurn(
		model,
		rolled.value,
		rolls.map((roll, i) => ({ roll, pilotIds: crews.value[i] })),
		at
	);
	if (!started.ok) throw new Error(started.reason);
	const [m1, m2] = started.value.missions;
	model = await load();
	// A crew that breaks the forces, and a replacement without a name.
	add(fightCheck(model, { ...m1, forces: { A: [], B: [] } }));
	const entry: ResultEntry = {
		...entryFromPlan(m1, model),
		kills: [{ killerId: m1.forces.B[0].pilotId, victimId: m1.forces.A[0].pilotId }],
		outcome: 'B'
	};
	const preview = previewResult(model, m1, entry);
	if (!preview.ok) throw new Error(preview.reason);
	const replacement = preview.value.application.pilots.find((p) => p.replacesId)!;
	add(await commitResult(model, m1, preview.value, [], at, undefined, { [replacement.id]: '' }));
	const living = model.bundle.pilots[0].name;
	add(
		await commitResult(model, m1, preview.value, [], at, undefined, { [replacement.id]: living })
	);
	if (!(await commitResult(model, m1, preview.value, [], at)).ok) throw new Error('not saved');
	// "Record this mission" for a game still being fought, and for a mission not on this device.
	const link = { campaignId: model.bundle.campaign.id, missionId: m1.id, pilots: {} };
	add(await planMissionRecord({ gameId: 'g', link, result: null }, 'Replacement'));
	const elsewhere = { ...link, missionId: 'not-here' };
	const over: GridResult = {
		outcome: 'A',
		reason: 'objective',
		kills: [],
		fled: [],
		shotDown: [],
		escaped: [],
		objectives: {
			photographed: true,
			bombed: 0,
			siteFound: false,
			balloonsDestroyed: 0,
			bomberDowned: false
		}
	};
	add(await planMissionRecord({ gameId: 'g', link: elsewhere, result: over }, 'Replacement'));
	// The shared crew of mission 2 lost a pilot in mission 1.
	model = await load();
	add(
		fightCheck(
			model,
			model.bundle.missions.find((m) => m.id === m2.id)!
		)
	);
	// A fight under way keeps its crew; a saved game changed since a backup was made.
	// A real game: an import leaves out a game that does not open (issue 26).
	const game = {
		...skirmishGame('fight-1'),
		title: 'Fight',
		createdAt: at,
		updatedAt: at,
		campaignMissionId: m2.id
	};
	await saveGame(game);
	const mission = model.bundle.missions.find((m) => m.id === m2.id)!;
	const crew = proposeCrew(model, mission);
	if (!crew.ok) throw new Error(crew.reason);
	add(await saveCrew(model, mission, crew.value, at));
	const file = (await exportAll(at)) as Loose;
	file.games[0].title = 'Fight, earlier';
	file.campaigns = [];
	add(await importBackup(JSON.stringify(file)));
}

/** The game store's answers to a save that cannot land (issue 27). */
export async function collectGameStore(add: Add): Promise<void> {
	const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
	const game = skirmishGame('store-1');
	add(await saveRecord(game));
	// A value IndexedDB cannot store.
	add(await saveRecord({ ...game, ui: () => 'not storable' }));
	const put = vi.spyOn(getDb().games, 'put').mockImplementation(() => {
		throw new DOMException('full', 'QuotaExceededError');
	});
	add(await saveRecord(game));
	put.mockRestore();
	add(await saveRecord({ ...game, kind: 'dogfight' }));
	await saveGame({ ...game, updatedAt: '2026-11-27T00:00:00.000Z' });
	add(await saveRecord(game));
	await deleteSavedGame(game.id);
	add(await saveRecord(game));
	quiet.mockRestore();
}
