// The HTML of the page parts that hydrate after the rest (issue 30: LateHydrate.svelte), put into
// the prerendered pages by src/hooks.server.ts. The page renders an empty wrapper for such a part,
// so that its own hydration leaves the part alone; the part's HTML is filled in here, as the
// part renders on a fresh page, and the part hydrates it one task later.
import type { Component } from 'svelte';
import { render } from 'svelte/server';
import ActivationChoice from '$lib/ui/skirmish/ActivationChoice.svelte';
import QuickStart from '$lib/ui/skirmish/QuickStart.svelte';
import SeatChoices from '$lib/ui/skirmish/SeatChoices.svelte';
import SetupMode from '$lib/ui/skirmish/SetupMode.svelte';
import SetupSide from '$lib/ui/skirmish/SetupSide.svelte';
import SetupStart from '$lib/ui/skirmish/SetupStart.svelte';
import SetupTerrain from '$lib/ui/skirmish/SetupTerrain.svelte';
import { SkirmishSetup } from '$lib/ui/skirmish/setup-state.svelte';

const part =
	<Props extends Record<string, unknown>>(component: Component<Props>, props: () => Props) =>
	() =>
		render(component, { props: props() }).body;

/**
 * Each part by the id its LateHydrate wrapper names, as a fresh page shows it: the Skirmish page's
 * quick start (nothing started yet) and its set-up form's parts (SetupForm.svelte: the default
 * set-up, not busy).
 */
const PARTS: Record<string, () => string> = {
	'skirmish-quick-start': part(QuickStart, () => ({
		busy: false,
		onquick: () => undefined,
		ontutorial: () => undefined
	})),
	'skirmish-setup-mode': part(SetupMode, () => ({ setup: new SkirmishSetup() })),
	'skirmish-setup-side-a': part(SetupSide, () => ({
		setup: new SkirmishSetup(),
		side: 'A' as const
	})),
	'skirmish-setup-side-b': part(SetupSide, () => ({
		setup: new SkirmishSetup(),
		side: 'B' as const
	})),
	'skirmish-setup-terrain': part(SetupTerrain, () => ({ setup: new SkirmishSetup() })),
	'skirmish-setup-activation': part(ActivationChoice, () => ({
		value: new SkirmishSetup().activation
	})),
	'skirmish-setup-seats': part(SeatChoices, () => ({ seats: new SkirmishSetup().seats })),
	'skirmish-setup-start': part(SetupStart, () => ({
		setup: new SkirmishSetup(),
		onstart: () => undefined,
		busy: false
	}))
};

/** Fills every empty `data-late` wrapper of `html` with its part. */
export function fillLateParts(html: string): string {
	return html.replace(
		/(<div [^>]*data-late="([a-z-]+)"[^>]*>)(<\/div>)/g,
		(whole, open: string, id: string, close: string) =>
			PARTS[id] ? `${open}${PARTS[id]()}${close}` : whole
	);
}
