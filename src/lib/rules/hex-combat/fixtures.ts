/**
 * Small shared fixtures for the combat tests (pure data; also handy for part 1's integration
 * tests). Figures follow part 1's catalog (src/lib/data/hex/aircraft.ts) at the time of writing.
 */
import { combatSettings, type CombatPresetName } from '../../data/hex-combat/presets';
import type { CombatOptionalRules, CombatSettings } from '../../data/hex-combat/presets';
import type { PairGeometry } from './geometry';
import { newDamageTrack, type TrackProfile } from './track';
import type { DamageTrack } from './types';

export const FOKKER_DR1: TrackProfile = {
	boxesWings: 20,
	boxesFuselage: 19,
	boxesTail: 4,
	boxesEngine: 6,
	pilotGuns: 2,
	observerGuns: 0,
	lewisGun: 'none',
	fuel: 60
};

export const BRISTOL_F2B: TrackProfile = {
	boxesWings: 41,
	boxesFuselage: 26,
	boxesTail: 6,
	boxesEngine: 8,
	pilotGuns: 1,
	observerGuns: 1,
	lewisGun: 'observer',
	fuel: 90
};

export const ALL_OPTIONAL: CombatOptionalRules = {
	altitude: true,
	fuel: true,
	observers: true,
	lewisGun: true,
	novicePilots: true
};

export function settingsFor(
	preset: CombatPresetName,
	optional: Partial<CombatOptionalRules> = {}
): CombatSettings {
	return combatSettings(preset, optional);
}

export function trackFor(
	profile: TrackProfile,
	optional: Partial<CombatOptionalRules> = {}
): DamageTrack {
	return newDamageTrack(profile, combatSettings('edition2013', optional).optional);
}

/** A target straight ahead on the fire line at `range`, seen from its side `targetSide`. */
export function ahead(range: number, targetSide: PairGeometry['targetSide'] = 'D'): PairGeometry {
	return {
		range,
		fireLine: range,
		shooterSides: ['A'],
		targetSide,
		sameFacing: targetSide === 'D',
		parallel: targetSide === 'D' || targetSide === 'A',
		aspect: targetSide === 'D' ? 'rear' : targetSide === 'A' ? 'front' : 'other'
	};
}
