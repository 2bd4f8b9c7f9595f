import { describe, expect, it } from 'vitest';
import { createDogfight, type DogfightGame } from '$lib/dogfight/game';
import { defaultForm, quickTwoVsTwo, toSetup } from '$lib/dogfight/setup-form';
import { stateBox } from '../../../test/state-box.svelte';
import { Coaching } from './coaching.svelte';
import { SeatDecision } from './seat-decision.svelte';

function newGame(): DogfightGame {
	const { setup, seats } = toSetup(quickTwoVsTwo(defaultForm()));
	const g = createDogfight(setup, seats, 7);
	if (!g.ok) throw new Error(g.reason);
	return g.value;
}

describe('the guided first game on the Dogfight screen (issue 27)', () => {
	it('gives a hint only while on; at the human plot it suggests a legal maneuver', () => {
		const box = stateBox<DogfightGame | null>(newGame());
		const decision = new SeatDecision(box.get);
		const coaching = new Coaching(box.get, decision, () => false);
		expect(coaching.hint).toBeNull();
		coaching.on = true;
		expect(coaching.hint?.step).toBe('plot');
		const suggested = coaching.hint?.maneuver;
		if (suggested) expect(decision.options.find((o) => o.code === suggested)?.ok).toBe(true);
		expect(coaching.finished).toBe(false);
	});

	it('skipping turns it off and remembers it for this game', async () => {
		const box = stateBox<DogfightGame | null>(newGame());
		const coaching = new Coaching(box.get, new SeatDecision(box.get), () => false);
		coaching.on = true;
		const remembered: string[] = [];
		coaching.skip('g1', async (id) => void remembered.push(id));
		expect(coaching.on).toBe(false);
		expect(coaching.hint).toBeNull();
		expect(remembered).toEqual(['g1']);
	});
});
