// Runs when SvelteKit prerenders the pages at build time (adapter-static: there is no server).
import type { Handle } from '@sveltejs/kit';
import { modulesToPreload, preloadAfterFirstPaint } from '$lib/boot/preload-after-paint';
import { fillLateParts } from '$lib/server/late-parts';

/**
 * A page's JavaScript is preloaded after its first paint, not from its head (see the helper); the
 * parts that hydrate after the rest get their HTML (issue 30: late-parts.ts).
 */
export const handle: Handle = ({ event, resolve }) => {
	const modules: string[] = [];
	return resolve(event, {
		preload: ({ type, path }) => {
			if (type !== 'js') return type === 'css';
			modules.push(path);
			return false;
		},
		transformPageChunk: ({ html }) =>
			fillLateParts(
				html.replace('</head>', `${preloadAfterFirstPaint(modulesToPreload(modules))}</head>`)
			)
	});
};
