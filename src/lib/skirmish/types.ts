import type { DiceState } from '$lib/rules/common/dice';
import type { GridOrder, GridSetup, Side } from '$lib/rules/grid';
import type { CampaignLink } from './campaign-setup';

/** Computer strength, as the grid bots name it. */
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';

export type Seat = { kind: 'human' } | { kind: 'computer'; level: BotLevel };

/**
 * A game as the app keeps it (architecture principle 3): setup + seed + orders. The bots' own
 * dice are kept too, so a computer seat goes on rolling the same way after a reload.
 */
export interface SkirmishLog {
	version: 1;
	setup: GridSetup;
	seed: number;
	seats: Record<Side, Seat>;
	orders: GridOrder[];
	botDice: Record<Side, DiceState>;
	/** A label for the saved-games list. */
	title: string;
	/** Set when the game fights a campaign mission (its result goes back to the campaign). */
	campaign?: CampaignLink;
	/** The guided first game (tutorial.ts): hints at each decision. */
	tutorial?: 'first-game';
}
