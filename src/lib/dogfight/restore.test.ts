/**
 * Issue 26: a Dogfight is rebuilt from its log when it is opened; the stored state only gives the
 * choices of the turn under way, each checked by the engine again. A game saved in any phase
 * comes back exactly as it was saved; a state that does not fit its log is refused.
 */
import { describe, expect, it } from 'vitest';
import { stateHash } from '$lib/rules/common/hash';
import { seededDice } from '$lib/rules/common/dice';
import { chooseHexFire, chooseHexPlot } from '$lib/bots/hex';
import { viewFor } from '$lib/rules/hex';
import {
	concede,
	continueAfterResolution,
	createDogfight,
	lockHumanFire,
	lockHumanPlot,
	nextToFire,
	nextToPlot,
	settle,
	type DogfightGame
} from './game';
import { dogfightFromRecord } from './restore';
import { defaultForm, quickTwoVsTwo, toSetup } from './setup-form';
import { toRecord } from '$lib/session/dogfight-games';

const T = '2026-11-26T10:00:00.000Z';
const record = (game: DogfightGame) => JSON.parse(JSON.stringify(toRecord(game, 'd1', T, T)));

/** Hot seat, four humans: every step is taken by hand here. */
function fresh(): DogfightGame {
	const form = { ...quickTwoVsTwo(defaultForm()), start: 'close' as const };
	form.seats = form.seats.map((s) => ({ ...s, kind: 'human' as const }));
	const { setup, seats } = toSetup(form);
	const made = createDogfight(setup, seats, 3);
	if (!made.ok) throw new Error(made.reason);
	return settle(made.value);
}

function plotOne(game: DogfightGame): DogfightGame {
	const plane = nextToPlot(game.state)!;
	const view = viewFor(game.state, plane.seat);
	const r = lockHumanPlot(game, plane.id, chooseHexPlot(view, plane.id, 'normal', seededDice(4)));
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

function fireOne(game: DogfightGame): DogfightGame {
	const plane = nextToFire(game.state)!;
	const view = viewFor(game.state, plane.seat);
	const r = lockHumanFire(game, plane.id, chooseHexFire(view, plane.id, 'normal', seededDice(5)));
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

function expectSame(game: DogfightGame) {
	const back = dogfightFromRecord(record(game));
	if (!back.ok) throw new Error(back.reason);
	expect(stateHash(back.value.state)).toBe(stateHash(game.state));
	expect(back.value.ui).toEqual(JSON.parse(JSON.stringify(game.ui)));
	expect(back.value.log).toEqual(JSON.parse(JSON.stringify(game.log)));
}

describe('a dogfight opens as it was saved', () => {
	it('in every phase of a turn, over several turns, conceded and refused when damaged', () => {
		let game = fresh();
		expectSame(game);
		let fired = 0;
		for (let turn = 0; turn < 8 && !(turn >= 2 && fired > 0) && !game.state.over; turn++) {
			game = plotOne(game);
			expect(Object.keys(game.state.locked)).toHaveLength(1);
			expectSame(game);
			while (game.ui.phase === 'plotting') game = plotOne(game);
			if (game.ui.phase === 'firing') {
				fired++;
				expectSame(game);
				game = fireOne(game);
				if (game.ui.phase === 'firing') expectSame(game);
			}
			while (game.ui.phase === 'firing') game = fireOne(game);
			expect(game.ui.phase).toBe('resolved');
			expectSame(game);
			game = continueAfterResolution(game);
			expectSame(game);
		}
		expect(fired).toBeGreaterThan(0);
		expectSame(concede(plotOne(game), 'central'));

		// A stored turn that does not fit: planes moved but the screen still plotting.
		const moving = plotOne(game);
		const wrong = record(moving);
		wrong.ui.phase = 'firing';
		expect(dogfightFromRecord(wrong)).toMatchObject({
			ok: false,
			code: 'dogfight.saved.state_mismatch'
		});
		// A locked plot the engine refuses.
		const bad = record(moving);
		const id = Object.keys(bad.state.locked)[0];
		bad.state.locked[id] = { maneuver: 'no-such-maneuver' };
		expect(dogfightFromRecord(bad).ok).toBe(false);
	});
});
