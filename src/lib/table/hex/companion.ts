/**
 * The Blue Max companion's steps (issue 20): each step copies the state, applies one player
 * decision or check with the engine's rule functions, and checks whether the game is over
 * (H-END-2). Steps never mutate their input; a refused step says why.
 */
import { AIRCRAFT } from '$lib/data/hex';
import { DiceScriptError, restoreDice, type Dice } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { BOX_AREAS, type BoxArea, type Hit } from '$lib/rules/hex-combat';
import { collide } from './collision';
import { flyManeuver, payFuelOf } from './flight';
import type { Companion } from '../log';
import {
	checkEnd,
	declareReload,
	endTurn,
	HAND_TICK,
	notDone,
	problemsCheck,
	resolveDamage,
	spinCheck,
	unjamCheck
} from './phases';
import { checkMaxShot, fireMaxShot, isOut, playersToFire } from './shots';
import { startMax } from './start';
import type { MaxAction, MaxEvent, MaxPlane, MaxSetup, MaxState } from './types';

type Done = Result<{ state: MaxState; events: MaxEvent[] }>;

/** A copy whose planes this step may change (their lists are replaced, never mutated). */
const draftOf = (state: MaxState): MaxState => ({
	...state,
	planes: state.planes.map((p) => ({ ...p }))
});

export function applyMax(state: MaxState, action: MaxAction): Done {
	if (state.phase === 'over') return refuse('table.game_over', {}, 'The fight is over.');
	const draft = draftOf(state);
	const dice = restoreDice(state.dice);
	const events: MaxEvent[] = [];
	try {
		const done = perform(draft, action, dice, events);
		if (!done.ok) return done;
	} catch (e) {
		if (e instanceof DiceScriptError)
			return refuse('table.dice_ran_out', {}, `The scripted dice ran out: ${e.message}`);
		throw e;
	}
	checkEnd(draft, events);
	draft.dice = dice.snapshot();
	return ok({ state: draft, events });
}

function planeOf(state: MaxState, id: string): Result<MaxPlane> {
	const p = state.planes.find((q) => q.id === id);
	if (!p) return refuse('table.no_such_plane', { plane: quote(id) }, 'There is no such plane.');
	if (isOut(p))
		return refuse('table.not_in_play', { plane: id }, 'That plane is out of the fight.');
	return ok(p);
}

const inPhase = (state: MaxState, phase: MaxState['phase']): Result<void> =>
	state.phase === phase
		? ok(undefined)
		: phase === 'combat'
			? refuse('table.not_combat_phase', {}, 'This belongs to the turn before damage is resolved.')
			: refuse('table.resolve_first', {}, 'Resolve the damage of this turn first.');

function perform(draft: MaxState, action: MaxAction, dice: Dice, events: MaxEvent[]): Result<void> {
	if (action.kind === 'resolve') {
		const when = inPhase(draft, 'combat');
		if (!when.ok) return when;
		// H-PLAN-9 / H-COMB-3: in hot-seat play nobody reaches phase 6 before every player who may
		// still shoot has fired or held fire (the tablet is passed; the other cannot see).
		const open = draft.hotSeat ? playersToFire(draft) : [];
		if (open.length > 0)
			return refuse(
				'table.shots_open',
				{ players: open.join(', ') },
				`${open.join(', ')} may still fire: fire or hold fire first.`
			);
		resolveDamage(draft, dice, events);
		return ok(undefined);
	}
	if (action.kind === 'collision') {
		const when = inPhase(draft, 'combat');
		if (!when.ok) return when;
		return collide(draft, action.planes, dice, events);
	}
	if (action.kind === 'end-turn') {
		const when = inPhase(draft, 'checks');
		if (!when.ok) return when;
		endTurn(draft, events);
		return ok(undefined);
	}
	if (action.kind === 'shot') {
		const checked = checkMaxShot(draft, action);
		if (!checked.ok) return checked;
		fireMaxShot(draft, action, checked.value, dice, events);
		return ok(undefined);
	}
	const found = planeOf(draft, action.plane);
	if (!found.ok) return found;
	const p = found.value;
	switch (action.kind) {
		case 'maneuver': {
			const when = inPhase(draft, 'combat');
			if (!when.ok) return when;
			return flyManeuver(draft, p, action.code, action.order ?? 'level', events);
		}
		case 'fuel': {
			const when = inPhase(draft, 'combat');
			if (!when.ok) return when;
			const once = notDone(p, 'fuel');
			return once.ok ? payFuelOf(draft, p, action.order, dice, events) : once;
		}
		case 'hold-fire': {
			const when = inPhase(draft, 'combat');
			if (!when.ok) return when;
			const once = notDone(p, 'hold');
			if (!once.ok) return once;
			p.done = [...p.done, 'hold'];
			events.push({ type: 'held-fire', plane: p.id, visibility: 'all' });
			return ok(undefined);
		}
		case 'altitude': {
			const ceiling = AIRCRAFT[p.aircraft].ceiling;
			if (p.altitude === null)
				return refuse('table.no_altitude_rule', {}, 'This game is played without altitude.');
			if (!Number.isInteger(action.altitude) || action.altitude < 0 || action.altitude > ceiling)
				return refuse('table.bad_altitude', { max: ceiling }, `Altitude is 0 to ${ceiling}.`);
			p.altitude = action.altitude;
			events.push({
				type: 'altitude-set',
				plane: p.id,
				visibility: 'all',
				altitude: action.altitude
			});
			return ok(undefined);
		}
		case 'reload': {
			const when = inPhase(draft, 'combat');
			if (!when.ok) return when;
			const once = notDone(p, 'reload');
			return once.ok ? declareReload(draft, p, events) : once;
		}
		case 'spin': {
			const when = inPhase(draft, 'checks');
			if (!when.ok) return when;
			const once = notDone(p, 'spin');
			return once.ok ? spinCheck(draft, p, dice, events) : once;
		}
		case 'unjam': {
			const when = inPhase(draft, 'checks');
			if (!when.ok) return when;
			const once = notDone(p, 'unjam');
			return once.ok ? unjamCheck(draft, p, action.position, dice, events) : once;
		}
		case 'problems': {
			const when = inPhase(draft, 'checks');
			if (!when.ok) return when;
			const once = notDone(p, 'problems');
			return once.ok ? problemsCheck(draft, p, action.stall, dice, events) : once;
		}
		case 'tick': {
			if (!BOX_AREAS.includes(action.area))
				return refuse('table.bad_area', { area: quote(action.area) }, 'There is no such area.');
			// A box marked by hand counts with the cards and chits of this turn, in phase 6: one
			// loss-of-control roll for all of them (H-DMG-5), a full area as any other (H-DMG-1).
			if (draft.phase !== 'combat')
				return refuse(
					'table.tick_before_damage',
					{},
					'Boxes are marked by hand before the damage is resolved.'
				);
			draft.hits = { ...draft.hits, [p.id]: [...(draft.hits[p.id] ?? []), handTick(action.area)] };
			events.push({ type: 'ticked', plane: p.id, visibility: 'owner', area: action.area });
			return ok(undefined);
		}
		case 'out': {
			// H-MOVE-2 / H-FUEL-2: leaving the map is shot down or retired by the preset; a landing
			// counts as shot down unless the rules say otherwise.
			const down =
				action.how === 'left-map'
					? draft.rules.leavingMap === 'shotDown'
					: draft.rules.landedCountsAsShotDown;
			if (down) p.track = { ...p.track, down: action.how === 'left-map' ? 'left-map' : 'landed' };
			else p.retired = true;
			events.push({ type: 'out', plane: p.id, visibility: 'all', how: action.how });
			return ok(undefined);
		}
	}
}

/** A box marked by hand, as a hit of this turn's damage phase. */
export const handTick = (area: BoxArea): Hit => ({
	source: 'collision',
	id: HAND_TICK,
	half: 'blue',
	effect: { damage: { [area]: 1 } }
});

export const MAX: Companion<MaxSetup, MaxState, MaxAction, MaxEvent> = {
	start: startMax,
	apply: applyMax
};
