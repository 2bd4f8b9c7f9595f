import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		...(process.env.VITEST
			? []
			: [
					paraglideVitePlugin({
						project: './project.inlang',
						outdir: './src/lib/paraglide',
						// The language choice lives on the device; no URL or cookie in an offline SPA.
						strategy: ['localStorage', 'preferredLanguage', 'baseLocale']
					})
				]),
		sveltekit()
	],
	test: {
		include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		testTimeout: 30_000
	}
});
