/**
 * How the campaign charts tell series apart (issue 28): twelve colours far apart from each other
 * (so twelve pilots never share one), and each side by shape and line as well as colour — side A
 * round points and solid lines, side B triangles, dashed lines and hatched bars — so a reader who
 * does not see colour still tells the sides apart.
 */

/** Twelve colours, each at least ΔE 25 (CIE76; the closest pair is 30 apart) from every other, none so light or dark (L* 43–82) that it fades into a light or dark page. */
export const PILOT_COLOURS: readonly string[] = [
	'#4e79a7',
	'#f28e2b',
	'#e15759',
	'#76b7b2',
	'#59a14f',
	'#edc948',
	'#b07aa1',
	'#ff9da7',
	'#9c755f',
	'#8e44ad',
	'#ff6fcf',
	'#00bfff'
];

/** The two sides' colours in the side charts, and the grey of a draw. */
export const SIDE_COLOURS = { a: '#4e79a7', b: '#e15759', draw: '#79706e' } as const;

export interface SideMark {
	pointStyle: 'circle' | 'triangle';
	/** The line's dash pattern (empty: solid). */
	borderDash: number[];
	/** Bars of this side are hatched. */
	hatched: boolean;
}

/** Side A (index 0) and side B (index 1); any other index counts as side B. */
export const sideMark = (sideIndex: number): SideMark =>
	sideIndex === 0
		? { pointStyle: 'circle', borderDash: [], hatched: false }
		: { pointStyle: 'triangle', borderDash: [8, 5], hatched: true };

/** A pilot's line: a colour of its own and its side's marks. */
export const pilotStyle = (index: number, sideIndex: number) => ({
	colour: PILOT_COLOURS[index % PILOT_COLOURS.length],
	...sideMark(sideIndex)
});

/**
 * A line needs two turns to be a line: after one turn the kills are shown as bars (and the page
 * says the lines follow after the next turn).
 */
export const killsChartType = (turns: number): 'line' | 'bar' => (turns < 2 ? 'bar' : 'line');
