import { restoreDice, type DiceState } from '$lib/rules/common/dice';
import { randomOrder, type GridOrder, type GridState, type GridView } from '$lib/rules/grid';
import type { ChosenReply, ErrorReply } from '$lib/bots/grid/protocol';
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
}

/**
 * Asks a computer seat for its order. The bots think in a Web Worker (src/lib/bots/grid/worker.ts)
 * and see only the seat's view, so the page stays responsive. If no worker can run (old browser,
 * unit tests) or the bot reports a bug, the engine's random player answers instead, from the
 * controller's state — the only place the full state is used for a computer seat.
 */
export interface BotClient {
	choose(request: BotRequest, fallbackState: () => GridState): Promise<BotAnswer>;
	dispose(): void;
}

export function randomAnswer(request: BotRequest, state: GridState): BotAnswer {
	const dice = restoreDice(request.botDice);
	const order = randomOrder(state, dice);
	if (!order) throw new Error('the computer has no order to give');
	return { order, botDice: dice.snapshot(), ms: 0 };
}

export function createBotClient(): BotClient {
	let worker: Worker | null = null;
	try {
		if (typeof Worker !== 'undefined')
			worker = new Worker(new URL('../bots/grid/worker.ts', import.meta.url), { type: 'module' });
	} catch {
		worker = null;
	}
	let nextId = 1;
	const waiting: Record<number, (reply: ChosenReply | ErrorReply) => void> = {};
	if (worker) {
		worker.onmessage = (e: MessageEvent<ChosenReply | ErrorReply>) => {
			const id = Number(e.data.requestId);
			waiting[id]?.(e.data);
			delete waiting[id];
		};
		worker.onerror = () => {
			// The worker failed to start: answer everything still open with the fallback.
			for (const id of Object.keys(waiting)) {
				waiting[Number(id)]({ type: 'error', requestId: id, message: 'worker failed' });
				delete waiting[Number(id)];
			}
			worker?.terminate();
			worker = null;
		};
	}
	return {
		async choose(request, fallbackState) {
			if (!worker) {
				await new Promise((r) => setTimeout(r, 0));
				return randomAnswer(request, fallbackState());
			}
			const requestId = nextId++;
			const reply = await new Promise<ChosenReply | ErrorReply>((resolve) => {
				waiting[requestId] = resolve;
				worker!.postMessage({
					type: 'choose',
					requestId,
					view: JSON.parse(JSON.stringify(request.view)),
					level: request.level,
					botDice: request.botDice
				});
			});
			if (reply.type === 'chosen')
				return { order: reply.order, botDice: reply.botDice, ms: reply.ms };
			console.warn('grid bot failed, playing at random:', reply.message);
			return randomAnswer(request, fallbackState());
		},
		dispose() {
			worker?.terminate();
			worker = null;
		}
	};
}
