import { describe, expect, it } from 'vitest';
import { stateHash } from '../common/hash';
import { plane, stateAt } from './fixtures';
import { newGame, replay } from './game';
import { applyOrder, startGame } from './orders';
import { viewFor } from './view';
import type { GridOrder, GridSetup } from './types';

describe('grid views and replays', () => {
	it('a view holds no dice state, no card order, no enemy fire orders or bids', () => {
		const s = startGame(
			stateAt({
				planes: [plane('A1', 'camel', 'A', 3, 3, 2), plane('B1', 'fokker-dr1', 'B', 5, 3, 6)]
			})
		);
		expect(s.ok).toBe(true);
		if (!s.ok) return;
		const fired = applyOrder(s.value.state, {
			kind: 'fire',
			side: 'A',
			shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
		});
		expect(fired.ok).toBe(true);
		if (!fired.ok) return;
		const forB = viewFor(fired.value.state, 'B');
		const forA = viewFor(fired.value.state, 'A');
		expect(forB).not.toHaveProperty('dice');
		expect(JSON.stringify(forB)).not.toContain('"shots"');
		expect(forB.fireOrdersGiven).toEqual(['A']);
		expect(forB.myFireOrders).toBeNull();
		expect(forA.myFireOrders).toEqual([{ plane: 'A1', gun: 'mg', target: 'B1' }]);

		const cp = startGame(
			stateAt({
				planes: [plane('A1', 'camel', 'A', 1, 1, 2), plane('B1', 'fokker-dr1', 'B', 9, 6, 6)],
				options: { activation: 'command-points' }
			})
		);
		if (!cp.ok) throw new Error(cp.reason);
		const bid = applyOrder(cp.value.state, { kind: 'bid', side: 'A', points: 3 });
		if (!bid.ok) throw new Error(bid.reason);
		expect(viewFor(bid.value.state, 'B').command).toMatchObject({ bidsGiven: ['A'], myBid: null });
		expect(JSON.stringify(viewFor(bid.value.state, 'B'))).not.toContain('"bids"');
		expect(viewFor(bid.value.state, 'A').command?.myBid).toBe(3);
	});

	it('the deck order is hidden: only the count of cards left shows', () => {
		const g = newGame(
			{
				board: { width: 16, height: 10 },
				planes: [
					plane('A1', 'camel', 'A', 1, 1, 2),
					plane('A2', 'camel', 'A', 1, 5, 2),
					plane('B1', 'fokker-dr1', 'B', 14, 1, 6)
				]
			},
			3
		);
		if (!g.ok) throw new Error(g.reason);
		const v = viewFor(g.value.state, 'A');
		expect(v.activation).toMatchObject({ cardsLeft: 2 });
		expect(v.activation).not.toHaveProperty('deck');
	});

	it('replay(setup, seed, orders) reaches the same state hash, and refuses a bad log', () => {
		const setup: GridSetup = {
			board: { width: 12, height: 8 },
			planes: [plane('A1', 'camel', 'A', 1, 3, 2), plane('B1', 'fokker-dr1', 'B', 10, 3, 6)],
			firstDeck: ['A1', 'B1']
		};
		const orders: GridOrder[] = [
			{ kind: 'move', plane: 'A1', path: 'FFFF' },
			{ kind: 'move', plane: 'B1', path: 'FLFRFF', manoeuvre: 'jink' }
		];
		const start = newGame(setup, 5);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value.state;
		for (const o of orders) {
			const r = applyOrder(state, o);
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
		}
		const a = replay(setup, 5, orders);
		expect(a.ok && a.value.hash).toBe(stateHash(state));
		const bad = replay(setup, 5, [orders[1]]);
		expect(!bad.ok && bad.reason).toMatch(/order 1: it is A1's activation/);
		// The wrapped reason keeps the inner one as data, so the UI words both parts.
		expect(bad).toMatchObject({
			code: 'grid.in_order',
			params: { n: 1, inner: { code: 'grid.not_your_activation', params: { current: 'A1' } } }
		});
	});

	it('applyOrder never mutates its input state', () => {
		const s = stateAt({
			planes: [plane('A1', 'camel', 'A', 3, 3, 2), plane('B1', 'fokker-dr1', 'B', 5, 3, 6)]
		});
		const before = JSON.stringify(s);
		applyOrder(s, { kind: 'fire', side: 'A', shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }] });
		expect(JSON.stringify(s)).toBe(before);
	});
});
