/**
 * The Blue Max table companion (issue 20): the boxed game is flown on its own map; the app keeps
 * each plane's record sheet, rolls and draws for combat and walks the players through the phase
 * checks. Every rule it applies is the hex engine's (src/lib/rules/hex-combat, src/lib/rules/hex).
 */
import type { DiceState } from '$lib/rules/common/dice';
import type { Reason } from '$lib/rules/common/result';
import type { PresetName, OptionalRules, RulesetOptions, Side } from '$lib/data/hex';
import type { Burst, CounterSide, FaceColour, GunPosition, Half } from '$lib/data/hex-combat/types';
import type {
	BoxArea,
	ChitOwed,
	CombatEvent,
	CombatValue,
	CrtResult,
	DamageDecks,
	DamageTrack,
	GameEnd,
	Hit,
	Pool,
	Visibility
} from '$lib/rules/hex-combat';

export type { Side as HexSide };

export interface MaxPlaneSetup {
	id: string;
	aircraft: string;
	side: Side;
	/** The player flying it: hidden parts of its sheet are for this player only (H-DMG-6). */
	player: string;
	pilot: string;
	novice: boolean;
	/** Start altitude with the altitude rule (H-SET-6), else null. */
	altitude: number | null;
}

export interface MaxSetup {
	title: string;
	preset: PresetName;
	optional: OptionalRules;
	planes: MaxPlaneSetup[];
	/** One tablet passed between the players: each sees only their own sheets (H-PLAN-9). */
	hotSeat: boolean;
}

export interface MaxPlane {
	id: string;
	aircraft: string;
	side: Side;
	player: string;
	pilot: string;
	novice: boolean;
	track: DamageTrack;
	altitude: number | null;
	/** Out of the fight without being shot down (online: left over the map edge; a safe landing). */
	retired: boolean;
	/**
	 * Shot down, but still spinning down a level a turn as a wreck the others must fly around
	 * (2013 with altitude, a killed pilot, 000:604 / 000:420); absent otherwise.
	 */
	falling?: true;
	/** The maneuver flown this turn, as the players read it off the sheet (H-PLAN-1). */
	maneuver: string | null;
	/** H-COMB-5/6: the target each gun position fired at last turn, and this turn. */
	lastTargets: Partial<Record<GunPosition, string>>;
	targets: Partial<Record<GunPosition, string>>;
	/** H-PROB-1: the long bursts of this turn with the guns that fired them. */
	longBursts: { position: GunPosition; guns: number }[];
	/** H-COMB-7: a Lewis reload declared this turn (done at the end of phase 6). */
	reloading: boolean;
	/** H-FUEL-2: turns of gliding left after the tank ran dry. */
	glideTurns: number | null;
	/** H-FUEL-2: the fuel could not pay for the maneuver written: it spends the rest and spins. */
	fuelShort: boolean;
	/** The checks and actions already taken this turn (each once). */
	done: MaxDone[];
}

/** `hold`: the plane holds its fire this turn (hot-seat, before phase 6); `collision`: H-MOVE-4. */
export type MaxDone = 'fuel' | 'spin' | 'unjam' | 'reload' | 'problems' | 'hold' | 'collision';

export type MaxPhase = 'combat' | 'checks' | 'over';

export interface MaxState {
	turn: number;
	/** 'combat': fuel, maneuvers and shots (phases 4–5); 'checks': after damage (phases 7–8). */
	phase: MaxPhase;
	rules: RulesetOptions;
	hotSeat: boolean;
	planes: MaxPlane[];
	/** 2013: the four damage decks (H-DMG-2); null with the CRT. */
	decks: DamageDecks | null;
	/** 2013: card halves drawn this turn, per target, applied in phase 6. */
	hits: Record<string, Hit[]>;
	/** Classic/online: chits owed this turn, per target, drawn together in phase 6 (H-DMG-3). */
	owed: Record<string, ChitOwed[]>;
	dice: DiceState;
	result: GameEnd | null;
}

/** One shot as the players set it up on the map: who, where, and the modifiers they read. */
export interface MaxShot {
	kind: 'shot';
	plane: string;
	position: GunPosition;
	target: string;
	burst: Burst;
	range: number;
	/** The speed of the maneuver each flew this turn (pool, combat value, same-hex shots). */
	shooterSpeed: number;
	targetSpeed: number;
	sameTarget: boolean;
	targetStalled: boolean;
	targetLower: boolean;
	/** 2013: the target's side facing the shooter, which names the deck (H-COMB-5). */
	deck: CounterSide;
	/** Classic/online: facings not parallel (H-COMB-6) and the aspect for chits (H-DMG-3). */
	deflection: boolean;
	aspect: 'front' | 'rear' | 'other';
	/** Online: the shooter tails the target (H-TAIL-4). */
	tailing: boolean;
}

export type MaxAction =
	/**
	 * The maneuver written on the sheet, read out in phase 3 (H-PLAN-1), with the altitude order
	 * (level when left out): the engine says what the plane really flies (0S2 while spinning or
	 * when the fuel cannot pay, H-PLAN-5, H-FUEL-2).
	 */
	| { kind: 'maneuver'; plane: string; code: string; order?: 'climb' | 'level' | 'dive' }
	| { kind: 'fuel'; plane: string; order: 'climb' | 'level' | 'dive' }
	| { kind: 'altitude'; plane: string; altitude: number }
	| { kind: 'reload'; plane: string }
	| MaxShot
	/** Hot-seat: this plane fires no (more) shots this turn. */
	| { kind: 'hold-fire'; plane: string }
	/** H-MOVE-4: these planes ended in one hex at one level, as the players see on the map. */
	| { kind: 'collision'; planes: string[] }
	/** Phase 6: every card and chit of the turn takes effect (H-DMG-1…5). */
	| { kind: 'resolve' }
	| { kind: 'spin'; plane: string }
	| { kind: 'unjam'; plane: string; position: GunPosition }
	/** Phase 8 for one plane: jams, stall, fire, smoke, in the 2013 order (H-PROB-1…4). */
	| { kind: 'problems'; plane: string; stall: boolean }
	/** A box the players mark by hand before phase 6 (a correction): it counts with the cards. */
	| { kind: 'tick'; plane: string; area: BoxArea }
	| { kind: 'out'; plane: string; how: 'left-map' | 'landed' }
	| { kind: 'end-turn' };

type Open = { visibility: Visibility; plane: string };

/** What the companion adds to the engine's combat events; `plane` is whose sheet it concerns. */
export type MaxTableEvent = Open &
	(
		| { type: 'turn-started'; turn: number }
		| { type: 'maneuver-flown'; code: string }
		/** H-PLAN-5, H-FUEL-2: the maneuver written is not flown; 0S2 is (the reason: owner). */
		| { type: 'spin-instead'; plotted: string; reason: Reason }
		| { type: 'held-fire' }
		| {
				type: 'collision';
				planes: string[];
				roller: string;
				roll: number;
				speed: number;
				stability: number;
				total: number;
				cards: number;
		  }
		/** A declared action the rules refuse when it falls due (classic reload after firing). */
		| { type: 'action-refused'; action: 'reload'; reason: Reason }
		| { type: 'fuel-paid'; spent: number; left: number; glideTurns: number | null }
		| { type: 'altitude-set'; altitude: number }
		| { type: 'reload-declared' }
		| {
				type: 'shot-dice';
				target: string;
				position: GunPosition;
				burst: Burst;
				pool: Pool;
				faces: FaceColour[];
				deck: CounterSide;
				cards: number;
				reshuffled: CounterSide[];
		  }
		| {
				type: 'shot-crt';
				target: string;
				position: GunPosition;
				burst: Burst;
				value: CombatValue;
				result: CrtResult;
		  }
		| { type: 'hits-drawn'; hits: { id: string; half: Half; by?: string; source: Hit['source'] }[] }
		| { type: 'must-change-altitude'; must: 'climb' | 'dive' }
		| { type: 'ticked'; area: BoxArea }
		| { type: 'out'; how: 'left-map' | 'landed' }
		| { type: 'game-over'; result: GameEnd }
	);

export type MaxEvent = CombatEvent | MaxTableEvent;
