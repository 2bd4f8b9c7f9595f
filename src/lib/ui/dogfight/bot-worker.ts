/**
 * The hex bots' Web Worker seen as a `BotRunner`: requests go to `$lib/bots/hex/worker.ts`, so the
 * page stays responsive while a bot thinks. A worker that fails to start, throws, or stays silent
 * too long rejects its pending requests; the caller then falls back to the random level.
 */
import type { HexBotRequest } from '$lib/bots/hex/protocol';
import type { BotReply, BotRunner } from '$lib/dogfight/bot-client';

/** ◇ How long a single bot answer may take before the worker counts as failed (ms). */
const ANSWER_TIMEOUT_MS = 20000;

export interface BotWorker {
	run: BotRunner;
	/** Ends the worker (on leaving the page). */
	close(): void;
}

export function startBotWorker(): BotWorker {
	let worker: Worker | null = null;
	const waiting = new Map<
		number | string,
		{
			resolve: (r: BotReply) => void;
			reject: (e: Error) => void;
			timer: ReturnType<typeof setTimeout>;
		}
	>();

	function failAll(message: string) {
		for (const w of waiting.values()) {
			clearTimeout(w.timer);
			w.reject(new Error(message));
		}
		waiting.clear();
		worker?.terminate();
		worker = null; // the next request starts a fresh worker
	}

	function ensure(): Worker {
		if (worker) return worker;
		const w = new Worker(new URL('$lib/bots/hex/worker.ts', import.meta.url), { type: 'module' });
		w.onmessage = (e: MessageEvent<BotReply>) => {
			const entry = waiting.get(e.data?.requestId);
			if (!entry) return;
			waiting.delete(e.data.requestId);
			clearTimeout(entry.timer);
			entry.resolve(e.data);
		};
		w.onerror = (e: ErrorEvent) => {
			e.preventDefault();
			failAll(e.message || 'the bot worker failed');
		};
		w.onmessageerror = () => failAll('the bot worker sent an unreadable message');
		worker = w;
		return w;
	}

	const run: BotRunner = (req: HexBotRequest) =>
		new Promise<BotReply>((resolve, reject) => {
			let w: Worker;
			try {
				w = ensure();
			} catch (e) {
				reject(e instanceof Error ? e : new Error(String(e)));
				return;
			}
			const timer = setTimeout(() => failAll('the bot took too long'), ANSWER_TIMEOUT_MS);
			waiting.set(req.requestId, { resolve, reject, timer });
			w.postMessage(req);
		});

	return {
		run,
		close() {
			failAll('closed');
		}
	};
}
