/**
 * One seeded "Tally Ho!" bot game, for the tournament (scripts/tournament/grid.ts) and the bot
 * decision-time benchmark (scripts/bench/grid-bots.ts). Setup, game dice and both bots' dice come
 * from the game number; no bot reads a clock (issue 19), so a game is the same on any machine.
 */
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	applyOrder,
	legalOrders,
	missionSetup,
	newGame,
	viewFor,
	type GridSetup,
	type GridState,
	type Side
} from '../../src/lib/rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from '../../src/lib/bots/grid/index';
import type { SearchOptions } from '../../src/lib/bots/grid/search';
import { MISSION_IDS, type MissionId } from '../../src/lib/data/missions';

/** The missions of the tournament: any mission id, or a 2 v 2 fighter sweep. */
export type MissionKey = MissionId | 'sweep-2v2';

export function isMissionKey(m: string): m is MissionKey {
	return m === 'sweep-2v2' || (MISSION_IDS as readonly string[]).includes(m);
}

/** The setup of game `seed` of a mission: C-M7 map and forces (18 × 12, random clouds). */
export function setupFor(
	mission: MissionKey,
	seed: number,
	activation: 'deck' | 'command-points'
): GridSetup {
	const dice = seededDice(seed * 7919 + 13);
	const rules = { rules: { activation } } as const;
	if (mission === 'sweep-2v2') {
		const s = missionSetup('fighter-sweep', dice, rules);
		return { ...s, planes: s.planes.filter((p) => p.id !== 'A3' && p.id !== 'B3') };
	}
	return missionSetup(mission, dice, rules);
}

/** Who decides now. */
export function decider(state: GridState): Side | null {
	const legal = legalOrders(state);
	switch (legal.phase) {
		case 'over':
			return null;
		case 'fire':
		case 'bid':
			return legal.sides[0]?.side ?? null;
		case 'activation':
			return state.planes.find((p) => p.id === legal.plane)!.side;
		case 'command':
			return legal.side;
	}
}

/** Decision times per plane activation (bids and fire orders excluded), ms. */
export interface Timing {
	wall: number[];
	cpu: number[];
}

export interface GameOutcome {
	winner: Side | 'draw';
	times: Record<Side, Timing>;
}

/**
 * This process's CPU time in ms. A browser page (scripts/bench/bots-browser.ts bundles this file)
 * has no `process`: there the bot runs on the page's one thread, and wall time is what it costs.
 */
const cpuNow = () => {
	const proc = (globalThis as { process?: NodeJS.Process }).process;
	if (!proc?.cpuUsage) return performance.now();
	const u = proc.cpuUsage();
	return (u.user + u.system) / 1000;
};

/** Plays one game to its end; every bot order must be legal (else it throws). */
export function playGame(
	setup: GridSetup,
	seed: number,
	levels: Record<Side, GridBotLevel>,
	search: Partial<SearchOptions> = {}
): GameOutcome {
	const g = newGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let state = g.value.state;
	const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
	const times: Record<Side, Timing> = { A: { wall: [], cpu: [] }, B: { wall: [], cpu: [] } };
	for (let guard = 0; guard < 5000 && state.phase !== 'over'; guard++) {
		const side = decider(state);
		if (!side) throw new Error(`nobody to decide in phase ${state.phase}`);
		const t0 = performance.now();
		const c0 = cpuNow();
		const order = chooseGridOrder(viewFor(state, side), levels[side], dice[side], search);
		const cpu = cpuNow() - c0;
		const wall = performance.now() - t0;
		if (state.phase === 'activation' || state.phase === 'command') {
			times[side].wall.push(wall);
			times[side].cpu.push(cpu);
		}
		const r = applyOrder(state, order);
		if (!r.ok)
			throw new Error(
				`${levels[side]} gave an illegal order ${JSON.stringify(order)}: ${r.reason}`
			);
		state = r.value.state;
	}
	if (state.phase !== 'over' || !state.result) throw new Error('game did not end');
	return { winner: state.result.outcome, times };
}
