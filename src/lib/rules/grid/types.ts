import type { DeckState } from '../common/deck';
import type { DiceState } from '../common/dice';
import type { AgilityClass, SpeedClass } from '../../data/grid/aircraft';
import type { AceSkill, GridRules, ManoeuvreId } from '../../data/grid/rules';
import type { MissionId, MissionOutcome } from '../../data/missions';

export type Side = 'A' | 'B';
/** 0 = N (−y), 1 = NE, … 7 = NW (G-MOVE-1). */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Edge = 'west' | 'east' | 'north' | 'south';

export interface Square {
	x: number;
	y: number;
}
export interface Rect {
	x: number;
	y: number;
	w: number;
	h: number;
}

export type PlaneStatus =
	| 'active'
	/** Left the table unavoidably; re-enters next activation (G-MOVE-5). */
	| 'off-table'
	/** Inside a large cloud (G-TER-2). */
	| 'lost'
	/** Left the fight at critical (G-MOVE-6): survives. */
	| 'withdrawn'
	/** Left with its objective done (C-M1, C-M4). */
	| 'escaped'
	| 'shot-down';

export interface PlaneState {
	id: string;
	type: string;
	side: Side;
	pilot: string | null;
	aceSkills: AceSkill[];
	x: number;
	y: number;
	facing: Facing;
	status: PlaneStatus;
	hp: number;
	critical: boolean;
	speed: SpeedClass;
	agility: AgilityClass;
	/** Gun ids whose gunner died (G-FIRE-3 row 1). */
	deadCrew: string[];
	/** Sum of +ve/−ve gathered for the next fire step (G-MAN-4). */
	ve: number;
	lastManoeuvre: ManoeuvreId | null;
	/** The turn whose fire step this plane sits out (re-entry G-MOVE-5, cloud, jink). */
	noFireTurn: number;
	/** The turn whose fire step attackers get −2D6 against it (Jink). */
	jinkTurn: number;
	/** The turn whose fire step its guns get Dead Eye dice. */
	deadEyeTurn: number;
	/** Where it left the table (G-MOVE-5) or which edge it left by (withdrawn/escaped). */
	exit: { x: number; y: number; edge: Edge } | null;
	/** Large cloud it is lost in (G-TER-2). */
	lostIn: Rect | null;
	/** C-M1: has flown over the photo point. */
	photographed: boolean;
}

export interface Balloon {
	id: string;
	side: Side;
	x: number;
	y: number;
	hp: number;
}

export interface Terrain {
	smallClouds: Rect[];
	largeClouds: Rect[];
	balloons: Balloon[];
}

export interface Objectives {
	photoPoints: Square[];
	bombTargets: (Square & { bombed: boolean })[];
	sites: (Square & { real: boolean; visited: boolean })[];
	/** The static bomber side A escorts (C-M6). */
	escortedBomber?: string;
}

export interface Kill {
	killer: string;
	victim: string;
	turn: number;
}

export interface ShotOrder {
	plane: string;
	gun: string;
	/** A plane id or a balloon id. */
	target: string;
}

export type GridOrder =
	| { kind: 'fire'; side: Side; shots: ShotOrder[] }
	| {
			kind: 'move';
			plane: string;
			/** 'F' forward one square, 'L'/'R' a 45° turn (G-MOVE-1). */
			path: string;
			manoeuvre?: ManoeuvreId;
			/** Nimble slow-down by 2 (G-MOVE-3). */
			slow?: boolean;
	  }
	| { kind: 'patience'; plane: string }
	| { kind: 'bid'; side: Side; points: number }
	/** Command-point Flight: each step 'F' then optional 'L'/'R' (G-TURN-2). */
	| { kind: 'flight'; plane: string; steps: string[] }
	| { kind: 'combat'; plane: string; shots: ShotOrder[] };

export interface DeckActivation {
	deck: DeckState<string>;
	/** Planes returning to the table move first (G-MOVE-5). */
	first: string[];
	/** Planes that came back this turn: they hold no card in this turn's deck (public: all saw it). */
	reentered: string[];
	/** Aces who declared Patience (G-MAN-3). */
	waiting: string[];
	/** True once the Patience aces have diced off for the last places. */
	waitingOrdered: boolean;
	current: string | null;
	/** Where the current plane came from: a re-entry, the deck, or the Patience queue. */
	source: 'first' | 'deck' | 'waiting' | null;
}

export interface CommandState {
	/** Command points left this round: 3 at the round's start, less the bid once bids are shown (001). */
	cp: Record<Side, number>;
	/** Sealed bids of this round (hidden from the other side until both are in). */
	bids: Partial<Record<Side, number>>;
	/** Who holds the initiative card now. */
	holder: Side | null;
	/** Who won this round's bid (took the card first); null before the bids are shown. */
	winner: Side | null;
	/** Who won the previous round's bid: ◇ ties go to the other side (G-TURN-2). */
	lastWinner: Side | null;
	/** Planes still holding an activation marker this round. */
	marked: string[];
}

export interface GridResult {
	outcome: MissionOutcome;
	reason: string;
	kills: Kill[];
	fled: string[];
	shotDown: string[];
	escaped: string[];
	objectives: {
		photographed: boolean;
		bombed: number;
		siteFound: boolean;
		balloonsDestroyed: number;
		bomberDowned: boolean;
	};
	score?: Record<Side, number>;
}

export type GridPhase = 'fire' | 'activation' | 'bid' | 'command' | 'over';

export interface GridBoard {
	width: number;
	height: number;
	/** Home edges are the short ends (G-MOVE-6). */
	home: Record<Side, Edge>;
	extensions: Rect[];
	tilesLeft: number;
}

export interface GridState {
	rules: GridRules;
	mission: MissionId | null;
	board: GridBoard;
	terrain: Terrain;
	objectives: Objectives;
	planes: PlaneState[];
	turn: number;
	phase: GridPhase;
	pendingFire: Partial<Record<Side, ShotOrder[]>>;
	activation: DeckActivation | null;
	command: CommandState | null;
	kills: Kill[];
	balloonsDestroyed: { balloon: string; by: string }[];
	dice: DiceState;
	result: GridResult | null;
	/** A fixed first-turn activation order from the setup, used once instead of shuffling. */
	firstDeck: string[] | null;
}

export interface PlaneSetup {
	id: string;
	type: string;
	side: Side;
	x: number;
	y: number;
	facing: Facing;
	pilot?: string;
	aceSkills?: AceSkill[];
	/** Optional state overrides (scenario files, tests). */
	hp?: number;
	critical?: boolean;
	speed?: SpeedClass;
	agility?: AgilityClass;
	ve?: number;
	status?: PlaneStatus;
	lastManoeuvre?: ManoeuvreId | null;
	deadCrew?: string[];
	exit?: { x: number; y: number; edge: Edge };
	lostIn?: Rect;
	photographed?: boolean;
}

export interface GridSetup {
	mission?: MissionId | null;
	board: { width: number; height: number; home?: Record<Side, Edge> };
	planes: PlaneSetup[];
	terrain?: Omit<Partial<Terrain>, 'balloons'> & {
		balloons?: (Omit<Balloon, 'hp'> & { hp?: number })[];
	};
	objectives?: Partial<Objectives>;
	options?: Partial<GridRules>;
	/** Fixes the first turn's activation order instead of shuffling (worked examples, tests). */
	firstDeck?: string[];
}
