/**
 * The phase checks of a Blue Max turn on the table, each with the engine's rule function:
 * damage (6), recovery (7), problems (8) and the end of the turn (fuel, phase 4: flight.ts).
 */
import { MANEUVERS, type Maneuver } from '$lib/data/hex';
import type { Dice } from '$lib/rules/common/dice';
import { ok, reasonOf, refuse, type Result } from '$lib/rules/common/result';
import { combatSettingsFor } from '$lib/rules/hex/combat-phase';
import {
	applyHits,
	checkRecoveryActions,
	checkReload,
	checkUnjam,
	drawChits,
	endOfTurn,
	gameEnd,
	problemsPhase,
	recoverSpin,
	reload,
	spinDescent,
	unjam,
	wreckDescent,
	type DamageContext,
	type FlownManeuver,
	type Hit,
	type RecoveryAction
} from '$lib/rules/hex-combat';
import type { GunPosition } from '$lib/data/hex-combat/types';
import { isOut } from './shots';
import type { MaxDone, MaxEvent, MaxPlane, MaxState } from './types';

export const flownOf = (p: MaxPlane): Maneuver | null =>
	p.maneuver !== null && Object.hasOwn(MANEUVERS, p.maneuver) ? MANEUVERS[p.maneuver] : null;

function asFlown(m: Maneuver): FlownManeuver {
	return {
		number: m.number,
		direction: m.direction,
		acrobatic: m.acrobatic === true,
		stall: m.stall === true,
		spin: m.spin === true
	};
}

const maneuverFirst = () =>
	refuse(
		'table.maneuver_first',
		{},
		'Enter the maneuver this plane flew this turn first: the check depends on it.'
	);

export const contextOf = (state: MaxState, p: MaxPlane): DamageContext => ({
	plane: p.id,
	turn: state.turn,
	settings: combatSettingsFor(state.rules)
});

const mark = (p: MaxPlane, what: MaxDone) => (p.done = [...p.done, what]);

/** Each check once a turn. */
export function notDone(p: MaxPlane, what: MaxDone): Result<void> {
	return p.done.includes(what)
		? refuse('table.check_done', { check: what }, 'This check is done for this turn.')
		: ok(undefined);
}

/** H-COMB-7: a reload is declared with the maneuver and completes at the end of phase 6. */
export function declareReload(state: MaxState, p: MaxPlane, events: MaxEvent[]): Result<void> {
	const m = flownOf(p);
	if (!m) return maneuverFirst();
	const settings = combatSettingsFor(state.rules);
	const check = checkReload(p.track, asFlown(m), madeAnAttack(p), settings);
	if (!check.ok) return check;
	const one = checkRecoveryActions([...recoveryDone(p), 'reload'], settings);
	if (!one.ok) return one;
	p.reloading = true;
	mark(p, 'reload');
	events.push({ type: 'reload-declared', plane: p.id, visibility: 'owner' });
	return ok(undefined);
}

/**
 * Classic 003:68: "Guns may not be reloaded nor jams cleared … if the aircraft made an attack
 * during the Combat step" — the plane, whichever of its gun positions fired (as the engine's
 * recovery, src/lib/rules/hex/damage-phases.ts).
 */
export const madeAnAttack = (p: MaxPlane): boolean =>
	Object.values(p.targets).some((t) => t !== undefined);

const recoveryDone = (p: MaxPlane): RecoveryAction[] =>
	p.done.filter((d): d is RecoveryAction => d === 'spin' || d === 'unjam' || d === 'reload');

/**
 * Phase 6 (H-DMG-1…5): every plane takes the card halves drawn this turn and its chits, drawn
 * together now (H-DMG-3); reloads complete; a spin flown with altitude loses a level.
 */
export function resolveDamage(draft: MaxState, dice: Dice, events: MaxEvent[]): void {
	for (const p of draft.planes) {
		if (p.falling && p.altitude !== null) {
			// The wreck of a killed pilot's plane loses a level a turn; gone below level 1.
			const r = wreckDescent(p.id, p.altitude);
			p.altitude = r.altitude;
			if (r.gone) delete p.falling;
			events.push(...r.events);
			continue;
		}
		let hits: Hit[] = draft.hits[p.id] ?? [];
		const owed = draft.owed[p.id] ?? [];
		if (owed.length > 0) {
			const chits = drawChits(owed, dice);
			hits = [...hits, ...chits];
			events.push({
				type: 'hits-drawn',
				plane: p.id,
				visibility: 'owner',
				hits: chits.map((h) => ({ id: h.id, half: h.half, source: h.source, by: h.by }))
			});
		}
		if (hits.length > 0 && !isOut(p)) {
			const r = applyHits(p.track, hits, contextOf(draft, p), dice);
			p.track = r.track;
			events.push(...r.events);
			if (fallsOutOfControl(draft, p)) p.falling = true;
		}
		if (p.reloading && !p.track.down) reloadDue(draft, p, events);
		const m = flownOf(p);
		if (draft.rules.optional.altitude && p.altitude !== null && m?.spin && p.track.spinning) {
			const r = spinDescent(p.track, p.id, p.altitude);
			p.track = r.track;
			p.altitude = r.altitude;
			events.push(...r.events);
		}
	}
	draft.hits = {};
	draft.owed = {};
	draft.phase = 'checks';
}

/**
 * 2013 with altitude (preset `pilotKilledWithAltitude`, 000:604): a killed pilot's plane is out
 * at once but keeps falling from its level, as the hex engine's `HexPlane.falling`.
 */
function fallsOutOfControl(draft: MaxState, p: MaxPlane): boolean {
	return (
		p.track.down === 'pilot-killed' &&
		draft.rules.optional.altitude &&
		p.altitude !== null &&
		p.altitude >= 1 &&
		combatSettingsFor(draft.rules).rules.pilotKilledWithAltitude === 'fallsOutOfControl'
	);
}

/**
 * H-COMB-7 at the end of phase 6, checked again as the engine checks it then: the plane may have
 * fired after declaring (classic 003:68) or lost control in this phase (a spinning plane cannot).
 */
function reloadDue(draft: MaxState, p: MaxPlane, events: MaxEvent[]): void {
	const m = flownOf(p);
	const settings = combatSettingsFor(draft.rules);
	const check = m ? checkReload(p.track, asFlown(m), madeAnAttack(p), settings) : null;
	if (check && !check.ok) {
		p.reloading = false;
		events.push({
			type: 'action-refused',
			plane: p.id,
			visibility: 'owner',
			action: 'reload',
			reason: reasonOf(check)
		});
		return;
	}
	const r = reload(p.track, p.id, draft.rules.lewisAmmo);
	p.track = r.track;
	events.push(...r.events);
}

/**
 * H-REC-1 (phase 7): every spinning plane may try to recover — one that flew the spin, and one
 * that began to spin in phase 6 of this very turn (000:426), as the engine's recovery phase
 * (src/lib/rules/hex/damage-phases.ts `recoveryPhase`); `recoverSpin` knows when it cannot (a
 * killed pilot, a destroyed area) and what a failure costs. The spin comes first among the
 * recovery actions (H-REC-3), as in the engine.
 */
export function spinCheck(draft: MaxState, p: MaxPlane, dice: Dice, events: MaxEvent[]) {
	if (!p.track.spinning) return refuse('table.not_spinning', {}, 'This plane is not spinning.');
	const settings = combatSettingsFor(draft.rules);
	const r = recoverSpin(p.track, p.id, p.novice, settings, dice);
	p.track = r.track;
	mark(p, 'spin');
	events.push(...r.events);
	return ok(undefined);
}

/** H-REC-2: clearing jammed guns after a straight maneuver; 4+ clears. */
export function unjamCheck(
	draft: MaxState,
	p: MaxPlane,
	position: GunPosition,
	dice: Dice,
	events: MaxEvent[]
): Result<void> {
	const m = flownOf(p);
	if (!m) return maneuverFirst();
	const settings = combatSettingsFor(draft.rules);
	const check = checkUnjam(p.track, position, asFlown(m), madeAnAttack(p), settings);
	if (!check.ok) return check;
	const one = checkRecoveryActions([...recoveryDone(p), 'unjam'], settings);
	if (!one.ok) return one;
	const r = unjam(p.track, p.id, position, dice);
	p.track = r.track;
	mark(p, 'unjam');
	events.push(...r.events);
	return ok(undefined);
}

/** Phase 8 for one plane in the 2013 order: jams, stall, fire, smoke (H-PROB-1…4). */
export function problemsCheck(
	draft: MaxState,
	p: MaxPlane,
	stall: boolean,
	dice: Dice,
	events: MaxEvent[]
): Result<void> {
	const m = flownOf(p);
	const r = problemsPhase(
		p.track,
		{
			longBursts: p.longBursts,
			stall: stall || m?.stall === true,
			novice: p.novice,
			forwardSlip: m?.forwardSlip === true,
			sideslip: m?.sideslip === true,
			decks: draft.decks ?? { A: empty(), B: empty(), C: empty(), D: empty() }
		},
		contextOf(draft, p),
		dice
	);
	p.track = r.track;
	if (draft.decks) draft.decks = r.decks;
	mark(p, 'problems');
	events.push(...r.events);
	return ok(undefined);
}

const empty = () => ({ drawPile: [], discards: [] });

/** The end of a turn: the 2013 engine-out countdown and timed effects (H-DMG-1, H-DMG-4). */
export function endTurn(draft: MaxState, events: MaxEvent[]): void {
	for (const p of draft.planes) {
		const r = endOfTurn(p.track, p.id, draft.turn);
		p.track = r.track;
		events.push(...r.events);
		p.lastTargets = p.targets;
		p.targets = {};
		p.longBursts = [];
		p.reloading = false;
		p.maneuver = null;
		p.fuelShort = false;
		p.done = [];
	}
	draft.turn += 1;
	draft.phase = 'combat';
	events.push({ type: 'turn-started', turn: draft.turn, plane: '', visibility: 'all' });
}

/** H-END-2: the game ends when every plane of one side is down or retired; most kills wins. */
export function checkEnd(draft: MaxState, events: MaxEvent[]): void {
	if (draft.phase === 'over') return;
	const end = gameEnd(
		draft.planes.map((p) => ({
			id: p.id,
			side: p.side,
			status: p.track.down ? 'shotDown' : p.retired ? 'retired' : 'flying'
		})),
		['entente', 'central']
	);
	if (!end.over) return;
	draft.result = end;
	draft.phase = 'over';
	events.push({ type: 'game-over', plane: '', visibility: 'all', result: end });
}

/** The id of a box marked by hand (it shows on the owner's sheet until phase 6). */
export const HAND_TICK = 'hand';
