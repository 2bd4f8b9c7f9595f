import { describe, expect, it } from 'vitest';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { legalManeuvers, viewFor } from './view';
import { altitudeOptions } from './planning';
import { legalShots, lockFire } from './fire-step';
import { resolveCombat, resolveMovement, resolveTurn } from './turn';
import { hexEventsFor } from './secrecy';
import { replayHexGame, replayHexGameTurns } from './game';
import type { HexEvent, HexGameState, PlotMap } from './types';

function game(planes: ScenarioPlane[], more: Partial<ScenarioInput> = {}): HexGameState {
	const r = scenarioState({ planes, ...more });
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
function play(s: HexGameState, plots: PlotMap) {
	const r = resolveTurn(s, plots);
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
const at = (s: HexGameState, id: string) => s.planes.find((p) => p.id === id)!;
const of = <T extends HexEvent['type']>(events: HexEvent[], type: T) =>
	events.filter((e): e is Extract<HexEvent, { type: T }> => e.type === type);

// The rulebook's firing example: the Fokker Dr.I ends 2 hexes behind the Bristol's side B.
const FOKKER: ScenarioPlane = {
	id: 'fokker',
	seat: 'german',
	aircraft: 'fokker-dr1',
	hex: '1010',
	facing: 0,
	lastManeuver: '3S2'
};
const BRISTOL: ScenarioPlane = {
	id: 'bristol',
	seat: 'british',
	aircraft: 'bristol-f2b',
	hex: '1508',
	facing: 2,
	lastManeuver: '3S2'
};
const FIRE: PlotMap = {
	fokker: { maneuver: '3S2', fire: [{ position: 'pilot', target: 'bristol', burst: 'medium' }] },
	bristol: { maneuver: '3S2' }
};

describe('combat through resolveTurn (part 2)', () => {
	it('H-COMB-5 golden: range 2, medium burst, stability A → 3 dice; one red and one blue on side B draw two B cards', () => {
		// Dice: white (1), red (6), blue (4); deck B holds B02 then B03 on top.
		const s = game([FOKKER, BRISTOL], { dice: [1, 6, 4], decks: { B: ['B02', 'B03'] } });
		const r = play(s, FIRE);
		const [shot] = of(r.events, 'shot');
		expect(shot).toMatchObject({
			shooter: 'fokker',
			target: 'bristol',
			range: 2,
			dice: 3,
			faces: ['white', 'red', 'blue'],
			deck: 'B',
			blue: 1,
			red: 1
		});
		expect(of(r.events, 'hitsDrawn')).toEqual([
			{
				type: 'hitsDrawn',
				plane: 'bristol',
				hits: [
					{ source: 'card', id: 'B02', half: 'red', by: 'fokker' },
					{ source: 'card', id: 'B03', half: 'blue', by: 'fokker' }
				]
			}
		]);
		// B02 red = 4 wings, B03 blue = 1 wing + 1 engine: the Bristol's track holds 5 wings, 1 engine.
		expect(at(r.state, 'bristol').combat!.marked).toEqual({
			wings: 5,
			fuselage: 0,
			tail: 0,
			engine: 1
		});
		expect(at(r.state, 'bristol').damage).toEqual({ wings: 5, fuselage: 0, tail: 0, engine: 1 });
		expect(r.state.damageDecks!.B.discards).toEqual(['B02', 'B03']);
		expect(at(r.state, 'fokker').lastTargets).toEqual({ pilot: 'bristol' });
	});

	it('H-COMB-3 a shot that is not legal after movement is refused with its reason (table play: not fired)', () => {
		// The Bristol flies away behind the Fokker: out of reach when fire is chosen.
		const s = game([FOKKER, { ...BRISTOL, hex: '0510', facing: 3 }], { dice: [] });
		expect(resolveTurn(s, FIRE)).toMatchObject({
			ok: false,
			code: 'hex.turn.fire_refused',
			params: { plane: 'fokker', inner: { code: 'hex.fire.out_of_range', params: { max: 3 } } }
		});
		const table = resolveTurn(s, FIRE, { illegalPlots: 'spin' });
		if (!table.ok) throw new Error(table.reason);
		expect(of(table.value.events, 'shot')).toEqual([]);
		expect(of(table.value.events, 'fireRefused')[0]).toMatchObject({
			plane: 'fokker',
			reason: {
				code: 'hex.fire.out_of_range',
				params: { max: 3 },
				text: 'The target is beyond 3 hexes.'
			}
		});
	});

	it('H-DMG-1 / H-END-1 / H-END-2 a destroyed wing shoots the plane down and ends the game with a kill', () => {
		const s = game([FOKKER, { ...BRISTOL, damage: { wings: 38 } }], {
			dice: [1, 6, 4],
			decks: { B: ['B02', 'B03'] }
		});
		const r = play(s, FIRE);
		expect(at(r.state, 'bristol').status).toBe('shotDown');
		expect(at(r.state, 'bristol').combat!.down).toBe('wings-destroyed');
		expect(r.state.over).toBe(true);
		expect(r.state.winner).toBe('central');
		expect(r.state.kills).toEqual({ entente: 0, central: 1 });
	});

	it('H-COMB-6 classic: combat value and CRT, chits drawn in phase 6 and applied', () => {
		const s = game([FOKKER, BRISTOL], { preset: 'classic1983', seed: 7 });
		const r = play(s, FIRE);
		const [shot] = of(r.events, 'shot');
		expect(shot.combatValue).toBeGreaterThan(0);
		expect(shot.roll).toBeGreaterThanOrEqual(1);
		const hits = of(r.events, 'hitsDrawn');
		expect(hits.length ? hits[0].hits.length : 0).toBe(shot.blue + shot.red);
		for (const h of hits.flatMap((x) => x.hits)) expect(h.source).toBe('chit');
	});

	it('H-COMB-3 online: automatic targeting shoots without fire orders', () => {
		const s = game([FOKKER, BRISTOL], { preset: 'online', seed: 3 });
		const r = play(s, { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' } });
		expect(of(r.events, 'shot')[0]).toMatchObject({
			shooter: 'fokker',
			target: 'bristol',
			burst: 'short',
			automatic: true
		});
	});

	it('H-COMB-9 / H-PLAN-5 a medium burst at a higher target forces a climb next turn', () => {
		const alt = { rules: { optional: { altitude: true } } };
		const s = game(
			[
				{ ...FOKKER, altitude: 2 },
				{ ...BRISTOL, altitude: 3 }
			],
			{
				...alt,
				seed: 11
			}
		);
		const r = play(s, FIRE);
		const fokker = at(r.state, 'fokker');
		expect(fokker.restrictions.mustClimb).toBe(true);
		const orders = altitudeOptions({ rules: r.state.ruleset, turn: r.state.turn }, fokker, '3S2');
		expect(orders.find((o) => o.order === 'level')!.reason).toMatchObject({
			code: 'hex.alt.must_climb',
			text: expect.stringMatching(/must climb/)
		});
	});

	it('H-PLAN-5 damage restrictions from the track feed legalManeuvers next turn', () => {
		// B02 red on a wounded-pilot card is not needed: a scenario rudder on the track lasts.
		const s = game([{ ...FOKKER, restrictions: { rudder: { only: 'R', turns: 3 } } }, BRISTOL], {
			seed: 5
		});
		const r = play(s, { fokker: { maneuver: '11R2' }, bristol: { maneuver: '3S2' } });
		const opts = legalManeuvers(viewFor(r.state, 'german'), 'fokker');
		expect(opts.ok && opts.value.find((o) => o.code === '11L2')!.reason).toEqual({
			code: 'hex.plan.rudder',
			params: { only: 'R', turns: 2 },
			text: 'Jammed rudder: only R maneuvers for 2 more turns.'
		});
	});

	it('H-REC-1 spin recovery: 3+ recovers and the facing die turns the nose (◇ 1 = unchanged, clockwise)', () => {
		const s = game([{ ...FOKKER, spinning: true }, BRISTOL], { dice: [5, 3] });
		const r = play(s, { bristol: { maneuver: '3S2' } });
		const f = at(r.state, 'fokker');
		expect(f.spinning).toBe(false);
		expect(f.combat!.spinning).toBe(false);
		expect(f.facing).toBe(2); // facing E (0) + 2 steps clockwise
		expect(of(r.events, 'recoveryFacing')).toEqual([
			{ type: 'recoveryFacing', plane: 'fokker', roll: 3, facing: 2 }
		]);
	});

	it('H-REC-1 without altitude a failed recovery is shot down', () => {
		const s = game([{ ...FOKKER, spinning: true }, BRISTOL], { dice: [2] });
		const r = play(s, { bristol: { maneuver: '3S2' } });
		expect(at(r.state, 'fokker').status).toBe('shotDown');
		expect(at(r.state, 'fokker').combat!.down).toBe('failed-spin');
	});

	it('H-REC-2 unjamming after a straight maneuver: 4+ clears the guns', () => {
		const s = game([FOKKER, BRISTOL], { dice: [1, 1, 1, 1, 6, 4], decks: {} });
		const first = play(s, {
			fokker: { maneuver: '3S2', fire: [{ position: 'pilot', target: 'bristol', burst: 'long' }] },
			bristol: { maneuver: '3S2' }
		});
		expect(first.state.planes[0].jammed).toBe(true);
		const next = play(first.state, {
			fokker: { maneuver: '3S2', unjam: ['pilot'] },
			bristol: { maneuver: '3S2' }
		});
		expect(at(next.state, 'fokker').jammed).toBe(false);
	});

	it('H-COMB-7 a Lewis reload in phase 6 refills the drum', () => {
		const opt = { rules: { optional: { lewisGun: true, observers: true } } };
		const s = game([FOKKER, { ...BRISTOL, ammo: 1 }], { ...opt, seed: 2 });
		const r = play(s, { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2', reload: true } });
		expect(at(r.state, 'bristol').ammo).toBe(5);
		expect(at(r.state, 'bristol').combat!.ammo).toBe(5);
	});

	it('H-COMB-8 the observer fires out of D at a plane two hexes behind (observers rule)', () => {
		const opt = { rules: { optional: { observers: true } } };
		const s = game(
			[
				{ ...FOKKER, hex: '1010' },
				{ ...BRISTOL, hex: '1210', facing: 0 }
			],
			{
				...opt,
				dice: [1, 1, 1, 1],
				decks: {}
			}
		);
		const r = play(s, {
			fokker: { maneuver: '3S2' },
			bristol: {
				maneuver: '3S2',
				fire: [{ position: 'observer', target: 'fokker', burst: 'long' }]
			}
		});
		// 3 − 2 (range 2) + 2 (long) + 1 (our Bristol: stability A) − 1 (one gun) = 3 dice, then
		// one jam roll for the one gun that fired long.
		expect(of(r.events, 'shot')[0]).toMatchObject({ position: 'observer', range: 2, dice: 3 });
		expect(at(r.state, 'bristol').lastTargets).toEqual({ observer: 'fokker' });
	});

	it('H-PROB-3 a burning plane draws a B card (blue half) in phase 8 and puts the fire out on 5+', () => {
		const s = game([{ ...FOKKER, onFire: true }, BRISTOL], { dice: [5], decks: { B: ['B03'] } });
		const r = play(s, { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' } });
		const f = at(r.state, 'fokker');
		expect(f.combat!.marked).toMatchObject({ wings: 1, engine: 1 }); // B03 blue
		expect(f.onFire).toBe(false);
		expect(r.events).toContainEqual(
			expect.objectContaining({
				type: 'combat',
				visibility: 'all',
				detail: expect.objectContaining({ type: 'fire-out-check', roll: 5, out: true })
			})
		);
	});

	it('H-REC-3 classic: reload and unjam in one turn — only the reload is done', () => {
		const opt = { rules: { optional: { lewisGun: true, observers: true } } };
		const s = game([FOKKER, { ...BRISTOL, ammo: 1 }], { ...opt, preset: 'classic1983', seed: 4 });
		const jammed: HexGameState = {
			...s,
			planes: s.planes.map((p) =>
				p.id === 'bristol'
					? {
							...p,
							jammed: true,
							combat: {
								...p.combat!,
								guns: { ...p.combat!.guns, pilot: { mounted: 1, destroyed: 0, jammed: 1 } }
							}
						}
					: p
			)
		};
		const r = play(jammed, {
			fokker: { maneuver: '3S2' },
			bristol: { maneuver: '3S2', reload: true, unjam: ['pilot'] }
		});
		expect(at(r.state, 'bristol').ammo).toBe(5);
		expect(of(r.events, 'actionRefused')[0]).toMatchObject({
			plane: 'bristol',
			action: 'unjam',
			reason: {
				code: 'hex.recovery.one_action',
				text: expect.stringMatching(/Only one recovery action/)
			}
		});
		expect(at(r.state, 'bristol').jammed).toBe(true);
	});

	it('H-END-1 a plane leaving the map is down on its track too (cause left-map)', () => {
		const s = game([{ ...FOKKER, hex: '3110' }, BRISTOL], { seed: 1 });
		const r = play(s, { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' } });
		expect(at(r.state, 'fokker').status).toBe('shotDown');
		expect(at(r.state, 'fokker').combat!.down).toBe('left-map');
		expect(r.state.kills).toEqual({ entente: 1, central: 0 });
	});

	it('H-DMG-6 views and events hide an enemy’s damage, and show it after the game', () => {
		const s = game([FOKKER, BRISTOL], { dice: [1, 6, 4], decks: { B: ['B02', 'B03'] } });
		const r = play(s, FIRE);
		const german = viewFor(r.state, 'german');
		const bristol = german.planes.find((p) => p.id === 'bristol')!;
		expect(bristol.visibility).toBe('public');
		expect(JSON.stringify(bristol)).not.toMatch(/marked|wings|fuel|jam|ammo/);
		expect(bristol.visibility === 'public' && bristol.openDamage).toEqual({
			smoke: false,
			fire: false,
			observerKilled: false,
			destroyed: false
		});
		const seen = hexEventsFor(r.state, r.events, 'german');
		expect(seen.some((e) => e.type === 'hitsDrawn')).toBe(false);
		expect(seen.some((e) => e.type === 'combat' && e.detail.type === 'damage')).toBe(false);
		expect(seen.some((e) => e.type === 'shot')).toBe(true); // the dice are open
		const british = hexEventsFor(r.state, r.events, 'british');
		expect(british.some((e) => e.type === 'hitsDrawn')).toBe(true);
		expect(viewFor({ ...r.state, over: true }, 'german').planes[1].visibility).toBe('full');
	});

	it('H-COMB-3 legalShots: after movement, every enemy × gun with its bursts and dice, or the reason', () => {
		// The rulebook's firing example: after both fly 3S2 the Bristol is 2 hexes ahead of the Dr.I.
		const s = game([FOKKER, BRISTOL], { seed: 1 });
		const moved = resolveMovement(s, { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' } });
		if (!moved.ok) throw new Error(moved.reason);
		const view = viewFor(moved.value.state, 'german');
		expect(view.fireStep).toMatchObject({ due: ['fokker'], chosenPlanes: [], myFire: [] });
		const shots = legalShots(view, 'fokker');
		// 3 − 2 (range 2) + 1 (stability A): short 2 dice, medium 3, long 4; deck B (000:651).
		expect(shots.ok && shots.value).toEqual([
			{
				target: 'bristol',
				position: 'pilot',
				ok: true,
				range: 2,
				bursts: ['short', 'medium', 'long'],
				strength: { short: 2, medium: 3, long: 4 },
				measure: 'dice',
				deck: 'B'
			}
		]);
		const away = legalShots(
			viewFor(
				{
					...moved.value.state,
					planes: moved.value.state.planes.map((p) => (p.id === 'fokker' ? { ...p, facing: 3 } : p))
				},
				'german'
			),
			'fokker'
		);
		expect(away.ok && away.value[0]).toMatchObject({
			ok: false,
			bursts: [],
			reason: { code: 'hex.fire.not_ahead', text: expect.stringMatching(/straight ahead/) }
		});
		expect(legalShots(view, 'bristol')).toMatchObject({
			ok: false,
			code: 'hex.targets.not_yours',
			reason: 'bristol is not yours.'
		});
		expect(legalShots(viewFor(s, 'german'), 'fokker')).toMatchObject({
			ok: false,
			code: 'hex.fire.not_now'
		});
		// Holding fire is a choice; a second one is refused; then phase 5–8 resolve.
		const held = lockFire(moved.value.state, 'fokker', []);
		if (!held.ok) throw new Error(held.reason);
		expect(lockFire(held.value, 'fokker', [])).toMatchObject({ code: 'hex.fire.already_chosen' });
		const done = resolveCombat(held.value);
		expect(done.ok && done.value.state.turn).toBe(3);
		expect(done.ok && done.value.state.fireStep).toBeUndefined();
	});

	it('H-END-3 replayHexGameTurns gives every turn’s full state and events, ending on the replay hash', () => {
		const setup = {
			homeEdges: { entente: 'west' as const, central: 'east' as const },
			planes: [
				{ id: 'a', seat: 's1', aircraft: 'sopwith-camel', hex: '0110' },
				{ id: 'b', seat: 's2', aircraft: 'albatros-d3', hex: '3210' }
			]
		};
		const orders: PlotMap[] = [
			{ a: { maneuver: '3S2' }, b: { maneuver: '3S2' } },
			{ a: { maneuver: '3S2' }, b: { maneuver: '3S2' } }
		];
		const turns = replayHexGameTurns(setup, 9, orders);
		expect(turns.ok).toBe(true);
		if (!turns.ok) return;
		expect(turns.value.map((t) => t.turn)).toEqual([0, 1, 2]);
		const whole = replayHexGame({ setup, seed: 9, turns: orders });
		expect(whole.ok && whole.value.hash).toBe(turns.value[2].hash);
		expect(turns.value[1].state.planes[0].combat).toBeDefined();
	});
});
