/**
 * A count and its noun in the English sentences the engines keep beside a reason code (the
 * umpire prints them, tests read them): "1 plane", "2 planes". The UI words counts itself, through
 * the language's plural rules (messages; scripts/i18n.mjs).
 */
export const counted = (n: number, one: string, other: string): string =>
	`${n} ${n === 1 ? one : other}`;
