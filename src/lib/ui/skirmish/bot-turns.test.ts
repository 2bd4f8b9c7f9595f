import { describe, expect, it } from 'vitest';
import { answerChoose, type ChooseRequest } from '$lib/bots/grid/protocol';
import { decider, play, type Session } from '$lib/skirmish/controller';
import { createBotClient } from '$lib/skirmish/bot-client';
import { FakeWorker } from '$lib/session/fake-worker';
import type { GridOrder } from '$lib/rules/grid';
import { BotTurns, type BotTurnsDeps } from './bot-turns.svelte';
import { viewFor } from '$lib/rules/grid';
import { freshSession } from '$lib/skirmish/test-session';

/** A table around the bot loop: the session, the orders played, the pauses asked for. */
function table(
	session: Session,
	answer: (req: ChooseRequest) => unknown,
	botDelay = 700,
	more: Partial<BotTurnsDeps> = {}
) {
	let current = session;
	const played: GridOrder[] = [];
	const pauses: number[] = [];
	const failures: string[] = [];
	const worker = new FakeWorker((req) => answer(req as ChooseRequest));
	const bots = new BotTurns({
		session: () => current,
		turnSide: () => decider(current.state),
		client: createBotClient({ spawn: () => worker, failed: (f) => failures.push(f.code) }),
		submit: async (order, botDice) => {
			const r = play(current, order, botDice);
			if (!r.ok) return false;
			played.push(order);
			current = r.value.session;
			return true;
		},
		failed: (text) => failures.push(text),
		botDelay,
		wait: async (ms) => {
			pauses.push(ms);
		},
		...more
	});
	return {
		bots,
		worker,
		played,
		pauses,
		failures,
		get session() {
			return current;
		},
		set session(s: Session) {
			current = s;
		}
	};
}

const realBot = (req: ChooseRequest) => answerChoose(req, () => 0);

describe('the computer seats play their turns (issue 27: the bot loop out of the play screen)', () => {
	it('a computer to decide thinks in its worker on its own view, then its order is played', async () => {
		// The side to act first in this deal is the computer; the other seat is a human.
		const first = decider(freshSession().state)!;
		const other = first === 'A' ? 'B' : 'A';
		const seats = {
			[first]: { kind: 'computer', level: 'easy' },
			[other]: { kind: 'human' }
		} as Session['log']['seats'];
		const t = table(freshSession(seats), realBot);
		const before = t.session.log.orders.length;
		const run = t.bots.due();
		expect(run).not.toBeNull();
		expect(t.bots.thinking).toBe(true);
		await run;
		expect(t.bots.thinking).toBe(false);
		expect(t.session.log.orders.length).toBe(before + 1);
		const sent = t.worker.received[0] as ChooseRequest;
		expect(sent.level).toBe('easy');
		// The worker sees the seat's view, never the full state (architecture principle 4).
		expect(sent.view.seat).toBe(first);
		// A human is at the table: the full pause, so the move is seen coming.
		expect(t.pauses).toEqual([700]);
	});

	it('two computers play each other briskly, turn after turn, and a human seat is never played', async () => {
		const t = table(
			freshSession({
				A: { kind: 'computer', level: 'easy' },
				B: { kind: 'computer', level: 'easy' }
			}),
			realBot
		);
		for (let i = 0; i < 6; i++) await t.bots.due();
		expect(t.played).toHaveLength(6);
		expect(new Set(t.pauses)).toEqual(new Set([150]));

		const h = table(freshSession(), realBot);
		expect(h.bots.due()).toBeNull();
		expect(h.worker.received).toHaveLength(0);
	});

	it('a refused computer order (a bot bug) is replaced by a random legal one: the game goes on', async () => {
		const both = {
			A: { kind: 'computer' as const, level: 'easy' as const },
			B: { kind: 'computer' as const, level: 'easy' as const }
		};
		const t = table(freshSession(both), (req) => ({
			type: 'chosen',
			requestId: req.requestId,
			order: { kind: 'move', plane: 'nobody', path: 'F' },
			botDice: req.botDice,
			ms: 1
		}));
		await t.bots.due();
		expect(t.played).toHaveLength(1);
		expect(t.played[0]).not.toMatchObject({ plane: 'nobody' });
	});

	it('a worker that dies is reported, a random legal order is played instead', async () => {
		const both = {
			A: { kind: 'computer' as const, level: 'easy' as const },
			B: { kind: 'computer' as const, level: 'easy' as const }
		};
		let worker: FakeWorker | null = null;
		const t = table(freshSession(both), () => {
			queueMicrotask(() => worker!.kill('boom'));
			return undefined;
		});
		worker = t.worker;
		await t.bots.due();
		expect(t.failures).toEqual(['crashed']);
		expect(t.played).toHaveLength(1);
	});

	it('an answer for a game that moved on meanwhile is dropped; after stop() nothing is played', async () => {
		const both = {
			A: { kind: 'computer' as const, level: 'easy' as const },
			B: { kind: 'computer' as const, level: 'easy' as const }
		};
		const t = table(freshSession(both), realBot);
		const run = t.bots.due();
		t.session = freshSession(both, 4); // the screen opened another game while the bot thought
		await run;
		expect(t.played).toEqual([]);

		t.bots.stop();
		expect(t.bots.due()).toBeNull();
		expect(t.worker.terminated).toBe(true);
	});
});

describe('thinking ahead (issue 30): the next computer plane is thought about while this one’s pause runs', () => {
	const both = {
		A: { kind: 'computer' as const, level: 'normal' as const },
		B: { kind: 'computer' as const, level: 'normal' as const }
	};

	/** A pause that lasts until the test lets it end. */
	function heldPauses() {
		const ends: (() => void)[] = [];
		return {
			wait: () => new Promise<void>((resolve) => ends.push(resolve)),
			endNext: () => ends.shift()?.(),
			get held() {
				return ends.length;
			}
		};
	}
	const settle = () => new Promise((r) => setTimeout(r, 0));

	it('asks for the next decision before this order is played, and uses that answer when it is due', async () => {
		const pauses = heldPauses();
		const t = table(freshSession(both), realBot, 700, { wait: pauses.wait });
		const run = t.bots.due()!;
		await settle();
		// The first order is chosen but its pause still runs: the next decision is already asked for,
		// on the game as it will be once that order is played.
		expect(t.played).toEqual([]);
		expect(t.worker.received).toHaveLength(2);
		const first = t.worker.received[0] as ChooseRequest;
		const foreseen = play(t.session, realBotOrder(first), realBotDice(t.session, first));
		if (!foreseen.ok) throw new Error('the first order was refused');
		const next = decider(foreseen.value.session.state)!;
		expect((t.worker.received[1] as ChooseRequest).view).toEqual(
			viewFor(foreseen.value.session.state, next)
		);
		pauses.endNext();
		await run;
		expect(t.played).toHaveLength(1);
		// Due now: its answer is there already; only the decision after it is asked for.
		const second = t.bots.due()!;
		await settle();
		expect(t.worker.received).toHaveLength(3);
		pauses.endNext();
		await second;
		expect(t.played).toHaveLength(2);
	});

	it('plays the very game it plays without thinking ahead', async () => {
		const game = async (thinkAhead: boolean) => {
			const t = table(freshSession(both, 7), realBot, 700, { thinkAhead });
			for (let i = 0; i < 8; i++) await t.bots.due();
			return { played: t.played, requests: t.worker.received.length, session: t.session };
		};
		const ahead = await game(true);
		const plain = await game(false);
		expect(ahead.played).toHaveLength(8);
		expect(ahead.played).toEqual(plain.played);
		expect(ahead.session.log.botDice).toEqual(plain.session.log.botDice);
		// One request per decision either way, plus the one asked ahead of the ninth.
		expect(plain.requests).toBe(8);
		expect(ahead.requests).toBe(9);
	});

	it('an answer thought out for another game is not used; leaving drops what is still being thought', async () => {
		const t = table(freshSession(both), realBot);
		await t.bots.due();
		expect(t.worker.received).toHaveLength(2);
		// The screen opened another game: its decision is asked for afresh and played as the bot
		// answers that request.
		t.session = freshSession(both, 4);
		const fresh = realBot({
			type: 'choose',
			requestId: 0,
			view: viewFor(t.session.state, decider(t.session.state)!),
			level: 'normal',
			botDice: t.session.log.botDice[decider(t.session.state)!]
		});
		await t.bots.due();
		expect(t.worker.received).toHaveLength(4);
		expect(t.played[1]).toEqual((fresh as { order: GridOrder }).order);

		// A worker that never answers what is asked ahead: leaving the screen ends it quietly.
		const silent = table(freshSession(both), (req) =>
			req.requestId === 1 ? realBot(req) : undefined
		);
		await silent.bots.due();
		expect(silent.worker.received).toHaveLength(2);
		silent.bots.stop();
		await settle();
		expect(silent.failures).toEqual([]);
		expect(silent.worker.terminated).toBe(true);
	});
});

/** The order and dice the real bot answers a request with. */
function realBotOrder(req: ChooseRequest): GridOrder {
	return (realBot(req) as { order: GridOrder }).order;
}
function realBotDice(session: Session, req: ChooseRequest): Session['log']['botDice'] {
	const reply = realBot(req) as { botDice: Session['log']['botDice']['A'] };
	return { ...session.log.botDice, [req.view.seat]: reply.botDice };
}
