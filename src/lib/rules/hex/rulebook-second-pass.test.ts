/**
 * Golden tests from the rulebooks for the second pass over Blue Max (issue 16, points 1 and
 * 3–10): each is written from the book's text and cites it (000 = the 2013 rulebook, 003 = the
 * classic sequence of play, 004 = the online rules; seed file and line).
 */
import { describe, expect, it } from 'vitest';
import { AIRCRAFT } from '../../data/hex/aircraft';
import { stateHash } from '../common/hash';
import { legalShots, lockFire } from './fire-step';
import { pairGeometry } from './geometry';
import { validatePlot } from './planning';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { hexEventsFor } from './secrecy';
import { chooseTail } from './tailing';
import { resolveCombat, resolveMovement, resolveTurn } from './turn';
import { legalManeuvers, lockPlot, viewFor } from './view';
import type { HexEvent, HexGameState, PlotMap } from './types';

function game(planes: ScenarioPlane[], more: Partial<ScenarioInput> = {}): HexGameState {
	const r = scenarioState({ planes, ...more });
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
function ok<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
const at = (s: HexGameState, id: string) => s.planes.find((p) => p.id === id)!;
const of = <T extends HexEvent['type']>(events: HexEvent[], type: T) =>
	events.filter((e): e is Extract<HexEvent, { type: T }> => e.type === type);
const detail = (events: HexEvent[], type: string) =>
	events.flatMap((e) => (e.type === 'combat' && e.detail.type === type ? [e.detail] : []));

// The 2013 rulebook's firing example (000:651): the Dr.I (stability A) ends two hexes from the
// Bristol, which shows it its side B.
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
const FLY: PlotMap = { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' } };
const MEDIUM = [{ position: 'pilot' as const, target: 'bristol', burst: 'medium' as const }];
const ALTITUDE = { rules: { optional: { altitude: true } } };

describe('the rulebooks, second pass (issue 16)', () => {
	it('1 · 000:351 fire is chosen in the combat phase, after movement, among the shots legal then', () => {
		const s = game([FOKKER, BRISTOL], { dice: [1, 6, 4], decks: { B: ['B02', 'B03'] } });
		// Before movement the Bristol is not on the Dr.I's fire line (1508 vs 1110–1310) …
		expect(pairGeometry(at(s, 'fokker'), at(s, 'bristol')).fireLine).toBe(0);
		// … and nothing can be chosen yet: a plot carries no fire.
		expect(legalShots(viewFor(s, 'german'), 'fokker')).toMatchObject({
			ok: false,
			code: 'hex.fire.not_now'
		});
		const locked = ok(lockPlot(s, 'fokker', { maneuver: '3S2', fire: MEDIUM }));
		expect(locked.locked.fokker).toEqual({ maneuver: '3S2' });
		// "5. Kampf: In dieser Phase kann jeder Spieler … auf ein gültiges Ziel abfeuern" (000:351).
		const moved = ok(resolveMovement(locked, { bristol: { maneuver: '3S2' } }));
		expect(moved.state.fireStep!.due).toEqual(['fokker']);
		const shots = ok(legalShots(viewFor(moved.state, 'german'), 'fokker'));
		expect(shots).toEqual([
			expect.objectContaining({ target: 'bristol', ok: true, range: 2, deck: 'B' })
		]);
		// 3 dice − 2 (range 2) + 1 (medium) + 1 (stability A) = 3 (000:651).
		expect(shots[0].strength.medium).toBe(3);
		const fired = ok(lockFire(moved.state, 'fokker', MEDIUM));
		const r = ok(resolveCombat(fired));
		expect(of(r.events, 'shot')[0]).toMatchObject({ dice: 3, faces: ['white', 'red', 'blue'] });
		expect(at(r.state, 'bristol').combat!.marked).toMatchObject({ wings: 5, engine: 1 });
		// A shot at where the enemy was is no choice at all once it has flown away.
		const away = ok(
			resolveMovement(game([FOKKER, { ...BRISTOL, hex: '0510', facing: 3 }]), FLY)
		).state;
		expect(lockFire(away, 'fokker', MEDIUM)).toMatchObject({
			ok: false,
			code: 'hex.fire.out_of_range'
		});
	});

	it('3 · 000:426 a plane that loses control in phase 6 tries to recover in phase 7 of the same turn', () => {
		// Dice: white, red, blue (B02 red, B03 blue: 5 wing boxes); loss of control 5: it spins
		// (000:862); recovery 3: caught (000:426); facing die 1: the nose stays.
		const s = game(
			[
				{ ...FOKKER, altitude: 3 },
				{ ...BRISTOL, altitude: 3 }
			],
			{ ...ALTITUDE, dice: [1, 6, 4, 5, 3, 1], decks: { B: ['B02', 'B03'] } }
		);
		const r = ok(resolveTurn(s, { ...FLY, fokker: { maneuver: '3S2', fire: MEDIUM } }));
		expect(detail(r.events, 'loss-of-control')).toEqual([
			expect.objectContaining({ roll: 5, spins: true })
		]);
		expect(detail(r.events, 'spin-recovery')).toEqual([
			expect.objectContaining({ roll: 3, recovered: true, facingRoll: 1 })
		]);
		const bristol = at(r.state, 'bristol');
		expect(bristol.spinning).toBe(false);
		expect(bristol.altitude).toBe(3); // no turn lost, no level lost
		const next = ok(legalManeuvers(viewFor(r.state, 'british'), 'bristol'));
		expect(next.find((o) => o.code === '3S2')!.ok).toBe(true);
	});

	it('4 · 000:604 / 004:88 a killed pilot takes the player out at once', () => {
		// One red face on side B: card B17, red half "4 fuselage, pilot killed".
		// A wingman far off keeps the game going, so what the Germans see is still filtered.
		const wingman: ScenarioPlane = {
			...BRISTOL,
			id: 'camel',
			aircraft: 'sopwith-camel',
			hex: '0520'
		};
		const s = game([FOKKER, BRISTOL, wingman], { dice: [6, 1, 1], decks: { B: ['B17'] } });
		const r = ok(
			resolveTurn(s, {
				...FLY,
				fokker: { maneuver: '3S2', fire: MEDIUM },
				camel: { maneuver: '3S2' }
			})
		);
		const bristol = at(r.state, 'bristol');
		expect(bristol.status).toBe('shotDown');
		expect(bristol.combat!.down).toBe('pilot-killed');
		expect(r.state.kills).toEqual({ entente: 0, central: 1 });
		// The others learn that it went down, never why (H-DMG-6).
		expect(of(hexEventsFor(r.state, r.events, 'german'), 'shotDown')).toEqual([
			{ type: 'shotDown', plane: 'bristol' }
		]);
	});

	it('5 · 003:67, 000:472 a spin that begins in phase 6 and gliding stay secret until movement shows them', () => {
		// As in 3, but the recovery fails (2): the Bristol spins on, at level 3.
		const s = game(
			[
				{ ...FOKKER, altitude: 3 },
				{ ...BRISTOL, altitude: 3 }
			],
			{ ...ALTITUDE, dice: [1, 6, 4, 5, 2, 1], decks: { B: ['B02', 'B03'] } }
		);
		const r = ok(resolveTurn(s, { ...FLY, fokker: { maneuver: '3S2', fire: MEDIUM } }));
		expect(at(r.state, 'bristol').spinning).toBe(true);
		const seen = (state: HexGameState) =>
			viewFor(state, 'german').planes.find((p) => p.id === 'bristol')!.spinning;
		expect(seen(r.state)).toBe(false);
		expect(viewFor(r.state, 'british').planes.find((p) => p.id === 'bristol')!.spinning).toBe(true);
		// "Simply plot 0S2 for the following movement step" (003:67): movement reveals it.
		const moved = ok(resolveMovement(r.state, { fokker: { maneuver: '2S1' } }));
		expect(seen(moved.state)).toBe(true);
		// Gliding is secret (000:472): the level lost shows on the board, not the glide.
		const glide = game(
			[
				{ ...FOKKER, altitude: 3 },
				{ ...BRISTOL, altitude: 3, hex: '2012', gliding: 'fuel', glideTurnsLeft: 4 }
			],
			{ rules: { optional: { altitude: true, fuel: true } }, seed: 1 }
		);
		const g = ok(resolveTurn(glide, { ...FLY, bristol: { maneuver: '3S2' } }));
		expect(of(g.events, 'glideLoss')).toHaveLength(1);
		expect(of(hexEventsFor(g.state, g.events, 'german'), 'glideLoss')).toEqual([]);
		expect(of(hexEventsFor(g.state, g.events, 'british'), 'glideLoss')).toHaveLength(1);
	});

	it('6 · 000:353, 000:440 a marking fires one of its guns, so a long burst rolls one jam die', () => {
		// Long burst, range 2, stability A: 4 dice, all white; then one jam die (6: jams).
		const s = game([FOKKER, BRISTOL], { dice: [1, 1, 1, 1, 6], decks: {} });
		const long = [{ position: 'pilot' as const, target: 'bristol', burst: 'long' as const }];
		const r = ok(resolveTurn(s, { ...FLY, fokker: { maneuver: '3S2', fire: long } }));
		expect(detail(r.events, 'jam-check')).toEqual([expect.objectContaining({ jams: true })]);
		const guns = at(r.state, 'fokker').combat!.guns.pilot;
		expect(guns).toEqual({ mounted: 2, destroyed: 0, jammed: 1 });
		// The Dr.I's other gun still fires next turn — with one working gun, one die less.
		const again = game([
			{ ...FOKKER, guns: { pilot: { jammed: 1 } } },
			{ ...BRISTOL, lastManeuver: '3S2' }
		]);
		const moved = ok(resolveMovement(again, FLY)).state;
		const shot = ok(legalShots(viewFor(moved, 'german'), 'fokker'))[0];
		expect(shot.strength.medium).toBe(2);
	});

	it('7 · 000:432 unjam after any straight that is not acrobatic (1S1 too); 003:68, 003:72 classic', () => {
		// 2013: both Dr.I guns jammed; it stalls with 1S1 and clears them on a 4 (then the stall
		// roll 1: no spin).
		const jammed = game([{ ...FOKKER, guns: { pilot: { jammed: 2 } } }, BRISTOL], { dice: [4, 1] });
		const r = ok(resolveTurn(jammed, { ...FLY, fokker: { maneuver: '1S1', unjam: ['pilot'] } }));
		expect(detail(r.events, 'unjam')).toEqual([expect.objectContaining({ cleared: true })]);
		expect(at(r.state, 'fokker').jammed).toBe(false);
		// Classic: "Guns may not be … jams cleared … if the aircraft made an attack" (003:68) —
		// the observer fired, so the pilot's jam stays, whatever gun fired.
		const classic = game(
			[
				{ ...FOKKER, hex: '1010', facing: 0 },
				{ ...BRISTOL, hex: '1210', facing: 0, guns: { pilot: { jammed: 1 } } }
			],
			{ preset: 'classic1983', rules: { optional: { observers: true } }, seed: 3 }
		);
		const c = ok(
			resolveTurn(classic, {
				fokker: { maneuver: '3S2' },
				bristol: {
					maneuver: '3S2',
					unjam: ['pilot'],
					fire: [{ position: 'observer', target: 'fokker', burst: 'short' }]
				}
			})
		);
		expect(of(c.events, 'shot')).toEqual([expect.objectContaining({ position: 'observer' })]);
		expect(of(c.events, 'actionRefused')).toEqual([
			expect.objectContaining({
				plane: 'bristol',
				action: 'unjam',
				reason: expect.objectContaining({ code: 'hex.unjam.fired' })
			})
		]);
		// Classic reloading: "the aircraft must perform maneuver 2S, 3S, or 4S" (003:72) — the
		// observer too; 2013 lets him reload whatever the plane flies (000:693).
		const lewis = { optional: { observers: true, lewisGun: true } };
		const reload = (preset: 'edition2013' | 'classic1983', maneuver: string) => {
			const state = game([FOKKER, { ...BRISTOL, ammo: 2, lastManeuver: '4S3' }], {
				preset,
				rules: lewis
			});
			const plane = at(state, 'bristol');
			return validatePlot({ rules: state.ruleset, turn: 2 }, plane, { maneuver, reload: true });
		};
		expect(reload('edition2013', '10L2').ok).toBe(true);
		expect(reload('classic1983', '10L2')).toMatchObject({ code: 'hex.plot.reload_straight' });
		expect(reload('classic1983', '5S4')).toMatchObject({ code: 'hex.reload.maneuver_numbers' });
		expect(reload('classic1983', '3S2').ok).toBe(true);
	});

	it('8 · 004:76 online observers fire into the rear arc only; 000:854 a climb too high is a stall', () => {
		// The Dr.I flies abeam of the Bristol, two hexes off: the corner between B and C.
		const abeam = (preset: 'edition2013' | 'online') => {
			const s = game(
				[
					{ ...BRISTOL, hex: '1010', facing: 0 },
					{ ...FOKKER, hex: '1012', facing: 0 }
				],
				{ preset, rules: { optional: { observers: true } }, seed: 2 }
			);
			const moved = ok(resolveMovement(s, FLY)).state;
			expect(pairGeometry(at(moved, 'bristol'), at(moved, 'fokker')).shooterSides).toEqual([
				'B',
				'C'
			]);
			return ok(legalShots(viewFor(moved, 'british'), 'bristol')).find(
				(c) => c.position === 'observer'
			)!;
		};
		expect(abeam('edition2013').ok).toBe(true); // 000:712: seen through side C
		expect(abeam('online')).toMatchObject({
			ok: false,
			reason: { code: 'hex.fire.observer_rear_arc' }
		});
		// "Ein Flugzeug, das versucht eine nicht erlaubte Höhenstufe zu erreichen, erleidet einen
		// Strömungsabriss" (000:854): the shooter's pool gets the +1 for a stalled target.
		const level = AIRCRAFT['bristol-f2b'].ceiling - 1;
		const s = game(
			[
				{ ...FOKKER, altitude: level },
				{ ...BRISTOL, altitude: level }
			],
			{ ...ALTITUDE, seed: 4 }
		);
		const moved = ok(
			resolveMovement(s, { ...FLY, bristol: { maneuver: '3S2', altitude: 'climb' } })
		).state;
		expect(moved.fireStep!.stalled).toEqual(['bristol']);
		const shot = ok(legalShots(viewFor(moved, 'german'), 'fokker'))[0];
		expect(shot.strength.medium).toBe(4); // 3 (000:651) + 1 target stalled (000:551)
	});

	it('9 · 000:518 the collision example: the Albatros takes 3 wing boxes, the Dr.I the smoke', () => {
		const s = game(
			[
				{ ...FOKKER, seat: 'a', altitude: 3 },
				{
					id: 'albatros',
					seat: 'b',
					aircraft: 'albatros-d3',
					hex: '1110',
					facing: 0,
					altitude: 3,
					lastManeuver: '2S1'
				},
				{
					id: 'camel',
					seat: 'c',
					aircraft: 'sopwith-camel',
					hex: '2010',
					facing: 3,
					altitude: 3,
					lastManeuver: '3S2'
				}
			],
			// 6 (the Albatros rolls) + 1 (B) + 2 (the Dr.I's speed) = 9: one A card each; deck A
			// holds A03 (blue: 3 wings) then A11 (blue: smoke). Then the Albatros's loss-of-control
			// roll 2 and the Dr.I's smoke roll 3.
			{ ...ALTITUDE, dice: [6, 2, 3], decks: { A: ['A03', 'A11'] } }
		);
		const r = ok(
			resolveTurn(s, {
				fokker: { maneuver: '3S2' },
				albatros: { maneuver: '2S1' },
				camel: { maneuver: '3S2' }
			})
		);
		expect(of(r.events, 'collision')[0]).toMatchObject({ roller: 'albatros', total: 9 });
		expect(of(r.events, 'hitsDrawn')).toEqual([
			{
				type: 'hitsDrawn',
				plane: 'fokker',
				hits: [{ source: 'collision', id: 'A11', half: 'blue' }]
			},
			{
				type: 'hitsDrawn',
				plane: 'albatros',
				hits: [{ source: 'collision', id: 'A03', half: 'blue' }]
			}
		]);
		expect(at(r.state, 'albatros').combat!.marked.wings).toBe(3);
		expect(at(r.state, 'fokker').smoking).toBe(true);
	});

	it('10 · 000:230, 004:39 a plane that could tail two enemies tails the one its player chooses', () => {
		const s = game(
			[
				{ id: 'camel', seat: 'brit', aircraft: 'sopwith-camel', hex: '1010', facing: 0 },
				{ id: 'albatros', seat: 'jasta', aircraft: 'albatros-d3', hex: '1210', facing: 0 },
				{ id: 'dr1', seat: 'jasta', aircraft: 'fokker-dr1', hex: '1310', facing: 0 }
			],
			{ seed: 5 }
		);
		expect(s.tailing.options).toEqual([{ tailer: 'camel', enemies: ['albatros', 'dr1'] }]);
		expect(s.tailing.pairs).toEqual([
			expect.objectContaining({ tailer: 'camel', tailed: 'albatros' })
		]);
		const chosen = ok(chooseTail(s, 'camel', 'dr1'));
		expect(chosen.tailing.pairs).toEqual([
			{ tailer: 'camel', tailed: 'dr1', revealed: true, friendly: false }
		]);
		expect(chosen.tailing.order.indexOf('dr1')).toBeLessThan(chosen.tailing.order.indexOf('camel'));
		expect(chooseTail(s, 'camel', 'camel')).toMatchObject({ code: 'hex.tail.not_an_option' });
		// The choice is made before anyone plots; then the Dr.I tells the Camel its direction.
		const dr1 = ok(lockPlot(chosen, 'dr1', { maneuver: '3S2' }));
		expect(chooseTail(dr1, 'camel', 'albatros')).toMatchObject({ code: 'hex.tail.too_late' });
		expect(viewFor(dr1, 'brit').told).toEqual([
			{ tailer: 'camel', tailed: 'dr1', direction: 'S', altitude: null }
		]);
		// The record keeps the choice with the plot; a replay reaches the same state.
		const plots: PlotMap = {
			camel: { maneuver: '3S2' },
			albatros: { maneuver: '3S2' },
			dr1: { maneuver: '3S2' }
		};
		const live = ok(
			resolveMovement(
				ok(lockPlot(ok(lockPlot(dr1, 'albatros', plots.albatros)), 'camel', plots.camel)),
				{}
			)
		);
		expect(live.state.fireStep!.plots.camel).toEqual({ maneuver: '3S2', tail: 'dr1' });
		const replayed = ok(resolveMovement(s, { ...plots, camel: { maneuver: '3S2', tail: 'dr1' } }));
		expect(stateHash(replayed.state)).toBe(stateHash(live.state));
		expect(of(replayed.events, 'tailing')).toEqual([
			{ type: 'tailing', tailer: 'camel', tailed: 'dr1', revealed: true }
		]);
	});
});
