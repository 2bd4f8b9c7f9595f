// The set-up form's HTML for the prerendered Skirmish page (issue 30: LateHydrate.svelte). Only
// the build renders it (svelte/server); the browser imports this module never.
import { render } from 'svelte/server';
import SetupForm from './SetupForm.svelte';

/** The form as a fresh page shows it (not busy), with Svelte's hydration markers. */
export function setupFormHtml(): string {
	return render(SetupForm, { props: { onstart: () => undefined, busy: false } }).body;
}
