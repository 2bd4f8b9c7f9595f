/**
 * Two runs on the same games, paired (issue 30, eighth try): reads the per-game lines of two logs
 * — `GAME_LOG=1` of scripts/tournament/grid.ts ("game 102200 fighter-sweep hard=A winner=A") or
 * scripts/tournament/grid-losses.ts — and prints, for all games and by mission and seat, the
 * first level's score in each run (draw = ½), how many results changed, and the mean paired
 * difference with its 95 % interval (from the spread of the per-game differences).
 *
 *   npx tsx scripts/tournament/grid-pair.ts before.log after.log
 */
import { readFileSync } from 'node:fs';

type Game = { mission: string; seat: string; points: number };

function load(file: string): Map<string, Game> {
	const games = new Map<string, Game>();
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		const m = /^game (\d+) (\S+) \w+=([AB]) .*?winner=(A|B|draw)/.exec(line);
		if (!m) continue;
		const [, seed, mission, seat, winner] = m;
		const points = winner === 'draw' ? 0.5 : winner === seat ? 1 : 0;
		games.set(`${seed} ${mission}`, { mission, seat, points });
	}
	return games;
}

const [before, after] = [load(process.argv[2]), load(process.argv[3])];
const keys = [...before.keys()].filter((k) => after.has(k));
const groups = new Map<string, string[]>([['all', keys]]);
for (const k of keys) {
	const g = before.get(k)!;
	const label = `${g.mission} as ${g.seat}`;
	groups.set(label, [...(groups.get(label) ?? []), k]);
}
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
for (const [label, ks] of [...groups].sort((a, b) =>
	a[0] === 'all' ? -1 : a[0].localeCompare(b[0])
)) {
	const n = ks.length;
	const diffs = ks.map((k) => after.get(k)!.points - before.get(k)!.points);
	const mean = diffs.reduce((s, d) => s + d, 0) / n;
	const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / Math.max(1, n - 1));
	const a = ks.reduce((s, k) => s + before.get(k)!.points, 0) / n;
	const b = ks.reduce((s, k) => s + after.get(k)!.points, 0) / n;
	console.log(
		`${label.padEnd(28)} ${String(n).padStart(4)} games: ${pct(a)} → ${pct(b)}, ` +
			`${diffs.filter((d) => d !== 0).length} changed, difference ${(100 * mean).toFixed(1)} ± ${((196 * sd) / Math.sqrt(n)).toFixed(1)} points`
	);
}
