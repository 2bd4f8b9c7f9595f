import { describe, expect, it } from 'vitest';
import { legalOrders, randomOrder, type GridOrder } from '$lib/rules/grid';
import { seededDice } from '$lib/rules/common/dice';
import { ok, refuse, type Result } from '$lib/rules/common/result';
import type { Session } from '$lib/skirmish/controller';
import { PlayGame } from './play-game.svelte';
import { freshSession } from '$lib/skirmish/test-session';

function game(save: (s: Session) => Promise<Result<void>> = async () => ok(undefined)) {
	let resets = 0;
	const g: PlayGame = new PlayGame(freshSession(), {
		save,
		planes: () => g.session.state.planes,
		played: () => resets++
	});
	return { g, resets: () => resets };
}

describe('the play screen’s game: orders, saving, what stays on the board (issue 27)', () => {
	it('a legal order is played and saved; its moves are handed to the board to animate', async () => {
		const saved: Session[] = [];
		const { g, resets } = game(async (s) => {
			saved.push(s);
			return ok(undefined);
		});
		const c = legalOrders(g.session.state);
		if (c.phase !== 'activation') throw new Error(c.phase);
		expect(await g.submit(c.moves[0].order)).toBe(true);
		expect(g.session.log.orders).toEqual([c.moves[0].order]);
		expect(saved).toEqual([g.session]);
		expect(g.motion?.moves.map((mv) => mv.plane)).toEqual([c.plane]);
		expect(resets()).toBe(1);
		expect(g.notice).toBe('');
	});

	it('a refused order leaves the game as it was and says why in words', async () => {
		const { g, resets } = game();
		const before = g.session;
		expect(await g.submit({ kind: 'bid', side: 'A', points: 1 })).toBe(false);
		expect(g.session).toBe(before);
		expect(g.notice).not.toBe('');
		expect(g.notice).not.toMatch(/grid\./);
		expect(resets()).toBe(0);
	});

	it('a save the store refuses is shown in words and the game goes on', async () => {
		const { g } = game(async () => refuse('db.storage_full', {}, 'full'));
		const c = legalOrders(g.session.state);
		if (c.phase !== 'activation') throw new Error(c.phase);
		expect(await g.submit(c.moves[0].order)).toBe(true);
		expect(g.saveError).not.toBe('');
		expect(g.saveError).not.toMatch(/db\./);
		expect(g.session.log.orders).toHaveLength(1);
	});

	it('a bug while making the record is shown too and the game goes on', async () => {
		const { g } = game(async () => {
			throw new Error('record could not be made');
		});
		const c = legalOrders(g.session.state);
		if (c.phase !== 'activation') throw new Error(c.phase);
		expect(await g.submit(c.moves[0].order)).toBe(true);
		expect(g.saveError).not.toBe('');
		expect(g.session.log.orders).toHaveLength(1);
	});

	it('the last fire step’s shots stay on the board until a player gives the next order', async () => {
		const { g } = game();
		const dice = seededDice(9);
		// Play random orders as computer orders (with their dice) until a shot has been fired.
		for (let i = 0; i < 400 && g.lastShots.length === 0; i++) {
			const order = randomOrder(g.session.state, dice) as GridOrder;
			expect(await g.submit(order, g.session.log.botDice)).toBe(true);
		}
		expect(g.lastShots.length).toBeGreaterThan(0);
		expect(g.boardShots).toEqual(g.lastShots);
		// A player's own order: the shots have been seen, they leave the board (and the wrecks too).
		const next = randomOrder(g.session.state, dice) as GridOrder;
		const before = g.lastFireAt;
		await g.submit(next);
		expect(g.shotsSeenAt).toBe(before);
		if (g.lastFireAt === before) {
			expect(g.boardShots).toEqual([]);
			expect(g.downed).toEqual([]);
		}
	});
});
