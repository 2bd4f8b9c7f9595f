import { svelte } from '@sveltejs/vite-plugin-svelte';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { compile } from './scripts/i18n.mjs';
import { preloadOnlyForRoutes } from './scripts/vite/preload-only-for-routes.mjs';

/**
 * Compiles messages/<area>/*.json into typed modules at start and whenever a message file changes.
 * Once per process at start: `vitest run` loads this file again for each test project and
 * `vite build` builds twice (issue 30: each compile is 0.15–0.4 s before the first test runs).
 * The mark is on the process, not in this module: each load of the config is a new module.
 */
const COMPILED = Symbol.for('tally-ho.messages-compiled');
const marks = globalThis as { [COMPILED]?: boolean };
function messages(): Plugin {
	const run = () => {
		const result = compile();
		if ('problems' in result) throw new Error(`messages: ${result.problems.join('; ')}`);
		marks[COMPILED] = true;
	};
	return {
		name: 'tally-ho-messages',
		buildStart() {
			if (!marks[COMPILED]) run();
		},
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
 * "slow". `npm run test:unit -- --project 'fast*'` runs everything else for a quick
 * loop; plain `npm run test:unit` (and `npm test`) runs all three.
 */
const SLOW = [
	'**/*property*.test.ts',
	'**/*fuzz*.test.ts',
	'scripts/umpire/cli.test.ts',
	'src/lib/bots/**/bots.test.ts',
	'src/lib/bots/grid/work-budget.test.ts',
	'src/lib/bots/grid/recorded-games.test.ts',
	'src/lib/bots/grid/hard-speed.test.ts',
	'src/lib/bots/grid/deep-rollouts.test.ts',
	'src/lib/rules/hex/replay-pins.test.ts'
];
const ALL = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * Files that replace a module or a global for themselves (`vi.mock`, `vi.stubGlobal`): they run
 * in a fresh module graph each (project "fast-mocked"). Every other file shares its worker's modules
 * (`isolate: false`, issue 30): re-importing the app's modules for each of ~200 files was about a
 * third of the suite's time. Tests that share a worker open their own databases (`useDb`) and
 * keep no state in modules, which is what makes that safe.
 */
const MOCKED = [
	'scripts/umpire/internal-error.test.ts',
	'src/lib/db/club-name.test.ts',
	'src/lib/ui/format-locale.test.ts'
];

/**
 * Svelte runtime modules for form controls, `{@html}` and `$state.snapshot` (issue 30). Svelte's
 * package.json has no "sideEffects" field, so the bundler must assume any of its modules may have
 * some, and keeps every runtime module that any page uses in the one chunk every page loads (the
 * runtime's index imports them all). These modules
 * only declare functions and constants: marked free of side effects, each goes to the pages that
 * call it, and the home page's first load is ≈ 1.5 kB (gzip) smaller. (Marking all of Svelte so
 * splits the runtime into ≈ 12 small chunks per page: larger in sum, more requests.)
 */
const SVELTE_PARTS_HOME_DOES_NOT_USE =
	/svelte[\\/]src[\\/]internal[\\/](client[\\/]dom[\\/](elements[\\/](bindings[\\/](select|input|size)|customizable-select)|blocks[\\/]html)|shared[\\/]clone)\.js$/;

/**
 * The app is built and served with SvelteKit. The unit tests need only Svelte's compiler and
 * `$lib`: SvelteKit's plugin loads TypeScript's compiler to write the routes' types, about a
 * second before the first test on our 2-core machines (issue 30), so it is imported only when
 * used. A unit test cannot import `$app/…`; the pages that use it are tested end to end.
 */
async function appPlugins() {
	if (process.env.VITEST) return [svelte()];
	const { sveltekit } = await import('@sveltejs/kit/vite');
	return [sveltekit()];
}

export default defineConfig({
	plugins: [messages(), ...(await appPlugins())],
	resolve: process.env.VITEST
		? { alias: { $lib: fileURLToPath(new URL('src/lib', import.meta.url)) } }
		: {},
	build: {
		modulePreload: { resolveDependencies: preloadOnlyForRoutes },
		rolldownOptions: {
			treeshake: {
				moduleSideEffects: [{ test: SVELTE_PARTS_HOME_DOES_NOT_USE, sideEffects: false }]
			}
		}
	},
	test: {
		environment: 'node',
		setupFiles: ['src/test/indexeddb-setup.ts', 'src/test/fast-check-setup.ts'],
		testTimeout: 30_000,
		// Modules transformed once are kept on disk between runs (node_modules/.experimental-vitest-cache):
		// a second `vitest run` skips most of its transform and import time, which was about a quarter
		// of the suite on our 2-core machines (issue 30, docs/benchmarks.md). Keyed by each file's
		// content; `VITEST_FS_CACHE=0` turns it off.
		experimental: { fsModuleCache: process.env.VITEST_FS_CACHE !== '0' },
		// Vitest leaves a core free by default, which on our 2-core machines is one worker: two
		// finish the suite in about 0.8 of the time (issue 30, docs/benchmarks.md).
		maxWorkers: Math.max(2, availableParallelism() - 1),
		// Worker threads rather than child processes: 38–40 s against 44 s for a cold run, turn about
		// (issue 30, docs/benchmarks.md). No test changes the working directory or needs a process
		// of its own (the umpire's CLI tests start theirs).
		pool: 'threads',
		projects: [
			{
				extends: true,
				test: {
					name: 'fast',
					include: ALL,
					exclude: [...configDefaults.exclude, ...SLOW, ...MOCKED],
					isolate: false
				}
			},
			{ extends: true, test: { name: 'slow', include: SLOW, isolate: false } },
			{ extends: true, test: { name: 'fast-mocked', include: MOCKED } }
		]
	}
});
