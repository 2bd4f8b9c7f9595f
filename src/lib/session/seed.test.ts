import { describe, expect, it, vi } from 'vitest';
import { freshSeed } from './seed';

describe('the one seed source (issue 27)', () => {
	it('gives the crypto word itself (a fixed word fixes the seed), never 0', () => {
		for (const word of [0, 1, 0x7ffffffe, 0x7fffffff, 0x80000000, 0xffffffff]) {
			const spy = vi
				.spyOn(globalThis.crypto, 'getRandomValues')
				.mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
					(a as unknown as Uint32Array)[0] = word;
					return a;
				});
			const seed = freshSeed();
			spy.mockRestore();
			expect(seed).toBe(word === 0 ? 1 : word);
		}
	});

	it('draws from the crypto source, so two games rarely share their dice', () => {
		const seeds = new Set(Array.from({ length: 200 }, () => freshSeed()));
		expect(seeds.size).toBeGreaterThan(195);
	});
});
