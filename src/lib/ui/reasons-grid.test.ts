import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withLocale } from '$lib/i18n/runtime';
import { closeTestDb, openTestDb } from '$lib/db/test-helpers';
import type { GameRecord } from '$lib/db';
import type { MissionRecord } from '$lib/db/records';
import type { CampaignModel } from '$lib/campaign/model';
import { scriptedDice, seededDice } from '$lib/rules/common/dice';
import { reasonOf, type Reason, type Refusal } from '$lib/rules/common/result';
import {
	GRID_AIRCRAFT,
	MANOEUVRES,
	applyOrder,
	checkSetup,
	legalOrders,
	newGame,
	planShot,
	randomOrder,
	replay,
	validateOrder,
	type GridEvent,
	type GridOrder,
	type GridSetup,
	type GridState,
	type ManoeuvreId,
	type PlaneSetup,
	type ShotOrder,
	type MoveKind,
	whyNotEnd,
	whyNotStep
} from '$lib/rules/grid';
import { campaignScenario } from '$lib/skirmish/campaign-setup';
import { fromRecord, replaySteps } from '$lib/skirmish/controller';
import { loadSession } from '$lib/session/skirmish-games';
import type { SkirmishLog } from '$lib/skirmish/types';
import { reasonText } from './reasons';

/**
 * The grid engine's and the Skirmish screens' refusals (`grid.…`, `skirmish.…`) in both
 * languages: the engine is driven through every refusal path it can reach (random legal play in
 * deck and command-point games plus deliberately illegal orders, broken setups, scripted dice,
 * replays of bad logs, the Skirmish stores), and every reason reached must have an English and a
 * German message whose placeholders its params fill, worded in German without English left over.
 */

type Texts = Record<string, string>;
const readMessages = (locale: string): Texts =>
	JSON.parse(readFileSync(`messages/reasons-grid/${locale}.json`, 'utf8')) as Texts;
const EN = readMessages('en');
const DE = readMessages('de');

const placeholders = (text: string): string[] =>
	[...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);

/** English-only words that must not survive in a German text (ids and codes aside). */
const ENGLISH = /\b(the|is|are|not|cannot|must|needs?|has|have|only|plane|turn|already|there|no)\b/;

/** Params that quote free text (none at present; a quoted value a user typed would be one). */
const FREE_TEXT = new Set<string>([]);

/** Every reason reached, by code, params and English text (the same code with other values counts). */
type Reached = Map<string, Reason>;

function add(out: Reached, r: Reason | Refusal): void {
	const reason = 'ok' in r ? reasonOf(r) : r;
	out.set(`${reason.code} ${JSON.stringify(reason.params)}`, reason);
	// A wrapped reason is reached too.
	for (const value of Object.values(reason.params)) if (typeof value === 'object') add(out, value);
}

const check = (out: Reached, state: GridState, order: GridOrder): void => {
	const r = validateOrder(state, order);
	if (!r.ok) add(out, r);
};

// ---------------------------------------------------------------------------------------------
// Collectors

const KINDS: MoveKind[] = [
	{ manoeuvre: null, slow: false },
	{ manoeuvre: null, slow: true },
	...(Object.keys(MANOEUVRES) as ManoeuvreId[]).map((manoeuvre) => ({ manoeuvre, slow: false }))
];

/** Why the squares around the acting plane are not legal ends or next squares of one kind of move. */
function collectWhyNot(out: Reached, state: GridState, step: number): void {
	const choices = legalOrders(state);
	if (choices.phase !== 'activation') return;
	const plane = state.planes.find((p) => p.id === choices.plane)!;
	const kind = KINDS[step % KINDS.length];
	const moves = choices.moves.filter(
		(mv) => (mv.order.manoeuvre ?? null) === kind.manoeuvre && !!mv.order.slow === kind.slow
	);
	// A plane set up facing diagonally: a move without turns cannot end facing straight (G-MOVE-1).
	if (step === 0) {
		const diagonal = {
			...state,
			planes: state.planes.map((p) => (p.id === plane.id ? { ...p, facing: 1 as const } : p))
		};
		for (const k of KINDS)
			for (let d = 1; d <= 8; d++)
				add(out, whyNotEnd(diagonal, plane.id, k, { x: plane.x + d, y: plane.y - d }));
	}
	const isEnd = (x: number, y: number) => moves.some((mv) => mv.to.x === x && mv.to.y === y);
	for (let x = plane.x - 7; x <= plane.x + 7; x++)
		for (let y = plane.y - 7; y <= plane.y + 7; y++) {
			if (x < 0 || y < 0 || x >= state.board.width || y >= state.board.height) continue;
			if (!isEnd(x, y)) add(out, whyNotEnd(state, plane.id, kind, { x, y }));
			// Flying square by square: after the first square of a legal move, and after all of it.
			const path = moves[0]?.order.path ?? '';
			for (const prefix of [path.slice(0, path.indexOf('F') + 1), path.replace(/[LR]+$/, '')])
				add(out, whyNotStep(state, plane.id, kind, prefix, { x, y }));
		}
}

function collectGrid(out: Reached, seed: number): void {
	const dice = seededDice(seed);
	const width = 10 + dice.below(5);
	const height = 7 + dice.below(3);
	const count = 2 + dice.below(4);
	const planes: PlaneSetup[] = Array.from({ length: count }, (_, i) => ({
		id: `P${i}`,
		type: dice.pick(GRID_AIRCRAFT.map((a) => a.id)),
		side: i % 2 === 0 ? 'A' : 'B',
		x: 1 + dice.below(width - 2),
		y: 1 + dice.below(height - 2),
		facing: dice.pick([0, 2, 4, 6]) as PlaneSetup['facing'],
		aceSkills: dice.below(2) ? ['patience', 'immelmann'] : ['engine-hang', 'dead-eye'],
		...(dice.below(4) === 0 ? { critical: true } : {}),
		...(dice.below(3) === 0 ? { deadCrew: ['obs', 'left', 'aft-left'] } : {})
	}));
	// A static bomber (G-TER-4) in half the games.
	if (seed % 4 < 2)
		planes.push({ id: 'G1', type: 'gotha-giv', side: 'B', x: width - 3, y: height - 2, facing: 6 });
	const setup: GridSetup = {
		board: { width, height },
		options: { activation: seed % 2 ? 'deck' : 'command-points', turnLimit: 15 },
		planes,
		terrain: {
			largeClouds: [{ x: 2, y: 2, w: 2, h: 2 }],
			smallClouds: [{ x: 5, y: 0, w: 1, h: height }],
			balloons: [
				{ id: 'bal', side: 'B', x: width - 2, y: 1 },
				{ id: 'wreck', side: 'B', x: width - 2, y: height - 1, hp: 0 }
			]
		}
	};
	const start = newGame(setup, seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	for (let step = 0; step < 80; step++) {
		collectChoices(out, state);
		for (const order of illegalOrders(state)) check(out, state, order);
		// An activation with nobody to act (a state no order reaches; a hand-made scenario may).
		if (state.activation && state.phase === 'activation')
			check(
				out,
				{ ...state, activation: { ...state.activation, current: null } },
				{ kind: 'move', plane: 'P0', path: 'F' }
			);
		// A static bomber never acts (G-TER-4): only a hand-made state asks it to.
		if (state.activation && state.phase === 'activation')
			check(
				out,
				{ ...state, activation: { ...state.activation, current: 'G1' } },
				{ kind: 'move', plane: 'G1', path: 'F' }
			);
		if (state.command && state.phase === 'command')
			check(
				out,
				{ ...state, command: { ...state.command, holder: 'B', marked: ['G1'] } },
				{ kind: 'flight', plane: 'G1', steps: ['F', 'F', 'F'] }
			);
		// A plane of the holder whose marker is spent this round (issue 28: says it has acted).
		const spent = state.command?.holder
			? state.planes.find(
					(p) =>
						p.side === state.command!.holder &&
						p.status === 'active' &&
						!state.command!.marked.includes(p.id)
				)
			: undefined;
		if (spent && state.phase === 'command')
			check(out, state, { kind: 'flight', plane: spent.id, steps: ['F', 'F', 'F'] });
		// A Flight into the static bomber's square (◇ blocked: it cannot swap places).
		const bomber = state.planes.find((p) => p.id === 'G1' && p.status === 'active');
		const flier = state.command?.marked.find((id) => id !== 'G1');
		if (bomber && flier && state.phase === 'command')
			check(
				out,
				{
					...state,
					command: { ...state.command!, holder: 'B', marked: [flier] },
					planes: state.planes.map((p) =>
						p.id === flier
							? { ...p, side: 'B' as const, x: bomber.x - 1, y: bomber.y, facing: 2 as const }
							: p
					)
				},
				{ kind: 'flight', plane: flier, steps: ['F', 'F', 'F'] }
			);
		// A plane that jinked or re-entered sits out the next fire step.
		const sitting = {
			...state,
			planes: state.planes.map((p) => ({ ...p, noFireTurn: state.turn }))
		};
		for (const p of state.planes) {
			const shot = planShot(sitting, { plane: p.id, gun: 'mg', target: 'bal' });
			if (!shot.ok) add(out, shot);
		}
		if (step % 3 === 0) collectWhyNot(out, state, step);
		const order = randomOrder(state, dice);
		if (!order) break;
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		collectEvents(out, r.value.events);
		state = r.value.state;
	}
	// Play on to the end: every order is refused once the game is over.
	for (let step = 0; step < 5000 && state.phase !== 'over'; step++) {
		const r = applyOrder(state, randomOrder(state, dice)!);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
	check(out, state, { kind: 'bid', side: 'A', points: 0 });
}

function collectChoices(out: Reached, state: GridState): void {
	const choices = legalOrders(state);
	if (choices.phase === 'activation') {
		for (const r of choices.refusedManoeuvres) add(out, r.reason);
		if (!choices.patience.ok) add(out, choices.patience.reason);
	}
	if (choices.phase === 'fire')
		for (const s of choices.sides) for (const r of s.refused) add(out, r.reason);
	if (choices.phase === 'command')
		for (const p of choices.planes) {
			for (const r of p.refusedFlights) add(out, r.reason);
			for (const r of p.refusedShots) add(out, r.reason);
			if (p.combatRefused) add(out, p.combatRefused);
		}
}

/** The reasons a skipped fire step gives ("why nobody fired"). */
function collectEvents(out: Reached, events: readonly GridEvent[]): void {
	for (const e of events) if (e.type === 'no-shots') for (const r of e.reasons) add(out, r.reason);
}

function illegalOrders(state: GridState): GridOrder[] {
	const ids = state.planes.map((p) => p.id);
	const sideOf = (id: string) => state.planes.find((p) => p.id === id)!.side;
	const enemyOf = (id: string) => state.planes.find((p) => p.side !== sideOf(id))?.id ?? 'ZZ';
	const orders: GridOrder[] = [
		null as unknown as GridOrder,
		{ kind: 'dance' } as unknown as GridOrder,
		{ kind: 'bid', side: 'A', points: 99 },
		{ kind: 'bid', side: 'A', points: 1 },
		{ kind: 'bid', side: 'B', points: 0 },
		{ kind: 'bid', side: 'C' as 'A', points: 0 },
		{ kind: 'fire', side: 'A', shots: [] },
		{ kind: 'fire', side: 'B', shots: [] },
		{ kind: 'fire', side: 'C' as 'A', shots: [] },
		{ kind: 'fire', side: 'A', shots: 'all' as unknown as ShotOrder[] },
		{ kind: 'fire', side: 'A', shots: [{ plane: 'P1', gun: 'mg', target: 'P0' }] },
		{ kind: 'fire', side: 'A', shots: [{ plane: 'ZZ', gun: 'mg', target: 'P1' }] },
		{ kind: 'move', plane: 'ZZ', path: 'F' },
		{ kind: 'combat', plane: 'ZZ', shots: [] }
	];
	for (const id of ids) {
		orders.push({ kind: 'patience', plane: id });
		for (const path of [
			'X',
			'LL',
			'LF',
			'FLLF',
			'LFRF',
			'F'.repeat(9),
			'FFFR',
			'RFF',
			'',
			'F',
			'FF',
			'FFF'
		])
			orders.push({ kind: 'move', plane: id, path });
		orders.push({ kind: 'move', plane: id, path: 7 as unknown as string });
		orders.push({ kind: 'move', plane: id, path: 'FF', slow: true });
		orders.push({ kind: 'move', plane: id, path: 'FF', manoeuvre: 'loop' as ManoeuvreId });
		for (const manoeuvre of Object.keys(MANOEUVRES) as ManoeuvreId[]) {
			orders.push({ kind: 'move', plane: id, path: 'FLF', manoeuvre });
			orders.push({ kind: 'move', plane: id, path: 'FF', manoeuvre, slow: true });
		}
		for (const steps of [
			['F', 'X'],
			[],
			['F', 'F', 'X'],
			['F', 'F', 'F'],
			['F', 'FL', 'F', 'FR'],
			['F', 'F']
		])
			orders.push({ kind: 'flight', plane: id, steps });
		orders.push({ kind: 'combat', plane: id, shots: [{ plane: 'ZZ', gun: 'mg', target: id }] });
		orders.push({ kind: 'combat', plane: id, shots: 'all' as unknown as ShotOrder[] });
		orders.push({ kind: 'combat', plane: id, shots: [{ plane: id, gun: 'mg', target: 'bal' }] });
		orders.push({
			kind: 'fire',
			side: sideOf(id),
			shots: [
				{ plane: id, gun: 'mg', target: enemyOf(id) },
				{ plane: id, gun: 'mg', target: enemyOf(id) }
			]
		});
		for (const t of [...ids, 'bal', 'wreck', 'nobody'])
			for (const gun of ['mg', 'obs', 'wing', 'nope', 'front', 'aft-left'])
				orders.push({ kind: 'fire', side: sideOf(id), shots: [{ plane: id, gun, target: t }] });
	}
	return orders;
}

const GOOD: GridSetup = {
	board: { width: 12, height: 8 },
	planes: [
		{ id: 'A1', type: 'camel', side: 'A', x: 2, y: 4, facing: 2 },
		{ id: 'B1', type: 'fokker-dvii', side: 'B', x: 9, y: 4, facing: 6 }
	]
};

/** Broken setups (scenario files), scripted dice that run out, replays of bad logs. */
function collectSetupsAndReplays(out: Reached): void {
	const planes = GOOD.planes;
	const broken: GridSetup[] = [
		{ ...GOOD, board: { width: 1, height: 8 } },
		{ ...GOOD, planes: [planes[0], { ...planes[1], id: 'A1' }] },
		{ ...GOOD, planes: [{ ...planes[0], type: 'spad' }] },
		{ ...GOOD, planes: [{ ...planes[0], side: 'C' as 'A' }] },
		{ ...GOOD, planes: [{ ...planes[0], facing: 9 as 0 }] },
		{ ...GOOD, planes: [{ ...planes[0], x: 20 }] },
		{ ...GOOD, terrain: { balloons: [{ id: 'B1', side: 'B', x: 5, y: 5 }] } },
		{ ...GOOD, firstDeck: ['ZZ'] },
		// Issue 17: impossible states and stated bounds.
		{ ...GOOD, board: { width: 1e308, height: 1e308 } },
		{ ...GOOD, planes: Array.from({ length: 41 }, (_, i) => ({ ...planes[0], id: `P${i}` })) },
		{ ...GOOD, terrain: { largeClouds: [{ x: 10, y: 0, w: 5, h: 2 }] } },
		{ ...GOOD, options: { passingShotDice: -2 } },
		{ ...GOOD, options: { activation: 'dice' as 'deck' } },
		{ ...GOOD, planes: [{ ...planes[0], hp: 0 }, planes[1]] },
		{ ...GOOD, planes: [{ ...planes[0], status: 'off-table' }, planes[1]] },
		{ ...GOOD, objectives: { escortedBomber: 'Z9' } },
		{ ...GOOD, objectives: { escortedBomber: 'A1' } },
		{ ...GOOD, firstDeck: ['A1', 'B1', 'A1'] }
	];
	for (const setup of broken) {
		const r = checkSetup(setup);
		if (!r.ok) add(out, r);
	}
	for (const values of [[], [99]]) {
		const scripted = newGame(GOOD, scriptedDice(values).snapshot());
		if (!scripted.ok) add(out, scripted);
	}
	const bad = replay(GOOD, 1, [{ kind: 'bid', side: 'A', points: 99 }]);
	if (!bad.ok) add(out, bad);
	// Nobody can shoot: A1 is lost in a cloud, so B1 has no enemy on the table.
	const lost = newGame(
		{
			...GOOD,
			planes: [{ ...planes[0], status: 'lost', lostIn: { x: 2, y: 4, w: 1, h: 1 } }, planes[1]]
		},
		1
	);
	if (lost.ok) collectEvents(out, lost.value.events);
}

/** The Skirmish screens' own refusals: saved games, replays, campaign missions. */
async function collectSkirmish(out: Reached): Promise<void> {
	const log: SkirmishLog = {
		version: 1,
		setup: GOOD,
		seed: 1,
		seats: { A: { kind: 'human' }, B: { kind: 'human' } },
		orders: [{ kind: 'move', plane: 'ZZ', path: 'F' }],
		botDice: { A: seededDice(1).snapshot(), B: seededDice(2).snapshot() },
		title: 'test'
	};
	const steps = replaySteps(log);
	if (!steps.ok) add(out, steps);
	const record = { id: 'g1', kind: 'dogfight', log: null } as unknown as GameRecord;
	const notLog = fromRecord(record);
	if (!notLog.ok) add(out, notLog);
	const db = openTestDb();
	try {
		const missing = await loadSession('no-such-game');
		if (!missing.ok) add(out, missing);
	} finally {
		await closeTestDb(db);
	}
	// campaignScenario reads only what it needs: a model with nobody alive is enough here.
	const model = {
		ruleSideOf: () => 'allied',
		modelIdOf: (id: string) => id,
		bundle: { pilots: [], campaign: { name: 'test' } }
	} as unknown as CampaignModel;
	const mission = {
		id: 'm1',
		campaignId: 'c1',
		type: 'fighter-sweep',
		status: 'planned',
		sideAId: 'a',
		sideBId: 'b',
		forces: { A: [], B: [] },
		mapSetup: null
	} as unknown as MissionRecord;
	for (const m of [
		{ ...mission, status: 'recorded' },
		{ ...mission, type: 'zeppelin-hunt' },
		mission
	] as MissionRecord[]) {
		const r = campaignScenario(model, m);
		if (!r.ok) add(out, r);
	}
}

async function collectAll(): Promise<Reached> {
	const out: Reached = new Map();
	for (let seed = 1; seed <= 12; seed++) collectGrid(out, seed);
	collectSetupsAndReplays(out);
	await collectSkirmish(out);
	return out;
}

// ---------------------------------------------------------------------------------------------

/** Every grid and skirmish code written in the sources (tests aside). */
function sourceCodes(): Set<string> {
	const codes = new Set<string>();
	const walk = (dir: string) => {
		for (const name of readdirSync(dir)) {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) walk(path);
			else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
				const text = readFileSync(path, 'utf8');
				for (const m of text.matchAll(/['"`]((?:grid|skirmish)\.[a-z0-9_.]+)['"`]/g))
					codes.add(m[1]);
			}
		}
	};
	for (const dir of ['src/lib/rules/grid', 'src/lib/skirmish', 'src/lib/session']) walk(dir);
	return codes;
}

describe('grid reasons in English and German', () => {
	it('every reason the engine and the Skirmish screens give is worded in both languages', async () => {
		const reached = await collectAll();
		const codes = new Set([...reached.values()].map((r) => r.code));
		const problems: string[] = [];
		for (const r of reached.values()) {
			const where = `${r.code} ${JSON.stringify(r.params)}`;
			if (!(r.code in EN)) problems.push(`${where}: no English message`);
			if (!(r.code in DE)) problems.push(`${where}: no German message`);
			for (const text of [EN[r.code], DE[r.code]].filter(Boolean))
				for (const name of placeholders(text))
					if (!(name in r.params)) problems.push(`${where}: the message uses {${name}}`);
			const en = withLocale('en', () => reasonText(r));
			const de = withLocale('de', () => reasonText(r));
			if (/\{\w+\}/.test(en)) problems.push(`${where}: English keeps a placeholder: ${en}`);
			if (/\{\w+\}/.test(de)) problems.push(`${where}: German keeps a placeholder: ${de}`);
			// Free English text quoted in a param (scripted dice) is left out of the word check.
			const plain = {
				...r,
				params: Object.fromEntries(
					Object.entries(r.params).map(([k, v]) => [k, FREE_TEXT.has(k) ? 'X' : v])
				)
			};
			const words = withLocale('de', () => reasonText(plain)).replace(/\b[A-Z]?\w*\d\w*\b/g, '');
			if (ENGLISH.test(words)) problems.push(`${where}: German has English words: ${de}`);
			if (process.env.DUMP_REASONS) console.log(`${r.text}\n  en: ${en}\n  de: ${de}`);
		}
		const defined = Object.keys(EN).filter((k) => k !== '$schema');
		const unreached = defined.filter((c) => !codes.has(c));
		console.log(
			`grid reasons: ${codes.size} distinct codes reached (${reached.size} distinct reasons) of ${defined.length} defined; not reached: ${unreached.join(', ') || 'none'}`
		);
		expect(problems).toEqual([]);
		// Every code is reachable: a new one needs a path here too.
		expect(unreached).toEqual([]);
	}, 120_000);

	it('every grid and skirmish code in the sources has a message, and every message a code', () => {
		const codes = sourceCodes();
		const defined = Object.keys(EN).filter((k) => k !== '$schema');
		expect([...codes].filter((c) => !(c in EN) || !(c in DE))).toEqual([]);
		expect(defined.filter((c) => !codes.has(c))).toEqual([]);
	});

	it('words real reasons in German and English (golden examples)', () => {
		const de = (r: Reason | Refusal, names = {}) => withLocale('de', () => reasonText(r, names));
		const en = (r: Reason | Refusal, names = {}) => withLocale('en', () => reasonText(r, names));
		const r = (code: string, params: Reason['params']): Reason => ({ code, params, text: '' });

		expect(de(r('grid.out_of_range', { target: 'B2', range: 4, max: 3 }))).toBe(
			'B2 ist außer Reichweite (4 > 3)'
		);
		expect(
			de(
				r('grid.manoeuvre_speed', { manoeuvre: 'immelmann', speeds: 'fast/medium', speed: 'slow' })
			)
		).toBe('Immelmann braucht Geschwindigkeit schnell/mittel, nicht langsam');
		expect(
			en(
				r('grid.manoeuvre_speed', { manoeuvre: 'immelmann', speeds: 'fast/medium', speed: 'slow' })
			)
		).toBe('Immelmann needs speed fast/medium, not slow');
		expect(de(r('grid.bid_range', { max: 3 }))).toBe(
			'Ein Gebot ist eine ganze Zahl von Befehlspunkten von 0 bis 3'
		);
		expect(de(r('grid.outside_arc', { target: 'P1', plane: 'P2', gun: 'aft-left' }))).toBe(
			'P1 liegt außerhalb des Schussfelds (P2, linkes MG der hinteren Gondel)'
		);
		// Squares are counted from 1 on the screens.
		expect(de(r('grid.sight_blocked', { x: 4, y: 4 }))).toBe(
			'Die Sichtlinie ist auf Feld 5,5 blockiert'
		);
		expect(en(r('grid.already_bid', { side: 'A' }))).toBe('Side A has already bid');

		// A refused tap on the board says which rule and value (issue 28): squares from 1, counts
		// in their number, classes and manoeuvres in the player's words.
		const far = r('grid.end_too_far', { x: 13, y: 8, distance: 7, squares: 4, speed: 'medium' });
		expect(en(far)).toBe(
			'Square 14,9 is 7 squares away, but this move flies exactly 4 squares (speed medium, G-MOVE-2)'
		);
		expect(de(far)).toBe(
			'Feld 14,9 ist 7 Felder entfernt, aber dieser Zug fliegt genau 4 Felder (Geschwindigkeit mittel, G-MOVE-2)'
		);
		expect(en(r('grid.end_too_far', { x: 0, y: 0, distance: 1, squares: 0, speed: 'slow' }))).toBe(
			'Square 1,1 is 1 square away, but this move flies exactly 0 squares (speed slow, G-MOVE-2)'
		);
		expect(de(r('grid.step_dead_end', { x: 0, y: 0, left: 1 }))).toBe(
			'Von Feld 1,1 aus lässt sich mit 1 verbleibenden Feld kein legaler Zug beenden: Er bräuchte engere Kurven oder endete diagonal'
		);
		expect(en(r('grid.end_needs_turn', { x: 3, y: 2, manoeuvre: 'split-s' }))).toBe(
			'Split-S flies straight on without turning, so it cannot end on square 4,3'
		);
		expect(de(r('grid.balloon_in_way', { x: 3, y: 3 }))).toBe(
			'Durch den Sperrballon auf Feld 4,4 kann man nicht fliegen'
		);

		// A wrapped reason from the engine: both parts are worded, plane names from the screen.
		const ordered = { ...GOOD, firstDeck: ['A1', 'B1'] };
		const bad = replay(ordered, 1, [
			{ kind: 'move', plane: 'A1', path: 'FFFF' },
			{ kind: 'bid', side: 'A', points: 1 }
		]);
		expect(bad).toMatchObject({ ok: false, code: 'grid.in_order', params: { n: 2 } });
		if (bad.ok) return;
		expect(bad.reason).toBe('order 2: bids are made at the start of a round');
		expect(de(bad)).toBe('Befehl 2: Gebote werden zu Beginn einer Runde abgegeben');
		expect(en(bad)).toBe('Order 2: Bids are made at the start of a round');
		const names = { plane: (id: string) => (id === 'A1' ? 'A1 Sopwith Camel' : id) };
		const patience = replay(ordered, 1, [{ kind: 'patience', plane: 'A1' }]);
		expect(patience.ok).toBe(false);
		if (patience.ok) return;
		expect(de(patience, names)).toBe(
			'Befehl 1: Dem Piloten von A1 Sopwith Camel fehlt die Ass-Fähigkeit Geduld'
		);
		expect(en(patience, names)).toBe(
			'Order 1: The pilot of A1 Sopwith Camel lacks the ace skill Patience'
		);
	});
});
