import { describe, expect, it } from 'vitest';
import { legalManeuvers, viewFor, type HexPlane } from '$lib/rules/hex';
import { createDogfight } from './game';
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
