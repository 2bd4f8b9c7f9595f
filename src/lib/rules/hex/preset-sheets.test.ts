/**
 * Golden tests for issue 25: the classic 1983 and online presets follow their own sheets where
 * they differ from the 2013 book, and the 2013 book's killed pilot falls with the altitude rule.
 * Each point is pinned on both sides: the preset it concerns and the preset where the rule
 * differs. Cited: 000 = the 2013 rulebook, 003 = the classic 1983 sheet, 004 = the online rules
 * (seed file and line).
 */
import { describe, expect, it } from 'vitest';
import type { PresetName } from '../../data/hex/rulesets';
import { legalShots } from './fire-step';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { resolveMovement, resolveTurn } from './turn';
import { viewFor } from './view';
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
const ALTITUDE = { optional: { altitude: true } };

describe('1, 2 · collisions (H-MOVE-4) follow each preset’s sheet', () => {
	// A Camel and an Albatros fly 3S2 towards each other and both end in 1210 at level 3.
	const planes: ScenarioPlane[] = [
		{
			id: 'camel',
			seat: 'p1',
			aircraft: 'sopwith-camel',
			hex: '1010',
			facing: 0,
			lastManeuver: '3S2',
			altitude: 3
		},
		{
			id: 'alb',
			seat: 'p2',
			aircraft: 'albatros-d3',
			hex: '1410',
			facing: 3,
			lastManeuver: '3S2',
			altitude: 3
		}
	];
	const plots: PlotMap = { camel: { maneuver: '3S2' }, alb: { maneuver: '3S2' } };
	const moved = (preset: PresetName) =>
		ok(resolveMovement(game(planes, { preset, rules: ALTITUDE, dice: [6] }), plots));

	it('003:28 classic: "Any number of aircraft can occupy or pass through the same hex without colliding"', () => {
		const m = moved('classic1983');
		expect(
			[at(m.state, 'camel'), at(m.state, 'alb')].map((p) => [p.col, p.row, p.altitude])
		).toEqual([
			[12, 10, 3],
			[12, 10, 3]
		]);
		expect(of(m.events, 'collision')).toEqual([]);
		expect(at(m.state, 'camel').pending.damage).toEqual([]);
		expect(at(m.state, 'alb').pending.damage).toEqual([]);
	});

	it('004:33 online: "Any number of planes can occupy the same hex"', () => {
		const m = moved('online');
		expect(of(m.events, 'collision')).toEqual([]);
		expect(at(m.state, 'camel').pending.damage).toEqual([]);
	});

	it('000:514 the opposite, 2013: one hex, one level → the least stable rolls (Camel C: 6 + 2 + 2 = 10, one card each)', () => {
		const m = moved('edition2013');
		expect(of(m.events, 'collision')).toEqual([
			expect.objectContaining({ planes: ['camel', 'alb'], roller: 'camel', total: 10, cards: 1 })
		]);
		expect(at(m.state, 'alb').pending.damage).toHaveLength(1);
	});
});

describe('3 · who may shoot aboard a burning plane (H-COMB-4)', () => {
	// A burning Bristol two-seater with an Albatros two hexes astern, both flying 3S2.
	const shots = (preset: PresetName) => {
		const s = game(
			[
				{
					id: 'bristol',
					seat: 'british',
					aircraft: 'bristol-f2b',
					hex: '1010',
					facing: 0,
					lastManeuver: '3S2',
					onFire: true
				},
				{
					id: 'alb',
					seat: 'german',
					aircraft: 'albatros-d3',
					hex: '0810',
					facing: 0,
					lastManeuver: '3S2'
				}
			],
			{ preset, rules: { optional: { observers: true } }, seed: 1 }
		);
		const m = ok(resolveMovement(s, { bristol: { maneuver: '3S2' }, alb: { maneuver: '3S2' } }));
		const observer = ok(legalShots(viewFor(m.state, 'british'), 'bristol')).find(
			(o) => o.position === 'observer' && o.target === 'alb'
		)!;
		return { due: m.state.fireStep!.due, observer };
	};

	it('003:30 classic: "Aircraft which are on fire or spinning may not shoot" — the observer neither', () => {
		const { due, observer } = shots('classic1983');
		expect(due).not.toContain('bristol');
		expect(observer).toMatchObject({ ok: false, reason: { code: 'hex.fire.observer_on_fire' } });
	});

	it('000:772 the opposite, 2013: "Ein Beobachter kann auch dann schießen, wenn sein Flugzeug einen Feuermarker hat"', () => {
		const { due, observer } = shots('edition2013');
		expect(due).toContain('bristol');
		expect(observer).toMatchObject({ ok: true, range: 2 });
	});
});

describe('4 · spin checks in a turn (H-DMG-5, H-PROB-2)', () => {
	// The Dr.I fires a medium burst at the Bristol, which stalls (1S1) in 1410 two hexes ahead and
	// takes wing damage: a stall and wing damage in one turn, with the altitude rule.
	const FOKKER: ScenarioPlane = {
		id: 'fokker',
		seat: 'german',
		aircraft: 'fokker-dr1',
		hex: '1010',
		facing: 0,
		lastManeuver: '3S2',
		altitude: 3
	};
	const BRISTOL: ScenarioPlane = {
		id: 'bristol',
		seat: 'british',
		aircraft: 'bristol-f2b',
		hex: '1410',
		facing: 2,
		lastManeuver: '3S2',
		altitude: 3
	};
	const plots: PlotMap = {
		fokker: { maneuver: '3S2', fire: [{ position: 'pilot', target: 'bristol', burst: 'medium' }] },
		bristol: { maneuver: '1S1' }
	};

	it('003:76–80 classic: one spin roll however many reasons — the stall’s, never one for wing damage', () => {
		// CRT d6 6 at combat value 6: one blue and one red chit (K01 w1, K02 w5); stall roll 4.
		const s = game([FOKKER, BRISTOL], {
			preset: 'classic1983',
			rules: ALTITUDE,
			dice: [6, 1, 1, 4]
		});
		const r = ok(resolveTurn(s, plots));
		expect(at(r.state, 'bristol').damage.wings).toBe(6);
		expect(detail(r.events, 'loss-of-control')).toEqual([]);
		expect(detail(r.events, 'stall-check')).toEqual([
			expect.objectContaining({ plane: 'bristol', roll: 4, spins: false })
		]);
	});

	it('000:862 the opposite, 2013: wing damage rolls for loss of control in phase 6, the stall rolls again in phase 8', () => {
		// 4 dice at a stalled target: white, red, blue, blue (B02 red, B03 and B01 blue: 6 wing
		// boxes); loss of control 4 (no spin), stall 4.
		const s = game([FOKKER, BRISTOL], {
			rules: ALTITUDE,
			dice: [1, 6, 4, 4, 4, 4],
			decks: { B: ['B02', 'B03', 'B01'] }
		});
		const r = ok(resolveTurn(s, plots));
		expect(at(r.state, 'bristol').damage.wings).toBe(6);
		expect(detail(r.events, 'loss-of-control')).toEqual([
			expect.objectContaining({ plane: 'bristol', roll: 4, spins: false })
		]);
		expect(detail(r.events, 'stall-check')).toEqual([
			expect.objectContaining({ plane: 'bristol', roll: 4, spins: false })
		]);
	});
});

describe('5 · a killed pilot with the altitude rule (H-DMG-4, H-REC-1)', () => {
	const FOKKER: ScenarioPlane = {
		id: 'fokker',
		seat: 'german',
		aircraft: 'fokker-dr1',
		hex: '1010',
		facing: 0,
		lastManeuver: '3S2',
		altitude: 3
	};
	const BRISTOL: ScenarioPlane = {
		id: 'bristol',
		seat: 'british',
		aircraft: 'bristol-f2b',
		hex: '1508',
		facing: 2,
		lastManeuver: '3S2',
		altitude: 3
	};
	// A wingman flying east far off keeps the fight going.
	const CAMEL: ScenarioPlane = {
		...BRISTOL,
		id: 'camel',
		aircraft: 'sopwith-camel',
		hex: '0520',
		facing: 0
	};
	const first: PlotMap = {
		fokker: { maneuver: '3S2', fire: [{ position: 'pilot', target: 'bristol', burst: 'medium' }] },
		bristol: { maneuver: '3S2' },
		camel: { maneuver: '3S2' }
	};

	it('000:604 / 000:420 2013: the player is out, the plane spins down a level a turn, an obstacle, gone below level 1', () => {
		// Turn 1: one red face on side B, card B17 red "4 fuselage, pilot killed" (dice 6, 1, 1).
		// Turn 2: the Dr.I flies into the wreck's hex at its level; the roller is drawn (1: the
		// Dr.I) and rolls 6: 6 + 2 + 0 = 8 → one deck-A card (A01: a wing box), loss of control 4.
		let s = game([FOKKER, BRISTOL, CAMEL], {
			rules: ALTITUDE,
			dice: [6, 1, 1, 1, 6, 4],
			decks: { B: ['B17'], A: ['A01'] }
		});
		const r1 = ok(resolveTurn(s, first));
		s = r1.state;
		const wreck = at(s, 'bristol');
		// Shot down at that moment: out of its player's hands, the kill the Dr.I's side's now.
		expect(wreck).toMatchObject({
			status: 'shotDown',
			falling: true,
			altitude: 3,
			col: 14,
			row: 10
		});
		expect(s.kills).toEqual({ entente: 0, central: 1 });
		expect(of(r1.events, 'shotDown')).toEqual([
			{ type: 'shotDown', plane: 'bristol', cause: 'pilot-killed' }
		]);
		// Visible on the board to everyone, as a falling wreck.
		expect(viewFor(s, 'german').planes.find((p) => p.id === 'bristol')).toMatchObject({
			status: 'shotDown',
			falling: true,
			altitude: 3
		});

		const r2 = ok(resolveTurn(s, { fokker: { maneuver: '3S2' }, camel: { maneuver: '3S2' } }));
		s = r2.state;
		expect(of(r2.events, 'collision')).toEqual([
			expect.objectContaining({ hex: '1410', altitude: 3, planes: ['fokker', 'bristol'], cards: 1 })
		]);
		// The wreck, down already, draws nothing; the Dr.I takes the card.
		expect(of(r2.events, 'pendingDamage').map((e) => e.plane)).toEqual(['fokker']);
		expect(at(s, 'fokker').damage.wings).toBe(1);
		expect(at(s, 'bristol')).toMatchObject({ falling: true, altitude: 2, lastManeuver: '0S2' });
		expect(detail(r2.events, 'spin-descent')).toEqual([
			expect.objectContaining({ plane: 'bristol', visibility: 'all', from: 3, to: 2 })
		]);

		const r3 = ok(resolveTurn(s, { fokker: { maneuver: '2S1' }, camel: { maneuver: '3S2' } }));
		expect(at(r3.state, 'bristol')).toMatchObject({ falling: true, altitude: 1 });
		const r4 = ok(
			resolveTurn(r3.state, { fokker: { maneuver: '2S1' }, camel: { maneuver: '3S2' } })
		);
		// "Ein Flugzeug mit einer Höhestufe von weniger als 1 gilt als abgeschossen" (000:420): gone.
		expect(at(r4.state, 'bristol').falling).toBeUndefined();
		expect(at(r4.state, 'bristol').altitude).toBe(0);
		// Counted once, when the pilot was killed — not again when it reaches the ground.
		expect(r4.state.kills).toEqual({ entente: 0, central: 1 });
		expect(of(r4.events, 'shotDown')).toEqual([]);
	});

	it('004:88 the opposite, online: "These effects destroy the plane immediately" — no wreck on the board', () => {
		// Automatic short burst, CRT 6 at combat value 3: two blue chits, K27 (pilot killed), K06.
		const s = game([FOKKER, BRISTOL, CAMEL], {
			preset: 'online',
			rules: ALTITUDE,
			dice: [6, 27, 6]
		});
		const r = ok(resolveTurn(s, first));
		expect(at(r.state, 'bristol').status).toBe('shotDown');
		expect(at(r.state, 'bristol').falling).toBeUndefined();
		expect(r.state.kills).toEqual({ entente: 0, central: 1 });
		const next = ok(
			resolveTurn(r.state, { fokker: { maneuver: '3S2' }, camel: { maneuver: '3S2' } })
		);
		expect(detail(next.events, 'spin-descent')).toEqual([]);
		expect(at(next.state, 'bristol').altitude).toBe(3);
	});
});
