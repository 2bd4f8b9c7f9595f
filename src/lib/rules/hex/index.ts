/** Public API of the Blue Max hex engine (map, maneuvers, tailing, planning, movement, fuel, the fire step, combat and damage). */
export * from './geometry';
export * from './map';
export * from './types';
export * from './setup';
export * from './tailing';
export * from './planning';
export * from './movement';
export * from './fuel';
export * from './turn';
export * from './view';
export * from './game';
export * from './scenario';
export * from './random-play';
// Part 2 (project issue 7): combat and damage plugged into the phase machine.
export * from './combat-hooks';
export {
	combatSettingsFor,
	shooterFor,
	targetFor,
	shotFacts,
	type CombatTurn
} from './combat-phase';
export * from './fire-step';
export * from './secrecy';
