/**
 * The Blue Max "How to play" page lists, per preset, collisions, who may shoot aboard a burning
 * plane and the spin checks (issue 25), read from the presets' switches, in English and German.
 * Sources: 000 = the 2013 rulebook, 003 = the classic 1983 sheet, 004 = the online rules.
 */
import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { HELP_PRESETS, presetDifferences, presetNames } from './preset-differences';

const row = (id: string) => presetDifferences().find((r) => r.id === id)!;
/** A row's cells by preset name. */
const cells = (id: string) => Object.fromEntries(HELP_PRESETS.map((p, i) => [p, row(id).cells[i]]));

describe('How to play, Blue Max: where the presets differ', () => {
	it('names the three presets as the columns', () => {
		expect(withLocale('en', presetNames)).toEqual(['2013 edition', 'Classic 1983', 'Online']);
		expect(withLocale('de', presetNames)).toEqual(['Ausgabe 2013', 'Klassisch 1983', 'Online']);
	});

	it('collisions: 2013 with altitude (000:514); never classic (003:28) or online (004:33)', () => {
		const en = withLocale('en', () => cells('collisions'));
		expect(en.edition2013).toMatch(/may collide/);
		expect(en.classic1983).toMatch(/^Never/);
		expect(en.online).toMatch(/^Never/);
		const de = withLocale('de', () => cells('collisions'));
		expect(de.edition2013).toMatch(/zusammenstoßen/);
		expect(de.classic1983).toMatch(/^Nie/);
	});

	it('burning: the 2013 observer may fire (000:772), nobody aboard in classic (003:30)', () => {
		const en = withLocale('en', () => cells('burning'));
		expect(en.edition2013).toMatch(/observer may/);
		expect(en.classic1983).toMatch(/^Nobody aboard/);
		expect(withLocale('de', () => cells('burning')).classic1983).toMatch(/^Niemand an Bord/);
	});

	it('spin checks: classic one roll a turn (003:76–80), 2013 wing or tail damage too (000:862)', () => {
		const en = withLocale('en', () => cells('spins'));
		expect(en.classic1983).toMatch(/One roll a turn/);
		expect(en.edition2013).toMatch(/wing or tail damage rolls as well/);
		expect(withLocale('de', () => cells('spins')).classic1983).toMatch(/ein Wurf je Runde/);
	});

	it('pilot killed with altitude: 2013 falls (000:604), classic spins down (003:67), online out (004:88)', () => {
		const en = withLocale('en', () => cells('pilotKilled'));
		expect(en.edition2013).toMatch(/spins down one level a turn/);
		expect(en.classic1983).toMatch(/0S2/);
		expect(en.online).toMatch(/out at once/);
	});

	it('every row has a label and one cell per preset in both languages', () => {
		for (const locale of ['en', 'de'] as const)
			for (const r of withLocale(locale, presetDifferences)) {
				expect(r.label.length).toBeGreaterThan(5);
				expect(r.cells).toHaveLength(HELP_PRESETS.length);
				for (const c of r.cells) expect(c.length).toBeGreaterThan(10);
			}
	});
});
