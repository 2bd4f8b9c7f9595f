/**
 * A saved dogfight's title, made when shown (issue 18: saved-game titles in the reader's
 * language): the guided first game by its name, any other by its aircraft, side against side.
 */
import { AIRCRAFT, type Side } from '$lib/data/hex';
import type { DogfightLog } from '$lib/dogfight/game';
import { m } from '$lib/ui/i18n';

export function dogfightTitle(log: Pick<DogfightLog, 'setup' | 'seats' | 'tutorial'>): string {
	if (log.tutorial === 'first-game') return m.dogfight_tutorial_title();
	const names = (side: Side) =>
		log.setup.planes
			.filter((p) => log.seats.find((s) => s.id === p.seat)?.side === side)
			.map((p) => (Object.hasOwn(AIRCRAFT, p.aircraft) ? AIRCRAFT[p.aircraft].name : p.aircraft))
			.join(', ');
	return m.dogfight_title_vs({ entente: names('entente'), central: names('central') });
}
