import { describe, expect, it } from 'vitest';
import { advantageFromVe, checkRange, planShot, shotParties, shotPool } from './fire';
import { plane, stateAt } from './fixtures';
import { markManoeuvre } from './moves';
import { settle } from './flow';
import { seededDice } from '../common/dice';
import type { GridEvent } from './events';

/**
 * The board-free pieces of a shot (exported for the table companion, issue 20): the same checks
 * and pool as planShot, with range and rear arc given instead of measured.
 */
describe('grid fire without the board', () => {
	const state = stateAt({
		planes: [
			plane('A1', 'camel', 'A', 2, 4, 2, { ve: 1 }),
			plane('B1', 'fokker-dvii', 'B', 4, 4, 2),
			plane('A2', 're8', 'A', 0, 0, 2, { deadCrew: ['obs'] }),
			plane('B2', 'albatros-diii', 'B', 9, 7, 6, { status: 'shot-down' })
		]
	});

	it('sizes the same pool as planShot for the same range and advantage (G-FIRE-1, G-MAN-4)', () => {
		const planned = planShot(state, { plane: 'A1', gun: 'mg', target: 'B1' });
		if (!planned.ok) throw new Error(planned.reason);
		const parties = shotParties(state, { plane: 'A1', gun: 'mg', target: 'B1' });
		if (!parties.ok) throw new Error(parties.reason);
		// A1 sits behind B1's tail: +1 rear-arc on top of its own +ve, capped at 2.
		expect(advantageFromVe(state, parties.value.shooter, parties.value.target, true)).toBe(2);
		expect(advantageFromVe(state, parties.value.shooter, parties.value.target, false)).toBe(1);
		expect(planned.value.ca).toBe(2);
		expect(shotPool(state, parties.value, 'B1', planned.value.range, planned.value.ca)).toEqual({
			ok: true,
			value: planned.value.dice
		});
		// Double MG: 6 dice − 3 for range 3 + 2 per CA (G-FIRE-1).
		expect(shotPool(state, parties.value, 'B1', 3, 1)).toEqual({ ok: true, value: 5 });
	});

	it('refuses a dead gunner, a downed target and a range beyond the gun', () => {
		expect(shotParties(state, { plane: 'A2', gun: 'obs', target: 'B1' })).toMatchObject({
			ok: false,
			code: 'grid.gunner_dead'
		});
		expect(shotParties(state, { plane: 'A1', gun: 'mg', target: 'B2' })).toMatchObject({
			ok: false,
			code: 'grid.not_on_table'
		});
		const parties = shotParties(state, { plane: 'A1', gun: 'mg', target: 'B1' });
		if (!parties.ok) throw new Error(parties.reason);
		expect(checkRange('B1', parties.value.gun, 4).ok).toBe(true);
		expect(checkRange('B1', parties.value.gun, 5)).toMatchObject({
			ok: false,
			code: 'grid.out_of_range',
			params: { range: 5, max: 4 }
		});
	});

	it('a jinking target costs the attacker dice; Dead Eye adds them (G-MAN-2, G-MAN-3)', () => {
		const draft = structuredClone(state);
		const b1 = draft.planes.find((p) => p.id === 'B1')!;
		const a1 = draft.planes.find((p) => p.id === 'A1')!;
		markManoeuvre(draft, b1, 'jink');
		markManoeuvre(draft, a1, 'full-throttle');
		expect(b1).toMatchObject({ jinkTurn: 2, noFireTurn: 2, lastManoeuvre: 'jink', ve: 0 });
		const next = { ...draft, turn: 2 };
		const parties = shotParties(next, { plane: 'A1', gun: 'mg', target: 'B1' });
		if (!parties.ok) throw new Error(parties.reason);
		expect(shotPool(next, parties.value, 'B1', 1, 0)).toEqual({ ok: true, value: 3 });
		const split = structuredClone(state);
		markManoeuvre(split, split.planes[0], 'split-s');
		expect(split.planes[0].ve).toBe(0);
	});
});

describe('settle for a board the engine cannot see', () => {
	it('waits in the fire step for both sides even when nobody is in range on the squares', () => {
		const far = stateAt({
			planes: [plane('A1', 'camel', 'A', 0, 0, 2), plane('B1', 'fokker-dr1', 'B', 11, 7, 6)]
		});
		const events: GridEvent[] = [];
		const waiting = structuredClone(far);
		settle(waiting, seededDice(1), events, true);
		expect(waiting.phase).toBe('fire');
		// Without the switch the engine sees no shot and deals the initiative deck at once.
		const dealt = structuredClone(far);
		settle(dealt, seededDice(1), events);
		expect(dealt.phase).toBe('activation');
		waiting.pendingFire = { A: [], B: [] };
		settle(waiting, seededDice(1), events, true);
		expect(waiting.phase).toBe('activation');
	});
});
