import { m } from '$lib/ui/i18n';
import type { Side } from '$lib/rules/grid';
import type { NewSkirmish } from '$lib/skirmish/new-game';
import type { FreePlane } from '$lib/skirmish/setup';

/** The forces a new free skirmish starts with (the set-up form's defaults). */
export const defaultFreePlanes = (): Record<Side, FreePlane[]> => ({
	A: [
		{ type: 'camel', aceSkills: [] },
		{ type: 'se5a', aceSkills: [] }
	],
	B: [
		{ type: 'fokker-dr1', aceSkills: [] },
		{ type: 'albatros-diii', aceSkills: [] }
	]
});

/**
 * "Quick game" starts at once (issue 18): the set-up form's defaults — Camel and S.E.5a against
 * Dr.I and Albatros, you against the normal computer, a few clouds, the initiative deck.
 */
export const QUICK_GAME = (): NewSkirmish => ({
	mode: 'free',
	free: {
		planes: defaultFreePlanes(),
		terrain: 'light',
		activation: 'deck'
	},
	seats: { A: { kind: 'human' }, B: { kind: 'computer', level: 'normal' } },
	title: m.skirmish_free_title({ a: 2, b: 2 })
});
