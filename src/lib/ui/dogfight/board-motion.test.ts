import { afterEach, describe, expect, it, vi } from 'vitest';
import { directRunner, playBots } from '$lib/dogfight/bot-client';
import { createDogfight, lockHumanPlot, nextToPlot, type DogfightGame } from '$lib/dogfight/game';
import { defaultForm, quickTwoVsTwo, toSetup } from '$lib/dogfight/setup-form';
import { legalManeuvers, viewFor } from '$lib/rules/hex';
import { stateBox } from '../../../test/state-box.svelte';
import { BoardMotion, STEP_MS } from './board-motion.svelte';

function newGame(): DogfightGame {
	const { setup, seats } = toSetup(quickTwoVsTwo(defaultForm()));
	const g = createDogfight(setup, seats, 7);
	if (!g.ok) throw new Error(g.reason);
	return g.value;
}
/** The human's plot (the first legal maneuver that moves), then the computers': the planes move. */
async function afterMovement(start: DogfightGame): Promise<DogfightGame> {
	const plane = nextToPlot(start.state)!;
	const legal = legalManeuvers(viewFor(start.state, plane.seat), plane.id);
	if (!legal.ok) throw new Error(legal.reason);
	const maneuver = legal.value.find((o) => o.ok)!.code;
	const locked = lockHumanPlot(start, plane.id, { maneuver, altitude: 'level' });
	if (!locked.ok) throw new Error(locked.reason);
	return playBots(locked.value, directRunner());
}

afterEach(() => vi.useRealTimers());

describe('the movement on the Dogfight board (issue 27)', () => {
	it('while plotting nothing walks; a locked plot shows on its counter', async () => {
		const start = newGame();
		const box = stateBox<DogfightGame | null>(start);
		const motion = new BoardMotion(box.get, () => false);
		expect(motion.paths).toEqual({});
		expect(motion.planes.every((p) => !p.locked)).toBe(true);
		const plane = nextToPlot(start.state)!;
		const legal = legalManeuvers(viewFor(start.state, plane.seat), plane.id);
		if (!legal.ok) throw new Error(legal.reason);
		const r = lockHumanPlot(start, plane.id, {
			maneuver: legal.value.find((o) => o.ok)!.code,
			altitude: 'level'
		});
		if (!r.ok) throw new Error(r.reason);
		box.set(r.value);
		expect(motion.planes.find((p) => p.id === plane.id)?.locked).toBe(true);
		expect(motion.seenBy(plane.seat)).toEqual([]);
	});

	it('after the last plot each plane walks its path a hex every STEP_MS, all at once (H-MOVE-1), then stands at its end', async () => {
		vi.useFakeTimers();
		const before = newGame();
		const moved = await afterMovement(before);
		const box = stateBox<DogfightGame | null>(before);
		const motion = new BoardMotion(box.get, () => false);
		motion.hold(); // before the new phase renders
		box.set(moved);
		expect(motion.step).toBe(0);
		expect(motion.longest).toBeGreaterThan(0);
		expect(motion.moveMs).toBe(motion.longest * STEP_MS);
		// At step 0 every plane stands where it started.
		for (const p of before.state.planes) {
			const drawn = motion.planes.find((d) => d.id === p.id)!;
			expect([drawn.col, drawn.row]).toEqual([p.col, p.row]);
		}
		motion.animate();
		await vi.advanceTimersByTimeAsync(STEP_MS);
		expect(motion.step).toBe(1);
		await vi.advanceTimersByTimeAsync(STEP_MS * motion.longest);
		expect(motion.step).toBeNull();
		expect(motion.moving).toBe(false);
		for (const p of moved.state.planes.filter((q) => q.status === 'flying')) {
			const drawn = motion.planes.find((d) => d.id === p.id)!;
			expect([drawn.col, drawn.row]).toEqual([p.col, p.row]);
		}
		expect(motion.seenBy(null).some((e) => e.type === 'moved')).toBe(true);
	});

	it('with reduced motion the planes jump to their ends', async () => {
		const moved = await afterMovement(newGame());
		const motion = new BoardMotion(
			() => moved,
			() => true
		);
		motion.hold();
		expect(motion.step).toBeNull();
		motion.animate();
		expect(motion.step).toBeNull();
	});

	it('stop() ends the walk at once (the next turn starts)', async () => {
		vi.useFakeTimers();
		const moved = await afterMovement(newGame());
		const motion = new BoardMotion(
			() => moved,
			() => false
		);
		motion.animate();
		expect(motion.moving).toBe(true);
		motion.stop();
		await vi.advanceTimersByTimeAsync(STEP_MS * 3);
		expect(motion.step).toBeNull();
	});
});
