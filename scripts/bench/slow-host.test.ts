import { describe, expect, it } from 'vitest';
import { PERIOD_US, quotaUs } from './slow-host';

describe('the slow host’s cgroup quota (issue 30)', () => {
	it('is the share of one core of each period', () => {
		expect(quotaUs(0.45, PERIOD_US)).toBe(4500);
		expect(quotaUs(0.45, 3000)).toBe(1350);
	});

	it('refuses what the kernel would, naming the option', () => {
		// 0.45 of a 1 ms period is under the kernel's least quota (1 ms): it answered EINVAL.
		expect(() => quotaUs(0.45, 1000)).toThrow(/--cpu-quota 0.45 of a 1 ms period/);
		expect(() => quotaUs(0.45, 500)).toThrow(/--cpu-period-ms 0.5/);
		expect(() => quotaUs(0, PERIOD_US)).toThrow(/--cpu-quota 0/);
		expect(() => quotaUs(2.5, PERIOD_US)).toThrow(/--cpu-quota 2.5/);
	});
});
