import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededDice } from '$lib/rules/common/dice';
import { gridStateHash, randomOrder, replay, type GridState } from '$lib/rules/grid';
import { closeTestDb, openTestDb } from '$lib/db/test-helpers';
import type { TallyHoDb } from '$lib/db';
import {
	decider,
	play,
	replaySteps,
	sessionFromLog,
	startSession,
	turnStarts,
	viewOf,
	type Session
} from './controller';
import { freeSkirmishSetup, quickMissionSetup } from './setup';
import { deleteSavedGame, listSavedGames } from '$lib/session/game-store';
import { loadSession, saveSession } from '$lib/session/skirmish-games';

const free = () =>
	freeSkirmishSetup(
		{
			planes: {
				A: [
					{ type: 'camel', aceSkills: ['patience'] },
					{ type: 'se5a', aceSkills: [] }
				],
				B: [
					{ type: 'fokker-dr1', aceSkills: [] },
					{ type: 'albatros-diii', aceSkills: [] }
				]
			},
			terrain: 'light',
			activation: 'deck'
		},
		7
	);

function begin(setup = free(), seed = 7): Session {
	const s = startSession({
		id: 'g1',
		createdAt: '2026-11-23T10:00:00.000Z',
		setup,
		seed,
		seats: { A: { kind: 'human' }, B: { kind: 'computer', level: 'easy' } },
		title: 'test'
	});
	if (!s.ok) throw new Error(s.reason);
	return s.value;
}

/** Plays n random orders (both seats) with a seeded random player. */
function playRandom(session: Session, n: number, seed = 3): Session {
	const dice = seededDice(seed);
	let s = session;
	for (let i = 0; i < n && s.state.phase !== 'over'; i++) {
		const order = randomOrder(s.state, dice);
		if (!order) break;
		const r = play(s, order);
		if (!r.ok) throw new Error(r.reason);
		s = r.value.session;
	}
	return s;
}

describe('setup', () => {
	it('places side A on the west edge facing east and side B on the east edge facing west', () => {
		const setup = free();
		const a = setup.planes.filter((p) => p.side === 'A');
		const b = setup.planes.filter((p) => p.side === 'B');
		expect(a.every((p) => p.x === 0 && p.facing === 2)).toBe(true);
		expect(b.every((p) => p.x === 17 && p.facing === 6)).toBe(true);
		expect(setup.planes[0].aceSkills).toEqual(['patience']);
		expect(setup.terrain?.largeClouds).toHaveLength(1);
		expect(setup.terrain?.smallClouds).toHaveLength(2);
	});
	it('builds a quick mission with its objective pieces', () => {
		const setup = quickMissionSetup('balloon-busting', 5);
		expect(setup.mission).toBe('balloon-busting');
		expect(setup.terrain?.balloons?.length).toBeGreaterThan(0);
		expect(begin(setup, 5).state.phase).not.toBe('over');
	});
});

describe('controller', () => {
	it('starts at a decision and names the side to act', () => {
		const s = begin();
		expect(['fire', 'activation']).toContain(s.state.phase);
		expect(decider(s.state)).toMatch(/^[AB]$/);
	});
	it('refuses an illegal order with a reason and keeps the log unchanged', () => {
		const s = begin();
		const r = play(s, { kind: 'move', plane: 'B9', path: 'F' });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason.length).toBeGreaterThan(3);
		expect(r).toMatchObject({ code: expect.stringMatching(/^grid\./) });
		expect(s.log.orders).toHaveLength(0);
	});
	it('records every confirmed order so the log replays to the same state hash', () => {
		const s = playRandom(begin(), 40);
		expect(s.log.orders.length).toBeGreaterThan(0);
		const r = replay(s.log.setup, s.log.seed, s.log.orders);
		expect(r.ok && r.value.hash).toBe(gridStateHash(s.state));
		const again = sessionFromLog(s.id, s.createdAt, s.log);
		expect(again.ok && gridStateHash(again.value.state)).toBe(gridStateHash(s.state));
	});
	it('hands a seat only its view: no dice, no deck order', () => {
		const s = begin();
		const view = viewOf(s, 'A') as unknown as Partial<GridState>;
		expect(view.dice).toBeUndefined();
		expect(JSON.stringify(view)).not.toContain('drawPile');
	});
	it('replays step by step, with turn boundaries', () => {
		const s = playRandom(begin(), 60);
		const steps = replaySteps(s.log);
		expect(steps.ok).toBe(true);
		if (!steps.ok) return;
		expect(steps.value).toHaveLength(s.log.orders.length + 1);
		const starts = turnStarts(steps.value);
		expect(starts[0]).toBe(0);
		for (const i of starts.slice(1))
			expect(steps.value[i].state.turn).toBeGreaterThan(steps.value[i - 1].state.turn);
	});
});

describe('saved games', () => {
	let db: TallyHoDb;
	beforeEach(() => {
		db = openTestDb();
	});
	afterEach(async () => {
		await closeTestDb(db);
	});
	it('saves after an order and resumes at the same state', async () => {
		const s = playRandom(begin(), 15);
		await saveSession(s, new Date('2026-11-23T11:00:00Z'));
		const back = await loadSession('g1');
		expect(back.ok).toBe(true);
		if (!back.ok) return;
		expect(gridStateHash(back.value.state)).toBe(gridStateHash(s.state));
		expect(back.value.log.seats.B).toEqual({ kind: 'computer', level: 'easy' });
		const list = await listSavedGames('skirmish');
		expect(list.map((g) => g.id)).toEqual(['g1']);
		expect(list[0].status).toBe('playing');
		await deleteSavedGame('g1');
		expect(await listSavedGames('skirmish')).toEqual([]);
		expect(await loadSession('g1')).toMatchObject({ ok: false, code: 'skirmish.no_saved_game' });
	});
	it('marks a finished game with its final hash', async () => {
		const s = playRandom(begin(), 5000);
		expect(s.state.phase).toBe('over');
		await saveSession(s);
		const [rec] = await listSavedGames('skirmish');
		expect(rec.status).toBe('finished');
		expect(rec.finalHash).toBe(gridStateHash(s.state));
	});
});

describe('flying square by square', () => {
	it('offers the next squares of legal paths and ends exactly on the legal moves', async () => {
		const { nextSteps, movesEndingAt, pathSquares } = await import('./geometry');
		const { legalOrders } = await import('$lib/rules/grid');
		let s = begin();
		// Get to a move decision.
		const dice = seededDice(4);
		while (s.state.phase !== 'activation') {
			const r = play(s, randomOrder(s.state, dice)!);
			if (!r.ok) throw new Error(r.reason);
			s = r.value.session;
		}
		const legal = legalOrders(s.state);
		if (legal.phase !== 'activation') throw new Error('not a move');
		const plane = s.state.planes.find((p) => p.id === legal.plane)!;
		const plain = legal.moves.filter((mv) => !mv.order.manoeuvre && !mv.order.slow);
		// Walk every tap sequence: each reachable end is a legal move, and every legal move is reached.
		const reached = new Set<string>();
		const walk = (prefix: string) => {
			for (const mv of movesEndingAt(plain, prefix)) reached.add(mv.order.path);
			for (const step of nextSteps(plane, plain, prefix)) {
				const sq = pathSquares(plane, prefix + step.segment);
				expect(sq[sq.length - 1]).toEqual(step.to);
				walk(prefix + step.segment);
			}
		};
		walk('');
		expect([...reached].sort()).toEqual(plain.map((mv) => mv.order.path).sort());
	});
});
