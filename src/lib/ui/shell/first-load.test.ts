import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shell (layout, menu, header) is part of every page's first load, which issue 30 keeps at
 * most 45.7 kB on the home page. Modules only some pages need, or that can wait until the page has
 * started, stay out of its static imports: all the icons (Icon.svelte; the header draws its own
 * four, ShellIcon.svelte) and the menu's reveal-the-current-link action (loaded later).
 */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file)) return seen;
	seen.add(file);
	const source = readFileSync(file, 'utf8');
	// Type-only imports are erased; `import('…')` is loaded later, not with the page.
	for (const [, spec] of source.matchAll(
		/^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
	)) {
		const base = spec.startsWith('$lib/')
			? join('src/lib', spec.slice(5))
			: spec.startsWith('.')
				? join(dirname(file), spec)
				: null;
		if (!base) continue;
		const found = [base, `${base}.ts`, `${base}.js`, join(base, 'index.ts')]
			.map(normalize)
			.find((f) => existsSync(f) && !f.endsWith('/'));
		if (found && /\.(ts|js|svelte)$/.test(found)) staticImports(found, seen);
	}
	return seen;
}

describe('the shell’s first load (issue 30)', () => {
	const shell = staticImports('src/routes/+layout.svelte');

	it('follows the layout’s imports into the menu and the header', () => {
		expect(shell).toContain(normalize('src/lib/ui/Nav.svelte'));
		expect(shell).toContain(normalize('src/lib/ui/shell/ShellIcon.svelte'));
	});

	it('carries neither all the icons nor the menu’s reveal action', () => {
		expect(shell).not.toContain(normalize('src/lib/ui/Icon.svelte'));
		expect(shell).not.toContain(normalize('src/lib/ui/shell/reveal-current.ts'));
	});
});
