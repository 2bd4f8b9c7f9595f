import type { Action } from 'svelte/action';

/**
 * How far to scroll a sideways bar so that its current link is in sight, centred where it can be:
 * 0 when the link is in sight already (boxes as `getBoundingClientRect` gives them).
 */
export function scrollToReveal(
	bar: { left: number; right: number },
	link: { left: number; right: number }
): number {
	if (link.left >= bar.left && link.right <= bar.right) return 0;
	const room = bar.right - bar.left - (link.right - link.left);
	return link.left - bar.left - Math.max(0, room / 2);
}

/**
 * `use:revealCurrent={page.url.pathname}` on a bar of links that scrolls sideways (on a phone the
 * main menu and a campaign's pages do): the link of the page one is on (`aria-current="page"`) is
 * brought into sight, when the bar first has its size, whenever its size changes (a turned
 * tablet) and after a navigation. Before, on a phone the current page could sit past the screen's
 * edge ("Luftkampf", "Diagramme"). A ResizeObserver reports after layout, so this forces none
 * while the page hydrates.
 */
export const revealCurrent: Action<HTMLElement, unknown> = (bar) => {
	const reveal = () => {
		if (bar.scrollWidth <= bar.clientWidth) return;
		const link = bar.querySelector<HTMLElement>('[aria-current="page"]');
		if (!link) return;
		const by = scrollToReveal(bar.getBoundingClientRect(), link.getBoundingClientRect());
		if (by !== 0) bar.scrollLeft += by;
	};
	const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
	watch?.observe(bar);
	let frame = 0;
	return {
		update() {
			// After the navigation's DOM updates have set the new current link.
			cancelAnimationFrame(frame);
			frame = requestAnimationFrame(reveal);
		},
		destroy() {
			cancelAnimationFrame(frame);
			watch?.disconnect();
		}
	};
};
