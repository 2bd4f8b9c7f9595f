/**
 * The computer seats' turns on the Dogfight screen (issue 27: play screens hold no game logic).
 * Computers plot and fire in a Web Worker (the page stays responsive), one plane at a time, until
 * a human must act; each choice is handed to `save`. A reload while a computer was thinking runs
 * it again from its stored dice. `stop()` takes the game away from the bots (concede), `close()`
 * ends the worker (leaving the page). Node tests drive it with a `FakeWorker`.
 */
import { playBots } from '$lib/dogfight/bot-client';
import { pendingBot, type DogfightGame } from '$lib/dogfight/game';
import { startBotWorker, type BotWorker } from './bot-worker';

export interface BotTurnHooks {
	/** Each computer choice, in order (the screen saves it; awaited before the next request). */
	save(game: DogfightGame): void | Promise<void>;
	/** The last plot is in and the planes are about to move (the screen holds the fire panel). */
	moving?(): void;
	/** The planes have moved (the screen animates their paths). */
	moved?(): void;
	/** Something the fallback could not catch (the screen says so). */
	error?(e: unknown): void;
}

export class BotTurns {
	/** The computer plane that is thinking now, or null. */
	thinking = $state<string | null>(null);
	/** The last computer plane whose bot failed and flew the random fallback instead, or null. */
	fellBack = $state<string | null>(null);
	private worker: BotWorker | null = null;
	/** Bumped when the game is taken away from the bots (concede, leaving the page). */
	private generation = 0;
	private running = false;

	constructor(private readonly startWorker: () => BotWorker = startBotWorker) {}

	/** Lets the computers act on `game`; does nothing when none is to act or they already run. */
	async run(game: DogfightGame | null, hooks: BotTurnHooks): Promise<void> {
		if (this.running || !game || !pendingBot(game)) return;
		this.running = true;
		const mine = this.generation;
		this.worker ??= this.startWorker();
		let previous = game;
		try {
			const end = await playBots(game, this.worker.run, {
				thinking: (pid) => (this.thinking = pid),
				step: (g) => {
					// The last plot moves the planes: hold the fire panel until they have flown.
					if (previous.ui.phase === 'plotting' && g.ui.phase !== 'plotting') hooks.moving?.();
					previous = g;
					return hooks.save(g);
				},
				stillCurrent: () => mine === this.generation,
				failed: (pid, message) => {
					console.error('hex bot failed', pid, message);
					this.fellBack = pid;
				}
			});
			if (mine === this.generation && game.ui.phase === 'plotting' && end.ui.phase !== 'plotting')
				hooks.moved?.();
		} catch (e) {
			hooks.error?.(e);
		} finally {
			this.running = false;
			this.thinking = null;
		}
	}

	/** The game is taken away from the bots: a choice still being thought out is dropped. */
	stop(): void {
		this.generation++;
		this.thinking = null;
	}

	/** Leaving the page: stop and end the worker. */
	close(): void {
		this.stop();
		this.worker?.close();
		this.worker = null;
	}
}
