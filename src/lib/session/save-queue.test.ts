import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveQueue } from './save-queue';

describe('save queue (write-behind for saved games, issue 19)', () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	function recorder() {
		const written: [string, number][] = [];
		const q = saveQueue<number>(async (id, v) => {
			await Promise.resolve();
			written.push([id, v]);
		});
		return { q, written };
	}

	it('writes nothing during the tap, and only the newest of a run of saves when they pause', async () => {
		const { q, written } = recorder();
		const saves = [q.save('g', 1, 300), q.save('g', 2, 300), q.save('g', 3, 300)];
		expect(written).toEqual([]);
		expect(q.waiting).toBe(1);
		await vi.advanceTimersByTimeAsync(299);
		expect(written).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		await Promise.all(saves);
		expect(written).toEqual([['g', 3]]);
		expect(q.waiting).toBe(0);
	});

	it('a save that moves the game on is written at once, with the drafts before it', async () => {
		const { q, written } = recorder();
		const draft = q.save('g', 1, 300);
		const lock = q.save('g', 2, 0);
		await vi.advanceTimersByTimeAsync(0);
		await Promise.all([draft, lock]);
		expect(written).toEqual([['g', 2]]);
	});

	it('writes of one game land in order; flush writes what waits', async () => {
		const { q, written } = recorder();
		const first = q.save('g', 1, 0);
		await vi.advanceTimersByTimeAsync(0);
		const second = q.save('g', 2, 5_000);
		const other = q.save('h', 9, 5_000);
		await q.flush();
		await Promise.all([first, second, other]);
		expect(written).toEqual([
			['g', 1],
			['g', 2],
			['h', 9]
		]);
	});

	it('a failed write rejects its saves and does not block the next one', async () => {
		let fail = true;
		const written: number[] = [];
		const q = saveQueue<number>(async (_id, v) => {
			if (fail) throw new Error('disk full');
			written.push(v);
		});
		const bad = q.save('g', 1, 0);
		const caught = bad.catch((e: Error) => e.message);
		await vi.advanceTimersByTimeAsync(0);
		expect(await caught).toBe('disk full');
		fail = false;
		const good = q.save('g', 2, 0);
		await vi.advanceTimersByTimeAsync(0);
		await good;
		expect(written).toEqual([2]);
	});

	it("each save carried by a write gets the write's answer; flushing one game leaves the others waiting", async () => {
		const written: [string, number][] = [];
		const q = saveQueue<number, string>(async (id, v) => {
			written.push([id, v]);
			return `${id}${v}`;
		});
		const a = q.save('g', 1, 5_000);
		const b = q.save('g', 2, 5_000);
		const other = q.save('h', 9, 5_000);
		await q.flush('g');
		expect(await Promise.all([a, b])).toEqual(['g2', 'g2']);
		expect(written).toEqual([['g', 2]]);
		expect(q.waiting).toBe(1);
		await vi.advanceTimersByTimeAsync(5_000);
		expect(await other).toBe('h9');
	});
});
