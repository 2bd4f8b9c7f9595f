/**
 * Starting a new game and opening it: one path for every start screen (issue 27). The rules'
 * refusal comes back in its words, an unexpected failure (storage full) as `failureText` says it.
 */
import { goto } from '$app/navigation';
import type { Result } from '$lib/rules/common/result';
import { failureText } from '$lib/ui/failure';
import { reasonText } from '$lib/ui/reasons';

/** Makes the game and opens its play screen; '' when it opened, else why not in words. */
export async function startAndOpen(
	make: () => Promise<Result<string>>,
	playHref: (id: string) => string
): Promise<string> {
	try {
		const made = await make();
		if (!made.ok) return reasonText(made);
		await goto(playHref(made.value));
		return '';
	} catch (e) {
		return failureText(e, 'start');
	}
}
