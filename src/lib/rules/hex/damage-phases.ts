/**
 * Phases 6 (resolve damage), 7 (recovery), 8 (problems) and the end of the turn, plugged into
 * part 1's phase machine. Each plane's `combat` track is replaced, never mutated (the rule
 * functions return copies), so the previous state stays untouched. Part 1's mirrored fields
 * (`spinning`, `onFire`, `damage`, …) are synced from the track after every phase.
 */
import { reasonOf, type Reason } from '../common/result';
import type { Maneuver } from '../../data/hex/maneuvers';
import { drawHalves, newDamageDecks } from '../hex-combat/cards';
import { drawChits } from '../hex-combat/chits';
import { applyHits, endOfTurn, type DamageContext } from '../hex-combat/damage';
import { problemsPhase } from '../hex-combat/problems';
import {
	checkRecoveryActions,
	checkReload,
	checkUnjam,
	recoverSpin,
	reload,
	spinDescent,
	unjam,
	wreckDescent,
	type FlownManeuver,
	type RecoveryAction
} from '../hex-combat/recovery';
import { damageRestrictions } from '../hex-combat/track';
import type { CombatEvent, DamageDecks, Hit } from '../hex-combat/types';
import type { CounterSide, Half } from '../../data/hex-combat/types';
import type { Dice } from '../common/dice';
import type { CombatTurn } from './combat-phase';
import { turn as turnFacing } from './geometry';
import type { TurnContext } from './turn-context';
import type { HexPlane } from './types';
import { ownValue } from '../common/own';
import { maneuverOf } from './catalog';
import { combatSettingsFor } from './combat-phase';

const NO_HITS: readonly Hit[] = [];
const NO_BURSTS: readonly { position: 'pilot' | 'observer'; guns: number }[] = [];

function flownManeuver(ctx: TurnContext, plane: HexPlane): Maneuver {
	return ctx.flown.get(plane.id)?.flies ?? maneuverOf(plane.lastManeuver);
}

function asFlown(m: Maneuver): FlownManeuver {
	return {
		number: m.number,
		direction: m.direction,
		acrobatic: m.acrobatic === true,
		stall: m.stall === true,
		spin: m.spin === true
	};
}

/** Wraps the combat module's events (each carries its own visibility, H-DMG-6). */
function emit(ctx: TurnContext, events: readonly CombatEvent[]): void {
	for (const e of events)
		ctx.events.push({ type: 'combat', plane: e.plane, visibility: e.visibility, detail: e });
}

function damageContext(ctx: TurnContext, ct: CombatTurn, plane: HexPlane): DamageContext {
	return { plane: plane.id, turn: ctx.state.turn, settings: ct.settings };
}

/**
 * Before phase 5: what part 1 changed (a chosen spin, leaving the map, a landing) goes in. Fuel is
 * part 1's (`plane.fuel` is the truth); it goes into the track only when damage is applied
 * (`withFuel`), so a quiet turn copies no track.
 */
export function syncIn(ctx: TurnContext): void {
	for (const plane of ctx.planes) {
		const t = plane.combat;
		if (!t) continue;
		let down = t.down;
		if (!down && plane.status === 'shotDown') down = 'left-map';
		if (!down && plane.status === 'landed' && ctx.rules.landedCountsAsShotDown) down = 'landed';
		if (t.spinning !== plane.spinning || t.down !== down)
			plane.combat = { ...t, spinning: plane.spinning, down };
	}
}

/** The track with part 1's current fuel, before hits may take some (H-DMG-4 fuel tank). */
function withFuel(ctx: TurnContext, plane: HexPlane) {
	const t = plane.combat!;
	if (!ctx.rules.optional.fuel || t.fuel === plane.fuel) return t;
	return (plane.combat = { ...t, fuel: plane.fuel });
}

/** After each phase: part 1's fields follow the track; a destroyed plane is shot down. */
export function syncOut(ctx: TurnContext, plane: HexPlane): void {
	const t = plane.combat;
	if (!t) return;
	plane.spinning = t.spinning;
	plane.onFire = t.fire;
	plane.smoking = t.smoke;
	plane.observerKilled = t.observerKilled;
	plane.pilotKilled = t.pilotKilled;
	plane.jammed = t.guns.pilot.jammed + t.guns.observer.jammed > 0;
	plane.gunsDestroyed = t.guns.pilot.destroyed + t.guns.observer.destroyed;
	plane.ammo = t.ammo;
	plane.observerWoundedTurns =
		t.observerWoundedUntil === null ? 0 : Math.max(0, t.observerWoundedUntil - ctx.state.turn);
	const d = plane.damage;
	const m = t.marked;
	if (
		d.wings !== m.wings ||
		d.fuselage !== m.fuselage ||
		d.tail !== m.tail ||
		d.engine !== m.engine
	)
		plane.damage = { wings: m.wings, fuselage: m.fuselage, tail: m.tail, engine: m.engine };
	if (t.gliding && !plane.gliding) plane.gliding = 'engine';
	if (ctx.rules.optional.fuel && t.fuel !== null && plane.fuel !== null && t.fuel < plane.fuel) {
		plane.fuel = t.fuel;
		if (t.fuel === 0 && !plane.gliding) {
			// ◇ A tank emptied by hits runs dry as in H-FUEL-2: d6 turns of gliding.
			const roll = ctx.dice.d6();
			plane.gliding = 'fuel';
			plane.glideTurnsLeft = roll;
			plane.glideTurnsFlown = 0;
			ctx.events.push({ type: 'outOfFuel', plane: plane.id, glideTurns: roll, roll });
		}
	}
	if (t.down && plane.status === 'flying') {
		plane.status = 'shotDown';
		ctx.events.push({ type: 'shotDown', plane: plane.id, cause: t.down });
		if (fallsOutOfControl(ctx, plane)) plane.falling = true;
	}
}

/**
 * 2013 with altitude (000:604, 000:420): a plane whose pilot was killed is shot down now — its
 * player is out, the kill counts at once — but keeps falling from its level (`falling`).
 */
function fallsOutOfControl(ctx: TurnContext, plane: HexPlane): boolean {
	return (
		plane.combat?.down === 'pilot-killed' &&
		ctx.rules.optional.altitude &&
		plane.altitude !== null &&
		plane.altitude >= 1 &&
		combatSettingsFor(ctx.rules).rules.pilotKilledWithAltitude === 'fallsOutOfControl'
	);
}

/** A falling wreck loses one level in phase 6 of each later turn; below level 1 it is gone. */
function fallOneLevel(ctx: TurnContext, plane: HexPlane): void {
	const r = wreckDescent(plane.id, plane.altitude!);
	plane.altitude = r.altitude;
	if (r.gone) delete plane.falling;
	emit(ctx, r.events);
}

/** The hits one plane's collision cards deal (H-MOVE-4): deck A, blue halves (◇ CRT: blue chits). */
function drawCollision(ctx: TurnContext, ct: CombatTurn, plane: HexPlane): Hit[] {
	let hits: Hit[] = [];
	for (const pd of plane.pending.damage) {
		const cards = ct.settings.rules.combat === 'dice2013';
		if (cards) ct.decks ??= newDamageDecks(ctx.dice); // H-DMG-2: shuffled when first needed
		const drawn = collisionDraws(cards ? ct.decks! : null, pd.deck, pd.half, pd.cards, ctx.dice);
		if (drawn.decks) ct.decks = drawn.decks;
		hits = hits.concat(drawn.hits);
	}
	return hits;
}

/**
 * H-MOVE-4 (000:514): `cards` collision draws of one half for one plane — from the 2013 damage
 * deck named (`decks` given: the 2013 combat), else ◇ as chits of that colour from the classic
 * cup. Also the table companion's, where the players confirm who shares a hex.
 */
export function collisionDraws(
	decks: DamageDecks | null,
	deck: CounterSide,
	half: Half,
	cards: number,
	dice: Dice
): { hits: Hit[]; decks: DamageDecks | null } {
	const halves = Array.from({ length: cards }, () => half);
	if (decks) {
		const drawn = drawHalves(decks, deck, halves, dice, undefined, 'collision');
		return { hits: drawn.hits, decks: drawn.decks };
	}
	const chits = drawChits(
		halves.map((h) => ({ half: h, aspect: 'other' as const, sameAltitude: false })),
		dice
	);
	return { hits: chits.map((h) => ({ ...h, source: 'collision' as const })), decks: null };
}

/**
 * H-MOVE-4: the collision cards of the turn, drawn collision by collision with the roller first
 * (000:518: the Albatros rolls, draws and takes the wing damage; then the Fokker draws the smoke).
 */
const NO_COLLISIONS: ReadonlyMap<string, Hit[]> = new Map();

function collisionHits(ctx: TurnContext, ct: CombatTurn): ReadonlyMap<string, Hit[]> {
	// Most turns nobody collided: nothing to sort.
	if (!ctx.planes.some((p) => p.combat && p.pending.damage.length > 0)) return NO_COLLISIONS;
	const out = new Map<string, Hit[]>();
	const order = ctx.planes
		.map((plane, i) => ({ plane, i, at: plane.pending.damage[0]?.order ?? Infinity }))
		.filter((x) => x.plane.combat && x.plane.pending.damage.length > 0)
		.sort((a, b) => a.at - b.at || a.i - b.i);
	for (const { plane } of order) out.set(plane.id, drawCollision(ctx, ct, plane));
	return out;
}

/** Phase 6 (H-DMG-1…5): chits / cards, collisions, damage, Lewis reload, spin descent. */
export function resolvePhase(ctx: TurnContext, ct: CombatTurn): void {
	const collisions = collisionHits(ctx, ct);
	for (const plane of ctx.planes) {
		if (!plane.combat) continue;
		if (plane.falling) {
			fallOneLevel(ctx, plane);
			continue;
		}
		let hits: readonly Hit[] = ct.hits?.get(plane.id) ?? NO_HITS;
		const owed = ct.owed?.get(plane.id);
		if (owed && owed.length) hits = hits.concat(drawChits(owed, ctx.dice)); // H-DMG-3
		const crash = collisions.get(plane.id);
		if (crash) hits = hits.concat(crash);
		if (plane.pending.damage.length) plane.pending.damage = [];
		if (hits.length) {
			ctx.events.push({
				type: 'hitsDrawn',
				plane: plane.id,
				hits: hits.map((h) => ({
					source: h.source,
					id: h.id,
					half: h.half,
					...(h.by ? { by: h.by } : {})
				}))
			});
			const r = applyHits(withFuel(ctx, plane), hits, damageContext(ctx, ct, plane), ctx.dice);
			plane.combat = r.track;
			emit(ctx, r.events);
		}
		const plot = ownValue(ctx.plots, plane.id);
		if (plot?.reload && !plane.combat.down) {
			// H-COMB-7: the reload completes at the end of phase 6.
			const check = checkReload(
				plane.combat,
				asFlown(flownManeuver(ctx, plane)),
				madeAnAttack(ct, plane),
				ct.settings
			);
			const actions = recoveryActions(ctx, plane);
			const one = checkRecoveryActions(actions, ct.settings);
			if (!check.ok) refuseAction(ctx, plane, 'reload', reasonOf(check));
			else if (!one.ok && actions[0] !== 'reload')
				refuseAction(ctx, plane, 'reload', reasonOf(one));
			else {
				const r = reload(plane.combat, plane.id, ctx.rules.lewisAmmo);
				plane.combat = r.track;
				emit(ctx, r.events);
			}
		}
		// H-REC-1 / H-MOVE-3: a spin flown this turn loses one level.
		if (
			ctx.rules.optional.altitude &&
			plane.altitude !== null &&
			plane.status === 'flying' &&
			flownManeuver(ctx, plane).spin &&
			plane.combat.spinning
		) {
			const r = spinDescent(plane.combat, plane.id, plane.altitude);
			plane.combat = r.track;
			plane.altitude = r.altitude;
			emit(ctx, r.events);
		}
		syncOut(ctx, plane);
	}
}

/**
 * Classic 003:68: "Guns may not be reloaded nor jams cleared … if the aircraft made an attack
 * during the Combat step" — the plane, whichever of its gun positions fired.
 */
function madeAnAttack(ct: CombatTurn, plane: HexPlane): boolean {
	return (ct.fired?.get(plane.id)?.length ?? 0) > 0;
}

/** The recovery actions a plane takes this turn, in priority order (H-REC-3). */
function recoveryActions(ctx: TurnContext, plane: HexPlane): RecoveryAction[] {
	const out: RecoveryAction[] = [];
	const plot = ownValue(ctx.plots, plane.id);
	if (plane.combat?.spinning) out.push('spin');
	if (plot?.reload) out.push('reload');
	if (plot?.unjam && plot.unjam.length) out.push('unjam');
	return out;
}

function refuseAction(ctx: TurnContext, plane: HexPlane, action: RecoveryAction, reason: Reason) {
	ctx.events.push({ type: 'actionRefused', plane: plane.id, action, reason });
}

/**
 * Phase 7 (H-REC-1…3): every spinning plane may try to recover — one that flew the spin, and one
 * that lost control in phase 6 of this very turn (000:426 "Ein Spieler kann versuchen, sein
 * trudelndes Flugzeug … abzufangen"); then unjamming.
 */
export function recoveryPhase(ctx: TurnContext, ct: CombatTurn): void {
	for (const plane of ctx.planes) {
		const t = plane.combat;
		if (!t || t.down || plane.status !== 'flying') continue;
		const plot = ownValue(ctx.plots, plane.id);
		const wantsUnjam = plot?.unjam !== undefined && plot.unjam.length > 0;
		if (!t.spinning && !wantsUnjam) continue;
		const m = flownManeuver(ctx, plane);
		if (t.spinning) {
			const r = recoverSpin(t, plane.id, plane.novice, ct.settings, ctx.dice);
			plane.combat = r.track;
			emit(ctx, r.events);
			for (const e of r.events) {
				if (e.type === 'spin-recovery' && e.recovered && e.facingRoll) {
					// ◇ 1 = unchanged, then clockwise 60° steps (decisions-hex-combat).
					plane.facing = turnFacing(plane.facing, e.facingRoll - 1);
					(ct.recovered ??= new Set()).add(plane.id);
					ctx.events.push({
						type: 'recoveryFacing',
						plane: plane.id,
						roll: e.facingRoll,
						facing: plane.facing
					});
				}
			}
		}
		if (plot?.unjam && wantsUnjam && !plane.combat!.down) {
			const actions = recoveryActions(ctx, plane);
			const one = checkRecoveryActions(actions, ct.settings);
			if (!one.ok && actions[0] !== 'unjam') {
				refuseAction(ctx, plane, 'unjam', reasonOf(one));
			} else {
				for (const position of new Set(plot.unjam)) {
					const fired = madeAnAttack(ct, plane);
					const check = checkUnjam(plane.combat!, position, asFlown(m), fired, ct.settings);
					if (!check.ok) {
						refuseAction(ctx, plane, 'unjam', reasonOf(check));
						continue;
					}
					const r = unjam(plane.combat!, plane.id, position, ctx.dice);
					plane.combat = r.track;
					emit(ctx, r.events);
				}
			}
		}
		syncOut(ctx, plane);
	}
}

/** Phase 8 (H-PROB-1…4, 2013 order): jams, stall, fire, smoke. */
export function problemsPhaseAll(ctx: TurnContext, ct: CombatTurn): void {
	for (const plane of ctx.planes) {
		const t = plane.combat;
		const stall = plane.pending.stallCheck;
		if (stall !== null) plane.pending.stallCheck = null;
		if (!t || t.down || plane.status !== 'flying') continue;
		const longBursts = ct.longBursts?.get(plane.id) ?? NO_BURSTS;
		if (!longBursts.length && stall === null && !t.fire && !t.smoke) continue;
		const m = flownManeuver(ctx, plane);
		const r = problemsPhase(
			t.fire ? withFuel(ctx, plane) : t,
			{
				longBursts,
				stall: stall !== null,
				novice: plane.novice,
				forwardSlip: m.forwardSlip === true,
				sideslip: m.sideslip === true,
				decks: ct.decks ?? { A: EMPTY, B: EMPTY, C: EMPTY, D: EMPTY }
			},
			damageContext(ctx, ct, plane),
			ctx.dice
		);
		plane.combat = r.track;
		if (ct.settings.rules.fireDamage === 'deckB') ct.decks = r.decks;
		emit(ctx, r.events);
		// H-PLAN-8 classic: a failed climb that did not spin → stall next turn.
		if (
			stall === 'climbTooHigh' &&
			ctx.rules.altitudeOrders === 'classic' &&
			!plane.combat.spinning
		)
			(ct.mustStall ??= new Set()).add(plane.id);
		syncOut(ctx, plane);
	}
}
const EMPTY = { drawPile: [] as string[], discards: [] as string[] };

/**
 * End of the turn: timed effects run out, the 2013 engine-out countdown (H-DMG-1), and next
 * turn's planning limits from the damage (H-PLAN-5) and this turn's shots (H-COMB-9).
 */
export function endOfTurnAll(ctx: TurnContext, ct: CombatTurn): void {
	const next = ctx.state.turn + 1;
	for (const plane of ctx.planes) {
		let t = plane.combat;
		if (!t) continue;
		if (t.engineOutTurn !== null || t.pilotWound || t.rudder || t.observerWoundedUntil !== null) {
			const r = endOfTurn(t, plane.id, ctx.state.turn);
			t = plane.combat = r.track;
			emit(ctx, r.events);
		}
		const r = plane.restrictions;
		if (t.wingsDamaged || t.wingsCrippled || t.engineHit || t.pilotWound || t.rudder) {
			const d = damageRestrictions(t, next);
			r.wingsDamaged = d.wingsDamaged;
			r.wingsNoAcrobatics = d.wingsNoAcrobatics;
			r.engineHit = d.engineHit;
			r.pilotWound = d.pilotWound;
			r.rudder = d.rudder;
		} else {
			// The common case, without allocating (benchmarks-hex-2.md).
			r.wingsDamaged = r.wingsNoAcrobatics = r.engineHit = false;
			r.pilotWound = null;
			r.rudder = null;
		}
		const must = ct.obligations?.get(plane.id);
		r.mustClimb = must === 'climb';
		r.mustDive = must === 'dive';
		if (ct.recovered?.has(plane.id) && ctx.rules.topSpeedAfterSpin) r.mustFlyTopSpeed = true;
		if (ct.mustStall?.has(plane.id)) r.mustStall = true;
		const targets = ct.targets?.get(plane.id);
		const last = plane.lastTargets;
		if (targets || (last && (last.pilot !== undefined || last.observer !== undefined)))
			plane.lastTargets = targets ?? {};
		if (targets) plane.lastTarget = targets.pilot ?? targets.observer ?? null;
		syncOut(ctx, plane);
	}
	if (ct.decks) ctx.damageDecks = ct.decks;
}
