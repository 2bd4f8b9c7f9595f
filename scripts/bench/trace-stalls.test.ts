import { describe, expect, it } from 'vitest';
import { blocking } from './trace-stalls';
import type { TraceEvent } from './trace-events';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const task = (at: number, ms: number, cpuMs: number, where = MAIN): TraceEvent => ({
	name: 'RunTask',
	cat: 'toplevel',
	ph: 'X',
	ts: at * 1000,
	dur: ms * 1000,
	tdur: cpuMs * 1000,
	...where
});
const names: TraceEvent[] = [
	{
		name: 'thread_name',
		cat: '__metadata',
		ph: 'M',
		ts: 0,
		...MAIN,
		args: { name: 'CrRendererMain' }
	},
	{
		name: 'thread_name',
		cat: '__metadata',
		ph: 'M',
		ts: 0,
		...OTHER,
		args: { name: 'Compositor' }
	},
	{ name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: 100_000, ...MAIN }
];

describe('blocking by wall time and by CPU time (issue 30)', () => {
	it('counts the main thread’s tasks after the first paint, four times over, less 50 ms', () => {
		const b = blocking([
			...names,
			task(50, 40, 40), // before the first paint: not counted
			task(200, 42, 0.8), // the stalled link task of the trace: 118 ms by wall, 0 by CPU
			task(300, 20, 20), // 30 ms either way
			task(400, 10, 10), // 4 × 10 ms is under the 50 ms line: 0
			task(500, 60, 60, OTHER) // another thread: not counted
		]);
		expect(b.byWall).toBeCloseTo(118 + 30);
		expect(b.byCpu).toBeCloseTo(30);
		expect(b.longByWall).toBe(2);
	});
});
