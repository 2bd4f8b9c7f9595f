import { describe, expect, it } from 'vitest';
import { PRELOADS_ADDED, modulesToPreload, preloadAfterFirstPaint } from './preload-after-paint';

/**
 * Runs the script's body against a scripted frame and task queue, recording the links it adds.
 * `tasks` holds the tasks it queued, by timeout or by a message posted to a `MessageChannel`;
 * `timeouts` counts the former (chained timeouts are held back from the fifth on).
 */
function runScript(html: string) {
	const body = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1];
	if (body === undefined) throw new Error('not one script element');
	const frames: Array<() => void> = [];
	const tasks: Array<() => void> = [];
	let timeouts = 0;
	const added: Array<{ rel: string; href: string }> = [];
	const document = {
		createElement: () => ({ rel: '', href: '' }),
		head: { appendChild: (link: { rel: string; href: string }) => added.push(link) }
	};
	class MessageChannel {
		port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
		port2 = {
			postMessage: (data: unknown) => {
				const port = this.port1;
				tasks.push(() => port.onmessage?.({ data }));
			}
		};
	}
	const window: Record<string, Promise<void>> = {};
	new Function('requestAnimationFrame', 'setTimeout', 'MessageChannel', 'document', 'window', body)(
		(f: () => void) => frames.push(f),
		(f: () => void) => {
			timeouts++;
			tasks.push(f);
		},
		MessageChannel,
		document,
		window
	);
	return {
		frames,
		tasks,
		added,
		window,
		get timeouts() {
			return timeouts;
		}
	};
}

/** Runs the queued tasks, and those they queue, until none is left. */
function drain(run: { tasks: Array<() => void> }): void {
	while (run.tasks.length > 0) run.tasks.shift()!();
}

describe("a page's modules are preloaded after its first paint (issue 19)", () => {
	it('adds no link before the first frame has been painted, then one modulepreload per module', () => {
		const paths = ['./_app/immutable/entry/start.js', './_app/immutable/chunks/a.js'];
		const run = runScript(preloadAfterFirstPaint(paths));
		expect(run.added).toEqual([]);
		run.frames.splice(0).forEach((f) => f());
		// Inside the frame callback the frame has not been painted yet.
		expect(run.added).toEqual([]);
		drain(run);
		expect(run.added).toEqual(paths.map((href) => ({ rel: 'modulepreload', href })));
	});

	it('keeps a path that could end the script element inside it', () => {
		const html = preloadAfterFirstPaint(['./x</script><script>alert(1)</script>.js']);
		expect(html.match(/<\/script>/g)).toHaveLength(1);
		const run = runScript(html);
		run.frames.splice(0).forEach((f) => f());
		drain(run);
		expect(run.added.map((l) => l.href)).toEqual(['./x</script><script>alert(1)</script>.js']);
	});

	it('adds one link a task, all of them in order, each task after the first by message (issue 30)', () => {
		const paths = Array.from({ length: 7 }, (_, i) => `./m${i}.js`);
		const run = runScript(preloadAfterFirstPaint(paths));
		run.frames.splice(0).forEach((f) => f());
		const perTask: number[] = [];
		while (run.added.length < paths.length) {
			const before = run.added.length;
			run.tasks.shift()!();
			perTask.push(run.added.length - before);
		}
		expect(perTask).toEqual([1, 1, 1, 1, 1, 1, 1]);
		expect(run.added.map((l) => l.href)).toEqual(paths);
		// Only the first task waits for a timer: the others are not held back 4 ms each.
		expect(run.timeouts).toBe(1);
	});

	it('settles its promise once the last link is in, so the app starts after (issue 30)', async () => {
		const paths = Array.from({ length: 5 }, (_, i) => `./m${i}.js`);
		const run = runScript(preloadAfterFirstPaint(paths));
		let settledAfter: number | null = null;
		void run.window[PRELOADS_ADDED].then(() => (settledAfter = run.added.length));
		run.frames.splice(0).forEach((f) => f());
		while (run.tasks.length > 0) {
			run.tasks.shift()!();
			await Promise.resolve();
			if (run.added.length < paths.length) expect(settledAfter).toBeNull();
		}
		await Promise.resolve();
		expect(settledAfter).toBe(paths.length);
	});

	it('settles in a task after the last link, so the app does not start in that task (issue 30)', async () => {
		const paths = ['./m0.js', './m1.js'];
		const run = runScript(preloadAfterFirstPaint(paths));
		let settled = false;
		void run.window[PRELOADS_ADDED].then(() => (settled = true));
		run.frames.splice(0).forEach((f) => f());
		run.tasks.shift()!();
		run.tasks.shift()!();
		// The last link is in; its task ends (its microtasks run) with the promise still pending.
		expect(run.added).toHaveLength(paths.length);
		await Promise.resolve();
		expect(settled).toBe(false);
		// The next task settles it.
		expect(run.tasks).toHaveLength(1);
		run.tasks.shift()!();
		await Promise.resolve();
		expect(settled).toBe(true);
	});

	it('settles at once after the first frame when there is nothing to preload', async () => {
		const run = runScript(preloadAfterFirstPaint([]));
		let settled = false;
		void run.window[PRELOADS_ADDED].then(() => (settled = true));
		run.frames.splice(0).forEach((f) => f());
		drain(run);
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
