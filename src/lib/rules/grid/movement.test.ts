import { describe, expect, it } from 'vitest';
import { activating, plane, stateAt } from './fixtures';
import { applyOrder, validateOrder } from './orders';
import { legalMoves } from './legal';
import type { GridOrder, GridState, PlaneSetup } from './types';

const solo = (
	p: PlaneSetup,
	extra: Partial<Parameters<typeof stateAt>[0]> = {},
	dice: number[] | number = 1,
	next?: string[]
) =>
	activating(
		stateAt({ planes: [p, plane('B1', 'fokker-dr1', 'B', 11, 7, 6)], ...extra }, dice),
		p.id,
		next
	);
const move = (
	path: string,
	more: Partial<Extract<GridOrder, { kind: 'move' }>> = {}
): GridOrder => ({
	kind: 'move',
	plane: 'A1',
	path,
	...more
});
const reason = (state: GridState, order: GridOrder) => {
	const r = validateOrder(state, order);
	return r.ok ? 'ok' : r.reason;
};
const code = (state: GridState, order: GridOrder) => {
	const r = validateOrder(state, order);
	return r.ok ? 'ok' : r.code;
};
const after = (state: GridState, order: GridOrder) => {
	const r = applyOrder(state, order);
	if (!r.ok) throw new Error(r.reason);
	return r.value;
};

describe('grid movement', () => {
	it('moves exactly its speed and ends facing orthogonally', () => {
		const s = solo(plane('A1', 'camel', 'A', 2, 4, 2));
		expect(reason(s, move('FFF'))).toMatch(/exactly 4/);
		expect(reason(s, move('FFFFF'))).toMatch(/exactly 4/);
		expect(reason(s, move('FFFF'))).toBe('ok');
		expect(reason(s, move('FRFFF'))).toMatch(/orthogonally/);
		expect(reason(s, move('FRFFFL'))).toBe('ok');
		expect(reason(s, move('FLLFF'))).toMatch(/one 45° turn at a time/);
		expect(reason(s, move('FXFF'))).toMatch(/only F/);
		expect(code(s, move('FFF'))).toBe('grid.move_length');
		expect(code(s, move('FFFFF'))).toBe('grid.path_too_long');
		expect(code(s, move('FRFFF'))).toBe('grid.end_diagonal');
		expect(code(s, move('FXFF'))).toBe('grid.path_letters');
		const moved = after(s, move('FRFFFL')).state.planes.find((p) => p.id === 'A1')!;
		expect(moved).toMatchObject({ x: 6, y: 7, facing: 2 });
	});

	it('Nimble and Average planes turn once per square moved, after moving', () => {
		const s = solo(plane('A1', 'albatros-diii', 'A', 3, 4, 2));
		expect(reason(s, move('LFRFFF'))).toMatch(/after a square moved/);
		expect(reason(s, move('FLFLFRFR'))).toBe('ok');
	});

	it('Clumsy planes take their first turn at the start and then one per 2 squares', () => {
		const s = solo(plane('A1', 're8', 'A', 3, 4, 2));
		expect(reason(s, move('FF'))).toBe('ok');
		expect(reason(s, move('LFFL'))).toBe('ok');
		expect(reason(s, move('LFFLL'))).toMatch(/one 45° turn at a time/);
		expect(reason(s, move('FFL'))).toMatch(/first turn at the start/);
		expect(reason(s, move('LFRF'))).toMatch(/once per 2 squares/);
		expect(reason(s, move('LFF'))).toMatch(/orthogonally/);
		const fast = solo(plane('A1', 're8', 'A', 3, 4, 2));
		expect(reason(fast, move('FFFF', { manoeuvre: 'full-throttle' }))).toBe('ok');
	});

	it('manoeuvre limits follow agility, speed, ace skills and "not twice in a row"', () => {
		const clumsy = solo(plane('A1', 're8', 'A', 3, 4, 2));
		expect(reason(clumsy, move('FF', { manoeuvre: 'split-s' }))).toMatch(/needs agility/);
		expect(reason(clumsy, move('FF', { manoeuvre: 'jink' }))).toMatch(/needs agility/);
		expect(reason(clumsy, move('FF', { manoeuvre: 'throttle-back' }))).toMatch(/needs speed/);
		const camel = solo(plane('A1', 'camel', 'A', 3, 4, 2));
		expect(reason(camel, move('FF', { manoeuvre: 'split-s' }))).toBe('ok');
		expect(reason(camel, move('FF', { manoeuvre: 'throttle-back' }))).toBe('ok');
		expect(reason(camel, move('FFLF', { manoeuvre: 'throttle-back' }))).toMatch(/no turns/);
		expect(reason(camel, move('FFFFFF', { manoeuvre: 'full-throttle' }))).toBe('ok');
		expect(reason(camel, move('FF', { manoeuvre: 'immelmann' }))).toMatch(/ace skill/);
		expect(reason(camel, move('', { manoeuvre: 'engine-hang' }))).toMatch(/ace skill/);
		const again = solo(plane('A1', 'camel', 'A', 3, 4, 2, { lastManoeuvre: 'full-throttle' }));
		expect(reason(again, move('FFFFFF', { manoeuvre: 'full-throttle' }))).toMatch(/twice in a row/);
		const slowSe5 = solo(plane('A1', 'se5a', 'A', 3, 4, 2));
		expect(reason(slowSe5, move('FFFF', { slow: true }))).toMatch(/only Nimble/);
		expect(code(slowSe5, move('FFFF', { slow: true }))).toBe('grid.slow_nimble_only');
		const refused = validateOrder(clumsy, move('FF', { manoeuvre: 'split-s' }));
		expect(refused).toMatchObject({
			code: 'grid.manoeuvre_agility',
			params: { manoeuvre: 'split-s', agilities: 'nimble/average', agility: 'clumsy' }
		});
		expect(code(camel, move('FF', { manoeuvre: 'immelmann' }))).toBe('grid.ace_skill_missing');
		expect(reason(camel, move('FF', { slow: true }))).toBe('ok');
	});

	it('Split-S turns 180° for a −ve; Immelmann without; Engine Hang stays for two −ve', () => {
		const camel = solo(
			plane('A1', 'camel', 'A', 3, 4, 2, { aceSkills: ['immelmann', 'engine-hang'] })
		);
		const split = after(camel, move('FF', { manoeuvre: 'split-s' })).state.planes[0];
		expect(split).toMatchObject({ x: 5, y: 4, facing: 6, ve: -1, lastManoeuvre: 'split-s' });
		const imm = after(camel, move('FF', { manoeuvre: 'immelmann' })).state.planes[0];
		expect(imm).toMatchObject({ x: 5, facing: 6, ve: 0 });
		const hang = after(camel, move('', { manoeuvre: 'engine-hang' })).state.planes[0];
		expect(hang).toMatchObject({ x: 3, y: 4, facing: 2, ve: -2 });
	});

	it('jink: no shot of its own next turn and −2D6 to its attackers', () => {
		const s = solo(plane('A1', 'camel', 'A', 3, 4, 2));
		const p = after(s, move('FLFRFF', { manoeuvre: 'jink' })).state.planes[0];
		expect(p).toMatchObject({ jinkTurn: 2, noFireTurn: 2 });
	});

	it('must take a move that keeps it on the table; if none, it leaves and re-enters first with a −ve', () => {
		const s = solo(plane('A1', 'camel', 'A', 8, 4, 2));
		expect(reason(s, move('FFFF'))).toMatch(/keeps the plane on the table/);
		expect(reason(s, move('FLFLFF'))).toBe('ok');
		const stuck = solo(plane('A1', 'fokker-eiii', 'A', 11, 4, 2), {}, 1, []);
		expect(legalMoves(stuck, stuck.planes[0]).every((m) => m.end === 'exit')).toBe(true);
		const left = after(stuck, move('F'));
		expect(left.events).toContainEqual({ type: 'left-table', plane: 'A1', edge: 'east' });
		// Next turn: nobody can fire, so activation starts: A1 re-enters before any card.
		expect(left.state.activation?.current).toBe('A1');
		const back = left.state.planes[0];
		expect(back).toMatchObject({ status: 'active', x: 11, y: 4, facing: 6, ve: -1, noFireTurn: 3 });
	});

	it('a critical plane withdraws by the shortest route off a short end, never a side', () => {
		const s = solo(plane('A1', 'camel', 'A', 2, 3, 0, { critical: true, hp: 2 }));
		expect(reason(s, move('FFFF'))).toMatch(/shortest route/);
		expect(reason(s, move('FLFLFF'))).toBe('ok');
		const r = after(s, move('FLFLFF'));
		expect(r.state.planes[0].status).toBe('withdrawn');
		expect(r.events).toContainEqual({ type: 'withdrawn', plane: 'A1', edge: 'west' });
		const far = solo(plane('A1', 'camel', 'A', 5, 3, 0, { critical: true, hp: 2 }));
		expect(reason(far, move('FLFLFF'))).toBe('ok');
		expect(reason(far, move('FRFRFF'))).toMatch(/shortest route/);
		const north = solo(plane('A1', 'camel', 'A', 5, 2, 0, { critical: true, hp: 2 }));
		expect(reason(north, move('FFF'))).toMatch(/shortest route/);
	});

	it('barrage balloons cannot be flown through; small clouds can', () => {
		const s = solo(plane('A1', 'camel', 'A', 2, 4, 2), {
			terrain: {
				balloons: [{ id: 'bal', side: 'B', x: 4, y: 4 }],
				smallClouds: [{ x: 3, y: 3, w: 1, h: 1 }]
			}
		});
		expect(reason(s, move('FFFF'))).toMatch(/balloon/);
		expect(reason(s, move('FLFRFF'))).toBe('ok');
	});

	it('◇ boxed in: nose to a balloon, a plane turns a quarter in place or holds (G-TER-3, G-MOVE-1)', () => {
		// A balloon on the square ahead: every path starts with a square forward, into it.
		const s = solo(plane('A1', 'camel', 'A', 3, 4, 2), {
			terrain: { balloons: [{ id: 'bal', side: 'B', x: 4, y: 4 }] }
		});
		expect(reason(s, move('FFFF'))).toMatch(/balloon/);
		const a1 = s.planes.find((p) => p.id === 'A1')!;
		const legal = legalMoves(s, a1).map((mv) => [mv.order.path, mv.to]);
		expect(legal).toEqual([
			['', { x: 3, y: 4, facing: 2 }],
			['LL', { x: 3, y: 4, facing: 0 }],
			['RR', { x: 3, y: 4, facing: 4 }]
		]);
		const turned = after(s, move('LL')).state.planes.find((p) => p.id === 'A1')!;
		expect(turned).toMatchObject({ x: 3, y: 4, facing: 0 });
		// Only a plane boxed in turns in place, and it never does so with a manoeuvre.
		expect(reason(s, move('LL', { manoeuvre: 'jink' }))).not.toBe('ok');
		const free = solo(plane('A1', 'camel', 'A', 2, 4, 2), {
			terrain: { balloons: [{ id: 'bal', side: 'B', x: 4, y: 4 }] }
		});
		expect(reason(free, move('LL'))).not.toBe('ok');
		expect(reason(free, move(''))).not.toBe('ok');
		expect(legalMoves(free, free.planes[0]).some((mv) => !mv.order.path.includes('F'))).toBe(false);
	});

	it('a large cloud swallows the plane for a turn; it re-emerges on a random edge square with a −ve', () => {
		const cloud = { x: 5, y: 3, w: 3, h: 3 };
		const s = solo(
			plane('A1', 'camel', 'A', 2, 4, 2),
			{ terrain: { largeClouds: [cloud] } },
			[2, 3],
			[]
		);
		expect(reason(s, move('FFFF'))).toMatch(/lost in the large cloud/);
		const lost = after(s, move('FFF'));
		expect(lost.events).toContainEqual({ type: 'lost-in-cloud', plane: 'A1' });
		// Turn 2: no fire; the deck [A1, B1] is shuffled (value 2 keeps it), A1 re-emerges at spot 3.
		const a1 = lost.state.planes[0];
		expect(lost.state.activation?.current).toBe('A1');
		expect(lost.events.some((e) => e.type === 'reemerged')).toBe(true);
		expect(a1.status).toBe('active');
		expect(a1.ve).toBe(-1);
		expect(a1).toMatchObject({ x: 6, y: 2, facing: 0 });
	});

	it('a wing MG gets a passing shot on 4+ at an enemy whose square it enters', () => {
		const s = activating(
			stateAt(
				{
					planes: [plane('A1', 'se5a', 'A', 1, 4, 2), plane('B1', 'fokker-dr1', 'B', 3, 4, 0)]
				},
				[4, 5, 5, 1]
			),
			'A1'
		);
		const r = after(s, move('FFFFFF'));
		expect(r.events).toContainEqual({
			type: 'passing-roll',
			plane: 'A1',
			target: 'B1',
			roll: 4,
			needed: 4
		});
		const shot = r.events.find((e) => e.type === 'shot');
		expect(shot).toMatchObject({ passing: true, dice: 3, rolls: [5, 5, 1] });
		expect(r.state.planes.find((p) => p.id === 'B1')!.hp).toBe(4);
		const miss = activating(
			stateAt(
				{ planes: [plane('A1', 'se5a', 'A', 1, 4, 2), plane('B1', 'fokker-dr1', 'B', 3, 4, 0)] },
				[3]
			),
			'A1'
		);
		const m = applyOrder(miss, move('FFFFFF'));
		expect(m.ok && m.value.events.filter((e) => e.type === 'shot')).toEqual([]);
	});

	it('legal moves list one move per distinct end, each accepted by the engine', () => {
		const s = solo(plane('A1', 'fokker-dvii', 'A', 5, 4, 2));
		const moves = legalMoves(s, s.planes[0]);
		expect(moves.length).toBeGreaterThan(20);
		for (const m of moves) expect(reason(s, m.order)).toBe('ok');
	});
});
