import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from './fake-worker';
import { startWorkerClient, WorkerFailure } from './worker-client';

type Req = { requestId: number; n: number };
type Reply = { requestId: number; doubled: number };
const double = (r: unknown) => {
	const req = r as Req;
	return { requestId: req.requestId, doubled: req.n * 2 };
};

async function failureOf(p: Promise<unknown>): Promise<WorkerFailure> {
	try {
		await p;
	} catch (e) {
		if (e instanceof WorkerFailure) return e;
		throw e;
	}
	throw new Error('the request did not fail');
}

afterEach(() => {
	vi.useRealTimers();
});

describe('the bot worker client (issue 27)', () => {
	it('matches each reply to its request', async () => {
		const client = startWorkerClient<Req, Reply>(() => new FakeWorker(double));
		const [a, b] = await Promise.all([
			client.run({ requestId: 1, n: 2 }),
			client.run({ requestId: 2, n: 5 })
		]);
		expect([a.doubled, b.doubled]).toEqual([4, 10]);
	});

	it('a worker killed mid-request fails it with "crashed", and the next request starts a fresh one', async () => {
		const workers: FakeWorker[] = [];
		const client = startWorkerClient<Req, Reply>(() => {
			const w = new FakeWorker((r) => (workers.length === 1 ? undefined : double(r)));
			workers.push(w);
			return w;
		});
		const pending = client.run({ requestId: 1, n: 3 });
		workers[0].kill('out of memory');
		const failure = await failureOf(pending);
		expect(failure.code).toBe('crashed');
		expect(failure.message).toContain('out of memory');
		expect(workers[0].terminated).toBe(true);
		expect((await client.run({ requestId: 2, n: 4 })).doubled).toBe(8);
		expect(workers).toHaveLength(2);
	});

	it('a silent worker times out instead of stalling the game', async () => {
		vi.useFakeTimers();
		const silent = new FakeWorker(() => undefined);
		const client = startWorkerClient<Req, Reply>(() => silent, 1000);
		const pending = failureOf(client.run({ requestId: 1, n: 1 }));
		await vi.advanceTimersByTimeAsync(999);
		expect(silent.terminated).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect((await pending).code).toBe('timeout');
		expect(silent.terminated).toBe(true);
	});

	it('a worker that cannot start fails with "unavailable"', async () => {
		const client = startWorkerClient<Req, Reply>(() => {
			throw new Error('no workers here');
		});
		expect((await failureOf(client.run({ requestId: 1, n: 1 }))).code).toBe('unavailable');
	});

	it('closing rejects what is waiting and ends the worker (cancellation)', async () => {
		const w = new FakeWorker(() => undefined);
		const client = startWorkerClient<Req, Reply>(() => w);
		const pending = failureOf(client.run({ requestId: 1, n: 1 }));
		client.close();
		expect((await pending).code).toBe('closed');
		expect(w.terminated).toBe(true);
	});
});
