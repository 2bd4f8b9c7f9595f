import type { Dice } from '../common/dice';
import type { CombatSettings } from '../../data/hex-combat/presets';
import { THRESHOLDS, type CombatThresholds } from '../../data/hex-combat/thresholds';
import type { GunPosition } from '../../data/hex-combat/types';
import { applyHits, type DamageContext } from './damage';
import { drawHalves } from './cards';
import { drawChits } from './chits';
import { cloneTrack, intactGuns } from './track';
import type { CombatEvent, DamageDecks, DamageTrack, Hit } from './types';

export interface ProblemResult {
	track: DamageTrack;
	events: CombatEvent[];
}

/**
 * H-PROB-1: each gun that fired a long burst rolls; 5+ jams it. `guns` = how many guns of that
 * position fired (its working guns at the time). Jam rolls are secret (owner only).
 */
export function jamChecks(
	track: DamageTrack,
	plane: string,
	longBursts: readonly { position: GunPosition; guns: number }[],
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): ProblemResult {
	let t = track;
	const events: CombatEvent[] = [];
	for (const { position, guns } of longBursts) {
		for (let i = 0; i < guns; i++) {
			const roll = dice.d6();
			const jams = roll >= thresholds.jam;
			if (jams) {
				if (t === track) t = cloneTrack(track);
				t.guns[position].jammed = Math.min(intactGuns(t, position), t.guns[position].jammed + 1);
			}
			events.push({
				plane,
				visibility: 'owner',
				type: 'jam-check',
				position,
				roll,
				needed: thresholds.jam,
				jams
			});
		}
	}
	return { track: t, events };
}

/**
 * H-PROB-2: a stall (maneuver 1, a climb too high, …) → one roll however many reasons; 5+ spins
 * (novice 4+ with the novice rule).
 */
export function stallCheck(
	track: DamageTrack,
	plane: string,
	novice: boolean,
	settings: CombatSettings,
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): ProblemResult {
	if (track.down || track.spinning) return { track, events: [] };
	const needed =
		novice && settings.optional.novicePilots ? thresholds.stallSpinNovice : thresholds.stallSpin;
	const roll = dice.d6();
	const spins = roll >= needed;
	let t = track;
	if (spins) {
		t = cloneTrack(track);
		t.spinning = true;
	}
	return {
		track: t,
		events: [{ plane, visibility: 'owner', type: 'stall-check', roll, needed, spins }]
	};
}

export interface FireInput {
	/** This turn's maneuver was a sideslip ☉ (H-PROB-3). */
	sideslip: boolean;
	/** 2013 fire damage draws from deck B; classic/online from the chit cup. */
	decks: DamageDecks;
}

/**
 * H-PROB-3: a burning plane takes fire damage (2013: a B card's blue half; classic/online: one
 * blue chit), then rolls: 5+ puts the fire out (4+ after a sideslip); classic: it becomes smoke.
 * A plane that is smoking but not burning rolls H-PROB-4 instead (`smokeCheck`).
 */
export function fireCheck(
	track: DamageTrack,
	input: FireInput,
	ctx: DamageContext,
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): ProblemResult & { decks: DamageDecks } {
	if (!track.fire || track.down) return { track, events: [], decks: input.decks };
	let hits: Hit[];
	let decks = input.decks;
	if (ctx.settings.rules.fireDamage === 'deckB') {
		const drawn = drawHalves(decks, 'B', ['blue'], dice, undefined, 'fire');
		hits = drawn.hits;
		decks = drawn.decks;
	} else {
		hits = drawChits([{ half: 'blue', aspect: 'other', sameAltitude: false }], dice).map((h) => ({
			...h,
			source: 'fire' as const
		}));
	}
	const damaged = applyHits(track, hits, ctx, dice);
	const t = damaged.track;
	const events = damaged.events;
	if (t.down || !t.fire) return { track: t, events, decks };
	const needed = input.sideslip ? thresholds.fireOutAfterSideslip : thresholds.fireOut;
	const roll = dice.d6();
	const out = roll >= needed;
	const becameSmoke = out && ctx.settings.rules.fireOutBecomesSmoke;
	if (out) {
		t.fire = false;
		t.smoke = becameSmoke;
	}
	events.push({
		plane: ctx.plane,
		visibility: 'all',
		type: 'fire-out-check',
		roll,
		needed,
		out,
		becameSmoke
	});
	return { track: t, events, decks };
}

/**
 * H-PROB-4: smoke clears on a 6 and turns into fire on a 1; a forward slip clears it without a
 * roll. Smoke is open, so is its outcome.
 */
export function smokeCheck(
	track: DamageTrack,
	plane: string,
	forwardSlip: boolean,
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): ProblemResult {
	if (!track.smoke || track.fire || track.down) return { track, events: [] };
	const t = cloneTrack(track);
	if (forwardSlip) {
		t.smoke = false;
		return {
			track: t,
			events: [{ plane, visibility: 'all', type: 'smoke-check', roll: null, outcome: 'cleared' }]
		};
	}
	const roll = dice.d6();
	let outcome: 'cleared' | 'fire' | 'smoking' = 'smoking';
	if (roll >= thresholds.smokeClears) {
		t.smoke = false;
		outcome = 'cleared';
	} else if (roll <= thresholds.smokeToFire) {
		t.smoke = false;
		t.fire = true;
		outcome = 'fire';
	}
	return {
		track: outcome === 'smoking' ? track : t,
		events: [{ plane, visibility: 'all', type: 'smoke-check', roll, outcome }]
	};
}

export interface ProblemsInput extends FireInput {
	longBursts: readonly { position: GunPosition; guns: number }[];
	/** At least one reason to roll for a stall this turn (H-PLAN-7, H-PLAN-8). */
	stall: boolean;
	novice: boolean;
	forwardSlip: boolean;
}

/**
 * Phase 8 in the 2013 order: jams, stall, fire, smoke. A plane burning at the start of the phase
 * rolls for fire only; one smoking at the start rolls for smoke only (◇ so smoke that became fire
 * on a 1 burns from next turn, and a fire that became smoke rolls for smoke from next turn).
 */
export function problemsPhase(
	track: DamageTrack,
	input: ProblemsInput,
	ctx: DamageContext,
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): ProblemResult & { decks: DamageDecks } {
	const events: CombatEvent[] = [];
	let t = track;
	const jams = jamChecks(t, ctx.plane, input.longBursts, dice, thresholds);
	t = jams.track;
	events.push(...jams.events);
	if (input.stall) {
		const stall = stallCheck(t, ctx.plane, input.novice, ctx.settings, dice, thresholds);
		t = stall.track;
		events.push(...stall.events);
	}
	let decks = input.decks;
	if (t.fire) {
		const fire = fireCheck(t, input, ctx, dice, thresholds);
		t = fire.track;
		decks = fire.decks;
		events.push(...fire.events);
	} else if (t.smoke) {
		const smoke = smokeCheck(t, ctx.plane, input.forwardSlip, dice, thresholds);
		t = smoke.track;
		events.push(...smoke.events);
	}
	return { track: t, events, decks };
}
