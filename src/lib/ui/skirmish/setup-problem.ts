// Why a free Skirmish set-up cannot start, in the reader's language (issue 18). Its own module so
// that the set-up form loads the rules engine and the refusal texts after its first paint
// (issue 30: `import()` from SetupForm.svelte), not as part of the page's first load.
import { reasonText } from '$lib/ui/reasons';
import { freeSetupProblem } from '$lib/skirmish/setup-check';
import type { FreeSkirmishOptions } from '$lib/skirmish/setup';

export function setupProblemText(options: FreeSkirmishOptions): string | null {
	const r = freeSetupProblem(options);
	return r ? reasonText(r) : null;
}
