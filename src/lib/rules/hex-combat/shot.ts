import type { Dice } from '../common/dice';
import type { Result } from '../common/result';
import { ok } from '../common/result';
import type { CombatSettings } from '../../data/hex-combat/presets';
import { drawForFaces } from './cards';
import type { ChitOwed } from './chits';
import { combatValue, rollCrt, type CombatValue, type CrtResult } from './combat-value';
import { dicePool, rollPool, type Pool, type PoolRoll } from './dice-pool';
import { checkFire, type FireOrder, type LegalShot, type Shooter, type Target } from './fire';
import type { PairGeometry } from './geometry';
import { workingGuns } from './track';
import type { CounterSide, DamageDecks, Hit } from './types';

/** Per-shot facts the phase machine knows from the turn's history. */
export interface ShotFacts {
	turn: number;
	/** The same gun position fired at this target last turn (H-COMB-5, H-COMB-6). */
	sameTargetAsLastTurn: boolean;
	/** The shooter tails the target this turn (H-TAIL-4, online combat value). */
	tailing: boolean;
}

/** H-COMB-5: with the altitude rule, the target flies lower than the shooter. */
export function targetLower(shooter: Shooter, target: Target, settings: CombatSettings): boolean {
	return (
		settings.optional.altitude &&
		shooter.altitude !== null &&
		target.altitude !== null &&
		target.altitude < shooter.altitude
	);
}

export interface Shot2013 {
	shot: LegalShot;
	pool: Pool;
	roll: PoolRoll;
	/** Card halves the target takes in phase 6. */
	hits: Hit[];
	decks: DamageDecks;
	reshuffled: CounterSide[];
}

/**
 * H-COMB-5, 2013: check the shot, build the dice pool, roll the special dice, draw one card per
 * blue or red face from the deck of the target's side facing the shooter.
 */
export function resolveShot2013(
	order: FireOrder,
	shooter: Shooter,
	target: Target,
	geometry: PairGeometry,
	settings: CombatSettings,
	facts: ShotFacts,
	decks: DamageDecks,
	dice: Dice
): Result<Shot2013> {
	const legal = checkFire(order, shooter, target, geometry, settings, facts.turn);
	if (!legal.ok) return legal;
	const shot = legal.value;
	const pool = dicePool({
		range: shot.range,
		burst: shot.burst,
		stability: shooter.stability,
		sameTargetAsLastTurn: facts.sameTargetAsLastTurn,
		targetStalled: target.stalled === true,
		targetLower: targetLower(shooter, target, settings),
		shooterSpeed: shooter.speed,
		guns: workingGuns(shooter.track, shot.position)
	});
	const roll = rollPool(pool.dice, dice);
	const drawn = drawForFaces(decks, shot.deck, roll.faces, dice, shooter.id);
	return ok({
		shot,
		pool,
		roll,
		hits: drawn.hits,
		decks: drawn.decks,
		reshuffled: drawn.reshuffled
	});
}

export interface ShotCrt {
	shot: LegalShot;
	value: CombatValue;
	result: CrtResult;
	/** Chits owed to the target; draw all of a target's chits together in phase 6 (`drawChits`). */
	owed: ChitOwed[];
}

/** The combat value of a legal classic/online shot (also used by automatic targeting). */
export function shotCombatValue(
	shot: LegalShot,
	shooter: Shooter,
	target: Target,
	geometry: PairGeometry,
	settings: CombatSettings,
	facts: ShotFacts
): CombatValue {
	return combatValue(
		{
			range: shot.range,
			stability: shooter.stability,
			targetStalled: target.stalled === true,
			attackerSpeed: shooter.speed,
			guns: workingGuns(shooter.track, shot.position),
			deflection: !geometry.parallel,
			sameTargetAsLastTurn: facts.sameTargetAsLastTurn,
			tailing: facts.tailing,
			position: shot.position,
			burst: shot.burst
		},
		settings.rules
	);
}

/** H-COMB-6, classic/online: check the shot, combat value, d6 on the CRT → blue/red chits owed. */
export function resolveShotCrt(
	order: FireOrder,
	shooter: Shooter,
	target: Target,
	geometry: PairGeometry,
	settings: CombatSettings,
	facts: ShotFacts,
	dice: Dice
): Result<ShotCrt> {
	const legal = checkFire(order, shooter, target, geometry, settings, facts.turn);
	if (!legal.ok) return legal;
	const shot = legal.value;
	const value = shotCombatValue(shot, shooter, target, geometry, settings, facts);
	const result = rollCrt(value.value, dice);
	const sameAltitude =
		!settings.optional.altitude ||
		shooter.altitude === null ||
		shooter.altitude === target.altitude;
	const owe = (half: 'blue' | 'red'): ChitOwed => ({
		half,
		by: shooter.id,
		aspect: geometry.aspect,
		sameAltitude
	});
	const owed = [
		...Array.from({ length: result.blue }, () => owe('blue')),
		...Array.from({ length: result.red }, () => owe('red'))
	];
	return ok({ shot, value, result, owed });
}
