import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';
import ownLookups from './eslint-rules/own-lookups.js';
import propsUsed from './eslint-rules/props-used.js';

const impure = [
	{
		object: 'Math',
		property: 'random',
		message: 'Rules and bots take randomness from a Dice value (architecture principle 2).'
	},
	{
		object: 'Date',
		property: 'now',
		message: 'Rules and bots have no clock (architecture principle 1).'
	}
];

// Issue 27: the layers point one way. Feature modules (and the core) never import the UI layer;
// words and components live in src/lib/ui and import the features, not the other way round.
// Our own rules, as one plugin (a plugin's name may be defined once).
const local = { rules: { 'own-lookups': ownLookups, 'props-used': propsUsed } };

const uiLayer = {
	regex: '^(\\$lib/ui|(\\.\\./)+ui)(/|$)',
	message:
		'Only src/lib/ui and routes import the UI layer (issue 27): move the words or component to src/lib/ui.'
};
const coreBans = {
	group: ['dexie', 'svelte', 'svelte/*', '$app/*', 'chart.js'],
	message: 'The rules core, bots, data and table logic stay pure (architecture principle 1).'
};

// No stores: state lives in runes, and pages are read from `$app/state` (see the rule below).
const noStores = [
	{ name: 'svelte/store', message: 'State lives in runes ($state, $derived).' },
	{ name: '$app/stores', message: 'Read the page from $app/state.' }
];

export default ts.config(
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'src/lib/i18n/generated/',
			'node_modules/',
			'test-results/',
			'playwright-report/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{ languageOptions: { globals: { ...globals.browser, ...globals.node } } },
	{
		// Without type information (issue 30): a TypeScript program for each `.svelte` file was
		// ≈ 22 s of a 55 s lint, for one typed rule, `svelte/no-unused-props`. Our
		// `local/props-used` checks the same from the syntax (eslint-rules/props-used.js).
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				parser: ts.parser,
				extraFileExtensions: ['.svelte'],
				svelteConfig
			}
		}
	},
	{
		files: ['**/*.svelte'],
		plugins: { local },
		rules: { 'svelte/no-unused-props': 'off', 'local/props-used': 'error' }
	},
	{
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			],
			// Thin routes and static hosting: plain hrefs are fine in a static SPA without a base path.
			'svelte/no-navigation-without-resolve': 'off',
			// The app keeps its state in runes and reads pages from `$app/state`: it has no stores
			// (banned below), so this typed rule — over half of the lint's rule time (issue 30) —
			// has nothing to check.
			'svelte/require-store-reactive-access': 'off',
			'no-restricted-imports': ['error', { paths: noStores }]
		}
	},
	{
		files: [
			'src/lib/rules/**/*.ts',
			'src/lib/bots/**/*.ts',
			'src/lib/data/**/*.ts',
			'src/lib/table/**/*.ts'
		],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-properties': ['error', ...impure],
			'no-restricted-syntax': [
				'error',
				{ selector: "NewExpression[callee.name='Date']", message: 'Rules and bots have no clock.' }
			],
			'no-restricted-imports': ['error', { patterns: [coreBans, uiLayer] }]
		}
	},
	{
		files: [
			'src/lib/skirmish/**/*.ts',
			'src/lib/dogfight/**/*.ts',
			'src/lib/campaign/**/*.ts',
			'src/lib/session/**/*.ts',
			'src/lib/db/**/*.ts'
		],
		// Tests may read the words a screen would show (they check what a player reads).
		ignores: ['**/*.test.ts'],
		rules: { 'no-restricted-imports': ['error', { paths: noStores, patterns: [uiLayer] }] }
	},
	{
		// Issue 27: one seed source. The app takes chance from $lib/session/seed (crypto); the rules
		// core and bots from their Dice value (the stricter block above).
		files: ['src/**/*.ts', 'src/**/*.svelte'],
		ignores: [
			'**/*.test.ts',
			'src/test/**',
			'src/lib/rules/**',
			'src/lib/bots/**',
			'src/lib/data/**',
			'src/lib/table/**'
		],
		rules: {
			'no-restricted-properties': [
				'error',
				{
					object: 'Math',
					property: 'random',
					message: 'Seeds and chance come from freshSeed() in $lib/session/seed (issue 27).'
				}
			]
		}
	},
	{
		// Issue 17: ids and names from users never reach Object.prototype (typed rule, see the file).
		files: [
			'src/lib/rules/**/*.ts',
			'src/lib/data/**/*.ts',
			'src/lib/campaign/**/*.ts',
			'src/lib/db/**/*.ts',
			'scripts/umpire/**/*.ts'
		],
		ignores: [
			'**/*.test.ts',
			// Builds the sheets from the data's own codes at load time; no user key reaches it.
			'src/lib/data/hex/aircraft-sheet.ts'
		],
		// Programs of these files and what they import (tsconfig.lint-typed.json and the umpire's),
		// not of the whole app: the lint took ≈ 7 s less (issue 30), with the same findings.
		languageOptions: {
			parser: ts.parser,
			parserOptions: {
				project: ['./tsconfig.lint-typed.json', './scripts/tsconfig.lint-umpire.json'],
				tsconfigRootDir: import.meta.dirname
			}
		},
		plugins: { local },
		rules: { 'local/own-lookups': 'error' }
	}
);
