import { describe, expect, it, vi } from 'vitest';
import { answerHexRequest } from '$lib/bots/hex/protocol';
import { directRunner, playBots } from '$lib/dogfight/bot-client';
import {
	createDogfight,
	lockHumanPlot,
	nextToPlot,
	pendingBot,
	type DogfightGame
} from '$lib/dogfight/game';
import { defaultForm, quickTwoVsTwo, toSetup } from '$lib/dogfight/setup-form';
import { FakeWorker } from '$lib/session/fake-worker';
import { startWorkerClient } from '$lib/session/worker-client';
import { legalManeuvers, viewFor } from '$lib/rules/hex';
import type { BotWorker } from './bot-worker';
import { BotTurns } from './bot-turns.svelte';

/** A 2 vs 2 quick game after the human's first plot: the three computer seats are to plot. */
function newGame(): DogfightGame {
	const { setup, seats } = toSetup(quickTwoVsTwo(defaultForm()));
	const g = createDogfight(setup, seats, 7);
	if (!g.ok) throw new Error(g.reason);
	const plane = nextToPlot(g.value.state)!;
	const legal = legalManeuvers(viewFor(g.value.state, plane.seat), plane.id);
	if (!legal.ok) throw new Error(legal.reason);
	const maneuver = legal.value.find((o) => o.ok)!.code;
	const locked = lockHumanPlot(g.value, plane.id, { maneuver, altitude: 'level' });
	if (!locked.ok) throw new Error(locked.reason);
	return locked.value;
}

/** A bot worker on this thread: a `FakeWorker` that answers as the real one does. */
function fakeBotWorker(workers: FakeWorker[] = []): () => BotWorker {
	return () =>
		startWorkerClient(() => {
			const w = new FakeWorker((req) => answerHexRequest(req as never, () => 0));
			workers.push(w);
			return w;
		}) as BotWorker;
}

describe('the computer seats on the Dogfight screen (issue 27)', () => {
	it('plot one after another through the worker, each choice saved, until the human must act', async () => {
		const start = newGame();
		expect(pendingBot(start)).not.toBeNull();
		const workers: FakeWorker[] = [];
		const bots = new BotTurns(fakeBotWorker(workers));
		const saved: DogfightGame[] = [];
		const thinkingSeen: (string | null)[] = [];
		await bots.run(start, {
			save: (g) => {
				saved.push(g);
				thinkingSeen.push(bots.thinking);
			}
		});
		const expected = await playBots(start, directRunner());
		expect(saved.length).toBeGreaterThan(0);
		expect(saved.at(-1)!.state.locked).toEqual(expected.state.locked);
		expect(pendingBot(saved.at(-1)!)).toBeNull();
		expect(thinkingSeen.every((p) => p !== null)).toBe(true);
		expect(bots.thinking).toBeNull();
		expect(bots.fellBack).toBeNull();
		expect(workers[0].received.length).toBe(saved.length);
	});

	it('say when the planes start moving and when they have moved (the last plot was a computer’s)', async () => {
		const start = newGame();
		const bots = new BotTurns(fakeBotWorker());
		const calls: string[] = [];
		await bots.run(start, {
			save: (g) => void calls.push(`save ${g.ui.phase}`),
			moving: () => void calls.push('moving'),
			moved: () => void calls.push('moved')
		});
		// Three plots; the third moves the planes: 'moving' comes before that save, 'moved' last.
		expect(calls.slice(0, 3)).toEqual(['save plotting', 'save plotting', 'moving']);
		expect(calls[3]).not.toBe('save plotting');
		expect(calls.at(-1)).toBe('moved');
	});

	it('a worker that dies falls back to the random level and says which plane, and the game goes on', async () => {
		const start = newGame();
		const workers: FakeWorker[] = [];
		const bots = new BotTurns(
			() =>
				startWorkerClient(() => {
					const w: FakeWorker = new FakeWorker(() => {
						queueMicrotask(() => w.kill('out of memory'));
						return undefined;
					});
					workers.push(w);
					return w;
				}) as BotWorker
		);
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		const saved: DogfightGame[] = [];
		await bots.run(start, { save: (g) => void saved.push(g) });
		error.mockRestore();
		expect(bots.fellBack).not.toBeNull();
		expect(saved.length).toBeGreaterThan(0);
		expect(pendingBot(saved.at(-1)!)).toBeNull();
		expect(workers[0].terminated).toBe(true);
	});

	it('stop() drops the choice being thought out: nothing more is saved', async () => {
		const start = newGame();
		const bots = new BotTurns(fakeBotWorker());
		const saved: DogfightGame[] = [];
		await bots.run(start, {
			save: (g) => {
				saved.push(g);
				bots.stop(); // conceded after the first computer choice
			}
		});
		expect(saved).toHaveLength(1);
		expect(bots.thinking).toBeNull();
	});

	it('runs once at a time, and not at all when no computer is to act', async () => {
		const start = newGame();
		const workers: FakeWorker[] = [];
		const bots = new BotTurns(fakeBotWorker(workers));
		const saved: DogfightGame[] = [];
		const first = bots.run(start, { save: (g) => void saved.push(g) });
		await bots.run(start, { save: (g) => void saved.push(g) }); // a second tap while running
		await first;
		const once = saved.length;
		await bots.run(saved.at(-1)!, { save: (g) => void saved.push(g) });
		expect(saved.length).toBe(once);
		expect(workers).toHaveLength(1);
	});
});
