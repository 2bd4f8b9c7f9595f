/**
 * The room the Skirmish page's saved games took the last time, kept so the next visit can hold
 * it before they load (issue 30: the card came after the page took taps and pushed the set-up
 * form down by about 170 px on a tablet). app.html reads it before the first paint and sets
 * `--skirmish-saved-h` when the screen is as wide as it was; the page holds that height until
 * the list is read. Only a height and a width: nothing of the games themselves.
 */
export const SAVED_ROOM_KEY = 'tallyho.skirmish.savedRoom';

export interface SavedRoom {
	/** The window's width (CSS px) the height was measured at: another width wraps otherwise. */
	w: number;
	/** The saved games' height (CSS px), 0 with none. */
	h: number;
}

/** Keeps the room measured now; storage that is full or refused only loses the hint. */
export function rememberSavedRoom(room: SavedRoom, storage: Pick<Storage, 'setItem'>): void {
	try {
		storage.setItem(SAVED_ROOM_KEY, JSON.stringify({ w: room.w, h: Math.round(room.h * 10) / 10 }));
	} catch {
		// Private mode or a full store: the next visit simply holds no room.
	}
}

/** The height to hold before the list loads, or null (the same rule as app.html's copy). */
export function roomToHold(stored: string | null, width: number): number | null {
	try {
		const room = JSON.parse(stored ?? 'null') as Partial<SavedRoom> | null;
		if (!room || room.w !== width || typeof room.h !== 'number') return null;
		return room.h > 0 && room.h < 4000 ? room.h : null;
	} catch {
		return null;
	}
}
