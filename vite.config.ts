import { sveltekit } from '@sveltejs/kit/vite';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
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

/**
 * The unit files that play many random games, fuzz or start processes (issue 30): the project
 * "slow". `npm run test:unit -- --project fast` runs everything else for a quick loop; plain
 * `npm run test:unit` (and `npm test`) runs both.
 */
const SLOW = [
	'**/*property*.test.ts',
	'**/*fuzz*.test.ts',
	'scripts/umpire/cli.test.ts',
	'src/lib/bots/**/bots.test.ts',
	'src/lib/bots/grid/work-budget.test.ts',
	'src/lib/bots/grid/recorded-games.test.ts',
	'src/lib/bots/grid/hard-speed.test.ts',
	'src/lib/rules/hex/replay-pins.test.ts'
];
const ALL = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
	plugins: [messages(), sveltekit()],
	test: {
		environment: 'node',
		setupFiles: ['src/test/fast-check-setup.ts'],
		testTimeout: 30_000,
		projects: [
			{
				extends: true,
				test: { name: 'fast', include: ALL, exclude: [...configDefaults.exclude, ...SLOW] }
			},
			{ extends: true, test: { name: 'slow', include: SLOW } }
		]
	}
});
