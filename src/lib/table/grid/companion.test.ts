import { describe, expect, it } from 'vitest';
import type { DiceState } from '$lib/rules/common/dice';
import { viewFor, type GridEvent } from '$lib/rules/grid';
import { replayLog, withoutLastStep, type TableLog } from '../log';
import { applyTally, startTally, TALLY } from './companion';
import { suggestedAdvantage } from './shots';
import type { TallyAction, TallyEvent, TallySetup, TallyState } from './types';

const scripted = (values: number[]): DiceState => ({ kind: 'scripted', values, next: 0 });

/** Two Camels (side A) against two Albatros (side B) in a Fighter Sweep (C-M3), deck play. */
const SETUP: TallySetup = {
	title: 'Sweep',
	campaign: null,
	grid: {
		mission: 'fighter-sweep',
		board: { width: 18, height: 12 },
		planes: [
			{ id: 'A1', type: 'camel', side: 'A', x: 0, y: 2, facing: 2, pilot: 'Ball' },
			{ id: 'A2', type: 'camel', side: 'A', x: 0, y: 5, facing: 2, pilot: 'McCudden' },
			{ id: 'B1', type: 'albatros-diii', side: 'B', x: 17, y: 2, facing: 6, pilot: 'Voss' },
			{ id: 'B2', type: 'albatros-diii', side: 'B', x: 17, y: 5, facing: 6, pilot: 'Boelcke' }
		]
	}
};

/**
 * Every die of the game, in the order the steps roll them (1-based; a shuffle takes one value per
 * position, Fisher–Yates: the values n, n−1, … keep the deck in plane order).
 */
const DICE = [
	// Turn 1 fire step. A1 on B1, range 1: 5 dice → a 6 (major 2: speed lost), 5, 4, 2, 1.
	...[6, 5, 4, 2, 1, 2],
	// B1 fires back in the same step, range 2: 4 dice, all misses.
	...[1, 2, 3, 1],
	// The initiative deck, 4 cards: A1, A2, B1, B2.
	...[4, 3, 2],
	// Turn 2 fire step. A2 on B1 (jinking: −2 dice), range 1: 3 dice → 6, 6, 4; majors 6 and 3.
	...[6, 6, 4, 6, 3],
	// A1 on B2, range 1: five minor hits.
	...[5, 5, 5, 5, 5],
	// The deck again, 3 cards (B1 is down): A1, A2, B2.
	...[3, 2]
];

function play(actions: TallyAction[], dice = DICE) {
	const start = startTally(SETUP, scripted(dice));
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const events: TallyEvent[] = [...start.value.events];
	for (const a of actions) {
		const r = applyTally(state, a);
		if (!r.ok) throw new Error(`${a.kind}: ${r.reason}`);
		state = r.value.state;
		events.push(...r.value.events);
	}
	return { state, events };
}

const plane = (s: TallyState, id: string) => s.grid.planes.find((p) => p.id === id)!;
const of = <T extends TallyEvent['type']>(events: TallyEvent[], type: T) =>
	events.filter((e): e is Extract<TallyEvent, { type: T }> => e.type === type);

const TURN_1: TallyAction[] = [
	{ kind: 'shot', plane: 'A1', gun: 'mg', target: 'B1', range: 1, ca: 0 },
	{ kind: 'shot', plane: 'B1', gun: 'mg', target: 'A1', range: 2, ca: 0 },
	{ kind: 'end-fire' },
	{ kind: 'moved', plane: 'A1', manoeuvre: 'full-throttle' },
	{ kind: 'moved', plane: 'A2', manoeuvre: null },
	{ kind: 'moved', plane: 'B1', manoeuvre: 'jink' },
	{ kind: 'moved', plane: 'B2', manoeuvre: null }
];
const TURN_2: TallyAction[] = [
	{ kind: 'shot', plane: 'A2', gun: 'mg', target: 'B1', range: 1, ca: 0 },
	{ kind: 'shot', plane: 'A1', gun: 'mg', target: 'B2', range: 1, ca: 0 },
	{ kind: 'end-fire' },
	{ kind: 'moved', plane: 'A1', manoeuvre: null },
	{ kind: 'moved', plane: 'A2', manoeuvre: null },
	// B2 is critical and leaves by its own short end: it withdraws (G-MOVE-6).
	{ kind: 'left', plane: 'B2', edge: 'east' }
];

describe('Tally Ho! table companion, a scripted game', () => {
	it('starts at turn 1’s fire step', () => {
		const { state } = play([]);
		expect(state.grid.phase).toBe('fire');
		expect(state.fireStart).not.toBeNull();
	});

	it('rolls the pool the engine sizes and applies hits and majors to the target (G-FIRE-1…3)', () => {
		const { state, events } = play(TURN_1.slice(0, 2));
		const [first, second] = of(events, 'shot');
		expect(first).toMatchObject({ dice: 5, rolls: [6, 5, 4, 2, 1], minor: 2, hpLoss: 3 });
		expect(first.majors).toEqual([{ roll: 2, hp: 1, effect: 'speed-lost' }]);
		expect(plane(state, 'B1')).toMatchObject({ hp: 3, speed: 'slow', critical: false });
		// Simultaneous fire: B1 still fires in this step, with the pool it had at the start.
		expect(second).toMatchObject({ shooter: 'B1', dice: 4, hpLoss: 0 });
		expect(plane(state, 'A1').hp).toBe(6);
	});

	it('deals one card per plane in play and shows one card at a time (G-TURN-1)', () => {
		const { state, events } = play(TURN_1.slice(0, 3));
		expect(of(events, 'deck-shuffled')).toEqual([{ type: 'deck-shuffled', cards: 4 }]);
		const view = viewFor(state.grid, 'A').activation!;
		expect(view).toMatchObject({ current: 'A1', cardsLeft: 3, played: ['A1'] });
	});

	it('keeps each manoeuvre’s marks: a jinking plane cannot shoot and costs attackers dice', () => {
		const { state, events } = play([...TURN_1, ...TURN_2.slice(0, 1)]);
		expect(state.grid.turn).toBe(2);
		expect(plane(state, 'B1').jinkTurn).toBe(2);
		const refused = applyTally(state, {
			kind: 'shot',
			plane: 'B2',
			gun: 'mg',
			target: 'A1',
			range: 5,
			ca: 0
		});
		expect(refused).toMatchObject({ ok: false, code: 'grid.out_of_range' });
		const jinked = play(TURN_1).state;
		expect(
			applyTally(jinked, { kind: 'shot', plane: 'B1', gun: 'mg', target: 'A1', range: 1, ca: 0 })
		).toMatchObject({ ok: false, code: 'grid.cannot_shoot_this_turn' });
		// A2's pool: 6 − 1 for range − 2 for the jink = 3 dice; 6+3 from the majors, 1 minor.
		const shot = of(events, 'shot').at(-1)!;
		expect(shot).toMatchObject({ shooter: 'A2', dice: 3, hpLoss: 6 });
		expect(plane(state, 'B1').status).toBe('shot-down');
		expect(state.grid.kills).toEqual([{ killer: 'A2', victim: 'B1', turn: 2 }]);
	});

	it('deals the next deck without the shot-down plane’s card', () => {
		const { state, events } = play([...TURN_1, ...TURN_2.slice(0, 3)]);
		expect(of(events, 'deck-shuffled').at(-1)).toEqual({ type: 'deck-shuffled', cards: 3 });
		expect(plane(state, 'B2')).toMatchObject({ hp: 1, critical: true });
	});

	it('ends with the mission’s verdict from the engine (C-M3: kills plus half a kill per fled)', () => {
		const { state, events } = play([...TURN_1, ...TURN_2]);
		expect(plane(state, 'B2').status).toBe('withdrawn');
		expect(state.grid.phase).toBe('over');
		expect(state.grid.result).toMatchObject({
			outcome: 'A',
			kills: [{ killer: 'A2', victim: 'B1', turn: 2 }],
			fled: ['B2'],
			shotDown: ['B1'],
			score: { A: 1.5, B: 0 }
		});
		expect(of(events, 'game-over')).toHaveLength(1);
		expect(applyTally(state, { kind: 'end' })).toMatchObject({ code: 'table.game_over' });
	});

	it('replays its log to the same state; undo is the log without its last step', () => {
		const log: TableLog<TallySetup, TallyAction> = {
			version: 1,
			setup: SETUP,
			seed: scripted(DICE),
			steps: [...TURN_1, ...TURN_2]
		};
		const replayed = replayLog(TALLY, log);
		if (!replayed.ok) throw new Error(replayed.reason);
		expect(replayed.value.state).toEqual(play([...TURN_1, ...TURN_2]).state);
		expect(replayed.value.history).toHaveLength(TURN_1.length + TURN_2.length + 1);
		const undone = replayLog(TALLY, withoutLastStep(log));
		if (!undone.ok) throw new Error(undone.reason);
		expect(undone.value.state.grid.phase).toBe('activation');
		expect(plane(undone.value.state, 'B2').status).toBe('active');
	});

	it('refuses what the rules refuse, with the engine’s reason', () => {
		const { state } = play([]);
		const twice = applyTally(
			play(TURN_1.slice(0, 1)).state,
			TURN_1[0] as Extract<TallyAction, { kind: 'shot' }>
		);
		expect(twice).toMatchObject({ ok: false, code: 'table.gun_fired' });
		expect(
			applyTally(state, { kind: 'shot', plane: 'A1', gun: 'mg', target: 'A2', range: 1, ca: 0 })
		).toMatchObject({ ok: false, code: 'grid.own_side' });
		expect(
			applyTally(state, { kind: 'shot', plane: 'A1', gun: 'mg', target: 'B1', range: 1, ca: 3 })
		).toMatchObject({ ok: false, code: 'table.bad_ca', params: { max: 2 } });
		expect(applyTally(state, { kind: 'moved', plane: 'A1', manoeuvre: null })).toMatchObject({
			ok: false,
			code: 'table.not_activated'
		});
		const dealt = play(TURN_1.slice(0, 3)).state;
		expect(applyTally(dealt, { kind: 'moved', plane: 'A1', manoeuvre: 'immelmann' })).toMatchObject(
			{ ok: false, code: 'grid.ace_skill_missing' }
		);
		expect(
			applyTally(dealt, { kind: 'objective', plane: 'A1', objective: 'photographed' })
		).toMatchObject({ ok: false, code: 'table.objective_observer' });
	});

	it('suggests the combat advantage from the tracked ±ve (G-MAN-4)', () => {
		const { state } = play([]);
		expect(suggestedAdvantage(state, 'A1', 'B1', false)).toBe(0);
		expect(suggestedAdvantage(state, 'A1', 'B1', true)).toBe(1);
	});
});

describe('Tally Ho! table companion, command points (G-TURN-2)', () => {
	const CP: TallySetup = {
		...SETUP,
		grid: { ...SETUP.grid, options: { activation: 'command-points' } }
	};
	const start = (dice: number[]) => {
		const s = startTally(CP, scripted(dice));
		if (!s.ok) throw new Error(s.reason);
		return s.value.state;
	};
	const step = (s: TallyState, a: TallyAction) => {
		const r = applyTally(s, a);
		if (!r.ok) throw new Error(r.reason);
		return r.value;
	};

	it('takes secret bids, gives the card to the higher bid and spends markers per action', () => {
		let s = start([5, 5, 5, 1, 1]);
		expect(s.grid.phase).toBe('bid');
		s = step(s, { kind: 'bid', side: 'A', points: 1 }).state;
		// The bid is hidden: side B's view says only that side A has bid.
		expect(viewFor(s.grid, 'B').command).toMatchObject({ bidsGiven: ['A'], myBid: null });
		s = step(s, { kind: 'bid', side: 'B', points: 2 }).state;
		expect(s.grid.command).toMatchObject({ holder: 'B' });
		expect(applyTally(s, { kind: 'flight', plane: 'A1' })).toMatchObject({
			ok: false,
			code: 'grid.initiative_held'
		});
		s = step(s, { kind: 'combat', plane: 'B1' }).state;
		const shot = step(s, { kind: 'shot', plane: 'B1', gun: 'mg', target: 'A1', range: 1, ca: 0 });
		expect((shot.events as GridEvent[]).find((e) => e.type === 'shot')).toMatchObject({
			dice: 5
		});
		s = step(shot.state, { kind: 'end-combat' }).state;
		// The marker is spent and the card passes to side A, which still has marked planes.
		expect(s.grid.command).toMatchObject({ holder: 'A' });
		expect(s.grid.command!.marked).not.toContain('B1');
		expect(plane(s, 'A1').hp).toBe(3);
	});
});

describe('Tally Ho! table companion, wing-MG passing shots (G-MOVE-4)', () => {
	/** An SE5a (a wing MG, 002:259) against an Albatros, deck play; one card each. */
	const WING: TallySetup = {
		...SETUP,
		grid: {
			...SETUP.grid,
			planes: [
				{ id: 'A1', type: 'se5a', side: 'A', x: 0, y: 2, facing: 2, pilot: 'Ball' },
				{ id: 'B1', type: 'albatros-diii', side: 'B', x: 17, y: 2, facing: 6, pilot: 'Voss' }
			]
		}
	};
	// The deck of 2 cards in plane order (A1 first), then the passing roll and its dice.
	const passing = (after: number[]) => {
		const start = startTally(WING, scripted([2, ...after]));
		if (!start.ok) throw new Error(start.reason);
		const fired = applyTally(start.value.state, { kind: 'end-fire' });
		if (!fired.ok) throw new Error(fired.reason);
		return fired.value.state;
	};

	it('002:164: the model passed an enemy → the wing MG shoots on 4+ with 3 dice', () => {
		// 002:164 "Aircraft with a wing-mounted gun (e.g. the SE5a) may make a shot as they pass on
		// a 4,5,6": the 4 takes the shot; of its three dice the 5 hits (as the engine's move).
		const s = passing([4, 5, 1, 1]);
		expect(s.grid.activation?.current).toBe('A1');
		const r = applyTally(s, { kind: 'moved', plane: 'A1', manoeuvre: null, passed: ['B1'] });
		if (!r.ok) throw new Error(r.reason);
		const events = r.value.events as GridEvent[];
		expect(events.find((e) => e.type === 'passing-roll')).toMatchObject({
			plane: 'A1',
			target: 'B1',
			roll: 4,
			needed: 4
		});
		expect(events.find((e) => e.type === 'shot')).toMatchObject({
			shooter: 'A1',
			gun: 'wing',
			target: 'B1',
			dice: 3,
			passing: true
		});
		expect(plane(r.value.state, 'B1').hp).toBe(plane(s, 'B1').hp - 1);
	});

	it('002:164: a 3 passes under nobody: no shot', () => {
		const r = applyTally(passing([3]), {
			kind: 'moved',
			plane: 'A1',
			manoeuvre: null,
			passed: ['B1']
		});
		if (!r.ok) throw new Error(r.reason);
		const events = r.value.events as GridEvent[];
		expect(events.find((e) => e.type === 'passing-roll')).toMatchObject({ roll: 3 });
		expect(events.some((e) => e.type === 'shot')).toBe(false);
	});

	it('is offered only when the engine offers it: no wing MG, or a friend, is refused', () => {
		// The Camels of the sweep carry no wing MG (002:259 names the SE5a's).
		const start = startTally(SETUP, scripted([4, 3, 2]));
		if (!start.ok) throw new Error(start.reason);
		const s = applyTally(start.value.state, { kind: 'end-fire' });
		if (!s.ok) throw new Error(s.reason);
		expect(
			applyTally(s.value.state, { kind: 'moved', plane: 'A1', manoeuvre: null, passed: ['B1'] })
		).toMatchObject({ ok: false, code: 'table.no_passing_shot' });
		expect(
			applyTally(passing([]), { kind: 'moved', plane: 'A1', manoeuvre: null, passed: ['A1'] })
		).toMatchObject({ ok: false, code: 'table.not_passed_enemy' });
	});

	it('command points: a Flight action passing an enemy takes the shot too', () => {
		const cp: TallySetup = {
			...WING,
			grid: { ...WING.grid, options: { activation: 'command-points' } }
		};
		const start = startTally(cp, scripted([6, 5, 5, 5, 5, 1, 1, 1, 1]));
		if (!start.ok) throw new Error(start.reason);
		let s = start.value.state;
		for (const bid of [
			{ kind: 'bid', side: 'A', points: 2 },
			{ kind: 'bid', side: 'B', points: 1 }
		] as const) {
			const r = applyTally(s, bid);
			if (!r.ok) throw new Error(r.reason);
			s = r.value.state;
		}
		expect(s.grid.command).toMatchObject({ holder: 'A' });
		const r = applyTally(s, { kind: 'flight', plane: 'A1', passed: ['B1'] });
		if (!r.ok) throw new Error(r.reason);
		expect((r.value.events as GridEvent[]).find((e) => e.type === 'shot')).toMatchObject({
			passing: true,
			dice: 3
		});
	});
});
