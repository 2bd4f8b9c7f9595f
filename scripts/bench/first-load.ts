// The main thread's work while a page loads, task by task (issue 30): what Lighthouse's Total
// Blocking Time is made of, measured directly and quicker than a Lighthouse run.
//
//   npx tsx scripts/bench/first-load.ts [--pages /,/skirmish] [--runs N] [--rate 4] [--no-build] [--profile] [--why] [--min 40]
//
// Serves the build as the other browser benchmarks do (BENCH_PORT), opens each page in a fresh
// Chromium context (no service worker, no cache) at `--rate`× CPU throttling, records a trace from
// the navigation until the main thread has been quiet for 1.5 s, and prints per page: the first
// paint, the moment the app took taps (html.booting gone), every task over 50 ms with what ran in
// it, and the blocking time (the part of each task over 50 ms, summed from the first paint on, as
// Lighthouse counts it), in wall time and in the main thread's CPU time (steadier on a shared
// machine). With `--profile`, the functions with most self time, overall and in each listed task (the
// profiles are saved in test-results/, one per run). With `--why`, each listed task's style recalcs
// and layouts, with the script that forced them and what invalidated style or layout (issue 30:
// how two restyles of the whole page were found).
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { systemChromium } from '../find-chromium.mjs';
import { percentile, serveBuild } from './serve-build';
import { pageMainThread, type Frame, type TraceEvent } from './trace-events';

function argValue(name: string, fallback: string): string {
	const i = process.argv.indexOf(name);
	return i >= 0 ? process.argv[i + 1] : fallback;
}
const PAGES = argValue('--pages', '/,/skirmish,/dogfight,/campaigns').split(',');
const RUNS = Number(argValue('--runs', '3'));
const RATE = Number(argValue('--rate', '4'));
const PROFILE = process.argv.includes('--profile');
// `--min 10`: list every task from this many ms (wall) on, not only the long ones (over 50 ms).
const LIST_FROM = Number(argValue('--min', '50'));
// `--why`: in each listed task, the style recalcs and layouts with the script that forced them and
// what invalidated style or layout, by reason and script (Chromium's invalidation tracking).
const WHY = process.argv.includes('--why');

interface Task {
	start: number;
	dur: number;
	/** CPU time of the task (thread time): what the page's own work costs, whatever the load. */
	cpu: number;
	what: string;
}

/** The renderer's main-thread tasks (RunTask), each named by the scripts that ran in it. */
function tasks(
	events: TraceEvent[],
	origin: string
): { list: Task[]; t0: number; fcp: number; mine: TraceEvent[] } {
	const main = pageMainThread(events);
	if (!main) return { list: [], t0: 0, fcp: NaN, mine: [] };
	const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
	const nav = mine.find((e) => e.name === 'navigationStart') ?? mine[0];
	const t0 = nav.ts;
	const fcpEvent = mine.find((e) => e.name === 'firstContentfulPaint');
	const fcp = fcpEvent ? (fcpEvent.ts - t0) / 1000 : NaN;
	const runs = mine.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur);
	const inner = mine.filter(
		(e) =>
			e.ph === 'X' &&
			(e.name === 'EvaluateScript' ||
				e.name === 'FunctionCall' ||
				e.name === 'RunMicrotasks' ||
				e.name === 'TimerFire' ||
				e.name === 'v8.compileModule' ||
				e.name === 'v8.evaluateModule' ||
				e.name === 'ParseHTML' ||
				e.name === 'UpdateLayoutTree' ||
				e.name === 'Layout')
	);
	const list = runs.map((r) => {
		const end = r.ts + (r.dur ?? 0);
		const kinds = new Map<string, number>();
		for (const e of inner) {
			if (e.ts < r.ts || e.ts >= end) continue;
			const url = e.args?.data?.url?.replace(origin, '').replace('/_app/immutable/', '') ?? '';
			const key = `${e.name}${url ? ' ' + url : ''}`;
			kinds.set(key, (kinds.get(key) ?? 0) + (e.dur ?? 0) / 1000);
		}
		const what = [...kinds]
			.sort((a, b) => b[1] - a[1])
			.slice(0, 4)
			.map(([k, v]) => `${k} ${v.toFixed(0)}`)
			.join('; ');
		return {
			start: (r.ts - t0) / 1000,
			dur: (r.dur ?? 0) / 1000,
			cpu: (r.tdur ?? r.dur ?? 0) / 1000,
			what
		};
	});
	return { list, t0, fcp, mine };
}

const frameName = (f: Frame | undefined, origin: string) =>
	f
		? `${f.functionName || '(anon)'} ${f.url.replace(origin, '').replace('/_app/immutable/', '')}:${f.lineNumber}`
		: '(no script)';

/** `--why`: the style and layout work in a task, and what made it necessary. */
function printWhy(task: Task, mine: TraceEvent[], t0: number, origin: string) {
	const from = t0 + task.start * 1000;
	const to = from + task.dur * 1000;
	const inTask = mine.filter((e) => e.ts >= from && e.ts < to);
	for (const e of inTask) {
		if (e.ph !== 'X' || (e.name !== 'Layout' && e.name !== 'UpdateLayoutTree')) continue;
		if ((e.dur ?? 0) < 2000) continue;
		const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
		const size =
			e.name === 'Layout'
				? `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects} objects`
				: `${e.args?.elementCount ?? '?'} elements`;
		console.log(
			`      ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms, ${size}, forced by ${frameName(stack?.[0], origin)}`
		);
	}
	const why = new Map<string, number>();
	for (const e of inTask) {
		if (!e.name.endsWith('InvalidationTracking')) continue;
		const d = e.args?.data;
		const key = `${e.name.replace('InvalidationTracking', '')} ${d?.reason ?? ''} ${d?.nodeName ?? ''} ← ${frameName(d?.stackTrace?.[0], origin)}`;
		why.set(key, (why.get(key) ?? 0) + 1);
	}
	for (const [k, n] of [...why].sort((a, b) => b[1] - a[1]).slice(0, 12))
		console.log(`      ${String(n).padStart(4)}× ${k}`);
}

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}
interface Profile {
	nodes: ProfileNode[];
	startTime: number;
	samples?: number[];
	timeDeltas?: number[];
}

/**
 * The functions with most self time inside each long task: the profile's sample times and the
 * trace's timestamps are on the same clock (microseconds).
 */
function printPerTask(profile: Profile, long: Task[], t0: number, origin: string) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const samples = profile.samples ?? [];
	const deltas = profile.timeDeltas ?? [];
	let t = profile.startTime;
	const at: number[] = [];
	for (let i = 0; i < samples.length; i++) at.push((t += deltas[i] ?? 0));
	for (const task of long) {
		const from = t0 + task.start * 1000;
		const to = from + task.dur * 1000;
		const self = new Map<string, number>();
		for (let i = 0; i < samples.length; i++) {
			if (at[i] < from || at[i] >= to) continue;
			const f = byId.get(samples[i])?.callFrame;
			if (!f || f.functionName === '(idle)') continue;
			const file = f.url.replace(origin, '').replace('/_app/immutable/', '');
			const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber}`;
			self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
		}
		const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
		console.log(`    task at ${task.start.toFixed(0)} ms (${task.dur.toFixed(0)} ms):`);
		for (const [k, v] of top) console.log(`      ${v.toFixed(1).padStart(6)} ms  ${k}`);
	}
}

function printTop(profile: Profile, origin: string) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const self = new Map<string, number>();
	const samples = profile.samples ?? [];
	const deltas = profile.timeDeltas ?? [];
	for (let i = 0; i < samples.length; i++) {
		const f = byId.get(samples[i])?.callFrame;
		if (!f) continue;
		const key = `${f.functionName || '(anon)'} ${f.url.replace(origin, '')}:${f.lineNumber}`;
		self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
	}
	for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
		console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
	// Browser functions (no script of their own) by the script function that called them.
	const parentOf = new Map<number, ProfileNode>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
	const callers = new Map<string, number>();
	for (let i = 0; i < samples.length; i++) {
		const n = byId.get(samples[i]);
		if (!n || n.callFrame.url || n.callFrame.functionName.startsWith('(')) continue;
		const p = parentOf.get(n.id)?.callFrame;
		const key = `${n.callFrame.functionName} ← ${p?.functionName || '(anon)'} ${p?.url.replace(origin, '')}:${p?.lineNumber}`;
		callers.set(key, (callers.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
	}
	for (const [k, v] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 6))
		console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
}

async function loadOnce(page: Page, cdp: CDPSession, url: string, origin: string) {
	const events: TraceEvent[] = [];
	cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
	const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
	await cdp.send('Tracing.start', {
		categories:
			'devtools.timeline,v8.execute,blink.user_timing,loading,disabled-by-default-devtools.timeline' +
			(WHY
				? ',disabled-by-default-devtools.timeline.stack,disabled-by-default-devtools.timeline.invalidationTracking'
				: ''),
		transferMode: 'ReportEvents'
	});
	if (PROFILE) {
		await cdp.send('Profiler.enable');
		await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
		await cdp.send('Profiler.start');
	}
	await page.goto(url, { waitUntil: 'load' });
	// Through CDP in the page's own world: Playwright's `waitForFunction` and `evaluate` first inject
	// its utility script, one task of ≈ 70 ms at 8× that is no part of the page (it was counted).
	const inPage = async <T>(expression: string): Promise<T> =>
		(await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }))
			.result.value as T;
	const ready = await inPage<number>(`new Promise((resolve) => {
		const root = document.documentElement;
		const check = () => !root.classList.contains('booting') && (resolve(performance.now()), true);
		if (!check()) new MutationObserver(check).observe(root, { attributeFilter: ['class'] });
	})`);
	// Quiet: no task for 1.5 s (what Lighthouse waits for before it ends a run).
	await inPage(`new Promise((resolve) => {
		let last = performance.now();
		new PerformanceObserver(() => (last = performance.now())).observe({ type: 'longtask' });
		const tick = () => (performance.now() - last > 1500 ? resolve() : setTimeout(tick, 100));
		tick();
	})`);
	const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : undefined;
	await cdp.send('Tracing.end');
	await done;
	const t = tasks(events, origin);
	return { ...t, ready, profile };
}

async function main(): Promise<void> {
	const served = await serveBuild({ build: !process.argv.includes('--no-build') });
	const browser = await chromium.launch({ executablePath: systemChromium() });
	try {
		const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
		console.log(`first load, Chromium at ${RATE}× CPU throttling, ${RUNS} run(s) per page`);
		for (const path of PAGES) {
			const blocking: number[] = [];
			const longest: number[] = [];
			const blockingCpu: number[] = [];
			const longestCpu: number[] = [];
			for (let i = 0; i < RUNS; i++) {
				const context = await browser.newContext({
					serviceWorkers: 'block',
					viewport: { width: 412, height: 823 },
					isMobile: true,
					hasTouch: true
				});
				const page = await context.newPage();
				const cdp = await context.newCDPSession(page);
				await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
				const r = await loadOnce(page, cdp, served.url + path, served.url);
				const long = r.list.filter((t) => t.dur > LIST_FROM);
				const tbt = r.list
					.filter((t) => t.start + t.dur > r.fcp)
					.reduce((s, t) => s + Math.max(0, t.dur - 50), 0);
				blocking.push(Math.round(tbt));
				longest.push(Math.round(Math.max(0, ...r.list.map((t) => t.dur))));
				// The same counted in CPU time: on a shared machine a task's wall time includes the
				// time other processes held the core; its thread time does not.
				const tbtCpu = r.list
					.filter((t) => t.start + t.dur > r.fcp)
					.reduce((s, t) => s + Math.max(0, t.cpu - 50), 0);
				blockingCpu.push(Math.round(tbtCpu));
				longestCpu.push(Math.round(Math.max(0, ...r.list.map((t) => t.cpu))));
				console.log(
					`${path} run ${i + 1}: FCP ${r.fcp.toFixed(0)} ms, ready ${r.ready.toFixed(0)} ms, blocking ${tbt.toFixed(0)} ms, load ${load()}`
				);
				for (const t of long) {
					console.log(
						`    task at ${t.start.toFixed(0)} ms: ${t.dur.toFixed(0)} ms (CPU ${t.cpu.toFixed(0)})  [${t.what}]`
					);
					if (WHY) printWhy(t, r.mine, r.t0, served.url);
				}
				if (r.profile) {
					if (i === RUNS - 1) {
						printTop(r.profile, served.url);
						printPerTask(r.profile, long, r.t0, served.url);
					}
					mkdirSync('test-results', { recursive: true });
					const file = `test-results/first-load${path.replaceAll('/', '-') || '-home'}-${i + 1}.cpuprofile`;
					writeFileSync(file, JSON.stringify(r.profile));
					console.log(`    profile: ${file}`);
				}
				await context.close();
			}
			console.log(
				`${path}: blocking time median ${percentile(blocking, 50)} ms (${blocking.join(', ')}), longest task median ${percentile(longest, 50)} ms (${longest.join(', ')});` +
					` in CPU time: blocking ${percentile(blockingCpu, 50)} ms (${blockingCpu.join(', ')}), longest task ${percentile(longestCpu, 50)} ms (${longestCpu.join(', ')})`
			);
		}
	} finally {
		await browser.close();
		served.stop();
	}
}

main().catch((e: unknown) => {
	console.error(e instanceof Error ? e.message : e);
	process.exit(1);
});
