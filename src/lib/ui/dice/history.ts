/**
 * The Dice & tables page's roll history: plain JSON entries, newest first, capped.
 * Entries keep what was rolled (not translated text), so they read in the current language.
 */
import type { MissionId } from '$lib/data/missions';
import type { DiceSide } from './sides';
import type { GunKind } from './shooting-pool';

export const HISTORY_KEY = 'diceHistory';
export const HISTORY_CAP = 200;

interface EntryBase {
	id: string;
	/** Epoch milliseconds of the roll. */
	at: number;
	dice: number[];
}

export type HistoryEntry =
	| (EntryBase & { tool: 'pool'; sum: number })
	| (EntryBase & {
			tool: 'shooting';
			gun: GunKind;
			/** Major-table rolls, one per major hit in die order. */
			majorRolls: number[];
			hpLoss: number;
			/** Effect keys of the major rows read (see major-table.ts). */
			effects: string[];
	  })
	| (EntryBase & {
			tool: 'mission';
			side: DiceSide;
			row: number;
			/** The mission, or null while the rolling side still has to choose between `options`. */
			mission: MissionId | null;
			options: MissionId[] | null;
	  })
	| (EntryBase & { tool: 'survival'; survived: boolean; needed: number });

export type HistoryTool = HistoryEntry['tool'];
const TOOLS: readonly string[] = ['pool', 'shooting', 'mission', 'survival'];

/** New list with `entry` first, keeping at most `cap` entries. */
export function appendHistory(
	list: readonly HistoryEntry[],
	entry: HistoryEntry,
	cap: number = HISTORY_CAP
): HistoryEntry[] {
	return [entry, ...list].slice(0, Math.max(0, cap));
}

/** New list with the entry `id` changed by `patch` (e.g. the mission chosen after the roll). */
export function updateHistory(
	list: readonly HistoryEntry[],
	id: string,
	patch: (entry: HistoryEntry) => HistoryEntry
): HistoryEntry[] {
	return list.map((entry) => (entry.id === id ? patch(entry) : entry));
}

const isDieList = (value: unknown): value is number[] =>
	Array.isArray(value) && value.every((v) => Number.isInteger(v) && v >= 1);

/** Keeps only well-formed entries of a stored value (older or damaged data never breaks the page). */
export function readHistory(value: unknown, cap: number = HISTORY_CAP): HistoryEntry[] {
	if (!Array.isArray(value)) return [];
	return value
		.filter((item): item is HistoryEntry => {
			if (typeof item !== 'object' || item === null) return false;
			const e = item as Record<string, unknown>;
			return (
				typeof e.id === 'string' &&
				typeof e.at === 'number' &&
				typeof e.tool === 'string' &&
				TOOLS.includes(e.tool) &&
				isDieList(e.dice)
			);
		})
		.slice(0, cap);
}
