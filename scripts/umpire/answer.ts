/**
 * What the umpire answers, with the command line's exit code (README "The command-line umpire"):
 * 0 answered, 1 an order refused (the JSON answer says which, why, and the state before it),
 * 2 a malformed file (one line on stderr), 3 an internal error (one line on stderr; always a bug).
 */
export type UmpireAnswer =
	{ code: 0 | 1; output: unknown } | { code: 2; error: string } | { code: 3; error: string };

export const malformed = (error: string): UmpireAnswer => ({ code: 2, error });
