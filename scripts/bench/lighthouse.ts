// First paint before JavaScript (issue 19): Lighthouse's mobile performance score of the four area
// pages, and the JavaScript the home page loads first (gzip), next to their targets.
//
//   npx tsx scripts/bench/lighthouse.ts [--no-build] [--runs N]
//
// Builds the app (`npm run build`) and serves it with `vite preview` on BENCH_PORT / E2E_PORT /
// 4173 (a server already answering there is used as it is). Lighthouse is a large package (its
// own browser driver, telemetry, ~9 MB): it is not a devDependency but run with
// `npx --yes lighthouse@LIGHTHOUSE_VERSION`, driving Debian's Chromium headless. Lighthouse's
// default mobile settings: a mid-range phone, simulated slow 4G and 4× CPU slowdown. With N runs
// (default 1) the median score of each page is printed. Prints one line per figure:
// `<name>: <value> <unit> (target <op> <value>)`; with `--figures`, the `@figures` line of
// `npm run bench` (scripts/bench/run.ts) too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { systemChromium } from '../find-chromium.mjs';
import { reportFigures, type Figure } from './figures';
import { percentile, serveBuild } from './serve-build';

// 12.x: the last line that runs on Node 20 (13 wants Node 22).
const LIGHTHOUSE_VERSION = '12.8.2';
const PAGES = ['/', '/skirmish', '/dogfight', '/campaigns'];
const TARGET_SCORE = 98;
const TARGET_HOME_JS_KB = 50;

function argValue(name: string, fallback: number): number {
	const i = process.argv.indexOf(name);
	return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const RUNS = argValue('--runs', 1);

/**
 * The JavaScript a prerendered page loads before it runs: the entry scripts and every module
 * it preloads after its first paint (SvelteKit lists the page's whole static import graph;
 * src/hooks.server.ts moves that list from the head to a script), gzip level 9, in kB.
 */
export function firstLoadJsKb(htmlFile: string, buildDir = 'build'): { kb: number; files: number } {
	const html = readFileSync(htmlFile, 'utf8');
	const files = [...new Set([...html.matchAll(/_app\/immutable\/[^"']+\.js/g)].map((m) => m[0]))];
	const bytes = files.reduce(
		(sum, f) => sum + gzipSync(readFileSync(join(buildDir, f)), { level: 9 }).length,
		0
	);
	return { kb: bytes / 1000, files: files.length };
}

interface LighthouseResult {
	categories: { performance: { score: number } };
	audits: Record<string, { numericValue?: number }>;
}

function lighthouse(url: string): LighthouseResult {
	const chrome = systemChromium();
	const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
	const out = join(dir, 'report.json');
	try {
		execFileSync(
			'npx',
			[
				'--yes',
				`lighthouse@${LIGHTHOUSE_VERSION}`,
				url,
				'--only-categories=performance',
				'--output=json',
				`--output-path=${out}`,
				'--quiet',
				'--chrome-flags=--headless=new --no-sandbox --disable-gpu'
			],
			{
				stdio: ['ignore', 'ignore', 'inherit'],
				env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }
			}
		);
		return JSON.parse(readFileSync(out, 'utf8')) as LighthouseResult;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

async function main(): Promise<void> {
	const served = await serveBuild({ build: !process.argv.includes('--no-build') });
	try {
		const load = readFileSync('/proc/loadavg', 'utf8').trim();
		console.log(`lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${RUNS} run(s) per page, load ${load}`);
		const figures: Figure[] = [];
		const home = firstLoadJsKb('build/index.html');
		figures.push({
			name: "home page's first-load JS",
			value: Math.round(home.kb * 10) / 10,
			unit: 'kB gzip',
			target: { op: '<=', value: TARGET_HOME_JS_KB },
			note: `${home.files} files build/index.html starts or preloads, gzip level 9`
		});
		console.log(
			`home first-load JS: ${home.kb.toFixed(1)} kB gzip (target <= ${TARGET_HOME_JS_KB} kB)`
		);
		for (const path of PAGES) {
			const runs = Array.from({ length: RUNS }, () => lighthouse(served.url + path));
			const scores = runs.map((r) => Math.round(r.categories.performance.score * 100));
			const best = runs[scores.indexOf(percentile(scores, 50))];
			figures.push({
				name: `Lighthouse mobile performance ${path}`,
				value: percentile(scores, 50),
				unit: 'score',
				target: { op: '>=', value: TARGET_SCORE },
				note: `median of ${RUNS} run(s): ${scores.join(', ')}`
			});
			const ms = (id: string) => Math.round(best.audits[id]?.numericValue ?? NaN);
			console.log(
				`lighthouse ${path}: ${percentile(scores, 50)} score (target >= ${TARGET_SCORE})` +
					`  [FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms,` +
					` TBT ${ms('total-blocking-time')} ms, CLS ${(best.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}; runs ${scores.join(', ')}]`
			);
		}
		reportFigures(figures);
	} finally {
		served.stop();
	}
}

if (process.argv[1] === fileURLToPath(import.meta.url))
	main().catch((e: unknown) => {
		console.error(e instanceof Error ? e.message : e);
		process.exit(1);
	});
