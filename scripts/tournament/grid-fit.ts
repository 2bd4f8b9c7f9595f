/**
 * Fits the hard bot's leaf weights to game results (issue 30, sixth try). Not a test: run by hand.
 *
 *   npx tsx scripts/tournament/grid-fit.ts [games] [levels] [missions] > fit.json
 *
 * games     games per mission (default 200; seats alternate), seeds from SEED_BASE (default 120000)
 * levels    X-Y, the bots flying side A and B on even games (default normal-normal)
 * missions  comma list (default fighter-sweep,sweep-2v2,balloon-busting)
 *
 * Every fire step of every game (the state before the volleys: where a rollout ends and the leaf
 * is valued) gives one row per side: the leaf's terms for that side (`leafFeatures`) and the
 * side's final result (win 1, draw ½, loss 0). Per mission (the 2 v 2 sweep is a fighter sweep),
 * a logistic regression (Newton steps, a small ridge on standardised terms) fits P(win) from the
 * terms; the weights are then scaled so that the fitted leaf spreads over the rows as much as the
 * evaluation's own leaf (default weights) does — the search adds normal's lookahead score, in the
 * evaluation's points, to the rollouts' mean. Prints the weights as JSON on stdout, the fit on stderr.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { seededDice, type Dice } from '../../src/lib/rules/common/dice';
import {
	applyOrder,
	newGame,
	viewFor,
	type GridState,
	type Side
} from '../../src/lib/rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from '../../src/lib/bots/grid/index';
import { LEAF_TERMS, leafFeatures, type LeafTerm } from '../../src/lib/bots/grid/leaf-features';
import { DEFAULT_WEIGHTS, evaluate } from '../../src/lib/bots/grid/evaluate';
import { NO_WEIGHTS } from '../../src/lib/bots/grid/fitted-leaf';
import { fireStepValue } from '../../src/lib/bots/grid/search';
import { decider, setupFor, type MissionKey } from './grid-games';

const games = Number(process.argv[2] ?? 200);
const [lx, ly] = (process.argv[3] ?? 'normal-normal').split('-') as [GridBotLevel, GridBotLevel];
const missions = (process.argv[4] ?? 'fighter-sweep,sweep-2v2,balloon-busting').split(
	','
) as MissionKey[];
const seedBase = Number(process.env.SEED_BASE ?? 120000);
const ridge = Number(process.env.RIDGE ?? 1);

interface Row {
	/** The leaf's terms (LEAF_TERMS order), then the seat: +1 side A, −1 side B. */
	x: number[];
	y: number;
	/** The default leaf's value (evaluation + fire step, as the search values a leaf). */
	base: number;
	game: number;
	/**
	 * The side's material (the evaluation's own weights: planes, HP, criticals, fled, off the
	 * table) `HORIZON` fire steps later — or at the game's end — less its material now.
	 */
	gain: number;
}

/** Fire steps ahead for `gain` (2: this one and the next turn's). */
const horizon = Number(process.env.HORIZON ?? 2);
const MATERIAL = {
	...NO_WEIGHTS,
	alive: DEFAULT_WEIGHTS.alive,
	hp: DEFAULT_WEIGHTS.hp,
	critical: DEFAULT_WEIGHTS.critical,
	fled: DEFAULT_WEIGHTS.fled,
	offTable: DEFAULT_WEIGHTS.offTable
};
/** The material part of the evaluation (a finished game's evaluation carries it × 0.01). */
const materialOf = (s: GridState, side: Side) =>
	evaluate(s, side, MATERIAL) * (s.phase === 'over' ? 100 : 1);

function rowsOf(mission: MissionKey, seed: number, levels: Record<Side, GridBotLevel>): Row[] {
	const g = newGame(setupFor(mission, seed, 'deck'), seed);
	if (!g.ok) throw new Error(g.reason);
	let state: GridState = g.value.state;
	const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
	const seen: { state: GridState }[] = [];
	let lastFireTurn = -1;
	for (let guard = 0; guard < 5000 && state.phase !== 'over'; guard++) {
		if (state.phase === 'fire' && state.turn !== lastFireTurn) {
			seen.push({ state });
			lastFireTurn = state.turn;
		}
		const side = decider(state)!;
		const r = applyOrder(state, chooseGridOrder(viewFor(state, side), levels[side], dice[side]));
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
	const o = state.result!.outcome;
	const rows: Row[] = [];
	seen.forEach(({ state: s }, i) => {
		const later = seen[i + horizon]?.state ?? state;
		for (const side of ['A', 'B'] as Side[]) {
			const f = leafFeatures(s, side);
			rows.push({
				// The seat is no leaf term (it is the same for every move of a decision) but is fitted
				// beside them, so the stronger seat (the sweep's faster side B) does not lend its
				// edge to the terms its planes happen to score high on.
				x: [...LEAF_TERMS.map((t) => f[t]), side === 'A' ? 1 : -1],
				y: o === 'draw' ? 0.5 : o === side ? 1 : 0,
				base: evaluate(s, side) + fireStepValue(s, side, 0, true),
				game: seed,
				gain: materialOf(later, side) - materialOf(s, side)
			});
		}
	});
	return rows;
}

/** Solves a·x = b (Gaussian elimination with partial pivoting; a is small). */
function solve(a: number[][], b: number[]): number[] {
	const n = b.length;
	const m = a.map((r, i) => [...r, b[i]]);
	for (let c = 0; c < n; c++) {
		let p = c;
		for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
		[m[c], m[p]] = [m[p], m[c]];
		for (let r = 0; r < n; r++) {
			if (r === c || m[c][c] === 0) continue;
			const f = m[r][c] / m[c][c];
			for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
		}
	}
	return m.map((r, i) => (r[i] === 0 ? 0 : r[n] / r[i]));
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]) => {
	const m = mean(xs);
	return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

/** Logistic regression with an intercept on standardised columns; returns raw-scale weights. */
function fit(rows: Row[]) {
	const k = LEAF_TERMS.length + 1;
	const cols = [...Array(k).keys()];
	const mu = cols.map((j) => mean(rows.map((r) => r.x[j])));
	const sigma = cols.map((j) => sd(rows.map((r) => r.x[j])) || 1);
	const z = rows.map((r) => [1, ...r.x.map((v, j) => (v - mu[j]) / sigma[j])]);
	let beta = new Array(k + 1).fill(0);
	const loss = () =>
		-mean(
			rows.map((r, i) => {
				const p = 1 / (1 + Math.exp(-z[i].reduce((s, v, j) => s + v * beta[j], 0)));
				const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
				return r.y * Math.log(q) + (1 - r.y) * Math.log(1 - q);
			})
		);
	for (let it = 0; it < 30; it++) {
		const g = new Array(k + 1).fill(0);
		const h = Array.from({ length: k + 1 }, () => new Array(k + 1).fill(0));
		rows.forEach((r, i) => {
			const p = 1 / (1 + Math.exp(-z[i].reduce((s, v, j) => s + v * beta[j], 0)));
			const wgt = p * (1 - p);
			for (let a = 0; a <= k; a++) {
				g[a] += (p - r.y) * z[i][a];
				for (let b = 0; b <= k; b++) h[a][b] += wgt * z[i][a] * z[i][b];
			}
		});
		for (let a = 1; a <= k; a++) {
			g[a] += ridge * beta[a];
			h[a][a] += ridge;
		}
		for (let a = 0; a <= k; a++) h[a][a] += 1e-9;
		const step = solve(h, g);
		beta = beta.map((v, j) => v - step[j]);
		if (Math.max(...step.map(Math.abs)) < 1e-8) break;
	}
	const raw = cols.map((j) => beta[j + 1] / sigma[j]);
	// The leaf's spread without the seat (constant within a decision).
	const lin = rows.map((r) => LEAF_TERMS.reduce((s, _, j) => s + r.x[j] * raw[j], 0));
	const scale = sd(rows.map((r) => r.base)) / (sd(lin) || 1);
	// The default leaf as one feature, for comparison (its own logistic slope and loss).
	return { raw, scale, loss: loss(), sigma };
}

/** Mean log-loss of a one-feature logistic fit of y on `v` (a baseline to beat). */
function oneFeatureLoss(rows: Row[], v: number[]): number {
	const s = sd(v) || 1;
	const m = mean(v);
	const x = v.map((a) => (a - m) / s);
	let b0 = 0;
	let b1 = 0;
	for (let it = 0; it < 50; it++) {
		let g0 = 0;
		let g1 = 0;
		let h00 = 0;
		let h01 = 0;
		let h11 = 0;
		rows.forEach((r, i) => {
			const p = 1 / (1 + Math.exp(-(b0 + b1 * x[i])));
			const w = p * (1 - p);
			g0 += p - r.y;
			g1 += (p - r.y) * x[i];
			h00 += w;
			h01 += w * x[i];
			h11 += w * x[i] * x[i];
		});
		const det = h00 * h11 - h01 * h01;
		if (det < 1e-12) {
			b0 -= g0 / h00;
			continue;
		}
		b0 -= (h11 * g0 - h01 * g1) / det;
		b1 -= (h00 * g1 - h01 * g0) / det;
	}
	return -mean(
		rows.map((r, i) => {
			const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-(b0 + b1 * x[i])))));
			return r.y * Math.log(p) + (1 - r.y) * Math.log(1 - p);
		})
	);
}

const byMission = new Map<string, Row[]>();
const t0 = Date.now();
// ROWS_IN=a.json,b.json fits rows saved before (ROWS_OUT=file saves them) instead of playing.
for (const file of process.env.ROWS_IN ? process.env.ROWS_IN.split(',') : [])
	for (const [key, rows] of Object.entries(
		JSON.parse(readFileSync(file, 'utf8')) as Record<string, Row[]>
	))
		byMission.set(key, [...(byMission.get(key) ?? []), ...rows]);
for (const mission of process.env.ROWS_IN ? [] : missions) {
	const key = mission === 'sweep-2v2' ? 'fighter-sweep' : mission;
	const list = byMission.get(key) ?? [];
	for (let i = 0; i < games; i++) {
		const seed = seedBase + i;
		const levels = (i % 2 === 0 ? { A: lx, B: ly } : { A: ly, B: lx }) as Record<
			Side,
			GridBotLevel
		>;
		list.push(...rowsOf(mission, seed, levels));
	}
	byMission.set(key, list);
	console.error(
		`${mission}: ${list.length} rows so far, ${((Date.now() - t0) / 1000).toFixed(0)} s`
	);
}
/**
 * FIT=gain: least squares of the material gain over the next `HORIZON` fire steps on the leaf's
 * fire-step and position terms (and the seat); the material terms keep the evaluation's weights —
 * so the fitted terms are in the evaluation's points, what the next turns are expected to add.
 */
const GAIN_TERMS: LeafTerm[] = [
	'shot',
	'threat',
	'pursuit',
	'tail',
	'edge',
	'fireHp',
	'fireKill',
	'fireCrit'
];
function fitGain(rows: Row[]) {
	const cols = [...GAIN_TERMS.map((t) => LEAF_TERMS.indexOf(t)), LEAF_TERMS.length];
	const k = cols.length;
	const xtx = Array.from({ length: k }, () => new Array(k).fill(0));
	const xty = new Array(k).fill(0);
	for (const r of rows) {
		const x = cols.map((c) => r.x[c]);
		for (let a = 0; a < k; a++) {
			xty[a] += x[a] * r.gain;
			for (let b = 0; b < k; b++) xtx[a][b] += x[a] * x[b];
		}
	}
	for (let a = 0; a < k; a++) xtx[a][a] += 1e-6 * rows.length;
	return solve(xtx, xty);
}
const gainLoss = (rows: Row[], beta: number[]) => {
	const cols = [...GAIN_TERMS.map((t) => LEAF_TERMS.indexOf(t)), LEAF_TERMS.length];
	return mean(rows.map((r) => (r.gain - cols.reduce((s, c, j) => s + r.x[c] * beta[j], 0)) ** 2));
};

if (process.env.ROWS_OUT)
	writeFileSync(process.env.ROWS_OUT, JSON.stringify(Object.fromEntries(byMission)));
const out: Record<string, Record<LeafTerm, number>> = {};
for (const [key, rows] of byMission) {
	// Train on half the games, check on the others (rows of one game are not independent; both
	// halves hold games of either seat).
	const train = rows.filter((r) => r.game % 4 < 2);
	const test = rows.filter((r) => r.game % 4 >= 2);
	const f = fit(train);
	const testLoss = (w: number[]) =>
		oneFeatureLoss(
			test,
			test.map((r) => LEAF_TERMS.reduce((s, _, j) => s + r.x[j] * w[j], 0))
		);
	console.error(
		`${key}: ${rows.length} rows; train loss ${f.loss.toFixed(4)}; held-out loss, fitted leaf ${testLoss(f.raw).toFixed(4)}, ` +
			`default leaf ${oneFeatureLoss(
				test,
				test.map((r) => r.base)
			).toFixed(4)}, constant ${oneFeatureLoss(
				test,
				test.map(() => 0)
			).toFixed(4)}`
	);
	if (process.env.FIT === 'gain') {
		const hand = {
			...MATERIAL,
			shot: DEFAULT_WEIGHTS.shot,
			threat: DEFAULT_WEIGHTS.threat,
			pursuit: DEFAULT_WEIGHTS.pursuit,
			tail: DEFAULT_WEIGHTS.tail,
			edge: DEFAULT_WEIGHTS.edge
		};
		// The hand-set leaf's guess of the gain: its fire and position terms (with the seat fitted).
		const handBeta = [
			...GAIN_TERMS.map((t) =>
				t === 'fireHp'
					? DEFAULT_WEIGHTS.hp
					: t === 'fireKill'
						? DEFAULT_WEIGHTS.alive
						: t === 'fireCrit'
							? 0
							: (hand[t as keyof typeof hand] ?? 0)
			),
			0
		];
		const b = fitGain(train);
		console.error(
			`${key} gain: held-out mean square, fitted ${gainLoss(test, b).toFixed(1)}, hand ${gainLoss(test, handBeta).toFixed(1)}, zero ${gainLoss(
				test,
				handBeta.map(() => 0)
			).toFixed(1)}`
		);
		const beta = fitGain(rows);
		const w = {} as Record<LeafTerm, number>;
		for (const t of LEAF_TERMS)
			w[t] =
				t === 'objective'
					? DEFAULT_WEIGHTS.objective
					: t === 'fireBalloon'
						? 1
						: ((MATERIAL as Record<string, number>)[t] ?? 0);
		GAIN_TERMS.forEach((t, j) => (w[t] = Number(beta[j].toPrecision(3))));
		out[key] = w;
		console.error(
			`${key} gain weights: ${JSON.stringify(w)}, seat A ${beta[GAIN_TERMS.length].toFixed(2)}`
		);
		continue;
	}
	const all = fit(rows);
	const w = {} as Record<LeafTerm, number>;
	LEAF_TERMS.forEach((t, j) => (w[t] = Number((all.raw[j] * all.scale).toPrecision(3))));
	out[key] = w;
	console.error(
		`${key} weights: ${JSON.stringify(w)}, seat A ${all.raw[LEAF_TERMS.length].toFixed(3)} (logit)`
	);
}
console.log(JSON.stringify(out, null, '\t'));
