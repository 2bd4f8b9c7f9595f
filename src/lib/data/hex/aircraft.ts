/**
 * Our hex-game aircraft catalog (data-hex.md, aircraft-derived.md). NOT the published game's
 * values: every figure is derived from documented characteristics of the real type
 * (aircraft-history.ts) by the method in docs/parts/about-data-hex.md — formulas in
 * aircraft-derive.ts, judgements with their reasons in aircraft-specs.ts, the maneuver sheet in
 * aircraft-sheet.ts. Each type has its own sheet.
 *
 * Stability: the 2013 rulebook's worked examples give Fokker Dr.I "A" (000:651) and Albatros
 * D.III "B" (000:518); we keep those two facts and judge the rest.
 */
import { MANEUVERS } from './maneuvers';
import { AIRCRAFT_SPECS, type AircraftSpec, type Judgement } from './aircraft-specs';
import { AIRCRAFT_HISTORY, type Gun, type HistoricalFigures } from './aircraft-history';
import {
	adjusted,
	ceilingLevel,
	climbFormula,
	engineBoxes,
	fuelUnits,
	fuselageBoxes,
	rollFormula,
	startManeuver,
	tailBoxes,
	topSpeed,
	turnFormula,
	wingBoxes
} from './aircraft-derive';
import { buildSheet, type Handling } from './aircraft-sheet';

export type Side = 'entente' | 'central';
export type Stability = 'A' | 'B' | 'C';

export interface AircraftType {
	id: string;
	name: string;
	side: Side;
	/** Which box names it (data-hex.md): the 2013 edition, the classic 1983 box, or both. */
	boxes: readonly ('2013' | 'classic')[];
	engine: 'inline' | 'rotary';
	boxesEngine: number;
	boxesWings: number;
	boxesFuselage: number;
	boxesTail: number;
	stability: Stability;
	fuel: number;
	/** Ceiling as a game level 1–5 (VL…VH). */
	ceiling: number;
	topSpeed: number;
	/** Fixed guns firing out of side A (H-COMB-1): the pilot entries of `guns`. */
	pilotGuns: number;
	/** Guns of the observer firing out of C and D (H-COMB-8); 0 for single-seaters. */
	observerGuns: number;
	/** Every gun with its position and model (pilotGuns/observerGuns count them). */
	guns: readonly Gun[];
	/** Which position carries a Lewis gun under the optional rule (H-COMB-7). */
	lewisGun: 'none' | 'observer';
	/** First month in front-line service, `YYYY-MM` (H-SET-4 month filter). */
	inServiceFrom: string;
	/** True when the service month is our estimate (no date in aircraft-derived.md). */
	serviceDateEstimated?: boolean;
	/** Handling ratings 1–5 and dive strength: they choose the maneuver sheet. */
	handling: Handling;
	/** The ⬆ start maneuver (H-SET-5). */
	startManeuver: string;
	/** Every maneuver this aircraft may fly, by code: its own sheet. */
	schedule: readonly string[];
	/** The real type's documented characteristics the figures come from. */
	history: HistoricalFigures;
	/** Why: stability, dive strength and every correction to a formula. */
	reasons: { stability: string; dive: string; judgements: readonly Judgement[] };
}

function sum(judgements: readonly Judgement[], key: 'turn' | 'climb' | 'roll'): number {
	return judgements.reduce((n, j) => n + (j[key] ?? 0), 0);
}

/** One catalog entry: the method applied to a type's history and judgements. */
export function deriveAircraft(spec: AircraftSpec, h: HistoricalFigures): AircraftType {
	const judgements = spec.judgements ?? [];
	const handling: Handling = {
		turn: adjusted(turnFormula(h), sum(judgements, 'turn')),
		climb: adjusted(climbFormula(h), sum(judgements, 'climb')),
		roll: adjusted(rollFormula(h), sum(judgements, 'roll')),
		dive: spec.dive,
		torque: h.torque
	};
	const top = topSpeed(h);
	return {
		id: spec.id,
		name: spec.name,
		side: spec.side,
		boxes: spec.boxes,
		engine: h.engine,
		boxesEngine: engineBoxes(h),
		boxesWings: wingBoxes(h),
		boxesFuselage: fuselageBoxes(h),
		boxesTail: tailBoxes(h),
		stability: spec.stability,
		fuel: fuelUnits(h),
		ceiling: ceilingLevel(h),
		topSpeed: top,
		pilotGuns: h.guns.filter((g) => g.position === 'pilot').length,
		observerGuns: h.guns.filter((g) => g.position === 'observer').length,
		guns: h.guns,
		lewisGun: spec.lewisGun,
		inServiceFrom: spec.inServiceFrom,
		...(spec.serviceDateEstimated ? { serviceDateEstimated: true } : {}),
		handling,
		startManeuver: startManeuver(h),
		schedule: buildSheet(handling, top),
		history: h,
		reasons: { stability: spec.stabilityWhy, dive: spec.diveWhy, judgements }
	};
}

/** Every aircraft by id. */
export const AIRCRAFT: Readonly<Record<string, AircraftType>> = Object.fromEntries(
	// eslint-disable-next-line local/own-lookups -- keys are the catalog's own constant codes
	AIRCRAFT_SPECS.map((s) => [s.id, deriveAircraft(s, AIRCRAFT_HISTORY[s.id])])
);

export const AIRCRAFT_IDS: readonly string[] = AIRCRAFT_SPECS.map((s) => s.id);

/** The highest speed of a schedule (classic spin recovery, H-PLAN-5). */
export function topScheduleSpeed(aircraft: AircraftType): number {
	let top = 1;
	// eslint-disable-next-line local/own-lookups -- keys are the catalog's own constant codes
	for (const c of aircraft.schedule) if (c !== '0S2') top = Math.max(top, MANEUVERS[c].speed);
	return top;
}

/** H-SET-4: the aircraft in front-line service in a month (`YYYY-MM`). */
export function aircraftInService(month: string, side?: Side): AircraftType[] {
	// eslint-disable-next-line local/own-lookups -- keys are the catalog's own constant codes
	return AIRCRAFT_IDS.map((id) => AIRCRAFT[id]).filter(
		(a) => a.inServiceFrom <= month && (side === undefined || a.side === side)
	);
}
