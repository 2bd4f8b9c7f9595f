import { describe, expect, it } from 'vitest';
import { seededDice } from '$lib/rules/common/dice';
import { validateOrder, viewFor } from '$lib/rules/grid';
import { FakeWorker } from '$lib/session/fake-worker';
import type { WorkerFailure } from '$lib/session/worker-client';
import { createBotClient } from './bot-client';
import { startSession } from './controller';
import { freeSkirmishSetup } from './setup';
import { decider } from './controller';

function duel() {
	const setup = freeSkirmishSetup(
		{
			planes: {
				A: [{ type: 'camel', aceSkills: [] }],
				B: [{ type: 'fokker-dr1', aceSkills: [] }]
			},
			terrain: 'none',
			activation: 'deck'
		},
		1
	);
	const s = startSession({
		id: 'b',
		createdAt: '2026-11-23T10:00:00.000Z',
		setup,
		seed: 1,
		seats: { A: { kind: 'computer', level: 'easy' }, B: { kind: 'computer', level: 'easy' } },
		title: 't'
	});
	if (!s.ok) throw new Error(s.reason);
	return s.value.state;
}

describe('bot client', () => {
	it('when its worker dies, plays a legal random order and says why (no stalled game)', async () => {
		const state = duel();
		const side = decider(state)!;
		const worker = new FakeWorker(() => undefined);
		const failures: WorkerFailure[] = [];
		const client = createBotClient({ spawn: () => worker, failed: (f) => failures.push(f) });
		const answer = client.choose(
			{ view: viewFor(state, side), level: 'hard', botDice: seededDice(9).snapshot() },
			() => state
		);
		await Promise.resolve();
		worker.kill('the tab ran out of memory');
		const order = (await answer).order;
		expect(validateOrder(state, order).ok).toBe(true);
		expect(failures.map((f) => f.code)).toEqual(['crashed']);
		client.dispose();
	});

	it('without a Worker answers with a legal random order and a moved-on dice stream', async () => {
		const state = duel();
		const side = decider(state)!;
		const client = createBotClient();
		const botDice = seededDice(9).snapshot();
		const answer = await client.choose(
			{ view: viewFor(state, side), level: 'easy', botDice },
			() => state
		);
		client.dispose();
		expect(validateOrder(state, answer.order).ok).toBe(true);
		expect(answer.botDice).not.toEqual(botDice);
	});
});
