import { describe, expect, it } from 'vitest';
import { PILOT_COLOURS, killsChartType, pilotStyle, sideMark } from './chart-style';
import { TOP_PILOTS } from './charts';

/** sRGB hex → CIE L*a*b* (D65), for the colour distance ΔE76. */
function lab(hex: string): [number, number, number] {
	const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
	const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
	const xyz = [
		(r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047,
		r * 0.2126 + g * 0.7152 + b * 0.0722,
		(r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883
	].map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116));
	return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));

describe('campaign chart styles (issue 28 point 8)', () => {
	it('twelve pilot colours, each far from every other (ΔE76 ≥ 25), one per charted pilot', () => {
		expect(PILOT_COLOURS).toHaveLength(12);
		expect(TOP_PILOTS).toBeLessThanOrEqual(PILOT_COLOURS.length);
		const close: string[] = [];
		for (let i = 0; i < PILOT_COLOURS.length; i++)
			for (let j = i + 1; j < PILOT_COLOURS.length; j++) {
				const d = deltaE(PILOT_COLOURS[i], PILOT_COLOURS[j]);
				if (d < 25) close.push(`${PILOT_COLOURS[i]}~${PILOT_COLOURS[j]} ${d.toFixed(1)}`);
			}
		expect(close).toEqual([]);
		// Neither washed out on a light page nor lost on a dark one.
		for (const c of PILOT_COLOURS) expect(lab(c)[0]).toBeGreaterThan(40);
		for (const c of PILOT_COLOURS) expect(lab(c)[0]).toBeLessThan(85);
		const styles = Array.from({ length: 12 }, (_, i) => pilotStyle(i, i % 2).colour);
		expect(new Set(styles).size).toBe(12);
	});

	it('sides differ by shape, line and hatching, not colour alone', () => {
		const [a, b] = [sideMark(0), sideMark(1)];
		expect(a.pointStyle).not.toBe(b.pointStyle);
		expect(a.borderDash).toEqual([]);
		expect(b.borderDash.length).toBeGreaterThan(0);
		expect([a.hatched, b.hatched]).toEqual([false, true]);
	});

	it('a chart of one turn shows bars; from two turns on, lines', () => {
		expect(killsChartType(1)).toBe('bar');
		expect(killsChartType(2)).toBe('line');
	});
});
