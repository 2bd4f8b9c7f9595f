/**
 * Regret matching on a zero-sum payoff matrix (simultaneous plotting, H-PLAN-9): the row player
 * (the bot) maximizes, the column player (the enemy) minimizes. The average strategies approach
 * an equilibrium mix; deterministic, no randomness.
 */
export interface MixResult {
	rows: number[];
	cols: number[];
}

/** Regret-matching strategy from regrets into `out` (uniform when no regret is positive). */
function positive(regrets: Float64Array, out: Float64Array): void {
	const n = regrets.length;
	let sum = 0;
	for (let i = 0; i < n; i++) {
		const p = regrets[i] > 0 ? regrets[i] : 0;
		out[i] = p;
		sum += p;
	}
	if (sum > 0) for (let i = 0; i < n; i++) out[i] = out[i] / sum;
	else for (let i = 0; i < n; i++) out[i] = 1 / n;
}

export function regretMatching(
	payoff: number[][],
	iterations: number,
	stop: () => boolean = () => false
): MixResult {
	const n = payoff.length;
	const m = payoff[0]?.length ?? 0;
	// Flat typed arrays, allocated once: this loop is the normal bot's main cost.
	const flat = new Float64Array(n * m);
	for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) flat[i * m + j] = payoff[i][j];
	const rowRegret = new Float64Array(n);
	const colRegret = new Float64Array(m);
	const rowSum = new Float64Array(n);
	const colSum = new Float64Array(m);
	const rs = new Float64Array(n);
	const cs = new Float64Array(m);
	const rowValue = new Float64Array(n);
	const colValue = new Float64Array(m);
	for (let it = 0; it < iterations; it++) {
		if (it > 0 && (it & 31) === 0 && stop()) break;
		positive(rowRegret, rs);
		positive(colRegret, cs);
		rowValue.fill(0);
		colValue.fill(0);
		for (let i = 0; i < n; i++) {
			const base = i * m;
			const ri = rs[i];
			for (let j = 0; j < m; j++) {
				const v = flat[base + j];
				rowValue[i] += v * cs[j];
				colValue[j] -= v * ri;
			}
		}
		let rv = 0;
		for (let i = 0; i < n; i++) rv += rs[i] * rowValue[i];
		let cv = 0;
		for (let j = 0; j < m; j++) cv += cs[j] * colValue[j];
		for (let i = 0; i < n; i++) {
			rowRegret[i] += rowValue[i] - rv;
			rowSum[i] += rs[i];
		}
		for (let j = 0; j < m; j++) {
			colRegret[j] += colValue[j] - cv;
			colSum[j] += cs[j];
		}
	}
	const norm = (v: Float64Array) => {
		let s = 0;
		for (let i = 0; i < v.length; i++) s += v[i];
		return Array.from(v, (x) => (s > 0 ? x / s : 1 / v.length));
	};
	return { rows: norm(rowSum), cols: norm(colSum) };
}
