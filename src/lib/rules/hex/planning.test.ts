import { describe, expect, it } from 'vitest';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { altitudeOptions, type ManeuverOption } from './planning';
import { legalManeuvers, lockPlot, viewFor } from './view';
import { PART1_HOOKS, resolveTurn } from './turn';
import type { HexGameState, Plot } from './types';
import { MANEUVERS } from '../../data/hex/maneuvers';

const ALB: ScenarioPlane = {
	id: 'alb',
	seat: 'p2',
	aircraft: 'albatros-d3',
	hex: '2510',
	facing: 3
};

function game(plane: Partial<ScenarioPlane>, more: Partial<ScenarioInput> = {}): HexGameState {
	const r = scenarioState({
		planes: [
			{
				id: 'me',
				seat: 'p1',
				aircraft: 'sopwith-camel',
				hex: '1010',
				facing: 0,
				lastManeuver: '3S2',
				...plane
			},
			ALB
		],
		...more
	});
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
function options(s: HexGameState, id = 'me'): Record<string, ManeuverOption> {
	const r = legalManeuvers(viewFor(s, s.planes.find((p) => p.id === id)!.seat), id);
	if (!r.ok) throw new Error(r.reason);
	return Object.fromEntries(r.value.map((o) => [o.code, o]));
}
const legal = (s: HexGameState) =>
	Object.values(options(s))
		.filter((o) => o.ok)
		.map((o) => o.code);
/** The speeds (a code's last digit) of the legal maneuvers other than the spin. */
const speedsBesidesSpin = (s: HexGameState) =>
	new Set(
		legal(s)
			.filter((c) => c !== '0S2')
			.map((c) => c.slice(-1))
	);
const why = (s: HexGameState, code: string) => options(s)[code].reason?.text ?? 'ok';
const whyCode = (s: HexGameState, code: string) => options(s)[code].reason?.code ?? 'ok';
const turnWith = (s: HexGameState, plot: Plot, mode: 'refuse' | 'spin' = 'refuse') =>
	resolveTurn(
		s,
		{ me: plot, alb: { maneuver: '3S2' } },
		{ illegalPlots: mode, hooks: PART1_HOOKS } // part 1 alone: the seams stay pending
	);

describe('planning', () => {
	it('H-PLAN-1 offers the own schedule only, and refuses codes that are not on it', () => {
		const s = game({});
		expect(Object.keys(options(s)).sort()).toEqual([...new Set(Object.keys(options(s)))].sort());
		expect(options(s)['13R2'].ok).toBe(true);
		const bristol = game({ aircraft: 'bristol-f2b' });
		expect(options(bristol)['13R2']).toBeUndefined();
		expect(turnWith(bristol, { maneuver: '13R2' })).toMatchObject({
			ok: false,
			code: 'hex.turn.plane_refused',
			params: {
				plane: 'me',
				inner: {
					code: 'hex.plot.not_on_sheet',
					params: { maneuver: '13R2', aircraft: 'bristol-f2b' }
				}
			},
			reason: expect.stringMatching(/not on the Bristol F.2B/)
		});
		expect(turnWith(s, { maneuver: 'loop' })).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/not a maneuver code/)
		});
		expect(legalManeuvers(viewFor(s, 'p1'), 'alb')).toMatchObject({
			ok: false,
			code: 'hex.view.not_yours',
			params: { plane: 'alb' },
			reason: 'alb is not yours to plot.'
		});
	});

	it('H-PLAN-2 lets speed change by at most 1 a turn', () => {
		const s = game({ lastManeuver: '2S1' });
		expect(why(s, '3S2')).toBe('ok');
		expect(why(s, '4S3')).toMatch(/at most 1 a turn: last turn's 2S1 was speed 1/);
		expect(why(game({ lastManeuver: '4S3' }), '2S1')).toMatch(/at most 1/);
		// A plane whose tank ran dry at speed 3 may still glide at speed 1 (decisions-hex.md).
		expect(why(game({ lastManeuver: '4S3', gliding: 'fuel', glideTurnsLeft: 2 }), '2S1')).toBe(
			'ok'
		);
	});

	it('H-PLAN-3 allows acrobatics only right after a preparation maneuver, classic twice in a row', () => {
		expect(why(game({ lastManeuver: '3S2' }), '29S2')).toBe('ok');
		expect(why(game({ lastManeuver: '11R2' }), '29S2')).toMatch(/preparation straight/);
		expect(why(game({ lastManeuver: '18S2' }), '29S2')).toMatch(/preparation straight/); // a forward slip is no preparation
		expect(why(game({ lastManeuver: '29S2', previousManeuver: '3S2' }), '29S2')).toMatch(
			/preparation/
		);
		const classic = { preset: 'classic1983' as const };
		expect(why(game({ lastManeuver: '29S2', previousManeuver: '3S2' }, classic), '29S2')).toBe(
			'ok'
		);
		expect(why(game({ lastManeuver: '29S2', previousManeuver: '29S2' }, classic), '29S2')).toMatch(
			/preparation/
		);
		const snipe = { aircraft: 'sopwith-snipe', lastManeuver: '28S1', previousManeuver: '2S1' };
		expect(why(game(snipe, classic), '28S1')).toMatch(/preparation|Non-repeatable/);
	});

	it('H-PLAN-4 never flies a non-repeatable maneuver right after another (online: not the same twice)', () => {
		expect(why(game({ lastManeuver: '1S1' }), '1L1')).toMatch(
			/Non-repeatable maneuvers ⊕ may not follow each other/
		);
		expect(why(game({ lastManeuver: '2S1' }), '1L1')).toBe('ok');
		const online = { preset: 'online' as const };
		expect(why(game({ lastManeuver: '1S1' }, online), '1L1')).toBe('ok');
		expect(why(game({ lastManeuver: '1S1' }, online), '1S1')).toMatch(/twice in a row/);
	});

	it('H-PLAN-5 fire, red wing damage and novices: no acrobatics', () => {
		expect(why(game({ onFire: true }), '29S2')).toBe('On fire: no acrobatic maneuvers.');
		expect(why(game({ restrictions: { wingsNoAcrobatics: true } }), '29S2')).toMatch(
			/Badly damaged wings/
		);
		const novice = game({ novice: true }, { rules: { optional: { novicePilots: true } } });
		expect(why(novice, '29S2')).toMatch(/Novice pilots/);
		expect(why(novice, '11R2')).toBe('ok');
	});

	it('H-PLAN-5 blue wing damage or an engine hit: no speed 3 or 4', () => {
		expect(why(game({ restrictions: { wingsDamaged: true } }), '4S3')).toMatch(
			/Damaged wings: no maneuvers at speed 3 or 4/
		);
		expect(why(game({ restrictions: { engineHit: true } }), '14R3')).toMatch(/Engine hit/);
		expect(why(game({ restrictions: { engineHit: true } }), '11R2')).toBe('ok');
		// From speed 4 the damaged plane may drop straight to speed 2 (decisions-hex.md).
		const fast = game({
			aircraft: 'spad-13',
			lastManeuver: '5S4',
			restrictions: { wingsDamaged: true }
		});
		expect(why(fast, '3S2')).toBe('ok');
		expect(why(fast, '2S1')).toMatch(/at most 1/);
	});

	it('H-PLAN-5 a wounded pilot flies straight, or one speed slower (minimum 1)', () => {
		const straight = game({ restrictions: { pilotWound: 'straight' } });
		expect(legal(straight).every((c) => c.includes('S'))).toBe(true);
		expect(why(straight, '11R2')).toMatch(/must fly a straight/);
		const slower = game({ lastManeuver: '4S3', restrictions: { pilotWound: 'slower' } });
		expect(speedsBesidesSpin(slower)).toEqual(new Set(['2']));
		const slowest = game({ lastManeuver: '2S1', restrictions: { pilotWound: 'slower' } });
		expect(why(slowest, '2S1')).toBe('ok');
		expect(why(slowest, '3S2')).toMatch(/speed 1/);
		// ◇ Under a cap of speed 2 the previous speed counts as at most 3: from speed 4 the wounded
		// pilot flies 2 (speed 3 would be both required and barred, leaving only a spin).
		for (const cap of [{ engineHit: true }, { wingsDamaged: true }] as const) {
			const capped = game({
				aircraft: 'spad-13',
				lastManeuver: '5S4',
				restrictions: { pilotWound: 'slower', ...cap }
			});
			expect(speedsBesidesSpin(capped)).toEqual(new Set(['2']));
			expect(why(capped, '4S3')).toMatch(/speed 2: slower than last turn, and speed 3 is barred/);
		}
		const gliding = game({
			aircraft: 'spad-13',
			lastManeuver: '5S4',
			gliding: 'fuel',
			glideTurnsLeft: 3,
			restrictions: { pilotWound: 'slower' }
		});
		expect(legal(gliding).filter((c) => c !== '0S2')).toEqual(['3S2']);
		// The wound lasts one turn.
		const next = turnWith(slower, { maneuver: '3S2' });
		expect(next.ok && next.value.state.planes[0].restrictions.pilotWound).toBeNull();
	});

	it('H-PLAN-5 a jammed rudder allows only R (blue) or L (red) for 3 turns', () => {
		let s = game({ restrictions: { rudder: { only: 'R', turns: 3 } } });
		expect(
			legal(s)
				.filter((c) => c !== '0S2')
				.every((c) => c.includes('R'))
		).toBe(true);
		expect(why(s, '3S2')).toMatch(/only R maneuvers for 3 more turns/);
		for (let i = 0; i < 3; i++) {
			const r = turnWith(s, { maneuver: '11R2' });
			expect(r.ok).toBe(true);
			if (r.ok)
				s = {
					...r.value.state,
					planes: r.value.state.planes.map((p) => ({
						...p,
						col: p.id === 'me' ? 10 : p.col,
						row: 10
					}))
				};
		}
		expect(s.planes[0].restrictions.rudder).toBeNull();
		expect(why(game({ restrictions: { rudder: { only: 'L', turns: 1 } } }), '11R2')).toMatch(
			/only L maneuvers for 1 more turn\./
		);
	});

	it('H-PLAN-5 gliding allows only glide maneuvers, spinning only 0S2', () => {
		const gliding = game({ gliding: 'fuel', glideTurnsLeft: 3, lastManeuver: '3S2' });
		expect(legal(gliding).sort()).toEqual(['0S2', '2S1', '3S2', '8L1', '8R1']);
		expect(why(gliding, '11R2')).toMatch(/Out of fuel: the plane glides/);
		const spinning = game({ spinning: true, lastManeuver: '0S2' });
		expect(legal(spinning)).toEqual(['0S2']);
		expect(why(spinning, '3S2')).toMatch(/spinning/);
		expect(whyCode(spinning, '3S2')).toBe('hex.plan.spinning');
	});

	it('H-PLAN-5 reloading the Lewis gun needs a straight unless the observer reloads', () => {
		const rules = { rules: { optional: { lewisGun: true } } };
		const s = game({ aircraft: 'bristol-f2b', lastManeuver: '3S2', ammo: 0 }, rules);
		expect(turnWith(s, { maneuver: '11R2', reload: true })).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/Reloading the Lewis gun needs a straight/)
		});
		expect(turnWith(s, { maneuver: '3S2', reload: true }).ok).toBe(true);
		const obs = game(
			{ aircraft: 'bristol-f2b', lastManeuver: '3S2' },
			{ rules: { optional: { lewisGun: true, observers: true } } }
		);
		expect(turnWith(obs, { maneuver: '11R2', reload: true }).ok).toBe(true);
		expect(turnWith(game({}), { maneuver: '3S2', reload: true })).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/no Lewis gun/)
		});
	});

	it('H-PLAN-5 bursts at higher/lower targets force a climb/dive, classic spin recovery forces top speed', () => {
		const alt = { rules: { optional: { altitude: true } } };
		const climb = game({ altitude: 3, restrictions: { mustClimb: true } }, alt);
		const orders = altitudeOptions({ rules: climb.ruleset, turn: 2 }, climb.planes[0], '3S2');
		expect(orders.filter((o) => o.ok).map((o) => o.order)).toEqual(['climb']);
		expect(turnWith(climb, { maneuver: '3S2', altitude: 'level' })).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/must climb/)
		});
		const dive = game({ altitude: 3, restrictions: { mustDive: true } }, alt);
		expect(turnWith(dive, { maneuver: '3S2', altitude: 'climb' })).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/must dive/)
		});
		const recovered = game(
			{ aircraft: 'spad-13', lastManeuver: '0S2', restrictions: { mustFlyTopSpeed: true } },
			{ preset: 'classic1983' }
		);
		expect(why(recovered, '5S4')).toBe('ok');
		expect(why(recovered, '3S2')).toMatch(/top speed 4/);
		expect(options(recovered)['3S2'].reason).toMatchObject({
			code: 'hex.plan.top_speed_after_spin',
			params: { speed: 4 }
		});
		expect(
			why(game({ restrictions: { mustStall: true } }, { preset: 'classic1983' }), '3S2')
		).toMatch(/must stall/);
	});

	it('H-PLAN-5 classic: out of a spin with damaged wings or a hit engine, top speed is the fastest allowed (2)', () => {
		// Found by the random-play property (seed 1035157011, 8 planes, classic1983): an Albatros D.III
		// with blue wing damage recovered from a spin and had nothing left but another spin. The same
		// for any type: here a SPAD XIII, whose schedule's top speed is 4.
		for (const damage of [{ wingsDamaged: true }, { engineHit: true }]) {
			const s = game(
				{
					aircraft: 'spad-13',
					lastManeuver: '0S2',
					restrictions: { mustFlyTopSpeed: true, ...damage }
				},
				{ preset: 'classic1983' }
			);
			const legal = Object.entries(options(s)).filter(([code, o]) => o.ok && code !== '0S2');
			expect(legal.length).toBeGreaterThan(0);
			expect(new Set(legal.map(([code]) => MANEUVERS[code].speed))).toEqual(new Set([2]));
		}
	});

	it('H-PLAN-6 a plane that plotted what it may not fly spins instead', () => {
		const s = game({ lastManeuver: '2S1' });
		expect(turnWith(s, { maneuver: '4S3' }).ok).toBe(false);
		const r = turnWith(s, { maneuver: '4S3' }, 'spin');
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.events).toContainEqual({
			type: 'spinInstead',
			plane: 'me',
			plotted: '4S3',
			reason: {
				code: 'hex.plan.speed_change',
				params: { last: '2S1', speed: 1 },
				text: expect.stringMatching(/at most 1/)
			}
		});
		const me = r.value.state.planes[0];
		expect([me.lastManeuver, me.spinning, me.col, me.row]).toEqual(['0S2', true, 10, 10]);
	});

	it('H-PLAN-7 a stall maneuver sets up a spin roll for phase 8', () => {
		const r = turnWith(game({ lastManeuver: '2S1' }), { maneuver: '1R1' });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.events).toContainEqual({ type: 'stallCheckDue', plane: 'me', cause: 'stall' });
		expect(r.value.state.planes[0].pending.stallCheck).toBe('stall');
		expect(r.value.state.planes[0].facing).toBe(1);
	});

	it('H-PLAN-8 altitude orders follow the 2013 rules', () => {
		const alt = { rules: { optional: { altitude: true } } };
		const s = game({ altitude: 3, lastManeuver: '3S2' }, alt);
		const opts = (code: string, st = s) =>
			Object.fromEntries(
				altitudeOptions({ rules: st.ruleset, turn: 2 }, st.planes[0], code).map((o) => [
					o.order,
					(o.reason ?? o.warning)?.text ?? 'ok'
				])
			);
		expect(opts('2S1')).toEqual({
			climb: 'Climbing needs a maneuver of speed 2 or more.',
			level: 'ok',
			dive: 'Diving needs a maneuver of speed 2 or more.',
			land: 'Landing is only possible from level 1.'
		});
		expect(opts('5S4').climb).toMatch(/No climbing at top speed \(4\)/);
		expect(opts('11R2').climb).toBe('ok');
		const low = game({ altitude: 1, lastManeuver: '3S2' }, alt);
		expect(opts('3S2', low)).toMatchObject({ dive: expect.stringMatching(/land/), land: 'ok' });
		expect(opts('11R2', low).land).toMatch(/straight/);
		// Climbing to the ceiling is allowed to plot but stalls (Camel ceiling 5: at most 4).
		const high = game({ altitude: 4, lastManeuver: '3S2' }, alt);
		expect(opts('3S2', high).climb).toMatch(/will stall/);
		expect(
			altitudeOptions({ rules: high.ruleset, turn: 2 }, high.planes[0], '3S2')[0].warning
		).toMatchObject({ code: 'hex.warn.ceiling', params: { level: 5, ceiling: 5 } });
		const r = turnWith(high, { maneuver: '3S2', altitude: 'climb' });
		expect(r.ok && r.value.state.planes[0].altitude).toBe(4);
		expect(r.ok && r.value.state.planes[0].pending.stallCheck).toBe('climbTooHigh');
		const ok = turnWith(s, { maneuver: '11R2', altitude: 'climb' });
		expect(ok.ok && ok.value.state.planes[0].altitude).toBe(4);
		expect(opts('3S2', game({ lastManeuver: '3S2' })).climb).toMatch(/not in play/);
	});

	it('H-PLAN-8 classic: dive after any maneuver, climb only with a straight', () => {
		const classic = { preset: 'classic1983' as const, rules: { optional: { altitude: true } } };
		const s = game({ altitude: 3, lastManeuver: '2S1' }, classic);
		const reason = (code: string, order: 'climb' | 'dive') =>
			altitudeOptions({ rules: s.ruleset, turn: 2 }, s.planes[0], code).find(
				(o) => o.order === order
			)!.reason?.text ?? 'ok';
		expect(reason('6R1', 'dive')).toBe('ok');
		expect(reason('6R1', 'climb')).toMatch(/straight/);
		expect(reason('2S1', 'climb')).toBe('ok');
	});

	it('H-PLAN-9 plots are secret: a locked plot shows only the Ready marker and cannot change', () => {
		const s = game({});
		const locked = lockPlot(s, 'me', { maneuver: '11R2' });
		expect(locked.ok).toBe(true);
		if (!locked.ok) return;
		expect(viewFor(locked.value, 'p1').myPlots).toEqual({ me: { maneuver: '11R2' } });
		expect(viewFor(locked.value, 'p2').myPlots).toEqual({});
		expect(viewFor(locked.value, 'p2').lockedPlanes).toEqual(['me']);
		expect(JSON.stringify(viewFor(locked.value, 'p2'))).not.toContain('11R2');
		expect(lockPlot(locked.value, 'me', { maneuver: '3S2' }).ok).toBe(false);
		expect(
			resolveTurn(locked.value, { me: { maneuver: '3S2' }, alb: { maneuver: '3S2' } })
		).toMatchObject({
			ok: false,
			code: 'hex.turn.locked_changed',
			reason: expect.stringMatching(/already locked 11R2/)
		});
		expect(resolveTurn(locked.value, { alb: { maneuver: '3S2' } }).ok).toBe(true);
	});
});
