/**
 * Issue 26: `npm test` runs fast-check with one fixed seed (a CI run fails on a change, not on a
 * new random find); `npm run test:explore` gives fresh seeds (scripts/test-explore.mjs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPLORE, FIXED_SEED } from './fast-check-setup';

describe('fast-check seeds', () => {
	it.skipIf(EXPLORE || !!process.env.FC_SEED)(
		'npm test: every property runs with the fixed seed',
		() => {
			expect(fc.readConfigureGlobal().seed).toBe(FIXED_SEED);
			// The same values every run: a failure repeats until the code changes.
			const values = () => fc.sample(fc.integer(), { numRuns: 5 });
			expect(values()).toEqual(values());
		}
	);

	it.runIf(EXPLORE)('test:explore: a fresh seed, not the fixed one', () => {
		expect(fc.readConfigureGlobal().seed).not.toBe(FIXED_SEED);
	});
});
