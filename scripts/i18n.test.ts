import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaModule, parseMessage, readMessages } from './i18n.mjs';
import { plural } from '../src/lib/i18n/plural';
import { withLocale } from '../src/lib/i18n/runtime';
import * as m from '../src/lib/i18n/messages';

function messagesDir(areas: Record<string, Record<string, Record<string, string>>>): string {
	const dir = mkdtempSync(join(tmpdir(), 'messages-'));
	for (const [area, byLocale] of Object.entries(areas)) {
		mkdirSync(join(dir, area));
		for (const [locale, texts] of Object.entries(byLocale))
			writeFileSync(join(dir, area, `${locale}.json`), JSON.stringify(texts));
	}
	return dir;
}

describe('message compiler (scripts/i18n.mjs)', () => {
	it("accepts the project's own messages", () => {
		expect(readMessages().problems).toEqual([]);
	});

	it('refuses a message without its German text', () => {
		const dir = messagesDir({ a: { en: { hi: 'Hello' }, de: {} } });
		expect(readMessages(dir).problems).toEqual(['a: "hi" has no de text']);
	});

	it('refuses a German text with other placeholders than the English one', () => {
		const dir = messagesDir({ a: { en: { hi: 'Hello {name}' }, de: { hi: 'Hallo {nom}' } } });
		expect(readMessages(dir).problems).toEqual(['a: "hi" uses {nom} in de but {name} in en']);
	});

	it('refuses the same key in two areas (all share one namespace)', () => {
		const dir = messagesDir({
			a: { en: { hi: 'Hello' }, de: { hi: 'Hallo' } },
			b: { en: { hi: 'Hi' }, de: { hi: 'Hi' } }
		});
		expect(readMessages(dir).problems).toEqual(['"hi" is in both a and b']);
	});

	it('compiled messages speak the current locale and fill their placeholders', () => {
		expect(withLocale('en', () => m.home_greeting({ name: 'Udet' }))).toBe('Welcome back, Udet.');
		expect(withLocale('de', () => m.home_greeting({ name: 'Udet' }))).toBe(
			'Willkommen zurück, Udet.'
		);
	});

	it('parses a plural with its forms, placeholders inside and # as the count', () => {
		expect(parseMessage('{n, plural, =0 {none} one {# hit on {who}} other {# hits}}!')).toEqual([
			{
				t: 'plural',
				name: 'n',
				forms: [
					['=0', [{ t: 'text', v: 'none' }]],
					[
						'one',
						[
							{ t: 'count', name: 'n' },
							{ t: 'text', v: ' hit on ' },
							{ t: 'var', name: 'who' }
						]
					],
					[
						'other',
						[
							{ t: 'count', name: 'n' },
							{ t: 'text', v: ' hits' }
						]
					]
				]
			},
			{ t: 'text', v: '!' }
		]);
	});

	it('refuses a plural without "other", an unclosed one, and one counted in German only (German may show a count plainly)', () => {
		const dir = messagesDir({
			a: {
				en: {
					x: '{n, plural, one {# hit}}',
					y: '{n, plural, other {# hits}',
					z: '{n} hits',
					w: '{n, plural, one {# die} other {# dice}}'
				},
				de: {
					x: '{n, plural, other {# Treffer}}',
					y: '{n} Treffer',
					z: '{n, plural, other {#}}',
					w: '{n} Würfel'
				}
			}
		});
		expect(readMessages(dir).problems).toEqual([
			'a: en "x": plural {n} needs an "other" form',
			'a: en "y": plural {n} is not closed',
			'a: "z" counts {n} in de but not in en'
		]);
	});

	it("picks the plural form by the language's rules (Intl.PluralRules), exact forms first", () => {
		const forms = { '=0': 'no hits', one: 'one hit', other: 'hits' };
		expect([0, 1, 2, 21].map((n) => plural('en', n, forms))).toEqual([
			'no hits',
			'one hit',
			'hits',
			'hits'
		]);
		expect(plural('de', 1, { one: 'ein Treffer', other: 'Treffer' })).toBe('ein Treffer');
	});

	it('imports the plural rules only into an area that counts something (issue 30: home JS)', () => {
		const { areas } = readMessages(
			messagesDir({
				plain: { en: { hi: 'Hello {name}' }, de: { hi: 'Hallo {name}' } },
				counted: {
					en: { hits: '{n, plural, one {# hit} other {# hits}}' },
					de: { hits: '{n, plural, one {# Treffer} other {# Treffer}}' }
				}
			})
		);
		const source = (name: string) => areaModule(areas.find((a) => a.name === name)!);
		expect(source('plain')).toContain("import { getLocale, type MessageFn } from '../runtime';");
		expect(source('plain')).not.toMatch(/plural|formatCount/);
		expect(source('counted')).toContain("import { formatCount, plural } from '../plural';");
	});
});
