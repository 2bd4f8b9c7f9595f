import { describe, expect, it } from 'vitest';
import { legalManeuvers, legalShots, viewFor, type HexPlane } from '$lib/rules/hex';
import { directRunner, playBots } from './bot-client';
import {
	continueAfterResolution,
	createDogfight,
	lockHumanFire,
	lockHumanPlot,
	nextToFire,
	nextToPlot,
	settleTailing,
	tailingChoices,
	type DogfightGame
} from './game';
import {
	TUTORIAL_PLANE,
	TUTORIAL_SEED,
	TUTORIAL_TURNS,
	suggestManeuver,
	tutorialHint,
	tutorialSetup
} from './tutorial';

const start = () => {
	const { setup, seats } = tutorialSetup({ you: 'You', enemy: 'Jasta 1' });
	const g = createDogfight(setup, seats, TUTORIAL_SEED);
	if (!g.ok) throw new Error(JSON.stringify(g));
	return g.value;
};

describe('the guided first dogfight (issue 18)', () => {
	it('is a real game the engine accepts: you against the easy computer, close', () => {
		const game = start();
		expect(game.log.seats.map((s) => s.kind)).toEqual(['human', 'computer']);
		expect(game.log.seats[1].level).toBe('easy');
		expect(game.state.planes).toHaveLength(2);
	});

	it('suggests a legal, calm maneuver that brings the enemy in front of the guns', () => {
		const game = start();
		const view = viewFor(game.state, 's1');
		// The Albatros ahead plots first (the Camel tails it, H-TAIL-2); the Camel's sheet then.
		const plane = view.planes.find((p) => p.id === TUTORIAL_PLANE) as HexPlane;
		const options = legalManeuvers(view, plane.id);
		if (!options.ok) throw new Error(JSON.stringify(options));
		const code = suggestManeuver(view, plane, options.value);
		expect(code).not.toBeNull();
		expect(options.value.find((o) => o.code === code)?.ok).toBe(true);
		const hint = tutorialHint({
			view,
			phase: 'plotting',
			plotting: plane,
			options: options.value,
			chosen: null,
			firing: null,
			shots: [],
			moving: false,
			turn: 1,
			over: false,
			winner: null
		});
		expect(hint).toEqual({ step: 'plot', maneuver: code });
	});

	it('walks the turn: lock, movement, fire, next, and ends after its turns or the fight', () => {
		const base = {
			view: null,
			plotting: null,
			options: [],
			chosen: null,
			firing: null,
			shots: [],
			moving: false,
			turn: 1,
			over: false,
			winner: null
		} as const;
		expect(tutorialHint({ ...base, phase: 'firing', moving: true }).step).toBe('moving');
		expect(tutorialHint({ ...base, phase: 'firing' }).step).toBe('computer');
		expect(tutorialHint({ ...base, phase: 'resolved' }).step).toBe('next');
		expect(tutorialHint({ ...base, phase: 'resolved', turn: TUTORIAL_TURNS }).step).toBe('done');
		expect(tutorialHint({ ...base, phase: 'resolved', over: true, winner: 'entente' }).step).toBe(
			'won'
		);
		expect(tutorialHint({ ...base, phase: 'resolved', over: true, winner: 'central' }).step).toBe(
			'lost'
		);
	});
});

/** Plays the guided game as its hints say (the hinted maneuver, the first burst) to its end. */
async function followHints(game: DogfightGame) {
	const run = directRunner();
	const steps: string[] = [];
	let shots = 0;
	for (let guard = 0; guard < 40; guard++) {
		if (tailingChoices(game).length) game = settleTailing(game);
		game = await playBots(game, run);
		const view = viewFor(game.state, 's1');
		const plotting = game.ui.phase === 'plotting' ? nextToPlot(game.state) : null;
		const firing = game.ui.phase === 'firing' ? nextToFire(game.state) : null;
		const mine = (id?: string) =>
			(view.planes.find((p) => p.id === id && p.seat === 's1') as HexPlane | undefined) ?? null;
		const plane = mine(plotting?.id);
		const firePlane = mine(firing?.id);
		const options = plane ? legalManeuvers(view, plane.id) : null;
		const shotList = firePlane ? legalShots(view, firePlane.id) : null;
		const hint = tutorialHint({
			view,
			phase: game.ui.phase,
			plotting: plane,
			options: options?.ok ? options.value : [],
			chosen: null,
			firing: firePlane,
			shots: shotList?.ok ? shotList.value : [],
			moving: false,
			turn: game.ui.phase === 'plotting' ? game.state.turn : game.ui.lastTurn,
			over: game.state.over,
			winner: game.state.winner
		});
		steps.push(hint.step);
		if (hint.step === 'won' || hint.step === 'lost' || hint.step === 'done') break;
		if (hint.step === 'plot' && plane) {
			const r = lockHumanPlot(game, plane.id, { maneuver: hint.maneuver! });
			if (!r.ok) throw new Error(r.reason);
			game = r.value;
		} else if ((hint.step === 'fire-shots' || hint.step === 'fire-none') && firePlane) {
			const legal = shotList?.ok ? shotList.value.filter((x) => x.ok) : [];
			const fire = legal.length
				? [{ position: legal[0].position, target: legal[0].target, burst: legal[0].bursts[0] }]
				: [];
			shots += fire.length;
			const r = lockHumanFire(game, firePlane.id, fire);
			if (!r.ok) throw new Error(r.reason);
			game = r.value;
		} else if (hint.step === 'next') game = continueAfterResolution(game);
		else throw new Error(`stuck at ${hint.step}`);
	}
	return { steps, shots };
}

describe('the guided first dogfight, hint by hint', () => {
	it('ends within its turns, and the hints bring the guns to bear', async () => {
		const { steps, shots } = await followHints(start());
		expect(steps.at(-1)).toMatch(/won|lost|done/);
		// Fire after movement in the first turn already, and in each guided turn.
		expect(steps.slice(0, 2)).toEqual(['plot', 'fire-shots']);
		expect(steps.filter((s) => s === 'fire-shots').length).toBe(TUTORIAL_TURNS);
		expect(shots).toBe(TUTORIAL_TURNS);
	});
});
