import { describe, expect, it } from 'vitest';
import { directRunner, playBots } from '$lib/dogfight/bot-client';
import { createDogfight, nextToPlot, type DogfightGame } from '$lib/dogfight/game';
import { defaultForm, quickTwoVsTwo, toSetup } from '$lib/dogfight/setup-form';
import { stateBox } from '../../../test/state-box.svelte';
import { SeatDecision } from './seat-decision.svelte';

async function quickGame(): Promise<DogfightGame> {
	const { setup, seats } = toSetup(quickTwoVsTwo(defaultForm()));
	const g = createDogfight(setup, seats, 7);
	if (!g.ok) throw new Error(g.reason);
	return playBots(g.value, directRunner());
}

describe('taps on the Blue Max sheet become plots and fire (issue 27)', () => {
	it('the human plots: a maneuver tapped drafts it with a ghost, the lock plays it', async () => {
		const box = stateBox<DogfightGame | null>(await quickGame());
		const decision = new SeatDecision(box.get);
		const plane = decision.plane!;
		expect(plane).not.toBeNull();
		expect(plane.id).toBe(nextToPlot(box.get()!.state)!.id);
		expect(decision.viewer).toBe(plane.seat);
		expect(decision.concedeSide).toBe(plane.side); // the only human's side
		// Only what this seat may know: the enemy's locked plots are not in the view (H-PLAN-9).
		expect(
			decision
				.view!.planes.filter((p) => p.seat !== plane.seat)
				.every((p) => p.visibility !== 'full')
		).toBe(true);
		expect(decision.lockPlot()).toBeNull(); // nothing chosen yet
		const legal = decision.options.find((o) => o.ok)!;
		box.set(decision.choose(legal.code)!);
		expect(decision.draft).toMatchObject({ planeId: plane.id, maneuver: legal.code });
		expect(decision.ghost).not.toBeNull();
		const locked = decision.lockPlot();
		expect(locked?.ok).toBe(true);
		if (locked?.ok) expect(locked.value.state.locked[plane.id]?.maneuver).toBe(legal.code);
	});

	it('a refused maneuver is refused by the engine with its reason, and changes nothing', async () => {
		const box = stateBox<DogfightGame | null>(await quickGame());
		const decision = new SeatDecision(box.get);
		const refused = decision.options.find((o) => !o.ok);
		expect(refused).toBeDefined();
		box.set(decision.choose(refused!.code)!);
		const r = decision.lockPlot();
		expect(r?.ok).toBe(false);
		if (r && !r.ok) expect(r.code).toMatch(/^hex\./);
	});

	it('an altitude tapped is kept in the draft, and kept again on another maneuver that allows it', async () => {
		const box = stateBox<DogfightGame | null>(await quickGame());
		const decision = new SeatDecision(box.get);
		const start = box.get();
		// The first legal maneuver that allows more than one altitude (with the altitude rule on).
		const code = decision.options
			.filter((o) => o.ok)
			.map((o) => o.code)
			.find((c) => {
				box.set(start);
				box.set(decision.choose(c)!);
				return decision.altOptions.filter((a) => a.ok).length > 1;
			});
		expect(code).toBeDefined();
		const other = decision.altOptions.find((a) => a.ok && a.order !== decision.draft!.altitude)!;
		box.set(decision.chooseAltitude(other.order)!);
		expect(decision.draft).toMatchObject({ maneuver: code, altitude: other.order });
	});
});
