import { describe, expect, it } from 'vitest';
import { MANOEUVRE_IDS, type ManoeuvreId } from '../../data/grid/rules';
import { activating, plane, stateAt } from './fixtures';
import { newGame } from './game';
import { legalMoves } from './legal';
import { applyOrder, validateOrder } from './orders';
import type { GridEvent } from './events';
import type { GridOrder, GridState, PlaneState } from './types';

/**
 * Golden tests of issue 15 for the initiative-deck game, written from the club rules' text
 * (seed 002, cited as 002:line). Each failed on the engine before issue 15.
 */

const set = (s: GridState, id: string, patch: Partial<PlaneState>): GridState => ({
	...s,
	planes: s.planes.map((p) => (p.id === id ? { ...p, ...patch } : p))
});
const after = (state: GridState, order: GridOrder) => {
	const r = applyOrder(state, order);
	if (!r.ok) throw new Error(r.reason);
	return r.value;
};
const shots = (events: GridEvent[]) =>
	events.filter((e): e is Extract<GridEvent, { type: 'shot' }> => e.type === 'shot');

describe('escapes at critical (C-M1, C-M4)', () => {
	it('C-M1 (002:378): a critical RE8 bringing the photographs home off its own edge escapes and wins; off the other edge it is a draw', () => {
		// 002:378 "escort their observation aircraft to a designated point … and then escape safely
		// off their own edge. Escaping from a different edge counts as a draw." 002:125: at critical
		// it must withdraw off an end anyway — carrying the photographs, that withdrawal is the escape.
		const home = activating(
			stateAt({
				mission: 'photo-recon',
				planes: [
					plane('A1', 're8', 'A', 1, 3, 6, { critical: true, hp: 2 }),
					plane('B1', 'fokker-dr1', 'B', 10, 6, 6)
				],
				objectives: { photoPoints: [{ x: 0, y: 3 }] }
			}),
			'A1'
		);
		const r = after(home, { kind: 'move', plane: 'A1', path: 'FF' });
		expect(r.events).toContainEqual({ type: 'photographed', plane: 'A1', x: 0, y: 3 });
		expect(r.events).toContainEqual({ type: 'escaped', plane: 'A1', edge: 'west' });
		expect(r.state.result).toMatchObject({ outcome: 'A', escaped: ['A1'], fled: [] });

		const away = activating(
			stateAt({
				mission: 'photo-recon',
				planes: [
					plane('A1', 're8', 'A', 10, 3, 2, { critical: true, hp: 2 }),
					plane('B1', 'fokker-dr1', 'B', 1, 6, 2)
				],
				objectives: { photoPoints: [{ x: 11, y: 3 }] }
			}),
			'A1'
		);
		expect(after(away, { kind: 'move', plane: 'A1', path: 'FF' }).state.result).toMatchObject({
			outcome: 'draw',
			escaped: ['A1']
		});
	});

	it('C-M4 (002:399): a critical observer escaping after finding the guns wins for side A', () => {
		// 002:399 "Side A win if they can discover the location and escape with one of their observers."
		const s = activating(
			stateAt({
				mission: 'long-recon',
				planes: [
					plane('A1', 'rumpler-civ', 'A', 1, 3, 6, { critical: true, hp: 3 }),
					plane('B1', 'fokker-dr1', 'B', 10, 6, 6)
				],
				objectives: {
					sites: [
						{ x: 0, y: 3, real: true, visited: false },
						{ x: 6, y: 6, real: false, visited: false }
					]
				}
			}),
			'A1'
		);
		const r = after(s, { kind: 'move', plane: 'A1', path: 'FF' });
		expect(r.events).toContainEqual({ type: 'escaped', plane: 'A1', edge: 'west' });
		expect(r.state.result).toMatchObject({ outcome: 'A', objectives: { siteFound: true } });
	});
});

describe('wing-MG passing shots are shots (G-MOVE-4, G-MAN-2)', () => {
	const pass = (dice: number[]) =>
		activating(
			stateAt(
				{ planes: [plane('A1', 'se5a', 'A', 1, 4, 2), plane('B1', 'fokker-dr1', 'B', 3, 4, 0)] },
				dice
			),
			'A1'
		);

	it('002:195 + 002:164: a jinking target costs the passing shot 2D6', () => {
		// 002:195 Jink: "-2D6 to attackers"; 002:164 the wing MG "may make a shot as they pass on a 4,5,6".
		const s = set(pass([4, 5, 1, 1]), 'B1', { jinkTurn: 1, noFireTurn: 1 });
		const r = after(s, { kind: 'move', plane: 'A1', path: 'FFFFFF' });
		const [shot] = shots(r.events);
		expect(shot).toMatchObject({ passing: true, dice: 1, rolls: [5] });
		expect(r.state.planes.find((p) => p.id === 'B1')!.hp).toBe(5);
	});

	it('002:195: a plane that jinked last turn gets no passing shot ("no shot yourself next turn")', () => {
		const s = set(pass([4, 5, 5, 5]), 'A1', { jinkTurn: 1, noFireTurn: 1 });
		const r = after(s, { kind: 'move', plane: 'A1', path: 'FFFFFF' });
		expect(r.events.some((e) => e.type === 'passing-roll')).toBe(false);
		expect(shots(r.events)).toEqual([]);
		expect(r.state.planes.find((p) => p.id === 'B1')!.hp).toBe(6);
	});

	it('◇ jinkWindow: the jink covers the jinking move itself (no shot, −2D6 against it); "next-turn" only the next turn', () => {
		const jinkNow = pass([4, 5, 5, 5]);
		const r = after(jinkNow, { kind: 'move', plane: 'A1', path: 'FFFFFF', manoeuvre: 'jink' });
		expect(r.events.some((e) => e.type === 'passing-roll')).toBe(false);
		const later = { ...jinkNow, rules: { ...jinkNow.rules, jinkWindow: 'next-turn' as const } };
		const l = after(later, { kind: 'move', plane: 'A1', path: 'FFFFFF', manoeuvre: 'jink' });
		expect(shots(l.events)).toMatchObject([{ passing: true, dice: 3 }]);
		// B1 jinked earlier this turn (its jink counts from turn 2 on in the next fire step too).
		const target = set(pass([4, 5]), 'B1', { jinkTurn: 2, noFireTurn: 2 });
		const t = after(target, { kind: 'move', plane: 'A1', path: 'FFFFFF' });
		expect(shots(t.events)).toMatchObject([{ passing: true, dice: 1, rolls: [5] }]);
	});
});

describe('the legal list holds every move the engine accepts (query: legal)', () => {
	/** Every path with exactly `n` squares and at most one turn before the first and after each square. */
	function allPaths(n: number): string[] {
		let out = [''];
		for (let i = 0; i <= n; i++) {
			out = out.flatMap((p) => ['', 'L', 'R'].map((t) => p + t));
			if (i < n) out = out.map((p) => p + 'F');
		}
		return out;
	}
	const sameEnd = (m: ReturnType<typeof legalMoves>[number], o: GridOrder, s: GridState) => {
		if (o.kind !== 'move' || m.order.manoeuvre !== o.manoeuvre) return false;
		if ((m.order.slow ?? false) !== (o.slow ?? false)) return false;
		const r = applyOrder(s, o);
		const p = r.ok ? r.value.state.planes.find((q) => q.id === o.plane)! : null;
		return !!p && m.to.x === p.x && m.to.y === p.y && m.to.facing === p.facing;
	};

	it('002:146 + 002:195 + 002:220: a Nimble slow-down with Jink or Dead Eye is listed, as the engine accepts it', () => {
		// 002:146 Nimble "may slow down by 2 without manoeuvring"; Jink (002:195) and Dead Eye (002:220)
		// fly a normal move, so they combine with it (decisions.md, G-MOVE-3).
		const s = activating(
			stateAt({
				board: { width: 16, height: 12 },
				planes: [
					plane('A1', 'camel', 'A', 7, 6, 2, { aceSkills: ['dead-eye'] }),
					plane('B1', 'fokker-dr1', 'B', 15, 11, 6)
				]
			}),
			'A1'
		);
		const moves = legalMoves(s, s.planes[0]);
		for (const manoeuvre of ['jink', 'dead-eye'] as ManoeuvreId[]) {
			const order: GridOrder = { kind: 'move', plane: 'A1', path: 'FRFL', manoeuvre, slow: true };
			expect(validateOrder(s, order).ok).toBe(true);
			expect(moves.some((m) => sameEnd(m, order, s))).toBe(true);
		}
		// Exhaustively: every accepted path of every plan ends where a listed move of that plan ends.
		const missing: string[] = [];
		for (const manoeuvre of [undefined, ...MANOEUVRE_IDS])
			for (const slow of [false, true])
				for (let n = 0; n <= 6; n++)
					for (const path of allPaths(n)) {
						const order: GridOrder = { kind: 'move', plane: 'A1', path };
						if (manoeuvre) order.manoeuvre = manoeuvre;
						if (slow) order.slow = true;
						if (!validateOrder(s, order).ok) continue;
						if (!moves.some((m) => sameEnd(m, order, s))) missing.push(JSON.stringify(order));
					}
		expect(missing).toEqual([]);
	});
});

describe('a fire step nobody could shoot in says why (G-TURN-1, G-FIRE-1, G-FIRE-5)', () => {
	it('002:28 + 002:59 + 002:55: the skipped fire step lists out of range and line of sight blocked at a square', () => {
		// 002:28 "Both sides fire their guns simultaneously"; 002:59 "You lose 1D6 per square of
		// distance" (range 4); 002:55 "You may not fire through clouds."
		const g = newGame(
			{
				board: { width: 12, height: 8 },
				planes: [
					plane('A1', 'camel', 'A', 1, 1, 2),
					plane('A2', 'camel', 'A', 1, 5, 2),
					plane('B1', 'fokker-dr1', 'B', 10, 1, 6),
					plane('B2', 'fokker-dr1', 'B', 4, 5, 6)
				],
				terrain: { smallClouds: [{ x: 2, y: 5, w: 2, h: 1 }] }
			},
			1
		);
		expect(g.ok).toBe(true);
		if (!g.ok) return;
		const noShots = g.value.events.find((e) => e.type === 'no-shots');
		expect(noShots).toMatchObject({ type: 'no-shots', turn: 1 });
		const reasons = noShots?.type === 'no-shots' ? noShots.reasons : [];
		expect(reasons).toContainEqual(
			expect.objectContaining({
				plane: 'A1',
				target: 'B1',
				reason: expect.objectContaining({ code: 'grid.out_of_range' })
			})
		);
		expect(reasons).toContainEqual(
			expect.objectContaining({
				plane: 'A2',
				target: 'B2',
				reason: expect.objectContaining({ code: 'grid.sight_blocked', params: { x: 2, y: 5 } })
			})
		);
		expect(reasons).toContainEqual(
			expect.objectContaining({
				plane: 'B2',
				target: 'A2',
				reason: expect.objectContaining({ code: 'grid.sight_blocked', params: { x: 3, y: 5 } })
			})
		);
		// Every plane in play is accounted for, against every enemy it might have shot at.
		expect(new Set(reasons.map((r) => `${r.plane}>${r.target}`)).size).toBe(8);
	});
});
