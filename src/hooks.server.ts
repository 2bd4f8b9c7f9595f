// Runs when SvelteKit prerenders the pages at build time (adapter-static: there is no server).
import type { Handle } from '@sveltejs/kit';
import { preloadAfterFirstPaint } from '$lib/boot/preload-after-paint';

/** A page's JavaScript is preloaded after its first paint, not from its head (see the helper). */
export const handle: Handle = ({ event, resolve }) => {
	const modules: string[] = [];
	return resolve(event, {
		preload: ({ type, path }) => {
			if (type !== 'js') return type === 'css';
			modules.push(path);
			return false;
		},
		transformPageChunk: ({ html }) =>
			html.replace('</head>', `${preloadAfterFirstPaint(modules)}</head>`)
	});
};
