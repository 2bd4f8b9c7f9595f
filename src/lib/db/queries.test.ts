import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign } from './campaigns';
import { killsPerPilotPerTurn, missionOutcomesByType, sideScorePerTurn } from './charts';
import type { TallyHoDb } from './db';
import { campaignHistory, getMission, pilotCareer, rosterQuery } from './queries';
import { closeTestDb, openTestDb, recordAsRead, sampleCampaign } from './test-helpers';
import { startCampaignTurn } from './turns';

const T = '2026-11-23T11:00:00.000Z';
const survived = { shotDown: false, fled: false, fate: 'survived' as const };
let db: TallyHoDb;

async function mission(turnMissions: { id: string; type: string; a: string; b: string }[]) {
	const r = await startCampaignTurn('c1', {
		afterTurn: (await db.campaigns.get('c1'))!.currentTurn,
		startedAt: T,
		missions: turnMissions.map((m) => ({ id: m.id, type: m.type, sideAId: m.a, sideBId: m.b })),
		events: [{ type: 'turn-started', at: T }]
	});
	if (!r.ok) throw new Error(r.reason);
}

/**
 * Turn 1: m1 fighter sweep (RFC A) won by A, Ball 2 kills; m2 bombing run (DLS A) a draw,
 * Voss 1 kill. Turn 2: m3 dawn patrol (RFC A) won by B, Voss 1 kill, Mannock flew.
 */
beforeEach(async () => {
	db = openTestDb();
	// Albert Ball flies both missions of turn 1: a campaign whose house rules allow it (C-2 ◇;
	// the store refuses it under the default rules, issue 26).
	const input = sampleCampaign();
	input.campaign.houseRules = { ...input.campaign.houseRules, pilotsFlyOncePerTurn: false };
	await createCampaign(input);
	await mission([
		{ id: 'm1', type: 'fighter-sweep', a: 'c1-r', b: 'c1-g' },
		{ id: 'm2', type: 'bombing-run', a: 'c1-g', b: 'c1-r' }
	]);
	await recordAsRead('m1', {
		outcome: 'A',
		playedAt: T,
		pilotOutcomes: [{ pilotId: 'c1-r1', kills: 2, ...survived }],
		pilotUpdates: [{ pilotId: 'c1-r1', changes: { kills: 2, missionsFlown: 1 } }],
		events: [{ type: 'kill', at: T, pilotIds: ['c1-r1'] }]
	});
	await recordAsRead('m2', {
		outcome: 'draw',
		playedAt: T,
		pilotOutcomes: [
			{ pilotId: 'c1-g1', kills: 1, ...survived },
			{ pilotId: 'c1-r1', kills: 0, ...survived }
		],
		pilotUpdates: [
			{ pilotId: 'c1-g1', changes: { kills: 1, missionsFlown: 1 } },
			{ pilotId: 'c1-r1', changes: { missionsFlown: 2 } }
		]
	});
	await mission([{ id: 'm3', type: 'dawn-patrol', a: 'c1-r', b: 'c1-g' }]);
	await recordAsRead('m3', {
		outcome: 'B',
		playedAt: T,
		pilotOutcomes: [
			{ pilotId: 'c1-g1', kills: 1, ...survived },
			{ pilotId: 'c1-r2', kills: 0, shotDown: true, fled: false, fate: 'killed' }
		],
		pilotUpdates: [
			{ pilotId: 'c1-g1', changes: { kills: 2, missionsFlown: 2 } },
			{ pilotId: 'c1-r2', changes: { status: 'killed', missionsFlown: 1 } }
		],
		events: [
			{ type: 'pilot-killed', at: T, pilotIds: ['c1-r2'] },
			{ type: 'kill', at: T, pilotIds: ['c1-g1'] }
		]
	});
});
afterEach(() => closeTestDb(db));

const names = (rows: { name: string }[]) => rows.map((p) => p.name);

describe('rosterQuery', () => {
	it('sorts by name, ascending by default', async () => {
		expect(names(await rosterQuery('c1'))).toEqual([
			'Albert Ball',
			'Cecil Lewis',
			'Karl Allmenröder',
			'Kurt Wolff',
			'Mick Mannock',
			'Werner Voss'
		]);
	});

	it('sorts by name descending on request', async () => {
		expect(names(await rosterQuery('c1', { sort: 'name', dir: 'desc' }))[0]).toBe('Werner Voss');
	});

	it('sorts by kills (most first by default), ties by name', async () => {
		const rows = await rosterQuery('c1', { sort: 'kills' });
		expect(rows.map((p) => [p.name, p.kills]).slice(0, 3)).toEqual([
			['Albert Ball', 2],
			['Werner Voss', 2],
			['Cecil Lewis', 0]
		]);
		const asc = await rosterQuery('c1', { sort: 'kills', dir: 'asc' });
		expect(asc.at(-1)?.kills).toBe(2);
	});

	it('sorts by missions flown', async () => {
		const rows = await rosterQuery('c1', { sort: 'missions' });
		expect(rows.slice(0, 3).map((p) => [p.name, p.missionsFlown])).toEqual([
			['Albert Ball', 2],
			['Werner Voss', 2],
			['Mick Mannock', 1]
		]);
	});

	it('filters by side, by status, and by both', async () => {
		expect(names(await rosterQuery('c1', { sideId: 'c1-g' }))).toEqual([
			'Karl Allmenröder',
			'Kurt Wolff',
			'Werner Voss'
		]);
		expect(names(await rosterQuery('c1', { status: 'killed' }))).toEqual(['Mick Mannock']);
		expect(names(await rosterQuery('c1', { sideId: 'c1-r', status: 'active' }))).toEqual([
			'Albert Ball',
			'Cecil Lewis'
		]);
		expect(await rosterQuery('c1', { sideId: 'c1-g', status: 'killed' })).toEqual([]);
	});
});

describe('getMission', () => {
	it('finds a mission by id alone, with its campaign; nothing for an unknown id', async () => {
		expect(await getMission('m3')).toMatchObject({ id: 'm3', campaignId: 'c1', turnNumber: 2 });
		expect(await getMission('nope')).toBeUndefined();
	});
});

describe('pilotCareer', () => {
	it('gives the pilot’s missions in the order flown and the log entries naming them', async () => {
		const career = (await pilotCareer('c1-r1'))!;
		expect(career.outcomes.map((o) => [o.missionId, o.missionType, o.outcome, o.kills])).toEqual([
			['m1', 'fighter-sweep', 'A', 2],
			['m2', 'bombing-run', 'draw', 0]
		]);
		expect(career.events.map((e) => e.type)).toEqual(['kill']);
		expect(await pilotCareer('nobody')).toBeUndefined();
	});
});

describe('campaignHistory', () => {
	it('groups missions with their outcomes and the log by turn', async () => {
		const history = await campaignHistory('c1');
		expect(history.turns.map((t) => [t.turn.number, t.missions.map((m) => m.mission.id)])).toEqual([
			[1, ['m1', 'm2']],
			[2, ['m3']]
		]);
		expect(history.turns[1].missions[0].outcomes).toHaveLength(2);
		expect(history.turns[1].events.map((e) => e.type)).toEqual([
			'turn-started',
			'pilot-killed',
			'kill'
		]);
		expect(history.events.map((e) => e.seq)).toEqual(history.events.map((_, i) => i + 1));
	});
});

describe('chart data', () => {
	it('kills per pilot per turn is a cumulative series', async () => {
		const data = await killsPerPilotPerTurn('c1');
		expect(data.turns).toEqual([1, 2]);
		const of = (id: string) => data.series.find((s) => s.pilotId === id)?.cumulative;
		expect(of('c1-r1')).toEqual([2, 2]);
		expect(of('c1-g1')).toEqual([1, 2]);
		expect(of('c1-r3')).toEqual([0, 0]);
		const top = await killsPerPilotPerTurn('c1', { top: 2 });
		expect(top.series.map((s) => s.pilotId).sort()).toEqual(['c1-g1', 'c1-r1']);
	});

	it('side score per turn counts wins, draws and kills with running totals', async () => {
		const data = await sideScorePerTurn('c1');
		const [rfc, dls] = data.sides;
		expect(rfc).toMatchObject({
			name: 'Royal Flying Corps',
			wins: [1, 0],
			draws: [1, 0],
			kills: [2, 0]
		});
		expect(rfc.cumulativeWins).toEqual([1, 1]);
		expect(dls).toMatchObject({
			wins: [0, 1],
			draws: [1, 0],
			kills: [1, 1],
			cumulativeKills: [1, 2]
		});
	});

	it('mission outcomes by type tally recorded missions', async () => {
		expect(await missionOutcomesByType('c1')).toEqual([
			{ type: 'bombing-run', played: 1, wonByA: 0, wonByB: 0, draws: 1 },
			{ type: 'dawn-patrol', played: 1, wonByA: 0, wonByB: 1, draws: 0 },
			{ type: 'fighter-sweep', played: 1, wonByA: 1, wonByB: 0, draws: 0 }
		]);
	});
});
