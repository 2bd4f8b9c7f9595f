import { describe, expect, it } from 'vitest';
import { directRunner, playBots } from '$lib/dogfight/bot-client';
import { concede, createDogfight } from '$lib/dogfight/game';
import { defaultForm, quickTwoVsTwo, toSetup } from '$lib/dogfight/setup-form';
import { rematchOf } from './rematch';

describe('a new game after the fight (issue 28)', () => {
	it('has the same set-up and players, new dice, and starts at turn 1', async () => {
		const { setup, seats } = toSetup(quickTwoVsTwo(defaultForm()));
		const g = createDogfight(setup, seats, 7);
		if (!g.ok) throw new Error(g.reason);
		const over = concede(await playBots(g.value, directRunner()), 'entente');
		expect(over.state.over).toBe(true);
		const next = rematchOf(over, 99);
		if (!next.ok) throw new Error(next.reason);
		expect(next.value.log.setup).toEqual(over.log.setup);
		expect(next.value.log.seats).toEqual(over.log.seats);
		expect(next.value.log.seed).toBe(99);
		expect(next.value.state.over).toBe(false);
		expect(next.value.log.conceded).toBeNull();
		expect(next.value.state.turn).toBe(1);
	});
});
