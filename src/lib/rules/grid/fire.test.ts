import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { planShot } from './fire';
import { applyHits, rollHits } from './hits';
import { plane, stateAt } from './fixtures';
import { applyOrder } from './orders';
import type { GridEvent } from './events';
import type { GridState } from './types';

const shotEvents = (events: GridEvent[]) =>
	events.filter((e): e is Extract<GridEvent, { type: 'shot' }> => e.type === 'shot');

describe('grid fire', () => {
	it('double MG at range 2 with 1 CA rolls 6 dice (golden)', () => {
		// A1 sits two squares behind B1's tail: the rear-arc +ve gives it 1 CA.
		const state = stateAt(
			{
				planes: [plane('A1', 'camel', 'A', 2, 4, 2), plane('B1', 'fokker-dvii', 'B', 4, 4, 2)],
				firstDeck: ['A1', 'B1']
			},
			[6, 5, 4, 3, 2, 1, 3]
		);
		const plan = planShot(state, { plane: 'A1', gun: 'mg', target: 'B1' });
		expect(plan.ok && plan.value).toMatchObject({ range: 2, ca: 1, dice: 6 });
		const r = applyOrder(state, {
			kind: 'fire',
			side: 'A',
			shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
		});
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const [shot] = shotEvents(r.value.events);
		expect(shot.rolls).toEqual([6, 5, 4, 3, 2, 1]);
		expect(shot.majors).toEqual([{ roll: 3, hp: 2, effect: 'damage' }]);
		expect(shot.minor).toBe(2);
		const b1 = r.value.state.planes.find((p) => p.id === 'B1')!;
		expect(b1.hp).toBe(2);
		expect(b1.critical).toBe(true);
		expect(r.value.state.phase).toBe('activation');
	});

	it('loses 1D6 per square of range and gains per CA, at most 2 CA', () => {
		const base = stateAt({
			planes: [plane('A1', 'fokker-eiii', 'A', 2, 4, 2), plane('B1', 'camel', 'B', 3, 4, 6)]
		});
		const single = planShot(base, { plane: 'A1', gun: 'mg', target: 'B1' });
		expect(single.ok && single.value.dice).toBe(2);
		const far = stateAt({
			planes: [plane('A1', 'camel', 'A', 0, 4, 2), plane('B1', 'fokker-dr1', 'B', 4, 4, 6)]
		});
		expect(planShot(far, { plane: 'A1', gun: 'mg', target: 'B1' })).toMatchObject({
			ok: true,
			value: { dice: 2 }
		});
		const tooFar = stateAt({
			planes: [plane('A1', 'camel', 'A', 0, 4, 2), plane('B1', 'fokker-dr1', 'B', 5, 4, 6)]
		});
		expect(planShot(tooFar, { plane: 'A1', gun: 'mg', target: 'B1' }).ok).toBe(false);
		const capped = stateAt({
			planes: [
				plane('A1', 'camel', 'A', 0, 4, 2, { ve: 3 }),
				plane('B1', 'fokker-dr1', 'B', 4, 4, 6, { ve: -2 })
			]
		});
		expect(planShot(capped, { plane: 'A1', gun: 'mg', target: 'B1' })).toMatchObject({
			ok: true,
			value: { ca: 2, dice: 6 }
		});
		const outOfDice = stateAt({
			planes: [plane('A1', 'fokker-eiii', 'A', 0, 4, 2), plane('B1', 'camel', 'B', 3, 4, 6)]
		});
		const r = planShot(outOfDice, { plane: 'A1', gun: 'mg', target: 'B1' });
		expect(r.ok).toBe(false);
		expect(!r.ok && r.reason).toMatch(/no dice/);
	});

	it('each die: 6 major, 4–5 minor, 1–3 nothing', () => {
		const hit = rollHits(scriptedDice([1, 2, 3, 4, 5, 6, 4]), 6);
		expect(hit.minor).toBe(2);
		expect(hit.majors).toHaveLength(1);
		expect(hit.hpLoss).toBe(4);
	});

	describe('major table', () => {
		const hitWith = (type: string, row: number): { state: GridState; events: GridEvent[] } => {
			const state = stateAt({
				planes: [plane('A1', 'camel', 'A', 2, 4, 2), plane('B1', type, 'B', 4, 4, 2)]
			});
			const draft = structuredClone(state);
			const events: GridEvent[] = [];
			applyHits(draft, 'A1', 'B1', rollHits(scriptedDice([6, row]), 1), events);
			return { state: draft, events };
		};
		const b1 = (s: GridState) => s.planes.find((p) => p.id === 'B1')!;

		it('1: −1 HP and the observer dies; the observer gun stops', () => {
			const { state, events } = hitWith('rumpler-civ', 1);
			expect(b1(state).hp).toBe(7);
			expect(b1(state).deadCrew).toEqual(['obs']);
			expect(events).toContainEqual({ type: 'observer-killed', plane: 'B1', gun: 'obs' });
			const shooter = {
				...state,
				planes: state.planes.map((p) => (p.id === 'B1' ? { ...p, facing: 2 as const } : p))
			};
			const r = planShot(shooter, { plane: 'B1', gun: 'obs', target: 'A1' });
			expect(!r.ok && r.reason).toMatch(/gunner .* is dead/);
			expect(r).toMatchObject({ code: 'grid.gunner_dead', params: { plane: 'B1', gun: 'obs' } });
		});
		it('2: −1 HP and one speed class lost', () => {
			const { state } = hitWith('fokker-dvii', 2);
			expect(b1(state)).toMatchObject({ hp: 5, speed: 'medium' });
		});
		it('3 and 4: −2 HP', () => {
			expect(b1(hitWith('fokker-dvii', 3).state)).toMatchObject({
				hp: 4,
				speed: 'fast',
				critical: false
			});
			expect(b1(hitWith('fokker-dvii', 4).state)).toMatchObject({ hp: 4, agility: 'nimble' });
		});
		it('5: −1 HP and one agility class lost', () => {
			expect(b1(hitWith('fokker-dvii', 5).state)).toMatchObject({ hp: 5, agility: 'average' });
		});
		it('6: critical, −3 HP', () => {
			expect(b1(hitWith('fokker-dvii', 6).state)).toMatchObject({ hp: 3, critical: true });
		});
	});

	it('fire is simultaneous: a plane shot down still fires, and the kill goes to the killing blow', () => {
		const state = stateAt(
			{
				planes: [
					plane('A1', 'camel', 'A', 3, 4, 2, { hp: 1 }),
					plane('A2', 'camel', 'A', 3, 5, 2),
					plane('B1', 'fokker-dr1', 'B', 4, 4, 6, { hp: 2 })
				],
				firstDeck: ['A2']
			},
			[4, 1, 1, 1, 1, 5, 4, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1]
		);
		let s = state;
		const a = applyOrder(s, {
			kind: 'fire',
			side: 'A',
			shots: [
				{ plane: 'A1', gun: 'mg', target: 'B1' },
				{ plane: 'A2', gun: 'mg', target: 'B1' }
			]
		});
		expect(a.ok).toBe(true);
		if (!a.ok) return;
		s = a.value.state;
		expect(s.phase).toBe('fire');
		const b = applyOrder(s, {
			kind: 'fire',
			side: 'B',
			shots: [{ plane: 'B1', gun: 'mg', target: 'A1' }]
		});
		expect(b.ok).toBe(true);
		if (!b.ok) return;
		s = b.value.state;
		const byId = (id: string) => s.planes.find((p) => p.id === id)!;
		expect(byId('B1').status).toBe('shot-down');
		expect(byId('A1').status).toBe('shot-down');
		expect(s.kills).toEqual([
			{ killer: 'A2', victim: 'B1', turn: 1 },
			{ killer: 'B1', victim: 'A1', turn: 1 }
		]);
	});

	it('each single MG picks its own target; a gun fires once', () => {
		const state = stateAt({
			planes: [
				plane('A1', 'bristol-f2b', 'A', 5, 4, 2),
				plane('B1', 'fokker-dr1', 'B', 7, 4, 2),
				plane('B2', 'fokker-dr1', 'B', 3, 4, 2)
			]
		});
		expect(planShot(state, { plane: 'A1', gun: 'mg', target: 'B1' }).ok).toBe(true);
		expect(planShot(state, { plane: 'A1', gun: 'obs', target: 'B2' }).ok).toBe(true);
		expect(planShot(state, { plane: 'A1', gun: 'mg', target: 'B2' }).ok).toBe(false);
		const twice = applyOrder(state, {
			kind: 'fire',
			side: 'A',
			shots: [
				{ plane: 'A1', gun: 'mg', target: 'B1' },
				{ plane: 'A1', gun: 'mg', target: 'B1' }
			]
		});
		expect(!twice.ok && twice.reason).toMatch(/only once/);
		expect(!twice.ok && twice.code).toBe('grid.gun_fires_once');
	});

	it('jinking targets cost attackers 2D6, Dead Eye adds 2D6 to a double MG', () => {
		const s = stateAt({
			planes: [plane('A1', 'camel', 'A', 2, 4, 2), plane('B1', 'fokker-dr1', 'B', 3, 4, 6)]
		});
		const withFlags = (a: object, b: object): GridState => ({
			...s,
			planes: [
				{ ...s.planes[0], ...a },
				{ ...s.planes[1], ...b }
			]
		});
		expect(planShot(withFlags({}, {}), { plane: 'A1', gun: 'mg', target: 'B1' })).toMatchObject({
			value: { dice: 5 }
		});
		expect(
			planShot(withFlags({}, { jinkTurn: 1 }), { plane: 'A1', gun: 'mg', target: 'B1' })
		).toMatchObject({ value: { dice: 3 } });
		expect(
			planShot(withFlags({ deadEyeTurn: 1 }, {}), { plane: 'A1', gun: 'mg', target: 'B1' })
		).toMatchObject({ value: { dice: 7 } });
		const jinker = planShot(withFlags({}, { noFireTurn: 1 }), {
			plane: 'B1',
			gun: 'mg',
			target: 'A1'
		});
		expect(!jinker.ok && jinker.reason).toMatch(/cannot shoot this turn/);
	});

	it('shots at own side and through clouds are refused', () => {
		const s = stateAt({
			planes: [
				plane('A1', 'camel', 'A', 2, 4, 2),
				plane('A2', 'camel', 'A', 4, 4, 2),
				plane('B1', 'fokker-dr1', 'B', 5, 4, 6)
			],
			terrain: { smallClouds: [{ x: 4, y: 3, w: 1, h: 3 }] }
		});
		expect(planShot(s, { plane: 'A1', gun: 'mg', target: 'A2' })).toMatchObject({ ok: false });
		const cloud = planShot(s, { plane: 'A1', gun: 'mg', target: 'B1' });
		expect(!cloud.ok && cloud.reason).toMatch(/line of sight/);
		expect(cloud).toMatchObject({ code: 'grid.sight_blocked', params: { x: 4, y: 4 } });
	});

	it('balloons have 6 HP and can be shot down', () => {
		const s = stateAt({
			planes: [plane('A1', 'camel', 'A', 2, 4, 2), plane('B1', 'fokker-dr1', 'B', 9, 0, 6)],
			terrain: { balloons: [{ id: 'bal', side: 'B', x: 3, y: 4 }] }
		});
		expect(s.terrain.balloons[0].hp).toBe(6);
		const draft = structuredClone(s);
		const events: GridEvent[] = [];
		applyHits(draft, 'A1', 'bal', rollHits(scriptedDice([6, 6, 5, 5, 4, 4]), 4), events);
		expect(draft.terrain.balloons[0].hp).toBe(0);
		expect(draft.balloonsDestroyed).toEqual([{ balloon: 'bal', by: 'A1' }]);
	});
});
