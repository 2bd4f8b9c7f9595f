import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runGridUmpire } from './grid';
import { main, umpire, type CommandIo } from '../umpire';

const example = (name: string) => JSON.parse(readFileSync(`examples/grid/${name}.json`, 'utf8'));

describe('grid umpire', () => {
	it('answers the shooting example with the golden 6-dice shot', () => {
		const a = runGridUmpire(example('shooting'));
		expect(a.code).toBe(0);
		const out = (a as { output: { events: { type: string; dice?: number }[] } }).output;
		expect(out.events.find((e) => e.type === 'shot')).toMatchObject({
			dice: 6,
			rolls: [6, 5, 4, 3, 2, 1]
		});
	});

	it('lists legal moves with reasons for the plane to act', () => {
		const a = runGridUmpire(example('movement-legal'));
		expect(a.code).toBe(0);
		const legal = (
			a as {
				output: {
					legal: {
						phase: string;
						plane: string;
						moves: unknown[];
						refusedManoeuvres: {
							manoeuvre: string;
							reason: { code: string; params: object; text: string };
						}[];
					};
				};
			}
		).output.legal;
		expect(legal).toMatchObject({ phase: 'activation', plane: 'A1' });
		expect(legal.moves).toHaveLength(4);
		expect(legal.refusedManoeuvres).toContainEqual({
			manoeuvre: 'split-s',
			reason: {
				code: 'grid.manoeuvre_agility',
				params: { manoeuvre: 'split-s', agilities: 'nimble/average', agility: 'clumsy' },
				text: 'Split-S needs agility nimble/average, not clumsy'
			}
		});
	});

	it('sets up a mission with the generator and plays command-point orders', () => {
		expect(runGridUmpire(example('mission')).code).toBe(0);
		const cp = runGridUmpire(example('command-points'));
		expect(cp.code).toBe(0);
		expect(runGridUmpire(example('movement-apply')).code).toBe(0);
	});

	it('◇ boxed in: a command-point plane nose to a balloon turns in place with ["L"]', () => {
		const file = {
			game: 'grid',
			options: { activation: 'command-points' },
			board: { width: 12, height: 8 },
			planes: [
				{ id: 'A1', type: 'camel', side: 'A', x: 5, y: 3, facing: 2 },
				{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 1, y: 6, facing: 2 }
			],
			terrain: { balloons: [{ id: 'bal', side: 'A', x: 6, y: 3 }] },
			dice: [1],
			orders: [
				{ kind: 'bid', side: 'A', points: 1 },
				{ kind: 'bid', side: 'B', points: 0 },
				{ kind: 'flight', plane: 'A1', steps: ['L'] }
			]
		};
		const a = runGridUmpire(file);
		expect(a.code).toBe(0);
		const out = (a as { output: { state: { planes: { id: string; facing: number }[] } } }).output;
		expect(out.state.planes.find((p) => p.id === 'A1')?.facing).toBe(0);
	});

	it('command points: the Zeppelin fires, the photographs come home off side A’s edge (issue 15)', () => {
		const a = runGridUmpire(example('command-escape'));
		expect(a.code).toBe(0);
		const out = (a as { output: { result: { outcome: string }; events: { type: string }[] } })
			.output;
		expect(out.events).toContainEqual(
			expect.objectContaining({ type: 'shot', shooter: 'Z', gun: 'aft-left', target: 'A2' })
		);
		expect(out.events).toContainEqual({ type: 'escaped', plane: 'A1', edge: 'west' });
		expect(out.result.outcome).toBe('A');
	});

	it('says why nobody fired in a skipped fire step (no-shots event)', () => {
		const a = runGridUmpire(example('no-shots'));
		expect(a.code).toBe(0);
		const events = (a as { output: { events: { type: string }[] } }).output.events;
		expect(events.find((e) => e.type === 'no-shots')).toMatchObject({
			turn: 1,
			reasons: expect.arrayContaining([
				{
					plane: 'A1',
					target: 'B1',
					reason: {
						code: 'grid.sight_blocked',
						params: { x: 2, y: 5 },
						text: 'line of sight is blocked at (2,5)'
					}
				}
			])
		});
	});

	it('answers a refused order with code 1 and the reason, its code and params', () => {
		const file = example('movement-apply');
		file.orders[0].path = 'FFF';
		const a = runGridUmpire(file);
		expect(a).toMatchObject({ code: 1, output: { refused: { order: 0 } } });
		expect((a as { output: { refused: unknown } }).output.refused).toEqual({
			order: 0,
			given: file.orders[0],
			code: 'grid.path_too_long',
			params: { flown: 3, squares: 2 },
			reason: 'the path flies 3 squares but this move is exactly 2'
		});
	});

	it('answers an order the game cannot take now, and scripted dice that run out, as data', () => {
		const file = example('shooting');
		file.orders.push({ kind: 'fire', side: 'A', shots: [] });
		expect(runGridUmpire(file)).toMatchObject({
			code: 1,
			output: {
				refused: {
					order: 1,
					code: 'grid.not_fire_step',
					params: {},
					reason: 'it is not the fire step'
				}
			}
		});
		const short = { ...example('shooting'), dice: [6] };
		expect(runGridUmpire(short)).toMatchObject({
			code: 1,
			output: {
				refused: {
					order: 0,
					code: 'grid.dice_ran_out',
					params: { count: 1, n: 6 },
					reason: expect.stringMatching(/scripted dice ran out/)
				}
			}
		});
	});

	it.each([
		['bad JSON', '{ "game": "grid", ', /not valid JSON/],
		['missing game', '{}', /missing "game"/],
		['unknown game', '{"game":"chess"}', /unknown game "chess"/],
		['missing board', JSON.stringify({ game: 'grid', planes: [] }), /board|missionSetup/],
		[
			'wrong type',
			JSON.stringify({ ...example('shooting'), board: { width: 'ten', height: 8 } }),
			/board\.width/
		],
		['unknown plane id', JSON.stringify(example('malformed')), /unknown plane id "Z9"/],
		[
			'unknown aircraft',
			JSON.stringify({
				...example('shooting'),
				planes: [{ id: 'A1', type: 'spad', side: 'A', x: 1, y: 1, facing: 2 }],
				orders: []
			}),
			/unknown aircraft type "spad"/
		],
		[
			'unknown target',
			JSON.stringify({
				...example('shooting'),
				orders: [{ kind: 'fire', side: 'A', shots: [{ plane: 'A1', gun: 'mg', target: 'X' }] }]
			}),
			/unknown target/
		]
	])('refuses a malformed file (%s) with code 2', async (_name, text, message) => {
		const a = await umpire(text);
		expect(a.code).toBe(2);
		expect(a.code === 2 && a.error).toMatch(message);
	});

	// Issue 30: through the command's own entry in this process; the exit status a shell sees from
	// a real process is cli.test.ts's.
	it('the command line exits 2 on a malformed file and 0 on a good one, printing only JSON', async () => {
		const io = () => {
			const stdout: string[] = [];
			const stderr: string[] = [];
			const sink: CommandIo = {
				out: async (text) => void stdout.push(text),
				err: (line) => void stderr.push(line)
			};
			return { stdout, stderr, sink };
		};
		const bad = io();
		expect(await main('examples/grid/malformed.json', umpire, bad.sink)).toBe(2);
		expect(bad.stdout).toEqual([]);
		expect(bad.stderr.join('')).toMatch(/unknown plane id "Z9"/);
		const good = io();
		expect(await main('examples/grid/shooting.json', umpire, good.sink)).toBe(0);
		expect(JSON.parse(good.stdout.join(''))).toHaveProperty('hash');
	});
});
