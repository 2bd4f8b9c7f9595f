/**
 * Refusals added by issues 13 and 14 (campaign data that cannot be lost or broken, crews), for
 * the campaign reasons test: each is produced here the way a page or an import produces it.
 */
import type { Reason, Result } from '$lib/rules/common/result';
import {
	checkHouseRules,
	checkTurnCrews,
	pickCrews,
	validateMissionTable,
	withHouseRules,
	type CampaignSnapshot
} from '$lib/rules/campaign';
import { makePilot, makeSnapshot } from '$lib/rules/campaign/fixtures';
import { backupText, exportCampaign, parseBackup, splitBackup } from '$lib/db/backup';
import { getDb } from '$lib/db/db';
import { addPilots, renamePilot } from '$lib/db/pilots';
import { startCampaignTurn } from '$lib/db/turns';

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
