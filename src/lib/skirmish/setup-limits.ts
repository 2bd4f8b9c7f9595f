/**
 * The set-up form offers 1 to this many planes a side. Its own module (issue 30) so that the form
 * can show it without loading the rules engine that setup-check.ts calls.
 */
export const MAX_PLANES_A_SIDE = 6;
