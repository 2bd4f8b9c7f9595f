/**
 * G-TER-2 at the table (002:236 "If you fly into a large cloud you are lost for a turn. Remerge at
 * a random point the move after, with a -ve."): a lost plane is out of the fire step, its card
 * still comes up, and the players roll where it comes out of the cloud on their table.
 */
import { describe, expect, it } from 'vitest';
import type { DiceState } from '$lib/rules/common/dice';
import { replayLog, withoutLastStep, withStep, type TableLog } from '../log';
import { cloudSizeFor, DEFAULT_CLOUD, lostWithInitiative } from './cloud';
import { applyTally, startTally, TALLY } from './companion';
import { checkTableShot } from './shots';
import type { TallyAction, TallySetup, TallyState } from './types';

const scripted = (values: number[]): DiceState => ({ kind: 'scripted', values, next: 0 });

const SETUP: TallySetup = {
	title: 'Cloud',
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

/** Fisher–Yates with the values n, n−1, … keeps the deck in plane order: A1, A2, B1, B2. */
const DECK_IN_ORDER = [4, 3, 2];

const DICE = [
	...DECK_IN_ORDER, // turn 1
	...DECK_IN_ORDER, // turn 2
	// A1 comes out: d4 = 3 (south side), d3 = 2 (the cloud is 3 wide): the 2nd square.
	...[3, 2],
	// Not free: d4 = 2 (east side), d2 = 1 (the cloud is 2 deep): the 1st square from the north.
	...[2, 1]
];

/** Turn 1: nobody fires; A1 flies into a large cloud; the others fly. */
const TURN_1: TallyAction[] = [
	{ kind: 'end-fire' },
	{ kind: 'lost', plane: 'A1', manoeuvre: null },
	{ kind: 'moved', plane: 'A2', manoeuvre: null },
	{ kind: 'moved', plane: 'B1', manoeuvre: null },
	{ kind: 'moved', plane: 'B2', manoeuvre: null }
];
const TURN_2_FIRE: TallyAction[] = [{ kind: 'end-fire' }];
const OUT: TallyAction = { kind: 'cloud-exit', plane: 'A1', wide: 3, deep: 2 };
const REROLL: TallyAction = { kind: 'cloud-exit-reroll', plane: 'A1' };

function play(actions: TallyAction[]): TallyState {
	const start = startTally(SETUP, scripted(DICE));
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	for (const a of actions) {
		const r = applyTally(state, a);
		if (!r.ok) throw new Error(`${a.kind}: ${r.reason}`);
		state = r.value.state;
	}
	return state;
}

const plane = (s: TallyState, id: string) => s.grid.planes.find((p) => p.id === id)!;
const refusalOf = (s: TallyState, a: TallyAction) => {
	const r = applyTally(s, a);
	return r.ok ? null : r.code;
};

describe('Tally Ho! table companion: lost in a large cloud (G-TER-2)', () => {
	it('marks the activated plane lost and ends its activation', () => {
		const s = play(TURN_1.slice(0, 2));
		expect(plane(s, 'A1').status).toBe('lost');
		expect(s.grid.activation?.current).toBe('A2');
	});

	it('leaves a lost plane out of the fire step, as shooter and as target, saying why', () => {
		const s = play(TURN_1);
		expect(s.grid.phase).toBe('fire');
		const at = checkTableShot(s, {
			plane: 'B1',
			gun: 'mg',
			target: 'A1',
			range: 1,
			ca: 0
		});
		expect(at.ok ? null : [at.code, at.params]).toEqual(['table.lost_in_cloud', { plane: 'A1' }]);
		const from = checkTableShot(s, { plane: 'A1', gun: 'mg', target: 'B1', range: 1, ca: 0 });
		expect(from.ok ? null : from.code).toBe('table.lost_in_cloud');
	});

	it('still deals the lost plane’s card; it comes up still lost and cannot fly yet', () => {
		const s = play([...TURN_1, ...TURN_2_FIRE]);
		expect(s.grid.activation?.current).toBe('A1');
		expect(plane(s, 'A1').status).toBe('lost');
		expect(refusalOf(s, { kind: 'moved', plane: 'A1', manoeuvre: null })).toBe(
			'table.lost_roll_exit'
		);
		expect(refusalOf(s, REROLL)).toBe('table.no_cloud_exit');
	});

	it('rolls the side and the square with the dice, faces away, applies the −ve once', () => {
		const ve = play([...TURN_1, ...TURN_2_FIRE]);
		const veBefore = plane(ve, 'A1').ve;
		const out = play([...TURN_1, ...TURN_2_FIRE, OUT]);
		expect(out.cloudExit).toMatchObject({
			plane: 'A1',
			side: 'south',
			sideRoll: 3,
			square: 2,
			length: 3,
			facing: 4,
			reroll: false
		});
		expect(plane(out, 'A1').status).toBe('active');
		expect(plane(out, 'A1').ve).toBe(veBefore + out.grid.rules.reemergeVe);
		expect(out.grid.activation?.current).toBe('A1');

		// "That square is not free": another roll along the cloud, no second −ve.
		const again = play([...TURN_1, ...TURN_2_FIRE, OUT, REROLL]);
		expect(again.cloudExit).toMatchObject({ side: 'east', square: 1, length: 2, facing: 2 });
		expect(again.cloudExit?.reroll).toBe(true);
		expect(plane(again, 'A1').ve).toBe(plane(out, 'A1').ve);
	});

	it('then flies its move as usual; the roll is cleared and the cloud’s size remembered', () => {
		const s = play([
			...TURN_1,
			...TURN_2_FIRE,
			OUT,
			{ kind: 'moved', plane: 'A1', manoeuvre: null }
		]);
		expect(s.cloudExit).toBeNull();
		expect(s.grid.activation?.current).toBe('A2');
		expect(cloudSizeFor(s, 'A1')).toEqual({ wide: 3, deep: 2 });
		expect(cloudSizeFor(s, 'A2')).toEqual(DEFAULT_CLOUD);
	});

	it('refuses a cloud of no size and a plane that is not lost', () => {
		const s = play([...TURN_1, ...TURN_2_FIRE]);
		expect(refusalOf(s, { ...OUT, wide: 0 } as TallyAction)).toBe('table.bad_cloud_size');
		const a2 = play(TURN_1.slice(0, 2));
		expect(refusalOf(a2, { kind: 'cloud-exit', plane: 'A2', wide: 2, deep: 2 })).toBe(
			'table.not_lost'
		);
		expect(refusalOf(a2, { kind: 'lost', plane: 'B1', manoeuvre: null })).toBe(
			'table.not_activated'
		);
	});

	it('undoes each step whole: lost, the roll out and the re-roll', () => {
		const log: TableLog<TallySetup, TallyAction> = {
			version: 1,
			setup: SETUP,
			seed: scripted(DICE),
			steps: [...TURN_1, ...TURN_2_FIRE, OUT, REROLL]
		};
		const replay = (l: typeof log) => {
			const r = replayLog(TALLY, l);
			if (!r.ok) throw new Error(r.reason);
			return r.value.state;
		};
		const rerollUndone = replay(withoutLastStep(log));
		expect(rerollUndone).toEqual(play([...TURN_1, ...TURN_2_FIRE, OUT]));
		const outUndone = replay(withoutLastStep(withoutLastStep(log)));
		expect(plane(outUndone, 'A1').status).toBe('lost');
		expect(outUndone.cloudExit).toBeNull();
		// Taken again after the undo, the roll is the same: the dice live in the state.
		expect(replay(withStep(withoutLastStep(withoutLastStep(log)), OUT)).cloudExit).toEqual(
			rerollUndone.cloudExit
		);
		const lostUndone = replay(withoutLastStep({ ...log, steps: TURN_1.slice(0, 2) }));
		expect(plane(lostUndone, 'A1').status).toBe('active');
		expect(lostUndone.grid.activation?.current).toBe('A1');
	});

	it('command points: lost on a Flight; out when its side next holds the initiative (G-TURN-2)', () => {
		const cp: TallySetup = {
			...SETUP,
			grid: { ...SETUP.grid, options: { activation: 'command-points' } }
		};
		const start = startTally(cp, scripted([3, 2]));
		if (!start.ok) throw new Error(start.reason);
		let s = start.value.state;
		const step = (a: TallyAction) => {
			const r = applyTally(s, a);
			if (!r.ok) throw new Error(`${a.kind}: ${r.reason}`);
			s = r.value.state;
		};
		// Round 1: side A wins the bid; A1's Flight ends in a large cloud (its marker is spent).
		step({ kind: 'bid', side: 'A', points: 1 });
		step({ kind: 'bid', side: 'B', points: 0 });
		step({ kind: 'lost', plane: 'A1', manoeuvre: null });
		expect(plane(s, 'A1').status).toBe('lost');
		expect(s.grid.command?.marked).not.toContain('A1');
		expect(lostWithInitiative(s.grid)).toEqual([]);
		for (const id of ['B1', 'A2', 'B2']) step({ kind: 'flight', plane: id });
		// Round 2: side A wins the bid and holds the card with A1 still lost (the bid, an engine
		// order, leaves it lost for the table too).
		step({ kind: 'bid', side: 'A', points: 1 });
		step({ kind: 'bid', side: 'B', points: 0 });
		expect(s.grid.command?.holder).toBe('A');
		expect(plane(s, 'A1').status).toBe('lost');
		expect(lostWithInitiative(s.grid).map((p) => p.id)).toEqual(['A1']);
		expect(refusalOf(s, { kind: 'flight', plane: 'A1' })).toBe('table.lost_roll_exit');
		expect(refusalOf(s, { kind: 'combat', plane: 'A1' })).toBe('table.lost_roll_exit');
		step({ kind: 'cloud-exit', plane: 'A1', wide: 3, deep: 3 });
		expect(s.cloudExit).toMatchObject({ side: 'south', square: 2, facing: 4 });
		expect(plane(s, 'A1').status).toBe('active');
		expect(plane(s, 'A1').ve).toBe(s.grid.rules.reemergeVe);
		step({ kind: 'flight', plane: 'A1' });
		expect(s.cloudExit).toBeNull();
		expect(s.grid.command?.marked).not.toContain('A1');
	});

	it('a lost plane whose card comes up after an ace’s Patience is still lost (G-MAN-3)', () => {
		const aces: TallySetup = {
			...SETUP,
			grid: {
				...SETUP.grid,
				planes: SETUP.grid.planes.map((p) =>
					p.id === 'A2' ? { ...p, aceSkills: ['patience'] } : p
				)
			}
		};
		const start = startTally(aces, scripted(DICE));
		if (!start.ok) throw new Error(start.reason);
		let s = start.value.state;
		for (const a of [
			{ kind: 'end-fire' },
			{ kind: 'moved', plane: 'A1', manoeuvre: null },
			{ kind: 'moved', plane: 'A2', manoeuvre: null },
			{ kind: 'lost', plane: 'B1', manoeuvre: null },
			{ kind: 'moved', plane: 'B2', manoeuvre: null },
			{ kind: 'end-fire' },
			{ kind: 'moved', plane: 'A1', manoeuvre: null },
			{ kind: 'patience', plane: 'A2' }
		] satisfies TallyAction[]) {
			const r = applyTally(s, a);
			if (!r.ok) throw new Error(`${a.kind}: ${r.reason}`);
			s = r.value.state;
		}
		expect(s.grid.activation?.current).toBe('B1');
		expect(plane(s, 'B1').status).toBe('lost');
	});

	it('a lost plane comes out only when its card is up or its side holds the initiative', () => {
		const s = play(TURN_1.slice(0, 2));
		expect(refusalOf(s, { kind: 'cloud-exit', plane: 'A1', wide: 2, deep: 2 })).toBe(
			'table.not_out_now'
		);
	});
});
