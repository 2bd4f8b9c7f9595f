/**
 * A campaign save the store may refuse (issue 13): busy while it runs, the refusal in words, and
 * whether it was refused because the campaign changed elsewhere — then the screen offers to read
 * it again instead of "fix this field". One path for the result page, "record this mission" (app
 * and table, issue 27) and the crew page.
 */
import { errorMessage } from '$lib/campaign/loader.svelte';
import type { Ok, Result } from '$lib/rules/common/result';
import { reasonText } from '$lib/ui/reasons';
import { isStale } from './stale';

export class StaleAwareSave {
	busy = $state(false);
	/** Why the last save (or the step before it) was refused, in words; null when nothing is wrong. */
	failure = $state<string | null>(null);
	/** Refused because the campaign changed since it was read: reading it again fixes that. */
	stale = $state(false);

	/** Runs the save; its value when it was done, else null with the refusal in `failure`. */
	async run<T>(save: () => Promise<Result<T>>): Promise<Ok<T> | null> {
		this.busy = true;
		this.clear();
		try {
			const done = await save();
			if (done.ok) return done;
			this.failure = reasonText(done);
			this.stale = isStale(done);
		} catch (e) {
			this.failure = errorMessage(e);
		} finally {
			this.busy = false;
		}
		return null;
	}

	clear() {
		this.failure = null;
		this.stale = false;
	}
}
