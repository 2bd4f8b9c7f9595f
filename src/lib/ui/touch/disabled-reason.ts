import type { Action } from 'svelte/action';
import { reasonBubble } from './reason-bubble.svelte';

/**
 * `use:disabledReason={reason}` on a button: with a reason the control is disabled for the
 * assistive tech (aria-disabled) but still takes taps, and a tap shows the reason next to it
 * instead of acting; with null or '' it is an ordinary button. A native `disabled` button gets
 * no events at all, so it could never say why. Shared by the Skirmish and Dogfight screens.
 */
export const disabledReason: Action<HTMLElement, string | null | undefined> = (node, initial) => {
	let reason = initial ?? '';
	const apply = () => {
		if (reason) node.setAttribute('aria-disabled', 'true');
		else node.removeAttribute('aria-disabled');
		if (!reason && reasonBubble.anchor === node) reasonBubble.hide();
	};
	// On the element itself, before the event bubbles up to Svelte's delegated click handlers.
	const onclick = (e: Event) => {
		if (!reason) return;
		e.preventDefault();
		e.stopImmediatePropagation();
		reasonBubble.show(node, reason);
	};
	node.addEventListener('click', onclick, true);
	apply();
	return {
		update(next) {
			reason = next ?? '';
			apply();
		},
		destroy() {
			node.removeEventListener('click', onclick, true);
			if (reasonBubble.anchor === node) reasonBubble.hide();
		}
	};
};
