import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from '$lib/db/db';
import { getCampaign } from '$lib/db/campaigns';
import { newId } from '$lib/db/ids';
import { DEFAULT_HOUSE_RULES, chooseMission, type MissionRoll } from '$lib/rules/campaign';
import { scriptedDice } from '$lib/rules/common/dice';
import { rollMissions } from '$lib/rules/campaign';
import { buildCampaign, createCampaignFromForm, newWizardForm, type WizardForm } from './create';
import { parseHouseRules } from './house-rules';
import { modelOf, type CampaignModel } from './model';
import { commitResult, entryFromPlan, previewResult } from './result';
import { rollTurn, startTurn, turnProblems } from './turn';

let db: TallyHoDb;
beforeEach(() => {
	db = new TallyHoDb(`campaign-${newId()}`);
	useDb(db);
});
afterEach(async () => {
	db.close();
	await db.delete();
});

const T = '2026-11-23T10:00:00.000Z';

/**
 * Two sides, one player each, two fighter pilots each: too few for the missions' forces, so the
 * forces are not enforced here (house rule) unless a test says so.
 */
function form(overrides: Partial<WizardForm['houseRules']> = {}): WizardForm {
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
	f.houseRules = { ...f.houseRules, enforceMissionForces: false, ...overrides };
	return f;
}

async function created(
	overrides: Partial<WizardForm['houseRules']> = {},
	edit: (f: WizardForm) => void = () => {}
): Promise<CampaignModel> {
	const f = form(overrides);
	edit(f);
	const made = await createCampaignFromForm(f, T);
	if (!made.ok) throw new Error(made.reason);
	return modelOf((await getCampaign(made.value.id))!);
}

const pilotId = (model: CampaignModel, name: string) =>
	model.bundle.pilots.find((p) => p.name === name)!.id;

/** A fixed roll: the allied side rolled a 4 (Fighter Sweep, C-4 default table). */
const sweepRoll = (): MissionRoll => rollMissions(scriptedDice([4, 1])).allied;

describe('house rules as stored', () => {
	it('keeps valid overrides and replaces junk with the defaults', () => {
		const rules = parseHouseRules({
			survivesOnAtLeast: 4,
			aceAtKills: 'five',
			aceSkillPool: ['dead-eye'],
			missionTable: { die: 6, columns: {} },
			unknown: 1
		});
		expect(rules.survivesOnAtLeast).toBe(4);
		expect(rules.aceAtKills).toBe(DEFAULT_HOUSE_RULES.aceAtKills);
		expect(rules.aceSkillPool).toEqual(['dead-eye']);
		expect(rules.missionTable).toEqual(DEFAULT_HOUSE_RULES.missionTable);
		expect(parseHouseRules(null)).toEqual(DEFAULT_HOUSE_RULES);
	});
});

describe('new campaign', () => {
	it('refuses a form with an unnamed pilot and writes nothing', async () => {
		const f = form();
		f.sides[1].players[0].pilots[0].name = '  ';
		const made = await createCampaignFromForm(f, T);
		expect(made).toEqual({
			ok: false,
			code: 'campaign.form_pilot_name',
			params: { side_number: 2, player_number: 1, pilot_number: 1 },
			reason: 'Name pilot 1 of player 1, side 2.'
		});
		expect(await db.campaigns.count()).toBe(0);
	});

	it('maps stored sides, pilots and aircraft to the rules (C-1, C-P6)', async () => {
		const model = await created({ survivesOnAtLeast: 4 });
		expect(model.houseRules.survivesOnAtLeast).toBe(4);
		expect(model.ruleSideOf(model.bundle.sides[0].id)).toBe('allied');
		expect(model.ruleSideOf(model.bundle.sides[1].id)).toBe('central');
		const ball = model.snapshot.pilots.find((p) => p.name === 'Ball')!;
		expect(ball).toMatchObject({
			sideId: 'allied',
			role: 'fighter',
			aircraftTypeId: 'sopwith-camel'
		});
		const voss = model.snapshot.pilots.find((p) => p.name === 'Voss')!;
		expect(voss).toMatchObject({ sideId: 'central', aircraftTypeId: 'albatros-d3' });
		const stored = model.bundle.pilots.find((p) => p.name === 'Ball')!;
		expect(model.aircraftName(stored.aircraftTypeId)).toBe('Sopwith Camel');
		expect(model.bundle.campaignEvents.map((e) => e.type)).toEqual(['campaign-created']);
	});

	it('gives new pilots the standard aircraft the organiser picked (C-P6 ◇)', async () => {
		const model = await created({ standardAircraft: { rfc: { fighter: 'se5a' } } });
		const ball = model.snapshot.pilots.find((p) => p.name === 'Ball')!;
		expect(ball.aircraftTypeId).toBe('se5a');
		expect(model.storedRules.standardAircraft).toEqual({ rfc: { fighter: 'se5a' } });
	});

	it('a stored nation called like a prototype property reads as the side’s default (issue 17)', async () => {
		const model = await created();
		for (const nation of ['toString', 'constructor', '__proto__']) {
			const sides = model.bundle.sides.map((s) => ({ ...s, nation }));
			const odd = modelOf({ ...model.bundle, sides });
			expect(odd.snapshot.sides.allied.nationId).toBe(model.snapshot.sides.allied.nationId);
			expect(odd.snapshot.sides.central.nationId).toBe(model.snapshot.sides.central.nationId);
			expect(odd.snapshot.pilots.map((p) => p.aircraftTypeId)).toEqual(
				model.snapshot.pilots.map((p) => p.aircraftTypeId)
			);
		}
		const f = form();
		f.sides[0].nationId = 'constructor';
		expect(buildCampaign(f, T)).toMatchObject({ ok: false, code: 'campaign.no_nation' });
	});

	it('gives each side the whole model list of its nation as its pool', () => {
		const built = buildCampaign(form(), T);
		if (!built.ok) throw new Error(built.reason);
		const ids = built.value.aircraftTypes.map((a) => a.dataRef);
		expect(ids).toContain('se5a');
		expect(ids).toContain('fokker-dr1');
	});
});

describe('campaign turn', () => {
	it('refuses forces the mission does not allow, with the rules reason (C-M3)', async () => {
		const loose = await created();
		const model = modelOf({
			...loose.bundle,
			campaign: { ...loose.bundle.campaign, houseRules: { enforceMissionForces: true } }
		});
		const [problems] = turnProblems(model, [sweepRoll()], [[pilotId(model, 'Ball')]]);
		expect(problems.map((p) => p.text).join(' ')).toContain('Side A must fly 3 fighters');
	});

	it('stores both missions with their mission-table rolls (C-2, C-4)', async () => {
		const model = await created({ enforceMissionForces: false, pilotsFlyOncePerTurn: false });
		const turn = rollTurn(model, 42);
		const planned = (['allied', 'central'] as const).map((side) => {
			let roll = turn.rolls[side];
			if (roll.pendingChoice) {
				const chosen = chooseMission(roll, roll.pendingChoice[0]);
				if (!chosen.ok) throw new Error(chosen.reason);
				roll = chosen.value;
			}
			return { roll, pilotIds: model.bundle.pilots.map((p) => p.id) };
		});
		const started = await startTurn(model, turn, planned, T);
		if (!started.ok) throw new Error(started.reason);
		const after = (await getCampaign(model.bundle.campaign.id))!;
		expect(after.campaign.currentTurn).toBe(1);
		expect(after.missions.map((m) => m.type)).toEqual(planned.map((p) => p.roll.mission));
		expect(after.missions[0].sideAId).toBe(model.bundle.sides[0].id);
		expect(after.missions[1].sideAId).toBe(model.bundle.sides[1].id);
		expect(after.missions[0].forces.A).toHaveLength(2);
		const rollOf = (missionId: string) => after.diceRolls.find((r) => r.missionId === missionId);
		expect(after.missions.map((m) => [rollOf(m.id)?.purpose, rollOf(m.id)?.values])).toEqual(
			planned.map((p) => ['mission-table', [p.roll.die]])
		);
	});

	it('refuses to start while Side A still has a choice to make', async () => {
		const model = await created({ enforceMissionForces: false });
		const roll = rollMissions(scriptedDice([3, 1])).allied;
		expect(roll.pendingChoice).not.toBeNull();
		const started = await startTurn(model, { seed: 1, rolls: { allied: roll, central: roll } }, [
			{ roll, pilotIds: [] }
		]);
		expect(started.ok).toBe(false);
	});
});

describe('mission result', () => {
	async function playedSweep(
		overrides: Partial<WizardForm['houseRules']> = {},
		edit: (f: WizardForm) => void = () => {}
	) {
		const model = await created({ enforceMissionForces: false, ...overrides }, edit);
		const started = await startTurn(
			model,
			{ seed: 1, rolls: { allied: sweepRoll(), central: sweepRoll() } },
			[{ roll: sweepRoll(), pilotIds: model.bundle.pilots.map((p) => p.id) }],
			T
		);
		if (!started.ok) throw new Error(started.reason);
		const fresh = modelOf((await getCampaign(model.bundle.campaign.id))!);
		return { model: fresh, mission: started.value.missions[0] };
	}

	it('refuses a kill between pilots of the same side, with the reason (C-P1)', async () => {
		const { model, mission } = await playedSweep();
		const entry = entryFromPlan(mission);
		entry.kills = [{ killerId: pilotId(model, 'Ball'), victimId: pilotId(model, 'McCudden') }];
		const preview = previewResult(model, mission, entry);
		expect(preview).toEqual({
			ok: false,
			code: 'campaign.same_side',
			params: { pilot: 'Ball', other: 'McCudden' },
			reason: 'Ball and McCudden fly for the same side.'
		});
	});

	it('credits kills, computes the sweep winner, rolls survival and stores it all (C-M3, C-P5)', async () => {
		const { model, mission } = await playedSweep();
		const entry = entryFromPlan(mission);
		const ball = pilotId(model, 'Ball');
		const voss = pilotId(model, 'Voss');
		entry.kills = [{ killerId: ball, victimId: voss }];
		const preview = previewResult(model, mission, entry);
		if (!preview.ok) throw new Error(preview.reason);
		expect(preview.value.application.outcome).toBe('A');
		const survival = preview.value.application.rolls.filter((r) => r.purpose === 'survival');
		expect(survival.map((r) => r.pilotId)).toEqual([voss]);
		const saved = await commitResult(model, mission, preview.value, [], T);
		if (!saved.ok) throw new Error(saved.reason);

		const after = (await getCampaign(model.bundle.campaign.id))!;
		const stored = (id: string) => after.pilots.find((p) => p.id === id)!;
		// C-P1 one kill for the killing blow, C-P2 one for winning and surviving.
		expect(stored(ball)).toMatchObject({ kills: 2, confirmedKills: 1, missionsFlown: 1 });
		const vossDied = survival[0].value < DEFAULT_HOUSE_RULES.survivesOnAtLeast;
		expect(stored(voss).status).toBe(vossDied ? 'killed' : 'active');
		expect(after.pilots.length).toBe(vossDied ? 5 : 4);
		expect(after.missions[0]).toMatchObject({ status: 'recorded', outcome: 'A' });
		expect(after.pilotOutcomes.find((o) => o.pilotId === ball)?.kills).toBe(2);
		expect(after.diceRolls.filter((r) => r.purpose === 'survival')).toHaveLength(1);
		expect(after.campaignEvents.map((e) => e.type)).toContain('mission-recorded');
	});

	it('credits an assist only when the house rules say so (C-P1)', async () => {
		for (const assistsCountAsKills of [false, true]) {
			const { model, mission } = await playedSweep({ assistsCountAsKills });
			const entry = entryFromPlan(mission);
			const voss = pilotId(model, 'Voss');
			entry.kills = [{ killerId: pilotId(model, 'Ball'), victimId: voss }];
			entry.assists = [{ pilotId: pilotId(model, 'McCudden'), victimId: voss }];
			const preview = previewResult(model, mission, entry);
			if (!preview.ok) throw new Error(preview.reason);
			const mcCudden = preview.value.application.pilots.find((p) => p.name === 'McCudden')!;
			// One kill for winning and surviving (C-P2), one more for the assist if allowed.
			expect(mcCudden.kills).toBe(assistsCountAsKills ? 2 : 1);
		}
	});

	it('shows the same dice when the same result is entered again (no re-roll by reload)', async () => {
		const { model, mission } = await playedSweep();
		const entry = entryFromPlan(mission);
		entry.kills = [{ killerId: pilotId(model, 'Ball'), victimId: pilotId(model, 'Voss') }];
		const a = previewResult(model, mission, entry);
		const b = previewResult(model, mission, entry);
		expect(a.ok && b.ok && a.value.application.rolls).toEqual(b.ok && b.value.application.rolls);
	});

	it('lets a pilot with enough kills choose an aircraft from the pool (C-P3)', async () => {
		const { model, mission } = await playedSweep({ aircraftChoiceAtKills: 1 });
		const entry = entryFromPlan(mission);
		const ball = pilotId(model, 'Ball');
		entry.kills = [{ killerId: ball, victimId: pilotId(model, 'Voss') }];
		const preview = previewResult(model, mission, entry);
		if (!preview.ok) throw new Error(preview.reason);
		const chooser = preview.value.choosers.find((c) => c.pilot.id === ball);
		expect(chooser?.models.map((m) => m.modelId)).toContain('se5a');
		const saved = await commitResult(model, mission, preview.value, [
			{ pilotId: ball, modelId: 'se5a' }
		]);
		if (!saved.ok) throw new Error(saved.reason);
		const after = modelOf((await getCampaign(model.bundle.campaign.id))!);
		expect(after.snapshot.pilots.find((p) => p.id === ball)?.aircraftTypeId).toBe('se5a');
		const outcome = after.bundle.pilotOutcomes.find((o) => o.pilotId === ball);
		expect(outcome?.promotions).toEqual(['choose-aircraft', 'aircraft:se5a']);
	});

	it('makes an Ace with a skill at the ace threshold (C-P4)', async () => {
		const { model, mission } = await playedSweep({ aceAtKills: 1 });
		const entry = entryFromPlan(mission);
		const ball = pilotId(model, 'Ball');
		entry.kills = [{ killerId: ball, victimId: pilotId(model, 'Voss') }];
		const preview = previewResult(model, mission, entry);
		if (!preview.ok) throw new Error(preview.reason);
		const skillRolls = preview.value.application.rolls.filter((r) => r.purpose === 'ace-skill');
		// Ball: 2 kills (shot down + won), McCudden 1 (won): Ace at 1, next skill at 4 → one each.
		expect(skillRolls.map((r) => r.pilotId)).toContain(ball);
		expect(skillRolls).toHaveLength(2);
		const saved = await commitResult(model, mission, preview.value, []);
		if (!saved.ok) throw new Error(saved.reason);
		const after = (await getCampaign(model.bundle.campaign.id))!;
		expect(after.pilots.find((p) => p.id === ball)?.aceSkills).toHaveLength(1);
	});

	it('rolls off an aircraft two pilots want when only one is left (C-P3)', async () => {
		const { model, mission } = await playedSweep({ aircraftChoiceAtKills: 0 }, (f) => {
			f.sides[0].pool['se5a'] = 1;
		});
		const ball = pilotId(model, 'Ball');
		const mcCudden = pilotId(model, 'McCudden');
		const preview = previewResult(model, mission, entryFromPlan(mission));
		if (!preview.ok) throw new Error(preview.reason);
		expect(preview.value.choosers.map((c) => c.pilot.id)).toEqual(
			expect.arrayContaining([ball, mcCudden])
		);
		const saved = await commitResult(model, mission, preview.value, [
			{ pilotId: ball, modelId: 'se5a' },
			{ pilotId: mcCudden, modelId: 'se5a' }
		]);
		if (!saved.ok) throw new Error(saved.reason);
		expect(saved.value.choices.rollOffs).toHaveLength(1);
		expect(saved.value.choices.granted).toHaveLength(1);
		expect(saved.value.choices.refused).toHaveLength(1);
		const after = modelOf((await getCampaign(model.bundle.campaign.id))!);
		const onSe5a = after.snapshot.pilots.filter((p) => p.aircraftTypeId === 'se5a');
		expect(onSe5a.map((p) => p.id)).toEqual([saved.value.choices.granted[0].pilotId]);
		const rollOffRolls = after.bundle.diceRolls.filter((r) => r.purpose === 'aircraft-roll-off');
		expect(rollOffRolls.length).toBeGreaterThanOrEqual(2);
	});
});
