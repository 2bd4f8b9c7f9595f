import { describe, expect, it } from 'vitest';
import { seededDice } from '../common/dice';
import { MISSIONS, MISSION_IDS, type MissionId } from '../../data/missions';
import { GRID_AIRCRAFT_BY_ID } from '../../data/grid/aircraft';
import { activating, plane, stateAt } from './fixtures';
import { missionSetup } from './missions';
import { newGame } from './game';
import { applyOrder, validateOrder } from './orders';
import { checkVictory } from './victory';
import { viewFor } from './view';
import type { GridState, PlaneState } from './types';

const mission = (
	id: MissionId,
	planes: Parameters<typeof stateAt>[0]['planes'],
	extra: Partial<Parameters<typeof stateAt>[0]> = {}
) => stateAt({ mission: id, planes, ...extra });
const set = (s: GridState, id: string, patch: Partial<PlaneState>): GridState => ({
	...s,
	planes: s.planes.map((p) => (p.id === id ? { ...p, ...patch } : p))
});

describe('mission setup (C-M7 generator)', () => {
	it.each(MISSION_IDS)('%s fields the mission forces and places its pieces', (id) => {
		const setup = missionSetup(id, seededDice(9));
		const def = MISSIONS[id];
		for (const side of ['A', 'B'] as const) {
			const slots = side === 'A' ? def.sideA : def.sideB;
			for (const slot of slots) {
				const kinds = setup.planes
					.filter((p) => p.side === side && p.id !== setup.objectives?.escortedBomber)
					.map((p) => GRID_AIRCRAFT_BY_ID[p.type].kind)
					.filter((k) => (slot.role === 'fighter' ? k === 'fighter' : k === slot.role));
				expect(kinds).toHaveLength(slot.count);
			}
		}
		expect(setup.objectives?.photoPoints).toHaveLength(def.objectivePieces.photoPoints);
		expect(setup.objectives?.bombTargets).toHaveLength(def.objectivePieces.bombTargets);
		expect(setup.objectives?.sites).toHaveLength(def.objectivePieces.hiddenSites);
		expect(setup.terrain?.balloons).toHaveLength(def.objectivePieces.balloons);
		if (def.objectivePieces.hiddenSites)
			expect(setup.objectives?.sites?.filter((s) => s.real)).toHaveLength(1);
		const bomber = setup.planes.find((p) => p.id === setup.objectives?.escortedBomber);
		expect(bomber !== undefined).toBe(def.objectivePieces.escortedBomber);
		if (bomber) expect(GRID_AIRCRAFT_BY_ID[bomber.type].static).toBe(true);
		for (const c of [
			...(setup.terrain?.smallClouds ?? []),
			...(setup.terrain?.largeClouds ?? [])
		]) {
			expect(c.x).toBeGreaterThanOrEqual(4);
			expect(c.x + c.w).toBeLessThanOrEqual(setup.board.width - 4);
		}
		expect(newGame(setup, 1).ok).toBe(true);
		expect(missionSetup(id, seededDice(9))).toEqual(setup);
	});

	it('the generator moves the pieces about with the dice', () => {
		const a = missionSetup('bombing-run', seededDice(1));
		const b = missionSetup('bombing-run', seededDice(2));
		expect(a.objectives?.bombTargets).not.toEqual(b.objectives?.bombTargets);
	});
});

describe('mission victory', () => {
	it('G-END-1: a side with no plane on the table loses', () => {
		const s = stateAt({
			planes: [plane('A1', 'camel', 'A', 1, 1, 2), plane('B1', 'fokker-dr1', 'B', 5, 5, 6)]
		});
		expect(checkVictory(s)).toBeNull();
		expect(checkVictory(set(s, 'B1', { status: 'shot-down' }))?.outcome).toBe('A');
		expect(checkVictory(set(s, 'A1', { status: 'withdrawn' }))?.outcome).toBe('B');
		expect(checkVictory(set(s, 'A1', { status: 'off-table' }))).toBeNull();
	});

	it('C-M1: photograph the point and escape off side A’s own edge; another edge is a draw', () => {
		let s = mission(
			'photo-recon',
			[plane('A1', 're8', 'A', 3, 3, 6), plane('B1', 'fokker-dr1', 'B', 10, 6, 6)],
			{ objectives: { photoPoints: [{ x: 2, y: 3 }] } }
		);
		s = activating(s, 'A1');
		// Full throttle flies 4 squares: over the point and off the west edge, though it could stay.
		const r = applyOrder(s, {
			kind: 'move',
			plane: 'A1',
			path: 'FFFF',
			manoeuvre: 'full-throttle'
		});
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.events).toContainEqual({ type: 'photographed', plane: 'A1', x: 2, y: 3 });
		expect(r.value.events).toContainEqual({ type: 'escaped', plane: 'A1', edge: 'west' });
		expect(r.value.state.result).toMatchObject({
			outcome: 'A',
			escaped: ['A1'],
			objectives: { photographed: true }
		});
		const base = mission('photo-recon', [
			plane('A1', 're8', 'A', 2, 3, 6),
			plane('B1', 'fokker-dr1', 'B', 10, 6, 6)
		]);
		expect(
			checkVictory(
				set(base, 'A1', {
					status: 'escaped',
					photographed: true,
					exit: { x: 11, y: 3, edge: 'east' }
				})
			)?.outcome
		).toBe('draw');
		expect(checkVictory(set(base, 'A1', { status: 'shot-down' }))?.outcome).toBe('B');
		// Without photographs the observer may not leave while it can stay.
		const noPhoto = activating(base, 'A1');
		expect(
			validateOrder(noPhoto, { kind: 'move', plane: 'A1', path: 'FFF', manoeuvre: 'full-throttle' })
		).toMatchObject({ ok: false });
	});

	it('C-M2: side A wins by bombing 2 of 3 targets with observation planes, else B', () => {
		const targets = [
			{ x: 4, y: 3, bombed: false },
			{ x: 5, y: 3, bombed: false },
			{ x: 8, y: 6, bombed: false }
		];
		const s = activating(
			mission(
				'bombing-run',
				[
					plane('A1', 're8', 'A', 3, 3, 2),
					plane('A2', 'camel', 'A', 1, 1, 2),
					plane('B1', 'fokker-dr1', 'B', 10, 6, 6)
				],
				{
					objectives: { bombTargets: targets }
				}
			),
			'A1'
		);
		const r = applyOrder(s, { kind: 'move', plane: 'A1', path: 'FF' });
		expect(r.ok && r.value.state.result).toMatchObject({ outcome: 'A', objectives: { bombed: 2 } });
		const one = set(
			{
				...s,
				objectives: {
					...s.objectives,
					bombTargets: [{ ...targets[0], bombed: true }, targets[1], targets[2]]
				}
			},
			'A1',
			{ status: 'shot-down' }
		);
		expect(checkVictory(one)?.outcome).toBe('B');
		expect(checkVictory(s, true)?.outcome).toBe('B');
	});

	it('C-M3: most kills wins; a plane forced to flee counts half a kill', () => {
		const s = mission('fighter-sweep', [
			plane('A1', 'camel', 'A', 1, 1, 2),
			plane('A2', 'camel', 'A', 1, 3, 2),
			plane('B1', 'fokker-dr1', 'B', 9, 1, 6),
			plane('B2', 'fokker-dr1', 'B', 9, 3, 6)
		]);
		const kills = { ...s, kills: [{ killer: 'B1', victim: 'A1', turn: 1 }] };
		let end = set(set(kills, 'A1', { status: 'shot-down' }), 'B2', { status: 'withdrawn' });
		end = set(end, 'B1', { status: 'withdrawn' });
		// A: 0.5 + 0.5 for the two fleeing B planes; B: 1 kill → B wins 1 to 1? No: A 1, B 1 → draw.
		expect(checkVictory(end)).toMatchObject({ outcome: 'draw', score: { A: 1, B: 1 } });
		// Nobody of A down: the two fleeing B planes give A 1 to 0.
		const a = set(end, 'A1', { status: 'active' });
		expect(checkVictory({ ...a, kills: [] })).toMatchObject({
			outcome: 'A',
			score: { A: 1, B: 0 }
		});
		// A plane down counts for the other side, with or without a kill credited (issue 15).
		const down = set(kills, 'A1', { status: 'shot-down' });
		expect(checkVictory(down, true)).toMatchObject({ outcome: 'B', score: { A: 0, B: 1 } });
		expect(checkVictory({ ...down, kills: [] }, true)).toMatchObject({ score: { A: 0, B: 1 } });
		expect(checkVictory(down)).toBeNull();
	});

	// 002:394 "Aircraft forced to flee count as half a kill": a plane made critical must withdraw
	// (G-FIRE-4, G-MOVE-6, 002:125). When the fight ends before it is off the table, it was forced
	// to flee all the same: it counts half, and the result lists it as fled.
	it('C-M3: a critical plane still withdrawing when the fight ends counts as forced to flee', () => {
		const s = mission('fighter-sweep', [
			plane('A1', 'camel', 'A', 1, 1, 2),
			plane('B1', 'fokker-dr1', 'B', 9, 1, 6),
			plane('B2', 'fokker-dr1', 'B', 9, 3, 6)
		]);
		// B2 is down; B1 was made critical and is on its way off when the last turn ends.
		const kills = { ...s, kills: [{ killer: 'A1', victim: 'B2', turn: 1 }] };
		let end = set(set(kills, 'B2', { status: 'shot-down' }), 'B1', { critical: true, hp: 1 });
		expect(checkVictory(end, true)).toMatchObject({
			outcome: 'A',
			score: { A: 1.5, B: 0 },
			fled: ['B1']
		});
		// Lost in a cloud on its way off: still in the fight, still forced to flee.
		end = set(end, 'B1', { status: 'lost' });
		expect(checkVictory(end, true)).toMatchObject({ score: { A: 1.5, B: 0 }, fled: ['B1'] });
		// A plane that is not critical and still flying has not fled.
		const flying = set(end, 'B1', { status: 'active', critical: false, hp: 6 });
		expect(checkVictory(flying, true)).toMatchObject({ score: { A: 1, B: 0 }, fled: [] });
		// Shot down after it was made critical: a kill, not half.
		const downed = set(end, 'B1', { status: 'shot-down', hp: 0 });
		expect(checkVictory(downed)).toMatchObject({ score: { A: 2, B: 0 }, fled: [] });
	});

	it('C-M4: find the one real site (hidden until visited) and escape with an observer', () => {
		const sites = [
			{ x: 4, y: 3, real: false, visited: false },
			{ x: 6, y: 3, real: true, visited: false }
		];
		const s = mission(
			'long-recon',
			[plane('A1', 'rumpler-civ', 'A', 2, 3, 2), plane('B1', 'fokker-dr1', 'B', 10, 6, 6)],
			{
				objectives: { sites }
			}
		);
		expect(viewFor(s, 'A').objectives.sites.map((x) => x.real)).toEqual([null, null]);
		expect(viewFor(s, 'B').objectives.sites.map((x) => x.real)).toEqual([false, true]);
		const r1 = applyOrder(activating(s, 'A1'), { kind: 'move', plane: 'A1', path: 'FF' });
		expect(r1.ok).toBe(true);
		if (!r1.ok) return;
		expect(r1.value.events).toContainEqual({
			type: 'site-visited',
			plane: 'A1',
			x: 4,
			y: 3,
			real: false
		});
		expect(viewFor(r1.value.state, 'A').objectives.sites.map((x) => x.real)).toEqual([false, null]);
		const found = {
			...s,
			objectives: { ...s.objectives, sites: [sites[0], { ...sites[1], visited: true }] }
		};
		expect(checkVictory(set(found, 'A1', { status: 'escaped' }))?.outcome).toBe('A');
		expect(checkVictory(set(found, 'A1', { status: 'shot-down' }))?.outcome).toBe('draw');
		expect(checkVictory(set(s, 'A1', { status: 'shot-down' }))?.outcome).toBe('B');
	});

	it('C-M5: side A wins by destroying all three balloons', () => {
		const s = mission(
			'balloon-busting',
			[plane('A1', 'camel', 'A', 1, 1, 2), plane('B1', 'fokker-dr1', 'B', 10, 6, 6)],
			{
				terrain: {
					balloons: [
						{ id: 'b1', side: 'B', x: 5, y: 1 },
						{ id: 'b2', side: 'B', x: 5, y: 3 },
						{ id: 'b3', side: 'B', x: 5, y: 5 }
					]
				}
			}
		);
		const pop = (st: GridState, n: number) => ({
			...st,
			terrain: {
				...st.terrain,
				balloons: st.terrain.balloons.map((b, i) => (i < n ? { ...b, hp: 0 } : b))
			}
		});
		expect(checkVictory(pop(s, 2))).toBeNull();
		expect(checkVictory(pop(s, 3))?.outcome).toBe('A');
		expect(checkVictory(pop(s, 2), true)?.outcome).toBe('B');
	});

	it('C-M6: A drives off B’s fighters, B downs the bomber, a draw if A’s fighters flee and the bomber lives', () => {
		const s = mission(
			'bomber-escort',
			[
				plane('A1', 'camel', 'A', 1, 1, 2),
				plane('A-bomber', 'hp-o400', 'A', 6, 4, 2),
				plane('B1', 'fokker-dr1', 'B', 10, 6, 6)
			],
			{ objectives: { escortedBomber: 'A-bomber' } }
		);
		expect(checkVictory(s)).toBeNull();
		expect(checkVictory(set(s, 'A-bomber', { status: 'shot-down' }))?.outcome).toBe('B');
		expect(checkVictory(set(s, 'B1', { status: 'withdrawn' }))?.outcome).toBe('A');
		expect(checkVictory(set(s, 'A1', { status: 'withdrawn' }))).toMatchObject({
			outcome: 'draw',
			fled: ['A1']
		});
	});
});
