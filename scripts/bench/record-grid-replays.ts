/**
 * Records a set of "Tally Ho!" games (setup + seed + orders) with the state hash every few orders,
 * the final hash and a hash of every event, into src/lib/rules/grid/testdata/recorded-games.json.
 * `src/lib/rules/grid/replay-hashes.test.ts` replays them and demands the same hashes, so an
 * optimisation of the engine cannot change a single rule outcome, roll or event (issue 19).
 *
 *   npx tsx scripts/bench/record-grid-replays.ts            # writes the file (only on purpose!)
 *   npx tsx scripts/bench/record-grid-replays.ts --check    # replays the file, prints mismatches
 *
 * The games were recorded before the issue 19 optimisation; re-record only when a rule change is
 * meant to change outcomes, and say so in the commit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import { stateHash } from '../../src/lib/rules/common/hash';
import {
	applyOrder,
	missionSetup,
	newGame,
	randomOrder,
	viewFor,
	type GridOrder,
	type GridSetup,
	type GridState,
	type PlaneSetup,
	type Side
} from '../../src/lib/rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from '../../src/lib/bots/grid/index';
import { MISSION_IDS } from '../../src/lib/data/missions';
import { decider } from '../tournament/grid-games';
import type { GridEvent } from '../../src/lib/rules/grid/events';

export interface RecordedGame {
	name: string;
	setup: GridSetup;
	seed: number;
	orders: GridOrder[];
	/** State hash after order i (1-based count of orders applied), every `every` orders. */
	checkpoints: [number, string][];
	finalHash: string;
	/** Hash of every event of the game, the start's included, in order. */
	eventsHash: string;
	/** Bot games: the levels that chose the orders (bot dice seeded from the game's seed). */
	bots?: Record<Side, GridBotLevel>;
}

const FILE = 'src/lib/rules/grid/testdata/recorded-games.json';
const EVERY = 10;

const FIGHTERS = ['camel', 'se5a', 'nieuport-17', 'fokker-dr1', 'fokker-dvii', 'albatros-diii'];
const TWO_SEATERS = ['bristol-f2b', 're8'];

/** The benchmark's open-board games (scripts/bench/grid.ts), with a few aces and a balloon. */
function openSetup(planes: number, dice: Dice, activation: 'deck' | 'command-points'): GridSetup {
	const width = 24;
	const height = 16;
	const aces = ['patience', 'immelmann', 'engine-hang', 'dead-eye'] as const;
	const list: PlaneSetup[] = Array.from({ length: planes }, (_, i) => ({
		id: `P${i}`,
		type:
			i % 5 === 4
				? TWO_SEATERS[dice.below(TWO_SEATERS.length)]
				: FIGHTERS[dice.below(FIGHTERS.length)],
		side: i % 2 === 0 ? 'A' : 'B',
		x: 4 + dice.below(width - 8),
		y: 2 + dice.below(height - 4),
		facing: (dice.below(4) * 2) as PlaneSetup['facing'],
		aceSkills: i % 3 === 0 ? [aces[dice.below(4)], aces[dice.below(4)]].filter(unique) : []
	}));
	return {
		board: { width, height },
		planes: list,
		terrain: {
			smallClouds: [{ x: 11, y: 7, w: 2, h: 2 }],
			largeClouds: [{ x: 3, y: 12, w: 2, h: 2 }],
			balloons: [{ id: 'bal', side: 'B', x: 20, y: 3 }]
		},
		options: { turnLimit: 40, activation }
	};
}

function unique<T>(v: T, i: number, all: readonly T[]): boolean {
	return all.indexOf(v) === i;
}

type Chooser = (state: GridState) => GridOrder | null;

function randomChooser(seed: number, thorough: boolean): Chooser {
	const dice = seededDice(seed);
	return (state) => randomOrder(state, dice, thorough);
}

/** The bots' own dice: seeded from the game's seed, one stream per seat. */
export const botDiceFor = (seed: number): Record<Side, Dice> => ({
	A: seededDice(seed * 31 + 1),
	B: seededDice(seed * 31 + 2)
});

function botChooser(seed: number, levels: Record<Side, GridBotLevel>): Chooser {
	const dice = botDiceFor(seed);
	return (state) => {
		const side = decider(state);
		return side ? chooseGridOrder(viewFor(state, side), levels[side], dice[side]) : null;
	};
}

function record(
	name: string,
	setup: GridSetup,
	seed: number,
	choose: Chooser,
	maxOrders: number
): RecordedGame {
	const start = newGame(setup, seed);
	if (!start.ok) throw new Error(`${name}: ${start.reason}`);
	let state = start.value.state;
	const events: GridEvent[] = [...start.value.events];
	const orders: GridOrder[] = [];
	const checkpoints: [number, string][] = [];
	while (state.phase !== 'over' && orders.length < maxOrders) {
		const order = choose(state);
		if (!order) throw new Error(`${name}: no order in phase ${state.phase}`);
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(`${name}: ${JSON.stringify(order)} refused: ${r.reason}`);
		orders.push(JSON.parse(JSON.stringify(order)) as GridOrder);
		events.push(...r.value.events);
		state = r.value.state;
		if (orders.length % EVERY === 0) checkpoints.push([orders.length, stateHash(state)]);
	}
	return {
		name,
		setup,
		seed,
		orders,
		checkpoints,
		finalHash: stateHash(state),
		eventsHash: stateHash(events)
	};
}

function recordAll(): RecordedGame[] {
	const games: RecordedGame[] = [];
	for (const planes of [2, 6, 12])
		for (const activation of ['deck', 'command-points'] as const) {
			const seed = planes * 100 + (activation === 'deck' ? 1 : 2);
			const setup = openSetup(planes, seededDice(seed), activation);
			games.push(
				record(
					`open ${planes} planes, ${activation}, sampled orders`,
					setup,
					seed,
					randomChooser(seed + 7, false),
					250
				)
			);
		}
	games.push(
		record(
			'open 6 planes, deck, thorough orders (Patience too)',
			openSetup(6, seededDice(61), 'deck'),
			61,
			randomChooser(62, true),
			250
		)
	);
	for (const mission of MISSION_IDS)
		for (const activation of ['deck', 'command-points'] as const) {
			const seed = 1000 + MISSION_IDS.indexOf(mission) * 10 + (activation === 'deck' ? 0 : 1);
			const setup = missionSetup(mission, seededDice(seed), {
				rules: { activation },
				slots: {
					A: [{ aceSkills: ['patience', 'dead-eye'] }, { aceSkills: ['immelmann'] }],
					B: [{ aceSkills: ['engine-hang', 'patience'] }]
				}
			});
			games.push(
				record(`${mission}, ${activation}, random`, setup, seed, randomChooser(seed, true), 200)
			);
		}
	for (const [mission, levels] of [
		['fighter-sweep', { A: 'normal', B: 'easy' }],
		['balloon-busting', { A: 'easy', B: 'normal' }],
		['bomber-escort', { A: 'normal', B: 'normal' }]
	] as const) {
		const seed = 2000 + MISSION_IDS.indexOf(mission);
		const setup = missionSetup(mission, seededDice(seed));
		const game = record(
			`${mission}, deck, ${levels.A} v ${levels.B}`,
			setup,
			seed,
			botChooser(seed, levels),
			400
		);
		games.push({ ...game, bots: levels });
	}
	return games;
}

/** Replays one recorded game; the first difference, or null when every hash matches. */
export function replayDifference(game: RecordedGame): string | null {
	const start = newGame(game.setup, game.seed);
	if (!start.ok) return `setup refused: ${start.reason}`;
	let state = start.value.state;
	const events: GridEvent[] = [...start.value.events];
	const marks = new Map(game.checkpoints);
	for (let i = 0; i < game.orders.length; i++) {
		const r = applyOrder(state, game.orders[i]);
		if (!r.ok) return `order ${i + 1} refused: ${r.reason}`;
		state = r.value.state;
		events.push(...r.value.events);
		const want = marks.get(i + 1);
		if (want !== undefined && stateHash(state) !== want)
			return `state after order ${i + 1} differs`;
	}
	if (stateHash(state) !== game.finalHash) return 'final state differs';
	if (stateHash(events) !== game.eventsHash) return 'events differ';
	return null;
}

if (process.argv[1]?.endsWith('record-grid-replays.ts')) {
	if (process.argv.includes('--check')) {
		const games = JSON.parse(readFileSync(FILE, 'utf8')) as RecordedGame[];
		let bad = 0;
		for (const g of games) {
			const diff = replayDifference(g);
			if (diff) bad++;
			console.log(
				`${diff ? '✗' : '✓'} ${g.name} (${g.orders.length} orders)${diff ? `: ${diff}` : ''}`
			);
		}
		process.exit(bad ? 1 : 0);
	}
	const games = recordAll();
	writeFileSync(FILE, JSON.stringify(games) + '\n');
	for (const g of games)
		console.log(
			`${g.name}: ${g.orders.length} orders, final ${g.finalHash}, events ${g.eventsHash}`
		);
}
