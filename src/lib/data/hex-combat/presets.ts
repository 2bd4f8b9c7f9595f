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
	/** H-REC-2 classic: no unjamming by a gun that fired this turn. */
	noUnjamAfterFiring: boolean;
	/** H-REC-3 classic: one recovery action a turn (not reload and unjam together). */
	oneRecoveryAction: boolean;
	/** H-COMB-7 classic: reload only on these maneuver numbers (2S/3S/4S); null = any straight. */
	reloadManeuverNumbers: readonly number[] | null;
	/** ◇ Online targeting has no burst choice: the burst every automatic shot fires. */
	automaticBurst: 'short' | 'medium' | 'long';
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
		automaticBurst: 'short'
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
		automaticBurst: 'short'
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
		automaticBurst: 'short'
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
