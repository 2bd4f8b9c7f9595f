import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 30: `local/props-used` (eslint-rules/props-used.js) does what `svelte/no-unused-props`
// did with types, from the syntax. Each probe is a component linted by the project's own config.
const eslint = new ESLint();

async function unused(script: string, markup = ''): Promise<string[]> {
	const source = `<script lang="ts">\n${script}\n</script>\n\n${markup}\n`;
	const [result] = await eslint.lintText(source, { filePath: 'src/lib/ui/Probe.svelte' });
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
