/**
 * Replays pinned across the engine's speed work (issue 19): recorded games — every preset, with
 * and without the optional rules, home-edge and close starts, 2 to 12 planes, combat on, tailing
 * choices, and table play with illegal plots and shots — must reach the very same states and
 * events, turn by turn, as when they were recorded.
 *
 * What the pins prove: they were first recorded before the optimisation (on commit 23242c4, with
 * the old shared maneuver sheet). When every aircraft got its own sheet (issue 16 part B, merge of
 * main 642a54a), they were recorded again ON MAIN'S UNOPTIMISED ENGINE at 642a54a with the new data
 * (main's tree exported, this file and `RECORD_HEX_PINS=1` run there), and the optimised engine of
 * this branch replayed all of them unchanged. So a pass means: same states and events, bit for bit,
 * as the engine before the speed work, on today's data.
 *
 * Issue 25 changed the rules of three presets (classic and online: no collisions; classic: no
 * loss-of-control roll, no burning observer's shot; 2013 with altitude: a killed pilot's plane
 * falls as a wreck). Exactly five games flew differently; only they were recorded again, the other
 * 73 are untouched (docs/decisions.md, issue 25 migration note).
 *
 * The records (setup, seed and each turn's entry) and their hashes live in
 * fixtures/replay-pins.json, so a change to the random sampler cannot move them. To record them
 * again — only on purpose, e.g. after the aircraft or maneuver data changed (the fixture keeps a
 * fingerprint of both and says so) — run `RECORD_HEX_PINS=1 npx vitest run src/lib/rules/hex/replay-pins`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededDice, type Dice } from '../common/dice';
import { stateHash } from '../common/hash';
import { AIRCRAFT } from '../../data/hex/aircraft';
import { MANEUVERS } from '../../data/hex/maneuvers';
import type { PresetName } from '../../data/hex/rulesets';
import { firePending, lockFire } from './fire-step';
import { randomPlots, randomFire, randomSetup } from './random-play';
import { setupHexGame, type HexSetup } from './setup';
import { chooseTail, tailingOptions } from './tailing';
import { resolveCombat, resolveMovement, resolveTurn, type ResolveOptions } from './turn';
import type { FireOrderPlot, HexGameState, Plot, PlotMap } from './types';
import { own, setOwn } from '../common/own';

const FIXTURE = new URL('./fixtures/replay-pins.json', import.meta.url);

interface PinnedTurn {
	/** The record entry: plots with the tailing choice and the fire chosen beside them. */
	plots: PlotMap;
	/** Hash of the state after movement (the fire step), empty in table play. */
	moved: string;
	/** Hash of the state after the whole turn. */
	state: string;
	/** Hash of every event of the turn. */
	events: string;
}

interface PinnedGame {
	name: string;
	setup: HexSetup;
	seed: number;
	table: boolean;
	turns: PinnedTurn[];
}

interface Fixture {
	/** The aircraft and maneuver data the records were made with. */
	dataFingerprint: string;
	games: PinnedGame[];
}

const dataFingerprint = () => stateHash({ AIRCRAFT, MANEUVERS });

const PRESETS: readonly PresetName[] = ['edition2013', 'classic1983', 'online'];

/** The games to record: every preset × options on/off × both starts × 2, 6, 12 planes, and table play. */
function gameList(): {
	name: string;
	preset: PresetName;
	all: boolean;
	close: boolean;
	planes: number;
	table: boolean;
}[] {
	const out = [];
	for (const preset of PRESETS)
		for (const all of [true, false])
			for (const close of [true, false])
				for (const planes of [2, 6, 12])
					for (const game of ['a', 'b'])
						out.push({
							name: `${preset} ${all ? 'all options' : 'no options'} ${close ? 'close' : 'homeEdge'} ${planes} ${game}`,
							preset,
							all,
							close,
							planes,
							table: false
						});
	for (const preset of PRESETS)
		for (const planes of [4, 8])
			out.push({
				name: `${preset} table play ${planes}`,
				preset,
				all: true,
				close: true,
				planes,
				table: true
			});
	return out;
}

/** Table play: now and then a plot off the sheet's legal list or a shot that is not legal now. */
function tablePlots(state: HexGameState, choose: Dice): PlotMap {
	const plots = randomPlots(state, choose);
	for (const plane of state.planes) {
		const plot = own(plots, plane.id);
		if (!plot || choose.below(6) !== 0) continue;
		const codes = Object.keys(MANEUVERS).filter((c) => !MANEUVERS[c].spin);
		setOwn(plots, plane.id, { ...plot, maneuver: choose.pick(codes) });
	}
	return plots;
}

function wildFire(state: HexGameState, plane: string, choose: Dice): FireOrderPlot[] {
	const me = state.planes.find((p) => p.id === plane)!;
	const enemies = state.planes.filter((p) => p.side !== me.side);
	if (enemies.length === 0) return [];
	return [
		{
			position: choose.below(3) === 0 ? 'observer' : 'pilot',
			target: choose.pick(enemies).id,
			burst: choose.pick(['short', 'medium', 'long'] as const)
		}
	];
}

/** One recorded turn, played as the app does: tailing choices, plots, movement, fire, combat. */
function recordTurn(
	state: HexGameState,
	choose: Dice,
	table: boolean
): { entry: PlotMap; next: HexGameState } | null {
	let s = state;
	// H-TAIL-2: a plane that could tail several enemies sometimes takes another than the nearest.
	for (const o of tailingOptions(s))
		if (o.enemies.length > 1 && choose.below(2) === 0) {
			const r = chooseTail(s, o.tailer, choose.pick(o.enemies));
			if (r.ok) s = r.value;
		}
	const options: ResolveOptions = table ? { illegalPlots: 'spin' } : {};
	if (table) {
		const plots = tablePlots(s, choose);
		const entry: PlotMap = {};
		for (const id of Object.keys(plots)) {
			const plot: Plot = { ...own(plots, id)! };
			const tail = s.tailing.chosen?.find((c) => c.tailer === id)?.tailed;
			if (tail !== undefined) plot.tail = tail;
			if (choose.below(3) === 0) plot.fire = wildFire(s, id, choose);
			setOwn(entry, id, plot);
		}
		const r = resolveTurn(s, entry, options);
		if (!r.ok) return null;
		return { entry, next: r.value.state };
	}
	const moved = resolveMovement(s, randomPlots(s, choose));
	if (!moved.ok) throw new Error(moved.reason);
	const fired = randomFire(moved.value.state, choose);
	const fought = resolveCombat(fired);
	if (!fought.ok) throw new Error(fought.reason);
	const entry: PlotMap = {};
	for (const id of Object.keys(fired.fireStep!.plots)) {
		const fire = fired.fireStep!.chosen.find((c) => c.plane === id)?.fire;
		const plot = own(fired.fireStep!.plots, id)!;
		setOwn(entry, id, fire && fire.length ? { ...plot, fire } : plot);
	}
	return { entry, next: fought.value.state };
}

/** Replays one turn both ways the app does (one call; movement, fire, combat) and hashes it. */
function replayTurn(state: HexGameState, plots: PlotMap, table: boolean) {
	const options: ResolveOptions = table ? { illegalPlots: 'spin' } : {};
	const whole = resolveTurn(state, plots, options);
	if (!whole.ok) throw new Error(whole.reason);
	let moved = '';
	if (!table) {
		const m = resolveMovement(state, plots);
		if (!m.ok) throw new Error(m.reason);
		moved = stateHash(m.value.state);
		let s = m.value.state;
		for (const id of firePending(s)) {
			const r = lockFire(s, id, own(plots, id)?.fire ?? []);
			if (!r.ok) throw new Error(r.reason);
			s = r.value;
		}
		const c = resolveCombat(s);
		if (!c.ok) throw new Error(c.reason);
		// The steps the screens take end where the one call ends.
		expect(stateHash(c.value.state)).toBe(stateHash(whole.value.state));
		expect(stateHash([...m.value.events, ...c.value.events])).toBe(stateHash(whole.value.events));
	}
	return {
		next: whole.value.state,
		moved,
		state: stateHash(whole.value.state),
		events: stateHash(whole.value.events)
	};
}

function record(): Fixture {
	const games: PinnedGame[] = [];
	gameList().forEach((g, i) => {
		const seed = 1000 + i * 17;
		const choose = seededDice(seed * 7919);
		const setup = randomSetup(g.planes, g.preset, choose, g.all, g.close ? 'close' : 'homeEdge');
		const start = setupHexGame(setup, seed);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value;
		const turns: PinnedTurn[] = [];
		const maxTurns = g.close ? 20 : 30;
		for (let t = 0; t < maxTurns && !state.over; t++) {
			const r = recordTurn(state, choose, g.table);
			if (!r) break;
			const h = replayTurn(state, r.entry, g.table);
			turns.push({ plots: r.entry, moved: h.moved, state: h.state, events: h.events });
			state = r.next;
		}
		games.push({ name: g.name, setup, seed, table: g.table, turns });
	});
	return { dataFingerprint: dataFingerprint(), games };
}

const recording = process.env.RECORD_HEX_PINS === '1';
if (recording) writeFileSync(FIXTURE, `${JSON.stringify(record())}\n`);
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture;

describe('recorded hex games replay bit for bit (issue 19)', () => {
	it('were recorded with today’s aircraft and maneuver data', () => {
		expect(
			fixture.dataFingerprint,
			'the aircraft or maneuver data changed: record the pins again (see the head of this file)'
		).toBe(dataFingerprint());
	});

	it('cover every preset, both starts, 2 to 12 planes, shots, damage and table play', () => {
		const names = fixture.games.map((g) => g.name).join('\n');
		for (const preset of PRESETS) expect(names).toContain(preset);
		expect(fixture.games.some((g) => g.table)).toBe(true);
		const turns = fixture.games.reduce((n, g) => n + g.turns.length, 0);
		expect(turns).toBeGreaterThan(500);
		const fires = fixture.games.flatMap((g) =>
			g.turns.flatMap((t) => Object.values(t.plots).filter((p) => p.fire?.length))
		);
		expect(fires.length).toBeGreaterThan(100);
	});

	for (const game of fixture.games)
		it(`${game.name}: every turn's state and events as recorded`, () => {
			const start = setupHexGame(game.setup, game.seed);
			if (!start.ok) throw new Error(start.reason);
			let state = start.value;
			game.turns.forEach((turn, i) => {
				const h = replayTurn(state, turn.plots, game.table);
				expect({ turn: i + 1, moved: h.moved, state: h.state, events: h.events }).toEqual({
					turn: i + 1,
					moved: turn.moved,
					state: turn.state,
					events: turn.events
				});
				state = h.next;
			});
		});
});
