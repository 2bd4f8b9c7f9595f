/**
 * The bots' fire step (H-COMB-3): chosen after movement from the seat's own view, among the
 * shots the engine says are legal now (`legalShots`). Every level but random fires each gun at
 * the enemy where it does most (most dice or the best combat value; ties: nearer, then the plane
 * already hit most), with a medium burst (a long one adds a die but jams on 5+, H-PROB-1); easy
 * adds noise to that choice.
 */
import type { Dice } from '../../rules/common/dice';
import { legalShots, type ShotChoice } from '../../rules/hex/fire-step';
import type { Burst, FireOrderPlot, GunPosition } from '../../rules/hex/types';
import type { HexView } from '../../rules/hex/view';
import type { HexBotLevel } from './index';

const POSITIONS: readonly GunPosition[] = ['pilot', 'observer'];

/** ◇ Noise (dice or combat-value points) the easy bot adds when it picks a target. */
const EASY_FIRE_NOISE = 1.5;

function preferredBurst(c: ShotChoice): Burst {
	return c.bursts.includes('medium') ? 'medium' : c.bursts[c.bursts.length - 1];
}

/** The fire `view.seat` chooses for `planeId` in the fire step (empty: hold fire). */
export function chooseHexFire(
	view: HexView,
	planeId: string,
	level: HexBotLevel,
	dice: Dice
): FireOrderPlot[] {
	const shots = legalShots(view, planeId);
	if (!shots.ok) return [];
	const fire: FireOrderPlot[] = [];
	for (const position of POSITIONS) {
		const legal = shots.value.filter((c) => c.ok && c.position === position);
		if (legal.length === 0) continue;
		if (level === 'random') {
			if (dice.below(5) === 0) continue; // now and then it forgets to shoot
			const c = dice.pick(legal);
			fire.push({ position, target: c.target, burst: dice.pick(c.bursts) });
			continue;
		}
		let best: ShotChoice | null = null;
		let bestScore = -Infinity;
		for (const c of legal) {
			const burst = preferredBurst(c);
			const noise = level === 'easy' ? (dice.below(2001) / 1000 - 1) * EASY_FIRE_NOISE : 0;
			const score = (c.strength[burst] ?? 0) - c.range * 0.01 + noise;
			if (score > bestScore) {
				bestScore = score;
				best = c;
			}
		}
		if (best) fire.push({ position, target: best.target, burst: preferredBurst(best) });
	}
	return fire;
}
