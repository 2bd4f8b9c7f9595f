/**
 * The hex bots' Web Worker as a `BotRunner`: requests go to `$lib/bots/hex/worker.ts`, so the page
 * stays responsive while a bot thinks. Timeouts, crashes and restarts are the shared worker
 * client's (`$lib/session/worker-client`); a failed request rejects and the caller falls back to
 * the random level.
 */
import type { HexBotRequest } from '$lib/bots/hex/protocol';
import type { BotReply, BotRunner } from '$lib/dogfight/bot-client';
import { startWorkerClient } from '$lib/session/worker-client';

export interface BotWorker {
	run: BotRunner;
	/** Ends the worker (on leaving the page). */
	close(): void;
}

export function startBotWorker(): BotWorker {
	return startWorkerClient<HexBotRequest, BotReply>(
		() => new Worker(new URL('$lib/bots/hex/worker.ts', import.meta.url), { type: 'module' })
	);
}
