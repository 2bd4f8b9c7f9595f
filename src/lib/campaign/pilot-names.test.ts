/**
 * Issue 26, point 5: the names of replacements (C-P6) are chosen inside the result's transaction
 * from the roster as stored, unique in the campaign, and never a name a living or renamed pilot
 * had. Two database connections stand for two tabs (fake-indexeddb), as in two-tabs.test.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCampaign } from '$lib/db/campaigns';
import { TallyHoDb, useDb } from '$lib/db/db';
import { newId } from '$lib/db/ids';
import { renamePilot } from '$lib/db/pilots';
import type { MissionRecord } from '$lib/db/records';
import { dumpDb } from '$lib/db/test-helpers';
import { freshPilotName, rollMissions } from '$lib/rules/campaign';
import { scriptedDice } from '$lib/rules/common/dice';
import { createCampaignFromForm, newWizardForm } from './create';
import { modelOf, type CampaignModel } from './model';
import { commitResult, entryFromPlan, previewResult, type ResultEntry } from './result';
import { startTurn } from './turn';

const T = '2026-11-23T10:00:00.000Z';
const LATER = '2026-11-23T11:00:00.000Z';
let name: string;
let tabA: TallyHoDb;
let tabB: TallyHoDb;

beforeEach(() => {
	name = `pilot-names-${newId()}`;
	tabA = new TallyHoDb(name);
	tabB = new TallyHoDb(name);
	useDb(tabA);
});
afterEach(async () => {
	tabB.close();
	tabA.close();
	await new TallyHoDb(name).delete();
});

function as<T>(tab: TallyHoDb, step: () => Promise<T>): Promise<T> {
	useDb(tab);
	return step();
}
const load = async (id: string) => modelOf((await getCampaign(id))!);
const pilot = (model: CampaignModel, who: string) =>
	model.bundle.pilots.find((p) => p.name === who)!;
/** The name the app gives the central side's first replacement in a fresh campaign. */
const firstName = (model: CampaignModel) =>
	freshPilotName(model.snapshot.sides.central.nationId, new Set());

/**
 * Ball and Bishop for the RFC, Udet and Voss for the Luftstreitkräfte (`udet` names him); a
 * shot-down pilot never survives (7+ on a d6). Turn 1: mission 1 flown by Ball and Voss,
 * mission 2 by Bishop and Udet.
 */
async function turnOne(udet = 'Udet'): Promise<{ id: string; missions: MissionRecord[] }> {
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
				{ name: udet, role: 'fighter' },
				{ name: 'Voss', role: 'fighter' }
			]
		}
	];
	form.houseRules = { ...form.houseRules, enforceMissionForces: false, survivesOnAtLeast: 7 };
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
			{ roll: rolls.central, pilotIds: ids(['Bishop', udet]) }
		],
		T
	);
	if (!started.ok) throw new Error(started.reason);
	return { id: made.value.id, missions: started.value.missions };
}

/** A result typed by hand on a page that loaded `model`: the plan's crew and one kill. */
async function typeResult(
	model: CampaignModel,
	mission: MissionRecord,
	killer: string,
	victim: string,
	names: Record<string, string> = {}
) {
	const entry: ResultEntry = {
		...entryFromPlan(mission, model),
		kills: [{ killerId: pilot(model, killer).id, victimId: pilot(model, victim).id }]
	};
	const preview = previewResult(model, mission, entry);
	if (!preview.ok) throw new Error(preview.reason);
	const saved = await commitResult(model, mission, preview.value, [], LATER, undefined, names);
	return { preview: preview.value, saved };
}

/** Each stored replacement's name, and the name its log entry gives it. */
function replacements(model: CampaignModel) {
	return model.bundle.pilots
		.filter((p) => p.replacesId)
		.map((p) => {
			const logged = model.bundle.campaignEvents.find(
				(e) => e.type === 'replacement-created' && e.payload.pilotId === p.id
			);
			return { name: p.name, logged: logged?.payload.name };
		});
}

describe('replacement names', () => {
	it('two tabs saving the two missions of a turn give their replacements two names', async () => {
		const { id, missions } = await turnOne();
		const [m1, m2] = missions;
		const seenByA = await as(tabA, () => load(id));
		const seenByB = await as(tabB, () => load(id));
		const b = await as(tabB, () => typeResult(seenByB, m2, 'Bishop', 'Udet'));
		expect(b.saved.ok).toBe(true);
		// Tab A's page chose its replacement's name from its older copy: the same name.
		const a = await as(tabA, () => typeResult(seenByA, m1, 'Ball', 'Voss'));
		const shown = a.preview.application.pilots.find((p) => p.replacesId)!.name;
		expect(shown).toBe(firstName(seenByA));
		expect(a.saved.ok).toBe(true);

		const end = await as(tabB, () => load(id));
		const made = replacements(end);
		expect(made).toHaveLength(2);
		expect(made[0].name).not.toBe(made[1].name);
		for (const r of made) expect(r.logged).toBe(r.name);
		const all = end.bundle.pilots.map((p) => p.name);
		expect(new Set(all).size).toBe(all.length);
	});

	it('a renamed pilot’s old name is not handed to the next replacement', async () => {
		const { id, missions } = await turnOne(
			freshPilotName(newWizardForm().sides[1].nationId, new Set())
		);
		let model = await load(id);
		const first = firstName(model);
		// The wizard's Udet carries the name the app would give the first replacement; renamed.
		const udet = pilot(model, first);
		expect(udet).toBeDefined();
		const renamed = await renamePilot(udet.id, 'Ernst Udet', first, T);
		expect(renamed.ok).toBe(true);
		model = await load(id);
		const { preview, saved } = await typeResult(model, missions[0], 'Ball', 'Voss');
		expect(saved.ok).toBe(true);
		expect(preview.application.pilots.find((p) => p.replacesId)!.name).not.toBe(first);
		const end = await load(id);
		expect(replacements(end).map((r) => r.name)).not.toContain(first);
	});

	it('a name the organiser gives that a pilot of the campaign has is refused, nothing written', async () => {
		const { id, missions } = await turnOne();
		const model = await load(id);
		const entry: ResultEntry = {
			...entryFromPlan(missions[0], model),
			kills: [{ killerId: pilot(model, 'Ball').id, victimId: pilot(model, 'Voss').id }]
		};
		const preview = previewResult(model, missions[0], entry);
		if (!preview.ok) throw new Error(preview.reason);
		const replacement = preview.value.application.pilots.find((p) => p.replacesId)!;
		const before = await dumpDb(tabA);
		const saved = await commitResult(model, missions[0], preview.value, [], LATER, undefined, {
			[replacement.id]: 'Bishop'
		});
		expect(saved).toMatchObject({
			ok: false,
			code: 'campaign.replacement_name_taken',
			params: { name: 'Bishop' }
		});
		expect(await dumpDb(tabA)).toBe(before);
	});

	it('two tabs giving two replacements the same name: the store refuses the second', async () => {
		const { id, missions } = await turnOne();
		const [m1, m2] = missions;
		const seenByA = await as(tabA, () => load(id));
		const seenByB = await as(tabB, () => load(id));
		/** The result with its replacement named by the organiser. */
		const name = (m: CampaignModel, mission: MissionRecord, killer: string, victim: string) => {
			const entry: ResultEntry = {
				...entryFromPlan(mission, m),
				kills: [{ killerId: pilot(m, killer).id, victimId: pilot(m, victim).id }]
			};
			const preview = previewResult(m, mission, entry);
			if (!preview.ok) throw new Error(preview.reason);
			const replacement = preview.value.application.pilots.find((p) => p.replacesId)!;
			return commitResult(m, mission, preview.value, [], LATER, undefined, {
				[replacement.id]: 'Max Immelmann'
			});
		};
		expect((await as(tabB, () => name(seenByB, m2, 'Bishop', 'Udet'))).ok).toBe(true);
		const before = await dumpDb(tabA);
		expect(await as(tabA, () => name(seenByA, m1, 'Ball', 'Voss'))).toMatchObject({
			ok: false,
			code: 'db.pilot_name_taken',
			params: { name: 'Max Immelmann' }
		});
		expect(await dumpDb(tabA)).toBe(before);
	});
});
