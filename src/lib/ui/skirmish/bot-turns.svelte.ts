/**
 * The computer seats' turns (issue 27: play screens hold no game logic). When a computer is to
 * decide, it thinks in its worker while a short visible pause runs, then its order is played; a
 * refused order (a bot bug) is replaced by a random legal one so the game never stalls; an answer
 * for a game that has moved on meanwhile (a reload, the screen left) is dropped. The screen calls
 * `due()` from an effect; Node tests call it with a fake worker and a pause that does not wait.
 *
 * Thinking ahead (issue 30): once a computer's order is chosen, the game after it is foreseen
 * (the engine's `play`, as the order will be played) and, when another computer decides next, its
 * worker starts on that decision while this order's pause runs. Several computer planes in a row
 * then each wait only for their pause, not for the pause and then their thinking. A bot answers
 * the same request with the same order (issue 19: work, not time), so an answer thought out ahead
 * is used only for exactly that request (view, level and dice) and the game is what it would be.
 */
import { viewFor, type GridOrder, type GridState, type Side } from '$lib/rules/grid';
import {
	randomAnswer,
	type BotAnswer,
	type BotClient,
	type BotRequest
} from '$lib/skirmish/bot-client';
import { decider, play, type Session } from '$lib/skirmish/controller';
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
	/** Ask for the next computer decision while this one's pause runs (default true). */
	thinkAhead?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a computer seat is asked: the seat's view, its level and its own dice. */
const requestOf = (session: Session, side: Side): BotRequest | null => {
	const seat = session.log.seats[side];
	if (seat.kind === 'human') return null;
	return {
		view: viewFor(session.state, side),
		level: seat.level,
		botDice: session.log.botDice[side]
	};
};

/** Same key, same request: the bot's answer to one is its answer to the other. */
const keyOf = (request: BotRequest): string => JSON.stringify(request);

export class BotTurns {
	/** A computer is choosing its order (the status line says so). */
	thinking = $state(false);
	#run = 0;
	#stopped = false;
	/** The next computer decision, asked for ahead of its turn. */
	#ahead: { key: string; answer: Promise<BotAnswer> } | null = null;

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
		const request = requestOf(started, side);
		if (request === null) return null;
		const run = ++this.#run;
		this.thinking = true;
		// The computer thinks in its worker while the pause runs, so on a slow tablet its thinking
		// (the hard bot's p95 is ~140 ms at 4× CPU throttling: docs/benchmarks.md) hides inside it.
		const paused = (this.deps.wait ?? sleep)(this.pauseFor(started));
		const moved = () => this.#stopped || run !== this.#run || this.deps.session() !== started;
		const dice = (d: BotRequest['botDice']) => ({ ...started.log.botDice, [side]: d });
		return (async () => {
			try {
				const answer = await this.#answer(request, () => started.state);
				if (!moved()) this.#askAhead(started, answer.random ? null : answer, dice);
				await paused;
				if (moved()) return;
				if (await this.deps.submit(answer.order, dice(answer.botDice))) return;
				// A refused bot order is a bot bug: play a random legal order rather than stall.
				this.#ahead = null;
				const rnd = randomAnswer(request, started.state);
				await this.deps.submit(rnd.order, dice(rnd.botDice));
			} catch (e) {
				this.deps.failed(failureText(e, 'computer'));
			} finally {
				this.thinking = false;
			}
		})();
	}

	/** The answer asked for ahead when it is for exactly this request, else a fresh one. */
	#answer(request: BotRequest, state: () => GridState): Promise<BotAnswer> {
		const ahead = this.#ahead;
		this.#ahead = null;
		if (ahead && ahead.key === keyOf(request)) return ahead.answer;
		return this.deps.client.choose(request, state);
	}

	/**
	 * The game after this answer's order, as it will be played; when a computer decides next, its
	 * worker starts on that decision now. Not after a random answer (the worker failed: the next
	 * request starts it afresh when due) or an order the engine refuses (a random one is played).
	 */
	#askAhead(
		started: Session,
		answer: BotAnswer | null,
		dice: (d: BotRequest['botDice']) => Session['log']['botDice']
	): void {
		this.#ahead = null;
		if (!answer || this.deps.thinkAhead === false) return;
		const next = play(started, answer.order, dice(answer.botDice));
		if (!next.ok) return;
		const after = next.value.session;
		const side = decider(after.state);
		const request = side === null ? null : requestOf(after, side);
		if (request === null) return;
		const ahead = this.deps.client.choose(request, () => after.state);
		// Left unused when the screen is closed first: its worker's end is no failure to report.
		ahead.catch(() => undefined);
		this.#ahead = { key: keyOf(request), answer: ahead };
	}

	/** The screen is left: nothing more is played, and the worker ends. */
	stop(): void {
		this.#stopped = true;
		this.#ahead = null;
		this.#run++;
		this.deps.client.dispose();
	}
}
