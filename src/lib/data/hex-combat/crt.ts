/**
 * The online version's combat-results table (H-COMB-6, source 004), transcribed exactly:
 * rows are the die roll 1–6, columns the combat value 1–15. `B` = one blue chit, `R` = one red,
 * `2B` two blue, `B3R` one blue and three red; `-` no hits. "A combat result greater than 9R is
 * treated as 9R."
 */
export const CRT_COLUMNS = 15;

export const CRT_ONLINE: readonly (readonly string[])[] = [
	['-', '-', '-', 'B', 'B', 'B', 'B', '2B', 'R', 'R', 'BR', '2R', '3R', 'B3R', '4R'],
	['-', '-', 'B', 'B', 'B', 'B', '2B', 'R', 'R', 'BR', '2R', '3R', 'B3R', '4R', '5R'],
	['-', 'B', 'B', 'B', 'B', '2B', 'R', 'R', 'BR', '2R', '3R', 'B3R', '4R', '5R', '6R'],
	['B', 'B', 'B', 'B', '2B', 'R', 'R', 'BR', '2R', '3R', 'B3R', '4R', '5R', '6R', '7R'],
	['B', 'B', 'B', '2B', 'R', 'R', 'BR', '2R', '3R', 'B3R', '4R', '5R', '6R', '7R', '8R'],
	['B', 'B', '2B', 'R', 'R', 'BR', '2R', '3R', 'B3R', '4R', '5R', '6R', '7R', '8R', '9R']
];

/** "A combat result greater than 9R is treated as 9R" (H-COMB-6). */
export const CRT_MAX_RED = 9;
