/**
 * The figures a benchmark reports to the runner (`npm run bench`, scripts/bench/run.ts): each
 * figure with its unit and, where the project has one, its target. A benchmark run with
 * `--figures` ends its output with one line `@figures [...]` (JSON) that the runner reads; run
 * alone it prints only its own report.
 */
export interface Figure {
	/** What was measured, e.g. "grid engine, 6 planes: full turns per CPU-second (median)". */
	name: string;
	value: number;
	unit: string;
	/** The target: the value must be at least (`>=`) or at most (`<=`) this. */
	target?: { op: '>=' | '<='; value: number };
	/** How it was measured, in a few words (CPU or wall time, runs, sample). */
	note?: string;
}

export const FIGURES_MARK = '@figures ';

/** Whether the figure meets its target (true when it has none). */
export function meets(f: Figure): boolean {
	if (!f.target) return true;
	return f.target.op === '>=' ? f.value >= f.target.value : f.value <= f.target.value;
}

/** Prints the figures for the runner when the script was started with `--figures`. */
export function reportFigures(figures: readonly Figure[]): void {
	if (process.argv.includes('--figures')) console.log(FIGURES_MARK + JSON.stringify(figures));
}

/** The q-quantile of a list (nearest rank; NaN for none). */
export function quantile(xs: readonly number[], q: number): number {
	if (xs.length === 0) return NaN;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/** CPU time of this process in ms (user + system), less disturbed than wall time on a busy machine. */
export function cpuMs(): number {
	const u = process.cpuUsage();
	return (u.user + u.system) / 1000;
}
