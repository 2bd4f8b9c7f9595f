/**
 * The first N hard decisions of the grid bot benchmark's games (fighter sweep and balloon busting,
 * seed 9000, hard against normal: scripts/bench/grid-bots.ts), and a hash of every order given.
 * For counting the instructions a change saves, which the machine's load does not move as it moves
 * CPU time (issue 30, docs/benchmarks.md "… fourth try"):
 *
 *   npx esbuild scripts/bench/grid-hard-work.ts --bundle --platform=node --format=esm --outfile=/tmp/work.mjs
 *   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node /tmp/work.mjs 6
 *
 * (`I refs` is the count; about 0.6 G of it is Node starting.) The hash must not change when
 * only the speed does.
 */
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import { applyOrder, newGame, viewFor, type Side } from '../../src/lib/rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from '../../src/lib/bots/grid/index';
import { decider, setupFor, type MissionKey } from '../tournament/grid-games';

const n = Number(process.argv[2] ?? 6);
let hash = 0;
for (const mission of ['fighter-sweep', 'balloon-busting'] as MissionKey[]) {
	const seed = 9000;
	const levels: Record<Side, GridBotLevel> = { A: 'hard', B: 'normal' };
	const start = newGame(setupFor(mission, seed, 'deck'), seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
	let hard = 0;
	while (state.phase !== 'over' && hard < n) {
		const side = decider(state)!;
		const order = chooseGridOrder(viewFor(state, side), levels[side], dice[side]);
		if (levels[side] === 'hard' && state.phase === 'activation') hard++;
		for (const c of JSON.stringify(order)) hash = (hash * 31 + c.charCodeAt(0)) | 0;
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
}
console.log(`first ${n} hard decisions per mission: orders hash ${hash}`);
