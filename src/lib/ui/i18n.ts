import { getLocale, locales, setLocale } from '$lib/paraglide/runtime';

export { m } from '$lib/paraglide/messages';
export type Locale = (typeof locales)[number];
export { locales };

export const currentLocale = (): Locale => getLocale();

/**
 * Switches the language. Paraglide stores the choice in localStorage and reloads the page,
 * so every string of the app changes at once and the choice survives a reload.
 */
export function changeLocale(locale: Locale): void {
	if (locale !== getLocale()) setLocale(locale);
}

/** A language's own name, so a German speaker finds "Deutsch" in an English UI. */
export const localeNames: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/** Numbers and dates in the user's language. */
export const formatNumber = (n: number, digits = 0): string =>
	new Intl.NumberFormat(getLocale(), { maximumFractionDigits: digits }).format(n);

export const formatDate = (ms: number): string =>
	new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
