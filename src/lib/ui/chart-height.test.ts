import { describe, expect, it } from 'vitest';
import { CHART_MIN_HEIGHT, chartHeight } from './chart-height';

describe('a chart is tall enough for its legend (Chart.js gives a legend half the height)', () => {
	it('a few entries, or a wide chart: the usual height', () => {
		expect(chartHeight(700, 2)).toBe(CHART_MIN_HEIGHT);
		expect(chartHeight(700, 16)).toBe(CHART_MIN_HEIGHT); // 4 a row, 4 rows: 124 px ≤ 140
		expect(chartHeight(300, 3)).toBe(CHART_MIN_HEIGHT);
	});

	it('16 pilots on a phone: two a row, eight rows, half the box holds them all', () => {
		const h = chartHeight(310, 16);
		expect(h).toBe(2 * (8 * 26 + 20));
		expect(h / 2).toBeGreaterThanOrEqual(8 * 26);
	});

	it('a box narrower than one entry still counts one a row', () => {
		expect(chartHeight(100, 5)).toBe(2 * (5 * 26 + 20));
		expect(chartHeight(0, 0)).toBe(CHART_MIN_HEIGHT);
	});
});
