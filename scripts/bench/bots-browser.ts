/**
 * The hard bots' decision time in Debian's Chromium at 4× CPU throttling (issue 19: "hard's decision
 * p95 … measured in Chromium at 4× CPU throttling"), a stand-in for a slow tablet.
 *
 *   npx tsx scripts/bench/bots-browser.ts [--games N] [--rate 4]
 *   HARD_OPTS='{"critLeaf":0}' npx tsx scripts/bench/bots-browser.ts
 *
 * Bundles scripts/bench/browser/bots-entry.ts with Vite (the bots, the rules and the benchmark
 * games, nothing of the app's screens) into a blank page, plays one warm-up game of each board
 * unthrottled, then the Node benchmarks' own seeded games throttled: "Tally Ho!" hard against
 * normal on fighter sweep 3 v 3, 2 v 2 and balloon busting (N games each, sides alternating) and
 * Blue Max 2 v 2 hard against normal (2N games). The bots think by work, not by clock, so these
 * are the very decisions the Node benchmarks time; the figure is the page's wall time per plane
 * decision. The ≤ 150 ms target is the Node one (scripts/bench/grid-bots.ts, hex-bots.ts); here
 * the figure shows what a tablet a quarter of this machine's speed would wait. HARD_OPTS changes the
 * "Tally Ho!" hard search as in the tournaments (scripts/tournament/grid.ts), so two settings can be
 * timed turn about on one build of the code.
 */
import { chromium, type Browser } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { readFileSync } from 'node:fs';
import { systemChromium } from '../find-chromium.mjs';
import type { GridBotLevel } from '../../src/lib/bots/grid/index';
import type { SearchOptions } from '../../src/lib/bots/grid/search';
import type { HexBotLevel } from '../../src/lib/bots/hex/index';
import type { Side } from '../../src/lib/rules/grid/index';
import type { MissionKey } from '../tournament/grid-games';
import type { BotBench } from './browser/bots-entry';
import { quantile, reportFigures, type Figure } from './figures';
import { HEX_WARM_UP, hexBenchGames } from './hex-bot-games';

function argValue(name: string, fallback: number): number {
	const i = process.argv.indexOf(name);
	return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const GAMES = argValue('--games', 2);
const RATE = argValue('--rate', 4);
/** The grid benchmark's missions and seeds (scripts/bench/grid-bots.ts). */
const MISSIONS: MissionKey[] = ['fighter-sweep', 'sweep-2v2', 'balloon-busting'];
const SEED_BASE = 9000;
/** HARD_OPTS='{"critLeaf":0}' tunes the "Tally Ho!" hard search (SearchOptions), as in the tournaments. */
const HARD_OPTS = JSON.parse(process.env.HARD_OPTS ?? '{}') as Partial<SearchOptions>;

type Times = Partial<Record<string, number[]>>;
declare const botBench: BotBench;

/** The entry and everything it imports as one classic script. */
async function bundle(): Promise<string> {
	const out = await build({
		configFile: false,
		logLevel: 'warn',
		build: {
			write: false,
			minify: false,
			lib: {
				entry: 'scripts/bench/browser/bots-entry.ts',
				formats: ['iife'],
				name: 'botBenchBundle',
				fileName: 'bots-bench'
			}
		}
	});
	const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
	const chunk = outputs[0].output.find((o) => o.type === 'chunk');
	if (!chunk || chunk.type !== 'chunk') throw new Error('the bundle has no script');
	return chunk.code;
}

function merge(into: Map<string, number[]>, times: Times): void {
	for (const [level, ms] of Object.entries(times))
		if (ms) into.set(level, [...(into.get(level) ?? []), ...ms]);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main(): Promise<void> {
	const code = await bundle();
	let browser: Browser | undefined;
	const grid = new Map<string, number[]>();
	const hex = new Map<string, number[]>();
	const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
	const startLoad = load();
	try {
		browser = await chromium.launch({
			executablePath: systemChromium(),
			args: ['--disable-background-networking', '--disable-component-update', '--no-first-run']
		});
		const page = await browser.newPage();
		await page.setContent('<!doctype html><title>bot benchmark</title>');
		await page.addScriptTag({ content: code });
		// Warm-up (the JIT), unthrottled and not timed.
		await page.evaluate(
			(tuning) => botBench.grid('sweep-2v2', 8999, { A: 'hard', B: 'normal' }, tuning),
			HARD_OPTS
		);
		await page.evaluate(([seed, levels]) => botBench.hex(seed, levels), [
			HEX_WARM_UP.seed,
			HEX_WARM_UP.levels
		] as const);
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
		for (const mission of MISSIONS)
			for (let i = 0; i < GAMES; i++) {
				const hardSide: Side = i % 2 === 0 ? 'A' : 'B';
				const levels = { A: 'normal', B: 'normal', [hardSide]: 'hard' } as Record<
					Side,
					GridBotLevel
				>;
				merge(
					grid,
					await page.evaluate(([m, s, l, tuning]) => botBench.grid(m, s, l, tuning), [
						mission,
						SEED_BASE + i,
						levels,
						HARD_OPTS
					] as const)
				);
			}
		for (const game of hexBenchGames(GAMES * 2))
			merge(
				hex,
				await page.evaluate(
					([seed, levels]) =>
						botBench.hex(seed, levels as Record<'entente' | 'central', HexBotLevel>),
					[game.seed, game.levels] as const
				)
			);
	} finally {
		await browser?.close();
	}

	console.log(
		`bots in Chromium, ${new Date().toISOString()}: ${RATE}× CPU throttling, hard against normal; ` +
			`"Tally Ho!" ${GAMES} games per mission (${MISSIONS.join(', ')}), Blue Max ${GAMES * 2} games 2 v 2; ` +
			`load ${startLoad} → ${load()}` +
			(Object.keys(HARD_OPTS).length ? `; hard options ${JSON.stringify(HARD_OPTS)}` : '')
	);
	const figures: Figure[] = [];
	for (const [board, label, times] of [
		['grid', '"Tally Ho!"', grid],
		['hex', 'Blue Max', hex]
	] as const)
		for (const level of ['normal', 'hard']) {
			const t = times.get(level) ?? [];
			if (t.length === 0) continue;
			const p95 = quantile(t, 0.95);
			console.log(
				`${label} ${level.padEnd(6)} median ${ms(quantile(t, 0.5))}, p95 ${ms(p95)}, max ${ms(Math.max(...t))} (${t.length} decisions)`
			);
			figures.push({
				name: `${board} bot ${level} in Chromium at ${RATE}× CPU throttling: decision time per plane, 95th percentile`,
				value: Math.round(p95 * 10) / 10,
				unit: 'ms wall',
				note: `median ${ms(quantile(t, 0.5))}; ${t.length} decisions; the ≤ 150 ms target is Node's`
			});
		}
	reportFigures(figures);
}

main().catch((e: unknown) => {
	console.error(e instanceof Error ? e.message : e);
	process.exit(1);
});
