/**
 * Issue 13: thousands of damaged backups, imported into a database that already holds other
 * data (a campaign, a saved game, a setting). After each: no uncaught error; a refused file
 * leaves the database byte for byte as it was, with a reason that quotes at most a short piece
 * of any bad value; an accepted file gives campaigns that open, answer the charts query and
 * record what was left open and start a new turn — and removing them again
 * leaves the other data exactly as it was.
 *
 * Runs FUZZ_RUNS files (CI default below; docs/benchmarks.md records a longer local run). The
 * long run found a mission-table row without its mission passing validation (fixed, and pinned
 * in mission-table.test.ts).
 *
 * Issue 26: the file also holds a saved game of every kind (Skirmish, Dogfight, table grid, table
 * hex). Every game of every mutated file goes through its kind's loader without a throw; every
 * game an import accepted opens through the loader its page uses.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupText, exportCampaign, importBackup } from '$lib/db/backup';
import { deleteCampaign, getCampaign } from '$lib/db/campaigns';
import type { TallyHoDb } from '$lib/db/db';
import { saveGame } from '$lib/db/games';
import { versionOf } from '$lib/db/guard';
import { writeSetting } from '$lib/db/settings';
import { closeTestDb, dumpDb, openTestDb } from '$lib/db/test-helpers';
import { reasonMessage } from '$lib/ui/reasons';
import { createCampaignFromForm, newWizardForm } from './create';
import { openAll, playNextTurn } from './playthrough.fixtures';
import type { GameRecord } from '$lib/db/records';
import { deleteGame, loadGame } from '$lib/db/games';
import { everyKind } from '$lib/saved-games/fixtures';
import { openSavedGame } from '$lib/saved-games/open';
import { loadSession } from '$lib/session/skirmish-games';
import { loadDogfight } from '$lib/session/dogfight-games';
import { loadTableGame } from '$lib/session/table-games';

// Issue 30: 200 files in `npm test` (was 2,000, 16 s of a quiet 2-core machine; 500 until the
// suite's second cut; the fuzz aims half its mutations at the fields that broke imports before,
// so a short run meets them all, and the tally below checks both outcomes are reached);
// `npm run test:explore` (TEST_EXPLORE) runs the 2,000, FUZZ_RUNS any number.
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_EXPLORE ? 2000 : 200));
const T = '2026-11-23T10:00:00.000Z';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

let db: TallyHoDb;
let base: Json;
let paths: Path[];
/** Paths to the fields that broke imports before (issue 13): half the mutations aim there. */
let targets: Path[];
const TARGETS = [
	/^campaigns\.0\.campaign\.(currentTurn|status)$/,
	/^campaigns\.0\.campaign\.houseRules\.(missionTable(\.columns\.\w+(\.\d+)?)?|planesPerPlayer|survivalDie)$/,
	/^campaigns\.0\.sides\.\d+\.(nation|alignment|order)$/,
	/^campaigns\.0\.missions\.\d+\.(type|status|outcome|turnNumber|index|sideAId|sideBId)$/,
	/^campaigns\.0\.campaignEvents\.\d+\.(seq|turnNumber)$/,
	/^campaigns\.0\.campaignTurns\.\d+\.number$/,
	/^campaigns\.0\.pilots\.\d+\.(status|kills|confirmedKills|role|playerId|sideId|joinedTurn)$/,
	/^campaigns\.0\.pilotOutcomes\.\d+\.(turnNumber|missionIndex|sideId)$/,
	// Saved games (issue 26): the setups, seeds and steps their pages read.
	/^games\.\d+\.(kind|log|state|ui)$/,
	/^games\.\d+\.log\.(setup|seed|version|orders|steps|turns|seats|botDice)$/,
	/^games\.\d+\.log\.setup\.(board|planes|grid|preset|optional|rules|map)$/,
	/^games\.\d+\.log\.setup\.(grid\.)?(board\.\w+|planes\.\d+(\.\w+)?)$/,
	/^games\.\d+\.log\.(orders|steps)\.\d+(\.\w+)?$/,
	/^games\.\d+\.(state|ui)\.\w+$/
];
let ids: string[];
let snapshot: string;
const tally = {
	refused: 0,
	accepted: 0,
	turnStarted: 0,
	turnRefused: 0,
	gamesOpened: 0,
	gamesLeftOut: 0
};

async function played(name: string): Promise<string> {
	const form = newWizardForm();
	form.name = name;
	const made = await createCampaignFromForm(form, T);
	if (!made.ok) throw new Error(made.reason);
	const turn = await playNextTurn(made.value.id, 3, T);
	if (!turn.ok) throw new Error(turn.reason);
	return made.value.id;
}

/** Every path in a JSON value (containers included), and every string that is an id. */
function walk(value: Json, path: Path, out: Path[], found: Set<string>): void {
	out.push(path);
	if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], out, found));
	else if (value !== null && typeof value === 'object') {
		for (const [k, v] of Object.entries(value)) {
			if (k === 'id' && typeof v === 'string') found.add(v);
			walk(v, [...path, k], out, found);
		}
	}
}

beforeAll(async () => {
	db = openTestDb();
	await played('Already here');
	await saveGame({
		id: 'g1',
		kind: 'skirmish',
		status: 'playing',
		title: 'A game',
		createdAt: T,
		updatedAt: T,
		campaignMissionId: null,
		log: { orders: [] },
		state: {},
		ui: null,
		finalHash: null
	});
	await writeSetting('clubName', 'Jasta 11');
	const id = await played('Bloody April');
	base = JSON.parse(backupText((await exportCampaign(id, T))!));
	(base as { games: Json }).games = JSON.parse(JSON.stringify(await everyKind()));
	const gone = await deleteCampaign(id, versionOf((await getCampaign(id))!));
	if (!gone.ok) throw new Error(gone.reason);
	paths = [];
	const found = new Set<string>();
	walk(base, [], paths, found);
	ids = [...found];
	targets = paths.filter((p) => TARGETS.some((re) => re.test(p.join('.'))));
	snapshot = await dumpDb(db);
}, 60_000);
afterAll(async () => {
	console.log(`backup fuzz: ${RUNS} files — ${JSON.stringify(tally)}`);
	await closeTestDb(db);
});

/** Values that broke imports before (issue 13) and their neighbours. */
const nasty = (): fc.Arbitrary<Json> =>
	fc.oneof(
		fc.constantFrom<Json>(
			-1,
			0,
			1,
			2,
			7,
			1.5,
			2 ** 53,
			2 ** 53 + 2,
			1e15,
			3e7,
			1e308,
			-1e308,
			10_001,
			'',
			'constructor',
			'toString',
			'__proto__',
			'hasOwnProperty',
			'valueOf',
			'prototype',
			null,
			true,
			false,
			[],
			{},
			{ kind: 'choice' },
			{ kind: 'mission', mission: 'constructor' },
			{ kind: 'choice', options: ['photo-recon'] },
			'x'.repeat(5_000),
			'allied',
			'central',
			'killed',
			'recorded',
			'planned',
			'bomber'
		),
		fc.constantFrom(...(ids.length ? ids : ['x'])),
		fc.integer({ min: -5, max: 20 }),
		fc.string({ maxLength: 12 })
	);

type Mutation =
	| { kind: 'set'; at: number; aimed: boolean; value: Json }
	| { kind: 'delete'; at: number; aimed: boolean }
	| { kind: 'copy'; at: number; aimed: boolean };

/** For aimed mutations: the values at the edges of what those fields accept. */
const edge = (): fc.Arbitrary<Json> =>
	fc.constantFrom<Json>(
		0,
		-1,
		1,
		2,
		10_000,
		10_001,
		2 ** 53,
		1e15,
		1e308,
		'constructor',
		'toString',
		null,
		'',
		'killed',
		'allied',
		'central',
		'planned',
		'recorded',
		{ kind: 'choice' },
		'bombing-run'
	);

const mutation = (): fc.Arbitrary<Mutation> => {
	const at = fc.nat();
	const aimed = fc.boolean();
	const set = (aim: boolean, value: fc.Arbitrary<Json>) =>
		fc.record({ kind: fc.constant('set' as const), at, aimed: fc.constant(aim), value });
	return fc.oneof(
		{ weight: 3, arbitrary: set(false, nasty()) },
		{ weight: 3, arbitrary: set(true, edge()) },
		{ weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at, aimed }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('copy' as const), at, aimed }) }
	);
};

function apply(file: Json, m: Mutation): void {
	const among = m.aimed && targets.length > 0 ? targets : paths;
	const path = among[m.at % among.length];
	if (path.length === 0) return;
	let parent = file as Record<string | number, Json>;
	for (const key of path.slice(0, -1)) {
		const next = parent?.[key];
		if (next === null || typeof next !== 'object') return;
		parent = next as Record<string | number, Json>;
	}
	const key = path[path.length - 1];
	if (parent === null || typeof parent !== 'object' || !Object.hasOwn(parent, key)) return;
	if (m.kind === 'set') parent[key] = structuredClone(m.value);
	else if (m.kind === 'delete') {
		if (Array.isArray(parent)) parent.splice(Number(key), 1);
		else delete parent[key];
	} else if (Array.isArray(parent)) parent.push(structuredClone(parent[Number(key)]));
}

/** The campaign ids a text names, if it parses. */
function campaignIds(text: string): string[] {
	try {
		const f = JSON.parse(text);
		return (f.campaigns as { campaign: { id: string } }[]).map((c) => c.campaign.id);
	} catch {
		return [];
	}
}

/** The saved games a text holds, if it parses (each as the file has it: any shape). */
function gamesOf(text: string): unknown[] {
	try {
		const games = JSON.parse(text).games;
		return Array.isArray(games) ? games : [];
	} catch {
		return [];
	}
}

/** A stored game through the loader its page uses (src/routes, src/lib/ui). */
async function openAsPage(game: GameRecord): Promise<{ ok: boolean }> {
	switch (game.kind) {
		case 'skirmish':
			return loadSession(game.id);
		case 'dogfight':
			return loadDogfight(game.id);
		case 'table-grid':
		case 'table-hex':
			return loadTableGame(game.kind, game.id);
	}
}

/**
 * Every game of the file through its loader: no throw, whatever its shape (a record the backup's
 * schema lets through is what a page may be handed). Then every game the import stored opens
 * through the loader of its page; it is removed again so the next file meets the same database.
 */
async function openGames(text: string, imported: boolean, before: Set<string>): Promise<void> {
	for (const raw of gamesOf(text)) {
		if (raw === null || typeof raw !== 'object') continue;
		expect(() => openSavedGame(raw as GameRecord)).not.toThrow();
	}
	if (!imported) return;
	for (const raw of gamesOf(text)) {
		const id = (raw as { id?: unknown } | null)?.id;
		if (typeof id !== 'string' || before.has(id)) continue;
		const stored = await loadGame(id);
		if (!stored) {
			tally.gamesLeftOut++;
			continue;
		}
		const opened = await openAsPage(stored);
		expect(opened, `${stored.kind} ${id}`).toMatchObject({ ok: true });
		tally.gamesOpened++;
	}
}

/** Removes the games an import added (ids not on the device before). */
async function removeGames(text: string, before: Set<string>): Promise<void> {
	for (const raw of gamesOf(text)) {
		const id = (raw as { id?: unknown } | null)?.id;
		if (typeof id === 'string' && !before.has(id)) await deleteGame(id);
	}
}

describe('damaged backups', () => {
	// FUZZ_CASE='[{"kind":"delete","at":118645974,"aimed":false}]' replays a counterexample.
	it.runIf(process.env.FUZZ_CASE)('replays the mutations given in FUZZ_CASE', async () => {
		const file = structuredClone(base);
		for (const m of JSON.parse(process.env.FUZZ_CASE!) as Mutation[]) {
			console.log((m.aimed ? targets : paths)[m.at % (m.aimed ? targets : paths).length].join('.'));
			apply(file, m);
		}
		const text = JSON.stringify(file);
		const imported = await importBackup(text);
		console.log(imported.ok ? 'imported' : imported.reason);
		for (const id of campaignIds(text)) {
			console.log(await playNextTurn(id, 5, T, { recordFirst: false, careers: 2 }));
		}
	});

	it(`${RUNS} mutated backups: refused cleanly or imported into working campaigns`, async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(mutation(), { minLength: 1, maxLength: 3 }), async (mutations) => {
				const file = structuredClone(base);
				for (const m of mutations) apply(file, m);
				const text = JSON.stringify(file);
				const before = new Set((await db.games.toArray()).map((g) => g.id));
				const imported = await importBackup(text);
				await openGames(text, imported.ok, before);
				if (!imported.ok) {
					tally.refused++;
					expect(await dumpDb(db)).toBe(snapshot);
					expect(reasonMessage(imported.code)).toBeDefined();
					expect(imported.reason.length).toBeLessThan(600);
					return;
				}
				tally.accepted++;
				try {
					for (const id of campaignIds(text)) {
						await openAll(id, 2);
						const turn = await playNextTurn(id, 5, T, { recordFirst: false, careers: 2 });
						if (!turn.ok) tally.turnRefused++;
						expect(turn).toMatchObject({ ok: true });
						tally.turnStarted++;
					}
				} finally {
					// Whatever happened, the next file starts from the same database.
					for (const id of campaignIds(text)) {
						const stored = await getCampaign(id);
						if (stored) await deleteCampaign(id, versionOf(stored));
					}
					await removeGames(text, before);
				}
				expect(await dumpDb(db)).toBe(snapshot);
			}),
			{ numRuns: RUNS }
		);
		// A short run still meets both outcomes and opens saved games (issue 30's smaller size).
		expect(tally.refused).toBeGreaterThan(0);
		expect(tally.accepted).toBeGreaterThan(0);
		expect(tally.turnStarted).toBeGreaterThan(0);
		expect(tally.gamesOpened).toBeGreaterThan(0);
	}, 600_000);
});
