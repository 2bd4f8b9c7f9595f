import { describe, expect, it } from 'vitest';
import { decider, type Session } from '$lib/skirmish/controller';
import { TurnSeats } from './turn-seats.svelte';
import { freshSession } from '$lib/skirmish/test-session';

describe('whose turn, which seat looks at the board (issue 27)', () => {
	it('hot seat: the board waits for the side to act to say it is ready, then shows its view', () => {
		const session = freshSession();
		const turn = new TurnSeats(() => session);
		const side = decider(session.state)!;
		expect(turn.hotSeat).toBe(true);
		expect(turn.needHandover).toBe(true);
		expect(turn.myTurn).toBe(false);
		expect(turn.choices).toBeNull();
		turn.ready = side;
		expect(turn.needHandover).toBe(false);
		expect(turn.seat).toBe(side);
		expect(turn.view.seat).toBe(side);
		expect(turn.myTurn).toBe(true);
		expect(turn.choices?.phase).toBe('activation');
	});

	it('against the computer: the human’s seat looks on while the computer acts, with no choices', () => {
		const first = decider(freshSession().state)!;
		const human = first === 'A' ? 'B' : 'A';
		const seats = {
			[first]: { kind: 'computer', level: 'hard' },
			[human]: { kind: 'human' }
		} as Session['log']['seats'];
		const session = freshSession(seats);
		const turn = new TurnSeats(() => session);
		expect(turn.hotSeat).toBe(false);
		expect(turn.needHandover).toBe(false);
		expect(turn.seat).toBe(human);
		expect(turn.myTurn).toBe(false);
		expect(turn.choices).toBeNull();
		expect(turn.label(first)).toMatch(/hard/i);
	});
});
