import { getLocale } from './runtime';

// Its own module (issue 30): only pages that show dates or numbers load it, not the home page.

/**
 * The chosen language with the reader's region, for dates, times and numbers: "en-GB" for a
 * British English browser (24-hour clock), "de-AT" for an Austrian one; the bare language when the
 * browser prefers no region of it (issue 28: 12-hour US times under en-GB).
 */
export function formatLocale(): string {
	const locale = getLocale();
	const preferred = typeof document === 'undefined' ? [] : (globalThis.navigator?.languages ?? []);
	for (const tag of preferred) {
		if (tag.toLowerCase().split('-')[0] !== locale) continue;
		try {
			return Intl.DateTimeFormat.supportedLocalesOf([tag]).length ? tag : locale;
		} catch {
			return locale; // a malformed tag
		}
	}
	return locale;
}
