import { getLocale, locales, setLocale, type Locale } from '$lib/i18n/runtime';

export * as m from '$lib/i18n/messages';
export type { Locale };
export { locales };

export const currentLocale = (): Locale => getLocale();

/**
 * Switches the language. The choice is stored on the device and the page reloads,
 * so every string of the app changes at once and the choice survives a reload.
 */
export function changeLocale(locale: Locale): void {
	if (locale !== getLocale()) setLocale(locale);
}

/** A language's own name, so a German speaker finds "Deutsch" in an English UI. */
export const localeNames: Record<Locale, string> = { en: 'English', de: 'Deutsch' };
