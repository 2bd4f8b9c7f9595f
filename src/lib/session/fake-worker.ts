import type { WorkerLike } from './worker-client';

/**
 * A stand-in for a bot's Web Worker in Node tests: it answers with `answer` (or stays silent when
 * that returns undefined) and can be killed as a real worker dies (an error event).
 */
export class FakeWorker implements WorkerLike {
	onmessage: ((event: MessageEvent) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	onmessageerror: ((event: MessageEvent) => void) | null = null;
	terminated = false;
	received: unknown[] = [];

	constructor(private readonly answer: (request: unknown) => unknown) {}

	postMessage(message: unknown): void {
		this.received.push(message);
		const reply = this.answer(message);
		if (reply !== undefined)
			queueMicrotask(() => this.onmessage?.({ data: reply } as MessageEvent));
	}

	/** The worker dies (an uncaught error in it, or the browser killed it). */
	kill(message = 'killed'): void {
		this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
	}

	terminate(): void {
		this.terminated = true;
	}
}
