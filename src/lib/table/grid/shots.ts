/**
 * A shot on the table (G-FIRE-1…3, G-MAN-4): the players measure range and read the arc on the
 * cloth; the engine checks everything else, sizes the pool, rolls it and applies the hits and the
 * major-table results to the target. Nothing here restates a rule: see src/lib/rules/grid/fire.ts.
 */
import type { Dice } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import type { GridEvent, GridState, ShotOrder } from '$lib/rules/grid';
import {
	advantageFromVe,
	checkRange,
	findTarget,
	shotParties,
	shotPool,
	type ShotParties
} from '$lib/rules/grid/fire';
import { applyHits, rollHits } from '$lib/rules/grid/hits';
import type { TallyState } from './types';

export interface TableShot {
	plane: string;
	gun: string;
	target: string;
	range: number;
	ca: number;
}

export interface CheckedShot {
	parties: ShotParties;
	dice: number;
}

/** The state a shot is checked against: the fire step's start in deck play (simultaneous fire). */
function shotBasis(state: TallyState, plane: string): Result<GridState> {
	const grid = state.grid;
	if (grid.rules.activation === 'deck') {
		if (grid.phase !== 'fire' || !state.fireStart)
			return refuse('table.not_fire_step', {}, 'Shots are fired in the fire step.');
		return ok(state.fireStart);
	}
	if (state.combat !== plane)
		return state.combat === null
			? refuse(
					'table.no_combat_action',
					{ plane },
					'A plane shoots in its Combat action: start one first.'
				)
			: refuse(
					'table.other_combat',
					{ plane, current: state.combat },
					'Another plane is taking its Combat action.'
				);
	return ok(grid);
}

/** Planes lost in a large cloud (G-TER-2): left out of the fire step as shooters and targets. */
export const planesLostInCloud = (grid: GridState): string[] =>
	grid.planes.filter((p) => p.status === 'lost').map((p) => p.id);

/** Whether this shot may be fired now, and with how many dice. */
export function checkTableShot(state: TallyState, shot: TableShot): Result<CheckedShot> {
	if (state.grid.phase === 'over') return refuse('table.game_over', {}, 'The fight is over.');
	const basis = shotBasis(state, shot.plane);
	if (!basis.ok) return basis;
	// G-TER-2: a plane lost in a large cloud neither fires nor can be fired at; say so plainly.
	const lost = planesLostInCloud(basis.value).find((id) => id === shot.plane || id === shot.target);
	if (lost !== undefined)
		return refuse(
			'table.lost_in_cloud',
			{ plane: lost },
			'That plane is lost in a large cloud: it neither fires nor can be fired at.'
		);
	const order: ShotOrder = { plane: shot.plane, gun: shot.gun, target: shot.target };
	const parties = shotParties(basis.value, order);
	if (!parties.ok) return parties;
	if (state.fired.includes(`${shot.plane}/${shot.gun}`))
		return refuse(
			'table.gun_fired',
			{ plane: shot.plane, gun: shot.gun },
			'This gun has already fired in this step.'
		);
	// Shot down (or destroyed) earlier in this fire step: nothing left to aim at.
	const now = findTarget(state.grid, shot.target);
	if (
		!now ||
		(now.kind === 'plane' && now.plane.status !== 'active') ||
		(now.kind === 'balloon' && now.balloon.hp <= 0)
	)
		return refuse('table.target_gone', { target: quote(shot.target) }, 'That target is gone.');
	if (!Number.isInteger(shot.range) || shot.range < 0)
		return refuse('table.bad_range', {}, 'The range is a whole number of squares.');
	const inRange = checkRange(shot.target, parties.value.gun, shot.range);
	if (!inRange.ok) return inRange;
	const max = state.grid.rules.maxCA;
	if (!Number.isInteger(shot.ca) || shot.ca < 0 || shot.ca > max)
		return refuse('table.bad_ca', { max }, `Combat advantage is 0 to ${max}.`);
	const dice = shotPool(basis.value, parties.value, shot.target, shot.range, shot.ca);
	if (!dice.ok) return dice;
	return ok({ parties: parties.value, dice: dice.value });
}

/**
 * G-MAN-4 as the app tracks it: the combat advantage the shooter has from the ±ve of both planes,
 * with the rear-arc bonus when the players see the shooter behind the target. A suggestion: the
 * players may enter another value they read on the table.
 */
export function suggestedAdvantage(
	state: TallyState,
	plane: string,
	target: string,
	inRearArc: boolean
): number {
	const basis = state.fireStart ?? state.grid;
	const shooter = basis.planes.find((p) => p.id === plane);
	const t = findTarget(basis, target);
	return shooter && t ? advantageFromVe(basis, shooter, t, inRearArc) : 0;
}

/** Rolls a checked shot and applies it to the draft's target, as the engine's volley does. */
export function fireTableShot(
	draft: TallyState,
	shot: TableShot,
	checked: CheckedShot,
	dice: Dice,
	events: GridEvent[]
): void {
	const hit = rollHits(dice, checked.dice);
	events.push({
		type: 'shot',
		shooter: shot.plane,
		gun: shot.gun,
		target: shot.target,
		range: shot.range,
		ca: shot.ca,
		dice: checked.dice,
		...hit
	});
	applyHits(draft.grid, shot.plane, shot.target, hit, events);
	draft.fired = [...draft.fired, `${shot.plane}/${shot.gun}`];
}
