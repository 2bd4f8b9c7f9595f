/**
 * The method that turns a real aircraft's documented characteristics (aircraft-history.ts) into
 * our game figures (docs/parts/about-data-hex.md "Method"). Formulas only; the judgements that
 * correct them are data in aircraft-specs.ts, each with its reason.
 *
 * - Damage boxes: the designer's published rules of thumb (data-hex.md): engine 8 inline / 6
 *   rotary; wings = wing area in ft² ÷ 10; fuselage = 1 box per foot of length; tail 4 / 5 / 6 by
 *   size, which we measure by loaded weight.
 * - Ceiling: the service ceiling in the game's five bands (VL ≤ 5,000 ft … VH above 20,000 ft).
 * - Fuel: 30 + 20 × endurance in hours, rounded to 5 (a full tank ≈ 2 minutes of action).
 * - Speeds: top speed 4 from 180 km/h, else 3; the ⬆ start is the straight at cruising speed,
 *   4S3 from 190 km/h, else 3S2 (H-SET-5).
 * - Handling ratings 1–5, which choose the maneuver sheet (aircraft-sheet.ts): turn from wing
 *   loading, climb from power loading, roll from span, each with the corrections below.
 */
import type { HistoricalFigures } from './aircraft-history';

export type Rating = 1 | 2 | 3 | 4 | 5;

const FT_PER_M = 3.28084;
const FT2_PER_M2 = FT_PER_M * FT_PER_M;

export const engineBoxes = (h: HistoricalFigures): number => (h.engine === 'rotary' ? 6 : 8);
export const wingBoxes = (h: HistoricalFigures): number =>
	Math.round((h.wingAreaM2 * FT2_PER_M2) / 10);
export const fuselageBoxes = (h: HistoricalFigures): number => Math.round(h.lengthM * FT_PER_M);

/** Tail 4 / 5 / 6 "by size": light (< 750 kg loaded), middle (< 1,000 kg), heavy. */
export function tailBoxes(h: HistoricalFigures): number {
	return h.grossKg < 750 ? 4 : h.grossKg < 1000 ? 5 : 6;
}

/** Altitude bands of data-hex.md: VL ≤ 5,000 ft, L ≤ 10,000, M ≤ 15,000, H ≤ 20,000, VH above. */
export function ceilingLevel(h: HistoricalFigures): number {
	const ft = h.serviceCeilingM * FT_PER_M;
	return ft <= 5000 ? 1 : ft <= 10000 ? 2 : ft <= 15000 ? 3 : ft <= 20000 ? 4 : 5;
}

export function fuelUnits(h: HistoricalFigures): number {
	return Math.round((30 + 20 * h.enduranceH) / 5) * 5;
}

export const TOP_SPEED_4_FROM_KMH = 180;
export const CRUISE_4_FROM_KMH = 190;

export function topSpeed(h: HistoricalFigures): number {
	return h.maxSpeedKmh >= TOP_SPEED_4_FROM_KMH ? 4 : 3;
}

export function startManeuver(h: HistoricalFigures): string {
	return h.maxSpeedKmh >= CRUISE_4_FROM_KMH ? '4S3' : '3S2';
}

export const wingLoading = (h: HistoricalFigures): number => h.grossKg / h.wingAreaM2;
export const powerLoading = (h: HistoricalFigures): number => h.grossKg / h.hp;

const clamp = (x: number): Rating => Math.max(1, Math.min(5, Math.round(x))) as Rating;

/** A value's band: `limits` ascending; ≤ limits[0] scores `best`, each band after one less. */
function band(value: number, limits: readonly number[], best: number): number {
	const i = limits.findIndex((limit) => value <= limit);
	return best - (i < 0 ? limits.length : i);
}

/**
 * Turn: wing loading (kg/m²) ≤ 33 → 4, ≤ 40 → 3, ≤ 45 → 2, heavier → 1; +1 for a rotary (the
 * mass sits in the nose and the spinning engine helps the yaw), +1 for a triplane (short span,
 * much lift), −1 for a two-seater (crew and gun ring spread the mass).
 */
export function turnFormula(h: HistoricalFigures): Rating {
	let r = band(wingLoading(h), [33, 40, 45], 4);
	if (h.engine === 'rotary') r++;
	if (h.wings === 'triplane') r++;
	if (h.seats === 2) r--;
	return clamp(r);
}

/** Climb: power loading (kg/hp) ≤ 4.0 → 5, ≤ 4.5 → 4, ≤ 5.0 → 3, ≤ 5.5 → 2, more → 1; +1 triplane. */
export function climbFormula(h: HistoricalFigures): Rating {
	let r = band(powerLoading(h), [4.0, 4.5, 5.0, 5.5], 5);
	if (h.wings === 'triplane') r++;
	return clamp(r);
}

/** Roll: span ≤ 7.5 m → 4, ≤ 8.6 → 3, ≤ 9.5 → 2, wider → 1; +1 for a rotary (short, light nose). */
export function rollFormula(h: HistoricalFigures): Rating {
	let r = band(h.spanM, [7.5, 8.6, 9.5], 4);
	if (h.engine === 'rotary') r++;
	return clamp(r);
}

/** A judgement's correction applied to a formula's rating, kept within 1–5. */
export function adjusted(rating: Rating, by = 0): Rating {
	return clamp(rating + by);
}
