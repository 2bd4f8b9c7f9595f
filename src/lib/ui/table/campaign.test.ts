import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from '$lib/db/db';
import { getCampaign } from '$lib/db/campaigns';
import { newId } from '$lib/db/ids';
import type { MissionRecord } from '$lib/db/records';
import { createCampaignFromForm, newWizardForm } from '$lib/campaign/create';
import { generateMapSetup } from '$lib/campaign/map-setup';
import { modelOf, type CampaignModel } from '$lib/campaign/model';
import {
	commitResult,
	entryFromPlan,
	missionResultOf,
	previewResult,
	type ResultEntry
} from '$lib/campaign/result';
import { startTurn } from '$lib/campaign/turn';
import { rollMissions } from '$lib/rules/campaign';
import { scriptedDice, type DiceState } from '$lib/rules/common/dice';
import { applyTally, startTally } from '$lib/table/grid/companion';
import type { TallyAction, TallySetup, TallyState } from '$lib/table/grid/types';
import { planMissionRecord } from '$lib/campaign/mission-record';
import { tallyFromCampaign } from './campaign';
import {
	loadTableGame,
	startTableGame,
	stepTableGame,
	undoTableGame
} from '$lib/session/table-games';

let db: TallyHoDb;
beforeEach(() => {
	db = new TallyHoDb(`table-campaign-${newId()}`);
	useDb(db);
});
afterEach(async () => {
	db.close();
	await db.delete();
});

const T = '2026-11-23T10:00:00.000Z';

/** Ann flies Ball and McCudden (RFC), Bob flies Voss and Boelcke: a Fighter Sweep (C-M3). */
async function sweep(): Promise<{ model: CampaignModel; mission: MissionRecord }> {
	const f = newWizardForm();
	f.name = 'Bloody April';
	f.sides[0].players = [
		{
			name: 'Ann',
			pilots: [
				{ name: 'Ball', role: 'fighter' },
				{ name: 'McCudden', role: 'fighter' }
			]
		}
	];
	f.sides[1].players = [
		{
			name: 'Bob',
			pilots: [
				{ name: 'Voss', role: 'fighter' },
				{ name: 'Boelcke', role: 'fighter' }
			]
		}
	];
	f.houseRules = { ...f.houseRules, enforceMissionForces: false };
	const made = await createCampaignFromForm(f, T);
	if (!made.ok) throw new Error(made.reason);
	const model = modelOf((await getCampaign(made.value.id))!);
	// The allied side rolled a 4 on the default table: Fighter Sweep.
	const roll = rollMissions(scriptedDice([4, 1])).allied;
	const started = await startTurn(
		model,
		{ seed: 1, rolls: { allied: roll, central: roll } },
		[
			{
				roll,
				pilotIds: model.bundle.pilots.map((p) => p.id),
				mapSetup: generateMapSetup(roll, 99, 0)
			}
		],
		T
	);
	if (!started.ok) throw new Error(started.reason);
	return {
		model: modelOf((await getCampaign(model.bundle.campaign.id))!),
		mission: started.value.missions[0]
	};
}

const scripted = (values: number[]): DiceState => ({ kind: 'scripted', values, next: 0 });

/**
 * The 2 vs 2 of src/lib/table/grid/companion.test.ts with campaign pilots: McCudden shoots
 * Voss down, Boelcke is left critical and withdraws; Ball and McCudden stay in the fight.
 */
function plays(setup: TallySetup) {
	const id = (pilot: string) => setup.grid.planes.find((p) => p.pilot === pilot)!.id;
	const [ball, mcc, voss, boelcke] = ['Ball', 'McCudden', 'Voss', 'Boelcke'].map(id);
	const order = setup.grid.planes.map((p) => p.id);
	const shot = (plane: string, target: string, range: number): TallyAction => ({
		kind: 'shot',
		plane,
		gun: 'mg',
		target,
		range,
		ca: 0
	});
	const dice = [
		...[6, 5, 4, 2, 1, 2],
		...[1, 2, 3, 1],
		...[4, 3, 2],
		...[6, 6, 4, 6, 3],
		...[5, 5, 5, 5, 5],
		...[3, 2]
	];
	const steps: TallyAction[] = [
		shot(ball, voss, 1),
		shot(voss, ball, 2),
		{ kind: 'end-fire' },
		// The deck deals in plane order (the scripted shuffle keeps it).
		...order.map((plane): TallyAction => ({
			kind: 'moved',
			plane,
			manoeuvre: plane === voss ? 'jink' : null
		})),
		shot(mcc, voss, 1),
		shot(ball, boelcke, 1),
		{ kind: 'end-fire' },
		...order
			.filter((plane) => plane !== voss)
			.map((plane): TallyAction =>
				plane === boelcke
					? { kind: 'left', plane, edge: 'east' }
					: { kind: 'moved', plane, manoeuvre: null }
			)
	];
	return { dice, steps };
}

function playOut(setup: TallySetup): TallyState {
	const { dice, steps } = plays(setup);
	const start = startTally(setup, scripted(dice));
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	for (const s of steps) {
		const r = applyTally(state, s);
		if (!r.ok) throw new Error(`${s.kind}: ${r.reason}`);
		state = r.value.state;
	}
	return state;
}

const pilot = (model: CampaignModel, name: string) =>
	model.bundle.pilots.find((p) => p.name === name)!.id;

describe('a campaign mission played on the table', () => {
	it('flies the mission’s pilots in their aircraft, in the chosen activation', async () => {
		const { model, mission } = await sweep();
		const s = tallyFromCampaign(model, mission, 'command-points', 'Fighter sweep');
		if (!s.ok) throw new Error(s.reason);
		expect(s.value.title).toBe('Bloody April · Fighter sweep');
		expect(s.value.grid.options?.activation).toBe('command-points');
		expect(s.value.grid.planes.map((p) => p.pilot).sort()).toEqual([
			'Ball',
			'Boelcke',
			'McCudden',
			'Voss'
		]);
		expect(s.value.campaign).toMatchObject({ missionId: mission.id });
	});

	it('builds the same result entry as a hand entry of the same outcome', async () => {
		const { model, mission } = await sweep();
		const setup = tallyFromCampaign(model, mission, 'deck');
		if (!setup.ok) throw new Error(setup.reason);
		const state = playOut(setup.value);
		expect(state.grid.result?.outcome).toBe('A');
		// The one "record this mission" loader (issue 27), as for a game fought in the app.
		const table = await planMissionRecord(
			{ gameId: 'table-1', link: setup.value.campaign!, result: state.grid.result! },
			'Replacement'
		);
		if (!table.ok) throw new Error(table.reason);
		// What the organiser types on the result page for the same fight (C-P1, G-MOVE-6).
		const hand: ResultEntry = {
			...entryFromPlan(mission, model),
			kills: [{ killerId: pilot(model, 'McCudden'), victimId: pilot(model, 'Voss') }],
			fled: [pilot(model, 'Boelcke')],
			outcome: 'A'
		};
		expect(table.value.entry).toEqual(hand);
		expect(missionResultOf(model, mission, table.value.entry)).toEqual(
			missionResultOf(model, mission, hand)
		);
		// Same entry, same survival and promotion rolls (the dice are seeded by the mission).
		const a = previewResult(model, mission, table.value.entry);
		const b = previewResult(model, mission, hand);
		if (!a.ok || !b.ok) throw new Error('preview refused');
		expect(a.value).toEqual(b.value);
		expect(table.value.preview).toEqual(b.value);
		// Stored in one transaction like any result: McCudden's kill (C-P1), and the win for both
		// who stayed and survived (C-P2).
		const done = await commitResult(model, mission, a.value, [], T);
		if (!done.ok) throw new Error(done.reason);
		const after = (await getCampaign(model.bundle.campaign.id))!;
		const kills = (name: string) => after.pilots.find((p) => p.name === name)?.kills;
		expect([kills('McCudden'), kills('Ball'), kills('Voss')]).toEqual([2, 1, 0]);
		expect(after.missions.find((x) => x.id === mission.id)?.status).toBe('recorded');
	});

	it('refuses a result before the fight is over', async () => {
		const { model, mission } = await sweep();
		const setup = tallyFromCampaign(model, mission, 'deck');
		if (!setup.ok) throw new Error(setup.reason);
		const start = startTally(setup.value, 1);
		if (!start.ok) throw new Error(start.reason);
		const plan = await planMissionRecord(
			{ gameId: 'table-1', link: setup.value.campaign!, result: start.value.state.grid.result },
			'Replacement'
		);
		expect(plan).toMatchObject({ ok: false, code: 'campaign.game_not_over' });
	});
});

describe('table games in the database', () => {
	it('saves every step, reloads where it was, undoes the last step', async () => {
		const { model, mission } = await sweep();
		const setup = tallyFromCampaign(model, mission, 'deck');
		if (!setup.ok) throw new Error(setup.reason);
		const made = await startTableGame('table-grid', setup.value, 42);
		if (!made.ok) throw new Error(made.reason);
		const ball = setup.value.grid.planes.find((p) => p.pilot === 'Ball')!.id;
		const voss = setup.value.grid.planes.find((p) => p.pilot === 'Voss')!.id;
		const shot = await stepTableGame(made.value, {
			kind: 'shot',
			plane: ball,
			gun: 'mg',
			target: voss,
			range: 1,
			ca: 0
		});
		if (!shot.ok) throw new Error(shot.reason);
		const ended = await stepTableGame(shot.value, { kind: 'end-fire' });
		if (!ended.ok) throw new Error(ended.reason);
		// A reload mid-turn: the log replays to the same state.
		const loaded = await loadTableGame('table-grid', made.value.id);
		if (!loaded.ok) throw new Error(loaded.reason);
		expect(loaded.value.game.state).toEqual(ended.value.game.state);
		expect(loaded.value.log.steps).toHaveLength(2);
		const record = await db.games.get(made.value.id);
		expect(record).toMatchObject({
			kind: 'table-grid',
			status: 'playing',
			campaignMissionId: mission.id
		});
		const undone = await undoTableGame(loaded.value);
		if (!undone.ok) throw new Error(undone.reason);
		expect(undone.value.game.state).toEqual(shot.value.game.state);
		expect(
			(await loadTableGame('table-grid', made.value.id)).ok && undone.value.log.steps
		).toHaveLength(1);
		expect(await loadTableGame('table-hex', made.value.id)).toMatchObject({
			ok: false,
			code: 'table.no_saved_game'
		});
	});
});
