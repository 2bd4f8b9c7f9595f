import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
