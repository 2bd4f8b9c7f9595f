import { describe, expect, it } from 'vitest';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { PART1_HOOKS, resolveTurn } from './turn';
import { payFuel } from './fuel';
import { scriptedDice } from '../common/dice';
import { legalManeuvers, viewFor } from './view';
import type { HexEvent, HexGameState, Plot, PlotMap } from './types';

const FUEL = { rules: { optional: { fuel: true } } };
const FUEL_ALT = { rules: { optional: { fuel: true, altitude: true } } };

function game(me: Partial<ScenarioPlane>, more: Partial<ScenarioInput> = {}): HexGameState {
	const r = scenarioState({
		planes: [
			{
				id: 'me',
				seat: 'p1',
				aircraft: 'sopwith-camel',
				hex: '0510',
				facing: 0,
				lastManeuver: '3S2',
				...me
			},
			{
				id: 'alb',
				seat: 'p2',
				aircraft: 'albatros-d3',
				hex: '2805',
				facing: 3,
				lastManeuver: '2S1'
			}
		],
		...more
	});
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
/** Plays turns with the Albatros circling on the spot (1R1 is a stall; use 6R1 turns). */
function fly(s: HexGameState, plots: Plot[]): { state: HexGameState; events: HexEvent[] } {
	let state = s;
	const events: HexEvent[] = [];
	for (const plot of plots) {
		const plots: PlotMap = {};
		if (state.planes[1].status === 'flying') plots.alb = { maneuver: '6R1' };
		if (state.planes[0].status === 'flying' && !state.planes[0].spinning) plots.me = plot;
		const r = resolveTurn(state, plots, { hooks: PART1_HOOKS }); // part 1 alone
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
		events.push(...r.value.events);
	}
	return { state, events };
}
const me = (s: HexGameState) => s.planes[0];
const fuelEvents = (ev: HexEvent[]) =>
	ev
		.filter((e) => e.type === 'fuel' && e.plane === 'me')
		.map((e) => (e.type === 'fuel' ? [e.spent, e.left] : []));

describe('fuel', () => {
	it('H-FUEL-1 pays the speed digit each turn, climbing +1 and diving −1, and keeps fuel secret', () => {
		const s = game({ fuel: 20, altitude: 3 }, FUEL_ALT);
		const r = fly(s, [
			{ maneuver: '3S2' },
			{ maneuver: '11R2', altitude: 'climb' },
			{ maneuver: '11L2', altitude: 'dive' }
		]);
		expect(fuelEvents(r.events)).toEqual([
			[2, 18],
			[3, 15],
			[1, 14]
		]);
		expect(me(r.state).fuel).toBe(14);
		const seen = viewFor(r.state, 'p2').planes[0];
		expect(seen.visibility).toBe('public');
		expect('fuel' in seen).toBe(false);
		expect(viewFor(r.state, 'p1').planes[0]).toMatchObject({ visibility: 'full', fuel: 14 });
		// Without the rule nothing is paid.
		expect(fuelEvents(fly(game({}), [{ maneuver: '3S2' }]).events)).toEqual([]);
	});

	it('H-FUEL-2 golden: an empty tank rolls d6 glide turns, then the plane has landed', () => {
		const s = game({ fuel: 2 }, { ...FUEL, dice: [3] });
		const dry = fly(s, [{ maneuver: '3S2' }]);
		expect(dry.events).toContainEqual({ type: 'outOfFuel', plane: 'me', glideTurns: 3, roll: 3 });
		expect(me(dry.state)).toMatchObject({ fuel: 0, gliding: 'fuel', glideTurnsLeft: 3 });
		const opts = legalManeuvers(viewFor(dry.state, 'p1'), 'me');
		expect(
			opts.ok &&
				opts.value
					.filter((o) => o.ok)
					.map((o) => o.code)
					.sort()
		).toEqual(['0S2', '2S1', '3S2', '8L1', '8R1']);
		const two = fly(dry.state, [{ maneuver: '3S2' }, { maneuver: '8R1' }]);
		expect(me(two.state)).toMatchObject({ status: 'flying', glideTurnsLeft: 1 });
		const down = fly(two.state, [{ maneuver: '2S1' }]);
		expect(me(down.state).status).toBe('landed');
		expect(down.events).toContainEqual({ type: 'landed', plane: 'me', countsAsShotDown: true });
		expect(down.state.over).toBe(true);
		expect(down.state.winner).toBe('central');
		// A scenario may say that landing is safe.
		const safe = fly(
			game(
				{ fuel: 2 },
				{ rules: { optional: { fuel: true }, landedCountsAsShotDown: false }, dice: [1] }
			),
			[{ maneuver: '3S2' }, { maneuver: '2S1' }]
		);
		expect(safe.state.winner).toBe('draw');
	});

	it('H-FUEL-2 with altitude the gliding plane must first be down to level 1', () => {
		const s = game({ fuel: 2, altitude: 5 }, { ...FUEL_ALT, dice: [2] });
		const r = fly(s, [{ maneuver: '3S2' }, { maneuver: '3S2' }, { maneuver: '3S2' }]);
		expect(me(r.state)).toMatchObject({ altitude: 3, glideTurnsLeft: 0, status: 'flying' });
		const legalOrders = fly(r.state, [{ maneuver: '3S2' }]);
		expect(me(legalOrders.state)).toMatchObject({ altitude: 2, status: 'flying' });
		const down = fly(legalOrders.state, [{ maneuver: '3S2' }]);
		expect(me(down.state)).toMatchObject({ altitude: 1, status: 'landed' });
		// 2013: a gliding plane may not climb or dive.
		expect(
			resolveTurn(r.state, { me: { maneuver: '3S2', altitude: 'dive' }, alb: { maneuver: '6R1' } })
		).toMatchObject({
			ok: false,
			code: 'hex.turn.plane_refused',
			params: { plane: 'me', inner: { code: 'hex.alt.gliding_dive' } },
			reason: expect.stringMatching(/gliding plane cannot dive/)
		});
	});

	it('H-FUEL-2 not enough fuel for the plot: spend the rest and spin', () => {
		const s = game({ fuel: 1 }, { ...FUEL, dice: [4] });
		const opts = legalManeuvers(viewFor(s, 'p1'), 'me');
		expect(opts.ok && opts.value.find((o) => o.code === '3S2')).toEqual({
			code: '3S2',
			ok: true,
			warning: {
				code: 'hex.warn.fuel',
				params: { need: 2, left: 1 },
				text: 'Not enough fuel (needs 2, 1 left): the plane will spend the rest and spin.'
			}
		});
		const r = fly(s, [{ maneuver: '3S2' }]);
		expect(r.events).toContainEqual({
			type: 'spinInstead',
			plane: 'me',
			plotted: '3S2',
			reason: {
				code: 'hex.turn.spin_no_fuel',
				params: { need: 2, has: 1 },
				text: 'not enough fuel (needs 2, has 1)'
			}
		});
		expect(r.events).toContainEqual({ type: 'fuel', plane: 'me', spent: 1, left: 0 });
		expect(me(r.state)).toMatchObject({
			spinning: true,
			lastManeuver: '0S2',
			col: 5,
			row: 10,
			gliding: 'fuel',
			glideTurnsLeft: 4
		});
	});

	it('H-FUEL-3 classic gliding: only 2, 3, 8, lose a level every other turn, every turn with 3', () => {
		const classic = { preset: 'classic1983' as const, ...FUEL_ALT };
		const s = game(
			{ fuel: 0, gliding: 'fuel', glideTurnsLeft: 6, altitude: 5, lastManeuver: '2S1' },
			classic
		);
		const slow = fly(s, [{ maneuver: '2S1' }, { maneuver: '2S1' }]);
		expect(slow.events.filter((e) => e.type === 'glideLoss')).toEqual([
			{ type: 'glideLoss', plane: 'me', from: 5, to: 4 }
		]);
		const steep = fly(s, [{ maneuver: '3S2' }, { maneuver: '3S2' }]);
		expect(me(steep.state).altitude).toBe(3);
		// 2013: a level every gliding turn.
		const modern = fly(
			game(
				{ fuel: 0, gliding: 'fuel', glideTurnsLeft: 6, altitude: 5, lastManeuver: '2S1' },
				FUEL_ALT
			),
			[{ maneuver: '2S1' }, { maneuver: '2S1' }]
		);
		expect(me(modern.state).altitude).toBe(3);
	});

	it('H-FUEL-3 a glide maneuver flown with fuel left costs fuel and loses no height', () => {
		const r = fly(
			game({ fuel: 10, altitude: 4, lastManeuver: '2S1' }, { preset: 'classic1983', ...FUEL_ALT }),
			[{ maneuver: '8R1' }, { maneuver: '3S2' }]
		);
		expect(fuelEvents(r.events)).toEqual([
			[1, 9],
			[2, 7]
		]);
		expect(me(r.state).altitude).toBe(4);
		expect(r.events.some((e) => e.type === 'glideLoss')).toBe(false);
	});
});

describe('payFuel (also the table companion’s fuel step)', () => {
	it('pays the cost, never more than is left; a dry tank rolls d6 turns of gliding (H-FUEL-1/2)', () => {
		expect(payFuel(10, 3, scriptedDice([]))).toEqual({ spent: 3, left: 7, glideTurns: null });
		expect(payFuel(2, 3, scriptedDice([4]))).toEqual({ spent: 2, left: 0, glideTurns: 4 });
	});
});
