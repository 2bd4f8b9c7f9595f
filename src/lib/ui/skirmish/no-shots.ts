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
 * The latest fire step's "why nobody fired" event, if nobody could shoot in it: the engine puts it
 * right after the step's 'fire-step' event. Null once a later fire step or round has begun.
 */
export function lastNoShots(events: readonly GridEvent[]): NoShotsEvent | null {
	for (let i = events.length - 1; i >= 0; i--) {
		const e = events[i];
		if (e.type === 'round-started') return null;
		if (e.type !== 'fire-step') continue;
		const next = events[i + 1];
		return next?.type === 'no-shots' ? next : null;
	}
	return null;
}
