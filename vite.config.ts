import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { compile } from './scripts/i18n.mjs';

/** Compiles messages/<area>/*.json into typed modules at start and whenever a message file changes. */
function messages(): Plugin {
	const run = () => {
		const result = compile();
		if ('problems' in result) throw new Error(`messages: ${result.problems.join('; ')}`);
	};
	return {
		name: 'tally-ho-messages',
		buildStart: run,
		configureServer(server) {
			server.watcher.add('messages');
			server.watcher.on('change', (file) => {
				if (/messages[\\/].+\.json$/.test(file)) run();
			});
		}
	};
}

export default defineConfig({
	plugins: [messages(), sveltekit()],
	test: {
		include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['src/test/fast-check-setup.ts'],
		testTimeout: 30_000
	}
});
