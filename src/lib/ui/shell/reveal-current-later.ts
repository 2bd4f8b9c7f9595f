import type { Action } from 'svelte/action';

/**
 * `revealCurrent` (reveal-current.ts) for the main menu, loaded after the page has started: the
 * menu is on every page's first load (issue 30: the home page's first-load JS, ≤ 45.7 kB), and the
 * menu's link to the page one is on only needs bringing into sight once the bar has its size.
 */
export const revealCurrentLater: Action<HTMLElement, unknown> = (bar, key) => {
	let real: ReturnType<Action<HTMLElement, unknown>> | null = null;
	let gone = false;
	void import('./reveal-current').then(({ revealCurrent }) => {
		if (!gone) real = revealCurrent(bar, key) ?? null;
	});
	return {
		update(next) {
			real?.update?.(next);
		},
		destroy() {
			gone = true;
			real?.destroy?.();
		}
	};
};
