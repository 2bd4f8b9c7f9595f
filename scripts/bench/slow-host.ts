// An emulated slow host for Lighthouse (issue 30): Chromium, and only Chromium, gets a fixed share
// of one CPU core through a Linux cgroup (v1 "cpu" controller, CFS bandwidth control), so that
// Lighthouse's own CPU test (`environment.benchmarkIndex`) reads like a slow phone's host
// (≤ 1,050) on a machine that is fast. This is an emulation, not a slow machine: the core runs at
// full speed for `quota` of every `period` and then waits, where a slow CPU runs slowly all the
// time. A short period (10 ms) keeps the waits shorter than Lighthouse's 50 ms long-task line, so a
// task is stretched by the quota instead of being cut into bursts — as long as the task's thread is
// alone in the group: a renderer's other threads spend the same quota, and its main thread then
// waits whole periods (docs/benchmarks.md, "… the slow host's stalls": hence the main threads
// alone, `only` 'main-threads'). Needs root and cgroup v1 at /sys/fs/cgroup/cpu (docs/benchmarks.md,
// "Issue 30: the first load, third try").
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CPU_CGROUP = '/sys/fs/cgroup/cpu';
/** 10 ms: waits of at most 10 ms − quota, well under a 50 ms long task. */
export const PERIOD_US = 10_000;
/**
 * The group's weight against the rest of the machine (1,024 is one ordinary process). On a shared
 * machine it lets Chromium have its quota even when other processes want both cores, so the
 * emulated host is the same speed at load 2 and at load 10; it never gets more than its quota.
 */
const SHARES = 8192;

export interface SlowHost {
	/** A script to pass as CHROME_PATH: it joins the cgroup, then runs Chromium. */
	chromePath: string;
	/** The cgroup's settings, for the report. */
	describe: string;
	/** The share of one core now. */
	fraction: number;
	/** Sets a new share of one core (for the next Chromium; `--band` in lighthouse.ts). */
	setFraction: (fraction: number) => void;
	remove: () => void;
}

/**
 * Creates the cgroup with `fraction` of one core (0.35: 3.5 ms of every 10 ms) and a Chromium
 * launcher that puts itself into it; everything Chromium starts (renderers, GPU, network
 * processes) inherits the group. Lighthouse itself and the preview server stay outside.
 */
export function slowHost(
	fraction: number,
	chromium: string,
	only: false | 'renderers' | 'main-threads' = false,
	periodUs = PERIOD_US
): SlowHost {
	quotaUs(fraction, periodUs);
	if (!existsSync(join(CPU_CGROUP, 'cpu.cfs_quota_us')))
		throw new Error(`--cpu-quota needs cgroup v1's cpu controller at ${CPU_CGROUP} (and root)`);
	const group = join(CPU_CGROUP, `tallyho-slowhost-${process.pid}`);
	mkdirSync(group, { recursive: true });
	// The quota first: a new group has no quota, and its default period (100 ms) is the longest here.
	const setQuota = (f: number) =>
		writeFileSync(join(group, 'cpu.cfs_quota_us'), String(quotaUs(f, periodUs)));
	setQuota(fraction);
	writeFileSync(join(group, 'cpu.cfs_period_us'), String(periodUs));
	writeFileSync(join(group, 'cpu.shares'), String(SHARES));
	const dir = mkdtempSync(join(tmpdir(), 'slow-chromium-'));
	const chromePath = join(dir, 'chromium');
	// With `only` a watcher moves the page's renderer processes, or their main threads, as they
	// start (Chromium's own PID is the shell's: `exec` keeps it); otherwise the shell joins the
	// group itself first.
	const join_ = only
		? `node ${fileURLToPath(new URL('./slow-renderers.mjs', import.meta.url))} $$ ${group}${only === 'main-threads' ? ' main' : ''} &`
		: `echo $$ > ${join(group, 'cgroup.procs')} || exit 1`;
	writeFileSync(chromePath, `#!/bin/sh\n${join_}\nexec ${chromium} "$@"\n`);
	chmodSync(chromePath, 0o755);
	const host: SlowHost = {
		chromePath,
		fraction,
		get describe() {
			const quota = Math.round(host.fraction * periodUs);
			const who = {
				renderers: 'renderer processes only, ',
				'main-threads': "renderers' main threads only, "
			};
			return `${only ? who[only] : ''}cgroup ${group}: cpu.cfs_quota_us ${quota} of cpu.cfs_period_us ${periodUs} (${host.fraction} of a core), cpu.shares ${SHARES}`;
		},
		setFraction: (f) => {
			setQuota(f);
			host.fraction = f;
		},
		remove: () => {
			// Only once its processes have ended (the watcher stops within 10 ms of Chromium).
			for (let i = 0; i < 50; i++) {
				try {
					rmdirSync(group);
					return;
				} catch {
					Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
				}
			}
			console.error(`could not remove ${group} (a process still in it?)`);
		}
	};
	return host;
}

/**
 * The cgroup's quota in µs for `fraction` of one core in a period of `periodUs`; throws for a
 * value the kernel would refuse (a period of 1 ms to 1 s, a quota of at least 1 ms) with the
 * options' names, so a bad `--cpu-quota` or `--cpu-period-ms` says which.
 */
export function quotaUs(fraction: number, periodUs: number): number {
	if (!(fraction > 0 && fraction <= 2)) throw new Error(`--cpu-quota ${fraction}: 0 < q ≤ 2`);
	if (!(periodUs >= 1000 && periodUs <= 1_000_000))
		throw new Error(`--cpu-period-ms ${periodUs / 1000}: 1 ≤ period ≤ 1000`);
	const quota = Math.round(fraction * periodUs);
	if (quota < 1000)
		throw new Error(
			`--cpu-quota ${fraction} of a ${periodUs / 1000} ms period is under the kernel's least quota, 1 ms: take a longer period`
		);
	return quota;
}
