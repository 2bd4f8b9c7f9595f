import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClubEntryV1 } from '$lib/club/entry';
import { exportCampaign } from './backup';
import { replayLog } from './club-replay';
import { createCampaign, getCampaign } from './campaigns';
import type { TallyHoDb } from './db';
import { canonicalJson } from './guard';
import type { CampaignBundle, PilotRecord } from './records';
import { closeTestDb, openTestDb, sampleCampaign } from './test-helpers';

const T = '2026-11-26T10:00:00.000Z';
let n = 0;
const entry = (kind: ClubEntryV1['kind'], body: Record<string, unknown>, by = 'organiser') =>
	({
		v: 1,
		id: (++n).toString(16).padStart(32, '0'),
		campaignId: 'c1',
		by,
		device: 'd1',
		at: T,
		seen: [],
		kind,
		body
	}) as ClubEntryV1;

const pilotOf = (b: CampaignBundle, id: string) => b.pilots.find((p) => p.id === id)!;

/** A result of one fighter per side: `winner`'s pilot scores a kill, the other is shot down. */
function result(
	missionId: string,
	bundle: CampaignBundle,
	a: string,
	b: string,
	outcome: 'A' | 'B'
) {
	const [win, lose] = outcome === 'A' ? [a, b] : [b, a];
	const before: PilotRecord = pilotOf(bundle, win);
	return entry('result-recorded', {
		missionId,
		input: {
			outcome,
			playedAt: T,
			pilotOutcomes: [
				{ pilotId: win, kills: 1, shotDown: false, fled: false, fate: 'survived' },
				{ pilotId: lose, kills: 0, shotDown: true, fled: false, fate: 'survived' }
			],
			pilotUpdates: [{ pilotId: win, before, changes: { kills: before.kills + 1 } }]
		}
	});
}

const fight = (id: string, a: string, b: string) => ({
	id,
	type: 'patrol',
	sideAId: 'c1-r',
	sideBId: 'c1-g',
	forces: {
		A: [{ pilotId: a, aircraftTypeId: 'c1-sopwith', role: 'fighter' }],
		B: [{ pilotId: b, aircraftTypeId: 'c1-albatros', role: 'fighter' }]
	}
});

/** The log of a shared campaign whose first turn has two missions, each with its result. */
async function sharedLog(): Promise<{ bundle: CampaignBundle; log: ClubEntryV1[] }> {
	const made = await createCampaign(sampleCampaign('c1'));
	if (!made.ok) throw new Error(made.reason);
	const bundle = (await exportCampaign('c1'))!.campaigns[0];
	const log = [
		entry('campaign-shared', { bundle }),
		entry('turn-started', {
			campaignId: 'c1',
			input: {
				afterTurn: 0,
				startedAt: T,
				missions: [fight('m1', 'c1-r1', 'c1-g1'), fight('m2', 'c1-r2', 'c1-g2')]
			}
		}),
		result('m1', bundle, 'c1-r1', 'c1-g1', 'A'),
		result('m2', bundle, 'c1-r2', 'c1-g2', 'B')
	];
	return { bundle, log };
}

const rowsOf = async () => canonicalJson(await getCampaign('c1'));

describe('replaying a shared campaign’s log (issue 29)', () => {
	let db: TallyHoDb;
	beforeEach(() => {
		db = openTestDb();
	});
	afterEach(async () => {
		await closeTestDb(db);
	});

	it('the same log gives the same rows, on this device again and on another one', async () => {
		const { log } = await sharedLog();
		const first = await replayLog('c1', log);
		expect(first.ok).toBe(true);
		const rows = await rowsOf();
		const stored = (await getCampaign('c1'))!;
		expect(stored.missions.map((m) => [m.id, m.status, m.outcome])).toEqual([
			['m1', 'recorded', 'A'],
			['m2', 'recorded', 'B']
		]);
		expect(pilotOf(stored, 'c1-r1').kills).toBe(1);
		expect(pilotOf(stored, 'c1-g2').kills).toBe(1);
		expect(stored.campaign.currentTurn).toBe(1);

		await replayLog('c1', log);
		expect(await rowsOf()).toBe(rows);

		// Another device: an empty database, the same log.
		const other = openTestDb();
		expect((await replayLog('c1', log)).ok).toBe(true);
		expect(await rowsOf()).toBe(rows);
		await closeTestDb(other);
	});

	it('an entry its write refuses is kept with its reason and changes nothing', async () => {
		const { log } = await sharedLog();
		const rename = entry('pilot-renamed', {
			pilotId: 'c1-r1',
			name: 'Billy Bishop',
			before: 'Not his name',
			at: T
		});
		const done = await replayLog('c1', [...log, rename]);
		if (!done.ok) throw new Error(done.reason);
		const outcome = done.value.outcomes.get(rename.id);
		expect(outcome?.status).toBe('refused');
		expect(outcome?.status === 'refused' && outcome.refusal.code).toBe('db.changed_elsewhere');
		const stored = (await getCampaign('c1'))!;
		expect(pilotOf(stored, 'c1-r1').name).toBe('Albert Ball');
		// The entries before it still apply.
		expect(stored.missions.every((m) => m.status === 'recorded')).toBe(true);
	});

	it('an entry naming another campaign’s mission is refused', async () => {
		const { log, bundle } = await sharedLog();
		const stray = result('elsewhere', bundle, 'c1-r3', 'c1-g3', 'A');
		const done = await replayLog('c1', [...log, stray]);
		const outcome = done.ok ? done.value.outcomes.get(stray.id) : undefined;
		expect(outcome?.status === 'refused' && outcome.refusal.code).toBe('club.entry_elsewhere');
	});

	it('a mission recorded on two devices applies neither result until the organiser keeps one', async () => {
		const { log, bundle } = await sharedLog();
		const [shared, started, m1] = log;
		const m1Other = result('m1', bundle, 'c1-r1', 'c1-g1', 'B');
		const twice = [shared, started, m1, m1Other];
		const done = await replayLog('c1', twice);
		if (!done.ok) throw new Error(done.reason);
		expect(done.value.outcomes.get(m1.id)?.status).toBe('not-applied');
		expect(done.value.outcomes.get(m1Other.id)?.status).toBe('not-applied');
		let stored = (await getCampaign('c1'))!;
		expect(stored.missions.find((m) => m.id === 'm1')?.status).toBe('planned');
		expect(pilotOf(stored, 'c1-r1').kills).toBe(0);
		expect(pilotOf(stored, 'c1-g1').kills).toBe(0);

		const chosen = entry('result-chosen', { missionId: 'm1', keep: m1Other.id });
		const after = await replayLog('c1', [...twice, chosen]);
		if (!after.ok) throw new Error(after.reason);
		stored = (await getCampaign('c1'))!;
		expect(stored.missions.find((m) => m.id === 'm1')?.outcome).toBe('B');
		expect(pilotOf(stored, 'c1-g1').kills).toBe(1);
		expect(pilotOf(stored, 'c1-r1').kills).toBe(0);
		// The version not kept stays in the log, not applied.
		expect(after.value.outcomes.get(m1.id)?.status).toBe('not-applied');
		expect(after.value.outcomes.get(m1Other.id)?.status).toBe('applied');
	});

	it('a log that does not start with the campaign changes nothing', async () => {
		const { log } = await sharedLog();
		const before = await rowsOf();
		const done = await replayLog('c1', log.slice(1));
		expect(!done.ok && done.code).toBe('club.log_no_start');
		expect(await rowsOf()).toBe(before);
	});
});
