/**
 * Issue 17: one test per kind of file the umpire answered wrongly (the list). The small
 * files are in scripts/umpire/regressions/; the big ones are built here. Each answer is checked
 * through the entry function `umpire(text)`; scripts/umpire/cli.test.ts runs them through the
 * real command line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { umpire, type UmpireAnswer } from '../umpire';
import { exampleFiles, playedMission, renameId } from './scenarios';

const file = (name: string) => readFileSync(`scripts/umpire/regressions/${name}.json`, 'utf8');
const json = (name: string) => JSON.parse(file(name)) as Record<string, unknown>;
/** The JSON answer of exit 0 or 1, typed by the caller. */
const output = (a: UmpireAnswer): never =>
	(a.code === 0 || a.code === 1 ? a.output : null) as never;

/** The answer, and how long it took (each must be quick: the limits keep it so). */
function timed(text: string): [UmpireAnswer, number] {
	const start = performance.now();
	const answer = umpire(text);
	return [answer, performance.now() - start];
}

describe('issue 17 regressions: answers as documented', () => {
	it('a generated mission played to its end (over 100 orders) answers whole with exit 0', () => {
		const long = playedMission('bomber-escort', 3);
		expect((long.orders as unknown[]).length).toBeGreaterThan(100);
		const a = umpire(JSON.stringify(long));
		expect(a.code).toBe(0);
		// Over the 65,536 bytes the pipe used to cut it at; the CLI test checks it arrives whole.
		expect(JSON.stringify(output(a), null, 2).length).toBeGreaterThan(65_536);
	});

	it.each(['constructor', '__proto__', 'toString'])(
		'aircraft type or escortType "%s" is a malformed file naming the field, not a stack trace',
		(name) => {
			const typed = json('first-deck-twice');
			delete typed.firstDeck;
			(typed.planes as { type: string }[])[1].type = name;
			expect(umpire(JSON.stringify(typed))).toEqual({
				code: 2,
				error: `planes.1.type: plane B1 has unknown aircraft type "${name}"`
			});
			const escort = json('escort-camel');
			(escort.missionSetup as { escortType: string }).escortType = name;
			expect(umpire(JSON.stringify(escort))).toMatchObject({
				code: 2,
				error: expect.stringMatching(/^missionSetup\.escortType: one of hp-o400, gotha-giv/)
			});
		}
	);

	it('status "off-table" without an exit is refused at its field', () => {
		expect(umpire(file('off-table-without-exit'))).toEqual({
			code: 2,
			error: 'planes.0.exit: plane A1 is off the table but has no exit square to come back by'
		});
	});

	it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
		'hex plane id "%s" in a tailing chain: told the direction of the plane it tails',
		(id) => {
			const chain = exampleFiles().get('hex/tailing-chain.json')!;
			const a = umpire(renameId({ ...chain, query: 'tailing' }, 'camel', id));
			expect(a.code).toBe(0);
			const told = (output(a) as { results: { tailing: { told: Record<string, unknown> } } })
				.results.tailing.told;
			expect(Object.getOwnPropertyDescriptor(told, 'albatros')?.value).toEqual([
				{ tailed: id, direction: 'L', altitude: null }
			]);
		}
	);

	it('hex plane id "toString" fires: the shot lands (was "fired[plane.id].push is not a function")', () => {
		const firing = exampleFiles().get('hex/firing-2013.json')!;
		const a = umpire(renameId(firing, 'fokker', 'toString'));
		expect(a.code).toBe(0);
		const turn = (
			output(a) as {
				results: { turn: { planes: Record<string, never>; events: { type: string }[] } };
			}
		).results.turn;
		expect(turn.events.find((e) => e.type === 'shot')).toMatchObject({ shooter: 'toString' });
		expect(turn.planes.bristol).toMatchObject({ damage: { wings: 5, engine: 1 } });
	});

	it('a huge lostIn rectangle is refused at once (it ran out of memory after 49 s)', () => {
		const [a, ms] = timed(file('huge-lost-in'));
		expect(a).toEqual({ code: 2, error: 'planes.0.lostIn.w: a whole number from 1 to 100' });
		expect(ms).toBeLessThan(1000);
	});

	it('"query": "legal" with 3,000 planes is refused at once by the stated limit', () => {
		const crowd = json('first-deck-twice');
		delete crowd.firstDeck;
		crowd.query = 'legal';
		crowd.planes = Array.from({ length: 3000 }, (_, i) => ({
			id: `P${i}`,
			type: 'camel',
			side: i % 2 ? 'A' : 'B',
			x: i % 12,
			y: i % 8,
			facing: 2
		}));
		const [a, ms] = timed(JSON.stringify(crowd));
		expect(a).toEqual({ code: 2, error: 'planes: at most 40 entries (stated limit)' });
		expect(ms).toBeLessThan(1000);
	});

	it('a board of 1e308 × 1e308 is refused', () => {
		expect(umpire(file('board-1e308'))).toEqual({
			code: 2,
			error: 'board.width: a whole number from 2 to 100'
		});
	});

	it('a file starting with a byte-order mark is read like the same file without it', () => {
		const text = file('bom');
		expect(text.charCodeAt(0)).toBe(0xfeff);
		const a = umpire(text);
		expect(a.code).toBe(0);
		expect(a).toEqual(umpire(text.slice(1)));
	});

	it('a JSON error quoting a line break is one line', () => {
		const a = umpire(file('json-error-newline'));
		expect(a).toEqual({ code: 2, error: 'not valid JSON: Unexpected token (a line break)' });
		const atPosition = umpire('{\n"game": "grid",\n}');
		expect(atPosition).toMatchObject({
			code: 2,
			error: expect.stringMatching(/^not valid JSON: .* at line 3, column 1$/)
		});
	});

	it('an active plane at 0 HP is refused (it took 12 HP of hits and won)', () => {
		expect(umpire(file('active-at-zero-hp'))).toEqual({
			code: 2,
			error:
				'planes.1.hp: plane B1 is active with 0 hit points: give it hit points or status "shot-down"'
		});
	});

	it('a plane named twice in firstDeck is refused (it had two activations)', () => {
		expect(umpire(file('first-deck-twice'))).toEqual({
			code: 2,
			error: 'firstDeck.2: firstDeck names A1 twice: a plane has one activation card'
		});
	});

	it('a negative house-rule number is refused (passingShotDice −2 shot with −2 dice)', () => {
		expect(umpire(file('negative-house-rule'))).toEqual({
			code: 2,
			error: 'options.passingShotDice: a whole number from 0 to 12'
		});
	});

	it('escortType "camel" is refused: the escorted bomber is a heavy bomber or a Zeppelin', () => {
		expect(umpire(file('escort-camel'))).toEqual({
			code: 2,
			error: 'missionSetup.escortType: one of hp-o400, gotha-giv, zeppelin-p'
		});
	});

	it('static pieces: turnLimit 2000 is over the limit; turnLimit 100 settles at the limit', () => {
		expect(umpire(file('static-turn-limit-2000'))).toEqual({
			code: 2,
			error: 'options.turnLimit: a whole number from 1 to 100'
		});
		const [a, ms] = timed(file('static-turn-limit-100'));
		expect(a.code).toBe(0);
		expect(output(a)).toMatchObject({ turn: 100, phase: 'over', result: { outcome: 'draw' } });
		expect(ms).toBeLessThan(1000);
	});

	it('a refused order answers with code, reason, the order and the state before it', () => {
		const shooting = exampleFiles().get('grid/shooting.json')!;
		const order = { kind: 'move', plane: 'A1', path: 'F' };
		const a = umpire(JSON.stringify({ ...shooting, orders: [order] }));
		expect(a).toMatchObject({
			code: 1,
			output: {
				refused: {
					order: 0,
					given: order,
					code: 'grid.move_not_now',
					reason: expect.any(String)
				},
				turn: 1,
				phase: 'fire',
				state: { planes: expect.any(Array) }
			}
		});
	});
});
