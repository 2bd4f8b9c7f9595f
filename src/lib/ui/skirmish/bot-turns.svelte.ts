/**
 * The computer seats' turns (issue 27: play screens hold no game logic). When a computer is to
 * decide, it thinks in its worker while a short visible pause runs, then its order is played; a
 * refused order (a bot bug) is replaced by a random legal one so the game never stalls; an answer
 * for a game that has moved on meanwhile (a reload, the screen left) is dropped. The screen calls
 * `due()` from an effect; Node tests call it with a fake worker and a pause that does not wait.
 */
import { viewFor, type GridOrder, type Side } from '$lib/rules/grid';
import { randomAnswer, type BotClient, type BotRequest } from '$lib/skirmish/bot-client';
import type { Session } from '$lib/skirmish/controller';
import { failureText } from '$lib/ui/failure';

export interface BotTurnsDeps {
	session(): Session;
	/** The side to decide now (null when the game is over). */
	turnSide(): Side | null;
	client: BotClient;
	/** Plays an order with the computer's dice after choosing; false when it is refused. */
	submit(order: GridOrder, botDice: Session['log']['botDice']): Promise<boolean>;
	/** Something went wrong past every fallback: say so. */
	failed(text: string): void;
	/** Pause before a computer order, so players see it coming (ms). */
	botDelay: number;
	wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class BotTurns {
	/** A computer is choosing its order (the status line says so). */
	thinking = $state(false);
	#run = 0;
	#stopped = false;

	constructor(private readonly deps: BotTurnsDeps) {}

	/** The pause before a computer order: brisk when no human is at the table to watch. */
	pauseFor(session: Session): number {
		const humans = (['A', 'B'] as const).filter((s) => session.log.seats[s].kind === 'human');
		return humans.length === 0 ? Math.min(this.deps.botDelay, 150) : this.deps.botDelay;
	}

	/** Starts the computer's turn if one is due now; resolves when its order is played. */
	due(): Promise<void> | null {
		const side = this.deps.turnSide();
		const started = this.deps.session();
		if (this.#stopped || side === null || this.thinking) return null;
		const seat = started.log.seats[side];
		if (seat.kind === 'human') return null;
		const run = ++this.#run;
		this.thinking = true;
		const request = (): BotRequest => ({
			view: viewFor(started.state, side),
			level: seat.level,
			botDice: started.log.botDice[side]
		});
		// The computer thinks in its worker while the pause runs, so on a slow tablet its thinking
		// (the hard bot's p95 is ~210 ms at 4× CPU throttling: docs/benchmarks.md) hides inside it.
		const paused = (this.deps.wait ?? sleep)(this.pauseFor(started));
		return (async () => {
			try {
				const answer = await this.deps.client.choose(request(), () => started.state);
				await paused;
				if (this.#stopped || run !== this.#run || this.deps.session() !== started) return;
				const dice = (d: BotRequest['botDice']) => ({ ...started.log.botDice, [side]: d });
				if (await this.deps.submit(answer.order, dice(answer.botDice))) return;
				// A refused bot order is a bot bug: play a random legal order rather than stall.
				const rnd = randomAnswer(request(), started.state);
				await this.deps.submit(rnd.order, dice(rnd.botDice));
			} catch (e) {
				this.deps.failed(failureText(e, 'computer'));
			} finally {
				this.thinking = false;
			}
		})();
	}

	/** The screen is left: nothing more is played, and the worker ends. */
	stop(): void {
		this.#stopped = true;
		this.#run++;
		this.deps.client.dispose();
	}
}
