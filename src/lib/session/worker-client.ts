/**
 * One client for the computer players' Web Workers (issue 27): both games send a request with a
 * `requestId` and wait for the reply with the same id. A worker that cannot start, throws, sends
 * something unreadable or stays silent past the timeout fails every request it holds with a
 * `WorkerFailure` whose `code` says which (the screens turn it into words and fall back to a
 * random legal move, so the game never stalls). The next request starts a fresh worker.
 */

export type WorkerFailureCode = 'unavailable' | 'crashed' | 'unreadable' | 'timeout' | 'closed';

export class WorkerFailure extends Error {
	constructor(
		readonly code: WorkerFailureCode,
		detail = ''
	) {
		super(detail ? `bot worker ${code}: ${detail}` : `bot worker ${code}`);
		this.name = 'WorkerFailure';
	}
}

/** The part of `Worker` this client uses (a fake one in tests). */
export interface WorkerLike {
	postMessage(message: unknown): void;
	terminate(): void;
	onmessage: ((event: MessageEvent) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	onmessageerror: ((event: MessageEvent) => void) | null;
}

export interface WorkerClient<Req extends { requestId: number | string }, Reply> {
	/** Sends one request; resolves with the worker's reply or rejects with a `WorkerFailure`. */
	run(request: Req): Promise<Reply>;
	/** Ends the worker and rejects what is still waiting (on leaving the page). */
	close(): void;
}

/** ◇ How long one answer may take before the worker counts as dead (ms). A level is a fixed
 * amount of work (issue 19): the hard bots answer in well under a second even on a slow tablet. */
export const ANSWER_TIMEOUT_MS = 20_000;

export function startWorkerClient<Req extends { requestId: number | string }, Reply>(
	spawn: () => WorkerLike,
	timeoutMs: number = ANSWER_TIMEOUT_MS
): WorkerClient<Req, Reply> {
	let worker: WorkerLike | null = null;
	const waiting = new Map<
		number | string,
		{
			resolve: (r: Reply) => void;
			reject: (e: Error) => void;
			timer: ReturnType<typeof setTimeout>;
		}
	>();

	function failAll(failure: WorkerFailure): void {
		for (const entry of waiting.values()) {
			clearTimeout(entry.timer);
			entry.reject(failure);
		}
		waiting.clear();
		worker?.terminate();
		worker = null;
	}

	function ensure(): WorkerLike {
		if (worker) return worker;
		const w = spawn();
		w.onmessage = (event: MessageEvent) => {
			const id = (event.data as { requestId?: number | string } | null)?.requestId;
			const entry = id === undefined ? undefined : waiting.get(id);
			if (!entry || id === undefined) return;
			waiting.delete(id);
			clearTimeout(entry.timer);
			entry.resolve(event.data as Reply);
		};
		w.onerror = (event: ErrorEvent) => {
			event.preventDefault?.();
			failAll(new WorkerFailure('crashed', event.message ?? ''));
		};
		w.onmessageerror = () => failAll(new WorkerFailure('unreadable'));
		worker = w;
		return w;
	}

	return {
		run(request) {
			return new Promise<Reply>((resolve, reject) => {
				let w: WorkerLike;
				try {
					w = ensure();
				} catch (e) {
					reject(new WorkerFailure('unavailable', e instanceof Error ? e.message : String(e)));
					return;
				}
				const timer = setTimeout(() => failAll(new WorkerFailure('timeout')), timeoutMs);
				waiting.set(request.requestId, { resolve, reject, timer });
				try {
					w.postMessage(request);
				} catch (e) {
					failAll(new WorkerFailure('unreadable', e instanceof Error ? e.message : String(e)));
				}
			});
		},
		close() {
			failAll(new WorkerFailure('closed'));
		}
	};
}
