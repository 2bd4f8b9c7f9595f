/**
 * The "Tally Ho!" table companion (issue 20): the models fly on a real table; the app keeps the
 * initiative deck or the command points, rolls the shots and keeps each plane's card. Its state
 * wraps a grid engine state whose squares mean nothing: every rule it applies is the engine's.
 */
import type {
	Edge,
	Facing,
	GridEvent,
	GridSetup,
	GridState,
	ManoeuvreId,
	Side
} from '$lib/rules/grid';

/** Which campaign mission a table game fights and who flies which plane (plane id → pilot id). */
export interface TableCampaignLink {
	campaignId: string;
	missionId: string;
	pilots: Record<string, string>;
}

export interface TallySetup {
	/** A short label for the saved-games list. */
	title: string;
	/** Planes, mission, its objective pieces and the rules options; the squares are not used. */
	grid: GridSetup;
	campaign: TableCampaignLink | null;
}

/** A plane's mission task done on the table (C-M1, C-M2, C-M4): the engine's own flags. */
export type TableObjective = 'photographed' | 'bombed' | 'site-found';

export type TallyAction =
	/** One gun of a plane at one target: range and combat advantage as measured on the table. */
	| { kind: 'shot'; plane: string; gun: string; target: string; range: number; ca: number }
	/** Deck play: every shot of this fire step is rolled (G-TURN-1). */
	| { kind: 'end-fire' }
	/**
	 * Deck play: the activated plane has flown, with the manoeuvre it flew if any (G-MAN-1), and
	 * the enemies whose square the model passed (G-MOVE-4: its wing MG's passing shots).
	 */
	| { kind: 'moved'; plane: string; manoeuvre: ManoeuvreId | null; passed?: string[] }
	/** Deck play: the activated plane flew into a large cloud and is lost (G-TER-2). */
	| { kind: 'lost'; plane: string; manoeuvre: ManoeuvreId | null }
	/** Deck play: a lost plane's card is up; where it comes out of a cloud of this size (G-TER-2). */
	| { kind: 'cloud-exit'; plane: string; wide: number; deep: number }
	/** The square rolled is off the table or in another cloud: roll again, no second −ve. */
	| { kind: 'cloud-exit-reroll'; plane: string }
	/** Deck play: an ace with Patience waits to move last (G-MAN-3). */
	| { kind: 'patience'; plane: string }
	/** Command-point play: one side's secret bid (G-TURN-2). */
	| { kind: 'bid'; side: Side; points: number }
	/** Command-point play: a Flight action of a marked plane; `passed` as for `moved`. */
	| { kind: 'flight'; plane: string; passed?: string[] }
	/** Command-point play: a Combat action begins; its shots follow, then `end-combat`. */
	| { kind: 'combat'; plane: string }
	| { kind: 'end-combat' }
	/** The model left the table by this edge (G-MOVE-5, G-MOVE-6, C-M1, C-M4). */
	| { kind: 'left'; plane: string; edge: Edge }
	/** Down with nobody credited: a collision, flown off the table with no tile left. */
	| { kind: 'down'; plane: string }
	| { kind: 'objective'; plane: string; objective: TableObjective }
	/** The players stop the fight (turn limit, agreement): the mission's verdict now. */
	| { kind: 'end' };

export type TallyEvent =
	| GridEvent
	| { type: 'flew'; plane: string; manoeuvre: ManoeuvreId | null }
	| { type: 'fire-step-ended'; turn: number }
	| { type: 'flight'; plane: string }
	| { type: 'combat-started'; plane: string }
	| { type: 'combat-ended'; plane: string }
	| { type: 'site-found'; plane: string }
	| { type: 'ended-by-players' }
	| ({ type: 'cloud-exit'; ve: number } & CloudExit);

/** A large cloud on the players' table: squares along the table (west–east) and across it. */
export interface CloudSize {
	plane: string;
	wide: number;
	deep: number;
}

/**
 * G-TER-2 on the table: where a lost plane came out, as rolled. `sideRoll` is the d4 (1 north,
 * 2 east, 3 south, 4 west); `square` the d`length` along that side, counted from its west end
 * (north and south sides) or its north end (east and west sides).
 */
export interface CloudExit extends CloudSize {
	side: Edge;
	sideRoll: number;
	square: number;
	length: number;
	facing: Facing;
	/** Rolled again because the first square was not free. */
	reroll: boolean;
}

export interface TallyState {
	grid: GridState;
	/**
	 * Deck play, during a fire step: the state when the step began. Fire is simultaneous
	 * (G-TURN-1: every pool is sized before any hit), so each shot is checked against it and a
	 * plane shot down in this step still fires.
	 */
	fireStart: GridState | null;
	/** Guns that fired in this fire step or Combat action, as "plane/gun". */
	fired: string[];
	/** Command-point play: the plane taking its Combat action. */
	combat: string | null;
	/** The cloud each plane was last lost in, so the form asks its size only once (G-TER-2). */
	cloudSizes: CloudSize[];
	/** Where the plane whose card is up came out of its cloud; cleared when its activation ends. */
	cloudExit: CloudExit | null;
}
