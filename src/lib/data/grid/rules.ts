import {
	BALLOON_HP,
	GRID_HIT_POINTS,
	type AgilityClass,
	type GridAircraftKind,
	type GunKind,
	type GunMount,
	type SpeedClass
} from './aircraft';
import type { MissionId } from '../missions';

/** G-AC-2: squares moved per speed class. */
export const SPEED_SQUARES: Readonly<Record<SpeedClass, number>> = { fast: 6, medium: 4, slow: 2 };
/** G-FIRE-3 rows 2 and 5: a lost class drops one step; the last class stays (◇). */
export const SPEED_ORDER: readonly SpeedClass[] = ['fast', 'medium', 'slow'];
export const AGILITY_ORDER: readonly AgilityClass[] = ['nimble', 'average', 'clumsy'];

/** G-FIRE-1. */
export const GUN_DICE: Readonly<Record<GunKind, { dice: number; range: number; perCA: number }>> = {
	single: { dice: 3, range: 4, perCA: 1 },
	double: { dice: 6, range: 4, perCA: 2 }
};

/** G-FIRE-2: face → hit. */
export const HIT_FACES = { major: [6], minor: [4, 5] } as const;

export interface MajorEffect {
	hp: number;
	observerDies?: boolean;
	speedLoss?: boolean;
	agilityLoss?: boolean;
	critical?: boolean;
}

/** G-FIRE-3 major table, indexed by d6 − 1. */
export const MAJOR_TABLE: readonly MajorEffect[] = [
	{ hp: 1, observerDies: true },
	{ hp: 1, speedLoss: true },
	{ hp: 2 },
	{ hp: 2 },
	{ hp: 1, agilityLoss: true },
	{ hp: 3, critical: true }
];

/** A 45°-step cone: centre direction relative to the plane's facing (in 45° steps) and half-width in degrees. */
export interface ArcSpec {
	centre: number;
	halfWidth: number;
}

/** G-FIRE-6 ◇ arcs (the source's diagram is lost). Boundaries are inclusive. */
export const GUN_ARCS: Readonly<Record<GunMount, ArcSpec>> = {
	pilot: { centre: 0, halfWidth: 45 },
	wing: { centre: 0, halfWidth: 45 },
	'observer-rear': { centre: 4, halfWidth: 90 },
	'observer-front': { centre: 0, halfWidth: 90 },
	'gunner-front': { centre: 0, halfWidth: 90 },
	'gunner-left': { centre: 6, halfWidth: 90 },
	'gunner-right': { centre: 2, halfWidth: 90 }
};

/** G-MAN-4 ◇: a shooter inside the target's rear 90° arc gains a +ve for that shot. */
export const REAR_ARC: ArcSpec = { centre: 4, halfWidth: 45 };

export type ManoeuvreId =
	'split-s' | 'throttle-back' | 'full-throttle' | 'jink' | 'immelmann' | 'engine-hang' | 'dead-eye';
export type AceSkill = 'patience' | 'immelmann' | 'engine-hang' | 'dead-eye';

export interface ManoeuvreSpec {
	id: ManoeuvreId;
	/** ◇ names (G-MAN-2: the source lost the first four names). */
	name: string;
	agility: readonly AgilityClass[];
	speed: readonly SpeedClass[];
	ace: AceSkill | null;
	/** Net ±ve counted for the turn (G-MAN-1). */
	ve: number;
	/** 'fixed' = exactly `squares` forward then turn `turnAfter` 45° steps; otherwise speed + `speedDelta`. */
	move:
		| { kind: 'fixed'; squares: number; turnAfter: number }
		| { kind: 'speed'; speedDelta: number; minSpeed: number; turns: boolean };
	notTwiceInARow: boolean;
	/** Jink: −2D6 to attackers, and no shot of its own, in the next fire step. */
	jink?: { attackerDice: number };
	/** Dead Eye: extra dice per gun kind on its next attack. */
	deadEye?: Readonly<Record<GunKind, number>>;
}

const allAgility: AgilityClass[] = ['nimble', 'average', 'clumsy'];
const agile: AgilityClass[] = ['nimble', 'average'];
const allSpeed: SpeedClass[] = ['fast', 'medium', 'slow'];

/** G-MAN-2 and G-MAN-3. */
export const MANOEUVRES: Readonly<Record<ManoeuvreId, ManoeuvreSpec>> = {
	'split-s': {
		id: 'split-s',
		name: 'Split-S',
		agility: agile,
		speed: allSpeed,
		ace: null,
		ve: -1,
		move: { kind: 'fixed', squares: 2, turnAfter: 4 },
		notTwiceInARow: false
	},
	'throttle-back': {
		id: 'throttle-back',
		name: 'Throttle back',
		agility: allAgility,
		speed: ['fast', 'medium'],
		ace: null,
		ve: -1,
		move: { kind: 'speed', speedDelta: -2, minSpeed: 2, turns: false },
		notTwiceInARow: true
	},
	'full-throttle': {
		id: 'full-throttle',
		name: 'Full throttle',
		agility: allAgility,
		speed: allSpeed,
		ace: null,
		ve: 0,
		move: { kind: 'speed', speedDelta: 2, minSpeed: 0, turns: false },
		notTwiceInARow: true
	},
	jink: {
		id: 'jink',
		name: 'Jink',
		agility: agile,
		speed: allSpeed,
		ace: null,
		ve: 0,
		move: { kind: 'speed', speedDelta: 0, minSpeed: 0, turns: true },
		notTwiceInARow: false,
		jink: { attackerDice: 2 }
	},
	immelmann: {
		id: 'immelmann',
		name: 'Immelmann turn',
		agility: agile,
		speed: allSpeed,
		ace: 'immelmann',
		ve: 0,
		move: { kind: 'fixed', squares: 2, turnAfter: 4 },
		notTwiceInARow: false
	},
	'engine-hang': {
		id: 'engine-hang',
		name: 'Engine Hang',
		agility: agile,
		speed: allSpeed,
		ace: 'engine-hang',
		ve: -2,
		move: { kind: 'fixed', squares: 0, turnAfter: 0 },
		notTwiceInARow: false
	},
	'dead-eye': {
		id: 'dead-eye',
		name: 'Dead Eye',
		agility: allAgility,
		speed: allSpeed,
		ace: 'dead-eye',
		ve: 0,
		move: { kind: 'speed', speedDelta: 0, minSpeed: 0, turns: true },
		notTwiceInARow: false,
		deadEye: { single: 1, double: 2 }
	}
};

export const MANOEUVRE_IDS = Object.keys(MANOEUVRES) as ManoeuvreId[];

/** G-TURN-2 ◇ tie rule for command-point bids. */
export type BidTieRule =
	{ kind: 'not-last-holder'; firstRound: 'A' | 'B' } | { kind: 'side'; side: 'A' | 'B' };

/**
 * Every ◇ default of the grid game in one overridable object (house rules).
 * Rule functions read these values from the game's options, never from literals.
 */
export interface GridRules {
	activation: 'deck' | 'command-points';
	speedSquares: Record<SpeedClass, number>;
	/** G-MOVE-3 Nimble "slow down by 2 without manoeuvring". */
	nimbleSlowBy: number;
	/** G-MOVE-4: d6 needed for a wing-MG passing shot, and its dice. */
	passingShotOn: number;
	passingShotDice: number;
	/** G-MAN-4: cap on combat advantage. */
	maxCA: number;
	rearArcVe: number;
	/** G-TER-2: −ve on re-emerging from a large cloud; G-MOVE-5 −ve on re-entering the table. */
	reemergeVe: number;
	reenterVe: number;
	hitPoints: Record<GridAircraftKind, { hp: number; critical: number }>;
	balloonHp: number;
	/** G-TURN-2 command points. */
	commandPoints: number;
	bidTie: BidTieRule;
	/** Flight moves per activation: fighters (and two-seat fighters, pushers) vs bombers (observation, heavy). */
	flightMoves: { fighter: [number, number]; bomber: [number, number] };
	/** ◇ 45° steps of the optional turn after each flight move (2 = a quarter turn, one side of a square base, 001). */
	flightTurnSteps: number;
	/** ◇ spare board tiles (001) and their size in squares. */
	extensionTiles: number;
	extensionTileSize: number;
	/** ◇ the game ends after this many turns (rounds); the mission decides who won. */
	turnLimit: number;
	/**
	 * ◇ Jink (G-MAN-2, 002:195) "−2D6 to attackers but no shot yourself next turn": 'from-move'
	 * (default) protects the jinker, and keeps it from shooting, from the jinking move itself to the
	 * end of the next turn (so also against wing-MG passing shots later in the same turn);
	 * 'next-turn' only in the next turn.
	 */
	jinkWindow: 'from-move' | 'next-turn';
	/**
	 * ◇ Command points (001's swap rule) and a static bomber or Zeppelin (G-TER-4, 002:248/415: it
	 * "does not move"): 'blocked' (default) — a Flight may not enter its square, as it cannot swap
	 * places; 'share' — a Flight may pass or end on its square and nobody swaps.
	 */
	flightIntoStatic: 'blocked' | 'share';
	/**
	 * ◇ Command points: a critical plane must withdraw (G-MOVE-6, 002:125), so while a Flight is open
	 * to it its activation is a Flight, not Combat (false, default); true lets it fight instead.
	 */
	criticalMayFight: boolean;
}

export const GRID_RULES: GridRules = {
	activation: 'deck',
	speedSquares: { ...SPEED_SQUARES },
	nimbleSlowBy: 2,
	passingShotOn: 4,
	passingShotDice: 3,
	maxCA: 2,
	rearArcVe: 1,
	reemergeVe: -1,
	reenterVe: -1,
	hitPoints: { ...GRID_HIT_POINTS },
	balloonHp: BALLOON_HP,
	commandPoints: 3,
	bidTie: { kind: 'not-last-holder', firstRound: 'A' },
	flightMoves: { fighter: [3, 4], bomber: [2, 3] },
	flightTurnSteps: 2,
	extensionTiles: 4,
	extensionTileSize: 4,
	turnLimit: 20,
	jinkWindow: 'from-move',
	flightIntoStatic: 'blocked',
	criticalMayFight: false
};

/** Partial overrides (house rules); nested objects replace whole. */
export type GridOptions = Partial<GridRules>;

export function resolveRules(options: GridOptions = {}): GridRules {
	return { ...GRID_RULES, ...options };
}

/** ◇ C-M7 map generator defaults. */
export interface MissionMapRules {
	width: number;
	height: number;
	smallClouds: number;
	largeClouds: number;
	largeCloudSize: number;
	smallCloudSize: number;
	/** Columns next to each home edge kept free of terrain and objectives. */
	startMargin: number;
}

export const MISSION_MAP: MissionMapRules = {
	width: 18,
	height: 12,
	smallClouds: 2,
	largeClouds: 1,
	largeCloudSize: 3,
	smallCloudSize: 2,
	startMargin: 4
};

/** ◇ The standard aircraft fielded per nation and role when a mission does not name them. */
export const STANDARD_AIRCRAFT: Readonly<
	Record<'allied' | 'central', Record<'fighter' | 'observation' | 'bomber', string>>
> = {
	allied: { fighter: 'camel', observation: 're8', bomber: 'hp-o400' },
	central: { fighter: 'fokker-dvii', observation: 'rumpler-civ', bomber: 'gotha-giv' }
};

export type { MissionId };
