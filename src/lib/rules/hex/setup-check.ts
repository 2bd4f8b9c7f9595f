/**
 * States a Blue Max game may not start from (issue 17), refused whoever builds the setup (the
 * umpire's files, the app's setup form, tests). Each refusal names the field in `params.field`
 * with the engine's names (`rules.lewisAmmo`, `planes.2.damage.wings`); the umpire translates
 * them to its file's paths.
 */
import { ok, quote, refuse, type Refusal, type Result } from '../common/result';
import type { RulesetOptions, RulesetOverrides } from '../../data/hex/rulesets';
import type { CounterSide } from '../../data/hex-combat/types';
import type { HexPlane } from './types';

/** Sizes and numbers no real table reaches (docs/scenario-format.md "Limits"). */
export const HEX_SETUP_BOUNDS = {
	planes: 36,
	turn: 500,
	lewisAmmo: 100,
	collisionThreshold: 100,
	glideTurns: 20,
	rudderTurns: 20
} as const;

const whole = (v: unknown, min: number, max: number): boolean =>
	typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const range = (field: string, value: unknown, min: number, max: number) =>
	refuse(
		'hex.setup.range',
		{ field, value: quote(value), min, max },
		`${field} must be a whole number from ${min} to ${max}, not ${quote(value)}.`
	);

/** House-rule overrides (H-SET-6 Lewis drums, H-MOVE-4 collision thresholds) in their ranges. */
export function checkRuleOverrides(rules: RulesetOverrides | undefined): Result<void> {
	if (!rules) return ok(undefined);
	const max = HEX_SETUP_BOUNDS;
	if (rules.lewisAmmo !== undefined && !whole(rules.lewisAmmo, 1, max.lewisAmmo))
		return range('rules.lewisAmmo', rules.lewisAmmo, 1, max.lewisAmmo);
	const t = rules.collisionThresholds;
	if (t !== undefined) {
		if (!Array.isArray(t) || t.length !== 2)
			return refuse(
				'hex.setup.thresholds',
				{ field: 'rules.collisionThresholds' },
				'rules.collisionThresholds must be two whole numbers, the second not below the first.'
			);
		if (!whole(t[0], 0, max.collisionThreshold))
			return range('rules.collisionThresholds.0', t[0], 0, max.collisionThreshold);
		if (!whole(t[1], t[0], max.collisionThreshold))
			return range('rules.collisionThresholds.1', t[1], t[0], max.collisionThreshold);
	}
	for (const grade of ['A', 'B', 'C'] as const) {
		const value = rules.collisionStability?.[grade];
		if (rules.collisionStability && !whole(value, 0, 12))
			return range(`rules.collisionStability.${grade}`, value, 0, 12);
	}
	return ok(undefined);
}

export const checkTurnBound = (turn: number): Refusal =>
	range('turn', turn, 1, HEX_SETUP_BOUNDS.turn);

export const tooManyPlanes = (count: number): Refusal =>
	refuse(
		'hex.setup.too_many_planes',
		{ field: 'planes', count, max: HEX_SETUP_BOUNDS.planes },
		`${count} planes are more than a table takes: at most ${HEX_SETUP_BOUNDS.planes}.`
	);

/** What a scenario may say about a plane, as far as these checks read it. */
export interface PlaneStateClaims {
	fuel?: number;
	ammo?: number;
	glideTurnsLeft?: number | null;
	damage?: Partial<Record<'wings' | 'fuselage' | 'tail' | 'engine', number>>;
	restrictions?: { rudder?: { turns: number } | null };
}

/**
 * A plane's stated state against its aircraft: no more fuel than the tank, no more Lewis rounds
 * than a drum, damage within the boxes, and a flying plane with a full wing, fuselage or tail
 * is impossible (H-DMG-1: it is shot down).
 */
export function checkPlaneClaims(
	plane: HexPlane,
	i: number,
	s: PlaneStateClaims,
	rules: RulesetOptions,
	tankSize: number
): Refusal | null {
	const at = `planes.${i}`;
	// A negative or fractional fuel is scenario.ts's `hex.scenario.fuel`; here: not above the tank.
	if (typeof s.fuel === 'number' && Number.isInteger(s.fuel) && s.fuel > tankSize)
		return range(`${at}.fuel`, s.fuel, 0, tankSize);
	if (s.ammo !== undefined && !whole(s.ammo, 0, rules.lewisAmmo))
		return range(`${at}.ammo`, s.ammo, 0, rules.lewisAmmo);
	const glide = s.glideTurnsLeft;
	if (glide !== undefined && glide !== null && !whole(glide, 0, HEX_SETUP_BOUNDS.glideTurns))
		return range(`${at}.glideTurnsLeft`, glide, 0, HEX_SETUP_BOUNDS.glideTurns);
	const rudder = s.restrictions?.rudder;
	if (rudder && !whole(rudder.turns, 1, HEX_SETUP_BOUNDS.rudderTurns))
		return range(`${at}.restrictions.rudder.turns`, rudder.turns, 1, HEX_SETUP_BOUNDS.rudderTurns);
	const boxes = plane.combat?.boxes;
	for (const area of ['wings', 'fuselage', 'tail', 'engine'] as const) {
		const marked = s.damage?.[area];
		if (marked === undefined || !boxes) continue;
		if (!whole(marked, 0, boxes[area]))
			return range(`${at}.damage.${area}`, marked, 0, boxes[area]);
		if (area !== 'engine' && marked === boxes[area])
			return refuse(
				'hex.setup.area_destroyed',
				{ field: `${at}.damage.${area}`, plane: plane.id, area, boxes: boxes[area] },
				`${plane.id} cannot still be flying with a destroyed wing, fuselage or tail: such a plane is shot down.`
			);
	}
	return null;
}

/** Each card once: a card named twice would be drawn twice. */
export function checkDeckTops(
	top: Partial<Record<CounterSide, readonly string[]>>
): Refusal | null {
	for (const side of ['A', 'B', 'C', 'D'] as const) {
		const seen = new Set<string>();
		for (const [i, id] of (top[side] ?? []).entries()) {
			if (seen.has(id))
				return refuse(
					'hex.setup.card_twice',
					{ field: `decks.${side}.${i}`, card: quote(id), deck: side },
					`Card ${quote(id)} is named twice in damage deck ${side}.`
				);
			seen.add(id);
		}
	}
	return null;
}
