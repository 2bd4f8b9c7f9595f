/**
 * Issue 13: two tabs, one campaign turn. Both tabs open the result pages of the turn's two
 * missions; tab B records mission 2 (Bishop shoots down Udet, who dies); then tab A records
 * mission 1 from the copy it loaded earlier. Two database connections stand for the two tabs
 * (fake-indexeddb). Nothing tab B wrote may be lost: tab A's save is refused when it concerns a
 * pilot tab B changed, and merged when it does not.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCampaign } from '$lib/db/campaigns';
import { TallyHoDb, useDb } from '$lib/db/db';
import { newId } from '$lib/db/ids';
import { dumpDb } from '$lib/db/test-helpers';
import type { MissionRecord } from '$lib/db/records';
import { rollMissions, type HouseRules } from '$lib/rules/campaign';
import { scriptedDice } from '$lib/rules/common/dice';
import type { GridResult } from '$lib/rules/grid';
import { entryFromGame } from '$lib/skirmish/campaign-result';
import { createCampaignFromForm, newWizardForm } from './create';
import { watch, type Loaded } from './live';
import { modelOf, type CampaignModel } from './model';
import { commitResult, entryFromPlan, previewResult, type ResultEntry } from './result';
import { startTurn } from './turn';

const T = '2026-11-23T10:00:00.000Z';
const LATER = '2026-11-23T11:00:00.000Z';
let name: string;
let tabA: TallyHoDb;
let tabB: TallyHoDb;

beforeEach(() => {
	name = `two-tabs-${newId()}`;
	tabA = new TallyHoDb(name);
	tabB = new TallyHoDb(name);
	useDb(tabA);
});
afterEach(async () => {
	tabB.close();
	tabA.close();
	await new TallyHoDb(name).delete();
});

/** Runs a step as the given tab: its database connection is the app's. */
function as<T>(tab: TallyHoDb, step: () => Promise<T>): Promise<T> {
	useDb(tab);
	return step();
}

const dump = dumpDb;

const load = async (id: string) => modelOf((await getCampaign(id))!);
const pilot = (model: CampaignModel, who: string) =>
	model.bundle.pilots.find((p) => p.name === who)!;

/**
 * Bishop and Ball fly for the RFC, Udet and Voss for the Luftstreitkräfte. A shot-down pilot
 * never survives here (survives on 7+ of a d6), so Udet's death does not hang on a die. Turn 1:
 * the RFC's Fighter Sweep (mission 1) and the Luftstreitkräfte's (mission 2), with the crews given.
 */
async function turnOne(
	rules: Partial<HouseRules>,
	crews: [string[], string[]]
): Promise<{ id: string; missions: MissionRecord[] }> {
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
	form.houseRules = {
		...form.houseRules,
		enforceMissionForces: false,
		survivesOnAtLeast: 7,
		...rules
	};
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	const model = await load(made.value.id);
	const rolls = rollMissions(scriptedDice([4, 1]));
	const ids = (names: string[]) => names.map((n) => pilot(model, n).id);
	const started = await startTurn(
		model,
		{ seed: 1, rolls },
		[
			{ roll: rolls.allied, pilotIds: ids(crews[0]) },
			{ roll: rolls.central, pilotIds: ids(crews[1]) }
		],
		T
	);
	if (!started.ok) throw new Error(started.reason);
	return { id: made.value.id, missions: started.value.missions };
}

/** A result typed by hand on a page that loaded `model`: the plan's crew and these kills. */
async function typeResult(
	model: CampaignModel,
	mission: MissionRecord,
	kills: [string, string][],
	at = LATER
) {
	const entry: ResultEntry = {
		...entryFromPlan(mission, model),
		kills: kills.map(([k, v]) => ({ killerId: pilot(model, k).id, victimId: pilot(model, v).id }))
	};
	const preview = previewResult(model, mission, entry);
	if (!preview.ok) throw new Error(preview.reason);
	return commitResult(model, mission, preview.value, [], at);
}

/** The same mission fought in the app: the game's kills become the entry (issue 5). */
async function fightResult(
	model: CampaignModel,
	mission: MissionRecord,
	kills: [string, string][]
) {
	const planes = [...mission.forces.A, ...mission.forces.B].map((f, i) => [`P${i}`, f.pilotId]);
	const link = {
		campaignId: mission.campaignId,
		missionId: mission.id,
		pilots: Object.fromEntries(planes)
	};
	const planeOf = (who: string) => planes.find(([, id]) => id === pilot(model, who).id)![0];
	const game: GridResult = {
		outcome: 'draw',
		reason: 'the game ended',
		kills: kills.map(([k, v]) => ({
			killer: planeOf(k),
			victim: planeOf(v)
		})) as GridResult['kills'],
		fled: [],
		shotDown: kills.map(([, v]) => planeOf(v)),
		escaped: [],
		objectives: {
			photographed: false,
			bombed: 0,
			siteFound: false,
			balloonsDestroyed: 0,
			bomberDowned: false
		}
	};
	const entry = entryFromGame(mission, link, game, model);
	const preview = previewResult(model, mission, entry);
	if (!preview.ok) throw new Error(preview.reason);
	return commitResult(model, mission, preview.value, [], LATER, 'game-1');
}

describe('two tabs record the two missions of one turn', () => {
	for (const how of ['typed by hand', 'fought in the app'] as const) {
		it(`a stale save that concerns a pilot the other tab changed is refused, nothing lost (${how})`, async () => {
			// The same crew flies both missions (a house rule allows it here).
			const both = ['Bishop', 'Ball', 'Udet', 'Voss'];
			const { id, missions } = await turnOne({ pilotsFlyOncePerTurn: false }, [both, both]);
			const [m1, m2] = missions;
			const seenByA = await as(tabA, () => load(id));
			const seenByB = await as(tabB, () => load(id));

			const b = await as(tabB, () => typeResult(seenByB, m2, [['Bishop', 'Udet']]));
			expect(b.ok).toBe(true);
			const afterB = await dump(tabB);
			const bishopAfterB = pilot(await as(tabB, () => load(id)), 'Bishop');
			expect(bishopAfterB).toMatchObject({ kills: 2, confirmedKills: 1, missionsFlown: 1 });

			const a = await as(tabA, () =>
				how === 'typed by hand'
					? typeResult(seenByA, m1, [['Voss', 'Ball']])
					: fightResult(seenByA, m1, [['Voss', 'Ball']])
			);
			expect(a).toMatchObject({ ok: false, code: 'db.changed_elsewhere' });
			expect(await dump(tabA)).toBe(afterB);

			const now = await as(tabA, () => load(id));
			expect(pilot(now, 'Udet').status).toBe('killed');
			expect(now.bundle.pilots.filter((p) => p.replacesId === pilot(now, 'Udet').id)).toHaveLength(
				1
			);
			expect(pilot(now, 'Bishop')).toMatchObject({ kills: 2, missionsFlown: 1 });
			expect(now.bundle.missions.map((m) => m.status)).toEqual(['planned', 'recorded']);

			// Tab A reloads: its result is worked out again from the campaign as it is, and stands.
			const m1Now = now.bundle.missions[0];
			const again = await as(tabA, () =>
				how === 'typed by hand'
					? typeResult(now, m1Now, [['Voss', 'Ball']])
					: fightResult(now, m1Now, [['Voss', 'Ball']])
			);
			expect(again.ok).toBe(true);
			const end = await as(tabB, () => load(id));
			expect(pilot(end, 'Udet').status).toBe('killed');
			expect(pilot(end, 'Ball').status).toBe('killed');
			expect(pilot(end, 'Bishop')).toMatchObject({ kills: 2, missionsFlown: 2 });
			expect(end.bundle.missions.map((m) => m.status)).toEqual(['recorded', 'recorded']);
			expect(end.bundle.campaignTurns[0].status).toBe('done');
		});
	}

	it('a stale save that concerns other pilots is merged: both results stand', async () => {
		const { id, missions } = await turnOne({}, [
			['Ball', 'Voss'],
			['Udet', 'Bishop']
		]);
		const [m1, m2] = missions;
		const seenByA = await as(tabA, () => load(id));
		const seenByB = await as(tabB, () => load(id));
		expect((await as(tabB, () => typeResult(seenByB, m2, [['Bishop', 'Udet']]))).ok).toBe(true);
		expect((await as(tabA, () => typeResult(seenByA, m1, [['Ball', 'Voss']]))).ok).toBe(true);

		const end = await as(tabB, () => load(id));
		for (const dead of ['Udet', 'Voss']) {
			expect(pilot(end, dead).status).toBe('killed');
			expect(end.bundle.pilots.some((p) => p.replacesId === pilot(end, dead).id)).toBe(true);
		}
		expect(pilot(end, 'Bishop')).toMatchObject({ kills: 2, missionsFlown: 1 });
		expect(pilot(end, 'Ball')).toMatchObject({ kills: 2, missionsFlown: 1 });
		expect(end.bundle.missions.map((m) => m.status)).toEqual(['recorded', 'recorded']);
		expect(end.bundle.campaignTurns[0].status).toBe('done');
		// Every log entry of both saves is there, in one unbroken sequence.
		expect(end.bundle.campaignEvents.map((e) => e.seq)).toEqual(
			end.bundle.campaignEvents.map((_, i) => i + 1)
		);
	});

	it('a turn started from a stale page is refused: the other tab already started it', async () => {
		const { id } = await turnOne({}, [
			['Ball', 'Voss'],
			['Udet', 'Bishop']
		]);
		// Both missions recorded in tab B; tab A had the campaign open before turn 1 began.
		const seenBefore = await as(tabA, () => load(id));
		const stale = modelOf({
			...seenBefore.bundle,
			campaign: { ...seenBefore.bundle.campaign, currentTurn: 0 }
		});
		const rolls = rollMissions(scriptedDice([4, 1]));
		const before = await dump(tabA);
		const again = await as(tabA, () => startTurn(stale, { seed: 2, rolls }, [], LATER));
		expect(again).toMatchObject({ ok: false, code: 'db.changed_elsewhere' });
		expect(await dump(tabA)).toBe(before);
	});

	it('a page watching the campaign follows the other tab’s save without a reload', async () => {
		const { id, missions } = await turnOne({}, [
			['Ball', 'Voss'],
			['Udet', 'Bishop']
		]);
		const seen: Loaded<CampaignModel>[] = [];
		const stop = await as(tabA, async () =>
			watch(
				() => load(id),
				(l) => seen.push(l)
			)
		);
		const ready = () => seen.filter((l) => l.status === 'ready');
		await expect.poll(() => ready().length).toBe(1);
		const seenByB = await as(tabB, () => load(id));
		expect((await as(tabB, () => typeResult(seenByB, missions[1], [['Bishop', 'Udet']]))).ok).toBe(
			true
		);
		await expect.poll(() => ready().length).toBeGreaterThan(1);
		const latest = ready().at(-1) as { value: CampaignModel };
		expect(pilot(latest.value, 'Udet').status).toBe('killed');
		stop();
	});
});
