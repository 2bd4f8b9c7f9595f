import { describe, expect, it } from 'vitest';
import {
	attemptCap,
	judge,
	MAX_QUOTA,
	MIN_QUOTA,
	median,
	nextQuota,
	parseBand
} from './lighthouse-band';

// Issue 30: "on a host whose benchmarkIndex is ≤ 1,050"; the slow host read 760–1,040.
const band = parseBand('760-1050');

describe('Lighthouse runs in a benchmarkIndex band (issue 30)', () => {
	it('reads the band and refuses one that is not MIN-MAX', () => {
		expect(band).toEqual({ min: 760, max: 1050 });
		expect(parseBand(' 500 - 900 ')).toEqual({ min: 500, max: 900 });
		for (const bad of ['1050-760', '760', '760-', 'a-b', '0-10', '760-760'])
			expect(() => parseBand(bad), bad).toThrow(/--band/);
	});

	it('counts a run only when its index is inside the band, ends included', () => {
		expect(judge(760, band)).toBe('in');
		expect(judge(905, band)).toBe('in');
		expect(judge(1050, band)).toBe('in');
		expect(judge(759, band)).toBe('too slow');
		expect(judge(336, band)).toBe('too slow');
		expect(judge(1051, band)).toBe('too fast');
		expect(judge(2400, band)).toBe('too fast');
		expect(judge(NaN, band)).toBe('unknown');
	});

	it('gives more CPU after a host too slow and less after one too fast, toward the middle', () => {
		// 0.5 of a core read 603: the middle (905) wants ≈ 0.75.
		expect(nextQuota(0.5, 603, band)).toBe(0.75);
		// 0.5 read 1,131: ≈ 0.4.
		expect(nextQuota(0.5, 1131, band)).toBe(0.4);
	});

	it('keeps the quota after a run in the band or one without an index', () => {
		expect(nextQuota(0.5, 800, band)).toBe(0.5);
		expect(nextQuota(0.5, 1050, band)).toBe(0.5);
		expect(nextQuota(0.5, NaN, band)).toBe(0.5);
	});

	it('moves at most ×1.5 per step and stays within the bounds slow-host.ts takes', () => {
		// 336 alone would ask for ×2.7; one step gives ×1.5.
		expect(nextQuota(0.5, 336, band)).toBe(0.75);
		expect(nextQuota(0.5, 2800, band)).toBe(0.33);
		expect(nextQuota(1.8, 300, band)).toBe(MAX_QUOTA);
		expect(nextQuota(0.12, 5000, band)).toBe(MIN_QUOTA);
	});

	it('tries at most four times the runs wanted', () => {
		expect(attemptCap(3)).toBe(12);
		expect(attemptCap(1)).toBe(4);
	});

	it('takes the median of the runs that counted', () => {
		expect(median([98, 92, 100])).toBe(98);
		expect(median([64, 125])).toBe(94.5);
		expect(median([])).toBeNaN();
	});
});
