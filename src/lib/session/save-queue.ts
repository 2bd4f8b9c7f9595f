/**
 * Write-behind for saved games (issues 19, 27): a tap must answer within a frame or three, so the
 * IndexedDB write (its structured clone and transaction) happens after the tap's frame, and a run
 * of half-made choices (tapping through maneuvers) is written once, when the taps pause. Each save
 * hands over a whole snapshot of the game, so writing only the newest one loses nothing; writes of
 * one game land in the order they were asked for, one after another. `flush()` writes everything
 * waiting at once (before a read, and when the page is hidden or left).
 *
 * Every save waiting for the same write is settled with that write's answer `R` (the game store's
 * answer is a `Result`, so a refused or failed write reaches each caller as a reason). A write
 * that throws rejects the saves it carried; the next write of the game still runs.
 */
export interface SaveQueue<T, R = void> {
	/** Writes `value` under `id` after `delayMs` (or sooner, if asked again with less). */
	save(id: string, value: T, delayMs: number): Promise<R>;
	/** Starts the waiting writes (of `id` only, when given) now; resolves when they have landed. */
	flush(id?: string): Promise<void>;
	/** Writes waiting or running. */
	readonly waiting: number;
}

export interface Timers {
	set: (fn: () => void, ms: number) => unknown;
	clear: (handle: unknown) => void;
}

const defaultTimers: Timers = {
	set: (fn, ms) => setTimeout(fn, ms),
	clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>)
};

interface Waiting<T, R> {
	value: T;
	due: number;
	handle: unknown;
	settle: { resolve: (r: R) => void; reject: (e: unknown) => void }[];
}

export function saveQueue<T, R = void>(
	write: (id: string, value: T) => Promise<R>,
	timers: Timers = defaultTimers,
	now: () => number = () => Date.now()
): SaveQueue<T, R> {
	const waiting = new Map<string, Waiting<T, R>>();
	/** The last write of each game, so the next one starts after it. */
	const running = new Map<string, Promise<void>>();
	let inFlight = 0;

	function start(id: string): Promise<void> {
		const w = waiting.get(id);
		if (!w) return running.get(id) ?? Promise.resolve();
		waiting.delete(id);
		timers.clear(w.handle);
		inFlight++;
		const before = running.get(id) ?? Promise.resolve();
		const done = before
			.then(() => write(id, w.value))
			.then(
				(r) => w.settle.forEach((s) => s.resolve(r)),
				(e: unknown) => w.settle.forEach((s) => s.reject(e))
			)
			.finally(() => {
				inFlight--;
				if (running.get(id) === done) running.delete(id);
			});
		running.set(id, done);
		return done;
	}

	return {
		save(id, value, delayMs) {
			return new Promise<R>((resolve, reject) => {
				const due = now() + delayMs;
				const w = waiting.get(id);
				if (w) {
					w.value = value;
					w.settle.push({ resolve, reject });
					if (due >= w.due) return;
					timers.clear(w.handle);
					w.due = due;
					w.handle = timers.set(() => void start(id), delayMs);
					return;
				}
				waiting.set(id, {
					value,
					due,
					handle: timers.set(() => void start(id), delayMs),
					settle: [{ resolve, reject }]
				});
			});
		},
		async flush(id) {
			const ids = id === undefined ? [...waiting.keys(), ...running.keys()] : [id];
			await Promise.all([...new Set(ids)].map(start));
		},
		get waiting() {
			return waiting.size + inFlight;
		}
	};
}
