/**
 * The guided first game (ux principle 6: the first game teaches): a short real game on a small
 * table, your S.E.5a against one damaged Albatros flown by the easy computer, with a hint at each
 * decision. The hints are worked out from the position, not scripted move by move, so they stay
 * right whatever the player does; following them taps the game to its end in a few turns.
 */
import {
	GRID_AIRCRAFT_BY_ID,
	GUN_ARCS,
	chebyshev,
	inArc,
	type GridSetup,
	type GridView,
	type LegalChoices,
	type MoveChoice,
	type Side
} from '$lib/rules/grid';
import { GUN_DICE, REAR_ARC } from '$lib/data/grid/rules';

export const TUTORIAL_SEED = 1918;
/** The player's side and plane. */
export const TUTORIAL_SIDE: Side = 'A';
export const TUTORIAL_PLANE = 'A1';
export const TUTORIAL_ENEMY = 'B1';

/**
 * A 12 × 8 table, one small cloud out of the way. The Albatros starts hit already (3 of 6 HP:
 * one good burst brings it down or sends it home) and moves first in turn 1 (fixed first card),
 * so the player's first move can bring it into the guns' arc. Four turns at most.
 */
export function tutorialSetup(): GridSetup {
	return {
		mission: null,
		board: { width: 12, height: 8, home: { A: 'west', B: 'east' } },
		planes: [
			{ id: TUTORIAL_PLANE, type: 'se5a', side: 'A', x: 1, y: 4, facing: 2 },
			{ id: TUTORIAL_ENEMY, type: 'albatros-diii', side: 'B', x: 9, y: 3, facing: 6, hp: 3 }
		],
		terrain: { smallClouds: [{ x: 5, y: 0, w: 2, h: 2 }], largeClouds: [] },
		options: { activation: 'deck', turnLimit: 4 },
		firstDeck: [TUTORIAL_ENEMY, TUTORIAL_PLANE]
	};
}

export type HintStep =
	| 'welcome'
	| 'fire-none'
	| 'fire-shots'
	| 'move-square'
	| 'move-which'
	| 'move-confirm'
	| 'computer'
	| 'won'
	| 'over';

export interface Hint {
	step: HintStep;
	/** The square the hint suggests (drawn with an orange frame). */
	square?: { x: number; y: number };
}

export interface HintContext {
	view: GridView;
	/** The legal choices when the player decides now, else null (the computer is thinking). */
	choices: LegalChoices | null;
	/** The moves of the manoeuvre shown now (the green squares). */
	moves: readonly MoveChoice[];
	pending: MoveChoice | null;
	candidates: readonly MoveChoice[];
}

/** What to tell the player now. */
export function tutorialHint(ctx: HintContext): Hint {
	const { view, choices } = ctx;
	if (view.phase === 'over')
		return { step: view.result && view.result.outcome === TUTORIAL_SIDE ? 'won' : 'over' };
	if (!choices || choices.phase === 'over') return { step: 'computer' };
	if (choices.phase === 'fire') {
		const shots = choices.sides[0]?.shots ?? [];
		return { step: shots.length > 0 ? 'fire-shots' : 'fire-none' };
	}
	if (choices.phase === 'activation') {
		if (ctx.pending) return { step: 'move-confirm' };
		if (ctx.candidates.length > 1) return { step: 'move-which' };
		// Turn 1's fire step has nobody in range, so the first decision is the first move.
		const step = view.turn === 1 ? 'welcome' : 'move-square';
		const square = suggestSquare(view, ctx.moves);
		return square ? { step, square } : { step };
	}
	return { step: 'computer' };
}

/**
 * The end square to suggest: one from which an enemy is inside a gun's arc and range for the
 * next fire step (G-FIRE-1, G-FIRE-6), nearer being better, best from behind it (G-MAN-4 ◇ rear
 * arc, and it cannot shoot back); otherwise the square that closes the distance most.
 */
export function suggestSquare(
	view: GridView,
	moves: readonly MoveChoice[]
): { x: number; y: number } | null {
	const mover = moves[0] ? view.planes.find((p) => p.id === moves[0].order.plane) : undefined;
	const spec = mover && GRID_AIRCRAFT_BY_ID[mover.type];
	if (!mover || !spec) return null;
	const enemies = view.planes.filter((p) => p.side !== mover.side && p.status === 'active');
	let best: { x: number; y: number } | null = null;
	let bestScore = -Infinity;
	for (const mv of moves) {
		if (mv.end !== 'full') continue;
		const pose = { x: mv.to.x, y: mv.to.y };
		let score = -Infinity;
		for (const e of enemies) {
			const range = chebyshev(pose, e);
			const inGuns =
				range > 0 &&
				spec.guns.some(
					(g) => range <= GUN_DICE[g.kind].range && inArc(pose, mv.to.facing, GUN_ARCS[g.mount], e)
				);
			const behind = inArc(e, e.facing, REAR_ARC, pose);
			const s = inGuns ? 100 - 10 * range + (behind ? 5 : 0) : -range;
			score = Math.max(score, s);
		}
		if (score > bestScore) {
			bestScore = score;
			best = pose;
		}
	}
	return best;
}
