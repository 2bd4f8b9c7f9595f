import { describe, expect, it } from 'vitest';
import { plane, stateAt } from './fixtures';
import { legalFlights, legalOrders } from './legal';
import { applyOrder, startGame, validateOrder } from './orders';
import type { GridEvent } from './events';
import type { GridOrder, GridSetup, GridState } from './types';

/**
 * Golden tests of issue 15 for command-point play (G-TURN-2, from the activation page, seed 001,
 * German; cited as 001 with the section), written from the rules' text (002 cited by line). Each
 * failed on the engine before issue 15.
 */

const run = (state: GridState, ...orders: GridOrder[]) => {
	let s = state;
	const events: GridEvent[] = [];
	for (const o of orders) {
		const r = applyOrder(s, o);
		if (!r.ok) throw new Error(`${JSON.stringify(o)}: ${r.reason}`);
		s = r.value.state;
		events.push(...r.value.events);
	}
	return { state: s, events };
};
const cp = (
	setup: Omit<GridSetup, 'board'> & { board?: GridSetup['board'] },
	dice: number[] | number = 1
) => {
	const r = startGame(
		stateAt({ ...setup, options: { activation: 'command-points', ...setup.options } }, dice)
	);
	if (!r.ok) throw new Error(r.reason);
	return r.value.state;
};
const bids = (s: GridState, a: number, b: number) =>
	run(s, { kind: 'bid', side: 'A', points: a }, { kind: 'bid', side: 'B', points: b }).state;
const flight = (plane: string, ...steps: string[]): GridOrder => ({
	kind: 'flight',
	plane,
	steps
});
const at = (s: GridState, id: string) => s.planes.find((p) => p.id === id)!;

describe('command points: missions play as in the deck game', () => {
	it('C-M1 (002:378) and C-M4 (002:399): an observer with the photographs or the news escapes off a short end instead of laying a tile', () => {
		// 001: "kann der Spieler entscheiden, es zu verlängern" (the tile is an option); 002:378 "then
		// escape safely off their own edge", 002:399 "escape with one of their observers".
		const photo = bids(
			cp({
				mission: 'photo-recon',
				planes: [plane('A1', 're8', 'A', 1, 3, 6), plane('B1', 'fokker-dr1', 'B', 10, 6, 6)],
				objectives: { photoPoints: [{ x: 0, y: 3 }] }
			}),
			1,
			0
		);
		const r = run(photo, flight('A1', 'F', 'F'));
		expect(r.events).toContainEqual({ type: 'escaped', plane: 'A1', edge: 'west' });
		expect(r.events.some((e) => e.type === 'board-extended')).toBe(false);
		expect(r.state.result).toMatchObject({ outcome: 'A', escaped: ['A1'] });

		const recon = bids(
			cp({
				mission: 'long-recon',
				planes: [
					plane('A1', 'rumpler-civ', 'A', 1, 3, 6),
					plane('B1', 'fokker-dr1', 'B', 10, 6, 6)
				],
				objectives: {
					sites: [
						{ x: 0, y: 3, real: true, visited: false },
						{ x: 6, y: 6, real: false, visited: false }
					]
				}
			}),
			1,
			0
		);
		expect(run(recon, flight('A1', 'F', 'F')).state.result).toMatchObject({ outcome: 'A' });
	});

	it('C-M6 (002:250–252, 001 2.4.1): the bomber gets an activation marker and fires its gunners', () => {
		// 001 2.4.1 "Platziere 1 Aktivierungsmarker neben jedem Flugzeug auf dem Plan"; 002:252 heavy
		// bombers have three gunners with 180° arcs.
		const s = bids(
			cp(
				{
					mission: 'bomber-escort',
					planes: [
						plane('A1', 'camel', 'A', 1, 1, 2),
						plane('bomber', 'hp-o400', 'A', 6, 4, 2),
						plane('B1', 'fokker-dr1', 'B', 8, 4, 6)
					],
					objectives: { escortedBomber: 'bomber' }
				},
				[4, 4, 1]
			),
			1,
			0
		);
		const legal = legalOrders(s);
		expect(legal.phase === 'command' && legal.planes.map((p) => p.plane)).toContain('bomber');
		const r = run(s, {
			kind: 'combat',
			plane: 'bomber',
			shots: [{ plane: 'bomber', gun: 'front', target: 'B1' }]
		});
		expect(r.events.find((e) => e.type === 'shot')).toMatchObject({ shooter: 'bomber', dice: 1 });
		expect(at(r.state, 'B1').hp).toBe(5);
		// The bomber still never flies (G-TER-4).
		expect(validateOrder(s, flight('bomber', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.static_plane'
		});
	});
});

describe('command points: a plane destroyed off the board (001)', () => {
	it('C-M3 (002:394): a plane destroyed flying off the board counts as shot down for the other side', () => {
		// 001: with no spare tile left "gilt es als zerstört"; 002:394 "The winner is the one who
		// shoots down the most" — as the campaign counts a pilot lost with no killer (C-M3).
		const s = bids(
			cp({
				mission: 'fighter-sweep',
				planes: [plane('A1', 'camel', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 10, 3, 2)],
				options: { extensionTiles: 0 }
			}),
			0,
			1
		);
		const r = run(s, flight('B1', 'F', 'F'));
		expect(r.events).toContainEqual({ type: 'flew-off-board', plane: 'B1' });
		expect(r.state.result).toMatchObject({ outcome: 'A', score: { A: 1, B: 0 } });
	});
});

describe('command points: bids (001 2.4.2)', () => {
	const equalForces = () =>
		cp({ planes: [plane('A1', 'camel', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 9, 6, 6)] });

	it('◇ ties alternate by who won the last bid, not by who held the card when the round ended', () => {
		// 001 2.4.2 gives ties to the American player; ◇ default here: the side that did not win last
		// round's bid. With equal forces A flies, then B, so B holds the card when round 1 ends.
		const r1 = bids(equalForces(), 2, 2);
		expect(r1.command?.holder).toBe('A');
		const end = run(r1, flight('A1', 'F', 'F', 'F'), flight('B1', 'F', 'F', 'F')).state;
		expect(end.phase).toBe('bid');
		expect(end.command?.holder).toBe(null);
		expect(bids(end, 1, 1).command?.holder).toBe('B');
	});

	it('bids are spent for the round: the points bid are gone until the next round starts with 3', () => {
		// 001 2.4.2: the points bid are shown "und werfen sie dann ab" (thrown away); 2.4.1 each round
		// every player gets 3 command points.
		const r1 = bids(equalForces(), 2, 1);
		expect(r1.command?.cp).toEqual({ A: 1, B: 2 });
		const end = run(r1, flight('A1', 'F', 'F', 'F'), flight('B1', 'F', 'F', 'F')).state;
		expect(end.command?.cp).toEqual({ A: 3, B: 3 });
	});
});

describe('command points: ±ve, balloons, static pieces, withdrawal, reasons', () => {
	it('002:236 + 002:172: the −ve of re-emerging from a large cloud counts for one round, then resets', () => {
		// 002:236 "Remerge at a random point the move after, with a -ve"; 002:172 the ±ve are summed
		// for the turn ("Sum them up to see if one side or the other has an advantage").
		let s = bids(
			cp({
				planes: [plane('A1', 'camel', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 10, 6, 0)],
				terrain: { largeClouds: [{ x: 5, y: 3, w: 1, h: 1 }] }
			}),
			1,
			0
		);
		s = run(s, flight('A1', 'F', 'F', 'F')).state;
		expect(at(s, 'A1').status).toBe('lost');
		s = run(s, flight('B1', 'F', 'F', 'F')).state;
		s = bids(s, 1, 0);
		expect(at(s, 'A1')).toMatchObject({ status: 'active', ve: -1 });
		const legal = legalOrders(s);
		const out = legal.phase === 'command' ? legal.planes[0].flights[0] : [];
		s = run(s, flight('A1', ...out), flight('B1', 'F', 'F', 'F')).state;
		expect(s.turn).toBe(3);
		expect(at(s, 'A1').ve).toBe(0);
	});

	it('002:241: a Flight that loops off the board over a tile and back may not end on a balloon', () => {
		// 002:241 balloons "may not be shot or flown through" — on the board or after a tile.
		const s = bids(
			cp({
				planes: [plane('A1', 'camel', 'A', 10, 3, 2), plane('B1', 'fokker-dr1', 'B', 1, 6, 2)],
				terrain: { balloons: [{ id: 'bal', side: 'B', x: 11, y: 4 }] }
			}),
			1,
			0
		);
		expect(validateOrder(s, flight('A1', 'F', 'FR', 'FR', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.balloon_in_way',
			params: { x: 11, y: 4 }
		});
	});

	it('◇ boxed in: nose to a balloon, a plane with no Flight turns a quarter in place (G-TER-3)', () => {
		const s = bids(
			cp({
				planes: [plane('A1', 'camel', 'A', 5, 3, 2), plane('B1', 'fokker-dr1', 'B', 1, 6, 2)],
				terrain: { balloons: [{ id: 'bal', side: 'A', x: 6, y: 3 }] }
			}),
			1,
			0
		);
		expect(validateOrder(s, flight('A1', 'F', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.balloon_in_way'
		});
		expect(legalFlights(s, at(s, 'A1'))).toEqual([['L'], ['R']]);
		const r = run(s, flight('A1', 'R'));
		expect(at(r.state, 'A1')).toMatchObject({ x: 5, y: 3, facing: 4 });
		expect(r.events).toContainEqual(
			expect.objectContaining({ type: 'moved', plane: 'A1', path: 'R', squares: [] })
		);
		// Only a boxed-in plane turns in place.
		const free = bids(
			cp({
				planes: [plane('A1', 'camel', 'A', 4, 3, 2), plane('B1', 'fokker-dr1', 'B', 1, 6, 2)],
				terrain: { balloons: [{ id: 'bal', side: 'A', x: 6, y: 3 }] }
			}),
			1,
			0
		);
		expect(validateOrder(free, flight('A1', 'L')).ok).toBe(false);
		expect(legalFlights(free, at(free, 'A1')).some((f) => f[0] === 'L')).toBe(false);
	});

	it('002:248 + 002:415: the swap rule never moves a static Zeppelin (◇ its square is blocked; house rule: shared)', () => {
		// 002:248 bombers and Zeppelins "are placed in the middle of the table"; 002:415 the beast
		// "does not move". 001: entering an occupied square swaps the two planes.
		const setup = {
			planes: [
				plane('A1', 'camel', 'A', 3, 3, 2),
				plane('Z', 'zeppelin-p', 'B', 5, 3, 0),
				plane('B1', 'fokker-dr1', 'B', 10, 7, 6)
			]
		};
		const s = bids(cp(setup), 1, 0);
		expect(validateOrder(s, flight('A1', 'F', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.static_in_way',
			params: { plane: 'Z', x: 5, y: 3 }
		});
		const shared = bids(cp({ ...setup, options: { flightIntoStatic: 'share' } }), 1, 0);
		const r = run(shared, flight('A1', 'F', 'F', 'F')).state;
		expect(at(r, 'Z')).toMatchObject({ x: 5, y: 3 });
		expect(at(r, 'A1')).toMatchObject({ x: 6, y: 3 });
	});

	it('002:125: a critical plane must withdraw by the shortest route in its Flight, not fly deeper in', () => {
		// 002:125 "it must withdraw from the fight by the shortest route possible, off the ends".
		const s = bids(
			cp({
				planes: [
					plane('A1', 'camel', 'A', 2, 3, 0, { critical: true, hp: 2 }),
					plane('B1', 'fokker-dr1', 'B', 10, 7, 6)
				]
			}),
			1,
			0
		);
		expect(validateOrder(s, flight('A1', 'FR', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.must_withdraw'
		});
		expect(validateOrder(s, flight('A1', 'FL', 'F', 'F'))).toMatchObject({ ok: false });
		const r = run(s, flight('A1', 'FL', 'F', 'F', 'F'));
		expect(r.events).toContainEqual({ type: 'withdrawn', plane: 'A1', edge: 'west' });
		// ◇ and it may not stay to fight while a Flight is open to it.
		expect(validateOrder(s, { kind: 'combat', plane: 'A1', shots: [] })).toMatchObject({
			ok: false,
			code: 'grid.critical_must_fly'
		});
	});

	it('001 2.4.3: the legal answer gives the reason for every refused Flight', () => {
		const s = bids(
			cp({
				planes: [plane('A1', 'camel', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 10, 7, 6)],
				terrain: { balloons: [{ id: 'bal', side: 'B', x: 4, y: 3 }] }
			}),
			1,
			0
		);
		const legal = legalOrders(s);
		expect(legal.phase).toBe('command');
		if (legal.phase !== 'command') return;
		const a1 = legal.planes.find((p) => p.plane === 'A1')!;
		expect(a1.refusedFlights).toContainEqual({
			steps: ['F', 'F', 'F'],
			reason: expect.objectContaining({ code: 'grid.balloon_in_way', params: { x: 4, y: 3 } })
		});
		expect(a1.flights).not.toContainEqual(['F', 'F', 'F']);
	});
});

describe('command points: re-entry (G-MOVE-5)', () => {
	it('a plane off the table comes back at the round’s start where it left, with a −ve and no Combat that round', () => {
		const s = cp({
			planes: [
				plane('A1', 'camel', 'A', 0, 3, 6, {
					status: 'off-table',
					exit: { x: 0, y: 3, edge: 'west' }
				}),
				plane('B1', 'fokker-dr1', 'B', 3, 3, 6)
			]
		});
		expect(at(s, 'A1')).toMatchObject({ status: 'active', x: 0, y: 3, facing: 2, ve: -1 });
		const r = bids(s, 1, 0);
		const shot = validateOrder(r, {
			kind: 'combat',
			plane: 'A1',
			shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
		});
		expect(shot).toMatchObject({ ok: false, code: 'grid.cannot_shoot_this_turn' });
	});
});

describe('command points: a refused activation says why (issue 28)', () => {
	const threePlanes = () =>
		cp({
			planes: [
				plane('A1', 'camel', 'A', 2, 3, 2),
				plane('A2', 'camel', 'A', 2, 8, 2),
				plane('B1', 'fokker-dr1', 'B', 14, 6, 6)
			]
		});

	it('001 2.4.2: before both sides have bid, no plane is activated, and the side still to bid is named', () => {
		// 001 2.4.2: the bids are shown together; only then does the highest take the initiative card.
		const s = run(threePlanes(), { kind: 'bid', side: 'A', points: 1 }).state;
		expect(validateOrder(s, flight('A1', 'F', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.activation_after_bids',
			params: { side: 'B' }
		});
	});

	it('001 2.4.3: a plane whose marker is spent is refused as having acted this round', () => {
		// 001 2.4.3 "Nur Flugzeuge mit einem Aktivierungsmarker an der Seite können aktiviert werden";
		// the card comes back to A once B has no marked plane left.
		const s = run(
			bids(threePlanes(), 2, 1),
			flight('A1', 'F', 'F', 'F'),
			flight('B1', 'F', 'F', 'F')
		).state;
		expect(s.command?.holder).toBe('A');
		expect(validateOrder(s, flight('A1', 'F', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.already_activated',
			params: { plane: 'A1' }
		});
		expect(validateOrder(s, flight('A2', 'F', 'F', 'F'))).toEqual({ ok: true, value: undefined });
	});

	it('G-TURN-1: the deck game has no command-point activation and says so', () => {
		const s = startGame(
			stateAt(
				{ planes: [plane('A1', 'camel', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 14, 6, 6)] },
				1
			)
		);
		if (!s.ok) throw new Error(s.reason);
		expect(validateOrder(s.value.state, flight('A1', 'F', 'F', 'F'))).toMatchObject({
			ok: false,
			code: 'grid.activation_by_deck'
		});
	});
});
