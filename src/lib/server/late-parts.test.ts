import { describe, expect, it } from 'vitest';
import { fillLateParts } from './late-parts';

describe('parts hydrated after the rest get their HTML in the prerendered page (issue 30)', () => {
	it("fills the Skirmish page's empty set-up wrapper with the form, hydration markers included", () => {
		const page =
			'<main><div class="late" data-late="skirmish-setup" data-hydrating=""></div></main>';
		const html = fillLateParts(page);
		const inner = /data-hydrating="">([\s\S]*)<\/div><\/main>$/.exec(html)?.[1] ?? '';
		// LateHydrate hydrates from Svelte's block marker: the part starts with it.
		expect(inner.startsWith('<!--[-->')).toBe(true);
		expect(inner).toContain('data-testid="setup"');
		expect(inner).toContain('data-testid="start"');
		// The aircraft lists show the default set-up's planes as chosen (quick-game.ts: a Camel first).
		expect(inner).toMatch(/<option value="camel" selected>/);
	});

	it('leaves a wrapper of an unknown part and any other element as they are', () => {
		const page = '<div data-late="nothing-here"></div><div class="card"></div>';
		expect(fillLateParts(page)).toBe(page);
	});
});
