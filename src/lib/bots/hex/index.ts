/**
 * Computer opponents for Blue Max (hex), issue 8. Pure: a bot reads only `viewFor(state, seat)`
 * (hidden damage, fuel and plots of others stay unknown, H-DMG-6 / H-PLAN-9), draws every random
 * choice from its own Dice, and reads no clock: each level does a fixed amount of work (issue 19),
 * so the same view and bot dice give the same plot on any device.
 *
 * Levels: random (legal plot at random), easy (noisy greedy against enemies standing still),
 * normal (one-turn matrix own × enemy maneuvers, mixed by regret matching), hard (the matrix
 * deepened by a second turn of both planes within a work budget, plus a model of every enemy's
 * own one-turn reasoning — issue 30 — and more regret iterations). docs/decisions.md ("Blue Max
 * computer opponents", "Issue 30: the hex hard bot") has the details.
 */
import type { Dice } from '../../rules/common/dice';
import { validatePlot } from '../../rules/hex/planning';
import type { Plot } from '../../rules/hex/types';
import type { HexView, PlaneView } from '../../rules/hex/view';
import { infoOf, ownTerm, spotAfter, spotOf } from './evaluate';
import {
	candidateManeuvers,
	chooseAltitude,
	enemiesOf,
	enemySpots,
	mainEnemy,
	ownPlane,
	staticScore,
	upkeep
} from './policy';
import { randomHexPlot } from './random';
import { matrixChoice, SEARCH, type EnemyModel } from './search';

export { chooseHexFire } from './fire';

export type HexBotLevel = 'random' | 'easy' | 'normal' | 'hard';

export const HEX_BOT_LEVELS: readonly { id: HexBotLevel; description: string }[] = [
	{ id: 'random', description: 'Flies and shoots at random (legal plots only).' },
	{ id: 'easy', description: 'Flies where a shot looks best right now, with some sloppiness.' },
	{
		id: 'normal',
		description: 'Looks one turn ahead: weighs each maneuver against the likely enemy maneuvers.'
	},
	{
		id: 'hard',
		description:
			'Models each enemy as a normal-level player from its own seat, looks two turns ahead and mixes its maneuvers.'
	}
];

/** How `enemy` reasons as a normal-level player would (hard's model of it, issue 30). */
function enemyModel(view: HexView, enemy: PlaneView, me: PlaneView): EnemyModel | null {
	const theirs = enemiesOf(view, enemy);
	const target = mainEnemy(theirs, enemy);
	if (!target) return null;
	return {
		target: target.id === me.id ? null : target,
		others: theirs.filter((p) => p.id !== target.id),
		tailsTarget: view.tailing.pairs.some(
			(t) => t.tailer === enemy.id && t.tailed === target.id && t.revealed
		)
	};
}

/** ◇ Noise (evaluation points) the easy bot adds to every maneuver. */
const EASY_NOISE = 12;

/**
 * The plot `view.seat` gives `planeId` this turn: maneuver, altitude order (and unjam / reload).
 * Legal by construction: maneuver and altitude come from the engine's legal lists. Fire is
 * chosen after movement, from the view then (`chooseHexFire`, fire.ts).
 */
export function chooseHexPlot(
	view: HexView,
	planeId: string,
	level: HexBotLevel,
	botDice: Dice
): Plot {
	const plane = ownPlane(view, planeId);
	if (level === 'random') return randomHexPlot(view, plane, botDice);
	const info = infoOf(view);
	const codes = candidateManeuvers(view, planeId);
	const enemies = enemiesOf(view, plane);
	const start = spotOf(plane);
	const ends = codes.map((c) => spotAfter(info, start, c));
	// Own-only terms: the edge (H-MOVE-2), stalls (H-PLAN-7) and fuel burnt (H-FUEL-1).
	const ownTerms = ends.map((e) => ownTerm(info, e, plane.fuel !== null));
	const enemy = mainEnemy(enemies, plane);
	let pick = 0;
	if (level === 'easy' || enemy === null) {
		let best = -Infinity;
		ends.forEach((end, i) => {
			const noise = level === 'easy' ? (botDice.below(2001) / 1000 - 1) * EASY_NOISE : 0;
			const s = staticScore(info, end, enemies) + ownTerms[i] + noise;
			if (s > best) {
				best = s;
				pick = i;
			}
		});
	} else {
		const spots = enemySpots(info, enemy, view, SEARCH.preciseEnemy);
		const others = enemies.filter((e) => e.id !== enemy.id);
		const target = mainEnemy(enemiesOf(view, enemy), enemy);
		const r = matrixChoice(
			info,
			plane,
			ends,
			ownTerms,
			spots,
			enemy,
			others,
			level,
			botDice,
			target?.id === plane.id,
			level === 'hard' ? enemyModel(view, enemy, plane) : null,
			level === 'hard' ? others.map((o) => enemyModel(view, o, plane)) : null
		);
		pick = r.pick;
	}
	const end = ends[pick];
	const altitude = chooseAltitude(view, plane, end.maneuver, enemy);
	let plot: Plot = { maneuver: end.maneuver, ...(altitude ? { altitude } : {}) };
	plot = upkeep(view, plane, plot);
	const check = validatePlot({ rules: view.ruleset, turn: view.turn }, plane, plot);
	return check.ok ? plot : randomHexPlot(view, plane, botDice);
}
