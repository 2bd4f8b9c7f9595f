/**
 * Real saved games of every kind, as the app writes them (issue 26): for the import tests, the
 * backup fuzz and the e2e backup (tests/fixtures/games-backup.json). Each is played a little, so
 * its log has steps to replay. Test support only: no page imports this.
 */
import type { GameRecord } from '$lib/db/records';
import { seededDice } from '$lib/rules/common/dice';
import { applyOrder, randomOrder } from '$lib/rules/grid';
import { chooseHexFire, chooseHexPlot } from '$lib/bots/hex';
import { viewFor } from '$lib/rules/hex';
import { directRunner, playBots } from '$lib/dogfight/bot-client';
import {
	continueAfterResolution,
	createDogfight,
	lockHumanFire,
	lockHumanPlot,
	nextToFire,
	nextToPlot,
	type DogfightGame
} from '$lib/dogfight/game';
import { defaultForm, quickTwoVsTwo, toSetup } from '$lib/dogfight/setup-form';
import { toRecord as dogfightRecord } from '$lib/session/dogfight-games';
import { startSession, toRecord as skirmishRecord } from '$lib/skirmish/controller';
import { freeSkirmishSetup } from '$lib/skirmish/setup';
import { freeTallySetup } from '$lib/table/grid/setup';
import type { MaxSetup } from '$lib/table/hex/types';
import type { TableLog } from '$lib/table/log';

export const FIXTURE_TIME = '2026-11-26T10:00:00.000Z';

/** A free Skirmish, two against two, after `orders` orders of the engine's random player. */
export function skirmishGame(id = 'skirmish-1', orders = 6): GameRecord {
	const setup = freeSkirmishSetup(
		{
			planes: {
				A: [{ type: 'camel', aceSkills: [] }],
				B: [{ type: 'fokker-dr1', aceSkills: [] }]
			},
			terrain: 'light',
			activation: 'deck'
		},
		11
	);
	const started = startSession({
		id,
		createdAt: FIXTURE_TIME,
		setup,
		seed: 12,
		seats: { A: { kind: 'human' }, B: { kind: 'computer', level: 'easy' } },
		title: 'Camel vs Dr.I'
	});
	if (!started.ok) throw new Error(started.reason);
	let session = started.value;
	const chooser = seededDice(13);
	for (let i = 0; i < orders; i++) {
		const order = randomOrder(session.state, chooser);
		if (!order) break;
		const r = applyOrder(session.state, order);
		if (!r.ok) throw new Error(r.reason);
		session = {
			...session,
			log: { ...session.log, orders: [...session.log.orders, order] },
			state: r.value.state
		};
	}
	return skirmishRecord(session, FIXTURE_TIME);
}

/** The human plots (a random legal plot), computers plot; after movement fire is chosen. */
async function playTurn(game: DogfightGame): Promise<DogfightGame> {
	const plane = nextToPlot(game.state)!;
	const plot = chooseHexPlot(
		viewFor(game.state, plane.seat),
		plane.id,
		'random',
		seededDice(game.state.turn)
	);
	const r = lockHumanPlot(game, plane.id, plot);
	if (!r.ok) throw new Error(r.reason);
	game = await playBots(r.value, directRunner());
	while (game.ui.phase === 'firing') {
		const shooter = nextToFire(game.state)!;
		const fire = chooseHexFire(
			viewFor(game.state, shooter.seat),
			shooter.id,
			'random',
			seededDice(1)
		);
		const f = lockHumanFire(game, shooter.id, fire);
		if (!f.ok) throw new Error(f.reason);
		game = await playBots(f.value, directRunner());
	}
	return game;
}

/** A Dogfight (2 vs 2, you and three computers) after `turns` turns, waiting for your plot. */
export async function dogfightPlayed(turns = 1, seed = 7): Promise<DogfightGame> {
	const { setup, seats } = toSetup(quickTwoVsTwo(defaultForm()));
	const made = createDogfight(setup, seats, seed);
	if (!made.ok) throw new Error(made.reason);
	let game = await playBots(made.value, directRunner());
	for (let t = 0; t < turns && !game.state.over; t++)
		game = await playBots(continueAfterResolution(await playTurn(game)), directRunner());
	return game;
}

export async function dogfightGame(id = 'dogfight-1', turns = 1): Promise<GameRecord> {
	return dogfightRecord(await dogfightPlayed(turns), id, FIXTURE_TIME, FIXTURE_TIME);
}

function tableRecord(
	id: string,
	kind: GameRecord['kind'],
	title: string,
	log: unknown
): GameRecord {
	return {
		id,
		kind,
		status: 'playing',
		title,
		createdAt: FIXTURE_TIME,
		updatedAt: FIXTURE_TIME,
		campaignMissionId: null,
		log,
		state: { turn: 1, steps: 0 },
		ui: null,
		finalHash: null
	};
}

/** A "Tally Ho!" table game, two against two, the first plane flown. */
export function tableGridGame(id = 'table-grid-1'): GameRecord {
	const setup = freeTallySetup(
		{
			title: 'At the club',
			mission: null,
			activation: 'command-points',
			planes: [
				{ side: 'A', type: 'camel', pilot: 'Barker', aceSkills: [] },
				{ side: 'B', type: 'fokker-dr1', pilot: 'Wolff', aceSkills: [] }
			]
		},
		5
	);
	if (!setup.ok) throw new Error(setup.reason);
	const log: TableLog<unknown, unknown> = {
		version: 1,
		setup: setup.value,
		seed: 21,
		steps: [
			{ kind: 'bid', side: 'A', points: 2 },
			{ kind: 'bid', side: 'B', points: 1 }
		]
	};
	return tableRecord(id, 'table-grid', 'At the club', log);
}

/** A Blue Max table game, one plane a side, the first maneuver flown. */
export function tableHexGame(id = 'table-hex-1'): GameRecord {
	const setup: MaxSetup = {
		title: 'Blue Max night',
		preset: 'edition2013',
		optional: {
			altitude: false,
			fuel: false,
			observers: false,
			lewisGun: false,
			novicePilots: false
		},
		planes: [
			{
				id: 'E1',
				aircraft: 'bristol-f2b',
				side: 'entente',
				player: 'Ann',
				pilot: 'Barker',
				novice: false,
				altitude: null
			},
			{
				id: 'C1',
				aircraft: 'fokker-dr1',
				side: 'central',
				player: 'Ben',
				pilot: 'Wolff',
				novice: false,
				altitude: null
			}
		],
		hotSeat: false
	};
	const log: TableLog<unknown, unknown> = {
		version: 1,
		setup,
		seed: 31,
		steps: [{ kind: 'maneuver', plane: 'C1', code: '2S1' }]
	};
	return tableRecord(id, 'table-hex', 'Blue Max night', log);
}

/** One saved game of every kind. */
export async function everyKind(): Promise<GameRecord[]> {
	return [skirmishGame(), await dogfightGame(), tableGridGame(), tableHexGame()];
}
