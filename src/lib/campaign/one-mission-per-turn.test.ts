/**
 * Issue 26, point 1: one check for every way a result enters a campaign. With "one mission per
 * pilot per turn" on (C-2 ◇, the default), a pilot in mission 2's crew cannot be ticked into
 * mission 1's result by hand: the form shows why beside "who flew", the preview refuses, and the
 * store refuses inside its transaction even when a page's own check was skipped or out of date.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCampaign } from '$lib/db/campaigns';
import type { TallyHoDb } from '$lib/db/db';
import type { MissionRecord } from '$lib/db/records';
import { recordMissionResult } from '$lib/db/results';
import { closeTestDb, dumpDb, openTestDb } from '$lib/db/test-helpers';
import { rollMissions, type HouseRules } from '$lib/rules/campaign';
import { scriptedDice } from '$lib/rules/common/dice';
import { reasonMessage } from '$lib/ui/reasons';
import { createCampaignFromForm, newWizardForm } from './create';
import { modelOf, type CampaignModel } from './model';
import {
	checkEntry,
	commitResult,
	entryFromPlan,
	entryProblems,
	previewResult,
	type ResultEntry
} from './result';
import { startTurn } from './turn';

const T = '2026-11-23T10:00:00.000Z';
let db: TallyHoDb;
beforeEach(() => {
	db = openTestDb();
});
afterEach(() => closeTestDb(db));

const load = async (id: string) => modelOf((await getCampaign(id))!);
const pilot = (model: CampaignModel, who: string) =>
	model.bundle.pilots.find((p) => p.name === who)!;

/** Two fighters a side; turn 1's missions: 1 flown by Ball and Voss, 2 by Bishop and Udet. */
async function turnOne(rules: Partial<HouseRules> = {}) {
	const form = newWizardForm();
	form.name = 'Bloody April';
	form.sides[0].players = [
		{
			name: 'Ann',
			pilots: [
				{ name: 'Bishop', role: 'fighter' },
				{ name: 'Ball', role: 'fighter' }
			]
		}
	];
	form.sides[1].players = [
		{
			name: 'Bob',
			pilots: [
				{ name: 'Udet', role: 'fighter' },
				{ name: 'Voss', role: 'fighter' }
			]
		}
	];
	form.houseRules = { ...form.houseRules, enforceMissionForces: false, ...rules };
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	const model = await load(made.value.id);
	const rolls = rollMissions(scriptedDice([4, 1]));
	const ids = (names: string[]) => names.map((n) => pilot(model, n).id);
	const started = await startTurn(
		model,
		{ seed: 1, rolls },
		[
			{ roll: rolls.allied, pilotIds: ids(['Ball', 'Voss']) },
			{ roll: rolls.central, pilotIds: ids(['Udet', 'Bishop']) }
		],
		T
	);
	if (!started.ok) throw new Error(started.reason);
	return { id: made.value.id, missions: started.value.missions };
}

/** Mission 1's planned crew plus Bishop, ticked by hand although he flies mission 2. */
function withBishop(model: CampaignModel, mission: MissionRecord): ResultEntry {
	const plan = entryFromPlan(mission, model);
	const bishop = pilot(model, 'Bishop');
	return {
		...plan,
		flights: [...plan.flights, { pilotId: bishop.id, aircraftTypeId: model.aircraftOf(bishop) }],
		outcome: 'draw'
	};
}

describe('C-2 ◇ a pilot flies one mission per turn, however the result is entered', () => {
	it('the hand form names the pilot beside "who flew", and the preview refuses', async () => {
		const { id, missions } = await turnOne();
		const model = await load(id);
		const entry = withBishop(model, missions[0]);
		const problems = entryProblems(model, missions[0], entry);
		expect(problems).toContainEqual({
			section: 'flights',
			reason: expect.objectContaining({
				code: 'campaign.pilot_in_two_missions',
				params: { pilot: 'Bishop' }
			})
		});
		expect(checkEntry(model, missions[0], entry)).toMatchObject({
			ok: false,
			code: 'campaign.pilot_in_two_missions'
		});
		expect(previewResult(model, missions[0], entry)).toMatchObject({
			ok: false,
			code: 'campaign.pilot_in_two_missions',
			params: { pilot: 'Bishop' }
		});
		// The words of the refusal exist in both languages (shown beside the field).
		expect(reasonMessage('campaign.pilot_in_two_missions')).toBeDefined();
	});

	it('the store refuses it inside the transaction, writing nothing (a page checked an older turn)', async () => {
		const { id, missions } = await turnOne();
		const model = await load(id);
		// The page's copy of the turn says mission 2 is flown by Udet alone (another tab has since
		// put Bishop in its crew): the page's own check lets Bishop through.
		const m2 = missions[1];
		const stale = modelOf({
			...model.bundle,
			missions: model.bundle.missions.map((m) =>
				m.id === m2.id ? { ...m, forces: { A: m.forces.A.slice(0, 1), B: [] } } : m
			)
		});
		const entry = withBishop(stale, missions[0]);
		const preview = previewResult(stale, missions[0], entry);
		expect(preview.ok).toBe(true);
		if (!preview.ok) return;
		const before = await dumpDb(db);
		const saved = await commitResult(stale, missions[0], preview.value, [], T);
		expect(saved).toMatchObject({
			ok: false,
			code: 'campaign.pilot_in_two_missions',
			params: { pilot: 'Bishop' }
		});
		expect(await dumpDb(db)).toBe(before);
	});

	it('the store refuses a pilot who already flew the turn’s other, recorded mission', async () => {
		const { id, missions } = await turnOne();
		const model = await load(id);
		const m2 = await commitPlan(model, missions[1]);
		expect(m2.ok).toBe(true);
		const now = await load(id);
		const bishop = pilot(now, 'Bishop').id;
		const before = await dumpDb(db);
		const direct = await recordMissionResult(missions[0].id, {
			outcome: 'draw',
			playedAt: T,
			pilotOutcomes: [
				{ pilotId: bishop, kills: 0, shotDown: false, fled: false, fate: 'survived' },
				{
					pilotId: pilot(now, 'Voss').id,
					kills: 0,
					shotDown: false,
					fled: false,
					fate: 'survived'
				}
			]
		});
		expect(direct).toMatchObject({ ok: false, code: 'campaign.pilot_in_two_missions' });
		expect(await dumpDb(db)).toBe(before);
	});

	it('with the house rule off, the same result is stored', async () => {
		const { id, missions } = await turnOne({ pilotsFlyOncePerTurn: false });
		const model = await load(id);
		const entry = withBishop(model, missions[0]);
		expect(entryProblems(model, missions[0], entry)).toEqual([]);
		const preview = previewResult(model, missions[0], entry);
		if (!preview.ok) throw new Error(preview.reason);
		expect((await commitResult(model, missions[0], preview.value, [], T)).ok).toBe(true);
	});
});

/** Records a mission as planned: nobody shot down, a draw. */
async function commitPlan(model: CampaignModel, mission: MissionRecord) {
	const preview = previewResult(model, mission, {
		...entryFromPlan(mission, model),
		outcome: 'draw'
	});
	if (!preview.ok) throw new Error(preview.reason);
	return commitResult(model, mission, preview.value, [], T);
}
