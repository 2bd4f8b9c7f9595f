import { formatLocale } from '$lib/i18n/format-locale';

// Apart from the messages (issue 30): the home page shows no number or date, so its first load
// does not carry these.
export { formatLocale };

/** Numbers and dates in the user's language and region (en-GB: 24-hour clock). */
export const formatNumber = (n: number, digits = 0): string =>
	new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: digits }).format(n);

export const formatDate = (ms: number): string =>
	new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
