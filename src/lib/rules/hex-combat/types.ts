/**
 * Plain-data records of Blue Max combat and damage (rules-hex H-COMB-*, H-DMG-*, H-REC-*,
 * H-PROB-*, H-END-*). No classes, no Maps: they live inside the saved game state.
 */
import type {
	CounterSide,
	DamageArea,
	DamageEffect,
	GunPosition,
	Half,
	SpecialEffect
} from '../../data/hex-combat/types';
import type { Reason } from '../common/result';

export type { CounterSide, GunPosition, Half } from '../../data/hex-combat/types';

/** Boxes per area (same shape as part 1's `DamageTrack` in src/lib/rules/hex/types.ts). */
export interface Boxes {
	wings: number;
	fuselage: number;
	tail: number;
	engine: number;
}
export type BoxArea = keyof Boxes;
export const BOX_AREAS: readonly BoxArea[] = ['wings', 'fuselage', 'tail', 'engine'];

/** Guns at one position (H-COMB-1 pilot, H-COMB-8 observer). */
export interface GunState {
	mounted: number;
	/** H-DMG-4 red: destroyed for the rest of the game. */
	destroyed: number;
	/** H-DMG-4 blue / H-PROB-1: jammed until cleared (H-REC-2). Never more than the working guns. */
	jammed: number;
}

/** Why a plane is out (H-END-1). */
export type DownCause =
	| 'fuel-tank-explosion'
	| 'left-map'
	| 'failed-spin'
	| 'wings-destroyed'
	| 'fuselage-destroyed'
	| 'tail-destroyed'
	| 'pilot-killed'
	| 'engine-destroyed'
	| 'landed';

/**
 * One plane's damage track (H-DMG-1…6): boxes, specials and their durations. Timed effects hold
 * the last turn they are in force (`…Until`), counted from the turn after the hit.
 */
export interface DamageTrack {
	/** Capacity per area, from the aircraft (H-DMG-1). */
	boxes: Boxes;
	/** Boxes marked so far; never above `boxes`. */
	marked: Boxes;
	/** Fuel left with the fuel rule, else null; fuel-tank hits take from it (H-DMG-4). */
	fuel: number | null;
	guns: Record<GunPosition, GunState>;
	/** The observer is in play (aircraft has one and the observers rule is on, H-COMB-8). */
	hasObserver: boolean;
	observerKilled: boolean;
	/** Observer wounded: no observer fire up to and including this turn (H-DMG-4). */
	observerWoundedUntil: number | null;
	/** Blue wing damage: no speed 3–4. Red: no acrobatics (H-DMG-4, H-PLAN-5). */
	wingsDamaged: boolean;
	wingsCrippled: boolean;
	/** Blue engine hit: no speed 3–4 (H-DMG-4). */
	engineHit: boolean;
	smoke: boolean;
	fire: boolean;
	/** Pilot wounded: next maneuver straight (blue) or one slower (blue, white rim). */
	pilotWound: { kind: 'straight' | 'slower'; until: number } | null;
	pilotKilled: boolean;
	/** Rudder jammed: only R (blue) / only L (red) up to and including `until` (H-DMG-4). */
	rudder: { only: 'R' | 'L'; until: number } | null;
	spinning: boolean;
	/** Engine destroyed → glide only (H-DMG-1). */
	gliding: boolean;
	/** 2013: shot down at the end of this turn because the engine is destroyed (H-DMG-1). */
	engineOutTurn: number | null;
	/** Lewis gun ammunition; null when the plane has none or the rule is off (H-COMB-7). */
	ammo: number | null;
	/** The position whose guns are Lewis guns (rule on), else null (H-COMB-7). */
	lewisPosition: GunPosition | null;
	/** Null while flying. */
	down: DownCause | null;
}

/** One hit to apply in phase 6: a card half or chit face and where it came from. */
export interface Hit {
	source: 'card' | 'chit' | 'collision' | 'fire';
	/** Card or chit id, for the log. */
	id: string;
	half: Half;
	effect: DamageEffect;
	/** The shooter, when a shot caused it. */
	by?: string;
}

/** Who may see an event or fact (H-DMG-6). */
export type Visibility = 'all' | 'owner';

export type CombatEvent = { plane: string; visibility: Visibility } & (
	| { type: 'damage'; area: DamageArea; boxes: number; marked: number; of: number }
	/** `ignored`: why the special has no effect on this plane (its boxes still count). */
	| { type: 'special'; effect: SpecialEffect; ignored?: Reason }
	| { type: 'area-destroyed'; area: BoxArea }
	| { type: 'engine-destroyed'; gliding: true; shotDownAtEndOf: number | null }
	| { type: 'fuel-empty' }
	| { type: 'loss-of-control'; roll: number; needed: number; spins: boolean }
	| { type: 'spin-recovery'; roll: number; needed: number; recovered: boolean; facingRoll?: number }
	| { type: 'spin-descent'; from: number; to: number }
	| { type: 'unjam'; position: GunPosition; roll: number; needed: number; cleared: boolean }
	| { type: 'reload'; position: GunPosition; ammo: number }
	| { type: 'jam-check'; position: GunPosition; roll: number; needed: number; jams: boolean }
	| { type: 'stall-check'; roll: number; needed: number; spins: boolean }
	| { type: 'fire-out-check'; roll: number; needed: number; out: boolean; becameSmoke: boolean }
	| { type: 'smoke-check'; roll: number | null; outcome: 'cleared' | 'fire' | 'smoking' }
	| { type: 'shot-down'; cause: DownCause }
);

/** The card / chit ids left in the 2013 decks (state stores ids, the faces are data). */
export type DamageDecks = Record<CounterSide, { drawPile: string[]; discards: string[] }>;
