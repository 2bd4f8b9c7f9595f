/**
 * One seeded Blue Max bot game with every plot timed, for the bot decision-time benchmarks: in Node
 * (scripts/bench/hex-bots.ts) and in Chromium (scripts/bench/bots-browser.ts, which bundles this
 * file, so it uses nothing of Node's). The tournament's games (scripts/tournament/hex.ts): random
 * aircraft, 2013 rules with every option, sides 4 columns apart, planes plotting in tailing order,
 * fire chosen after movement (H-COMB-3).
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
	type HexGameState,
	type PlotMap
} from '../../src/lib/rules/hex/index';
import type { Side } from '../../src/lib/data/hex/aircraft';
import { chooseHexFire, chooseHexPlot, type HexBotLevel } from '../../src/lib/bots/hex/index';

const MAX_TURNS = 60;

/** Runs one plot decision of a bot at `level` and returns its plot, timing it with its own clocks. */
export type PlotTimer = <T>(level: HexBotLevel, decide: () => T) => T;

const untimed: PlotTimer = (_level, decide) => decide();

/** Plays game `seed` to its end or 60 turns; every plot goes through `time` (the fire choice is quick and not timed). */
export function playHexBotGame(
	seed: number,
	levels: Record<Side, HexBotLevel>,
	time: PlotTimer = untimed
): void {
	const setup = randomSetup(4, 'edition2013', seededDice(seed * 7919 + 13), true, 'close');
	const g = setupHexGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let state: HexGameState = g.value;
	const botDice: Record<string, Dice> = {};
	const diceOf = (seat: string) =>
		(botDice[seat] ??= seededDice(seed * 31 + Number(seat.replace(/\D/g, '')) + 1));
	for (let t = 0; t < MAX_TURNS && !state.over; t++) {
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
		// H-COMB-3: after movement each plane that may shoot chooses from its own view.
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
	}
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
