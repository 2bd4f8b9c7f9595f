/**
 * Our hex-game aircraft catalog (data-hex.md, aircraft-derived.md). NOT the published game's
 * values: damage boxes come from the designer's published formulas applied to historical
 * specifications (engine 8 inline / 6 rotary; wings = wing area ft² ÷ 10; fuselage = length in ft;
 * tail 4/5/6 by size). Tail, stability, fuel, ceiling level, top speed and the maneuver schedules
 * are our judgement (see docs/parts/about-data-hex.md).
 *
 * Fuel ◇ = 30 + 20 × historical endurance in hours (a full tank ≈ 2 minutes of action at about
 * 3–4 s a turn, data-hex.md), rounded to 5.
 * Stability: the 2013 rulebook's worked examples give Fokker Dr.I "A" and Albatros D.III "B"
 * (collision and firing examples); we keep those two facts and judge the rest.
 */
import { MANEUVERS } from './maneuvers';
import { AIRCRAFT_SPECS } from './aircraft-specs';

export type Side = 'entente' | 'central';
export type Stability = 'A' | 'B' | 'C';
export type Agility = 'nimble' | 'agile' | 'steady';

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
	/** Fixed guns firing out of side A (H-COMB-1). */
	pilotGuns: number;
	/** Guns of the observer firing out of C and D (H-COMB-8); 0 for single-seaters. */
	observerGuns: number;
	/** Which position carries a Lewis gun under the optional rule (H-COMB-7). */
	lewisGun: 'none' | 'observer';
	/** First month in front-line service, `YYYY-MM` (H-SET-4 month filter). */
	inServiceFrom: string;
	/** True when the service month is our estimate (no date in aircraft-derived.md). */
	serviceDateEstimated?: boolean;
	agility: Agility;
	/** The ⬆ start maneuver (H-SET-5). */
	startManeuver: string;
	/** Every maneuver this aircraft may fly, by code. */
	schedule: readonly string[];
}

/** Every schedule holds these: spin, stalls, the straights, standard turns and the slips. */
const BASE = ['0S2', '1L1', '1S1', '1R1', '2S1', '3S2', '4S3', '8L1', '8R1', '18S2'];
const BASE_TURNS = ['6L1', '6R1', '10L2', '10R2', '11L2', '11R2', '14L3', '14R3', '19L3', '19R3'];
const BASE_FAST = ['5S4', '21L4', '21R4', '22L4', '22R4'];
/** `both('14_3')` → ['14L3', '14R3']. */
const both = (...families: string[]) =>
	families.flatMap((f) => {
		const [num, speed] = f.split('_');
		return [`${num}L${speed}`, `${num}R${speed}`];
	});

/**
 * Faster and more agile types get more and tighter turns (data-hex.md): a rotary ("nimble")
 * fighter turns 180° within two hexes, an inline single-seater ("agile") 120°, a two-seater
 * ("steady") only 60° per hex and two acrobatics.
 */
const BY_AGILITY: Record<Agility, { slow: string[]; fast: string[] }> = {
	steady: { slow: [...both('16_2'), '29S2', ...both('27_2')], fast: [] },
	agile: {
		slow: [...both('12_2', '15_3', '16_2', '17_3', '27_2', '33_3'), '28S1', '29S2', '32S3', '35S3'],
		fast: [...both('23_4', '34_4')]
	},
	nimble: {
		slow: [
			...both('7_1', '9_1', '12_2', '13_2', '15_3', '16_2', '17_3', '20_3'),
			...both('27_2', '30_3', '31_2', '33_3'),
			'28S1',
			'29S2',
			'32S3',
			'35S3',
			'36S1'
		],
		fast: [...both('23_4', '34_4')]
	}
};

function scheduleFor(agility: Agility, topSpeed: number): string[] {
	const codes = [...BASE, ...BASE_TURNS, ...BY_AGILITY[agility].slow];
	if (topSpeed >= 4) codes.push(...BASE_FAST, ...BY_AGILITY[agility].fast);
	// A schedule never holds a speed above the top speed (spin 0S2 excepted). Sheet order:
	// by number, then L, S, R.
	const dir = { L: 0, S: 1, R: 2 };
	return codes
		.filter((c) => c === '0S2' || MANEUVERS[c].speed <= topSpeed)
		.sort(
			(a, b) =>
				MANEUVERS[a].number - MANEUVERS[b].number ||
				dir[MANEUVERS[a].direction] - dir[MANEUVERS[b].direction]
		);
}

const SPECS = AIRCRAFT_SPECS;

/** Every aircraft by id. Start maneuver ⬆ defaults to 3S2 (H-SET-5). */
export const AIRCRAFT: Readonly<Record<string, AircraftType>> = Object.fromEntries(
	SPECS.map((s) => [
		s.id,
		{ ...s, startManeuver: s.startManeuver ?? '3S2', schedule: scheduleFor(s.agility, s.topSpeed) }
	])
);

export const AIRCRAFT_IDS: readonly string[] = SPECS.map((s) => s.id);

/** The highest speed of a schedule (classic spin recovery, H-PLAN-5). */
export function topScheduleSpeed(aircraft: AircraftType): number {
	let top = 1;
	for (const c of aircraft.schedule) if (c !== '0S2') top = Math.max(top, MANEUVERS[c].speed);
	return top;
}

/** H-SET-4: the aircraft in front-line service in a month (`YYYY-MM`). */
export function aircraftInService(month: string, side?: Side): AircraftType[] {
	return AIRCRAFT_IDS.map((id) => AIRCRAFT[id]).filter(
		(a) => a.inServiceFrom <= month && (side === undefined || a.side === side)
	);
}
