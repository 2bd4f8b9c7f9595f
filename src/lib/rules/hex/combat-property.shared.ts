/**
 * Shared by the combat property test files (kept apart so each file stays fast): random
 * complete games with every invariant checked on the way.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../common/dice';
import { stateHash } from '../common/hash';
import type { PresetName } from '../../data/hex/rulesets';
import { replayHexGame, type HexGameRecord } from './game';
import { playRandomTurn, randomSetup } from './random-play';
import { setupHexGame } from './setup';
import type { HexEvent, HexGameState, PlotMap } from './types';

const MAX_TURNS = 400;

/**
 * Every damage track stays within its boxes, guns and rounds (H-DMG-1, H-COMB-7). Plain checks
 * (not `expect`) on this hot path: the first broken invariant is returned as a sentence.
 */
function brokenInvariant(state: HexGameState): string | null {
	for (const p of state.planes) {
		const t = p.combat!;
		for (const a of ['wings', 'fuselage', 'tail', 'engine'] as const) {
			if (t.marked[a] < 0 || t.marked[a] > t.boxes[a])
				return `${p.id} ${a} ${t.marked[a]}/${t.boxes[a]}`;
			if (p.damage[a] !== t.marked[a]) return `${p.id} ${a} not mirrored`;
		}
		for (const pos of ['pilot', 'observer'] as const) {
			const g = t.guns[pos];
			if (g.destroyed > g.mounted || g.jammed > g.mounted - g.destroyed || g.jammed < 0)
				return `${p.id} ${pos} guns ${JSON.stringify(g)}`;
		}
		if (t.ammo !== null && (t.ammo < 0 || t.ammo > state.ruleset.lewisAmmo))
			return `${p.id} ammo ${t.ammo}`;
		if (t.fuel !== null && t.fuel < 0) return `${p.id} fuel ${t.fuel}`;
		if (t.down && p.status === 'flying') return `${p.id} down but flying`;
		if (p.status === 'flying' && p.spinning !== t.spinning) return `${p.id} spinning not mirrored`;
	}
	return null;
}

export interface Tally {
	games: number;
	shots: number;
	hits: number;
	downByDamage: number;
}

export function playToEnd(seed: number, planes: number, preset: PresetName, tally: Tally) {
	const choose = seededDice(seed ^ 0x2545f491);
	const setup = randomSetup(planes, preset, choose, true, 'close');
	const start = setupHexGame(setup, seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	const turns: PlotMap[] = [];
	const events: HexEvent[][] = [];
	while (!state.over && turns.length < MAX_TURNS) {
		const r = playRandomTurn(state, choose);
		if (!r.ok) throw new Error(`turn ${state.turn}: ${r.reason}`);
		turns.push(r.value.plots);
		events.push(r.value.events);
		state = r.value.state;
		const broken = brokenInvariant(state);
		if (broken) throw new Error(`turn ${state.turn}: ${broken}`);
	}
	tally.games++;
	for (const ev of events)
		for (const e of ev) {
			if (e.type === 'shot') tally.shots++;
			if (e.type === 'hitsDrawn') tally.hits++;
			if (e.type === 'shotDown' && e.cause !== 'left-map') tally.downByDamage++;
		}
	return { record: { setup, seed, turns } as HexGameRecord, state, events };
}

/** One preset: games end, never throw, tracks stay in their boxes, replay to the same hash. */
export function checkCompleteGames(preset: PresetName, runs: number): void {
	const tally: Tally = { games: 0, shots: 0, hits: 0, downByDamage: 0 };
	fc.assert(
		fc.property(
			fc.integer({ min: 0, max: 2 ** 31 - 1 }),
			fc.integer({ min: 2, max: 6 }),
			(seed, planes) => {
				const { record, state } = playToEnd(seed, planes, preset, tally);
				expect(state.over).toBe(true);
				const replay = replayHexGame(record);
				expect(replay.ok && replay.value.hash).toBe(stateHash(state));
			}
		),
		{ numRuns: runs }
	);
	// The random plots really fight: shots are fired, hits land, planes fall to damage.
	expect(tally.games).toBeGreaterThanOrEqual(runs);
	expect(tally.shots).toBeGreaterThan(100);
	expect(tally.hits).toBeGreaterThan(20);
	expect(tally.downByDamage).toBeGreaterThan(0);
}
