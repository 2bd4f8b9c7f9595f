/**
 * Every legality check and every parser answers with a Result, never a throw on user input
 * (architecture principle 6). A refusal is data: a stable `code` with its `params`, which the UI
 * words in the player's language (messages/reasons-*), and the English sentence `reason`, which
 * the command-line umpire prints and tests read.
 */

/** A parameter of a reason: shown as it is (an id, a number, a code), or another reason it wraps. */
export type ReasonParam = string | number | Reason;
export type ReasonParams = Readonly<Record<string, ReasonParam>>;

/**
 * Why something cannot be done, where it is kept beside other data (events, lists of refused
 * choices). Codes are dotted, area first: `grid.…` / `skirmish.…`, `hex.…` / `dogfight.…`,
 * `campaign.…` / `db.…` (src/lib/ui/reasons.ts maps each area to its messages).
 */
export interface Reason {
	readonly code: string;
	readonly params: ReasonParams;
	/** The English sentence (umpire, logs, tests); the UI words the code itself. */
	readonly text: string;
}

export type Ok<T> = { ok: true; value: T };
export type Refusal = {
	ok: false;
	readonly code: string;
	readonly params: ReasonParams;
	/** The English sentence. */
	readonly reason: string;
};
export type Result<T> = Ok<T> | Refusal;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** A refusal with its code, parameters and English sentence. */
export const refuse = (code: string, params: ReasonParams, reason: string): Refusal => ({
	ok: false,
	code,
	params,
	reason
});

/** A reason to keep in an event or a list. */
export const because = (code: string, params: ReasonParams, text: string): Reason => ({
	code,
	params,
	text
});

/** The reason of a refusal, to keep or to wrap in another one. */
export const reasonOf = (r: Refusal): Reason => ({
	code: r.code,
	params: r.params,
	text: r.reason
});

/** A kept reason as a refusal. */
export const refuseBecause = (r: Reason): Refusal => refuse(r.code, r.params, r.text);

/**
 * A refusal that wraps another with context, e.g. "order 3: …" or "p1: …": the inner reason
 * travels as the parameter `inner`, so the UI words both parts.
 */
export const refuseWithin = (
	code: string,
	params: ReasonParams,
	prefix: string,
	inner: Refusal | Reason
): Refusal => {
	const why = 'ok' in inner ? reasonOf(inner) : inner;
	return refuse(code, { ...params, inner: why }, `${prefix}${why.text}`);
};

/** What a reason shows for a value that is not there (issue 26): the same in every language. */
export const NO_VALUE = '–';

/**
 * A short quotation of a value a user typed, for a reason (never the whole of a huge string).
 * A value that is not there — undefined, null, NaN, an endless number, a function — is quoted
 * as NO_VALUE, never as the words "undefined", "null" or "NaN" (issue 26).
 */
export function quote(value: unknown, max = 80): string {
	const json = typeof value === 'string' ? value : JSON.stringify(value);
	const text =
		json === undefined || (typeof value !== 'string' && json === 'null') ? NO_VALUE : json;
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
