import { describe, expect, it } from 'vitest';
import type { GridEvent } from '$lib/rules/grid';
import { centreOf } from '$lib/skirmish/board-layout';
import { MoveAnimation, type AnimationClock } from './move-animation.svelte';

type Moved = Extract<GridEvent, { type: 'moved' }>;

/** A clock whose frames run when the test says. */
function testClock(reduced = false) {
	let now = 0;
	let queued: ((t: number) => void) | null = null;
	const clock: AnimationClock = {
		now: () => now,
		frame: (cb) => {
			queued = cb;
			return 1;
		},
		cancel: () => {
			queued = null;
		},
		reducedMotion: () => reduced
	};
	const step = (ms: number) => {
		now += ms;
		const cb = queued;
		queued = null;
		cb?.(now);
	};
	return { clock, step, pending: () => queued !== null };
}

const move: Moved = {
	type: 'moved',
	plane: 'A1',
	path: 'FF',
	manoeuvre: null,
	from: { x: 2, y: 5, facing: 0 },
	to: { x: 2, y: 3, facing: 0 },
	squares: [
		{ x: 2, y: 4 },
		{ x: 2, y: 3 }
	]
} as Moved;

describe('a move animates square by square along its path (issue 27)', () => {
	it('starts on the square flown from, passes the squares flown, and ends by leaving the plane to the board', () => {
		const t = testClock();
		const a = new MoveAnimation(t.clock);
		a.play([move]);
		expect(a.moving.A1).toMatchObject(centreOf({ x: 2, y: 5 }));
		t.step(100);
		const mid = a.moving.A1;
		expect(mid.y).toBeLessThan(centreOf({ x: 2, y: 5 }).y);
		expect(mid.y).toBeGreaterThan(centreOf({ x: 2, y: 3 }).y);
		t.step(5000);
		expect(a.moving).toEqual({});
		expect(t.pending()).toBe(false);
	});

	it('stopping (a new order, the screen left) or reduced motion leaves the planes at their squares', () => {
		const t = testClock();
		const a = new MoveAnimation(t.clock);
		const stop = a.play([move]);
		stop();
		expect(a.moving).toEqual({});
		expect(t.pending()).toBe(false);
		const r = testClock(true);
		const b = new MoveAnimation(r.clock);
		b.play([move]);
		expect(b.moving).toEqual({});
	});
});
