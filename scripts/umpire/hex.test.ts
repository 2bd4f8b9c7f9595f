import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { runHexScenario, runHexUmpire } from './hex';
import { AIRCRAFT } from '../../src/lib/data/hex/aircraft';
import { DICE_POOL_2013 } from '../../src/lib/data/hex-combat/dice-pool-2013';
import {
	CLASSIC_BURST_BONUS,
	COMBAT_VALUE_ONLINE
} from '../../src/lib/data/hex-combat/combat-value';

const EXAMPLES = 'examples/hex';
const load = (name: string) => JSON.parse(readFileSync(`${EXAMPLES}/${name}`, 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = (json: unknown): any => {
	const r = runHexScenario(json);
	if (!r.ok) throw new Error(r.error);
	return r.output;
};

describe('hex umpire', () => {
	it('runs every example in examples/hex', () => {
		const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json'));
		expect(files.length).toBeGreaterThanOrEqual(6);
		for (const f of files) {
			const json = load(f);
			expect(json.game, f).toBe('hex');
			expect(runHexScenario(json), f).toMatchObject({ ok: true });
		}
	});

	it('reports the 2013 collision example: 6 + 1 + 2 = 9, one deck-A card (blue) each', () => {
		const out = run(load('collision-2013.json'));
		const collision = out.results.turn.events.find((e: { type: string }) => e.type === 'collision');
		expect(collision).toMatchObject({
			roller: 'albatros',
			roll: 6,
			stability: 1,
			speed: 2,
			total: 9,
			cards: 1
		});
		// 000:518: the Albatros (the roller) draws first and takes A03 (3 wings); the Dr.I A11 (smoke).
		expect(out.results.turn.planes.albatros).toMatchObject({
			damage: { wings: 3, fuselage: 0, tail: 0, engine: 0 }
		});
		expect(out.results.turn.planes.fokker).toMatchObject({ smoking: true });
		expect(out.results.turn.planes.fokker.damage).toBeUndefined();
		expect(out.results.turn.events).toContainEqual({
			type: 'hitsDrawn',
			plane: 'albatros',
			hits: [{ source: 'collision', id: 'A03', half: 'blue' }]
		});
		expect(out.results.turn.planes.camel).toEqual({
			hex: '1810',
			facing: 'W',
			altitude: 3,
			status: 'flying'
		});
	});

	it('reports the 2013 firing example with fire orders: 3 dice, cards B02 red + B03 blue, 5 wings + 1 engine', () => {
		const out = run(load('firing-2013.json'));
		const shot = out.results.turn.events.find((e: { type: string }) => e.type === 'shot');
		expect(shot).toMatchObject({ dice: 3, faces: ['white', 'red', 'blue'], deck: 'B', range: 2 });
		expect(out.results.turn.planes.bristol.damage).toEqual({
			wings: 5,
			fuselage: 0,
			tail: 0,
			engine: 1
		});
		// Too few scripted dice for the combat rolls: a refused turn with the reason.
		expect(runHexUmpire({ ...load('firing-2013.json'), dice: [1] })).toEqual({
			code: 1,
			output: {
				game: 'hex',
				refused: {
					reason: expect.stringMatching(/scripted dice ran out/),
					code: 'hex.scenario.dice',
					params: { error: expect.stringMatching(/scripted dice ran out/) }
				},
				// The state before the refused turn.
				turn: 2,
				planes: {
					bristol: { facing: 'SW', hex: '1508', status: 'flying' },
					fokker: { facing: 'E', hex: '1010', status: 'flying' }
				}
			}
		});
	});

	it('lists legal maneuvers with reasons', () => {
		const out = run(load('legal-maneuvers.json'));
		const camel = Object.fromEntries(
			out.results.legal.camel.maneuvers.map((o: { code: string }) => [o.code, o])
		);
		expect(camel['11R2']).toEqual({ code: '11R2', ok: true });
		// A refused maneuver keeps its reason as data: code, params and the English text.
		expect(camel['11L2'].reason).toEqual({
			code: 'hex.plan.rudder',
			params: { only: 'R', turns: 2 },
			text: expect.stringMatching(/Jammed rudder/)
		});
		expect(camel['1R1'].reason).toMatchObject({
			code: 'hex.plan.non_repeatable_follow',
			text: expect.stringMatching(/Non-repeatable/)
		});
		expect(out.results.legal.albatros.altitudeOrders.options[0]).toEqual({
			order: 'climb',
			ok: true
		});
	});

	it('answers a plot refused while tailing with its reason, code and params', () => {
		const file = { ...load('collision-2013.json'), query: 'tailing' };
		file.plots.albatros.maneuver = '5S4';
		expect(run(file).results.tailing.refusedPlots).toEqual({
			albatros: {
				reason: "5S4 is not on the Albatros D.III's maneuver sheet.",
				code: 'hex.plot.not_on_sheet',
				params: { maneuver: '5S4', aircraft: 'albatros-d3' }
			}
		});
	});

	it('tells each tailer the direction of its tailed plane, chains from the head, cycles from the die', () => {
		const chain = run(load('tailing-chain.json')).results;
		expect(chain.tailing.order).toEqual(['camel', 'albatros', 'spad']);
		expect(chain.tailing.told).toEqual({
			spad: [{ tailed: 'albatros', direction: 'R', altitude: null }],
			albatros: [{ tailed: 'camel', direction: 'L', altitude: null }]
		});
		expect(chain.turn.planes.camel).toEqual({ hex: '1209', facing: 'NE', status: 'flying' });
		const cycle = run(load('tailing-cycle.json')).results.tailing;
		expect(cycle.cycleStarters).toEqual(['c']);
		expect(cycle.told.c).toEqual([{ tailed: 'd', direction: null, altitude: null }]);
	});

	it('applies the leaving-map rule of the preset and fuel exhaustion', () => {
		const online = run(load('leaving-map-online.json')).results.turn;
		expect(online.planes.camel).toMatchObject({ status: 'retired', safeReturn: true, hex: null });
		expect(online.planes.pup.status).toBe('retired');
		const shotDown = run({ ...load('leaving-map-online.json'), ruleset: 'edition2013' }).results
			.turn;
		expect(shotDown.planes.camel.status).toBe('shotDown');
		const fuel = run(load('fuel-exhaustion.json')).results.turn;
		expect(fuel.planes.camel).toMatchObject({
			fuel: 0,
			gliding: 'fuel',
			glideTurnsLeft: 4,
			hex: '0510'
		});
	});

	it('refuses malformed scenarios with a clear error', () => {
		expect(runHexScenario(42)).toMatchObject({
			ok: false,
			error: expect.stringMatching(/Malformed hex scenario/)
		});
		const noQuery = { ...load('collision-2013.json'), query: 'fly' };
		expect(runHexScenario(noQuery)).toMatchObject({
			ok: false,
			error: expect.stringMatching(/query/)
		});
		const badHex = load('collision-2013.json');
		badHex.planes[0].hex = '9999';
		expect(runHexScenario(badHex)).toEqual({
			ok: false,
			error: expect.stringMatching(/fokker: Hex 9999 is not a full hex/)
		});
		const badPlot = load('collision-2013.json');
		badPlot.plots.albatros.maneuver = '5S4';
		expect(runHexScenario(badPlot)).toEqual({
			ok: false,
			error: expect.stringMatching(/Turn refused: albatros: 5S4 is not on the Albatros D.III/)
		});
		const extra = { ...load('collision-2013.json'), colour: 'red' };
		expect(runHexScenario(extra)).toMatchObject({
			ok: false,
			error: expect.stringMatching(/colour/)
		});
		const ghost = load('collision-2013.json');
		ghost.plots.ghost = { maneuver: '3S2' };
		expect(runHexScenario(ghost)).toEqual({
			ok: false,
			error: 'plots: there is no plane "ghost".'
		});
	});
});

describe('hex umpire exit codes', () => {
	it('answers 0, 1 for a refused plot and 2 for a malformed file', () => {
		expect(runHexUmpire(load('collision-2013.json'))).toMatchObject({ code: 0 });
		const refused = load('collision-2013.json');
		refused.plots.albatros.maneuver = '5S4';
		expect(runHexUmpire(refused)).toEqual({
			code: 1,
			output: {
				game: 'hex',
				turn: expect.any(Number),
				planes: expect.objectContaining({
					albatros: expect.objectContaining({ status: 'flying' })
				}),
				refused: {
					order: { plane: 'albatros', plot: refused.plots.albatros },
					reason: expect.stringMatching(/^albatros: 5S4 is not on/),
					code: 'hex.turn.plane_refused',
					params: {
						plane: 'albatros',
						inner: {
							code: 'hex.plot.not_on_sheet',
							params: { maneuver: '5S4', aircraft: 'albatros-d3' },
							text: expect.stringMatching(/^5S4 is not on/)
						}
					}
				}
			}
		});
		const malformed = runHexUmpire({ game: 'hex', planes: [] });
		expect(malformed).toMatchObject({ code: 2 });
		if (malformed.code === 2) expect(malformed.error).not.toContain('\n');
	});
});

describe('hex umpire: tailing choices (H-TAIL-2)', () => {
	it('a plot chooses which of two enemies its plane tails; the others are told nothing', () => {
		const file = {
			game: 'hex',
			seed: 5,
			planes: [
				{ id: 'camel', aircraft: 'sopwith-camel', hex: '1010', facing: 'E' },
				{ id: 'albatros', aircraft: 'albatros-d3', hex: '1210', facing: 'E' },
				{ id: 'dr1', aircraft: 'fokker-dr1', hex: '1310', facing: 'E' }
			],
			plots: {
				camel: { maneuver: '3S2', tail: 'dr1' },
				albatros: { maneuver: '3S2' },
				dr1: { maneuver: '11L2' }
			},
			query: ['tailing', 'turn']
		};
		const out = run(file).results;
		expect(out.tailing.options).toEqual([{ tailer: 'camel', enemies: ['albatros', 'dr1'] }]);
		expect(out.tailing.pairs).toEqual([
			{ tailer: 'camel', tailed: 'dr1', friendly: false, revealed: true }
		]);
		expect(out.tailing.told.camel).toEqual([{ tailed: 'dr1', direction: 'L', altitude: null }]);
		expect(out.turn.events).toContainEqual({
			type: 'tailing',
			tailer: 'camel',
			tailed: 'dr1',
			revealed: true
		});
		expect(
			runHexUmpire({ ...file, plots: { ...file.plots, camel: { maneuver: '3S2', tail: 'camel' } } })
		).toMatchObject({
			code: 1,
			output: { refused: { code: 'hex.tail.not_an_option' } }
		});
	});
});

/**
 * The scenario format reaches every modifier of the 2013 dice pool (H-COMB-5, 000:526–556) and
 * of the combat-value table (H-COMB-6, 004:49–60): a chase along row 10, the Dr.I behind the
 * Bristol, each variant changing one thing; the `fire` query tells what the medium burst is worth.
 */
describe('hex scenarios reach every fire modifier', () => {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	type Json = Record<string, any>;
	const chase = (
		more: Json = {},
		fokker: Json = {},
		bristol: Json = {},
		plots: Json = {}
	): Json => ({
		game: 'hex',
		seed: 1,
		planes: [
			{
				id: 'fokker',
				aircraft: 'fokker-dr1',
				hex: '1010',
				facing: 'E',
				lastManeuver: '3S2',
				...fokker
			},
			{
				id: 'bristol',
				aircraft: 'bristol-f2b',
				hex: '1210',
				facing: 'E',
				lastManeuver: '3S2',
				...bristol
			}
		],
		plots: { fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' }, ...plots },
		query: 'fire',
		...more
	});
	const shot = (json: Json, burst = 'medium') => {
		const out = run(json).results.fire;
		const c = out.planes.fokker.shots.find(
			(x: Json) => x.target === 'bristol' && x.position === 'pilot'
		);
		expect(c, JSON.stringify(out.planes.fokker)).toMatchObject({ ok: true });
		return { value: c.strength[burst] as number, range: c.range as number };
	};
	const T = DICE_POOL_2013;

	it('2013 pool: range, burst, stability, same target, stalled, lower, speed 3–4, one gun', () => {
		const base = shot(chase());
		expect(base).toEqual({
			value: T.base + T.rangePenalty[2] + T.burst.medium + T.stability.A,
			range: 2
		});
		expect(shot(chase(), 'short').value - base.value).toBe(T.burst.short - T.burst.medium);
		expect(shot(chase(), 'long').value - base.value).toBe(T.burst.long - T.burst.medium);
		expect(shot(chase({}, {}, { hex: '1110' })).value - base.value).toBe(
			T.rangePenalty[1] - T.rangePenalty[2]
		);
		expect(shot(chase({}, { aircraft: 'albatros-d3' })).value - base.value).toBe(
			T.stability.B - T.stability.A
		);
		// Earlier turns: last turn's target, given in the file or flown in a first turn.
		expect(
			shot(chase({}, { state: { lastTargets: { pilot: 'bristol' } } })).value - base.value
		).toBe(T.sameTargetAsLastTurn);
		const twoTurns = chase({
			plots: undefined,
			turns: [
				{
					fokker: {
						maneuver: '3S2',
						fire: [{ position: 'pilot', target: 'bristol', burst: 'short' }]
					},
					bristol: { maneuver: '3S2' }
				},
				{ fokker: { maneuver: '3S2' }, bristol: { maneuver: '3S2' } }
			]
		});
		expect(shot(twoTurns).value - base.value).toBe(T.sameTargetAsLastTurn);
		// A stall (1S1 stays in its hex) and a climb too high (000:854) both count.
		expect(
			shot(chase({}, {}, { hex: '1410' }, { bristol: { maneuver: '1S1' } })).value - base.value
		).toBe(T.targetStalled);
		const alt = { options: { altitude: true } };
		const ceiling = AIRCRAFT['bristol-f2b'].ceiling - 1;
		const level = (n: number) => ({ altitude: n });
		const flat = shot(chase(alt, level(ceiling), level(ceiling)));
		expect(
			shot(
				chase(alt, level(ceiling), level(ceiling), {
					bristol: { maneuver: '3S2', altitude: 'climb' }
				})
			).value - flat.value
		).toBe(T.targetStalled);
		expect(shot(chase(alt, level(ceiling), level(ceiling - 1))).value - flat.value).toBe(
			T.targetLower
		);
		expect(
			shot(chase({}, {}, { hex: '1310' }, { fokker: { maneuver: '4S3' } })).value - base.value
		).toBe(T.fastShooter);
		expect(shot(chase({}, { state: { guns: { pilot: { jammed: 1 } } } })).value - base.value).toBe(
			T.singleGun
		);
		expect(
			shot(chase({}, { state: { guns: { pilot: { destroyed: 1 } } } })).value - base.value
		).toBe(T.singleGun);
	});

	it('refuses more jammed guns than are mounted, counting the guns in words', () => {
		// Fokker Dr.I: two pilot guns, no observer.
		const guns = { state: { guns: { pilot: { jammed: 2, destroyed: 1 } } } };
		expect(runHexUmpire(chase({}, guns))).toEqual({
			code: 2,
			error: 'fokker: the pilot has 2 guns; jammed and destroyed ones cannot be more.'
		});
	});

	it('combat values (classic, online): every row of the table', () => {
		const V = COMBAT_VALUE_ONLINE;
		const col = (range: number) => 3 - range;
		const classic = { ruleset: 'classic1983' };
		const base = shot(chase(classic));
		expect(base.value).toBe(V.base[col(2)] + V.stability.A[col(2)] + CLASSIC_BURST_BONUS.medium);
		expect(shot(chase(classic, {}, { hex: '1110' })).value - base.value).toBe(
			V.base[col(1)] + V.stability.A[col(1)] - V.base[col(2)] - V.stability.A[col(2)]
		);
		expect(shot(chase(classic, { aircraft: 'albatros-d3' })).value - base.value).toBe(
			V.stability.B[col(2)] - V.stability.A[col(2)]
		);
		const stalled = (facing: string) =>
			shot(chase(classic, {}, { hex: '1410', facing }, { bristol: { maneuver: '1S1' } })).value;
		expect(stalled('E') - base.value).toBe(V.targetStalled[col(2)]);
		expect(stalled('SE') - stalled('E')).toBe(V.deflection[col(2)]);
		expect(
			shot(chase(classic, {}, { hex: '1310' }, { fokker: { maneuver: '4S3' } })).value - base.value
		).toBe(V.fastAttacker[col(2)]);
		expect(
			shot(chase(classic, { state: { guns: { pilot: { jammed: 1 } } } })).value - base.value
		).toBe(V.singleGun[col(2)]);
		expect(
			shot(chase(classic, { state: { lastTargets: { pilot: 'bristol' } } })).value - base.value
		).toBe(V.sameTargetAsLastTurn[col(2)]);
		// Online: the Dr.I tails the Bristol (H-TAIL-4); a novice may not tail, so no bonus.
		const online = { ruleset: 'online', options: { novicePilots: true } };
		expect(shot(chase(online)).value - shot(chase(online, { novice: true })).value).toBe(
			V.tailing[col(2)]
		);
	});
});

describe('hex umpire: the presets’ own rules (issue 25)', () => {
	// 2013 with altitude: B17's red half kills the Bristol's pilot (dice 6, 1, 1: one red face).
	const killed = (ruleset: string) => ({
		game: 'hex',
		ruleset,
		options: { altitude: true },
		dice: [6, 1, 1, 6, 6, 6, 6, 6, 6],
		decks: { B: ['B17'] },
		planes: [
			{
				id: 'fokker',
				seat: 'german',
				aircraft: 'fokker-dr1',
				hex: '1010',
				facing: 0,
				altitude: 3,
				lastManeuver: '3S2'
			},
			{
				id: 'bristol',
				seat: 'british',
				aircraft: 'bristol-f2b',
				hex: '1508',
				facing: 2,
				altitude: 3,
				lastManeuver: '3S2'
			},
			{
				id: 'camel',
				seat: 'british2',
				aircraft: 'sopwith-camel',
				hex: '0520',
				facing: 0,
				altitude: 3,
				lastManeuver: '3S2'
			}
		],
		turns: [
			{
				fokker: {
					maneuver: '3S2',
					fire: [{ position: 'pilot', target: 'bristol', burst: 'medium' }]
				},
				bristol: { maneuver: '3S2' },
				camel: { maneuver: '3S2' }
			},
			{ fokker: { maneuver: '2S1' }, camel: { maneuver: '3S2' } }
		],
		query: 'turn'
	});

	it('reports a 2013 killed pilot’s plane as a falling wreck, a level lower each turn (000:604, 000:420)', () => {
		const out = run(killed('edition2013'));
		expect(out.results.turn.planes.bristol).toMatchObject({
			status: 'shotDown',
			falling: true,
			altitude: 2,
			down: 'pilot-killed'
		});
		expect(out.results.turn.kills).toEqual({ entente: 0, central: 1 });
	});
});
