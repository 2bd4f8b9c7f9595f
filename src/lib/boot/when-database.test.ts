import { describe, expect, it } from 'vitest';
import { whenDatabase, type WhenDatabaseSteps } from './when-database';

/** A device whose database exists or not, and a page that can be shown again. */
function device(exists: boolean) {
	const seen: string[] = [];
	let shown: (() => void) | undefined;
	const steps: WhenDatabaseSteps = {
		mayExist: async () => exists,
		onShown: (on) => {
			shown = on;
			return () => (shown = undefined);
		}
	};
	return {
		seen,
		/** The page's watch: what it starts and says recorded in `seen`. */
		watch: () =>
			whenDatabase(
				() => seen.push('start'),
				() => seen.push('none'),
				steps
			),
		make: () => (exists = true),
		show: () => shown?.(),
		listening: () => shown !== undefined
	};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenDatabase (issue 30: a first visit follows nothing until there is something)', () => {
	it('with a database: starts at once and never says "none"', async () => {
		const d = device(true);
		d.watch();
		await settle();
		expect(d.seen).toEqual(['start']);
		expect(d.listening()).toBe(false);
	});

	it('without one: says "none" and starts only when the page made it', async () => {
		const d = device(false);
		const watch = d.watch();
		await settle();
		expect(d.seen).toEqual(['none']);
		d.show();
		await settle();
		expect(d.seen).toEqual(['none']);
		watch.appeared();
		watch.appeared();
		expect(d.seen).toEqual(['none', 'start']);
		expect(d.listening()).toBe(false);
	});

	it('without one: starts when the page is shown again and another tab has made it', async () => {
		const d = device(false);
		d.watch();
		await settle();
		d.make();
		d.show();
		await settle();
		d.show();
		await settle();
		expect(d.seen).toEqual(['none', 'start']);
	});

	it('a page left starts nothing any more', async () => {
		const d = device(false);
		const watch = d.watch();
		await settle();
		watch.stop();
		expect(d.listening()).toBe(false);
		watch.appeared();
		expect(d.seen).toEqual(['none']);
	});
});
