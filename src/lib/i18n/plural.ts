import type { Locale } from './runtime';

// Counted messages only (issue 30): a message area without a plural does not import this module,
// so the home page's first load carries no plural rules.

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
