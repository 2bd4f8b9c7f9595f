import { describe, expect, it } from 'vitest';
import { applyOrder, legalOrders, newGame, type MoveChoice } from '$lib/rules/grid';
import { isListedFlight, manoeuvreKey, moveKindOf, nextFlightSteps } from './geometry';

const move = (order: Partial<MoveChoice['order']>): MoveChoice => ({
	order: { kind: 'move', plane: 'A1', path: 'FF', ...order },
	to: { x: 0, y: 0, facing: 2 },
	end: 'full'
});

describe('Skirmish move and flight choices (issue 15)', () => {
	it('a Nimble slow-down combined with a manoeuvre has its own button key', () => {
		expect(manoeuvreKey(move({}))).toBe('plain');
		expect(manoeuvreKey(move({ slow: true }))).toBe('slow');
		expect(manoeuvreKey(move({ manoeuvre: 'jink' }))).toBe('jink');
		expect(manoeuvreKey(move({ manoeuvre: 'jink', slow: true }))).toBe('slow+jink');
		expect(manoeuvreKey(move({ manoeuvre: 'dead-eye', slow: true }))).toBe('slow+dead-eye');
	});

	it('a button key names the move back for the engine (the refused tap asks why)', () => {
		for (const order of [
			{},
			{ slow: true },
			{ manoeuvre: 'jink' },
			{ manoeuvre: 'jink', slow: true }
		] as const) {
			const kind = moveKindOf(manoeuvreKey(move(order)));
			expect(kind).toEqual({
				manoeuvre: 'manoeuvre' in order ? order.manoeuvre : null,
				slow: 'slow' in order
			});
		}
	});

	it('every listed Flight can be built step by step, also those ending off the board', () => {
		const flights = [
			['F', 'F', 'F'],
			['F', 'FL', 'F'],
			['F', 'FL', 'F', 'F']
		];
		expect(nextFlightSteps(flights, [])).toEqual(['F']);
		expect(nextFlightSteps(flights, ['F'])).toEqual(['F', 'FL']);
		expect(nextFlightSteps(flights, ['F', 'FR'])).toEqual([]);
		expect(isListedFlight(flights, ['F', 'FL', 'F'])).toBe(true);
		expect(isListedFlight(flights, ['F', 'FL'])).toBe(false);
		// A Camel one square from the east end: many of its Flights lay a tile off the board.
		const g = newGame(
			{
				board: { width: 12, height: 8 },
				planes: [
					{ id: 'A1', type: 'camel', side: 'A', x: 10, y: 3, facing: 2 },
					{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 1, y: 6, facing: 2 }
				],
				options: { activation: 'command-points' }
			},
			1
		);
		if (!g.ok) throw new Error(g.reason);
		let s = g.value.state;
		for (const side of ['A', 'B'] as const) {
			const r = applyOrder(s, { kind: 'bid', side, points: side === 'A' ? 1 : 0 });
			if (!r.ok) throw new Error(r.reason);
			s = r.value.state;
		}
		const legal = legalOrders(s);
		if (legal.phase !== 'command') throw new Error(legal.phase);
		const listed = legal.planes.find((p) => p.plane === 'A1')!.flights;
		expect(listed.length).toBeGreaterThan(20);
		// Walking every prefix reaches every listed Flight, and nothing else.
		const reached: string[] = [];
		const walk = (built: string[]) => {
			if (isListedFlight(listed, built)) reached.push(built.join());
			for (const step of nextFlightSteps(listed, built)) walk([...built, step]);
		};
		walk([]);
		expect(reached.sort()).toEqual(listed.map((f) => f.join()).sort());
	});
});
