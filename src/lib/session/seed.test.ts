import { describe, expect, it, vi } from 'vitest';
import { freshSeed } from './seed';

describe('the one seed source (issue 27)', () => {
	it('gives positive 31-bit whole numbers, also at the ends of the crypto word', () => {
		for (const word of [0, 1, 0x7ffffffe, 0x7fffffff, 0x80000000, 0xffffffff]) {
			const spy = vi
				.spyOn(globalThis.crypto, 'getRandomValues')
				.mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
					(a as unknown as Uint32Array)[0] = word;
					return a;
				});
			const seed = freshSeed();
			spy.mockRestore();
			expect(Number.isInteger(seed)).toBe(true);
			expect(seed).toBeGreaterThanOrEqual(1);
			expect(seed).toBeLessThanOrEqual(0x7fffffff);
		}
	});

	it('draws from the crypto source, so two games rarely share their dice', () => {
		const seeds = new Set(Array.from({ length: 200 }, () => freshSeed()));
		expect(seeds.size).toBeGreaterThan(195);
	});
});
