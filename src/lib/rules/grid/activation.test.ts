import { describe, expect, it } from 'vitest';
import { newGame } from './game';
import { plane, stateAt } from './fixtures';
import { applyOrder, startGame, validateOrder } from './orders';
import type { GridOrder, GridSetup, GridState } from './types';
import type { GridEvent } from './events';

const run = (state: GridState, ...orders: GridOrder[]) => {
	let s = state;
	const events: GridEvent[] = [];
	for (const o of orders) {
		const r = applyOrder(s, o);
		if (!r.ok) throw new Error(r.reason);
		s = r.value.state;
		events.push(...r.value.events);
	}
	return { state: s, events };
};
const start = (state: GridState) => {
	const r = startGame(state);
	if (!r.ok) throw new Error(r.reason);
	return r.value.state;
};

describe('deck activation (G-TURN-1)', () => {
	const setup: GridSetup = {
		board: { width: 16, height: 10 },
		planes: [
			plane('A1', 'camel', 'A', 1, 2, 2),
			plane('A2', 'se5a', 'A', 1, 6, 2),
			plane('B1', 'fokker-dr1', 'B', 14, 2, 6),
			plane('B2', 'albatros-diii', 'B', 14, 6, 6)
		]
	};

	it('shuffles one card per plane with the game dice and activates each plane once per turn', () => {
		const g = newGame(setup, 42);
		expect(g.ok).toBe(true);
		if (!g.ok) return;
		let s = g.value.state;
		expect(s.phase).toBe('activation');
		expect(s.activation!.deck.drawPile).toHaveLength(3);
		const seen: string[] = [];
		while (s.turn === 1) {
			const id = s.activation!.current!;
			seen.push(id);
			const p = s.planes.find((q) => q.id === id)!;
			const path = 'F'.repeat(s.rules.speedSquares[p.speed]);
			s = run(s, { kind: 'move', plane: id, path }).state;
		}
		expect(seen.slice().sort()).toEqual(['A1', 'A2', 'B1', 'B2']);
		expect(s.turn).toBe(2);
		const again = newGame(setup, 42);
		expect(again.ok && again.value.state.activation).toEqual(g.value.state.activation);
	});

	it('only the plane whose card is up may move', () => {
		const s = start(stateAt({ ...setup, firstDeck: ['B2', 'A1', 'A2', 'B1'] }));
		expect(s.activation?.current).toBe('B2');
		const r = validateOrder(s, { kind: 'move', plane: 'A1', path: 'FFFF' });
		expect(!r.ok && r.reason).toMatch(/B2's activation/);
		expect(r).toMatchObject({
			code: 'grid.not_your_activation',
			params: { current: 'B2', plane: 'A1' }
		});
	});

	it('the fire step waits for both sides and resolves all shots together', () => {
		const s = start(
			stateAt(
				{
					planes: [plane('A1', 'camel', 'A', 3, 3, 2), plane('B1', 'fokker-dr1', 'B', 5, 3, 6)],
					firstDeck: ['A1', 'B1']
				},
				[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
			)
		);
		expect(s.phase).toBe('fire');
		const a = run(s, {
			kind: 'fire',
			side: 'A',
			shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
		});
		expect(a.state.phase).toBe('fire');
		expect(a.events.filter((e) => e.type === 'shot')).toEqual([]);
		const again = applyOrder(a.state, { kind: 'fire', side: 'A', shots: [] });
		expect(!again.ok && again.reason).toMatch(/already given/);
		expect(again).toMatchObject({ code: 'grid.fire_orders_given', params: { side: 'A' } });
		const b = run(a.state, {
			kind: 'fire',
			side: 'B',
			shots: [{ plane: 'B1', gun: 'mg', target: 'A1' }]
		});
		expect(b.events.filter((e) => e.type === 'shot')).toHaveLength(2);
		expect(b.state.phase).toBe('activation');
	});

	it('an ace with Patience moves last; several aces dice off', () => {
		const aces = stateAt(
			{
				...setup,
				planes: setup.planes.map((p) =>
					p.id === 'A1' || p.id === 'B1' ? { ...p, aceSkills: ['patience' as const] } : p
				),
				firstDeck: ['A1', 'B1', 'A2', 'B2']
			},
			[5, 2]
		);
		let s = start(aces);
		expect(validateOrder(s, { kind: 'patience', plane: 'A1' }).ok).toBe(true);
		s = run(s, { kind: 'patience', plane: 'A1' }).state;
		expect(s.activation?.current).toBe('B1');
		s = run(s, { kind: 'patience', plane: 'B1' }).state;
		expect(s.activation?.current).toBe('A2');
		expect(validateOrder(s, { kind: 'patience', plane: 'A2' })).toMatchObject({ ok: false });
		s = run(s, { kind: 'move', plane: 'A2', path: 'FFFFFF' }).state;
		const r = run(s, { kind: 'move', plane: 'B2', path: 'FFFF' });
		// A1 rolled 5, B1 rolled 2: the higher roll moves last.
		expect(r.events).toContainEqual({
			type: 'patience-dice-off',
			rolls: [
				{ plane: 'A1', roll: 5 },
				{ plane: 'B1', roll: 2 }
			]
		});
		expect(r.state.activation?.current).toBe('B1');
		expect(validateOrder(r.state, { kind: 'patience', plane: 'B1' })).toMatchObject({ ok: false });
	});
});

describe('command-point activation (G-TURN-2)', () => {
	const cp = (extra: Partial<GridSetup> = {}, dice: number[] | number = 1) =>
		start(
			stateAt(
				{
					board: { width: 12, height: 8 },
					planes: [
						plane('A1', 'camel', 'A', 2, 3, 2),
						plane('A2', 're8', 'A', 2, 5, 2),
						plane('B1', 'fokker-dr1', 'B', 9, 3, 6)
					],
					options: { activation: 'command-points' },
					...extra
				},
				dice
			)
		);

	it('secret bids: the highest takes the initiative; the other bid stays hidden until both are in', () => {
		const s = cp();
		expect(s.phase).toBe('bid');
		const a = run(s, { kind: 'bid', side: 'A', points: 1 });
		expect(a.state.phase).toBe('bid');
		expect(validateOrder(a.state, { kind: 'bid', side: 'B', points: 4 })).toMatchObject({
			ok: false
		});
		const b = run(a.state, { kind: 'bid', side: 'B', points: 2 });
		expect(b.events).toContainEqual({ type: 'initiative', side: 'B', bids: { A: 1, B: 2 } });
		expect(b.state.command?.holder).toBe('B');
	});

	it('◇ ties go to the side that did not hold the card last round (first round: side A), or a fixed side', () => {
		const s = cp();
		const first = run(
			s,
			{ kind: 'bid', side: 'A', points: 2 },
			{ kind: 'bid', side: 'B', points: 2 }
		);
		expect(first.state.command?.holder).toBe('A');
		const fixed = cp({
			options: { activation: 'command-points', bidTie: { kind: 'side', side: 'B' } }
		});
		const f = run(
			fixed,
			{ kind: 'bid', side: 'A', points: 0 },
			{ kind: 'bid', side: 'B', points: 0 }
		);
		expect(f.state.command?.holder).toBe('B');
		// Round 2 tie: A held the card in round 1, so B gets it.
		const r1 = run(
			first.state,
			{ kind: 'flight', plane: 'A1', steps: ['F', 'F', 'F'] },
			{ kind: 'flight', plane: 'B1', steps: ['F', 'F', 'F'] },
			{ kind: 'flight', plane: 'A2', steps: ['F', 'F'] }
		);
		expect(r1.state.phase).toBe('bid');
		expect(r1.state.turn).toBe(2);
		const r2 = run(
			r1.state,
			{ kind: 'bid', side: 'A', points: 3 },
			{ kind: 'bid', side: 'B', points: 3 }
		);
		expect(r2.state.command?.holder).toBe('B');
	});

	it('flight is 3–4 moves for fighters, 2–3 for bombers, each an optional quarter turn; initiative passes', () => {
		const s = run(
			cp(),
			{ kind: 'bid', side: 'A', points: 1 },
			{ kind: 'bid', side: 'B', points: 0 }
		).state;
		expect(validateOrder(s, { kind: 'flight', plane: 'A1', steps: ['F', 'F'] })).toMatchObject({
			ok: false
		});
		expect(
			validateOrder(s, { kind: 'flight', plane: 'A2', steps: ['F', 'F', 'F', 'F'] })
		).toMatchObject({ ok: false });
		expect(validateOrder(s, { kind: 'flight', plane: 'B1', steps: ['F', 'F', 'F'] })).toMatchObject(
			{ ok: false }
		);
		const r = run(s, { kind: 'flight', plane: 'A1', steps: ['F', 'FL', 'F', 'F'] });
		expect(r.state.planes[0]).toMatchObject({ x: 4, y: 1, facing: 0 });
		expect(r.state.command?.holder).toBe('B');
		const again = validateOrder(r.state, { kind: 'flight', plane: 'A1', steps: ['F', 'F', 'F'] });
		expect(!again.ok && again.reason).toMatch(/holds the initiative|marker/);
	});

	it('flying into an occupied square swaps places, facings unchanged', () => {
		const s = run(
			cp(),
			{ kind: 'bid', side: 'A', points: 1 },
			{ kind: 'bid', side: 'B', points: 0 }
		).state;
		const near = { ...s, planes: s.planes.map((p) => (p.id === 'B1' ? { ...p, x: 4, y: 3 } : p)) };
		const r = run(near, { kind: 'flight', plane: 'A1', steps: ['F', 'F', 'F'] });
		expect(r.events).toContainEqual({ type: 'swapped', plane: 'A1', with: 'B1' });
		expect(r.state.planes.find((p) => p.id === 'B1')).toMatchObject({ x: 3, y: 3, facing: 6 });
		expect(r.state.planes[0]).toMatchObject({ x: 5, y: 3, facing: 2 });
	});

	it('flying off the board lays a spare tile; with none left the plane is destroyed', () => {
		const edge = run(
			cp({
				planes: [plane('A1', 'camel', 'A', 10, 3, 2), plane('B1', 'fokker-dr1', 'B', 2, 3, 6)]
			}),
			{ kind: 'bid', side: 'A', points: 1 },
			{ kind: 'bid', side: 'B', points: 0 }
		).state;
		const r = run(edge, { kind: 'flight', plane: 'A1', steps: ['F', 'F', 'F'] });
		expect(r.events).toContainEqual({ type: 'board-extended', tile: { x: 12, y: 0, w: 4, h: 4 } });
		expect(r.state.planes[0]).toMatchObject({ x: 13, y: 3, status: 'active' });
		const none = { ...edge, board: { ...edge.board, tilesLeft: 0 } };
		// The Flight ends where the plane flies off: no step may follow (like a move off the table).
		expect(
			validateOrder(none, { kind: 'flight', plane: 'A1', steps: ['F', 'F', 'F'] })
		).toMatchObject({ ok: false, code: 'grid.path_after_exit' });
		const d = run(none, { kind: 'flight', plane: 'A1', steps: ['F', 'F'] });
		expect(d.events).toContainEqual({ type: 'flew-off-board', plane: 'A1' });
		expect(d.state.planes[0].status).toBe('shot-down');
	});

	it('combat fires the activated plane’s guns at once', () => {
		const s = run(
			cp(
				{ planes: [plane('A1', 'camel', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 4, 3, 6)] },
				[6, 5, 5, 5, 3]
			),
			{ kind: 'bid', side: 'A', points: 1 },
			{ kind: 'bid', side: 'B', points: 0 }
		).state;
		const r = run(s, {
			kind: 'combat',
			plane: 'A1',
			shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
		});
		expect(r.events.find((e) => e.type === 'shot')).toMatchObject({ dice: 4, rolls: [6, 5, 5, 5] });
		expect(r.state.planes[1]).toMatchObject({ hp: 1, critical: true });
		expect(r.state.command?.holder).toBe('B');
	});
});
