import { describe, expect, it } from 'vitest';
import recorded from '../../rules/grid/testdata/recorded-games.json';
import { seededDice, type Dice } from '../../rules/common/dice';
import { applyOrder, newGame, viewFor } from '../../rules/grid/index';
import type { GridOrder, GridSetup, Side } from '../../rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from './index';
import { decider } from './test-decider';

interface RecordedGame {
	name: string;
	setup: GridSetup;
	seed: number;
	orders: GridOrder[];
	bots?: Record<Side, GridBotLevel>;
}

/**
 * Issue 19: the bot games of the recorded corpus (scripts/bench/record-grid-replays.ts, recorded
 * before the engine was optimised) are chosen again by the bots, order for order: the engine's
 * legal lists, evaluations and the bots' dice streams are unchanged by the optimisation.
 */
describe('recorded bot games are chosen again order for order', () => {
	const games = (recorded as unknown as RecordedGame[]).filter((g) => g.bots);

	it('there are bot games in the corpus', () => expect(games.length).toBeGreaterThanOrEqual(3));

	it.each(games.map((g) => [g.name, g] as const))('%s', (_name, game) => {
		const start = newGame(game.setup, game.seed);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value.state;
		const dice: Record<Side, Dice> = {
			A: seededDice(game.seed * 31 + 1),
			B: seededDice(game.seed * 31 + 2)
		};
		for (let i = 0; i < game.orders.length; i++) {
			const side = decider(state);
			const order = chooseGridOrder(viewFor(state, side), game.bots![side], dice[side]);
			expect(JSON.parse(JSON.stringify(order)), `order ${i + 1}`).toEqual(game.orders[i]);
			const r = applyOrder(state, order);
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
		}
	});
});
