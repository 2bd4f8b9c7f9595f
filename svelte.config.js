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
		serviceWorker: { register: false }
	}
};

export default config;
