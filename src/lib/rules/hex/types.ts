/**
 * Blue Max hex game state: plain JSON (architecture principle 1), stores the dice snapshot so a
 * game = setup + seed + orders replays to the same hash.
 */
import type { DiceState } from '../common/dice';
import type { RulesetOptions } from '../../data/hex/rulesets';
import type { Side } from '../../data/hex/aircraft';
import type { Facing } from './geometry';
import type { Edge, MapSpec } from './map';

export type AltitudeOrder = 'climb' | 'level' | 'dive' | 'land';
export type PlaneStatus = 'flying' | 'shotDown' | 'retired' | 'landed';

/** Damage boxes marked so far (H-DMG-1); part 2 fills them. */
export interface DamageTrack {
	wings: number;
	fuselage: number;
	tail: number;
	engine: number;
}

/**
 * Lasting effects that restrict planning (H-PLAN-5). Part 2 (damage, recovery) sets them; part 1
 * reads them in `legalManeuvers` and counts the timed ones down.
 */
export interface Restrictions {
	/** Blue wing damage: no speed 3 or 4. */
	wingsDamaged: boolean;
	/** Red wing damage: no acrobatics. */
	wingsNoAcrobatics: boolean;
	/** Blue engine hit: no speed 3 or 4. */
	engineHit: boolean;
	/** Pilot wounded: next maneuver straight (blue) or previous speed − 1 (blue, white rim). */
	pilotWound: 'straight' | 'slower' | null;
	/** Rudder jammed: only R (blue) / only L (red) for `turns` more turns. */
	rudder: { only: 'L' | 'R'; turns: number } | null;
	/** H-COMB-9: climb / dive next turn after a medium or long burst at a higher / lower target. */
	mustClimb: boolean;
	mustDive: boolean;
	/** Classic, after spin recovery: next maneuver at the schedule's top speed. */
	mustFlyTopSpeed: boolean;
	/** Classic H-PLAN-8: after a failed climb that did not spin, stall next turn. */
	mustStall: boolean;
}

/** Damage drawn but not yet applied: part 2 applies it (H-MOVE-4 collisions draw deck A, blue). */
export interface PendingDamage {
	deck: 'A' | 'B' | 'C' | 'D';
	half: 'blue' | 'red';
	cards: number;
	cause: 'collision';
}

export interface HexPlane {
	id: string;
	/** The player (seat) flying it; all of a seat's planes are on one side (H-SET-1). */
	seat: string;
	side: Side;
	aircraft: string;
	colour?: string;
	novice: boolean;
	col: number;
	row: number;
	facing: Facing;
	/** 1…5, 0 = on the ground; null without the altitude rule. */
	altitude: number | null;
	status: PlaneStatus;
	/** Online: retired over the own home edge = a safe return (H-MOVE-2). */
	safeReturn?: boolean;
	/** The maneuver flown last turn (turn 0: the ⬆ start maneuver, H-SET-5). */
	lastManeuver: string;
	/** The maneuver before that (classic: acrobatics at most twice in a row, H-PLAN-3). */
	previousManeuver: string | null;
	lastAltitudeOrder: AltitudeOrder;
	/** Null without the fuel rule (H-SET-6). */
	fuel: number | null;
	/** Gliding: only glide maneuvers (H-PLAN-5, H-FUEL-2). */
	gliding: 'fuel' | 'engine' | null;
	/** Glide turns left after the tank ran dry (H-FUEL-2). */
	glideTurnsLeft: number | null;
	/** Glide turns flown (classic: lose a level every other turn, H-FUEL-3). */
	glideTurnsFlown: number;
	spinning: boolean;
	onFire: boolean;
	smoking: boolean;
	observerKilled: boolean;
	observerWoundedTurns: number;
	pilotKilled: boolean;
	jammed: boolean;
	gunsDestroyed: number;
	/** Lewis gun ammunition; null when the plane has none or the rule is off (H-SET-6). */
	ammo: number | null;
	damage: DamageTrack;
	restrictions: Restrictions;
	/** Part 2 seams: checks and damage due in later phases. */
	pending: {
		/** H-PLAN-7 / H-PLAN-8: a spin roll in phase 8. */
		stallCheck: 'stall' | 'climbTooHigh' | null;
		damage: PendingDamage[];
	};
	/** Turn of the last fire at this target etc. (part 2). */
	lastTarget: string | null;
}

/** H-TAIL-3: who tails whom this turn and whether the tailer is told. */
export interface TailPair {
	tailer: string;
	tailed: string;
	/** False only for the random cycle starter, who plots before its tailed plane. */
	revealed: boolean;
	friendly: boolean;
}

export interface TailingState {
	pairs: TailPair[];
	/** A plotting order in which every told tailer plots after its tailed plane. */
	order: string[];
	/** Cycle members chosen at random to plot first (H-TAIL-3). */
	cycleStarters: string[];
}

export interface Plot {
	maneuver: string;
	altitude?: AltitudeOrder;
	/** H-PLAN-5 / H-COMB-7: reload the Lewis gun this turn. */
	reload?: boolean;
}

export type PlotMap = Record<string, Plot>;

export interface HexGameState {
	version: 1;
	ruleset: RulesetOptions;
	map: MapSpec;
	homeEdges: Record<Side, Edge>;
	/** The turn being planned (1-based). */
	turn: number;
	planes: HexPlane[];
	tailing: TailingState;
	/** Plots locked so far this turn (secret; H-PLAN-9). */
	locked: PlotMap;
	dice: DiceState;
	over: boolean;
	winner: Side | 'draw' | null;
}

export const PHASES = [
	'tailing',
	'planning',
	'movement',
	'fuel',
	'combat',
	'resolve',
	'recovery',
	'problems'
] as const;
export type PhaseName = (typeof PHASES)[number];

export type HexEvent =
	| { type: 'phase'; phase: PhaseName }
	| { type: 'tailing'; tailer: string; tailed: string; revealed: boolean }
	| { type: 'cycleStart'; plane: string; blindOn: string[] }
	| { type: 'spinInstead'; plane: string; plotted: string; reason: string }
	| {
			type: 'moved';
			plane: string;
			maneuver: string;
			from: string;
			to: string;
			facing: Facing;
			path: string[];
	  }
	| {
			type: 'leftMap';
			plane: string;
			maneuver: string;
			hex: string;
			result: 'shotDown' | 'retired';
			safe: boolean;
	  }
	| { type: 'altitude'; plane: string; from: number; to: number; order: AltitudeOrder }
	| { type: 'climbTooHigh'; plane: string; altitude: number; ceiling: number }
	| { type: 'landed'; plane: string; countsAsShotDown: boolean }
	| {
			type: 'collision';
			hex: string;
			altitude: number;
			planes: string[];
			roller: string;
			roll: number;
			speed: number;
			stability: number;
			total: number;
			cards: number;
	  }
	| {
			type: 'pendingDamage';
			plane: string;
			deck: 'A';
			half: 'blue';
			cards: number;
			cause: 'collision';
	  }
	| { type: 'fuel'; plane: string; spent: number; left: number }
	| { type: 'outOfFuel'; plane: string; glideTurns: number; roll: number }
	| { type: 'glideLoss'; plane: string; from: number; to: number }
	| { type: 'stallCheckDue'; plane: string; cause: 'stall' | 'climbTooHigh' }
	| { type: 'gameOver'; winner: Side | 'draw' };
