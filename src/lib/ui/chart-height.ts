/**
 * How tall a chart's box must be for its legend (issue 30, seen on a phone): Chart.js gives a
 * legend above the plot at most half the chart's height and draws the rest of its rows over the
 * plot. With 16 pilots a phone fits about two names a row, eight rows: far more than half of the
 * 280 px a chart had. The box grows so that half of it holds every row, and the plot keeps the rest.
 */
export const CHART_MIN_HEIGHT = 280;
/** A legend entry's width and height as Chart.js draws them at the app's 15 px font (a mark, a
 * short name of up to 28 characters usually under 120 px, and padding): an estimate, on the safe side. */
const ENTRY_WIDTH = 150;
const ENTRY_HEIGHT = 26;
/** The legend's own padding and the room a plot needs under it (axes, a readable area). */
const LEGEND_PADDING = 20;

export function chartHeight(width: number, entries: number): number {
	const perRow = Math.max(1, Math.floor(width / ENTRY_WIDTH));
	const rows = Math.ceil(Math.max(0, entries) / perRow);
	const legend = rows * ENTRY_HEIGHT + LEGEND_PADDING;
	return Math.max(CHART_MIN_HEIGHT, 2 * legend);
}
