import { describe, expect, it } from 'vitest';
import { seededDice } from '../../rules/common/dice';
import { AIRCRAFT } from '../../data/hex/aircraft';
import { MANEUVERS } from '../../data/hex/maneuvers';
import { dicePool } from '../../rules/hex-combat/dice-pool';
import { fireLineRange, hexDistance, toAxial } from '../../rules/hex/geometry';
import { mapInfo } from '../../rules/hex/map';
import { flyPath } from '../../rules/hex/movement';
import { setupHexGame } from '../../rules/hex/setup';
import type { HexGameState } from '../../rules/hex/types';
import { lockPlot, viewFor } from '../../rules/hex/view';
import { chooseHexFire, chooseHexPlot, type HexBotLevel } from './index';
import { resolveMovement } from '../../rules/hex/turn';
import { candidateManeuvers, directionOf, enemySpots, ownPlane } from './policy';
import { fireDice, infoOf, spotAfter, spotOf } from './evaluate';
import { plausibleSpots, predictEnemy, predictedRows } from './search';

const THINKING: HexBotLevel[] = ['easy', 'normal', 'hard'];

/** Two planes on a free board: a SPAD XIII (p0, seat A) and an Albatros D.III (p1, seat B). */
function duel(
	me: { hex: string; facing: 0 | 1 | 2 | 3 | 4 | 5 },
	enemy: { hex: string; facing: 0 | 1 | 2 | 3 | 4 | 5 }
): HexGameState {
	const r = setupHexGame(
		{
			preset: 'edition2013',
			rules: { optional: { altitude: true, fuel: true, observers: true, lewisGun: true } },
			homeEdges: { entente: 'west', central: 'east' },
			placement: 'free',
			planes: [
				{ id: 'p0', seat: 'A', aircraft: 'spad-13', altitude: 3, ...me },
				{ id: 'p1', seat: 'B', aircraft: 'albatros-d3', altitude: 3, ...enemy }
			]
		},
		4
	);
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

function endOf(state: HexGameState, id: string, code: string) {
	const p = state.planes.find((x) => x.id === id)!;
	return flyPath(mapInfo(state.map), p, MANEUVERS[code]);
}

describe('hex bot tactics', () => {
	it('shoots a spinning enemy that sits on its fire line (every thinking level)', () => {
		const state = duel({ hex: '1010', facing: 0 }, { hex: '1210', facing: 0 });
		// It flew the spin last turn (so everyone knows) and spins on: it stays in its hex.
		state.planes[1] = { ...state.planes[1], spinning: true, lastManeuver: '0S2' };
		for (const level of THINKING) {
			const plot = chooseHexPlot(viewFor(state, 'A'), 'p0', level, seededDice(1));
			const end = endOf(state, 'p0', plot.maneuver);
			const e = state.planes[1];
			const range = fireLineRange(toAxial(end.col, end.row), end.facing, toAxial(e.col, e.row));
			expect(range, `${level} flew ${plot.maneuver}`).toBeGreaterThan(0);
			// After movement it fires from its own view (H-COMB-3).
			const moved = resolveMovement(state, { p0: plot });
			if (!moved.ok) throw new Error(moved.reason);
			const fire = chooseHexFire(viewFor(moved.value.state, 'A'), 'p0', level, seededDice(1));
			expect(fire, level).toContainEqual(
				expect.objectContaining({ position: 'pilot', target: 'p1' })
			);
		}
	});

	it('uses the direction its tailed enemy reveals (H-TAIL-3) and follows it', () => {
		const state = duel({ hex: '1010', facing: 0 }, { hex: '1210', facing: 0 });
		expect(state.tailing.pairs).toContainEqual(
			expect.objectContaining({ tailer: 'p0', tailed: 'p1' })
		);
		const locked = lockPlot(state, 'p1', { maneuver: '3S2', altitude: 'level' });
		if (!locked.ok) throw new Error(locked.reason);
		const view = viewFor(locked.value, 'A');
		expect(view.told).toContainEqual(expect.objectContaining({ tailed: 'p1', direction: 'S' }));
		const spots = enemySpots(infoOf(view), view.planes[1], view);
		expect(spots.length).toBeGreaterThan(0);
		expect(spots.every((s) => directionOf(s.maneuver) === 'S')).toBe(true);
		for (const level of ['normal', 'hard'] as const) {
			const plot = chooseHexPlot(view, 'p0', level, seededDice(2));
			expect(directionOf(plot.maneuver), `${level} flew ${plot.maneuver}`).toBe('S');
		}
	});

	it('hard predicts that an enemy with a sitting target lines up its guns on it', () => {
		// We spin (one known spot); the enemy sits two hexes behind us, nose on our tail.
		const state = duel({ hex: '1210', facing: 0 }, { hex: '1010', facing: 0 });
		state.planes[0].spinning = true;
		const view = viewFor(state, 'A');
		const info = infoOf(view);
		const me = spotOf(view.planes[0]);
		const spots = enemySpots(info, view.planes[1], view, true);
		const predicted = predictEnemy(info, [me], spots, true);
		expect(predicted.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
		const onTarget = spots.reduce((a, s, j) => a + (fireDice(s, me) > 0 ? predicted[j] : 0), 0);
		expect(onTarget).toBeCloseTo(1, 9);
		expect(spots.some((s) => fireDice(s, me) === 0)).toBe(true);
	});

	it('hard predicts a tailer’s reply per direction it is told (H-TAIL-3, issue 30)', () => {
		// The Albatros sits two hexes behind us, nose on our tail: it tails us, so it plots after
		// us and is told our direction first; its best reply depends on that direction.
		const state = duel({ hex: '1210', facing: 0 }, { hex: '1010', facing: 0 });
		expect(state.tailing.pairs).toContainEqual(
			expect.objectContaining({ tailer: 'p1', tailed: 'p0', revealed: true })
		);
		const view = viewFor(state, 'A');
		const info = infoOf(view);
		const plane = ownPlane(view, 'p0');
		const enemy = view.planes[1];
		const start = spotOf(plane);
		const ends = candidateManeuvers(view, 'p0').map((c) => spotAfter(info, start, c));
		const spots = enemySpots(info, enemy, view, true);
		const rows = predictedRows(
			info,
			plane,
			ends,
			enemy,
			spots,
			{ target: null, others: [], tailsTarget: true },
			true
		);
		if (!rows) throw new Error('no prediction');
		const mine = plausibleSpots(info, plane);
		// Dice the predicted reply rolls at our spots of direction d, on average.
		const gunsOn = (pred: number[], d: 'L' | 'R') => {
			const ours = mine.filter((m) => directionOf(m.maneuver) === d);
			let sum = 0;
			spots.forEach((f, j) => {
				for (const m of ours) sum += (pred[j] * fireDice(f, m)) / ours.length;
			});
			return sum;
		};
		const left = rows[ends.findIndex((e) => directionOf(e.maneuver) === 'L')];
		const right = rows[ends.findIndex((e) => directionOf(e.maneuver) === 'R')];
		for (const r of [left, right]) expect(r.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
		expect(left).not.toEqual(right);
		// Told "left", it is expected to aim where a left turn takes us, and likewise for right.
		expect(gunsOn(left, 'L')).toBeGreaterThan(gunsOn(right, 'L'));
		expect(gunsOn(right, 'R')).toBeGreaterThan(gunsOn(left, 'R'));
		// Not told (it does not tail us): one prediction for every row.
		const blind = predictedRows(
			info,
			plane,
			ends,
			enemy,
			spots,
			{ target: null, others: [], tailsTarget: false },
			true
		);
		expect(new Set(blind!.map((r) => JSON.stringify(r))).size).toBe(1);
	});

	it('counts the combat dice as the 2013 pool does (H-COMB-1, H-COMB-5)', () => {
		const state = duel({ hex: '1010', facing: 0 }, { hex: '1210', facing: 0 });
		const view = viewFor(state, 'A');
		const me = spotOf(view.planes[0]);
		const enemy = spotOf(view.planes[1]);
		const ac = AIRCRAFT['spad-13'];
		const pool = dicePool({
			range: 2,
			burst: 'medium',
			stability: ac.stability,
			sameTargetAsLastTurn: false,
			targetStalled: false,
			targetLower: false,
			shooterSpeed: MANEUVERS[state.planes[0].lastManeuver].speed,
			guns: ac.pilotGuns
		});
		expect(fireDice(me, enemy)).toBe(pool.dice);
		// The Albatros has us behind it: off its fire line, no observer — no dice back.
		expect(fireDice(enemy, me)).toBe(0);
		// Three levels apart: no shot (H-COMB-9).
		expect(fireDice({ ...me, alt: 5 }, { ...enemy, alt: 2 })).toBe(0);
	});

	it('closes in on a distant enemy', () => {
		const state = duel({ hex: '0610', facing: 0 }, { hex: '1610', facing: 0 });
		const before = hexDistance(state.planes[0], state.planes[1]);
		for (const level of THINKING) {
			const plot = chooseHexPlot(viewFor(state, 'A'), 'p0', level, seededDice(3));
			const end = endOf(state, 'p0', plot.maneuver);
			expect(hexDistance(end, state.planes[1]), level).toBeLessThan(before);
		}
	});

	it('never flies off the map when it can stay on', () => {
		for (const [hex, facing] of [
			['0210', 3],
			['1502', 4],
			['3121', 0]
		] as const) {
			const state = duel({ hex, facing }, { hex: '1611', facing: 3 });
			for (const level of THINKING) {
				for (let seed = 0; seed < 3; seed++) {
					const plot = chooseHexPlot(viewFor(state, 'A'), 'p0', level, seededDice(seed));
					expect(endOf(state, 'p0', plot.maneuver).left, `${level} ${hex}`).toBeNull();
				}
			}
		}
	});

	it('decides the same whatever the enemy secretly plotted, its ammo and its jams', () => {
		const state = duel({ hex: '1010', facing: 0 }, { hex: '1311', facing: 3 });
		const a = lockPlot(state, 'p1', { maneuver: '3S2', altitude: 'level' });
		const b = lockPlot(state, 'p1', { maneuver: '10L2', altitude: 'level' });
		if (!a.ok || !b.ok) throw new Error('lock');
		const enemy = b.value.planes[1];
		if (enemy.combat) {
			enemy.combat.guns.pilot.jammed = 1;
			enemy.combat.ammo = 0;
		}
		expect(viewFor(a.value, 'A')).toEqual(viewFor(b.value, 'A'));
		for (const level of ['random', ...THINKING] as HexBotLevel[]) {
			const x = chooseHexPlot(viewFor(a.value, 'A'), 'p0', level, seededDice(6));
			const y = chooseHexPlot(viewFor(b.value, 'A'), 'p0', level, seededDice(6));
			expect(x, level).toEqual(y);
		}
	});
});
