/**
 * Chrome's trace events as the browser benchmarks read them (first-load.ts from its own traces,
 * trace-stalls.ts from Lighthouse's), and the page's main thread among a trace's threads.
 * Times are in µs.
 */
export interface TraceEvent {
	name: string;
	cat: string;
	ph: string;
	ts: number;
	dur?: number;
	/** The thread's own time in the event (CPU), without the time other processes held the core. */
	tdur?: number;
	pid: number;
	tid: number;
	args?: {
		name?: string;
		elementCount?: number;
		data?: {
			url?: string;
			functionName?: string;
			reason?: string;
			nodeName?: string;
			stackTrace?: Frame[];
		};
		beginData?: { stackTrace?: Frame[]; dirtyObjects?: number; totalObjects?: number };
	};
}

export interface Frame {
	functionName: string;
	url: string;
	lineNumber: number;
}

/**
 * The renderer main thread that painted the page: a fresh context's first navigation may leave
 * the trace with another renderer's main thread (about:blank's) listed first (its runs had no FCP).
 */
export function pageMainThread(
	events: readonly TraceEvent[]
): { pid: number; tid: number } | undefined {
	const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
	return (
		mains.find((m) =>
			events.some((e) => e.name === 'firstContentfulPaint' && e.pid === m.pid && e.tid === m.tid)
		) ?? mains[0]
	);
}
