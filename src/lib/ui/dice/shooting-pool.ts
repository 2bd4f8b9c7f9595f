/**
 * The Tally Ho! shooting pool (rules-grid G-FIRE-1, G-MAN-3 Dead Eye), built part by part so the
 * page can show why the pool has the size it has. The numbers come from the grid data.
 */
import { GRID_RULES, GUN_DICE, MANOEUVRES } from '$lib/data/grid/rules';
import type { GunKind } from '$lib/data/grid/aircraft';

export type { GunKind };
export const GUN_KINDS: readonly GunKind[] = ['single', 'double'];

export interface ShootingPoolInput {
	gun: GunKind;
	/** Squares to the target (G-FIRE-1, king-move distance). */
	range: number;
	/** Combat advantage (G-MAN-4), at most `maxCA`. */
	ca: number;
	/** The Dead Eye ace skill is used for this shot (G-MAN-3). */
	deadEye: boolean;
}

/** One line of the pool's explanation; `dice` is the change it makes (negative for range). */
export type ShootingPoolPart =
	| { kind: 'gun'; gun: GunKind; dice: number }
	| { kind: 'range'; squares: number; dice: number }
	| { kind: 'ca'; ca: number; perCA: number; dice: number }
	| { kind: 'dead-eye'; gun: GunKind; dice: number };

export interface ShootingPool {
	input: ShootingPoolInput;
	parts: ShootingPoolPart[];
	/** Dice to roll; 0 when the modifiers leave none (the shot cannot be made). */
	size: number;
	/** The sum of the parts before it is floored at 0. */
	raw: number;
}

export interface ShootingPoolRules {
	guns: Readonly<Record<GunKind, { dice: number; range: number; perCA: number }>>;
	maxCA: number;
	deadEye: Readonly<Record<GunKind, number>>;
}

export const SHOOTING_POOL_RULES: ShootingPoolRules = {
	guns: GUN_DICE,
	maxCA: GRID_RULES.maxCA,
	deadEye: MANOEUVRES['dead-eye'].deadEye ?? { single: 0, double: 0 }
};

/** The largest range a gun may shoot at (G-FIRE-1). */
export const maxRange = (gun: GunKind, rules: ShootingPoolRules = SHOOTING_POOL_RULES): number =>
	rules.guns[gun].range;

const clampInt = (value: number, min: number, max: number): number =>
	Math.min(max, Math.max(min, Math.trunc(Number.isFinite(value) ? value : min)));

/** G-FIRE-1: gun dice − range + CA bonus (+ Dead Eye), with every part named. */
export function shootingPool(
	input: ShootingPoolInput,
	rules: ShootingPoolRules = SHOOTING_POOL_RULES
): ShootingPool {
	const gun = rules.guns[input.gun];
	const squares = clampInt(input.range, 0, gun.range);
	const ca = clampInt(input.ca, 0, rules.maxCA);
	const parts: ShootingPoolPart[] = [{ kind: 'gun', gun: input.gun, dice: gun.dice }];
	if (squares > 0) parts.push({ kind: 'range', squares, dice: -squares });
	if (ca > 0) parts.push({ kind: 'ca', ca, perCA: gun.perCA, dice: ca * gun.perCA });
	if (input.deadEye && rules.deadEye[input.gun] > 0) {
		parts.push({ kind: 'dead-eye', gun: input.gun, dice: rules.deadEye[input.gun] });
	}
	const raw = parts.reduce((sum, part) => sum + part.dice, 0);
	return {
		input: { gun: input.gun, range: squares, ca, deadEye: input.deadEye },
		parts,
		size: Math.max(0, raw),
		raw
	};
}
