/**
 * Blue Max combat and damage (part 2, project issue 7): pure functions over plain data, to be
 * called from part 1's phase machine (src/lib/rules/hex). See decisions-hex-combat.md.
 */
export * from './types';
export * from './geometry';
export * from './track';
export * from './fire';
export * from './dice-pool';
export * from './combat-value';
export * from './cards';
export * from './chits';
export * from './targeting';
export * from './shot';
export * from './damage';
export * from './recovery';
export * from './problems';
export * from './end';
export * from './secrecy';
