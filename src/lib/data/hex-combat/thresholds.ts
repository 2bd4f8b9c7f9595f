import type { Burst } from './types';

/**
 * Every roll threshold, duration and count of combat, damage, recovery and problems. A roll
 * succeeds when the d6 is ≥ the threshold. Rule ids name the source; ◇ marks our defaults.
 */
export interface CombatThresholds {
	/** H-REC-1: spin recovery on 3+ (novice 4+). */
	spinRecovery: number;
	spinRecoveryNovice: number;
	/** H-REC-2: unjam on 4+. */
	unjam: number;
	/** H-PROB-1: a gun that fired a long burst jams on 5+. */
	jam: number;
	/** H-PROB-2: stall → spin on 5+ (novice 4+). */
	stallSpin: number;
	stallSpinNovice: number;
	/** H-PROB-3: fire out on 5+, 4+ after a sideslip (☉). */
	fireOut: number;
	fireOutAfterSideslip: number;
	/** H-PROB-4: smoke clears on 6; a 1 turns it into fire. */
	smokeClears: number;
	smokeToFire: number;
	/** H-DMG-5: wing or tail damage with altitude → spin on 5+. */
	lossOfControl: number;
}

export const THRESHOLDS: CombatThresholds = {
	spinRecovery: 3,
	spinRecoveryNovice: 4,
	unjam: 4,
	jam: 5,
	stallSpin: 5,
	stallSpinNovice: 4,
	fireOut: 5,
	fireOutAfterSideslip: 4,
	smokeClears: 6,
	smokeToFire: 1,
	lossOfControl: 5
};

/** H-DMG-4 durations in turns, counted from the turn after the hit. */
export interface EffectDurations {
	/** Observer wounded: "die nächsten 3 Runden" no fire. */
	observerWounded: number;
	/** Rudder jammed: only R / only L "in den nächsten 3 Runden". */
	rudder: number;
	/** Pilot wounded (both kinds): "während der nächsten Runde". */
	pilotWounded: number;
	/**
	 * Engine destroyed, 2013: "Am Ende der nächsten Runde gilt es als abgeschossen" — the plane
	 * is shot down at the end of this many turns after the hit.
	 */
	engineOut2013: number;
}

export const DURATIONS: EffectDurations = {
	observerWounded: 3,
	rudder: 3,
	pilotWounded: 1,
	engineOut2013: 1
};

/** H-COMB-7 Lewis gun: ammunition per burst and a full drum. */
export const LEWIS_AMMO_COST: Readonly<Record<Burst, number>> = { short: 1, medium: 2, long: 3 };
export const LEWIS_AMMO_FULL = 5;

/** H-COMB-1 / H-COMB-8: guns reach 3 hexes; H-COMB-9: fire only within one altitude level. */
export const FIRE_RANGE = 3;
export const FIRE_ALTITUDE_WINDOW = 1;
