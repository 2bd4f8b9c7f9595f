import { describe, expect, it } from 'vitest';
import {
	LINK_TASK_BUDGET_MS,
	LINKS_PER_TASK,
	PRELOADS_ADDED,
	modulesToPreload,
	preloadAfterFirstPaint
} from './preload-after-paint';

/**
 * Runs the script's body against a scripted frame, timer and clock, recording the links it adds;
 * adding a link costs `linkMs` of the clock.
 */
function runScript(html: string, linkMs = 1) {
	const body = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1];
	if (body === undefined) throw new Error('not one script element');
	const frames: Array<() => void> = [];
	const timers: Array<() => void> = [];
	const added: Array<{ rel: string; href: string }> = [];
	let clock = 0;
	const document = {
		createElement: () => ({ rel: '', href: '' }),
		head: {
			appendChild: (link: { rel: string; href: string }) => {
				clock += linkMs;
				added.push(link);
			}
		}
	};
	const window: Record<string, Promise<void>> = {};
	new Function('requestAnimationFrame', 'setTimeout', 'document', 'window', 'performance', body)(
		(f: () => void) => frames.push(f),
		(f: () => void) => timers.push(f),
		document,
		window,
		{ now: () => clock }
	);
	return { frames, timers, added, window };
}

describe("a page's modules are preloaded after its first paint (issue 19)", () => {
	it('adds no link before the first frame has been painted, then one modulepreload per module', () => {
		const paths = ['./_app/immutable/entry/start.js', './_app/immutable/chunks/a.js'];
		const run = runScript(preloadAfterFirstPaint(paths));
		expect(run.added).toEqual([]);
		run.frames.splice(0).forEach((f) => f());
		// Inside the frame callback the frame has not been painted yet.
		expect(run.added).toEqual([]);
		run.timers.splice(0).forEach((f) => f());
		expect(run.added).toEqual(paths.map((href) => ({ rel: 'modulepreload', href })));
	});

	it('keeps a path that could end the script element inside it', () => {
		const html = preloadAfterFirstPaint(['./x</script><script>alert(1)</script>.js']);
		expect(html.match(/<\/script>/g)).toHaveLength(1);
		const run = runScript(html);
		run.frames.splice(0).forEach((f) => f());
		run.timers.splice(0).forEach((f) => f());
		expect(run.added.map((l) => l.href)).toEqual(['./x</script><script>alert(1)</script>.js']);
	});

	/** How many links each task adds for `count` modules, checking that all come, in order. */
	function linksPerTask(count: number, linkMs = 1): number[] {
		const paths = Array.from({ length: count }, (_, i) => `./m${i}.js`);
		const run = runScript(preloadAfterFirstPaint(paths), linkMs);
		run.frames.splice(0).forEach((f) => f());
		const perTask: number[] = [];
		// Until the last link is in (a task after it settles the promise: the tests below).
		while (run.added.length < paths.length) {
			const before = run.added.length;
			run.timers.shift()!();
			perTask.push(run.added.length - before);
		}
		expect(run.added.map((l) => l.href)).toEqual(paths);
		return perTask;
	}

	it('adds a few links a task, each group in a task of its own, all of them in order (issue 30)', () => {
		expect(linksPerTask(3 * LINKS_PER_TASK + 1)).toEqual([
			LINKS_PER_TASK,
			LINKS_PER_TASK,
			LINKS_PER_TASK,
			1
		]);
	});

	it('adds fewer a task where links take long (a slow phone), never none (issue 30)', () => {
		// Two links fit the budget, the third passes it.
		expect(linksPerTask(6, LINK_TASK_BUDGET_MS / 2)).toEqual([2, 2, 2]);
		// One link alone passes it: one a task.
		expect(linksPerTask(6, LINK_TASK_BUDGET_MS + 1)).toEqual([1, 1, 1, 1, 1, 1]);
	});

	it('settles its promise once the last link is in, so the app starts after (issue 30)', async () => {
		const paths = Array.from({ length: 2 * LINKS_PER_TASK + 1 }, (_, i) => `./m${i}.js`);
		const run = runScript(preloadAfterFirstPaint(paths));
		let settledAfter: number | null = null;
		void run.window[PRELOADS_ADDED].then(() => (settledAfter = run.added.length));
		run.frames.splice(0).forEach((f) => f());
		while (run.timers.length > 0) {
			run.timers.shift()!();
			await Promise.resolve();
			if (run.added.length < paths.length) expect(settledAfter).toBeNull();
		}
		await Promise.resolve();
		expect(settledAfter).toBe(paths.length);
	});

	it('settles in a task after the last link, so the app does not start in that task (issue 30)', async () => {
		const paths = Array.from({ length: LINKS_PER_TASK + 1 }, (_, i) => `./m${i}.js`);
		const run = runScript(preloadAfterFirstPaint(paths));
		let settled = false;
		void run.window[PRELOADS_ADDED].then(() => (settled = true));
		run.frames.splice(0).forEach((f) => f());
		run.timers.shift()!();
		run.timers.shift()!();
		// The last link is in; its task ends (its microtasks run) with the promise still pending.
		expect(run.added).toHaveLength(paths.length);
		await Promise.resolve();
		expect(settled).toBe(false);
		// The next task settles it.
		expect(run.timers).toHaveLength(1);
		run.timers.shift()!();
		await Promise.resolve();
		expect(settled).toBe(true);
	});

	it('settles at once after the first frame when there is nothing to preload', async () => {
		const run = runScript(preloadAfterFirstPaint([]));
		let settled = false;
		void run.window[PRELOADS_ADDED].then(() => (settled = true));
		run.frames.splice(0).forEach((f) => f());
		run.timers.splice(0).forEach((f) => f());
		await Promise.resolve();
		expect(settled).toBe(true);
		expect(run.added).toEqual([]);
	});
});

describe('modulesToPreload (issue 30)', () => {
	it('leaves out SvelteKit’s two entries, which its own script imports while the page is parsed', () => {
		const paths = [
			'./_app/immutable/entry/start.Cl8qFeLq.js',
			'./_app/immutable/chunks/BHiVNmLQ.js',
			'./_app/immutable/entry/app.D1VHAwOt.js',
			'./_app/immutable/nodes/0.l4gnLdUb.js',
			'./_app/immutable/chunks/entry-like.js'
		];
		expect(modulesToPreload(paths)).toEqual([
			'./_app/immutable/chunks/BHiVNmLQ.js',
			'./_app/immutable/nodes/0.l4gnLdUb.js',
			'./_app/immutable/chunks/entry-like.js'
		]);
	});
});
