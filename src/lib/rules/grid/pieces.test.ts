import { describe, expect, it } from 'vitest';
import { GUN_ARCS } from '../../data/grid/rules';
import { activating, plane, stateAt } from './fixtures';
import { planShot } from './fire';
import { startGame, validateOrder, applyOrder } from './orders';
import { inArc } from './geometry';

describe('static bombers, Zeppelins and house rules', () => {
	it('Zeppelin gondola guns measure arcs and range from the gondola squares (G-FIRE-6)', () => {
		// Zeppelin centre (6,4) facing N: forward gondola (6,3), aft gondola (6,5).
		const s = stateAt({
			planes: [
				plane('Z', 'zeppelin-p', 'B', 6, 4, 0),
				plane('A1', 'camel', 'A', 6, 1, 4),
				plane('A2', 'camel', 'A', 4, 5, 0)
			],
			board: { width: 12, height: 10 }
		});
		expect(planShot(s, { plane: 'Z', gun: 'fwd-front', target: 'A1' })).toMatchObject({
			ok: true,
			value: { range: 2, dice: 1 }
		});
		const aft = planShot(s, { plane: 'Z', gun: 'aft-front', target: 'A1' });
		expect(!aft.ok && aft.reason).toMatch(/no dice left at range 4/);
		expect(planShot(s, { plane: 'Z', gun: 'aft-left', target: 'A2' })).toMatchObject({
			ok: true,
			value: { range: 2, dice: 1 }
		});
		const right = planShot(s, { plane: 'Z', gun: 'fwd-right', target: 'A2' });
		expect(!right.ok && right.reason).toMatch(/outside the arc/);
	});

	it('heavy bomber gunners cover front, left and right 180° arcs (G-FIRE-6)', () => {
		const at = { x: 5, y: 5 };
		expect(inArc(at, 2, GUN_ARCS['gunner-front'], { x: 7, y: 3 })).toBe(true);
		expect(inArc(at, 2, GUN_ARCS['gunner-left'], { x: 5, y: 3 })).toBe(true);
		expect(inArc(at, 2, GUN_ARCS['gunner-right'], { x: 5, y: 7 })).toBe(true);
		expect(inArc(at, 2, GUN_ARCS['gunner-right'], { x: 5, y: 3 })).toBe(false);
	});

	it('heavy bombers and Zeppelins stay put and never draw a card (G-TER-4)', () => {
		const s = startGame(
			stateAt({
				planes: [
					plane('bomber', 'hp-o400', 'A', 6, 4, 2),
					plane('A1', 'camel', 'A', 1, 1, 2),
					plane('B1', 'fokker-dr1', 'B', 11, 7, 6)
				]
			})
		);
		if (!s.ok) throw new Error(s.reason);
		const act = s.value.state.activation!;
		expect([act.current, ...act.deck.drawPile]).not.toContain('bomber');
		const forced = activating(s.value.state, 'bomber');
		const r = validateOrder(forced, { kind: 'move', plane: 'bomber', path: 'FF' });
		expect(!r.ok && r.reason).toMatch(/static/);
	});

	it('planes ending in the same square do not collide (G-MOVE-4)', () => {
		const s = activating(
			stateAt({
				planes: [plane('A1', 'camel', 'A', 1, 4, 2), plane('B1', 'fokker-dr1', 'B', 5, 4, 0)]
			}),
			'A1'
		);
		const r = applyOrder(s, { kind: 'move', plane: 'A1', path: 'FFFF' });
		expect(r.ok && r.value.state.planes.map((p) => [p.x, p.y, p.status])).toEqual([
			[5, 4, 'active'],
			[5, 4, 'active']
		]);
	});

	it('◇ defaults are overridable per game (house rules)', () => {
		const s = stateAt({
			planes: [plane('A1', 'camel', 'A', 1, 4, 2), plane('B1', 'fokker-dr1', 'B', 3, 4, 6)],
			terrain: { balloons: [{ id: 'bal', side: 'B', x: 9, y: 1 }] },
			options: {
				hitPoints: {
					fighter: { hp: 9, critical: 3 },
					'two-seat-fighter': { hp: 8, critical: 3 },
					observation: { hp: 8, critical: 3 },
					pusher: { hp: 6, critical: 2 },
					'heavy-bomber': { hp: 16, critical: 6 },
					zeppelin: { hp: 30, critical: 10 }
				},
				balloonHp: 8,
				maxCA: 1
			}
		});
		expect(s.planes[0].hp).toBe(9);
		expect(s.terrain.balloons[0].hp).toBe(8);
		const boosted = { ...s, planes: s.planes.map((p) => (p.id === 'A1' ? { ...p, ve: 2 } : p)) };
		expect(planShot(boosted, { plane: 'A1', gun: 'mg', target: 'B1' })).toMatchObject({
			value: { ca: 1, dice: 6 }
		});
	});
});
