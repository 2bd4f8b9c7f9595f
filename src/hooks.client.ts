// Runs in the browser before SvelteKit loads the page's modules.
import type { ClientInit } from '@sveltejs/kit';
import { PRELOADS_ADDED } from '$lib/boot/preload-after-paint';

/**
 * Start once the after-paint script's preload links are in (why: PRELOADS_ADDED). A page without
 * that script starts at once; one opened in a background tab, which draws no frame, when shown.
 */
export const init: ClientInit = () =>
	(window as unknown as Record<string, Promise<void> | undefined>)[PRELOADS_ADDED];
