import { describe, expect, it } from 'vitest';
import { MANEUVERS } from '../../data/hex/maneuvers';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { flyPath } from './movement';
import { mapInfo } from './map';
import { PART1_HOOKS, resolveTurn } from './turn';
import type { HexEvent, HexGameState, PlotMap } from './types';

function game(planes: ScenarioPlane[], more: Partial<ScenarioInput> = {}): HexGameState {
	const r = scenarioState({ planes, ...more });
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
function play(s: HexGameState, plots: PlotMap) {
	const r = resolveTurn(s, plots, { hooks: PART1_HOOKS }); // part 1 alone
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
const at = (s: HexGameState, id: string) => {
	const p = s.planes.find((x) => x.id === id)!;
	return { col: p.col, row: p.row, facing: p.facing, altitude: p.altitude, status: p.status };
};
const ofType = <T extends HexEvent['type']>(events: HexEvent[], type: T) =>
	events.filter((e): e is Extract<HexEvent, { type: T }> => e.type === type);

const camel = (hex: string, facing = 0, more: Partial<ScenarioPlane> = {}): ScenarioPlane => ({
	id: 'camel',
	seat: 'p1',
	aircraft: 'sopwith-camel',
	hex,
	facing: facing as 0,
	lastManeuver: '3S2',
	...more
});
const alb = (hex: string, facing = 3, more: Partial<ScenarioPlane> = {}): ScenarioPlane => ({
	id: 'alb',
	seat: 'p2',
	aircraft: 'albatros-d3',
	hex,
	facing: facing as 0,
	lastManeuver: '3S2',
	...more
});

describe('movement', () => {
	it('H-MOVE-1 flies every diagram at once, planes may share and cross hexes', () => {
		const s = game([camel('1010', 0), alb('1410', 3)]);
		const r = play(s, { camel: { maneuver: '3S2' }, alb: { maneuver: '3S2' } });
		expect(at(r.state, 'camel')).toMatchObject({ col: 12, row: 10, facing: 0 });
		expect(at(r.state, 'alb')).toMatchObject({ col: 12, row: 10, facing: 3 });
		expect(ofType(r.events, 'moved').map((e) => [e.plane, e.from, e.to, e.path.join(' ')])).toEqual(
			[
				['camel', '1010', '1210', '1110 1210'],
				['alb', '1410', '1210', '1310 1210']
			]
		);
		// The 2013 example turn 14L3: two hexes ahead, turn left, one more hex.
		const turn = play(s, { camel: { maneuver: '14L3' }, alb: { maneuver: '3S2' } });
		expect(ofType(turn.events, 'moved')[0].path).toEqual(['1110', '1210', '1309']);
		expect(at(turn.state, 'camel')).toMatchObject({ col: 13, row: 9, facing: 5 });
	});

	it('H-MOVE-1 some maneuvers end in the start hex with a new facing', () => {
		const info = mapInfo({ boards: ['standard'] });
		const start = { col: 10, row: 10, facing: 0 as const };
		expect(flyPath(info, start, MANEUVERS['28S1'])).toMatchObject({
			col: 10,
			row: 10,
			facing: 3,
			entered: []
		});
		expect(flyPath(info, start, MANEUVERS['1L1'])).toMatchObject({ col: 10, row: 10, facing: 5 });
		expect(flyPath(info, start, MANEUVERS['29S2'])).toMatchObject({ col: 12, row: 10, facing: 3 });
	});

	it('H-MOVE-2 a plane leaving the map or entering a partial hex is shot down (2013, classic)', () => {
		for (const preset of ['edition2013', 'classic1983'] as const) {
			const s = game([camel('3110', 0), alb('0510', 3)], { preset });
			const r = play(s, { camel: { maneuver: '3S2' }, alb: { maneuver: '3S2' } });
			expect(at(r.state, 'camel').status).toBe('shotDown');
			expect(ofType(r.events, 'leftMap')).toEqual([
				{
					type: 'leftMap',
					plane: 'camel',
					maneuver: '3S2',
					hex: '33,10',
					result: 'shotDown',
					safe: false
				}
			]);
		}
		// Flying along the edge stays on the map.
		const edge = game([camel('3110', 0), alb('0510', 3)]);
		expect(
			at(play(edge, { camel: { maneuver: '2S1' }, alb: { maneuver: '3S2' } }).state, 'camel').status
		).toBe('flying');
	});

	it('H-MOVE-2 online: leaving the map retires, over the own home edge it is a safe return', () => {
		// The Camel's home edge is west; the Albatros's is east.
		const s = game(
			[camel('0210', 3), alb('3110', 0), { ...camel('1001', 4), id: 'pup', seat: 'p3' }],
			{ preset: 'online' }
		);
		const r = play(s, {
			camel: { maneuver: '3S2' },
			alb: { maneuver: '3S2' },
			pup: { maneuver: '3S2' }
		});
		expect(ofType(r.events, 'leftMap').map((e) => [e.plane, e.result, e.safe])).toEqual([
			['camel', 'retired', true],
			['alb', 'retired', true],
			['pup', 'retired', false]
		]);
		expect(r.state.planes.find((p) => p.id === 'camel')!.safeReturn).toBe(true);
		expect(r.state.over).toBe(true);
	});

	it('H-MOVE-3 altitude changes apply at the end of movement, spinning planes keep their level for phase 6', () => {
		const alt = { rules: { optional: { altitude: true } } };
		const s = game(
			[
				camel('1010', 0, { altitude: 3 }),
				alb('2010', 3, { altitude: 3, spinning: true, lastManeuver: '0S2' })
			],
			alt
		);
		const r = play(s, { camel: { maneuver: '11R2', altitude: 'dive' } });
		expect(at(r.state, 'camel').altitude).toBe(2);
		expect(at(r.state, 'alb').altitude).toBe(3); // H-REC-1 is phase 6 (part 2)
		const kinds = r.events.map((e) => (e.type === 'phase' ? e.phase : e.type));
		expect(kinds.indexOf('altitude')).toBeGreaterThan(kinds.indexOf('moved'));
		expect(kinds.indexOf('altitude')).toBeLessThan(kinds.indexOf('fuel'));
		// The phase 6 seam receives the turn and may lower the spinning plane.
		const hooked = resolveTurn(
			s,
			{ camel: { maneuver: '11R2' } },
			{
				hooks: {
					...PART1_HOOKS,
					resolve: (ctx) => {
						for (const p of ctx.planes) if (p.spinning && p.altitude) p.altitude -= 1;
					}
				}
			}
		);
		expect(hooked.ok && at(hooked.value.state, 'alb').altitude).toBe(2);
		// Landing from level 1 with a straight maneuver.
		const low = game([camel('1010', 0, { altitude: 1 }), alb('2010', 3, { altitude: 3 })], alt);
		const landed = play(low, {
			camel: { maneuver: '3S2', altitude: 'land' },
			alb: { maneuver: '3S2' }
		});
		expect(at(landed.state, 'camel')).toMatchObject({ altitude: 0, status: 'landed' });
		expect(ofType(landed.events, 'landed')).toEqual([
			{ type: 'landed', plane: 'camel', countsAsShotDown: true }
		]);
	});

	it('H-MOVE-4 golden: the 2013 collision example 6 + 1 + 2 = 9 gives each plane one deck-A card, blue half', () => {
		// Fokker Dr.I (stability A) flies speed 2, Albatros D.III (B) speed 1; both end in 1210 at level 3.
		const alt = { rules: { optional: { altitude: true } } };
		const s = game(
			[
				{
					id: 'fokker',
					seat: 'p2',
					aircraft: 'fokker-dr1',
					hex: '1010',
					facing: 0,
					altitude: 3,
					lastManeuver: '3S2'
				},
				{
					id: 'alb',
					seat: 'p3',
					aircraft: 'albatros-d3',
					hex: '1110',
					facing: 0,
					altitude: 3,
					lastManeuver: '2S1'
				},
				camel('2010', 3, { altitude: 3 })
			],
			{ ...alt, dice: [6] }
		);
		const r = play(s, {
			fokker: { maneuver: '3S2' },
			alb: { maneuver: '2S1' },
			camel: { maneuver: '3S2' }
		});
		expect(ofType(r.events, 'collision')).toEqual([
			{
				type: 'collision',
				hex: '1210',
				altitude: 3,
				planes: ['fokker', 'alb'],
				roller: 'alb',
				roll: 6,
				speed: 2,
				stability: 1,
				total: 9,
				cards: 1
			}
		]);
		// 000:518: the Albatros rolls, so it draws first (order 0), then the Fokker.
		for (const [id, order] of [
			['alb', 0],
			['fokker', 1]
		] as const)
			expect(r.state.planes.find((p) => p.id === id)!.pending.damage).toEqual([
				{ deck: 'A', half: 'blue', cards: 1, cause: 'collision', order }
			]);
		expect(ofType(r.events, 'pendingDamage').map((e) => e.plane)).toEqual(['alb', 'fokker']);
	});

	it('H-MOVE-4 thresholds, sides, levels and ties', () => {
		const alt = { rules: { optional: { altitude: true } } };
		// Two Camels (C) from different sides? Sides do not matter: a Camel and an Albatros at speed 2.
		const pair = (dice: number[], altB = 3, extra: Partial<ScenarioInput> = alt) =>
			game([camel('1010', 0, { altitude: 3 }), alb('1410', 3, { altitude: altB })], {
				...extra,
				dice
			});
		const plots = { camel: { maneuver: '3S2' }, alb: { maneuver: '3S2' } };
		// Camel C (2) rolls: 2 + 2 + 2 = 6 → no card; 6 + 2 + 2 = 10 → 1 card.
		expect(ofType(play(pair([2]), plots).events, 'collision')[0]).toMatchObject({
			roller: 'camel',
			total: 6,
			cards: 0
		});
		expect(ofType(play(pair([6]), plots).events, 'collision')[0]).toMatchObject({
			total: 10,
			cards: 1
		});
		// Speed 4 (SPAD XIII, stability A) with a Camel: 6 + 4 + 2 = 12 → 2 cards.
		const fast = game(
			[
				camel('1010', 0, { altitude: 3 }),
				{
					id: 'spad',
					seat: 'p3',
					aircraft: 'spad-13',
					hex: '0810',
					facing: 0,
					altitude: 3,
					lastManeuver: '5S4'
				},
				alb('2010', 3, { altitude: 3 })
			],
			{ ...alt, dice: [6] }
		);
		const two = play(fast, {
			camel: { maneuver: '3S2' },
			spad: { maneuver: '5S4' },
			alb: { maneuver: '3S2' }
		});
		expect(ofType(two.events, 'collision')[0]).toMatchObject({
			planes: ['camel', 'spad'],
			speed: 4,
			total: 12,
			cards: 2
		});
		// Different levels or no altitude rule: no collision.
		expect(ofType(play(pair([6], 2), plots).events, 'collision')).toEqual([]);
		expect(ofType(play(pair([6], 3, {}), plots).events, 'collision')).toEqual([]);
		// Equal stability: the dice pick the roller first.
		const twins = game(
			[
				camel('1010', 0, { altitude: 3 }),
				{ ...camel('1410', 3, { altitude: 3 }), id: 'n17', seat: 'p3', aircraft: 'nieuport-17' },
				alb('2010', 3, { altitude: 3 })
			],
			{ ...alt, dice: [2, 5] }
		);
		const tie = play(twins, {
			camel: { maneuver: '3S2' },
			n17: { maneuver: '3S2' },
			alb: { maneuver: '3S2' }
		});
		expect(ofType(tie.events, 'collision')[0]).toMatchObject({
			roller: 'n17',
			roll: 5,
			total: 9,
			cards: 1
		});
	});
});
