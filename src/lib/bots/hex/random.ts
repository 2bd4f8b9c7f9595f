/** The 'random' level: a legal maneuver and altitude at random, fire at a random legal target. */
import type { Dice } from '../../rules/common/dice';
import { altitudeOptions } from '../../rules/hex/planning';
import type { Plot } from '../../rules/hex/types';
import type { HexView } from '../../rules/hex/view';
import { infoOf, spotAfter, spotOf } from './evaluate';
import { candidateManeuvers, chooseFire, type OwnPlane } from './policy';

export function randomHexPlot(view: HexView, plane: OwnPlane, dice: Dice): Plot {
	const codes = candidateManeuvers(view, plane.id);
	const code = dice.pick(codes);
	const orders = altitudeOptions({ rules: view.ruleset, turn: view.turn }, plane, code).filter(
		(o) => o.ok
	);
	const calm = orders.filter((o) => !o.warning);
	const plot: Plot = { maneuver: code };
	if (orders.length) plot.altitude = dice.pick(calm.length ? calm : orders).order;
	const end = spotAfter(infoOf(view), spotOf(plane), code);
	// Fire where a shot is legal against the enemies where they stand now, at random.
	const fire = chooseFire(view, plane, end, plane.altitude, false, new Map());
	const legalFire = fire.filter(() => dice.below(5) !== 0);
	if (legalFire.length) plot.fire = legalFire;
	return plot;
}
