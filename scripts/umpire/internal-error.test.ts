/**
 * Issue 17: an exception inside an engine is an internal error — exit 3, one line naming it —
 * never a refusal. Before, the hex umpire's catch-all answered "Turn refused: ct.fired[plane.id]
 * .push is not a function" with exit 1. Here the engine's resolveTurn is made to throw.
 */
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';

vi.mock('../../src/lib/rules/hex', async (original) => ({
	...(await original<typeof import('../../src/lib/rules/hex')>()),
	resolveTurn: () => {
		throw new TypeError('ct.fired[plane.id].push is not a function');
	}
}));

const { umpire } = await import('../umpire');
const { runHexUmpire } = await import('./hex');

describe('internal errors (issue 17)', () => {
	const firing = readFileSync('examples/hex/firing-2013.json', 'utf8');

	it('are not dressed as refusals', () => {
		expect(() => runHexUmpire(JSON.parse(firing))).toThrow(TypeError);
	});

	it('are answered by the entry function as exit 3 with one line', () => {
		expect(umpire(firing)).toEqual({
			code: 3,
			error: 'internal error: ct.fired[plane.id].push is not a function'
		});
		// Queries that do not resolve a turn still answer.
		expect(umpire(JSON.stringify({ ...JSON.parse(firing), query: 'legal' })).code).toBe(0);
	});
});
