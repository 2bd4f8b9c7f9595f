import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: every icon renders with what the app ships. Symbol glyphs such as ⏮ ⏭ ★ ✕ ✓ come
 * from the system's fonts and show as empty boxes on some tablets; controls use Icon.svelte (and
 * the Blue Max sheet's marks ManeuverMark.svelte) instead. Comments may name the glyphs.
 */
const RISKY = /[⏮⏭⏪⏩◀▶★☆✕✖✗✓✔⚠⊕⊖☉☰]/u;

/** The Dogfight screens switch in part 2 of issue 18 (another worker is rewriting them now). */
const NOT_YET = ['src/lib/ui/dogfight'];

function svelteFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return svelteFiles(path);
		return path.endsWith('.svelte') ? [path] : [];
	});
}

const withoutComments = (source: string) =>
	source
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/^\s*\/\/.*$/gm, '');

describe('icons are drawn, not taken from the system’s fonts', () => {
	const files = [...svelteFiles('src/lib/ui'), ...svelteFiles('src/routes')].filter(
		(f) => !NOT_YET.some((dir) => f.startsWith(dir))
	);

	it('finds the screens', () => {
		expect(files.length).toBeGreaterThan(50);
	});

	it('no screen writes a symbol glyph', () => {
		const found = files.flatMap((f) =>
			withoutComments(readFileSync(f, 'utf8'))
				.split('\n')
				.flatMap((line, i) => (RISKY.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []))
		);
		expect(found).toEqual([]);
	});
});
