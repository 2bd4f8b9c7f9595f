// Starts the guided first dogfight (tutorial.ts) and says why not when it cannot. Its own module
// so that the Dogfight page loads the hex rules, the database and the refusal texts only when
// the button is pressed (issue 30: `import()` from GuidedStart.svelte).
import { createDogfight } from '$lib/dogfight/game';
import { startDogfight } from '$lib/session/dogfight-games';
import { TUTORIAL_SEED, tutorialSetup } from '$lib/dogfight/tutorial';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';

/** The new game's id, or the reason in the reader's language. */
export async function startGuidedDogfight(): Promise<{ id: string } | { problem: string }> {
	const { setup, seats } = tutorialSetup({
		you: m.dogfight_quick_you(),
		enemy: m.dogfight_quick_enemy({ n: 1 })
	});
	const game = createDogfight(setup, seats, TUTORIAL_SEED);
	if (!game.ok) return { problem: reasonText(game) };
	const started = await startDogfight({
		...game.value,
		log: { ...game.value.log, tutorial: 'first-game' }
	});
	return started.ok ? { id: started.value } : { problem: reasonText(started) };
}
