/**
 * The combat-side switches of the three rules presets (rules-hex.md preset table). Part 1's
 * `RulesetOptions` (src/lib/data/hex/rulesets.ts) names the preset and the optional rules; these
 * are the combat and damage differences between the sources, each a switch, never a silent choice.
 */
export type CombatPresetName = 'edition2013' | 'classic1983' | 'online';

export interface CombatRules {
	/** H-COMB-5 special dice + decks, or H-COMB-6 combat value + CRT + chits. */
	combat: 'dice2013' | 'crt';
	/** H-COMB-2: same-hex shots (both facing the same way, attacker slower). */
	sameHexShots: boolean;
	/** H-COMB-3: chosen by the player, or automatic best combat value (online). */
	targeting: 'chosen' | 'automatic';
	/** H-TAIL-4: the combat-value tailing bonus (online). */
	tailingBonus: boolean;
	/** ◇ H-COMB-6 classic burst bonus (source gap); online has no burst choice. */
	burstBonus: boolean;
	/** H-DMG-1: engine full → shot down at the end of the next turn (2013) or glide only. */
	engineOut: 'shotDownNextTurn' | 'glide';
	/** H-DMG-1 classic: fuel boxes all marked off → glide. */
	fuelEmptyGlides: boolean;
	/** H-PROB-3: fire damage as a B card's blue half (2013) or one blue chit (classic/online). */
	fireDamage: 'deckB' | 'blueChit';
	/** H-PROB-3 classic: an extinguished fire becomes smoke. */
	fireOutBecomesSmoke: boolean;
	/** H-REC-2 / H-COMB-7 classic: no unjamming or reloading once the plane made an attack (003:68). */
	noUnjamAfterFiring: boolean;
	/** H-REC-3 classic: one recovery action a turn (not reload and unjam together). */
	oneRecoveryAction: boolean;
	/** H-COMB-7 classic: reload only on these maneuver numbers (2S/3S/4S); null = any straight. */
	reloadManeuverNumbers: readonly number[] | null;
	/** ◇ Online targeting has no burst choice: the burst every automatic shot fires. */
	automaticBurst: 'short' | 'medium' | 'long';
	/**
	 * H-DMG-4 pilot killed: the player is out at once (2013 000:604 "scheidet aus dem Spiel aus";
	 * online 004:88 "destroy the plane immediately"), or the plane spins until it reaches the
	 * ground (classic 003:67).
	 */
	pilotKilled: 'outAtOnce' | 'spinsToGround';
	/**
	 * H-REC-2: the maneuver that lets guns be cleared — any straight that is not acrobatic, stalls
	 * included (2013 000:432), or an unrestricted straight without stalls (classic 003:70).
	 */
	unjamAfter: 'straightNotAcrobatic' | 'straightNoStall';
	/**
	 * H-REC-2 / H-COMB-7: the observer clears and reloads his guns whatever the plane flies (2013
	 * 000:693, 000:774); classic names no such exception (003:70, 003:72).
	 */
	observerAnyManeuver: boolean;
	/**
	 * H-COMB-8: the observer fires out of sides C and D (2013 000:712, a corner hex seen through C
	 * counts), or into the rear arc only (online 004:76: a corner hex abeam belongs to the front).
	 */
	observerArc: 'sidesCD' | 'rearArc';
	/**
	 * H-MOVE-4 with the altitude rule: planes ending in one hex at one level may collide (2013
	 * 000:514), or never (classic 003:28 "Any number of aircraft can occupy or pass through the
	 * same hex without colliding"; online 004:33 "Any number of planes can occupy the same hex").
	 */
	collisions: boolean;
	/**
	 * H-COMB-4: the observer of a burning plane still fires (2013 000:772; only the pilot may not,
	 * 000:584), or
	 * nobody aboard a burning plane fires (classic 003:30 "Aircraft which are on fire or spinning
	 * may not shoot").
	 */
	burningObserverFires: boolean;
	/**
	 * H-DMG-5 / H-PROB-2: the 2013 loss-of-control roll in phase 6 on wing or tail damage (altitude
	 * rule) besides the stall roll in phase 8 (`stallAndLossOfControl`), or the classic single spin
	 * roll in phase 8 for a stall, a failed climb or a critical hit that calls for one — "Only one
	 * roll is made regardless of the number of reasons to check" (003:76–80, `oneRoll`).
	 */
	spinChecks: 'stallAndLossOfControl' | 'oneRoll';
	/**
	 * H-DMG-4 pilot killed WITH the altitude rule: as `pilotKilled` says (`asPilotKilled`), or the
	 * plane falls out of control (2013 000:604 "Der Spieler scheidet aus dem Spiel aus und sein
	 * Flugzeug trudelt", 000:420): shot down at once (the kill counts then), it stays on the board
	 * as a wreck that spins down one level a turn, an obstacle for collisions, and is gone below
	 * level 1 (`fallsOutOfControl`).
	 */
	pilotKilledWithAltitude: 'asPilotKilled' | 'fallsOutOfControl';
}

export const COMBAT_PRESETS: Readonly<Record<CombatPresetName, CombatRules>> = {
	edition2013: {
		combat: 'dice2013',
		sameHexShots: false,
		targeting: 'chosen',
		tailingBonus: false,
		burstBonus: false,
		engineOut: 'shotDownNextTurn',
		fuelEmptyGlides: false,
		fireDamage: 'deckB',
		fireOutBecomesSmoke: false,
		noUnjamAfterFiring: false,
		oneRecoveryAction: false,
		reloadManeuverNumbers: null,
		automaticBurst: 'short',
		pilotKilled: 'outAtOnce',
		unjamAfter: 'straightNotAcrobatic',
		observerAnyManeuver: true,
		observerArc: 'sidesCD',
		collisions: true,
		burningObserverFires: true,
		spinChecks: 'stallAndLossOfControl',
		pilotKilledWithAltitude: 'fallsOutOfControl'
	},
	classic1983: {
		combat: 'crt',
		sameHexShots: true,
		targeting: 'chosen',
		tailingBonus: false,
		burstBonus: true,
		engineOut: 'glide',
		fuelEmptyGlides: true,
		fireDamage: 'blueChit',
		fireOutBecomesSmoke: true,
		noUnjamAfterFiring: true,
		oneRecoveryAction: true,
		reloadManeuverNumbers: [2, 3, 4],
		automaticBurst: 'short',
		pilotKilled: 'spinsToGround',
		unjamAfter: 'straightNoStall',
		observerAnyManeuver: false,
		observerArc: 'sidesCD',
		collisions: false,
		burningObserverFires: false,
		spinChecks: 'oneRoll',
		pilotKilledWithAltitude: 'asPilotKilled'
	},
	online: {
		combat: 'crt',
		sameHexShots: true,
		targeting: 'automatic',
		tailingBonus: true,
		burstBonus: false,
		engineOut: 'glide',
		fuelEmptyGlides: true,
		fireDamage: 'blueChit',
		fireOutBecomesSmoke: false,
		noUnjamAfterFiring: false,
		oneRecoveryAction: false,
		reloadManeuverNumbers: null,
		automaticBurst: 'short',
		pilotKilled: 'outAtOnce',
		unjamAfter: 'straightNotAcrobatic',
		observerAnyManeuver: true,
		observerArc: 'rearArc',
		collisions: false,
		// ◇ The online sheet is silent on shooting while burning (004:78–83): as 2013.
		burningObserverFires: true,
		// The online game has no altitude (no loss-of-control roll to make, 004): as 2013.
		spinChecks: 'stallAndLossOfControl',
		// 004:88 "destroy the plane immediately", with or without altitude.
		pilotKilledWithAltitude: 'asPilotKilled'
	}
};

/** The optional rules (a switch in every preset, rules-hex.md); same shape as part 1's. */
export interface CombatOptionalRules {
	altitude: boolean;
	fuel: boolean;
	observers: boolean;
	lewisGun: boolean;
	novicePilots: boolean;
}

export interface CombatSettings {
	rules: CombatRules;
	optional: CombatOptionalRules;
}

/** A preset with house-rule overrides (every ◇ default is overridable). */
export function combatSettings(
	preset: CombatPresetName,
	optional: Partial<CombatOptionalRules> = {},
	overrides: Partial<CombatRules> = {}
): CombatSettings {
	return {
		rules: { ...COMBAT_PRESETS[preset], ...overrides },
		optional: {
			altitude: false,
			fuel: false,
			observers: false,
			lewisGun: false,
			novicePilots: false,
			...optional
		}
	};
}
