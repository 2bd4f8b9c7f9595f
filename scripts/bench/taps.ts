// Tap latency on the two boards, in Debian's Chromium at 4× CPU throttling (issue 19):
//   Skirmish: tap a manoeuvre → its legal end squares drawn on the board;
//   Dogfight: tap a maneuver on the sheet → the ghost of the plotted end drawn on the board.
// "Drawn" is the first frame whose requestAnimationFrame sees the board's DOM show the new marks:
// the clock starts at the tap's own input timestamp (`event.timeStamp` of touchstart) and stops in a
// task queued from that requestAnimationFrame, i.e. after that frame's style, layout and paint work.
//
//   npx tsx scripts/bench/taps.ts [--taps N] [--no-build] [--rate 4] [--profile] [--trace]
//
// Builds the app (`npm run build`) and serves it with `vite preview` on BENCH_PORT / E2E_PORT /
// 4173 (a server already answering there is used as it is). Prints one line per figure:
// `<name>: <value> <unit> (target <op> <value>)`; with `--figures`, the `@figures` line of
// `npm run bench` (scripts/bench/run.ts) too.
import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { systemChromium } from '../find-chromium.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { reportFigures, type Figure } from './figures';
import { percentile, serveBuild } from './serve-build';

const TARGET_MEDIAN_MS = 50;
const TARGET_P95_MS = 100;

function argValue(name: string, fallback: number): number {
	const i = process.argv.indexOf(name);
	return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const TAPS = argValue('--taps', 30);
const RATE = argValue('--rate', 4);
const WARMUP = 4;
/** `--profile`: write test-results/taps-<board>.cpuprofile and print the functions with most self time. */
const PROFILE = process.argv.includes('--profile');
/** `--trace`: record a Chromium trace of the timed taps and print main-thread time per tap by kind of work. */
const TRACE = process.argv.includes('--trace');

interface TraceEvent {
	name: string;
	ph: string;
	dur?: number;
	pid: number;
	tid: number;
	args?: { name?: string };
}
/** Main-thread time of the renderer's top-level work items (style, layout, paint, script…), per tap. */
function printTrace(events: TraceEvent[], taps: number): void {
	const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
	if (!main) return;
	const byName = new Map<string, number>();
	for (const e of events)
		if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
			byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
	for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 18))
		console.log(`  ${(ms / taps).toFixed(1).padStart(7)} ms per tap  ${name}`);
}

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
}
function printTop(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const self = new Map<string, number>();
	(profile.samples ?? []).forEach((id, i) => {
		const f = byId.get(id)!.callFrame;
		const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
		self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
	});
	for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
		console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
}

type Board = 'skirmish' | 'dogfight';

/**
 * Installed in every page as a string (tsx would wrap functions in helpers the page lacks):
 * `__sig[board]()` is what the board shows for the current choice, and a tap is "drawn" when it
 * changes; `__arm(board)` sets `__tap` to a promise of tap → drawn in ms.
 */
const PROBE = `
window.__sig = {
	skirmish: () =>
		[...document.querySelectorAll('[data-testid="board"] rect.sq.move')]
			.map((r) => r.getAttribute('x') + ',' + r.getAttribute('y'))
			.join(';'),
	dogfight: () => document.querySelector('[data-testid="ghost"]')?.getAttribute('transform') ?? ''
};
window.__arm = (board) => {
	const before = window.__sig[board]();
	window.__tap = new Promise((resolve, reject) => {
		let t0 = null;
		const down = (e) => { t0 ??= e.timeStamp; };
		window.addEventListener('touchstart', down, { capture: true, once: true });
		window.addEventListener('pointerdown', down, { capture: true, once: true });
		// Checked once per frame: the first frame whose requestAnimationFrame sees the new marks is
		// the one that paints them; the task queued from it runs once that frame's work is done.
		const started = performance.now();
		const frame = () => {
			if (t0 !== null && window.__sig[board]() !== before) {
				const start = t0;
				setTimeout(() => resolve(performance.now() - start), 0);
			} else if (performance.now() - started > 10000)
				reject(new Error(board + ': the board did not change within 10 s of the tap'));
			else requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	});
};
`;

interface ProbeWindow {
	__sig: Record<string, () => string>;
	__arm: (board: string) => void;
	__tap: Promise<number>;
}

async function timeTap(page: Page, board: Board, target: Locator): Promise<number> {
	await page.evaluate((b) => (window as unknown as ProbeWindow).__arm(b), board);
	await target.tap({ force: true });
	return page.evaluate(() => (window as unknown as ProbeWindow).__tap);
}

const signature = (page: Page, board: Board) =>
	page.evaluate((b) => (window as unknown as ProbeWindow).__sig[b](), board);

/**
 * Two taps whose boards differ, to alternate between: the first `candidates` pair with different
 * signatures (tapped once each, unthrottled, to find it).
 */
async function pickPair(
	page: Page,
	board: Board,
	candidates: Locator[]
): Promise<[Locator, Locator]> {
	const seen: { target: Locator; sig: string }[] = [];
	for (const target of candidates) {
		await target.tap({ force: true });
		await page.waitForTimeout(300);
		const sig = await signature(page, board);
		const other = seen.find((s) => s.sig !== sig && s.sig !== '' && sig !== '');
		if (other) return [other.target, target];
		seen.push({ target, sig });
	}
	throw new Error(`${board}: no two taps draw different boards`);
}

async function measure(
	page: Page,
	cdp: CDPSession,
	board: Board,
	pair: [Locator, Locator]
): Promise<number[]> {
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
	const times: number[] = [];
	if (PROFILE) {
		await cdp.send('Profiler.enable');
		await cdp.send('Profiler.start');
	}
	const traced: TraceEvent[] = [];
	if (TRACE) {
		cdp.on('Tracing.dataCollected', (d) => traced.push(...(d.value as unknown as TraceEvent[])));
		await cdp.send('Tracing.start', {
			categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata',
			transferMode: 'ReportEvents'
		});
	}
	try {
		for (let i = 0; i < WARMUP + TAPS; i++) {
			const ms = await timeTap(page, board, pair[i % 2]);
			if (i >= WARMUP) times.push(ms);
			// A person taps every second or so; let saves and idle work settle as they would.
			await page.waitForTimeout(250);
		}
	} finally {
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
		if (PROFILE) {
			const { profile } = await cdp.send('Profiler.stop');
			mkdirSync('test-results', { recursive: true });
			writeFileSync(`test-results/taps-${board}.cpuprofile`, JSON.stringify(profile));
			printTop(profile);
		}
		if (TRACE) {
			const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
			await cdp.send('Tracing.end');
			await done;
			printTrace(traced, WARMUP + TAPS);
		}
	}
	return times;
}

/** A Skirmish against the computer, up to the human's first move decision. */
async function skirmish(page: Page, base: string): Promise<[Locator, Locator]> {
	await page.goto(`${base}/skirmish`);
	await page.getByRole('button', { name: 'Start game' }).tap();
	const move = page.getByTestId('move-panel');
	const fire = page.getByTestId('fire-panel');
	for (let i = 0; i < 20; i++) {
		await fire.or(move).first().waitFor({ timeout: 30_000 });
		if (await move.isVisible()) break;
		await fire.getByRole('button', { name: 'Give fire orders' }).tap();
	}
	const buttons = move
		.getByRole('group', { name: 'Maneuver', exact: true })
		.locator('button:not([aria-disabled="true"]):not(.greyed)');
	const n = await buttons.count();
	const candidates = Array.from({ length: n }, (_, i) => buttons.nth(i));
	// One manoeuvre only: alternate the end squares with the first step's squares instead.
	if (n < 2)
		candidates.push(
			move.getByRole('button', { name: 'Square by square' }),
			move.getByRole('button', { name: 'End square' })
		);
	return pickPair(page, 'skirmish', candidates);
}

/** A 2 v 2 Dogfight (one human, three computers), up to the human's plot. */
async function dogfight(page: Page, base: string): Promise<[Locator, Locator]> {
	await page.goto(`${base}/dogfight/new?seed=4242`);
	// The form opens filled with the quick 2 v 2.
	await page.getByTestId('seat').nth(3).waitFor();
	await page.getByTestId('start').tap();
	const sheet = page.getByRole('group', { name: 'Maneuver sheet' });
	await sheet.locator('button[data-ok="true"]').first().waitFor({ timeout: 30_000 });
	const codes = await sheet
		.locator('button[data-ok="true"]')
		.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')!));
	return pickPair(
		page,
		'dogfight',
		codes.map((c) => sheet.locator(`button[data-code="${c}"]`))
	);
}

const figures: Figure[] = [];

function report(name: string, times: number[]): void {
	const median = percentile(times, 50);
	const p95 = percentile(times, 95);
	console.log(`${name} median: ${median.toFixed(1)} ms (target <= ${TARGET_MEDIAN_MS} ms)`);
	console.log(`${name} p95: ${p95.toFixed(1)} ms (target <= ${TARGET_P95_MS} ms)`);
	const note = `${times.length} taps, ${RATE}× CPU throttling, wall time in Chromium`;
	figures.push(
		{
			name: `${name}: median`,
			value: median,
			unit: 'ms',
			target: { op: '<=', value: TARGET_MEDIAN_MS },
			note
		},
		{
			name: `${name}: p95`,
			value: p95,
			unit: 'ms',
			target: { op: '<=', value: TARGET_P95_MS },
			note
		}
	);
}

async function main(): Promise<void> {
	const served = await serveBuild({ build: !process.argv.includes('--no-build') });
	let browser: Browser | undefined;
	try {
		browser = await chromium.launch({
			executablePath: systemChromium(),
			args: ['--disable-background-networking', '--disable-component-update', '--no-first-run']
		});
		const context = await browser.newContext({
			viewport: { width: 1024, height: 768 },
			hasTouch: true,
			locale: 'en-GB'
		});
		await context.addInitScript({ content: PROBE });
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		console.log(
			`taps: ${TAPS} per board after ${WARMUP} warm-up, ${RATE}× CPU throttling, load ${readFileSync('/proc/loadavg', 'utf8').trim()}`
		);
		const skirmishPair = await skirmish(page, served.url);
		report(
			'taps.skirmish (tap → legal squares drawn)',
			await measure(page, cdp, 'skirmish', skirmishPair)
		);
		const dogfightPair = await dogfight(page, served.url);
		report('taps.dogfight (tap → ghost drawn)', await measure(page, cdp, 'dogfight', dogfightPair));
	} finally {
		await browser?.close();
		served.stop();
	}
	reportFigures(figures);
}

main().catch((e: unknown) => {
	console.error(e instanceof Error ? e.message : e);
	process.exit(1);
});
