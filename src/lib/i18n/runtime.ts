/**
 * The UI's language: chosen on the device (localStorage), else the browser's preferred language,
 * else English. Changing it reloads the page so every string changes at once. Node (tests,
 * scripts, prerendering) gets English unless a test sets the locale.
 */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'en';

/** A compiled message looked up by key (reasons by code); its parameters as the message names them. */
export type MessageFn = (p: Record<string, string | number>) => string;

// The key Paraglide used, kept so a language chosen before the switch to our own compiler stays.
// src/app.html reads it too (and the browser's languages, as `detect` does) before the first paint.
const STORAGE_KEY = 'PARAGLIDE_LOCALE';

const isLocale = (value: unknown): value is Locale =>
	typeof value === 'string' && (locales as readonly string[]).includes(value);

function detect(): Locale {
	// Outside a browser (prerendering, tests, scripts) the base language, whatever Node's navigator
	// says: the prerendered pages are English (app.html hides them until another language is on).
	if (typeof document === 'undefined') return baseLocale;
	try {
		const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
		if (isLocale(stored)) return stored;
	} catch {
		// Storage blocked (private mode): fall through to the browser's languages.
	}
	const preferred = globalThis.navigator?.languages ?? [];
	for (const tag of preferred) {
		const lang = tag.toLowerCase().split('-')[0];
		if (isLocale(lang)) return lang;
	}
	return baseLocale;
}

let current: Locale | null = null;

export function getLocale(): Locale {
	current ??= detect();
	return current;
}

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

/** Stores the choice and reloads the page (in a browser); elsewhere just switches. */
export function setLocale(locale: Locale, options: { reload?: boolean } = {}): void {
	current = locale;
	try {
		globalThis.localStorage?.setItem(STORAGE_KEY, locale);
	} catch {
		// Without storage the choice lasts for this page only.
	}
	if ((options.reload ?? true) && typeof window !== 'undefined') window.location.reload();
}

/** Runs `fn` with another locale (tests; rendering one text in another language). */
export function withLocale<T>(locale: Locale, fn: () => T): T {
	const before = current;
	current = locale;
	try {
		return fn();
	} finally {
		current = before;
	}
}

const pluralRules = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * The form of a counted message for `n` in the language (scripts/i18n.mjs compiles
 * "{n, plural, one {# hit} other {# hits}}" into a call): an exact "=n" form first, then the
 * language's plural category (Intl.PluralRules), then "other".
 */
export function plural(locale: Locale, n: number, forms: Readonly<Record<string, string>>): string {
	const count = countOf(n);
	// A count that is not there (a reason read from a damaged file) takes the general form: "– rows".
	if (count === null) return forms.other;
	const exact = forms[`=${count}`];
	if (exact !== undefined) return exact;
	let rules = pluralRules.get(locale);
	if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
	return forms[rules.select(count)] ?? forms.other;
}

/** A count as a finite number, or null when it is missing or not a number (issue 26). */
function countOf(n: unknown): number | null {
	const count =
		typeof n === 'number' ? n : typeof n === 'string' && n.trim() !== '' ? Number(n) : NaN;
	return Number.isFinite(count) ? count : null;
}

/** What a missing value reads as, in any language (as `quote` in the rules core writes it). */
const MISSING = '–';

/** A count as the language writes numbers (the # of a plural form). */
export function formatCount(locale: Locale, n: number): string {
	const count = countOf(n);
	if (count === null) return MISSING;
	let format = countFormats.get(locale);
	if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
	return format.format(count);
}
