import type { MissionId } from '$lib/data/missions';

/**
 * Side A's "X or Y" mission picks on the turn page, kept until the turn starts (issue 28: a
 * choice made, then the page left to look at the roster, was forgotten). A draft, not a record:
 * it lives in the browser's storage under the campaign, the turn and the roll's seed, so a new
 * roll (or another campaign) never inherits it; the campaign's log records the choice when the
 * turn starts.
 */
export type TurnChoices = (MissionId | null)[];

const PREFIX = 'tallyho.turnDraft.';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const storage = (): Store | null => {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
};

const keyOf = (campaignId: string, turn: number, seed: number) =>
	`${PREFIX}${campaignId}.${turn}.${seed}`;

/** The picks kept for this roll, or none made yet. */
export function loadTurnChoices(
	campaignId: string,
	turn: number,
	seed: number,
	store: Store | null = storage()
): TurnChoices {
	try {
		const raw = store?.getItem(keyOf(campaignId, turn, seed));
		const value: unknown = raw ? JSON.parse(raw) : null;
		if (Array.isArray(value) && value.length === 2)
			return value.map((v) => (typeof v === 'string' ? (v as MissionId) : null));
	} catch {
		// Unreadable or blocked storage: nothing kept, Side A chooses again.
	}
	return [null, null];
}

/** Keeps the picks for this roll; drafts of the campaign's other turns or rolls are dropped. */
export function saveTurnChoices(
	campaignId: string,
	turn: number,
	seed: number,
	choices: TurnChoices,
	store: Store | null = storage()
): void {
	try {
		if (!store) return;
		forgetTurnChoices(campaignId, store);
		store.setItem(keyOf(campaignId, turn, seed), JSON.stringify(choices));
	} catch {
		// Storage full or blocked: the pick stays on the page only.
	}
}

/** Drops the campaign's draft (the turn has started, or the campaign is gone). */
export function forgetTurnChoices(campaignId: string, store: Store | null = storage()): void {
	try {
		if (!store) return;
		const mine = `${PREFIX}${campaignId}.`;
		const keys: string[] = [];
		for (let i = 0; i < store.length; i++) {
			const k = store.key(i);
			if (k?.startsWith(mine)) keys.push(k);
		}
		for (const k of keys) store.removeItem(k);
	} catch {
		// Nothing to drop.
	}
}
