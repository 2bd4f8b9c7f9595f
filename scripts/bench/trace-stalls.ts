/**
 * How much of a page's blocking time was the page's work and how much was its main thread waiting
 * for a core (issue 30, docs/benchmarks.md "… the slow host's stalls"). Reads traces that
 * `lighthouse.ts --save DIR` kept and prints, per trace, Lighthouse's way of counting (each
 * main-thread task after the first paint, four times its length, less 50 ms) once by the tasks'
 * wall time and once by the main thread's own CPU time in them. On an emulated slow host the two
 * differ by what the cgroup's waits added.
 *
 *   npx tsx scripts/bench/trace-stalls.ts DIR/*.trace.json
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageMainThread, type TraceEvent } from './trace-events';

/** Lighthouse's CPU slowdown on mobile, and its long-task line. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface Blocking {
	/** Σ max(0, 4 × wall − 50) over the main thread's tasks after the first paint, ms. */
	byWall: number;
	/** The same with each task's main-thread CPU time, ms. */
	byCpu: number;
	/** Tasks that count by wall time. */
	longByWall: number;
}

export function blocking(events: readonly TraceEvent[]): Blocking {
	const main = pageMainThread(events);
	if (!main) return { byWall: 0, byCpu: 0, longByWall: 0 };
	const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
	const paint = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts ?? -Infinity;
	const excess = (us: number) => Math.max(0, (SLOWDOWN * us) / 1000 - LONG_TASK_MS);
	const out: Blocking = { byWall: 0, byCpu: 0, longByWall: 0 };
	for (const e of events) {
		if (e.name !== 'RunTask' || e.ph !== 'X' || !onMain(e) || e.ts < paint) continue;
		const wall = excess(e.dur ?? 0);
		out.byWall += wall;
		out.byCpu += excess(e.tdur ?? e.dur ?? 0);
		if (wall > 0) out.longByWall++;
	}
	return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	for (const file of process.argv.slice(2)) {
		const trace = JSON.parse(readFileSync(file, 'utf8')) as
			{ traceEvents: TraceEvent[] } | TraceEvent[];
		const b = blocking(Array.isArray(trace) ? trace : trace.traceEvents);
		console.log(
			`${file}: blocking after the first paint by wall time ${b.byWall.toFixed(0)} ms ` +
				`(${b.longByWall} tasks), by the main thread's CPU time ${b.byCpu.toFixed(0)} ms`
		);
	}
}
