/**
 * A Svelte action: the element's columns may be as tall as the screen below its top edge, so a
 * table game never scrolls the page (ux.md 1) whatever the height of the app's header (one line
 * of navigation or two, landscape or portrait). Sets `--avail` on the element, in pixels.
 */
export function fillViewport(node: HTMLElement) {
	const set = () => {
		const top = node.getBoundingClientRect().top + window.scrollY;
		// The page's own bottom padding (main, 1rem) and a little air.
		const bottomPad = 24;
		node.style.setProperty('--avail', `${Math.max(320, window.innerHeight - top - bottomPad)}px`);
	};
	set();
	const observer = new ResizeObserver(set);
	observer.observe(document.body);
	window.addEventListener('resize', set);
	return {
		destroy() {
			observer.disconnect();
			window.removeEventListener('resize', set);
		}
	};
}
