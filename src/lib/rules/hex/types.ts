/**
 * Blue Max hex game state: plain JSON (architecture principle 1), stores the dice snapshot so a
 * game = setup + seed + orders replays to the same hash.
 */
import type { DiceState } from '../common/dice';
import type { Reason } from '../common/result';
import type { RulesetOptions } from '../../data/hex/rulesets';
import type { Side } from '../../data/hex/aircraft';
import type { Facing } from './geometry';
import type { Edge, MapSpec } from './map';
import type {
	CombatEvent,
	DamageDecks,
	DamageTrack as CombatTrack,
	DownCause
} from '../hex-combat/types';
import type { Burst, FaceColour, GunPosition } from '../../data/hex-combat/types';

export type { CombatTrack, DamageDecks, DownCause, Burst, GunPosition };

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
	/** H-MOVE-4: when this plane draws in the turn — each collision's roller first (000:518). */
	order?: number;
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
	/**
	 * 2013 with altitude, pilot killed (000:420, 000:604; preset `pilotKilledWithAltitude`): the
	 * plane is shot down (out of its player's hands, the kill counted) but still falls through the
	 * air, spinning down one level a turn, an obstacle for collisions; gone below level 1. Absent
	 * otherwise (never `false`, so states without wrecks hash as before).
	 */
	falling?: true;
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
	/**
	 * Part 2: the full damage track (H-DMG-1…6), created at setup by `newDamageTrack`. The mirrored
	 * part 1 fields (`damage`, `spinning`, `gliding`, `onFire`, `smoking`, `jammed`, `ammo`, …) are
	 * kept in step with it at the end of every phase. Optional only for states saved before part 2.
	 */
	combat?: CombatTrack;
	/** H-COMB-5/6: the target each gun position fired at last turn (same target bonus). */
	lastTargets?: Partial<Record<GunPosition, string>>;
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
	/** H-TAIL-2: planes that could tail more than one enemy, with those enemies (nearest first). */
	options?: { tailer: string; enemies: string[] }[];
	/** The choices made among `options` this turn (the first enemy is taken otherwise). */
	chosen?: { tailer: string; tailed: string }[];
}

export interface Plot {
	maneuver: string;
	altitude?: AltitudeOrder;
	/** H-PLAN-5 / H-COMB-7: reload the Lewis gun this turn. */
	reload?: boolean;
	/**
	 * H-COMB-3: the shots chosen in phase 5, after movement (one per gun position). In the game
	 * record they sit beside the turn's plot; `lockPlot` leaves them out (fire is chosen in the
	 * fire step, `lockFire`). Ignored under automatic targeting (online).
	 */
	fire?: FireOrderPlot[];
	/** H-REC-2: try to clear the jammed guns at these positions in phase 7. */
	unjam?: GunPosition[];
	/** H-TAIL-2: the enemy this plane chose to tail when it could tail several (phase 1). */
	tail?: string;
}

/** One shot chosen in phase 5 (H-COMB-3): which guns, at whom, how long a burst. */
export interface FireOrderPlot {
	position: GunPosition;
	target: string;
	burst: Burst;
}

/** The maneuver and altitude order a plane actually flew (after H-PLAN-6). */
export interface FlownPlot {
	maneuver: string;
	order: AltitudeOrder;
}

/**
 * Phase 5 before it resolves (H-COMB-3): the planes have moved and paid their fuel; each plane
 * that may shoot chooses target and burst, secretly, against the positions on the board now.
 */
export interface FireStep {
	/** The turn's plots as locked in planning (reload, unjam: secret; the record's entry). */
	plots: PlotMap;
	/** What each flying plane flew: open since movement revealed the sheets. */
	flown: Record<string, FlownPlot>;
	/**
	 * Planes asked for fire: flying, not spinning, with a shot possible on the open facts alone
	 * (position, facing, altitude, fire, observer killed), so asking reveals nothing hidden.
	 */
	due: string[];
	/** Fire chosen so far, secret until phase 5 resolves; an empty list holds fire. */
	chosen: { plane: string; fire: FireOrderPlot[] }[];
	/** Planes that stalled this turn (a stall maneuver or a climb too high, open, H-COMB-5). */
	stalled: string[];
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
	/** Part 2, 2013 combat: the four damage decks (H-DMG-2); absent under the CRT presets. */
	damageDecks?: DamageDecks;
	/** H-END-2: kills per side so far (part 2). */
	kills?: Record<Side, number>;
	/** Between movement and combat: the fire step (absent while planning). */
	fireStep?: FireStep;
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
	| { type: 'spinInstead'; plane: string; plotted: string; reason: Reason }
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
	| { type: 'gameOver'; winner: Side | 'draw' }
	/** Part 2, H-COMB-5/6: a shot fired (open: the dice lie on the table). */
	| {
			type: 'shot';
			shooter: string;
			target: string;
			position: GunPosition;
			burst: Burst;
			range: number;
			/** 2013: the special dice and their faces, the deck drawn from. */
			dice?: number;
			faces?: FaceColour[];
			deck?: 'A' | 'B' | 'C' | 'D';
			/** Classic/online: combat value and the CRT die. */
			combatValue?: number;
			roll?: number;
			blue: number;
			red: number;
			automatic?: boolean;
	  }
	/** A chosen shot that was not fired (table play, `illegalPlots: 'spin'`; owner only). */
	| { type: 'fireRefused'; plane: string; position: GunPosition; target: string; reason: Reason }
	/** The cards or chits a plane drew (owner only, H-DMG-6): which halves hit it. */
	| {
			type: 'hitsDrawn';
			plane: string;
			hits: { source: string; id: string; half: 'blue' | 'red'; by?: string }[];
	  }
	/** Part 2: a damage, recovery or problem event with its own visibility (H-DMG-6). */
	| { type: 'combat'; plane: string; visibility: 'all' | 'owner'; detail: CombatEvent }
	/** Part 2: a plane is shot down (open; the cause is shown only after the game, H-DMG-6). */
	| { type: 'shotDown'; plane: string; cause?: DownCause }
	/** A recovery action (reload, unjam) that could not be taken (owner only, H-REC-2/3). */
	| { type: 'actionRefused'; plane: string; action: 'spin' | 'unjam' | 'reload'; reason: Reason }
	/** H-REC-1: a recovered spin turns the nose to a new facing. */
	| { type: 'recoveryFacing'; plane: string; roll: number; facing: Facing };
