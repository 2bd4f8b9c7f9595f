// Comparable Lighthouse runs on an emulated slow host (issue 30). The same cgroup quota gives a
// benchmarkIndex anywhere from ~340 to ~1,350 from one run to the next when other work shares
// the machine, so a run counts only when its index is inside a band (the slow host:
// 760–1,050), and between attempts the quota is moved toward the band. Pure: used by
// scripts/bench/lighthouse.ts (`--band MIN-MAX`), tested in lighthouse-band.test.ts.

export interface Band {
	min: number;
	max: number;
}

/** "760-1050" → { min: 760, max: 1050 }; throws on anything else. */
export function parseBand(text: string): Band {
	const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
	const min = m ? Number(m[1]) : NaN;
	const max = m ? Number(m[2]) : NaN;
	if (!(min > 0 && max > min)) throw new Error(`--band ${text}: want MIN-MAX, e.g. 760-1050`);
	return { min, max };
}

/** Where a run's benchmarkIndex lies: in the band, or on a host too slow or too fast for it. */
export type Verdict = 'in' | 'too slow' | 'too fast' | 'unknown';

export function judge(index: number, band: Band): Verdict {
	if (!Number.isFinite(index)) return 'unknown';
	if (index < band.min) return 'too slow';
	if (index > band.max) return 'too fast';
	return 'in';
}

/** The quota's bounds (a share of one core; slow-host.ts takes 0 < q ≤ 2). */
export const MIN_QUOTA = 0.1;
export const MAX_QUOTA = 2;
/**
 * The most one step moves the quota (×1.25 or ÷1.25). The index moves with the machine as much
 * as with the quota (2026-11-27, 10:06: 937, 1,011, 1,500 and 1,054 at 0.6 of a core; 542 and 329
 * at 0.4), so one odd run must not throw the next one out of the band the other way.
 */
export const MAX_STEP = 1.25;

/**
 * The quota for the next attempt. The index of a quota-bound renderer grows about in proportion
 * to its quota, but one run's index is noisy: an index out of the band scales the quota by the
 * square root of (middle of the band / index), at most ×MAX_STEP either way; an index in the band
 * (or none) keeps it. Rounded to 0.01.
 */
export function nextQuota(quota: number, index: number, band: Band): number {
	const verdict = judge(index, band);
	if (verdict === 'in' || verdict === 'unknown') return quota;
	const middle = (band.min + band.max) / 2;
	const step = Math.min(MAX_STEP, Math.max(1 / MAX_STEP, Math.sqrt(middle / index)));
	const next = Math.min(MAX_QUOTA, Math.max(MIN_QUOTA, quota * step));
	return Math.round(next * 100) / 100;
}

/** Attempts per page before giving up on N runs in the band: four times the runs wanted. */
export function attemptCap(runs: number): number {
	return 4 * runs;
}

/** The median (the mean of the middle two for an even count; NaN for none). */
export function median(values: readonly number[]): number {
	if (values.length === 0) return NaN;
	const s = [...values].sort((a, b) => a - b);
	const mid = s.length >> 1;
	return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The machine's time counters from the first line of /proc/stat (in clock ticks): user, nice,
 * system, idle, iowait, irq, softirq, steal.
 */
export function cpuTimes(procStat: string): number[] {
	const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
	if (!line) throw new Error('no cpu line in /proc/stat');
	const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
	while (fields.length < 8) fields.push(0);
	return fields;
}

/**
 * The share (0–1) of the machine's time between two readings of cpuTimes that went to work at
 * an ordinary or higher priority (user, system, irq, softirq) or to other guests of the host
 * (steal). Work at nice > 0 is left out: a tournament at nice 19 yields the core to Chromium at
 * once, where a CI run's browsers take half of it. What a slow host's benchmarkIndex cannot see:
 * the browser, GPU and network processes run outside the quota, beside that work.
 */
export function busyShare(before: readonly number[], after: readonly number[]): number {
	const d = after.map((v, i) => v - (before[i] ?? 0));
	const total = d.reduce((a, b) => a + b, 0);
	if (!(total > 0)) return 0;
	const [user, , system, , , irq, softirq, steal] = d;
	return (user + system + irq + softirq + steal) / total;
}
