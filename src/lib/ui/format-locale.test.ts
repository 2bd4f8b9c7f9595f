import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocale } from '$lib/i18n/format-locale';
import { withLocale } from '$lib/i18n/runtime';
import { formatDate } from './format';
import { rollTime } from './dice/labels';

/** Dates and times in the chosen language and the reader's region (issue 28 point 8). */
const browser = (languages: string[]) => {
	vi.stubGlobal('document', {});
	vi.stubGlobal('navigator', { languages });
};
afterEach(() => vi.unstubAllGlobals());

// 14:05 local time on a fixed day.
const AT = new Date(2026, 10, 26, 14, 5, 0).getTime();

describe('formatLocale', () => {
	it('takes the region of the chosen language from the browser', () => {
		browser(['en-GB', 'en', 'de-AT']);
		expect(withLocale('en', formatLocale)).toBe('en-GB');
		expect(withLocale('de', formatLocale)).toBe('de-AT');
	});

	it('is the bare language when the browser prefers no region of it (or outside a browser)', () => {
		browser(['fr-FR']);
		expect(withLocale('de', formatLocale)).toBe('de');
		vi.unstubAllGlobals();
		expect(withLocale('en', formatLocale)).toBe('en');
	});

	it('writes times on a 24-hour clock under en-GB, not 2:05 PM', () => {
		browser(['en-GB']);
		const time = withLocale('en', () => rollTime(AT, AT));
		expect(time).toContain('14:05');
		expect(time).not.toMatch(/PM/i);
		expect(withLocale('en', () => formatDate(AT))).toContain('14:05');
		browser(['en-US']);
		expect(withLocale('en', () => rollTime(AT, AT))).toMatch(/2:05:00\s?PM/);
	});
});
