/**
 * A Blue Max shot on the boxed game's map (H-COMB-1…9). The players read range, the side facing
 * the shooter and the modifiers off the map; the engine checks the shot, builds the 2013 dice pool
 * or the classic combat value, rolls, and draws the cards (2013) or counts the chits owed (CRT).
 */
import { AIRCRAFT } from '$lib/data/hex';
import type { Dice } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { combatSettingsFor } from '$lib/rules/hex/combat-phase';
import {
	altitudeObligation,
	checkFire,
	checkFireOrders,
	combatValue,
	dicePool,
	drawForFaces,
	rollCrt,
	rollPool,
	spendAmmo,
	workingGuns,
	type ChitOwed,
	type CombatValue,
	type LegalShot,
	type Pool,
	type PairGeometry,
	type Shooter,
	type Target
} from '$lib/rules/hex-combat';
import type { GunPosition } from '$lib/data/hex-combat/types';
import type { MaxEvent, MaxPlane, MaxShot, MaxState } from './types';

/** Out of the fight: shot down, landed or retired (H-END-1, H-END-2). */
export const isOut = (p: MaxPlane): boolean => p.track.down !== null || p.retired;

function shooterOf(p: MaxPlane, speed: number): Shooter {
	return {
		id: p.id,
		side: p.side,
		track: p.track,
		stability: AIRCRAFT[p.aircraft].stability,
		altitude: p.altitude,
		speed,
		reloading: p.reloading
	};
}

function targetOf(p: MaxPlane, speed: number, stalled: boolean): Target {
	return { id: p.id, side: p.side, out: isOut(p), altitude: p.altitude, speed, stalled };
}

/**
 * How the players see the pair on the map. The fire line (pilot, out of side A) and the rear arc
 * (observer, out of C and D) are theirs to judge; range, the side facing the shooter, deflection
 * and aspect are what they read and enter.
 */
function geometryOf(shot: MaxShot): PairGeometry {
	return {
		range: shot.range,
		fireLine: shot.position === 'pilot' ? shot.range : 0,
		shooterSides: shot.position === 'pilot' ? ['A'] : ['C'],
		targetSide: shot.deck,
		sameFacing: true,
		parallel: !shot.deflection,
		aspect: shot.aspect
	};
}

export interface CheckedMaxShot {
	shooter: MaxPlane;
	target: MaxPlane;
	legal: LegalShot;
}

const planeIn = (state: MaxState, id: string): MaxPlane | undefined =>
	state.planes.find((p) => p.id === id);

export function checkMaxShot(state: MaxState, shot: MaxShot): Result<CheckedMaxShot> {
	if (state.phase !== 'combat')
		return refuse('table.not_combat_phase', {}, 'Shots are fired in the combat phase.');
	const shooter = planeIn(state, shot.plane);
	const target = planeIn(state, shot.target);
	if (!shooter || !target)
		return refuse(
			'table.no_such_plane',
			{ plane: quote(shooter ? shot.target : shot.plane) },
			'There is no such plane.'
		);
	for (const n of [shot.range, shot.shooterSpeed, shot.targetSpeed])
		if (!Number.isInteger(n) || n < 0)
			return refuse('table.bad_number', {}, 'Range and speeds are whole numbers.');
	// H-COMB-1 / H-COMB-8: each gun position fires once a turn.
	const earlier = Object.keys(shooter.targets).map((position) => ({
		position: position as MaxShot['position'],
		target: '',
		burst: shot.burst
	}));
	const once = checkFireOrders([...earlier, shot]);
	if (!once.ok) return once;
	const settings = combatSettingsFor(state.rules);
	const legal = checkFire(
		{ position: shot.position, target: shot.target, burst: shot.burst },
		shooterOf(shooter, shot.shooterSpeed),
		targetOf(target, shot.targetSpeed, shot.targetStalled),
		geometryOf(shot),
		settings,
		state.turn
	);
	if (!legal.ok) return legal;
	return ok({ shooter, target, legal: legal.value });
}

export type ShotPreview = { kind: 'pool'; pool: Pool } | { kind: 'value'; value: CombatValue };

/**
 * What a checked shot will roll: the 2013 dice pool (H-COMB-5) or the classic/online combat value
 * (H-COMB-6), each with its modifiers, for the players to check before the dice fall.
 */
export function previewMaxShot(
	state: MaxState,
	shot: MaxShot,
	checked: CheckedMaxShot
): ShotPreview {
	const { shooter, legal } = checked;
	const settings = combatSettingsFor(state.rules);
	const guns = workingGuns(shooter.track, shot.position);
	const stability = AIRCRAFT[shooter.aircraft].stability;
	if (settings.rules.combat === 'dice2013')
		return {
			kind: 'pool',
			pool: dicePool({
				range: legal.range,
				burst: legal.burst,
				stability,
				sameTargetAsLastTurn: shot.sameTarget,
				targetStalled: shot.targetStalled,
				targetLower: state.rules.optional.altitude && shot.targetLower,
				shooterSpeed: shot.shooterSpeed,
				guns
			})
		};
	return {
		kind: 'value',
		value: combatValue(
			{
				range: legal.range,
				stability,
				targetStalled: shot.targetStalled,
				attackerSpeed: shot.shooterSpeed,
				guns,
				deflection: shot.deflection,
				sameTargetAsLastTurn: shot.sameTarget,
				tailing: shot.tailing,
				position: shot.position,
				burst: legal.burst
			},
			settings.rules
		)
	};
}

/** Rolls a checked shot on the draft (whose planes are copies this step may change). */
export function fireMaxShot(
	draft: MaxState,
	shot: MaxShot,
	checked: CheckedMaxShot,
	dice: Dice,
	events: MaxEvent[]
): void {
	const { shooter, target, legal } = checked;
	const guns = workingGuns(shooter.track, shot.position);
	const preview = previewMaxShot(draft, shot, checked);
	if (preview.kind === 'pool' && draft.decks) {
		// H-COMB-5: special dice, one card per blue or red face from the deck named.
		const pool = preview.pool;
		const roll = rollPool(pool.dice, dice);
		const drawn = drawForFaces(draft.decks, legal.deck, roll.faces, dice, shooter.id);
		draft.decks = drawn.decks;
		draft.hits = { ...draft.hits, [target.id]: [...(draft.hits[target.id] ?? []), ...drawn.hits] };
		events.push({
			type: 'shot-dice',
			plane: shooter.id,
			visibility: 'all',
			target: target.id,
			position: shot.position,
			burst: legal.burst,
			pool,
			faces: roll.faces,
			deck: legal.deck,
			cards: drawn.hits.length,
			reshuffled: drawn.reshuffled
		});
		// The cards themselves are the target's secret (H-DMG-6).
		if (drawn.hits.length > 0)
			events.push({
				type: 'hits-drawn',
				plane: target.id,
				visibility: 'owner',
				hits: drawn.hits.map((h) => ({ id: h.id, half: h.half, source: h.source, by: h.by }))
			});
	} else if (preview.kind === 'value') {
		// H-COMB-6: d6 on the CRT, chits owed for phase 6.
		const value = preview.value;
		const result = rollCrt(value.value, dice);
		const sameAltitude = !draft.rules.optional.altitude || shooter.altitude === target.altitude;
		const owe = (half: 'blue' | 'red'): ChitOwed => ({
			half,
			by: shooter.id,
			aspect: shot.aspect,
			sameAltitude
		});
		const owed = [
			...Array.from({ length: result.blue }, () => owe('blue')),
			...Array.from({ length: result.red }, () => owe('red'))
		];
		draft.owed = { ...draft.owed, [target.id]: [...(draft.owed[target.id] ?? []), ...owed] };
		events.push({
			type: 'shot-crt',
			plane: shooter.id,
			visibility: 'all',
			target: target.id,
			position: shot.position,
			burst: legal.burst,
			value,
			result
		});
	}
	shooter.track = spendAmmo(shooter.track, legal);
	shooter.targets = { ...shooter.targets, [shot.position]: target.id };
	if (legal.burst === 'long')
		shooter.longBursts = [...shooter.longBursts, { position: shot.position, guns }];
	const must = altitudeObligation(legal.burst, shooter.altitude, target.altitude);
	if (must)
		events.push({ type: 'must-change-altitude', plane: shooter.id, visibility: 'owner', must });
}

/**
 * Where the map could put an enemy for this gun position to hit it: one hex straight ahead of the
 * pilot (H-COMB-1), one hex off the observer's side C (H-COMB-8). Range, arcs and facings are on
 * the players' map; everything else the engine checks against the sheets.
 */
function anyGeometry(position: GunPosition): PairGeometry {
	return {
		range: 1,
		fireLine: position === 'pilot' ? 1 : 0,
		shooterSides: position === 'pilot' ? ['A'] : ['C'],
		targetSide: 'B',
		sameFacing: true,
		parallel: true,
		aspect: 'other'
	};
}

/**
 * Whether this plane could shoot at anything this turn, wherever the enemies stand on the map:
 * the engine's `checkFire` for each gun position and enemy (H-COMB-1, -4, -7, -8, -9), with a
 * geometry the map could give. A spinning, downed or jammed plane has no possible shot.
 */
export function hasPossibleShot(state: MaxState, p: MaxPlane): boolean {
	if (isOut(p)) return false;
	const settings = combatSettingsFor(state.rules);
	const done = new Set(Object.keys(p.targets));
	for (const target of state.planes) {
		if (target.side === p.side || isOut(target)) continue;
		for (const position of ['pilot', 'observer'] as const) {
			if (done.has(position)) continue;
			const legal = checkFire(
				{ position, target: target.id, burst: 'short' },
				shooterOf(p, 0),
				targetOf(target, 0, false),
				anyGeometry(position),
				settings,
				state.turn
			);
			if (legal.ok) return true;
		}
	}
	return false;
}

/**
 * Hot-seat (H-PLAN-9): the players who still have a plane with a possible shot that has neither
 * fired nor held fire this turn — phase 6 waits for them.
 */
export function playersToFire(state: MaxState): string[] {
	const open = state.planes.filter(
		(p) =>
			Object.keys(p.targets).length === 0 && !p.done.includes('hold') && hasPossibleShot(state, p)
	);
	return [...new Set(open.map((p) => p.player))];
}
