// The HTML of the page parts that hydrate after the rest (issue 30: LateHydrate.svelte), put into
// the prerendered pages by src/hooks.server.ts. The page renders an empty wrapper for such a part,
// so that its own hydration leaves the part alone; the part's HTML is filled in here, as the
// part renders on a fresh page, and the part hydrates it one task later.
import { render } from 'svelte/server';
import SetupForm from '$lib/ui/skirmish/SetupForm.svelte';

/** Each part by the id its LateHydrate wrapper names. */
const PARTS: Record<string, () => string> = {
	'skirmish-setup': () =>
		render(SetupForm, { props: { onstart: () => undefined, busy: false } }).body
};

/** Fills every empty `data-late` wrapper of `html` with its part. */
export function fillLateParts(html: string): string {
	return html.replace(
		/(<div [^>]*data-late="([a-z-]+)"[^>]*>)(<\/div>)/g,
		(whole, open: string, id: string, close: string) =>
			PARTS[id] ? `${open}${PARTS[id]()}${close}` : whole
	);
}
