/**
 * The last order's moves, animated square by square along the paths flown (issue 27: the frame
 * loop out of the board component). A clock is handed in, so a Node test steps the frames; with
 * reduced motion the planes just stand at their new squares.
 */
import type { GridEvent } from '$lib/rules/grid';
import { centreOf, moveDuration, pointAlong } from '$lib/skirmish/board-layout';

type Moved = Extract<GridEvent, { type: 'moved' }>;
export type Pose = { x: number; y: number; heading: number };

export interface AnimationClock {
	now(): number;
	frame(callback: (now: number) => void): number;
	cancel(id: number): void;
	reducedMotion(): boolean;
}

const browserClock: AnimationClock = {
	now: () => performance.now(),
	frame: (cb) => requestAnimationFrame(cb),
	cancel: (id) => cancelAnimationFrame(id),
	reducedMotion: () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
};

/** Ease in and out, like a counter pushed across the table. */
export const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class MoveAnimation {
	/** Where each moving plane is drawn now (planes not moving are absent). */
	moving = $state.raw<Record<string, Pose>>({});

	constructor(private readonly clock: AnimationClock = browserClock) {}

	/** Starts animating `moves`; the returned function stops it (a new order, the screen left). */
	play(moves: readonly Moved[]): () => void {
		if (moves.length === 0 || this.clock.reducedMotion()) return () => {};
		const tracks = moves.map((e) => ({
			id: e.plane,
			points: [centreOf(e.from), ...e.squares.map(centreOf)],
			heading: e.to.facing * 45
		}));
		const duration = Math.max(...tracks.map((t) => moveDuration(t.points.length - 1)));
		const start = this.clock.now();
		const frame = (t: number) =>
			Object.fromEntries(tracks.map((tr) => [tr.id, pointAlong(tr.points, t, tr.heading)]));
		this.moving = frame(0);
		let id = 0;
		const tick = (now: number) => {
			const t = (now - start) / duration;
			if (t >= 1) {
				this.moving = {};
				return;
			}
			this.moving = frame(ease(t));
			id = this.clock.frame(tick);
		};
		id = this.clock.frame(tick);
		return () => {
			this.clock.cancel(id);
			this.moving = {};
		};
	}
}
