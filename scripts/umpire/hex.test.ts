import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { runHexScenario, runHexUmpire } from './hex';

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
				refused: {
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
