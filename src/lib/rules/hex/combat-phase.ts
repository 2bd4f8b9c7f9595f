/**
 * Phase 5, combat (H-COMB-1…9), plugged into the phase machine: the fire chosen in the fire step
 * (fire-step.ts; or online automatic targeting) is rolled and the hits kept per target for
 * phase 6. Rule functions live in src/lib/rules/hex-combat.
 */
import { because, quote, reasonOf, type Reason } from '../common/result';
import type { RulesetOptions } from '../../data/hex/rulesets';
import { COMBAT_PRESETS, type CombatSettings } from '../../data/hex-combat/presets';
import { newDamageDecks } from '../hex-combat/cards';
import type { ChitOwed } from '../hex-combat/chits';
import { altitudeObligation, checkFire, checkFireOrders, spendAmmo } from '../hex-combat/fire';
import type { FireOrder, Shooter, Target } from '../hex-combat/fire';
import { resolveShot2013, resolveShotCrt, shotCombatValue } from '../hex-combat/shot';
import type { ShotFacts } from '../hex-combat/shot';
import { chooseAutomaticTarget, type TargetOption } from '../hex-combat/targeting';
import { workingGuns } from '../hex-combat/track';
import type { DamageDecks, Hit } from '../hex-combat/types';
import type { GunPosition } from '../../data/hex-combat/types';
import { pairGeometry } from './geometry';
import type { TurnContext } from './turn-context';
import type { HexEvent, HexPlane, TailPair } from './types';
import { ownValue } from '../common/own';
import { aircraftOf, findManeuver } from './catalog';

type ShotEvent = Extract<HexEvent, { type: 'shot' }>;

const POSITIONS: readonly GunPosition[] = ['pilot', 'observer'];
/** 000:353: "von jeder Markierung kann nur einmal pro Runde gefeuert werden … nur eines davon". */
const GUNS_FIRED_PER_MARKING = 1;

/**
 * What phase 5 hands to phases 6–8 of the same turn, per plane id (Maps: read every phase). Each
 * collection is made when first written: in most turns nobody fires.
 */
export interface CombatTurn {
	settings: CombatSettings;
	/** 2013: the card halves each target takes (all shooters). */
	hits?: Map<string, Hit[]>;
	/** Classic/online: the chits owed to each target, drawn together in phase 6 (H-DMG-3). */
	owed?: Map<string, ChitOwed[]>;
	/** Gun positions that fired this turn, per plane (H-REC-2, H-COMB-7 classic). */
	fired?: Map<string, GunPosition[]>;
	/** H-PROB-1: long bursts per plane, with the number of guns that fired (one per marking). */
	longBursts?: Map<string, { position: GunPosition; guns: number }[]>;
	/** H-COMB-9: climb or dive next turn. */
	obligations?: Map<string, 'climb' | 'dive'>;
	/** This turn's target per position: next turn's "same target as last turn". */
	targets?: Map<string, Partial<Record<GunPosition, string>>>;
	decks: DamageDecks | undefined;
	/** H-REC-1 classic: recovered from a spin this turn → top speed next turn. */
	recovered?: Set<string>;
	/** H-PLAN-8 classic: a failed climb that did not spin → stall next turn. */
	mustStall?: Set<string>;
}

const SETTINGS_CACHE = new WeakMap<RulesetOptions, CombatSettings>();

/** The combat switches of a ruleset: its preset's, with part 1's shared switches (H-COMB-2/3). */
export function combatSettingsFor(rules: RulesetOptions): CombatSettings {
	const cached = SETTINGS_CACHE.get(rules);
	if (cached) return cached;
	const settings: CombatSettings = {
		rules: {
			...COMBAT_PRESETS[rules.preset],
			combat: rules.combat,
			sameHexShots: rules.sameHexShots,
			targeting: rules.targeting,
			tailingBonus: rules.tailingBonus !== null,
			...rules.combatRules
		},
		optional: rules.optional
	};
	SETTINGS_CACHE.set(rules, settings);
	return settings;
}

/** The maneuver a plane flew this turn (its last one when it did not fly). */
function flownCode(ctx: TurnContext, plane: HexPlane): string {
	return ctx.flown.get(plane.id)?.maneuver ?? plane.lastManeuver;
}

export function shooterFor(plane: HexPlane, maneuver: string, reloading: boolean): Shooter | null {
	if (!plane.combat) return null;
	return {
		id: plane.id,
		side: plane.side,
		track: plane.combat,
		stability: aircraftOf(plane).stability,
		altitude: plane.altitude,
		speed: findManeuver(maneuver)?.speed ?? 0,
		reloading
	};
}

/**
 * The target as combat sees it. `stalled`: it flew a stall maneuver or tried to climb too high
 * this turn — both are stalls (000:263, 000:854), open once movement revealed the sheets (H-COMB-5).
 */
export function targetFor(
	plane: Pick<HexPlane, 'id' | 'side' | 'status' | 'altitude'>,
	maneuver: string,
	stalled: boolean
): Target {
	return {
		id: plane.id,
		side: plane.side,
		out: plane.status !== 'flying',
		altitude: plane.altitude,
		speed: findManeuver(maneuver)?.speed ?? 0,
		stalled
	};
}

/** Per-shot facts from the turn's history: last turn's target, who tails whom (H-COMB-5/6). */
export function shotFacts(
	game: { turn: number; tailing: { pairs: readonly TailPair[] } },
	shooter: Pick<HexPlane, 'id' | 'lastTargets'>,
	target: string,
	position: GunPosition
): ShotFacts {
	return {
		turn: game.turn,
		sameTargetAsLastTurn: shooter.lastTargets?.[position] === target,
		tailing: game.tailing.pairs.some((p) => p.tailer === shooter.id && p.tailed === target)
	};
}

/** The target of a shot this turn, from the working copy (H-COMB-5 "target stalled"). */
function targetNow(ctx: TurnContext, other: HexPlane): Target {
	return targetFor(other, flownCode(ctx, other), other.pending.stallCheck !== null);
}

export function newCombatTurn(ctx: TurnContext): CombatTurn {
	return {
		settings: combatSettingsFor(ctx.rules),
		decks: ctx.state.damageDecks
	};
}

/** Online (H-COMB-3): every gun position fires at the legal enemy with the best combat value. */
function automaticOrders(ctx: TurnContext, ct: CombatTurn, plane: HexPlane): FireOrder[] {
	const shooter = shooterFor(
		plane,
		flownCode(ctx, plane),
		ownValue(ctx.plots, plane.id)?.reload === true
	);
	if (!shooter) return [];
	const orders: FireOrder[] = [];
	for (const position of POSITIONS) {
		if (workingGuns(plane.combat!, position) === 0) continue;
		const options: TargetOption[] = [];
		for (const other of ctx.planes) {
			if (other.side === plane.side || other.status !== 'flying') continue;
			const order: FireOrder = {
				position,
				target: other.id,
				burst: ct.settings.rules.automaticBurst
			};
			const target = targetNow(ctx, other);
			const g = pairGeometry(plane, other);
			const facts = shotFacts(ctx.state, plane, other.id, position);
			const legal = checkFire(order, shooter, target, g, ct.settings, ctx.state.turn);
			if (!legal.ok) continue;
			const value = shotCombatValue(legal.value, shooter, target, g, ct.settings, facts);
			options.push({ target: other.id, combatValue: value.value, range: g.range });
		}
		const best = chooseAutomaticTarget(options, ctx.dice);
		if (best)
			orders.push({ position, target: best.target, burst: ct.settings.rules.automaticBurst });
	}
	return orders;
}

/** The list at `key`, created empty when missing. */
function listIn<T>(map: Map<string, T[]>, key: string): T[] {
	let list = map.get(key);
	if (!list) map.set(key, (list = []));
	return list;
}

function firingPlaneReady(plane: HexPlane): boolean {
	return plane.status === 'flying' && plane.combat !== undefined && !plane.combat.down;
}

/**
 * Phase 5: every plane's shots, in plane order (fire is simultaneous: the damage is applied in
 * phase 6, so the order only decides which dice roll first).
 */
export function combatPhase(ctx: TurnContext, ct: CombatTurn): void {
	const automatic = ct.settings.rules.targeting === 'automatic';
	for (const plane of ctx.planes) {
		if (!firingPlaneReady(plane)) continue;
		const plot = ownValue(ctx.plots, plane.id);
		const orders: readonly FireOrder[] = automatic
			? automaticOrders(ctx, ct, plane)
			: (plot?.fire ?? []);
		if (orders.length === 0) continue;
		const checked = checkFireOrders(orders);
		if (!checked.ok) {
			ctx.events.push({
				type: 'fireRefused',
				plane: plane.id,
				position: orders[0].position,
				target: orders[0].target,
				reason: reasonOf(checked)
			});
			continue;
		}
		for (const order of orders) fireOne(ctx, ct, plane, order, automatic);
	}
}

/** A written shot that cannot be fired (owner only). */
function refuseFire(ctx: TurnContext, plane: HexPlane, order: FireOrder, reason: Reason): void {
	ctx.events.push({
		type: 'fireRefused',
		plane: plane.id,
		position: order.position,
		target: order.target,
		reason
	});
}

function fireOne(
	ctx: TurnContext,
	ct: CombatTurn,
	plane: HexPlane,
	order: FireOrder,
	automatic: boolean
): void {
	const other = ctx.planes.find((p) => p.id === order.target);
	if (!other)
		return void refuseFire(
			ctx,
			plane,
			order,
			because('hex.no_plane', { id: quote(order.target) }, `There is no plane "${order.target}".`)
		);
	const shooter = shooterFor(
		plane,
		flownCode(ctx, plane),
		ownValue(ctx.plots, plane.id)?.reload === true
	);
	if (!shooter) return;
	const target = targetNow(ctx, other);
	const g = pairGeometry(plane, other);
	const facts = shotFacts(ctx.state, plane, other.id, order.position);
	// The shot event, its outcome filled in below (one object, no spreads: every shot makes one).
	const event: ShotEvent = {
		type: 'shot',
		shooter: plane.id,
		target: other.id,
		position: order.position,
		burst: order.burst,
		range: g.range,
		blue: 0,
		red: 0
	};
	if (automatic) event.automatic = true;
	let shot;
	if (ct.settings.rules.combat === 'dice2013') {
		if (!ct.decks) {
			// H-DMG-2: the decks are shuffled when a legal shot first needs them.
			const legal = checkFire(order, shooter, target, g, ct.settings, ctx.state.turn);
			if (!legal.ok) return void refuseFire(ctx, plane, order, reasonOf(legal));
			ct.decks = newDamageDecks(ctx.dice);
		}
		const r = resolveShot2013(order, shooter, target, g, ct.settings, facts, ct.decks, ctx.dice);
		if (!r.ok) return void refuseFire(ctx, plane, order, reasonOf(r));
		shot = r.value.shot;
		ct.decks = r.value.decks;
		listIn((ct.hits ??= new Map()), other.id).push(...r.value.hits);
		event.dice = r.value.pool.dice;
		event.faces = r.value.roll.faces;
		event.deck = shot.deck;
		event.blue = r.value.roll.counts.blue;
		event.red = r.value.roll.counts.red;
	} else {
		const r = resolveShotCrt(order, shooter, target, g, ct.settings, facts, ctx.dice);
		if (!r.ok) return void refuseFire(ctx, plane, order, reasonOf(r));
		shot = r.value.shot;
		listIn((ct.owed ??= new Map()), other.id).push(...r.value.owed);
		event.combatValue = r.value.value.value;
		event.roll = r.value.result.die;
		event.blue = r.value.result.blue;
		event.red = r.value.result.red;
	}
	ctx.events.push(event);
	// H-COMB-7: the rounds are spent; H-PROB-1: long bursts roll for jams in phase 8.
	plane.combat = spendAmmo(plane.combat!, shot);
	listIn((ct.fired ??= new Map()), plane.id).push(order.position);
	ct.targets ??= new Map();
	let targets = ct.targets.get(plane.id);
	if (!targets) ct.targets.set(plane.id, (targets = {}));
	targets[order.position] = other.id;
	// H-PROB-1: each marking fires one of its guns a turn, however many it has (000:353), and one
	// jam die is rolled per gun fired (000:440): one die per long burst.
	if (order.burst === 'long')
		listIn((ct.longBursts ??= new Map()), plane.id).push({
			position: order.position,
			guns: GUNS_FIRED_PER_MARKING
		});
	// H-COMB-9: a medium or long burst at another level → climb / dive next turn.
	if (ct.settings.optional.altitude) {
		const must = altitudeObligation(order.burst, plane.altitude, other.altitude);
		if (must) (ct.obligations ??= new Map()).set(plane.id, must);
	}
}
