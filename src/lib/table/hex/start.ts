/**
 * A Blue Max table game begins (H-SET-1, H-SET-6): checked planes, their fresh record sheets
 * (the engine's damage track), and for the 2013 combat the four shuffled damage decks.
 */
import { AIRCRAFT, rulesetOptions } from '$lib/data/hex';
import type { DiceState } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { combatSettingsFor } from '$lib/rules/hex/combat-phase';
import { newDamageDecks, newDamageTrack } from '$lib/rules/hex-combat';
import { diceFor } from '../log';
import type { MaxEvent, MaxPlane, MaxPlaneSetup, MaxSetup, MaxState } from './types';

const SIDES = ['entente', 'central'] as const;

/** Setup problems in words a player understands, before anything is rolled. */
export function checkMaxSetup(setup: MaxSetup): Result<void> {
	const ids = new Set<string>();
	for (const p of setup.planes) {
		if (ids.has(p.id))
			return refuse('table.plane_twice', { plane: quote(p.id) }, `Plane ${p.id} is listed twice.`);
		ids.add(p.id);
		if (!Object.hasOwn(AIRCRAFT, p.aircraft))
			return refuse(
				'table.unknown_aircraft',
				{ aircraft: quote(p.aircraft) },
				`There is no aircraft "${p.aircraft}".`
			);
		if (!SIDES.includes(p.side))
			return refuse('table.bad_side', { plane: quote(p.id) }, 'Each plane flies for a side.');
		const ceiling = AIRCRAFT[p.aircraft].ceiling;
		if (setup.optional.altitude && (p.altitude === null || p.altitude < 1 || p.altitude > ceiling))
			return refuse(
				'table.bad_altitude',
				{ plane: quote(p.id), max: ceiling },
				`Start altitude is 1 to ${ceiling} (H-SET-6).`
			);
	}
	// H-SET-1: at least one plane a side.
	for (const side of SIDES)
		if (!setup.planes.some((p) => p.side === side))
			return refuse('table.side_empty', { side }, 'Each side needs at least one plane.');
	return ok(undefined);
}

function newPlane(p: MaxPlaneSetup, setup: MaxSetup, lewisAmmo: number): MaxPlane {
	return {
		id: p.id,
		aircraft: p.aircraft,
		side: p.side,
		player: p.player,
		pilot: p.pilot,
		novice: p.novice,
		track: newDamageTrack(AIRCRAFT[p.aircraft], setup.optional, lewisAmmo),
		altitude: setup.optional.altitude ? p.altitude : null,
		retired: false,
		maneuver: null,
		lastTargets: {},
		targets: {},
		longBursts: [],
		reloading: false,
		glideTurns: null,
		fuelShort: false,
		done: []
	};
}

export function startMax(
	setup: MaxSetup,
	seed: number | DiceState
): Result<{ state: MaxState; events: MaxEvent[] }> {
	const checked = checkMaxSetup(setup);
	if (!checked.ok) return checked;
	const rules = rulesetOptions(setup.preset, { optional: setup.optional });
	const dice = diceFor(seed);
	const decks = combatSettingsFor(rules).rules.combat === 'dice2013' ? newDamageDecks(dice) : null;
	const state: MaxState = {
		turn: 1,
		phase: 'combat',
		rules,
		hotSeat: setup.hotSeat,
		planes: setup.planes.map((p) => newPlane(p, setup, rules.lewisAmmo)),
		decks,
		hits: {},
		owed: {},
		dice: dice.snapshot(),
		result: null
	};
	return ok({
		state,
		events: [{ type: 'turn-started', turn: 1, plane: '', visibility: 'all' }]
	});
}
