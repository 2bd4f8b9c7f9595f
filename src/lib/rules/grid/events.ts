import type { ManoeuvreId } from '../../data/grid/rules';
import type { Reason } from '../common/result';
import type { Edge, Facing, GridResult, Rect, Side, Square } from './types';

/** One die of a shot and what it did (G-FIRE-2, G-FIRE-3). */
export interface MajorRoll {
	/** The d6 rolled on the major table. */
	roll: number;
	hp: number;
	effect: 'observer-dies' | 'speed-lost' | 'damage' | 'agility-lost' | 'critical';
}

/**
 * Why a plane could not shoot at a target in a fire step nobody could fire in (G-TURN-1, G-FIRE-1,
 * G-FIRE-5): `target` null when the plane could not shoot at all (e.g. it jinked last turn).
 */
export interface NoShotReason {
	plane: string;
	target: string | null;
	reason: Reason;
}

/** Plain data describing what happened, dice shown, for the turn log and animations. */
export type GridEvent =
	| { type: 'turn-started'; turn: number }
	| { type: 'fire-step'; turn: number }
	/** The fire step was skipped because nobody could shoot; the reasons, plane by plane. */
	| { type: 'no-shots'; turn: number; reasons: NoShotReason[] }
	| {
			type: 'shot';
			shooter: string;
			gun: string;
			target: string;
			range: number;
			ca: number;
			dice: number;
			rolls: number[];
			majors: MajorRoll[];
			minor: number;
			hpLoss: number;
			passing?: boolean;
	  }
	| { type: 'passing-roll'; plane: string; target: string; roll: number; needed: number }
	| { type: 'shot-down'; plane: string; by: string | null }
	| { type: 'critical'; plane: string }
	| { type: 'observer-killed'; plane: string; gun: string }
	| { type: 'speed-lost'; plane: string; now: string }
	| { type: 'agility-lost'; plane: string; now: string }
	| { type: 'balloon-destroyed'; balloon: string; by: string }
	| { type: 'deck-shuffled'; cards: number }
	| { type: 'activated'; plane: string }
	| { type: 'patience'; plane: string }
	| { type: 'patience-dice-off'; rolls: { plane: string; roll: number }[] }
	| {
			type: 'moved';
			plane: string;
			path: string;
			manoeuvre: ManoeuvreId | null;
			from: Square & { facing: Facing };
			to: Square & { facing: Facing };
			squares: Square[];
	  }
	| { type: 'left-table'; plane: string; edge: Edge }
	| { type: 'withdrawn'; plane: string; edge: Edge }
	| { type: 'escaped'; plane: string; edge: Edge }
	| { type: 'reentered'; plane: string; x: number; y: number; facing: Facing }
	| { type: 'lost-in-cloud'; plane: string }
	| { type: 'reemerged'; plane: string; x: number; y: number; facing: Facing }
	| { type: 'photographed'; plane: string; x: number; y: number }
	| { type: 'bombed'; plane: string; x: number; y: number }
	| { type: 'site-visited'; plane: string; x: number; y: number; real: boolean }
	| { type: 'bid-placed'; side: Side }
	| { type: 'initiative'; side: Side; bids: Record<Side, number> }
	| { type: 'round-started'; round: number }
	| { type: 'board-extended'; tile: Rect }
	| { type: 'flew-off-board'; plane: string }
	| { type: 'swapped'; plane: string; with: string }
	| { type: 'game-over'; result: GridResult };
