import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../common/dice';
import { stateHash } from '../common/hash';
import { AIRCRAFT, AIRCRAFT_IDS } from '../../data/hex/aircraft';
import { MANEUVERS } from '../../data/hex/maneuvers';
import type { PresetName } from '../../data/hex/rulesets';
import { replayHexGame, type HexGameRecord } from './game';
import { maneuverOptions } from './planning';
import { playRandomTurn, randomSetup } from './random-play';
import { scenarioState } from './scenario';
import { setupHexGame } from './setup';
import { resolveTurn } from './turn';
import type { HexGameState, PlotMap, Restrictions } from './types';

const PRESETS: PresetName[] = ['edition2013', 'classic1983', 'online'];
// Issue 30, the suite's second cut: 150 random games (still over the floor of 1,000 turns) and
// 200 maneuver checks in `npm test` (were 200 and 400); `npm run test:explore` (TEST_EXPLORE)
// runs the 200 and 400.
const RANDOM_GAMES = process.env.TEST_EXPLORE ? 200 : 150;
const AFTER_EVERY_MANEUVER = process.env.TEST_EXPLORE ? 400 : 200;
let turnsPlayed = 0;

function flyingOptions(state: HexGameState, id: string) {
	const plane = state.planes.find((p) => p.id === id)!;
	return maneuverOptions({ rules: state.ruleset, turn: state.turn }, plane).filter(
		(o) => o.ok && o.code !== '0S2'
	);
}

/** Plays a random legal game and checks the invariants on the way. */
function playRandom(seed: number, planes: number, preset: PresetName, maxTurns: number) {
	const choose = seededDice(seed ^ 0x5bd1e995);
	const setup = randomSetup(planes, preset, choose);
	const start = setupHexGame(setup, seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const turns: PlotMap[] = [];
	let midHash: { turn: number; json: string } | null = null;
	for (let t = 0; t < maxTurns && !state.over; t++) {
		for (const p of state.planes) {
			// ◇ A wounded pilot (straight only) with a jammed rudder (one side only) can only spin.
			const boxedIn = p.restrictions.pilotWound === 'straight' && p.restrictions.rudder !== null;
			if (p.status === 'flying' && !p.spinning && !boxedIn)
				expect(flyingOptions(state, p.id).length, `${p.id} turn ${state.turn}`).toBeGreaterThan(0);
		}
		const before = JSON.stringify(state);
		const r = playRandomTurn(state, choose);
		if (!r.ok) throw new Error(`turn ${state.turn}: ${r.reason}`);
		expect(JSON.stringify(state)).toBe(before); // the input state is never mutated
		turns.push(r.value.plots);
		turnsPlayed++;
		state = r.value.state;
		if (t === 3) midHash = { turn: t, json: JSON.stringify(state) };
	}
	return { record: { setup, seed, turns } as HexGameRecord, state, midHash };
}

describe('random legal play (property)', () => {
	it('never throws, keeps every flying plane a maneuver, and replays to the same hash', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 31 - 1 }),
				fc.integer({ min: 2, max: 12 }),
				fc.constantFrom(...PRESETS),
				(seed, planes, preset) => {
					const { record, state, midHash } = playRandom(seed, planes, preset, 40);
					const replay = replayHexGame(record);
					expect(replay.ok).toBe(true);
					if (!replay.ok) return;
					expect(replay.value.hash).toBe(stateHash(state));
					// A saved game (plain JSON) continues exactly like the live one.
					if (midHash) {
						let s = JSON.parse(midHash.json) as HexGameState;
						for (const plots of record.turns.slice(midHash.turn + 1)) {
							const r = resolveTurn(s, plots);
							expect(r.ok).toBe(true);
							if (r.ok) s = r.value.state;
						}
						expect(stateHash(s)).toBe(stateHash(state));
					}
				}
			),
			{
				numRuns: RANDOM_GAMES,
				// Found by an unseeded run: p2, wounded (one speed slower) with a hit engine after a speed
				// 4 maneuver, was left only a spin on turn 2 (planning.ts, ◇ the wound under a cap).
				examples: [[1_250_112_678, 9, 'edition2013']]
			}
		);
		expect(turnsPlayed).toBeGreaterThan(1000);
	});

	it('leaves every plane a legal non-spin maneuver under any one or two restrictions and history', () => {
		const one = fc.constantFrom<
			Partial<Restrictions> | { gliding: true } | { onFire: true } | Record<string, never>
		>(
			{},
			{ wingsDamaged: true },
			{ wingsNoAcrobatics: true },
			{ engineHit: true },
			{ pilotWound: 'straight' },
			{ pilotWound: 'slower' },
			{ rudder: { only: 'R', turns: 2 } },
			{ rudder: { only: 'L', turns: 3 } },
			{ gliding: true },
			{ onFire: true }
		);
		// Two at once (a wound and a damage cap came together in a random game): all but the pair
		// that leaves only a spin by design, ◇ a wound "straight" with a jammed rudder.
		const restriction = fc
			.tuple(one, one)
			.map(([a, b]) => ({ ...a, ...b }))
			.filter((r) => !('pilotWound' in r && r.pilotWound === 'straight' && 'rudder' in r));
		fc.assert(
			fc.property(
				fc.constantFrom(...AIRCRAFT_IDS),
				fc.constantFrom(...PRESETS),
				restriction,
				fc.nat(),
				(id, preset, extra, n) => {
					const schedule = AIRCRAFT[id].schedule.filter((c) => c !== '0S2');
					const last = schedule[n % schedule.length];
					const prev = schedule[(n >> 3) % schedule.length];
					const { gliding, onFire, ...restrictions } = extra as Record<string, unknown>;
					const r = scenarioState({
						preset,
						planes: [
							{
								id: 'me',
								seat: 'p1',
								aircraft: id,
								hex: '1010',
								lastManeuver: last,
								previousManeuver: prev,
								gliding: gliding ? 'fuel' : null,
								onFire: onFire === true,
								restrictions: restrictions as Partial<Restrictions>
							},
							{
								id: 'foe',
								seat: 'p2',
								aircraft: AIRCRAFT[id].side === 'central' ? 'spad-13' : 'fokker-d7',
								hex: '2010'
							}
						]
					});
					expect(r.ok).toBe(true);
					if (!r.ok) return;
					const legal = flyingOptions(r.value, 'me');
					expect(legal.length, `${id} after ${last} with ${JSON.stringify(extra)}`).toBeGreaterThan(
						0
					);
					for (const o of legal) expect(MANEUVERS[o.code]).toBeDefined();
				}
			),
			{ numRuns: AFTER_EVERY_MANEUVER }
		);
	});
});
