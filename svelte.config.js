import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// A static SPA: every route is prerendered as a shell; 200.html is the fallback
		// for anything else, so a deep link works offline too.
		adapter: adapter({ fallback: '200.html', strict: true }),
		// We register the service worker ourselves to offer an update prompt.
		serviceWorker: { register: false },
		// A prerendered page carries its (small) styles in its HTML: the first paint waits for no
		// stylesheet request (issue 19). Larger sheets stay files.
		inlineStyleThreshold: 8192
	}
};

export default config;
