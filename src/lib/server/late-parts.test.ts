import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import SetupForm from '$lib/ui/skirmish/SetupForm.svelte';
import { fillLateParts } from './late-parts';

/** The parts of a page as prerendered: each `data-late` wrapper's id and its HTML. */
function lateParts(html: string): { id: string; inner: string }[] {
	const found: { id: string; inner: string }[] = [];
	const open = /<div [^>]*data-late="([a-z-]+)"[^>]*>/g;
	for (let m = open.exec(html); m; m = open.exec(html)) {
		// A part holds no wrapper of its own: it ends at the next wrapper or the end of the form.
		const rest = html.slice(m.index + m[0].length);
		const next = rest.search(/<div [^>]*data-late="|<\/section>/);
		found.push({ id: m[1], inner: rest.slice(0, next) });
	}
	return found;
}

describe('parts hydrated after the rest get their HTML in the prerendered page (issue 30)', () => {
	const form = render(SetupForm, { props: { onstart: () => undefined } }).body;
	const filled = fillLateParts(form);

	it('renders the Skirmish set-up form as a card of empty wrappers, the build fills each', () => {
		const empty = lateParts(form);
		expect(empty.map((p) => p.id)).toEqual([
			'skirmish-setup-mode',
			'skirmish-setup-side-a',
			'skirmish-setup-side-b',
			'skirmish-setup-terrain',
			'skirmish-setup-activation',
			'skirmish-setup-seats',
			'skirmish-setup-start'
		]);
		for (const p of empty)
			expect(p.inner.replace(/<\/div>\s*$/, '')).not.toMatch(/<(input|select|button)/);
		for (const p of lateParts(filled)) {
			// LateHydrate hydrates from Svelte's block marker: each part starts with it.
			expect(p.inner.startsWith('<!--[-->'), p.id).toBe(true);
		}
		expect(filled).toContain('data-testid="setup"');
		expect(filled).toContain('data-testid="planes-A"');
		expect(filled).toContain('data-testid="planes-B"');
		expect(filled).toContain('data-testid="start"');
		// The aircraft lists show the default set-up's planes as chosen (quick-game.ts: a Camel first).
		expect(filled).toMatch(/<option value="camel" selected>/);
		expect(filled).toMatch(/<option value="fokker-dr1" selected>/);
	});

	it('keeps each part small: none holds more than a side of the form (issue 30: no long task)', () => {
		// Whole, the form was one part of 10.3 kB with 42 controls (radio buttons, checkboxes, lists
		// and buttons), hydrated in one task. Now no part has more than one side's planes (3.6 kB,
		// 13 controls).
		for (const p of lateParts(filled)) {
			const controls = p.inner.match(/<(input|select|button)\b/g)?.length ?? 0;
			expect(controls, p.id).toBeLessThanOrEqual(13);
			expect(p.inner.length, p.id).toBeLessThan(4_000);
		}
	});

	it("fills the Skirmish page's quick start: both buttons, nothing started", () => {
		const page = '<div class="late" data-late="skirmish-quick-start" data-hydrating=""></div>';
		const [part] = lateParts(fillLateParts(page));
		expect(part.inner.startsWith('<!--[-->')).toBe(true);
		expect(part.inner).toContain('data-testid="quick-game"');
		expect(part.inner).toContain('data-testid="tutorial-start"');
		expect(part.inner).not.toContain('aria-disabled="true"');
	});

	it('leaves a wrapper of an unknown part and any other element as they are', () => {
		const page = '<div data-late="nothing-here"></div><div class="card"></div>';
		expect(fillLateParts(page)).toBe(page);
	});
});
