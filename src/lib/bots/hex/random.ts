/** The 'random' level: a legal maneuver and altitude at random (fire: fire.ts, after movement). */
import type { Dice } from '../../rules/common/dice';
import { altitudeOptions } from '../../rules/hex/planning';
import type { Plot } from '../../rules/hex/types';
import type { HexView } from '../../rules/hex/view';
import { candidateManeuvers, type OwnPlane } from './policy';

export function randomHexPlot(view: HexView, plane: OwnPlane, dice: Dice): Plot {
	const codes = candidateManeuvers(view, plane.id);
	const code = dice.pick(codes);
	const orders = altitudeOptions({ rules: view.ruleset, turn: view.turn }, plane, code).filter(
		(o) => o.ok
	);
	const calm = orders.filter((o) => !o.warning);
	const plot: Plot = { maneuver: code };
	if (orders.length) plot.altitude = dice.pick(calm.length ? calm : orders).order;
	return plot;
}
