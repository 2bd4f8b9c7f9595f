import { describe, expect, it } from 'vitest';
import {
	attemptCap,
	busyShare,
	cpuTimes,
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

	it('gives more CPU after a host too slow and less after one too fast, halfway toward the middle', () => {
		// 0.5 of a core read 724: the middle (905) is ×1.25 away, and half of that (√) is ×1.118.
		expect(nextQuota(0.5, 724, band)).toBe(0.56);
		// 0.5 read 1,131: ×0.8 away, a step of ×0.894.
		expect(nextQuota(0.5, 1131, band)).toBe(0.45);
	});

	it('keeps the quota after a run in the band or one without an index', () => {
		expect(nextQuota(0.5, 800, band)).toBe(0.5);
		expect(nextQuota(0.5, 1050, band)).toBe(0.5);
		expect(nextQuota(0.5, NaN, band)).toBe(0.5);
	});

	it('moves at most ×1.25 per step and stays within the bounds slow-host.ts takes', () => {
		// 329 (0.4 of a core, 10:06) would ask for ×2.75, √ of it ×1.66; one step gives ×1.25.
		expect(nextQuota(0.4, 329, band)).toBe(0.5);
		expect(nextQuota(0.5, 2800, band)).toBe(0.4);
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

	it('reads the machine time counters from /proc/stat', () => {
		const stat = 'cpu  100 50 30 800 5 1 2 3 0 0\ncpu0 50 25 15 400 2 0 1 1 0 0\nintr 1 2 3\n';
		expect(cpuTimes(stat)).toEqual([100, 50, 30, 800, 5, 1, 2, 3]);
		expect(() => cpuTimes('intr 1 2')).toThrow();
	});

	it('counts ordinary work and steal as busy, nice work and idle as not', () => {
		const before = [0, 0, 0, 0, 0, 0, 0, 0];
		// A tournament at nice 19 on one core, the other idle: quiet.
		expect(busyShare(before, [0, 100, 0, 100, 0, 0, 0, 0])).toBe(0);
		// A CI run's browsers on one core and a half (user + system), steal 10 of 200.
		expect(busyShare(before, [120, 0, 30, 40, 0, 0, 0, 10])).toBeCloseTo(0.8);
		// iowait is waiting, not work.
		expect(busyShare(before, [0, 0, 0, 150, 50, 0, 0, 0])).toBe(0);
		expect(busyShare(before, before)).toBe(0);
	});
});
