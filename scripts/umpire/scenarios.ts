/**
 * Scenario files for the umpire's tests (issue 17): the examples, games played to their end by
 * the engine's random player (the orders a real table would write), one answer over a megabyte,
 * and files whose ids are hostile to plain objects. Pure builders: nothing here reads the clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { seededDice } from '../../src/lib/rules/common/dice';
import {
	applyOrder,
	missionSetup,
	newGame,
	randomOrder,
	type GridOrder,
	type GridSetup
} from '../../src/lib/rules/grid/index';
import type { MissionId } from '../../src/lib/data/missions';
import { GRID_LIMITS } from './limits';

export type Scenario = Record<string, unknown>;

/** Every example file under examples/grid and examples/hex, by name. */
export function exampleFiles(root = 'examples'): Map<string, Scenario> {
	const out = new Map<string, Scenario>();
	for (const game of ['grid', 'hex'])
		for (const name of readdirSync(`${root}/${game}`).sort())
			if (name.endsWith('.json'))
				out.set(
					`${game}/${name}`,
					JSON.parse(readFileSync(`${root}/${game}/${name}`, 'utf8')) as Scenario
				);
	return out;
}

/** The orders of a game played from `setup` by the random player until it ends (or `max`). */
function playedOrders(setup: GridSetup, gameSeed: number, orderSeed: number, max: number) {
	const start = newGame(setup, seededDice(gameSeed).snapshot());
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const chooser = seededDice(orderSeed);
	const orders: GridOrder[] = [];
	while (orders.length < max) {
		const order = randomOrder(state, chooser);
		if (!order) break;
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(`the random player's order was refused: ${r.reason}`);
		state = r.value.state;
		orders.push(order);
	}
	return orders;
}

/** A generated mission (C-M7) played to its end: a realistic, long file (issue 17's "long.json"). */
export function playedMission(mission: MissionId, seed: number): Scenario {
	const setup = missionSetup(mission, seededDice(seed));
	return {
		game: 'grid',
		missionSetup: { mission, seed },
		seed: seed + 1,
		orders: playedOrders(setup, seed + 1, seed + 2, GRID_LIMITS.orders)
	};
}

/**
 * The largest game the stated limits allow, near enough: 40 planes over many turns, every order
 * written out. Its answer (state and event log) is over a megabyte.
 */
export function crowdedGame(): Scenario {
	const width = 100;
	const height = 60;
	const planes = Array.from({ length: GRID_LIMITS.planes }, (_, i) => ({
		id: `${i % 2 ? 'B' : 'A'}${Math.floor(i / 2) + 1}`,
		type: i % 2 ? 'fokker-dvii' : 'camel',
		side: i % 2 ? 'B' : 'A',
		x: i % 2 ? width - 30 : 29,
		y: 10 + 2 * Math.floor(i / 2),
		facing: i % 2 ? 6 : 2
	})) as GridSetup['planes'];
	const setup: GridSetup = {
		board: { width, height },
		planes,
		options: { turnLimit: GRID_LIMITS.turnLimit }
	};
	return {
		game: 'grid',
		board: setup.board,
		planes,
		options: setup.options,
		seed: 3,
		orders: playedOrders(setup, 3, 4, GRID_LIMITS.orders)
	};
}

/** Ids that are also names on Object.prototype: a lookup on a plain object finds something. */
export const HOSTILE_IDS = [
	'__proto__',
	'constructor',
	'toString',
	'hasOwnProperty',
	'valueOf',
	'prototype',
	'isPrototypeOf'
] as const;

/**
 * A file as text with every occurrence of the id `from` (as a whole JSON string) renamed to
 * `to`. Working on the text keeps "__proto__" an own key wherever it lands (JSON.parse does).
 */
export function renameId(file: Scenario, from: string, to: string): string {
	return JSON.stringify(file).split(JSON.stringify(from)).join(JSON.stringify(to));
}
