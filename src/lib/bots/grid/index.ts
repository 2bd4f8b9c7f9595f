/**
 * Computer opponents for the "Tally Ho!" grid game (issue 5). Pure: a bot reads only
 * `viewFor(state, itsSide)` and draws every random choice from its own `Dice` (never the game's). Levels: random, easy (noisy one-ply), normal (one-ply + enemy replies), hard
 * (determinized Monte-Carlo rollouts, a fixed amount of them: no level reads a clock, so a game
 * repeats from its seeds on any device).
 */
import type { Dice } from '../../rules/common/dice';
import { aircraftOf } from '../../rules/grid/catalog';
import { legalShots } from '../../rules/grid/fire';
import { sidesThatCanFire } from '../../rules/grid/flow';
import { legalMoves } from '../../rules/grid/legal';
import { randomOrder } from '../../rules/grid/random-play';
import type { GridView } from '../../rules/grid/view';
import type { GridOrder, GridState, ShotOrder, Side } from '../../rules/grid/index';
import { stateFromView } from './determinize';
import { chooseBid, chooseCommand, lookahead, scoreMoves } from './policy';
import { DEFAULT_SEARCH, searchMove, type SearchOptions } from './search';
import { chooseShots, sidePlanes } from './volley';
import { chooseShotsExact } from './exact-volley';

export type GridBotLevel = 'random' | 'easy' | 'normal' | 'hard';
export { stateFromView } from './determinize';
export { evaluate } from './evaluate';

export const BOT_LEVELS: readonly { id: GridBotLevel; description: string }[] = [
	{ id: 'random', description: 'Flies and shoots at random (legal moves only).' },
	{ id: 'easy', description: 'Picks the move that looks best right now, with some sloppiness.' },
	{
		id: 'normal',
		description: 'Looks one step ahead: weighs each move against the likely enemy replies.'
	},
	{
		id: 'hard',
		description:
			'Searches: plays each promising move out many times (the same amount on any device).'
	}
];

/** Noise (evaluation points) the easy bot adds to every move / target score. */
const EASY_MOVE_NOISE = 25;
const EASY_SHOT_NOISE = 1.5;

function randomVolley(state: GridState, side: Side, dice: Dice): ShotOrder[] {
	const shots: ShotOrder[] = [];
	for (const p of sidePlanes(state, side)) {
		const legal = legalShots(state, p);
		for (const gun of aircraftOf(p).guns) {
			const options = legal.filter((s) => s.order.gun === gun.id);
			if (options.length === 0 || dice.below(4) === 0) continue;
			shots.push(options[dice.below(options.length)].order);
		}
	}
	return shots;
}

/**
 * The order `view.seat` gives for the decision at hand: its fire orders, the move of its plane
 * whose card is up, its bid, or its command-point action. Legal by construction (drawn from the
 * engine's legal lists and checked on a determinized state).
 */
export function chooseGridOrder(
	view: GridView,
	level: GridBotLevel,
	botDice: Dice,
	/** Tuning of the hard search (tournament experiments); defaults are DEFAULT_SEARCH. */
	search?: Partial<SearchOptions>
): GridOrder {
	const side = view.seat;
	const state = stateFromView(view, botDice);
	switch (state.phase) {
		case 'fire': {
			if (!sidesThatCanFire(state).includes(side)) return { kind: 'fire', side, shots: [] };
			const exact = level === 'hard' && { ...DEFAULT_SEARCH, ...search }.exactFire;
			const shots =
				level === 'random'
					? randomVolley(state, side, botDice)
					: exact
						? chooseShotsExact(state, sidePlanes(state, side))
						: chooseShots(
								state,
								sidePlanes(state, side),
								level === 'easy' ? EASY_SHOT_NOISE : 0,
								botDice
							);
			return { kind: 'fire', side, shots };
		}
		case 'activation': {
			const id = state.activation!.current!;
			const plane = state.planes.find((p) => p.id === id)!;
			if (level === 'random') return randomOrder(state, botDice, true)!;
			const moves = legalMoves(state, plane);
			if (moves.length <= 1) return moves[0].order;
			if (level === 'easy')
				return scoreMoves(state, moves, side, EASY_MOVE_NOISE, botDice)[0].order;
			if (level === 'normal') return lookahead(state, moves, side, botDice)[0].order;
			const options = { ...DEFAULT_SEARCH, ...search };
			return searchMove(view, state, moves, botDice, options);
		}
		case 'bid': {
			const max = state.command?.cp[side] ?? 0;
			const points =
				level === 'random' || level === 'easy' ? botDice.below(max + 1) : chooseBid(state, side);
			return { kind: 'bid', side, points };
		}
		case 'command':
			if (level === 'random') return randomOrder(state, botDice, true)!;
			return chooseCommand(state, side, level === 'easy' ? EASY_MOVE_NOISE : 0, botDice);
		case 'over':
			throw new Error('the game is over: there is nothing to decide');
	}
}
