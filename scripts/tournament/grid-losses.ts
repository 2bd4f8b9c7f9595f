/**
 * How the hard bot's games end (issue 30, eighth try): plays hard against normal on the
 * tournament's seeded games (the same games as scripts/tournament/grid.ts with the same SEED_BASE
 * and count) and prints one line per game — seed, mission, hard's seat, the winner, the verdict's
 * reason, the turn it ended on, the kills score, and every plane's end (status, HP, critical).
 * Not a test: run by hand to find where hard loses.
 *
 *   SEED_BASE=140000 npx tsx scripts/tournament/grid-losses.ts [games per mission] [missions]
 *
 * TRACE=<seed> (with one mission) prints that game turn by turn instead: every move (plane, from,
 * to, HP), every shot with its dice and hits, and every critical, kill, exit and re-entry.
 * HARD_OPTS='{…}' tunes the hard search as in grid.ts; FIRST=normal puts normal in hard's seat;
 * SEAT=A plays only the games with hard as side A (SEAT=B: as B).
 */
import { restoreDice, seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	applyOrder,
	newGame,
	viewFor,
	type GridState,
	type Side
} from '../../src/lib/rules/grid/index';
import { killsScore } from '../../src/lib/rules/grid/victory';
import { chooseGridOrder, stateFromView, type GridBotLevel } from '../../src/lib/bots/grid/index';
import {
	DEFAULT_SEARCH,
	candidatesOf,
	cardsStillToPlay,
	optionsFor,
	roundValues,
	type SearchOptions
} from '../../src/lib/bots/grid/search';
import { lookahead, positionsExamined } from '../../src/lib/bots/grid/policy';
import { legalMoves } from '../../src/lib/rules/grid/legal';
import type { GridView } from '../../src/lib/rules/grid/view';
import { decider, isMissionKey, setupFor, type MissionKey } from './grid-games';

const searchTuning = JSON.parse(process.env.HARD_OPTS ?? '{}') as Partial<SearchOptions>;
const seedBase = Number(process.env.SEED_BASE ?? 1000);
const games = Number(process.argv[2] ?? 20);
const missions = (process.argv[3] ?? 'fighter-sweep,sweep-2v2,balloon-busting').split(',');
for (const m of missions) if (!isMissionKey(m)) throw new Error(`unknown mission ${m}`);
/** FIRST=normal plays normal in hard's seat (a baseline on the same games). */
const firstLevel = (process.env.FIRST ?? 'hard') as GridBotLevel;
/**
 * SEAT=A (or B) plays only the games with hard in that seat (issue 30, eleventh try: an option
 * that only changes one seat's decisions leaves the other seat's games as they were).
 */
const onlySeat = process.env.SEAT as Side | undefined;
/** With TRACE: WHY=turn:plane (e.g. 1:B1) prints hard's candidates for that decision. */
const why = process.env.WHY?.split(':');

/**
 * `searchMove` once more on a copy of the bot's dice (same draws, so the same decision): every
 * candidate with its ranking score, its rollouts' mean and count, and the total it was chosen by.
 */
function explain(view: GridView, botDice: Dice): void {
	const dice = restoreDice(botDice.snapshot());
	const base = stateFromView(view, dice);
	const options = optionsFor({ ...DEFAULT_SEARCH, ...searchTuning }, base);
	const plane = base.planes.find((p) => p.id === base.activation!.current)!;
	const moves = legalMoves(base, plane);
	const left = cardsStillToPlay(view);
	const width = left <= options.wideAtCards ? options.wideCandidates : options.candidates;
	const ranked = lookahead(
		base,
		moves,
		view.seat,
		dice,
		Math.max(width, options.rankWidth),
		options.ownReplies,
		options.likelyReplies
	);
	// WHY_WIDE=n: rollouts for the ranking's best n instead (what the candidates left out).
	const shown = Number(process.env.WHY_WIDE ?? width);
	const cands = candidatesOf(ranked, base, view.seat, plane.id, shown, options);
	const sum = cands.map(() => 0);
	const n = cands.map(() => 0);
	const start = positionsExamined();
	for (let r = 0; r < (left > 0 ? options.maxRounds : options.lastMoveRounds); r++) {
		if (left > 0 && r >= options.minRounds && positionsExamined() - start >= options.budget) break;
		const seeds = { state: dice.below(0x7fffffff), rollout: dice.below(0x7fffffff) };
		const values = roundValues(
			view,
			cands.map((c) => c.order),
			dice,
			seeds,
			options
		);
		if (!values) continue;
		values.forEach((v, k) => {
			sum[k] += v;
			n[k]++;
		});
	}
	if (process.env.WHY_ALL)
		for (const c of ranked) {
			const o = c.order as { path: string; manoeuvre?: string };
			const to = c.after?.planes.find((p) => p.id === plane.id);
			console.log(
				`      ranked ${o.path}${o.manoeuvre ? ' ' + o.manoeuvre : ''} -> ${to?.x},${to?.y}f${to?.facing} ${to?.status}: ${c.score.toFixed(1)}`
			);
		}
	console.log(`    why ${plane.id}: ${moves.length} moves, ${left} cards to come, ${n[0]} rounds`);
	cands.forEach((c, k) => {
		const o = c.order as { path: string; manoeuvre?: string };
		const to = c.after?.planes.find((p) => p.id === plane.id);
		console.log(
			`      ${o.path}${o.manoeuvre ? ' ' + o.manoeuvre : ''} -> ${to?.x},${to?.y}f${to?.facing} ${to?.status}: rank ${c.score.toFixed(1)} rollouts ${(sum[k] / n[k]).toFixed(1)} total ${(sum[k] / n[k] + c.score).toFixed(1)}`
		);
	});
}

/**
 * STATS=1: for every hard move decision, how many of its candidates (the ranking's best, as
 * `searchMove` takes them with the defaults) the ranking scores alike (clones), and how many leave
 * the plane lost in a cloud. Printed at the end.
 */
const clones = { decisions: 0, withClones: 0, candidates: 0, distinct: 0, lost: 0 };
function countClones(view: GridView, botDice: Dice): void {
	const dice = restoreDice(botDice.snapshot());
	const options = { ...DEFAULT_SEARCH, ...searchTuning };
	const base = stateFromView(view, dice);
	const plane = base.planes.find((p) => p.id === base.activation!.current)!;
	const moves = legalMoves(base, plane);
	if (moves.length <= 1) return;
	const left = cardsStillToPlay(view);
	const width = left <= options.wideAtCards ? options.wideCandidates : options.candidates;
	const cands = lookahead(base, moves, view.seat, dice, Math.max(width, options.rankWidth)).slice(
		0,
		width
	);
	const distinct = new Set(cands.map((c) => c.score)).size;
	clones.decisions++;
	clones.candidates += cands.length;
	clones.distinct += distinct;
	if (distinct < cands.length) clones.withClones++;
	clones.lost += cands.filter(
		(c) => c.after?.planes.find((p) => p.id === plane.id)?.status === 'lost'
	).length;
}

const trace = process.env.TRACE ? Number(process.env.TRACE) : null;

const planeEnd = (s: GridState) =>
	s.planes
		.map(
			(p) =>
				`${p.id}:${p.status}${p.status === 'active' || p.status === 'lost' || p.status === 'off-table' ? `/${p.hp}${p.critical ? 'c' : ''}@${p.x},${p.y}` : ''}`
		)
		.join(' ');

/** Per game: clouds entered and table edges crossed, by the hard and the normal side. */
const tally = { hardLost: 0, normalLost: 0, hardLeft: 0, normalLeft: 0 };

function play(mission: MissionKey, seed: number, hardSide: Side, log: boolean): GridState {
	tally.hardLost = tally.normalLost = tally.hardLeft = tally.normalLeft = 0;
	const setup = setupFor(mission, seed, 'deck');
	const g = newGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let state = g.value.state;
	const levels = { [hardSide]: firstLevel, [hardSide === 'A' ? 'B' : 'A']: 'normal' } as Record<
		Side,
		GridBotLevel
	>;
	const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
	if (log) {
		console.log(
			`seed ${seed} ${mission} hard=${hardSide} board ${state.board.width}x${state.board.height}`
		);
		console.log(
			`  clouds small ${JSON.stringify(state.terrain.smallClouds)} large ${JSON.stringify(state.terrain.largeClouds)}`
		);
		console.log(`  balloons ${JSON.stringify(state.terrain.balloons)}`);
		console.log(`  planes ${state.planes.map((p) => `${p.id} ${p.type}`).join(', ')}`);
	}
	for (let guard = 0; guard < 5000 && state.phase !== 'over'; guard++) {
		const side = decider(state)!;
		if (
			log &&
			why &&
			levels[side] === 'hard' &&
			state.phase === 'activation' &&
			state.turn === Number(why[0]) &&
			state.activation?.current === why[1]
		)
			explain(viewFor(state, side), dice[side]);
		if (process.env.STATS && levels[side] === 'hard' && state.phase === 'activation')
			countClones(viewFor(state, side), dice[side]);
		const order = chooseGridOrder(viewFor(state, side), levels[side], dice[side], searchTuning);
		const before = state;
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
		for (const e of r.value.events) {
			if (e.type !== 'lost-in-cloud' && e.type !== 'left-table') continue;
			const hard = state.planes.find((p) => p.id === e.plane)?.side === hardSide;
			if (e.type === 'lost-in-cloud') tally[hard ? 'hardLost' : 'normalLost']++;
			else tally[hard ? 'hardLeft' : 'normalLeft']++;
		}
		if (!log) continue;
		if (order.kind === 'move') {
			const p0 = before.planes.find((p) => p.id === order.plane)!;
			const p1 = state.planes.find((p) => p.id === order.plane)!;
			console.log(
				`  t${before.turn} ${levels[side]} ${p0.id} ${p0.x},${p0.y}f${p0.facing} -> ${p1.x},${p1.y}f${p1.facing} ${p1.status} hp${p1.hp}${p1.critical ? ' CRIT' : ''} [${order.path}${order.manoeuvre ? ' ' + order.manoeuvre : ''}]`
			);
		}
		for (const e of r.value.events) {
			if (e.type === 'shot')
				console.log(
					`    shot ${e.shooter}->${e.target} ${e.gun} r${e.range} dice${e.dice} rolls${e.rolls.join('')} -${e.hpLoss}`
				);
			else if (
				e.type === 'shot-down' ||
				e.type === 'critical' ||
				e.type === 'withdrawn' ||
				e.type === 'left-table' ||
				e.type === 'reentered' ||
				e.type === 'lost-in-cloud' ||
				e.type === 'reemerged' ||
				e.type === 'balloon-destroyed' ||
				e.type === 'flew-off-board' ||
				e.type === 'turn-started'
			)
				console.log(`    ${JSON.stringify(e)}`);
			else if (e.type === 'game-over')
				console.log(`    over: ${e.result.outcome} ${e.result.reason}`);
		}
	}
	return state;
}

if (trace !== null) {
	const i = trace - seedBase;
	const hardSide: Side = i % 2 === 0 ? 'A' : 'B';
	const s = play(missions[0] as MissionKey, trace, hardSide, true);
	console.log(planeEnd(s));
} else {
	for (const mission of missions as MissionKey[])
		for (let i = 0; i < games; i++) {
			const seed = seedBase + i;
			const hardSide: Side = i % 2 === 0 ? 'A' : 'B';
			if (onlySeat && hardSide !== onlySeat) continue;
			const s = play(mission, seed, hardSide, false);
			const res = s.result!;
			const hr = res.outcome === 'draw' ? 'D' : res.outcome === hardSide ? 'W' : 'L';
			const k = killsScore(s);
			console.log(
				`game ${seed} ${mission} hard=${hardSide} ${hr} winner=${res.outcome} turn=${s.turn} ` +
					`kills A${k.A}-B${k.B} balloons=${res.objectives.balloonsDestroyed} clouds=${tally.hardLost}/${tally.normalLost} left=${tally.hardLeft}/${tally.normalLeft} "${res.reason}" | ${planeEnd(s)}`
			);
		}
}
if (process.env.STATS)
	console.log(
		`clones: ${clones.withClones} of ${clones.decisions} hard move decisions had candidates the ranking scores alike; ` +
			`${clones.distinct} distinct scores among ${clones.candidates} candidates; ${clones.lost} candidates lost in a cloud`
	);
