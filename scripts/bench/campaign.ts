/**
 * Campaign persistence benchmark: a campaign of 1,000 pilots and 5,000 missions in
 * fake-indexeddb (Node), timing the roster query, export and import.
 *
 *   npx tsx scripts/bench/campaign.ts
 *
 * Targets (docs/parts/benchmarks-campaign.md): roster < 200 ms, export < 2 s, import < 4 s.
 * "Database size" is approximate: the byte length of the export JSON.
 * BENCH_DUMP=/tmp/bench.json also writes that export to a file (for profiling the import).
 */
import 'fake-indexeddb/auto';
import {
	backupText,
	exportAll,
	exportCampaign,
	importBackup,
	parseBackup
} from '../../src/lib/db/backup';
import { bulkAddChunked } from '../../src/lib/db/bulk';
import { createCampaign, wipeAll } from '../../src/lib/db/campaigns';
import { TallyHoDb, useDb } from '../../src/lib/db/db';
import { rosterQuery } from '../../src/lib/db/queries';
import type {
	CampaignEventRecord,
	CampaignTurnRecord,
	DiceRollRecord,
	MissionRecord,
	PilotOutcomeRecord
} from '../../src/lib/db/records';
import { recordMissionResult } from '../../src/lib/db/results';
import { startCampaignTurn } from '../../src/lib/db/turns';
import { MISSION_IDS } from '../../src/lib/data/missions';
import { reportFigures, type Figure } from './figures';

const PILOTS = 1_000;
const MISSIONS = 5_000;
const PER_SIDE_IN_MISSION = 3;
const CID = 'bench';
const AT = '2026-11-23T10:00:00.000Z';

/** A small seeded generator, so every run builds the same campaign (mulberry32). */
function rng(seed: number): (n: number) => number {
	let a = seed >>> 0;
	return (n) => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
	};
}

/** Wall time, and this process's CPU time (less disturbed when other jobs share the cores). */
async function time<T>(label: string, fn: () => Promise<T>): Promise<[T, number]> {
	const cpu = process.cpuUsage();
	const start = performance.now();
	const value = await fn();
	const ms = performance.now() - start;
	const used = process.cpuUsage(cpu);
	const cpuMs = (used.user + used.system) / 1000;
	console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(9)} ms   (cpu ${cpuMs.toFixed(0)} ms)`);
	return [value, ms];
}

async function build(db: TallyHoDb): Promise<void> {
	const below = rng(1917);
	const sides = ['r', 'g'];
	const created = await createCampaign({
		campaign: { id: CID, name: 'Benchmark campaign', createdAt: AT, houseRules: { aceAt: 5 } },
		sides: sides.map((s, order) => ({
			id: s,
			name: s === 'r' ? 'Royal Flying Corps' : 'Luftstreitkräfte',
			nation: s === 'r' ? 'RFC' : 'DLS',
			order,
			alignment: s === 'r' ? 'allied' : 'central',
			standardAircraft: { fighter: `${s}-fighter` }
		})),
		players: Array.from({ length: 10 }, (_, i) => ({
			id: `player-${i}`,
			sideId: sides[i % 2],
			name: `Player ${i}`
		})),
		aircraftTypes: sides.flatMap((s) => [
			{
				id: `${s}-fighter`,
				sideId: s,
				name: `${s} fighter`,
				role: 'fighter' as const,
				dataRef: null,
				available: null
			},
			{
				id: `${s}-observer`,
				sideId: s,
				name: `${s} observer`,
				role: 'observation' as const,
				dataRef: null,
				available: 5
			}
		]),
		pilots: Array.from({ length: PILOTS }, (_, i) => ({
			id: `pilot-${i}`,
			sideId: sides[i % 2],
			playerId: `player-${i % 10}`,
			name: `Pilot ${String(i).padStart(4, '0')}`,
			aircraftTypeId: `${sides[i % 2]}-fighter`
		}))
	});
	if (!created.ok) throw new Error(created.reason);

	const pilotsOf = (side: number) =>
		Array.from({ length: PILOTS / 2 }, (_, i) => `pilot-${i * 2 + side}`);
	const roster = [pilotsOf(0), pilotsOf(1)];
	const turns: CampaignTurnRecord[] = [];
	const missions: MissionRecord[] = [];
	const outcomes: PilotOutcomeRecord[] = [];
	const rolls: DiceRollRecord[] = [];
	const events: CampaignEventRecord[] = [];
	const kills = new Map<string, number>();
	const flown = new Map<string, number>();
	let seq = 1;
	// The last turn is left open: its missions are recorded through the repository below.
	for (let m = 0; m < MISSIONS; m++) {
		const number = Math.floor(m / 2) + 1;
		const index = m % 2;
		const turnId = `turn-${number}`;
		if (index === 0)
			turns.push({ id: turnId, campaignId: CID, number, startedAt: AT, status: 'done' });
		const a = index;
		const flying = [a, 1 - a].map((s) =>
			Array.from({ length: PER_SIDE_IN_MISSION }, () => roster[s][below(roster[s].length)])
		);
		const unique = flying.map((ids) => [...new Set(ids)]);
		const outcome = (['A', 'B', 'draw'] as const)[below(3)];
		const id = `mission-${m}`;
		missions.push({
			id,
			campaignId: CID,
			turnId,
			turnNumber: number,
			index,
			type: MISSION_IDS[below(MISSION_IDS.length)],
			sideAId: sides[a],
			sideBId: sides[1 - a],
			forces: {
				A: unique[0].map((pilotId) => ({
					pilotId,
					aircraftTypeId: `${sides[a]}-fighter`,
					role: 'fighter'
				})),
				B: unique[1].map((pilotId) => ({
					pilotId,
					aircraftTypeId: `${sides[1 - a]}-fighter`,
					role: 'fighter'
				}))
			},
			mapSetup: {
				clouds: [
					[below(20), below(20)],
					[below(20), below(20)]
				],
				seed: below(1e9)
			},
			status: 'recorded',
			outcome,
			result: { shotDown: { A: below(3), B: below(3) } },
			playedAt: AT,
			gameId: null
		});
		unique.forEach((ids, s) =>
			ids.forEach((pilotId) => {
				const k = below(3) === 0 ? 1 : 0;
				kills.set(pilotId, (kills.get(pilotId) ?? 0) + k);
				flown.set(pilotId, (flown.get(pilotId) ?? 0) + 1);
				outcomes.push({
					id: `${id}-${pilotId}`,
					campaignId: CID,
					missionId: id,
					pilotId,
					sideId: sides[s === 0 ? a : 1 - a],
					turnNumber: number,
					missionIndex: index,
					flew: true,
					aircraftTypeId: `${sides[s === 0 ? a : 1 - a]}-fighter`,
					kills: k,
					shotDown: below(6) === 0,
					fled: false,
					fate: 'survived',
					promotions: []
				});
			})
		);
		rolls.push(
			{
				id: `${id}-table`,
				campaignId: CID,
				turnId,
				missionId: id,
				pilotId: null,
				purpose: 'mission-table',
				dice: 'd6',
				values: [below(6) + 1],
				at: AT
			},
			{
				id: `${id}-survival`,
				campaignId: CID,
				turnId,
				missionId: id,
				pilotId: unique[1][0],
				purpose: 'survival',
				dice: 'd6',
				values: [below(6) + 1],
				at: AT
			}
		);
		events.push(
			{
				id: `${id}-e1`,
				campaignId: CID,
				seq: ++seq,
				type: 'mission-recorded',
				payload: { outcome },
				at: AT,
				turnNumber: number,
				missionId: id,
				pilotIds: []
			},
			{
				id: `${id}-e2`,
				campaignId: CID,
				seq: ++seq,
				type: 'kill',
				payload: {},
				at: AT,
				turnNumber: number,
				missionId: id,
				pilotIds: [unique[0][0]]
			}
		);
	}
	await db.transaction('rw', db.campaignTables(), async () => {
		await bulkAddChunked(db.campaignTurns, turns);
		await bulkAddChunked(db.missions, missions);
		await bulkAddChunked(db.pilotOutcomes, outcomes);
		await bulkAddChunked(db.diceRolls, rolls);
		await bulkAddChunked(db.campaignEvents, events);
		const pilots = await db.pilots.where('campaignId').equals(CID).toArray();
		await db.pilots.bulkPut(
			pilots.map((p) => ({
				...p,
				kills: kills.get(p.id) ?? 0,
				confirmedKills: kills.get(p.id) ?? 0,
				missionsFlown: flown.get(p.id) ?? 0
			}))
		);
		await db.campaigns.update(CID, { currentTurn: MISSIONS / 2 });
	});
}

async function main(): Promise<void> {
	console.log(
		`Campaign benchmark — ${new Date().toISOString()} — Node ${process.version}, fake-indexeddb`
	);
	const db = new TallyHoDb(`bench-${Date.now()}`);
	useDb(db);
	await time(`build (${PILOTS} pilots, ${MISSIONS} missions, bulkAdd)`, () => build(db));
	console.log(
		`rows: ${await db.pilots.count()} pilots, ${await db.missions.count()} missions, ` +
			`${await db.pilotOutcomes.count()} pilot outcomes, ${await db.diceRolls.count()} dice rolls, ` +
			`${await db.campaignEvents.count()} events`
	);

	const rosterTimes: number[] = [];
	let roster = await rosterQuery(CID, { sort: 'kills', dir: 'desc' });
	for (let i = 0; i < 5; i++) {
		const [rows, ms] = await time(`roster query (all, by kills) run ${i + 1}`, () =>
			rosterQuery(CID, { sort: 'kills', dir: 'desc' })
		);
		roster = rows;
		rosterTimes.push(ms);
	}
	await time('roster query (one side, active, by name)', () =>
		rosterQuery(CID, { sideId: 'r', status: 'active', sort: 'name' })
	);

	// One more turn through the repositories, on the full database.
	await time('startCampaignTurn (2 missions)', () =>
		startCampaignTurn(CID, {
			afterTurn: MISSIONS / 2,
			startedAt: AT,
			missions: [
				{ id: 'new-1', type: 'fighter-sweep', sideAId: 'r', sideBId: 'g' },
				{ id: 'new-2', type: 'bombing-run', sideAId: 'g', sideBId: 'r' }
			]
		})
	);
	await time('recordMissionResult (6 pilots)', () =>
		recordMissionResult('new-1', {
			outcome: 'A',
			playedAt: AT,
			pilotOutcomes: ['pilot-0', 'pilot-2', 'pilot-4', 'pilot-1', 'pilot-3', 'pilot-5'].map(
				(pilotId) => ({
					pilotId,
					kills: 0,
					shotDown: false,
					fled: false,
					fate: 'survived' as const
				})
			),
			events: [{ type: 'mission-recorded', at: AT }]
		})
	);

	const [text, exportMs] = await time('export (read + JSON.stringify)', async () =>
		backupText((await exportCampaign(CID, AT))!)
	);
	await time('export all campaigns (whole-table read)', async () =>
		backupText(await exportAll(AT))
	);
	if (process.env.BENCH_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, text);
	const bytes = Buffer.byteLength(text, 'utf8');
	console.log(
		`database size (approx., export JSON bytes)     ${(bytes / 1024 / 1024).toFixed(2)} MB (${bytes} bytes)`
	);

	await wipeAll();
	// The import's two halves, for the record: reading and checking (no database), then all of it.
	await time('  of which: parse + validate (parseBackup)', async () => parseBackup(text));
	const [imported, importMs] = await time('import (parse + validate + write)', () =>
		importBackup(text)
	);
	if (!imported.ok) throw new Error(imported.reason);
	const after = await rosterQuery(CID, { sort: 'kills', dir: 'desc' });
	const same = JSON.stringify(after) === JSON.stringify(roster);
	console.log(`roster after import identical: ${same}`);

	const median = [...rosterTimes].sort((a, b) => a - b)[2];
	const verdict = (ms: number, target: number) => (ms < target ? 'OK' : 'OVER');
	console.log('');
	console.log(`roster median ${median.toFixed(1)} ms (target < 200): ${verdict(median, 200)}`);
	console.log(`export ${exportMs.toFixed(0)} ms (target < 2000): ${verdict(exportMs, 2000)}`);
	console.log(`import ${importMs.toFixed(0)} ms (target < 4000): ${verdict(importMs, 4000)}`);
	const wall = (name: string, value: number, target: number): Figure => ({
		name,
		value: Math.round(value),
		unit: 'ms wall',
		target: { op: '<=', value: target },
		note: 'fake-indexeddb in Node; 1,000 pilots, 5,000 missions'
	});
	reportFigures([
		wall('campaign: roster query of 1,000 pilots (median of 5)', median, 200),
		wall('campaign: export one campaign', exportMs, 2000),
		wall('campaign: import it (parse, validate, write)', importMs, 4000)
	]);
	db.close();
	await db.delete();
	if (!same) process.exitCode = 1;
}

main().catch((e) => {
	console.error(e);
	process.exitCode = 1;
});
