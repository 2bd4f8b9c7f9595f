import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../../rules/common/dice';
import { playRandomTurn, randomSetup } from '../../rules/hex/random-play';
import { firePending, lockFire } from '../../rules/hex/fire-step';
import { validatePlot } from '../../rules/hex/planning';
import { setupHexGame } from '../../rules/hex/setup';
import { resolveCombat, resolveMovement } from '../../rules/hex/turn';
import type { HexGameState } from '../../rules/hex/types';
import { viewFor } from '../../rules/hex/view';
import { chooseHexFire, chooseHexPlot, HEX_BOT_LEVELS, type HexBotLevel } from './index';
import { regretMatching } from './matrix';
import { ownFollowUpsWithin } from './search';
import { answerHexChoose, answerHexChooseFire } from './protocol';

const LEVELS: HexBotLevel[] = ['random', 'easy', 'normal', 'hard'];

/** A game a few random turns in (positions vary), sides close together mid-map. */
function midGame(seed: number, planes: number, turns: number): HexGameState {
	const choose = seededDice(seed ^ 0x2545f491);
	const setup = randomSetup(planes, 'edition2013', choose, true, 'close');
	const start = setupHexGame(setup, seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	for (let t = 0; t < turns && !state.over; t++) {
		const r = playRandomTurn(state, choose);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
	return state;
}

/** A fake clock that advances `step` ms per reading (a very slow or very busy device). */
function tickClock(step: number) {
	let t = 0;
	return { now: () => (t += step) };
}

describe('hex bots', () => {
	it('offers the four levels', () => {
		expect(HEX_BOT_LEVELS.map((l) => l.id)).toEqual(LEVELS);
	});

	it('return legal plots for every level, and after movement legal fire at enemies (property)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 31 - 1 }),
				fc.integer({ min: 2, max: 4 }),
				fc.integer({ min: 0, max: 4 }),
				(seed, planes, turns) => {
					const state = midGame(seed, planes, turns);
					if (state.over) return;
					const plots: Record<string, ReturnType<typeof chooseHexPlot>> = {};
					for (const p of state.planes) {
						if (p.status !== 'flying') continue;
						const view = viewFor(state, p.seat);
						for (const level of LEVELS) {
							const plot = chooseHexPlot(view, p.id, level, seededDice(seed));
							const ok = validatePlot({ rules: state.ruleset, turn: state.turn }, p, plot);
							expect(ok.ok, `${level} ${JSON.stringify(plot)}`).toBe(true);
							expect(plot.fire).toBeUndefined(); // fire is chosen after movement
							plots[p.id] = plot;
						}
					}
					const moved = resolveMovement(state, plots);
					if (!moved.ok) throw new Error(moved.reason);
					for (const id of firePending(moved.value.state)) {
						const p = moved.value.state.planes.find((x) => x.id === id)!;
						const view = viewFor(moved.value.state, p.seat);
						for (const level of LEVELS) {
							const fire = chooseHexFire(view, id, level, seededDice(seed));
							for (const f of fire) {
								const target = state.planes.find((x) => x.id === f.target)!;
								expect(target.side).not.toBe(p.side);
							}
							const locked = lockFire(moved.value.state, id, fire);
							expect(locked.ok, `${level} ${JSON.stringify(fire)}`).toBe(true);
						}
					}
				}
			),
			{ numRuns: 12 }
		);
	});

	it('plays whole games — plot, movement, fire, combat — without a refusal', () => {
		for (const level of ['easy', 'normal', 'hard'] as const) {
			let state = midGame(7, 4, 0);
			const dice = seededDice(99);
			let shots = 0;
			for (let t = 0; t < 6 && !state.over; t++) {
				const plots: Record<string, ReturnType<typeof chooseHexPlot>> = {};
				for (const p of state.planes)
					if (p.status === 'flying' && !p.spinning)
						plots[p.id] = chooseHexPlot(viewFor(state, p.seat), p.id, level, dice);
				const moved = resolveMovement(state, plots);
				expect(moved.ok, level).toBe(true);
				if (!moved.ok) return;
				let s = moved.value.state;
				for (const id of firePending(s)) {
					const seat = s.planes.find((x) => x.id === id)!.seat;
					const r = lockFire(s, id, chooseHexFire(viewFor(s, seat), id, level, dice));
					expect(r.ok, level).toBe(true);
					if (r.ok) s = r.value;
				}
				const fought = resolveCombat(s);
				expect(fought.ok, level).toBe(true);
				if (!fought.ok) return;
				shots += fought.value.events.filter((e) => e.type === 'shot').length;
				state = fought.value.state;
			}
			expect(shots, level).toBeGreaterThanOrEqual(0);
		}
	});

	it('decides the same for the same bot seed', () => {
		const state = midGame(42, 4, 2);
		const p = state.planes.find((x) => x.status === 'flying' && !x.spinning)!;
		for (const level of LEVELS) {
			const a = chooseHexPlot(viewFor(state, p.seat), p.id, level, seededDice(5));
			const b = chooseHexPlot(viewFor(state, p.seat), p.id, level, seededDice(5));
			expect(a).toEqual(b);
		}
	});

	it('decides the same whatever the hidden enemy damage, fuel and dice', () => {
		const state = midGame(11, 2, 0);
		expect(state.over).toBe(false);
		const me = state.planes[0];
		const hidden: HexGameState = JSON.parse(JSON.stringify(state));
		const enemy = hidden.planes.find((x) => x.side !== me.side)!;
		enemy.fuel = enemy.fuel === null ? null : 1;
		enemy.damage = { wings: 3, fuselage: 2, tail: 1, engine: 1 };
		hidden.dice = seededDice(12345).snapshot();
		// The view really is the same (the changed facts are hidden) …
		expect(viewFor(hidden, me.seat)).toEqual(viewFor(state, me.seat));
		// … and so is every level's choice.
		for (const level of LEVELS) {
			const a = chooseHexPlot(viewFor(state, me.seat), me.id, level, seededDice(3));
			const b = chooseHexPlot(viewFor(hidden, me.seat), me.id, level, seededDice(3));
			expect(a, level).toEqual(b);
		}
	});

	it('refuses to plot a plane of another seat', () => {
		const state = midGame(3, 2, 0);
		const [a, b] = state.planes;
		expect(() => chooseHexPlot(viewFor(state, a.seat), b.id, 'easy', seededDice(1))).toThrow(
			/not this seat/
		);
	});
});

describe('regret matching', () => {
	it('finds the mixed equilibrium of matching pennies', () => {
		const mix = regretMatching(
			[
				[1, -1],
				[-1, 1]
			],
			2000
		);
		expect(mix.rows[0]).toBeCloseTo(0.5, 1);
		expect(mix.cols[0]).toBeCloseTo(0.5, 1);
	});

	it('plays a dominant row', () => {
		const mix = regretMatching(
			[
				[3, 2],
				[1, 0]
			],
			500
		);
		expect(mix.rows[0]).toBeGreaterThan(0.95);
		expect(mix.cols[1]).toBeGreaterThan(0.95);
	});
});

describe('hex bot work budget (issue 19)', () => {
	it('keeps every own follow-up when the second turn fits its work, else an even cap per end', () => {
		// 3 ends with 4, 6 and 5 follow-ups against 10 enemy follow-ups: 150 pair scores.
		expect(ownFollowUpsWithin([4, 6, 5], 10, 150)).toBe(Infinity);
		expect(ownFollowUpsWithin([4, 6, 5], 10, 149)).toBe(4);
		// Never below one follow-up per end: the second turn is never skipped.
		expect(ownFollowUpsWithin([4, 6, 5], 10, 1)).toBe(1);
	});
});

describe('hex bot worker protocol', () => {
	it('answers choose with a plot, the advanced dice and the time', () => {
		const state = midGame(9, 2, 1); // a position where the normal bot samples its mix (uses its dice)
		const p = state.planes[0];
		const dice = seededDice(77);
		const reply = answerHexChoose(
			{
				type: 'choose',
				requestId: 'r1',
				view: viewFor(state, p.seat),
				planeId: p.id,
				level: 'normal',
				botDice: dice.snapshot()
			},
			tickClock(0).now
		);
		expect(reply.type).toBe('chosen');
		if (reply.type !== 'chosen') return;
		expect(reply.requestId).toBe('r1');
		expect(validatePlot({ rules: state.ruleset, turn: state.turn }, p, reply.plot).ok).toBe(true);
		expect(reply.botDice).not.toEqual(dice.snapshot());
		expect(reply.ms).toBeGreaterThanOrEqual(0);
		// Same request → same plot (replayable from the stored stream).
		const again = answerHexChoose(
			{
				type: 'choose',
				requestId: 'r2',
				view: viewFor(state, p.seat),
				planeId: p.id,
				level: 'normal',
				botDice: dice.snapshot()
			},
			tickClock(0).now
		);
		expect(again.type === 'chosen' && again.plot).toEqual(reply.plot);
	});

	it('answers the same plot whatever the clock: budgeted by work, not by time (issue 19)', () => {
		// A quick clock, and a fake slow one where each reading is a minute later: a clock-budgeted
		// search would stop at once on the slow one. Positions: duels and a 12-plane melee.
		const positions = [midGame(9, 2, 1), midGame(21, 2, 3), midGame(33, 12, 2)];
		let asked = 0;
		for (const state of positions)
			for (const p of state.planes.filter((x) => x.status === 'flying' && !x.spinning).slice(0, 3))
				for (const level of LEVELS) {
					const request = {
						type: 'choose' as const,
						requestId: `${level} ${p.id}`,
						view: viewFor(state, p.seat),
						planeId: p.id,
						level,
						botDice: seededDice(p.id.length * 101 + asked).snapshot()
					};
					const quick = answerHexChoose(request, tickClock(0).now);
					const slow = answerHexChoose(request, tickClock(60_000).now);
					if (quick.type !== 'chosen' || slow.type !== 'chosen') throw new Error('no plot');
					expect(slow.ms, 'the slow clock was read').toBeGreaterThanOrEqual(60_000);
					expect(slow.plot, `${level} ${p.id}`).toEqual(quick.plot);
					expect(slow.botDice).toEqual(quick.botDice);
					asked++;
				}
		expect(asked).toBeGreaterThanOrEqual(20);
	});

	it('answers chooseFire after movement with legal fire and the advanced dice', () => {
		// A duel face to face: after 3S2 each has the other two hexes ahead on its fire line.
		const start = setupHexGame(
			{
				homeEdges: { entente: 'west', central: 'east' },
				placement: 'free',
				planes: [
					{ id: 'p0', seat: 'A', aircraft: 'spad-13', hex: '1010', facing: 0 },
					{ id: 'p1', seat: 'B', aircraft: 'albatros-d3', hex: '1610', facing: 3 }
				]
			},
			4
		);
		if (!start.ok) throw new Error(start.reason);
		const moved = resolveMovement(start.value, {
			p0: { maneuver: '3S2' },
			p1: { maneuver: '3S2' }
		});
		if (!moved.ok) throw new Error(moved.reason);
		expect(firePending(moved.value.state)).toEqual(['p0', 'p1']);
		const dice = seededDice(5);
		const reply = answerHexChooseFire(
			{
				type: 'chooseFire',
				requestId: 'f1',
				view: viewFor(moved.value.state, 'A'),
				planeId: 'p0',
				level: 'normal',
				botDice: dice.snapshot()
			},
			tickClock(0).now
		);
		expect(reply).toMatchObject({
			type: 'chosenFire',
			requestId: 'f1',
			fire: [{ position: 'pilot', target: 'p1', burst: 'medium' }]
		});
		if (reply.type !== 'chosenFire') return;
		expect(lockFire(moved.value.state, 'p0', reply.fire).ok).toBe(true);
		// Before movement there is nothing to choose from: an empty answer, never a bug.
		const early = answerHexChooseFire(
			{
				type: 'chooseFire',
				requestId: 'f2',
				view: viewFor(start.value, 'A'),
				planeId: 'p0',
				level: 'hard',
				botDice: dice.snapshot()
			},
			() => 0
		);
		expect(early).toMatchObject({ type: 'chosenFire', fire: [] });
	});

	it('answers an error for a plane that is not the seat’s', () => {
		const state = midGame(8, 2, 0);
		const [a, b] = state.planes;
		const reply = answerHexChoose(
			{
				type: 'choose',
				requestId: 9,
				view: viewFor(state, a.seat),
				planeId: b.id,
				level: 'hard',
				botDice: seededDice(1).snapshot()
			},
			() => 0
		);
		expect(reply).toMatchObject({ type: 'error', requestId: 9 });
	});
});
