import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Probes linted with the project's ESLint config: its own rules fire where they should and stay quiet
// elsewhere. One file for all of them (issue 30): loading ESLint with its TypeScript and Svelte
// parsers is ≈ 2.5 s of a test worker's time on our 2-core machines, once per worker.

// Issue 27: feature folders never import the UI layer. The rule lives in eslint.config.js;
// this proves it fires on such an import and stays quiet where the import is allowed.
// Without type information: these rules read imports and names only, and a program per probe
// file made this the slowest unit file but two (8 s of a 35 s run).
const eslint = new ESLint({
	overrideConfig: { languageOptions: { parserOptions: { project: null, projectService: false } } }
});

async function layerErrors(filePath: string, source: string): Promise<string[]> {
	const [result] = await eslint.lintText(source, { filePath });
	return result.messages
		.filter((msg) => msg.ruleId === 'no-restricted-imports')
		.map((msg) => msg.message);
}

const viaAlias = "import { m } from '$lib/ui/i18n';\nexport const words = m;\n";
const viaPath = "import { m } from '../../ui/i18n';\nexport const words = m;\n";

describe('the UI layer rule (issue 27)', () => {
	it.each(['skirmish', 'dogfight', 'session', 'table'])(
		'refuses a %s module importing $lib/ui',
		async (feature) => {
			const errors = await layerErrors(`src/lib/${feature}/probe.ts`, viaAlias);
			expect(errors).toHaveLength(1);
			expect(errors[0]).toContain('src/lib/ui');
		}
	);

	it('refuses a relative path into the UI layer too', async () => {
		expect(await layerErrors('src/lib/skirmish/probe.ts', viaPath)).toHaveLength(1);
	});

	it('refuses the pure core (bots) importing the UI layer', async () => {
		expect(await layerErrors('src/lib/bots/grid/probe.ts', viaAlias)).toHaveLength(1);
	});

	it('lets the UI layer and tests import it', async () => {
		expect(await layerErrors('src/lib/ui/skirmish/probe.ts', viaAlias)).toEqual([]);
		expect(await layerErrors('src/lib/skirmish/probe.test.ts', viaAlias)).toEqual([]);
	});

	it('keeps the core free of Svelte as before', async () => {
		const source = "import { mount } from 'svelte';\nexport const x = mount;\n";
		expect(await layerErrors('src/lib/bots/grid/probe.ts', source)).toHaveLength(1);
	});
});

// Issue 30: the typed store-access rule is off because the app has no stores; this keeps it so.
describe('no stores: state lives in runes', () => {
	it.each([
		['src/lib/ui/probe.ts', 'svelte/store'],
		['src/lib/ui/probe.ts', '$app/stores'],
		['src/lib/skirmish/probe.ts', 'svelte/store'],
		['src/routes/probe.ts', '$app/stores']
	])('refuses %s importing %s', async (filePath, from) => {
		const errors = await layerErrors(
			filePath,
			`import * as s from '${from}';\nexport const x = s;\n`
		);
		expect(errors).toHaveLength(1);
		expect(errors[0]).toMatch(/runes|\$app\/state/);
	});
});

describe('the one seed source (issue 27)', () => {
	async function randomErrors(filePath: string): Promise<string[]> {
		const [result] = await eslint.lintText('export const seed = Math.random();\n', { filePath });
		return result.messages
			.filter((msg) => msg.ruleId === 'no-restricted-properties')
			.map((msg) => msg.message);
	}

	// (Folders under the typed rules need real files to lint: these probes take the others.)
	it.each(['ui/dogfight', 'ui/dice', 'skirmish', 'dogfight', 'session'])(
		'refuses Math.random in src/lib/%s, pointing to the seed source',
		async (folder) => {
			const errors = await randomErrors(`src/lib/${folder}/probe.ts`);
			expect(errors).toHaveLength(1);
			expect(errors[0]).toContain('$lib/session/seed');
		}
	);

	it('keeps the core’s own message there, and lets tests use it', async () => {
		const core = await randomErrors('src/lib/bots/grid/probe.ts');
		expect(core).toHaveLength(1);
		expect(core[0]).toContain('Dice value');
		expect(await randomErrors('src/lib/skirmish/probe.test.ts')).toEqual([]);
	});
});

// Issue 30: `local/props-used` (eslint-rules/props-used.js) does what `svelte/no-unused-props`
// did with types, from the syntax. Each probe is a component linted by the project's own config.
const asConfigured = new ESLint();

async function unused(script: string, markup = ''): Promise<string[]> {
	const source = `<script lang="ts">\n${script}\n</script>\n\n${markup}\n`;
	const [result] = await asConfigured.lintText(source, { filePath: 'src/lib/ui/Probe.svelte' });
	const fatal = result.messages.filter((msg) => msg.fatal);
	expect(fatal, 'the probe parses').toEqual([]);
	return result.messages
		.filter((msg) => msg.ruleId === 'local/props-used')
		.map((msg) => msg.message);
}

describe("a component's props type declares nothing it does not read (issue 30)", () => {
	it('is quiet when every property is read, in the script or the markup', async () => {
		expect(
			await unused(
				'let { a, b }: { a: string; b: number } = $props();\nconst twice = $derived(b * 2);',
				'<p>{a} {twice}</p>'
			)
		).toEqual([]);
	});

	it('names a property that is never destructured', async () => {
		expect(await unused('let { a }: { a: string; b: number } = $props();', '<p>{a}</p>')).toEqual([
			"'b' is an unused Props property."
		]);
	});

	it('names a property destructured but never read', async () => {
		const found = await unused('let { a, b }: { a: string; b: number } = $props();', '<p>{a}</p>');
		expect(found).toEqual(["'b' is an unused Props property."]);
	});

	it('reads an interface declared after the props, and its in-file base', async () => {
		const script = [
			'let { a, b }: Props = $props();',
			'interface Base { c: boolean }',
			'interface Props extends Base { a: string; b: number }'
		].join('\n');
		expect(await unused(script, '<p>{a} {b}</p>')).toEqual(["'c' is an unused Props property."]);
	});

	it('follows a type alias and its intersections, and leaves imported types alone', async () => {
		const script = [
			"import type { HTMLButtonAttributes } from 'svelte/elements';",
			"import type { Other } from './other';",
			'type Props = { a: string; b: number } & HTMLButtonAttributes & Other;',
			'let { a }: Props = $props();'
		].join('\n');
		expect(await unused(script, '<p>{a}</p>')).toEqual(["'b' is an unused Props property."]);
		const imported = "import type { Props } from './props';\nlet { a }: Props = $props();";
		expect(await unused(imported, '<p>{a}</p>')).toEqual([]);
	});

	it('counts a rest element as reading everything', async () => {
		expect(
			await unused(
				'let { a, ...rest }: { a: string; b: number; c: boolean } = $props();',
				'<p {...rest}>{a}</p>'
			)
		).toEqual([]);
	});

	it('reads the members of props kept whole', async () => {
		const script = 'let props: { a: string; b: number } = $props();';
		expect(await unused(script, '<p>{props.a}</p>')).toEqual(["'b' is an unused Props property."]);
		expect(await unused(script, '<p>{props.a} {props.b}</p>')).toEqual([]);
	});

	it('names an unread property of a nested object type, read by member or destructuring', async () => {
		const script = 'let { opts }: { opts: { x: number; y: number } } = $props();';
		expect(await unused(script, '<p>{opts.x}</p>')).toEqual([
			"'y' in 'opts' is an unused property."
		]);
		expect(await unused(`${script}\nconst { x, y } = opts;`, '<p>{x} {y}</p>')).toEqual([]);
		expect(await unused(`${script}\nconst { x } = opts;`, '<p>{x}</p>')).toEqual([
			"'y' in 'opts' is an unused property."
		]);
	});

	it('counts a nested object passed on whole as reading all of it', async () => {
		const script = [
			"import Child from './Child.svelte';",
			'let { opts }: { opts: { x: number; y: number } } = $props();'
		].join('\n');
		expect(await unused(script, '<Child value={opts} />')).toEqual([]);
		expect(await unused(script, '<Child {...opts} />')).toEqual([]);
	});
});
