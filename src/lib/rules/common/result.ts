/**
 * Every legality check and every parser answers with a Result, never a throw on user input
 * (architecture principle 6): the reason is a sentence a player understands.
 */
export type Ok<T> = { ok: true; value: T };
export type Refusal = { ok: false; reason: string };
export type Result<T> = Ok<T> | Refusal;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const refuse = (reason: string): Refusal => ({ ok: false, reason });
