import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from '$lib/db/db';
import { getCampaign } from '$lib/db/campaigns';
import { newId } from '$lib/db/ids';
import type { MissionRecord } from '$lib/db/records';
import { createCampaignFromForm, newWizardForm } from '$lib/campaign/create';
import { generateMapSetup } from '$lib/campaign/map-setup';
import { modelOf, type CampaignModel } from '$lib/campaign/model';
import { checkEntry, commitResult, previewResult } from '$lib/campaign/result';
import { startTurn } from '$lib/campaign/turn';
import { chooseMission, rollMissions, type MissionRoll } from '$lib/rules/campaign';
import { scriptedDice, seededDice } from '$lib/rules/common/dice';
import { randomOrder, type GridResult } from '$lib/rules/grid';
import { entryFromGame } from './campaign-result';
import { campaignScenario, gridAceSkills, gridAircraftFor } from './campaign-setup';
import { play, startSession, type Session } from './controller';

let db: TallyHoDb;
beforeEach(() => {
	db = new TallyHoDb(`skirmish-campaign-${newId()}`);
	useDb(db);
});
afterEach(async () => {
	db.close();
	await db.delete();
});

const T = '2026-11-23T10:00:00.000Z';

/** Ann flies Ball and McCudden (RFC), Bob flies Voss and Boelcke; Ball is an ace. */
async function campaign(): Promise<CampaignModel> {
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
	const bundle = (await getCampaign(made.value.id))!;
	const ball = bundle.pilots.find((p) => p.name === 'Ball')!;
	await db.pilots.update(ball.id, { isAce: true, aceSkills: ['immelmann-turn'] });
	return modelOf((await getCampaign(made.value.id))!);
}

/** The allied side rolled a 4: Fighter Sweep (C-4 default table), with its generated map. */
async function plannedMission(
	rollOf: () => MissionRoll = () => rollMissions(scriptedDice([4, 1])).allied
): Promise<{ model: CampaignModel; mission: MissionRecord }> {
	const model = await campaign();
	const roll = rollOf();
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
	const fresh = modelOf((await getCampaign(model.bundle.campaign.id))!);
	return { model: fresh, mission: started.value.missions[0] };
}

const pilotId = (model: CampaignModel, name: string) =>
	model.bundle.pilots.find((p) => p.name === name)!.id;

describe('campaign mission as a skirmish scenario', () => {
	it('flies the planned pilots in their aircraft, with names and ace skills, on the stored map', async () => {
		const { model, mission } = await plannedMission();
		const s = campaignScenario(model, mission, 'Fighter sweep');
		if (!s.ok) throw new Error(s.reason);
		const { setup, link } = s.value;
		expect(setup.mission).toBe('fighter-sweep');
		const byPilot = (name: string) =>
			setup.planes.find((p) => link.pilots[p.id] === pilotId(model, name))!;
		expect(byPilot('Ball')).toMatchObject({ side: 'A', type: 'camel', pilot: 'Ball' });
		expect(byPilot('Ball').aceSkills).toEqual(['immelmann']);
		expect(byPilot('Voss')).toMatchObject({ side: 'B', type: 'albatros-diii', pilot: 'Voss' });
		expect(byPilot('Voss').aceSkills).toBeUndefined();
		expect(Object.keys(link.pilots)).toHaveLength(4);
		// The clouds are the turn's generated map (C-M7), not a new one.
		const stored = mission.mapSetup as { terrain: { largeClouds: unknown[] } };
		expect(setup.terrain?.largeClouds).toEqual(stored.terrain.largeClouds);
		expect(link).toMatchObject({ campaignId: model.bundle.campaign.id, missionId: mission.id });
		expect(s.value.title).toBe('Bloody April · Fighter sweep');
	});

	it('keeps the escorted bomber of a bomber escort (C-M6) and refuses a recorded mission', async () => {
		const { model, mission } = await plannedMission(() => {
			// Find the table row that offers a Bomber escort and choose it.
			for (let die = 1; die <= 6; die++) {
				const rolled = rollMissions(scriptedDice([die, die]));
				for (const roll of [rolled.allied, rolled.central]) {
					if (roll.mission === 'bomber-escort') return roll;
					if (roll.entry.kind === 'choice' && roll.entry.options.includes('bomber-escort')) {
						const chosen = chooseMission(roll, 'bomber-escort');
						if (chosen.ok) return chosen.value;
					}
				}
			}
			throw new Error('no bomber escort on the table');
		});
		const s = campaignScenario(model, mission);
		if (!s.ok) throw new Error(s.reason);
		const bomber = s.value.setup.objectives?.escortedBomber;
		expect(bomber).toBeDefined();
		expect(s.value.setup.planes.some((p) => p.id === bomber)).toBe(true);
		expect(s.value.link.pilots[bomber!]).toBeUndefined();
		expect(campaignScenario(model, { ...mission, status: 'recorded' })).toMatchObject({
			ok: false,
			code: 'skirmish.mission_recorded'
		});
	});

	it('maps campaign aircraft and skills to the grid, with the standard type for unknown ones', () => {
		expect(gridAircraftFor('fokker-d7', 'fighter', 'central')).toBe('fokker-dvii');
		expect(gridAircraftFor('homebuilt', 'observation', 'allied')).toBe('re8');
		expect(gridAceSkills(['patience', 'immelmann-turn', 'nonsense'])).toEqual([
			'patience',
			'immelmann'
		]);
	});
});

describe('a finished game as the campaign result entry', () => {
	const link = {
		campaignId: 'c',
		missionId: 'm',
		pilots: { A1: 'ball', A2: 'mcc', B1: 'voss', B2: 'boelcke', B3: 'werner' }
	};
	const mission = {
		forces: {
			A: [
				{ pilotId: 'ball', aircraftTypeId: 'camel', role: 'fighter' },
				{ pilotId: 'mcc', aircraftTypeId: 'camel', role: 'fighter' }
			],
			B: [
				{ pilotId: 'voss', aircraftTypeId: 'alb', role: 'fighter' },
				{ pilotId: 'boelcke', aircraftTypeId: 'alb', role: 'fighter' },
				{ pilotId: 'werner', aircraftTypeId: 'alb', role: 'fighter' }
			]
		}
	} as unknown as MissionRecord;
	const result = (over: Partial<GridResult>): GridResult => ({
		outcome: 'A',
		reason: '',
		kills: [],
		fled: [],
		shotDown: [],
		escaped: [],
		objectives: {
			photographed: false,
			bombed: 0,
			siteFound: false,
			balloonsDestroyed: 0,
			bomberDowned: false
		},
		...over
	});

	it('credits kills between pilots, lists uncredited losses and the fled (C-P1, G-MOVE-6)', () => {
		const entry = entryFromGame(
			mission,
			link,
			result({
				outcome: 'B',
				kills: [
					{ killer: 'A1', victim: 'B1', turn: 2 },
					// Shot down by the bomber's gunners: nobody to credit.
					{ killer: 'B-bomber', victim: 'A2', turn: 3 }
				],
				shotDown: ['B1', 'A2', 'B2'],
				fled: ['B3'],
				escaped: []
			})
		);
		expect(entry).toEqual({
			flights: [
				{ pilotId: 'ball', aircraftTypeId: 'camel' },
				{ pilotId: 'mcc', aircraftTypeId: 'camel' },
				{ pilotId: 'voss', aircraftTypeId: 'alb' },
				{ pilotId: 'boelcke', aircraftTypeId: 'alb' },
				{ pilotId: 'werner', aircraftTypeId: 'alb' }
			],
			kills: [{ killerId: 'ball', victimId: 'voss' }],
			assists: [],
			fled: ['werner'],
			lost: ['mcc', 'boelcke'],
			outcome: 'B'
		});
	});

	it('ignores pieces without a pilot (balloons, the escorted bomber) and escaped planes', () => {
		const entry = entryFromGame(
			mission,
			link,
			result({
				outcome: 'draw',
				kills: [{ killer: 'B1', victim: 'A-bomber', turn: 4 }],
				shotDown: ['A-bomber'],
				escaped: ['A1']
			})
		);
		expect(entry.kills).toEqual([]);
		expect(entry.lost).toEqual([]);
		expect(entry.fled).toEqual([]);
		expect(entry.outcome).toBe('draw');
	});
});

describe('a campaign mission fought in the app', () => {
	/** Both seats play seeded random legal orders until the game is over. */
	function playOut(session: Session, seed: number): Session {
		const dice = seededDice(seed);
		let s = session;
		for (let i = 0; i < 5000 && s.state.phase !== 'over'; i++) {
			const order = randomOrder(s.state, dice);
			if (!order) break;
			const r = play(s, order);
			if (!r.ok) throw new Error(r.reason);
			s = r.value.session;
		}
		return s;
	}

	it('writes the game result back through the hand-entry flow in one transaction', async () => {
		const { model, mission } = await plannedMission();
		const scenario = campaignScenario(model, mission);
		if (!scenario.ok) throw new Error(scenario.reason);
		const started = startSession({
			id: 'game-1',
			createdAt: T,
			setup: scenario.value.setup,
			seed: 5,
			seats: { A: { kind: 'computer', level: 'easy' }, B: { kind: 'computer', level: 'easy' } },
			title: scenario.value.title,
			campaign: scenario.value.link
		});
		if (!started.ok) throw new Error(started.reason);
		const done = playOut(started.value, 11);
		expect(done.state.phase).toBe('over');
		const gameResult = done.state.result!;
		const entry = entryFromGame(mission, scenario.value.link, gameResult, model);
		expect(entry.flights).toHaveLength(4);
		expect(checkEntry(model, mission, entry).ok).toBe(true);
		const preview = previewResult(model, mission, entry);
		if (!preview.ok) throw new Error(preview.reason);
		const saved = await commitResult(model, mission, preview.value, [], T, done.id);
		if (!saved.ok) throw new Error(saved.reason);

		const after = (await getCampaign(model.bundle.campaign.id))!;
		expect(after.missions[0]).toMatchObject({ status: 'recorded', gameId: 'game-1' });
		for (const name of ['Ball', 'McCudden', 'Voss', 'Boelcke'])
			expect(after.pilots.find((p) => p.name === name)!.missionsFlown).toBe(1);
		// Every kill of the game is a confirmed kill in the campaign (C-P1).
		const confirmed = after.pilots.reduce((n, p) => n + p.confirmedKills, 0);
		expect(confirmed).toBe(entry.kills.length);
		expect(entry.kills.length).toBe(
			gameResult.kills.filter((k) => scenario.value.link.pilots[k.victim]).length
		);
		// The survival rolls are those of a hand-typed entry: one per pilot shot down (C-P5).
		const survival = preview.value.application.rolls.filter((r) => r.purpose === 'survival');
		expect(survival).toHaveLength(entry.kills.length + entry.lost.length);
	});
});
