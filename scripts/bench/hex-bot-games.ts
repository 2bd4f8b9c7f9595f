/**
 * One seeded Blue Max game between bots: the tournament's (scripts/tournament/hex.ts: random
 * aircraft, 2013 rules with every option, sides 4 columns apart) and the bot decision-time
 * benchmarks' in Node (scripts/bench/hex-bots.ts) and in Chromium (scripts/bench/bots-browser.ts,
 * which bundles this file, so it uses nothing of Node's). No bot reads a clock (issue 19): a game
 * is the same on any machine.
 */
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	firePending,
	lockFire,
	lockPlot,
	randomSetup,
	resolveCombat,
	resolveMovement,
	setupHexGame,
	viewFor,
	type HexEvent,
	type HexGameState,
	type PlotMap
} from '../../src/lib/rules/hex/index';
import type { HexSetup } from '../../src/lib/rules/hex/setup';
import type { Side } from '../../src/lib/data/hex/aircraft';
import { chooseHexFire, chooseHexPlot, type HexBotLevel } from '../../src/lib/bots/hex/index';

/** Runs one plot decision of a bot at `level` and returns its plot, timing it with its own clocks. */
export type PlotTimer = <T>(level: HexBotLevel, decide: () => T) => T;

const untimed: PlotTimer = (_level, decide) => decide();

export interface HexBotGame {
	seed: number;
	levels: Record<Side, HexBotLevel>;
	/** Default: the tournament's random 2013 setup of `planes` planes (default 4), sides 4 columns apart. */
	setup?: HexSetup;
	planes?: number;
	/** Default 60 (H-END-2 ends nearly every game before). */
	maxTurns?: number;
	/** Every plot goes through it (the fire choice is quick and not timed). */
	time?: PlotTimer;
	/** Hears each turn's events (movement's, then combat's) and the state after it. */
	onTurn?: (events: readonly HexEvent[], after: HexGameState) => void;
}

/**
 * Plays one game to its end or `maxTurns` and returns the last state. Planes plot in the engine's
 * tailing order (H-TAIL-3) and lock one by one, so a tailer's view holds the revealed direction of
 * the plane it tails, as at the table; after movement each plane that may shoot chooses its fire
 * from its own view (H-COMB-3). Each seat's bot dice come from the seed.
 */
export function playHexBotGame(game: HexBotGame): HexGameState {
	const { seed, levels, time = untimed, maxTurns = 60 } = game;
	const setup =
		game.setup ??
		randomSetup(game.planes ?? 4, 'edition2013', seededDice(seed * 7919 + 13), true, 'close');
	const g = setupHexGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let state: HexGameState = g.value;
	const botDice: Record<string, Dice> = {};
	const diceOf = (seat: string) =>
		(botDice[seat] ??= seededDice(seed * 31 + Number(seat.replace(/\D/g, '')) + 1));
	for (let t = 0; t < maxTurns && !state.over; t++) {
		for (const id of state.tailing.order) {
			const p = state.planes.find((x) => x.id === id)!;
			if (p.status !== 'flying' || p.spinning) continue;
			const level = levels[p.side];
			const plot = time(level, () =>
				chooseHexPlot(viewFor(state, p.seat), p.id, level, diceOf(p.seat))
			);
			const locked = lockPlot(state, p.id, plot);
			if (!locked.ok) throw new Error(`seed ${seed} ${p.id}: ${locked.reason}`);
			state = locked.value;
		}
		const moved = resolveMovement(state, state.locked as PlotMap);
		if (!moved.ok) throw new Error(`seed ${seed} turn ${state.turn}: ${moved.reason}`);
		let fireStep = moved.value.state;
		for (const id of firePending(fireStep)) {
			const p = fireStep.planes.find((x) => x.id === id)!;
			const fire = chooseHexFire(viewFor(fireStep, p.seat), id, levels[p.side], diceOf(p.seat));
			const locked = lockFire(fireStep, id, fire);
			if (!locked.ok) throw new Error(`seed ${seed} ${id} fire: ${locked.reason}`);
			fireStep = locked.value;
		}
		const fought = resolveCombat(fireStep);
		if (!fought.ok) throw new Error(`seed ${seed} turn ${state.turn}: ${fought.reason}`);
		state = fought.value.state;
		game.onTurn?.([...moved.value.events, ...fought.value.events], state);
	}
	return state;
}

/** The benchmark's games: `games` games 2 v 2, hard against normal, the hard side alternating. */
export function hexBenchGames(
	games: number
): { seed: number; levels: Record<Side, HexBotLevel> }[] {
	return Array.from({ length: games }, (_, i) => {
		const hardSide: Side = i % 2 === 0 ? 'entente' : 'central';
		const other: Side = hardSide === 'entente' ? 'central' : 'entente';
		return {
			seed: 9000 + Math.floor(i / 2),
			levels: { [hardSide]: 'hard', [other]: 'normal' } as Record<Side, HexBotLevel>
		};
	});
}

/** The warm-up game before timing. */
export const HEX_WARM_UP = { seed: 8999, levels: { entente: 'hard', central: 'normal' } } as const;
