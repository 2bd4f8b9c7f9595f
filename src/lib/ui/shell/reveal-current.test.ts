import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './reveal-current';

// A phone's sideways menu: the bar shows 0–370 px; links further right are past its edge.
const bar = { left: 0, right: 370 };

describe('the current link of a sideways bar comes into sight', () => {
	it('leaves a link in sight where it is', () => {
		expect(scrollToReveal(bar, { left: 120, right: 250 })).toBe(0);
		expect(scrollToReveal(bar, { left: 0, right: 370 })).toBe(0);
	});

	it('scrolls a link past the right edge to the middle of the bar', () => {
		// 150 px wide at 600–750: its left edge goes to (370 − 150) / 2 = 110.
		const by = scrollToReveal(bar, { left: 600, right: 750 });
		expect(by).toBe(490);
		expect(600 - by).toBe(110);
	});

	it('scrolls back for a link past the left edge (the bar scrolled on before)', () => {
		expect(scrollToReveal(bar, { left: -200, right: -50 })).toBe(-310);
	});

	it('a link wider than the bar starts at its left edge', () => {
		expect(scrollToReveal(bar, { left: 500, right: 1000 })).toBe(500);
	});
});
