/**
 * `npm run bench`: runs every benchmark, each in its own process, and prints each figure next to
 * its target. Exits non-zero only with `--strict`, when a figure misses its target or a benchmark
 * fails; without it the run is a report (the machine is shared: figures swing with its load, which
 * is printed before and after every benchmark).
 *
 *   npm run bench                          all benchmarks
 *   npm run bench -- --strict              … and fail on a missed target
 *   npm run bench -- --only grid,grid-bots one or more of them (ids below)
 *
 * A benchmark is a script under scripts/bench/ that, started with `--figures`, ends its output
 * with one `@figures` line (scripts/bench/figures.ts: a JSON list of { name, value, unit, target?,
 * note? }); the runner needs nothing else from it, so a benchmark may change freely inside (the hex
 * benchmarks belong to issue 19 part B). The browser benchmarks (tap latency, Lighthouse: issue 19
 * part C) build the app and serve it themselves. A slot without a script prints its targets with
 * "not measured by this runner yet"; to fill it, give it a script.
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { FIGURES_MARK, meets, type Figure } from './figures';

interface Bench {
	id: string;
	/** What it measures, for the report. */
	what: string;
	/** The script under scripts/bench/; null for a slot that a later part fills. */
	script: string | null;
	args?: string[];
	/** A slot's figures and their targets (issue 19), printed until a script measures them. */
	targets?: { name: string; target: string }[];
}

const NOT_YET = 'not measured by this runner yet — see docs/benchmarks.md';

const BENCHES: Bench[] = [
	{ id: 'grid', what: '"Tally Ho!" engine: full turns per second', script: 'grid.ts' },
	{
		id: 'grid-bots',
		what: '"Tally Ho!" bots: decision time per plane',
		script: 'grid-bots.ts'
	},
	{ id: 'hex', what: 'Blue Max engine: turn resolutions per second', script: 'hex.ts' },
	{ id: 'hex-bots', what: 'Blue Max bots: decision time per plane', script: 'hex-bots.ts' },
	{
		id: 'bots-browser',
		what: 'hard bots in Chromium at 4× CPU throttling: decision time per plane',
		script: 'bots-browser.ts'
	},
	{ id: 'campaign', what: 'campaign persistence (fake-indexeddb)', script: 'campaign.ts' },
	{
		id: 'club',
		what: 'club server (issue 29): 50 devices on 20 campaigns, sync latency, server memory and CPU',
		script: 'club.ts'
	},
	{
		id: 'tap-latency',
		what: 'tap → legal squares / ghost drawn, Chromium at 4× CPU throttling (issue 19 part C)',
		script: 'taps.ts'
	},
	{
		id: 'lighthouse',
		what: 'first paint: Lighthouse mobile, home page JS (issue 19 part C)',
		script: 'lighthouse.ts'
	}
];

interface Outcome {
	bench: Bench;
	figures: Figure[];
	failed: string | null;
	load: [number[], number[]];
	seconds: number;
}

const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

/** Runs one benchmark with tsx, echoing its report indented, and collects its figures. */
function runBench(bench: Bench): Promise<Outcome> {
	const before = loadavg();
	const script = bench.script;
	if (script === null) {
		console.log(`    ${NOT_YET}`);
		return Promise.resolve({
			bench,
			figures: [],
			failed: null,
			load: [before, before],
			seconds: 0
		});
	}
	const started = performance.now();
	return new Promise((resolve) => {
		const child = spawn(
			process.execPath,
			['--import', 'tsx', `scripts/bench/${script}`, ...(bench.args ?? []), '--figures'],
			{ stdio: ['ignore', 'pipe', 'pipe'] }
		);
		let figures: Figure[] = [];
		let buffered = '';
		let errors = '';
		child.stdout.setEncoding('utf8');
		child.stdout.on('data', (chunk: string) => {
			buffered += chunk;
			const lines = buffered.split('\n');
			buffered = lines.pop() ?? '';
			for (const line of lines) {
				if (line.startsWith(FIGURES_MARK))
					figures = JSON.parse(line.slice(FIGURES_MARK.length)) as Figure[];
				else console.log(`    ${line}`);
			}
		});
		child.stderr.setEncoding('utf8');
		child.stderr.on('data', (chunk: string) => (errors += chunk));
		child.on('close', (code) => {
			const failed =
				code === 0 && figures.length > 0
					? null
					: `exit code ${code}${figures.length === 0 ? ', no figures' : ''}: ${errors.trim().split('\n').slice(-3).join(' / ')}`;
			resolve({
				bench,
				figures,
				failed,
				load: [before, loadavg()],
				seconds: (performance.now() - started) / 1000
			});
		});
	});
}

const fmt = (x: number) => x.toLocaleString('en', { maximumFractionDigits: 1 });
const targetText = (f: Figure) =>
	f.target ? `${f.target.op === '>=' ? '≥' : '≤'} ${fmt(f.target.value)}` : '—';

async function main(): Promise<void> {
	const args = process.argv.slice(2);
	const strict = args.includes('--strict');
	const onlyAt = args.indexOf('--only');
	const only = onlyAt >= 0 ? new Set(args[onlyAt + 1]?.split(',') ?? []) : null;
	const unknown = only ? [...only].filter((id) => !BENCHES.some((b) => b.id === id)) : [];
	if (unknown.length > 0) {
		console.error(
			`unknown benchmark ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.id).join(', ')}`
		);
		process.exitCode = 2;
		return;
	}
	const chosen = BENCHES.filter((b) => !only || only.has(b.id));
	console.log(
		`npm run bench — ${new Date().toISOString()}, node ${process.version}, ${cpus().length} cores, load ${loadText(loadavg())}`
	);
	const outcomes: Outcome[] = [];
	for (const bench of chosen) {
		console.log(`\n▶ ${bench.id}: ${bench.what}`);
		outcomes.push(await runBench(bench));
	}

	console.log('\n| figure | value | target | | load before → after |');
	console.log('|---|---|---|---|---|');
	let missed = 0;
	for (const o of outcomes) {
		const load = `${loadText(o.load[0])} → ${loadText(o.load[1])}`;
		if (o.bench.script === null) {
			for (const t of o.bench.targets ?? [{ name: o.bench.what, target: '' }])
				console.log(`| ${o.bench.id}: ${t.name} | ${NOT_YET} | ${t.target} | | |`);
			continue;
		}
		if (o.failed) {
			missed++;
			console.log(`| ${o.bench.id} | failed (${o.failed}) | | ✗ | ${load} |`);
			continue;
		}
		for (const f of o.figures) {
			const ok = meets(f);
			if (!ok) missed++;
			const mark = f.target ? (ok ? '✓' : '✗') : '';
			console.log(
				`| ${f.name} | ${fmt(f.value)} ${f.unit}${f.note ? ` (${f.note})` : ''} | ${targetText(f)} | ${mark} | ${load} |`
			);
		}
	}
	const targets = outcomes.flatMap((o) => o.figures).filter((f) => f.target).length;
	const slots = outcomes.filter((o) => o.bench.script === null).map((o) => o.bench.id);
	console.log(
		`\n${targets - missed} of ${targets} targets met${missed ? `, ${missed} missed or failed` : ''}` +
			(slots.length ? ` (not measured yet: ${slots.join(', ')})` : '') +
			'; ' +
			`${outcomes.reduce((s, o) => s + o.seconds, 0).toFixed(0)} s; load now ${loadText(loadavg())}` +
			(missed && !strict ? ' (report only: `--strict` fails on a miss)' : '')
	);
	if (strict && missed > 0) process.exitCode = 1;
}

void main();
