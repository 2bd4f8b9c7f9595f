/**
 * Issue 14, the organiser's journeys at the campaign layer: the wizard's proposal plays turn 1,
 * rolls are stored as soon as they are made, replacements get short names that can be changed,
 * pilots are renamed and added, a crew is changed after deaths, and a fight the campaign could
 * not record is refused before it starts.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCampaign } from '$lib/db/campaigns';
import type { TallyHoDb } from '$lib/db/db';
import { saveGame } from '$lib/db/games';
import { addPilots, renamePilot } from '$lib/db/pilots';
import type { MissionRecord } from '$lib/db/records';
import { closeTestDb, openTestDb } from '$lib/db/test-helpers';
import { chooseMission, withHouseRules, type MissionRoll } from '$lib/rules/campaign';
import { checkForm, createCampaignFromForm, newWizardForm, topUpSide } from './create';
import { crewCheck, fightCheck, proposeCrew, saveCrew } from './crew';
import { modelOf, type CampaignModel } from './model';
import { commitResult, entryFromPlan, previewResult, type ResultEntry } from './result';
import { proposeCrews, rollAndStore, rollTurn, startTurn, storedTurnRolls } from './turn';

const T = '2026-11-24T10:00:00.000Z';
let db: TallyHoDb;
beforeEach(() => {
	db = openTestDb();
});
afterEach(() => closeTestDb(db));

const load = async (id: string) => modelOf((await getCampaign(id))!);
const decided = (r: MissionRoll) =>
	r.pendingChoice ? (chooseMission(r, r.pendingChoice[0]) as { value: MissionRoll }).value : r;

/** A campaign made with every default of the wizard (issue 14). */
async function defaultCampaign(rules: Parameters<typeof withHouseRules>[0] = {}) {
	const form = newWizardForm();
	form.houseRules = { ...form.houseRules, ...rules };
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	return made.value.id;
}

/** Turn 1 rolled, crewed by the proposal and started. */
async function startedTurn(id: string, seed = 5): Promise<MissionRecord[]> {
	const model = await load(id);
	const rolled = await rollAndStore(model, seed, T);
	if (!rolled.ok) throw new Error(rolled.reason);
	const rolls = [decided(rolled.value.rolls.allied), decided(rolled.value.rolls.central)];
	const crews = proposeCrews(model, rolls);
	if (!crews.ok) throw new Error(crews.reason);
	const started = await startTurn(
		model,
		rolled.value,
		rolls.map((roll, i) => ({ roll, pilotIds: crews.value[i] })),
		T
	);
	if (!started.ok) throw new Error(started.reason);
	return started.value.missions;
}

/** A hand-typed result: the first pilot of Side B shoots down the first of Side A. */
async function recordWithDeath(model: CampaignModel, mission: MissionRecord, names = {}) {
	const entry: ResultEntry = {
		...entryFromPlan(mission, model),
		kills: [{ killerId: mission.forces.B[0].pilotId, victimId: mission.forces.A[0].pilotId }],
		outcome: 'B'
	};
	const preview = previewResult(model, mission, entry);
	if (!preview.ok) throw new Error(preview.reason);
	return {
		preview: preview.value,
		saved: await commitResult(model, mission, preview.value, [], T, undefined, names)
	};
}

describe('the wizard’s defaults', () => {
	it('propose a playable campaign: named, 2 players a side, turn 1 crews found for every roll', async () => {
		const form = newWizardForm();
		expect(form.name).toBe('New campaign');
		expect(checkForm(form)).toEqual([]);
		for (const side of form.sides) {
			expect(side.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2']);
			expect(side.players.flatMap((p) => p.pilots).every((p) => p.name.length > 3)).toBe(true);
		}
		const id = await defaultCampaign();
		for (let seed = 1; seed <= 12; seed++) {
			const model = await load(id);
			const { rolls } = rollTurn(model, seed);
			const crews = proposeCrews(model, [decided(rolls.allied), decided(rolls.central)]);
			expect(crews.ok).toBe(true);
		}
	});

	it('say what is missing in words when the house rules ask for more, and top up on request', () => {
		const form = newWizardForm();
		form.houseRules.planesPerPlayer = { min: 1, max: 1 };
		const [problem] = checkForm(form);
		expect(problem).toMatchObject({ kind: 'unplayable', side: 0 });
		expect(problem.kind === 'unplayable' && problem.reason.text).toBe(
			'Royal Flying Corps must fly 4 planes in mission 1 (photo-recon), but its 2 player(s) may fly at most 1 each.'
		);
		topUpSide(form, 0);
		topUpSide(form, 1);
		expect(checkForm(form)).toEqual([]);
		expect(form.sides[0].players).toHaveLength(4);
	});

	it('list every problem of the form at once', () => {
		const form = newWizardForm();
		form.name = '';
		form.sides[1].name = ' ';
		form.sides[0].players[1].pilots[2].name = '';
		expect(checkForm(form).map((p) => p.kind)).toEqual([
			'campaign-name',
			'pilot-name',
			'side-name'
		]);
	});
});

describe('mission rolls are stored as soon as they are made', () => {
	it('leaving the page and rolling again gives the same missions, and so does another tab', async () => {
		const id = await defaultCampaign();
		const first = await rollAndStore(await load(id), 1, T);
		if (!first.ok) throw new Error(first.reason);
		// The page is left and opened again: the stored rolls come back, nothing is rolled anew.
		const back = await load(id);
		expect(storedTurnRolls(back)).toEqual(first.value);
		const again = await rollAndStore(back, 999, T);
		expect(again).toEqual(first);
		// A tab that loaded before the roll and rolls now gets the stored rolls too.
		const stale = modelOf({ ...back.bundle, campaignEvents: [] });
		expect(await rollAndStore(stale, 4242, T)).toEqual(first);
		expect(
			(await load(id)).bundle.campaignEvents.filter((e) => e.type === 'missions-rolled')
		).toHaveLength(1);
	});

	it('the turn starts from the stored rolls; the next turn rolls afresh', async () => {
		const id = await defaultCampaign();
		await startedTurn(id, 3);
		const model = await load(id);
		expect(model.bundle.campaign.currentTurn).toBe(1);
		expect(storedTurnRolls(model)).toBeNull();
	});
});

describe('replacements (C-P6)', () => {
	it('get a short name in the side’s language, which the organiser may change before saving', async () => {
		const id = await defaultCampaign({ survivesOnAtLeast: 100 });
		const [mission] = await startedTurn(id);
		const model = await load(id);
		const { preview } = await recordWithDeath(model, mission);
		const replacement = preview.application.pilots.find((p) => p.replacesId)!;
		// The first side's column is the RFC: an English name, never "Replacement for …".
		expect(replacement.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
		expect(model.bundle.pilots.some((p) => p.name === replacement.name)).toBe(false);
	});

	it('are stored with the name given, refused if empty', async () => {
		const id = await defaultCampaign({ survivesOnAtLeast: 100 });
		const [mission] = await startedTurn(id);
		const model = await load(id);
		const entry: ResultEntry = {
			...entryFromPlan(mission, model),
			kills: [{ killerId: mission.forces.B[0].pilotId, victimId: mission.forces.A[0].pilotId }],
			outcome: 'B'
		};
		const preview = previewResult(model, mission, entry);
		if (!preview.ok) throw new Error(preview.reason);
		const newId = preview.value.application.pilots.find((p) => p.replacesId)!.id;
		expect(
			await commitResult(model, mission, preview.value, [], T, undefined, { [newId]: ' ' })
		).toMatchObject({
			ok: false,
			code: 'campaign.replacement_bad_name'
		});
		const saved = await commitResult(model, mission, preview.value, [], T, undefined, {
			[newId]: 'Billy Bishop'
		});
		expect(saved.ok).toBe(true);
		const after = await load(id);
		expect(after.bundle.pilots.find((p) => p.id === newId)?.name).toBe('Billy Bishop');
		const event = after.bundle.campaignEvents.find((e) => e.type === 'replacement-created')!;
		expect(event.payload.name).toBe('Billy Bishop');
	});
});

describe('rename and add pilots', () => {
	it('renames in one write, logged with both names; a stale rename is refused', async () => {
		const id = await defaultCampaign();
		const pilot = (await load(id)).bundle.pilots[0];
		const renamed = await renamePilot(pilot.id, '  Albert Ball  ', pilot.name, T);
		expect(renamed).toMatchObject({ ok: true, value: { name: 'Albert Ball' } });
		const log = (await load(id)).bundle.campaignEvents.at(-1)!;
		expect(log).toMatchObject({
			type: 'pilot-renamed',
			pilotIds: [pilot.id],
			payload: { from: pilot.name, to: 'Albert Ball' }
		});
		// A page still showing the old name may not overwrite the new one.
		expect(await renamePilot(pilot.id, 'Mick', pilot.name, T)).toMatchObject({
			ok: false,
			code: 'db.changed_elsewhere'
		});
		expect(await renamePilot(pilot.id, 'x'.repeat(201), 'Albert Ball', T)).toMatchObject({
			ok: false,
			code: 'db.bad_name'
		});
	});

	it('adds a pilot with a new player in one write, logged', async () => {
		const id = await defaultCampaign();
		const model = await load(id);
		const side = model.bundle.sides[0];
		const added = await addPilots(
			id,
			{
				players: [{ id: 'p-new', sideId: side.id, name: 'Cecil' }],
				pilots: [{ id: 'x-new', sideId: side.id, playerId: 'p-new', name: 'James McCudden' }]
			},
			T
		);
		expect(added.ok).toBe(true);
		const after = await load(id);
		expect(after.bundle.players.some((p) => p.name === 'Cecil')).toBe(true);
		expect(after.bundle.campaignEvents.at(-1)).toMatchObject({
			type: 'pilots-added',
			pilotIds: ['x-new']
		});
	});
});

describe('a crew after deaths, and a fight checked before it starts', () => {
	it('a fight whose planned pilot was killed is refused; a new crew is proposed, saved and fights', async () => {
		// One crew for both missions (house rule): deaths in mission 1 leave mission 2 short.
		const id = await defaultCampaign({ survivesOnAtLeast: 100, pilotsFlyOncePerTurn: false });
		const [m1, m2] = await startedTurn(id);
		const shared = m2.forces.B.concat(m2.forces.A).map((f) => f.pilotId);
		expect(m1.forces.A.some((f) => shared.includes(f.pilotId))).toBe(true);
		await recordWithDeath(await load(id), m1);
		let model = await load(id);
		let mission = model.bundle.missions.find((m) => m.id === m2.id)!;
		const dead = model.bundle.pilots.find((p) => p.id === m1.forces.A[0].pilotId)!;
		expect(shared).toContain(dead.id);
		expect(fightCheck(model, mission)).toMatchObject({
			ok: false,
			code: 'campaign.fight_crew_lost',
			params: { names: dead.name }
		});
		const crew = proposeCrew(model, mission);
		if (!crew.ok) throw new Error(crew.reason);
		expect(crewCheck(model, mission, crew.value)).toEqual([]);
		expect((await saveCrew(model, mission, crew.value, T)).ok).toBe(true);
		model = await load(id);
		mission = model.bundle.missions.find((m) => m.id === m2.id)!;
		expect(fightCheck(model, mission)).toEqual({ ok: true, value: undefined });
		expect(model.bundle.campaignEvents.at(-1)?.type).toBe('crew-changed');
	});

	it('a crew does not change while its fight is under way in the app', async () => {
		const id = await defaultCampaign();
		const [m1] = await startedTurn(id);
		await saveGame({
			id: 'g1',
			kind: 'skirmish',
			status: 'playing',
			title: 'Fight',
			createdAt: T,
			updatedAt: T,
			campaignMissionId: m1.id,
			log: null,
			state: null,
			ui: null,
			finalHash: null
		});
		const model = await load(id);
		const crew = [...m1.forces.A, ...m1.forces.B].map((f) => f.pilotId).reverse();
		expect(await saveCrew(model, m1, crew, T)).toMatchObject({
			ok: false,
			code: 'db.mission_being_fought'
		});
	});
});
