/**
 * Why a tapped square is no end or no step of the move being chosen, in the player's language,
 * from the engine's reason code and its values (issue 28: the rule and the value, not only "not
 * legal").
 */
import {
	whyNotEnd,
	whyNotStep,
	type GridState,
	type LegalChoices,
	type PlaneState
} from '$lib/rules/grid';
import { moveKindOf, type ManKey } from '$lib/skirmish/geometry';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';
import type { TapRefusal } from './decision.svelte';
import { planeName } from './describe';

export interface TapContext {
	state: GridState;
	choices: LegalChoices | null;
	/** The manoeuvre in force and the square-by-square path tapped so far. */
	man: ManKey;
	stepPath: string;
	planes: readonly PlaneState[];
}

export function tapWords(r: TapRefusal | null, ctx: TapContext): string {
	if (r === null) return '';
	const c = ctx.choices;
	if (c?.phase !== 'activation') return m.skirmish_cannot_reach({ x: r.x + 1, y: r.y + 1 });
	const kind = moveKindOf(ctx.man);
	const why =
		r.kind === 'no-step'
			? whyNotStep(ctx.state, c.plane, kind, ctx.stepPath, r)
			: whyNotEnd(ctx.state, c.plane, kind, r);
	return reasonText(why, { plane: (id) => planeName(ctx.planes, id) });
}
