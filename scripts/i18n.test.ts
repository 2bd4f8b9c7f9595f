import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMessages } from './i18n.mjs';
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
});
