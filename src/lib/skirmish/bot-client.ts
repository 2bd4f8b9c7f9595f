import { restoreDice, type DiceState } from '$lib/rules/common/dice';
import { randomOrder, type GridOrder, type GridState, type GridView } from '$lib/rules/grid';
import type { ChooseRequest, ChosenReply, ErrorReply } from '$lib/bots/grid/protocol';
import {
	startWorkerClient,
	WorkerFailure,
	type WorkerClient,
	type WorkerLike
} from '$lib/session/worker-client';
import type { BotLevel } from './types';

export interface BotRequest {
	view: GridView;
	level: BotLevel;
	/** No time budget: since issue 19 each level is a fixed amount of work, the same on any device. */
	botDice: DiceState;
}

export interface BotAnswer {
	order: GridOrder;
	botDice: DiceState;
	ms: number;
	/** The engine's random player answered instead of the bot (no worker, or it failed). */
	random?: true;
}

/**
 * Asks a computer seat for its order. The bots think in a Web Worker (src/lib/bots/grid/worker.ts)
 * and see only the seat's view, so the page stays responsive. If no worker can run (old browser,
 * unit tests), the worker dies or stays silent (the shared client's timeout), or the bot reports a
 * bug, the engine's random player answers instead, from the controller's state — the only place
 * the full state is used for a computer seat — and `failed` says why, so the screen can tell.
 */
export interface BotClient {
	choose(request: BotRequest, fallbackState: () => GridState): Promise<BotAnswer>;
	dispose(): void;
}

export interface BotClientOptions {
	/** Starts the worker; by default the grid bots' Web Worker, none where `Worker` is missing. */
	spawn?: (() => WorkerLike) | null;
	timeoutMs?: number;
	/** The worker failed (or the bot reported a bug) and a random legal order was played. */
	failed?(failure: WorkerFailure): void;
}

export function randomAnswer(request: BotRequest, state: GridState): BotAnswer {
	const dice = restoreDice(request.botDice);
	const order = randomOrder(state, dice);
	if (!order) throw new Error('the computer has no order to give');
	return { order, botDice: dice.snapshot(), ms: 0, random: true };
}

const spawnGridWorker = (): WorkerLike =>
	new Worker(new URL('../bots/grid/worker.ts', import.meta.url), { type: 'module' });

export function createBotClient(options: BotClientOptions = {}): BotClient {
	const spawn =
		options.spawn !== undefined
			? options.spawn
			: typeof Worker !== 'undefined'
				? spawnGridWorker
				: null;
	let worker: WorkerClient<ChooseRequest, ChosenReply | ErrorReply> | null = spawn
		? startWorkerClient(spawn, options.timeoutMs)
		: null;
	let nextId = 1;
	return {
		async choose(request, fallbackState) {
			if (!worker) {
				await new Promise((r) => setTimeout(r, 0));
				return randomAnswer(request, fallbackState());
			}
			let reply: ChosenReply | ErrorReply;
			try {
				reply = await worker.run({
					type: 'choose',
					requestId: nextId++,
					view: JSON.parse(JSON.stringify(request.view)),
					level: request.level,
					botDice: request.botDice
				});
			} catch (e) {
				const failure = e instanceof WorkerFailure ? e : new WorkerFailure('crashed', String(e));
				if (failure.code === 'closed') throw failure;
				options.failed?.(failure);
				return randomAnswer(request, fallbackState());
			}
			if (reply.type === 'chosen')
				return { order: reply.order, botDice: reply.botDice, ms: reply.ms };
			options.failed?.(new WorkerFailure('crashed', reply.message));
			return randomAnswer(request, fallbackState());
		},
		dispose() {
			worker?.close();
			worker = null;
		}
	};
}
