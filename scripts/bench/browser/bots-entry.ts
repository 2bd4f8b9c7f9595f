/**
 * Bundled into one script by scripts/bench/bots-browser.ts and run in a Chromium page: the same
 * seeded bot games as the Node benchmarks (scripts/bench/grid-bots.ts, hex-bots.ts), each
 * decision timed by the page's clock. Every call plays one game and returns its decision times in
 * ms by level, so no single evaluation blocks the page for long.
 */
import type { GridBotLevel } from '../../../src/lib/bots/grid/index';
import type { SearchOptions } from '../../../src/lib/bots/grid/search';
import type { HexBotLevel } from '../../../src/lib/bots/hex/index';
import type { Side } from '../../../src/lib/rules/grid/index';
import { playGame, setupFor, type MissionKey } from '../../tournament/grid-games';
import { playHexBotGame } from '../hex-bot-games';

type Times = Partial<Record<string, number[]>>;

function add(times: Times, level: string, ms: number[]): void {
	(times[level] ??= []).push(...ms);
}

const botBench = {
	/**
	 * One deck game of a mission; `levels` e.g. { A: 'hard', B: 'normal' }; `tuning` changes hard's
	 * search as the tournaments' HARD_OPTS do.
	 */
	grid(
		mission: MissionKey,
		seed: number,
		levels: Record<Side, GridBotLevel>,
		tuning: Partial<SearchOptions> = {}
	): Times {
		const out = playGame(setupFor(mission, seed, 'deck'), seed, levels, tuning);
		const times: Times = {};
		for (const side of ['A', 'B'] as const) add(times, levels[side], out.times[side].wall);
		return times;
	},
	/** One Blue Max game 2 v 2 of the hex benchmark. */
	hex(seed: number, levels: Record<'entente' | 'central', HexBotLevel>): Times {
		const times: Times = {};
		playHexBotGame({
			seed,
			levels,
			time: (level, decide) => {
				const t0 = performance.now();
				const plot = decide();
				add(times, level, [performance.now() - t0]);
				return plot;
			}
		});
		return times;
	}
};

export type BotBench = typeof botBench;
(globalThis as { botBench?: BotBench }).botBench = botBench;
