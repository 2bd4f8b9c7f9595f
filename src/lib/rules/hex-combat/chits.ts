import type { Dice } from '../common/dice';
import { CHIT_CUP_CLASSIC } from '../../data/hex-combat/chits-classic';
import type { DamageChit, DamageEffect } from '../../data/hex-combat/types';
import type { PairGeometry } from './geometry';
import type { Half, Hit } from './types';

/** One chit owed to a plane: its colour and how the shooter stood (H-DMG-3). */
export interface ChitOwed {
	half: Half;
	by?: string;
	aspect: PairGeometry['aspect'];
	/** Shooter and target at the same altitude (always true without the altitude rule). */
	sameAltitude: boolean;
}

/**
 * H-DMG-3: same altitude, straight from the front → tail hits become engine hits; straight from
 * the rear → engine hits become tail hits. Lettered (special) chits are not affected.
 */
export function convertDirectional(
	effect: DamageEffect,
	aspect: ChitOwed['aspect'],
	sameAltitude: boolean
): DamageEffect {
	if (!sameAltitude || aspect === 'other' || effect.special) return effect;
	const [from, to] =
		aspect === 'front' ? (['tail', 'engine'] as const) : (['engine', 'tail'] as const);
	const moved = effect.damage[from] ?? 0;
	if (moved === 0) return effect;
	const damage = { ...effect.damage };
	delete damage[from];
	damage[to] = (damage[to] ?? 0) + moved;
	return { ...effect, damage };
}

/**
 * H-DMG-3: all of a turn's hits on one plane are drawn together, blue first, then red; none goes
 * back into the cup until all are drawn. ◇ More hits than chits: the cup is refilled and drawing
 * goes on. Each drawn chit uses the face of its colour, converted by its shooter's aspect.
 */
export function drawChits(
	owed: readonly ChitOwed[],
	dice: Dice,
	cup: readonly DamageChit[] = CHIT_CUP_CLASSIC
): Hit[] {
	const ordered = [
		...owed.filter((o) => o.half === 'blue'),
		...owed.filter((o) => o.half === 'red')
	];
	let pool = cup.slice();
	const hits: Hit[] = [];
	for (const o of ordered) {
		if (pool.length === 0) pool = cup.slice();
		const [chit] = pool.splice(dice.below(pool.length), 1);
		hits.push({
			source: 'chit',
			id: chit.id,
			half: o.half,
			effect: convertDirectional(chit[o.half], o.aspect, o.sameAltitude),
			...(o.by ? { by: o.by } : {})
		});
	}
	return hits;
}
