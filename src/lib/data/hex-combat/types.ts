/**
 * Shared vocabulary of the Blue Max combat and damage data (rules-hex H-COMB-*, H-DMG-*).
 * Kept structurally identical to part 1's types (`CounterSide`, `Stability`) so the two plug
 * together without either importing the other's unfinished modules.
 */

/** A counter's sides (H-TAIL-1): A front, B front quarters, C rear quarters, D rear. */
export type CounterSide = 'A' | 'B' | 'C' | 'D';
export type Stability = 'A' | 'B' | 'C';
export type Burst = 'short' | 'medium' | 'long';
/** The 2013 special dice show one of three colours (H-COMB-5). */
export type FaceColour = 'white' | 'blue' | 'red';
/** The two halves of a damage card / faces of a chit (H-DMG-2, H-DMG-3). */
export type Half = 'blue' | 'red';
/** Who fires: the pilot out of side A, the observer out of C and D (H-COMB-1, H-COMB-8). */
export type GunPosition = 'pilot' | 'observer';

/** Damage areas with boxes (H-DMG-1). Fuel boxes only count with the fuel rule. */
export type DamageArea = 'wings' | 'fuselage' | 'tail' | 'engine' | 'fuel';
export const DAMAGE_AREAS: readonly DamageArea[] = ['wings', 'fuselage', 'tail', 'engine', 'fuel'];
/** The areas whose destruction shoots the plane down (H-DMG-1). */
export const STRUCTURAL_AREAS: readonly DamageArea[] = ['wings', 'fuselage', 'tail'];

/**
 * The special effects of H-DMG-4, each on the half where the 2013 rulebook prints it.
 * Blue: wings-damaged, guns-jammed, engine-hit, smoke, observer-wounded, pilot-wounded,
 * pilot-wounded-slow (blue with white rim), fuel-tank-hit (−3), rudder-right.
 * Red: wings-crippled, gun-destroyed, fire, observer-killed, pilot-killed, fuel-tank-hit (−6),
 * fuel-tank-explodes, rudder-left.
 */
export type SpecialEffect =
	| 'wings-damaged'
	| 'wings-crippled'
	| 'guns-jammed'
	| 'gun-destroyed'
	| 'engine-hit'
	| 'smoke'
	| 'fire'
	| 'observer-wounded'
	| 'observer-killed'
	| 'pilot-wounded'
	| 'pilot-wounded-slow'
	| 'pilot-killed'
	| 'fuel-tank-hit'
	| 'fuel-tank-explodes'
	| 'rudder-right'
	| 'rudder-left';

export const SPECIAL_EFFECTS: readonly SpecialEffect[] = [
	'wings-damaged',
	'wings-crippled',
	'guns-jammed',
	'gun-destroyed',
	'engine-hit',
	'smoke',
	'fire',
	'observer-wounded',
	'observer-killed',
	'pilot-wounded',
	'pilot-wounded-slow',
	'pilot-killed',
	'fuel-tank-hit',
	'fuel-tank-explodes',
	'rudder-right',
	'rudder-left'
];

/** One half of a card or one face of a chit: boxes per area plus at most one special. */
export interface DamageEffect {
	damage: Partial<Record<DamageArea, number>>;
	special?: SpecialEffect;
}

/** A 2013 damage card (H-DMG-2). The faces are our own design (data-hex.md). */
export interface DamageCard {
	id: string;
	deck: CounterSide;
	blue: DamageEffect;
	red: DamageEffect;
}

/** A classic damage chit (H-DMG-3): blue face / red face. `known` = printed in the 1993 edition. */
export interface DamageChit {
	id: string;
	blue: DamageEffect;
	red: DamageEffect;
	known: boolean;
}
