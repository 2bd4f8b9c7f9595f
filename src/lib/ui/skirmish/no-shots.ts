import type { GridEvent, PlaneState } from '$lib/rules/grid';
import { reasonText } from '$lib/ui/reasons';
import { planeName } from './describe';

export type NoShotsEvent = Extract<GridEvent, { type: 'no-shots' }>;

/** One plane's lines of the "why nobody fired" list: each target it could not shoot at, and why. */
export interface NoShotLine {
	plane: string;
	label: string;
	reasons: string[];
}

/**
 * The reasons of a skipped fire step (G-TURN-1, issue 15) grouped by plane, in the player's
 * language, planes and balloons named as the board names them.
 */
export function noShotLines(event: NoShotsEvent, planes: readonly PlaneState[]): NoShotLine[] {
	const name = (id: string) => (planes.some((p) => p.id === id) ? planeName(planes, id) : id);
	const out: NoShotLine[] = [];
	for (const r of event.reasons) {
		let line = out.find((l) => l.plane === r.plane);
		if (!line) {
			line = { plane: r.plane, label: name(r.plane), reasons: [] };
			out.push(line);
		}
		const why = reasonText(r.reason, { plane: name });
		line.reasons.push(r.target === null ? why : `${name(r.target)}: ${why}`);
	}
	return out;
}

/**
 * The game's opening fire step (G-TURN-1: a turn opens with its fire step, so turn 1's comes before
 * any plane has flown) with every enemy merely out of range: the planes start apart, and there is
 * nothing to explain. Calling it out would send a newcomer looking for a shot they missed before
 * their first move. A sight blocked or an arc missed at the start is still worth the words.
 */
function openingOutOfRange(events: readonly GridEvent[], at: number, e: NoShotsEvent): boolean {
	const flownBefore = events.slice(0, at).some((x) => x.type === 'moved' || x.type === 'fire-step');
	return !flownBefore && e.reasons.every((r) => r.reason.code === 'grid.out_of_range');
}

/**
 * The latest fire step's "why nobody fired" event, if nobody could shoot in it and it needs
 * explaining: the engine puts it right after the step's 'fire-step' event. Null once a later fire
 * step or round has begun, and for the game's opening step with everyone out of range.
 */
export function lastNoShots(events: readonly GridEvent[]): NoShotsEvent | null {
	for (let i = events.length - 1; i >= 0; i--) {
		const e = events[i];
		if (e.type === 'round-started') return null;
		if (e.type !== 'fire-step') continue;
		const next = events[i + 1];
		if (next?.type !== 'no-shots') return null;
		return openingOutOfRange(events, i, next) ? null : next;
	}
	return null;
}
