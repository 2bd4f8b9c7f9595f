import { describe, expect, it } from 'vitest';
import { freshSession } from './test-session';
import { startSession } from './controller';
import { againInput } from './new-game';
import { TUTORIAL_SEED } from './tutorial';

describe('"Play again" after a game (issue 28)', () => {
	it('the same table, planes, seats and title with a new seed', () => {
		const log = freshSession().log;
		const input = againInput(log, 'new', '2026-11-26T11:00:00.000Z', 77);
		expect(input).toMatchObject({
			id: 'new',
			seed: 77,
			setup: log.setup,
			seats: log.seats,
			title: log.title
		});
		const s = startSession(input);
		if (!s.ok) throw new Error(s.reason);
		expect(s.value.state.planes.map((p) => [p.id, p.x, p.y])).toEqual(
			log.setup.planes.map((p) => [p.id, p.x, p.y])
		);
		expect(s.value.log.seed).toBe(77);
		expect(s.value.log.orders).toEqual([]);
	});

	it('the guided game keeps its seed, so its hints meet the same dice', () => {
		const log = { ...freshSession().log, tutorial: 'first-game' as const };
		expect(againInput(log, 'g', 'now', 77)).toMatchObject({
			seed: TUTORIAL_SEED,
			tutorial: 'first-game'
		});
	});
});
