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
