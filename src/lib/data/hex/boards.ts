/**
 * The two shipped boards (H-SET-2). Sizes count FULL hexes only: the partial hexes printed at a
 * board's edge are not part of the map. data-hex.md asks for at least 30 × 20 full hexes a board.
 * Our own layout; see docs/parts/decisions-hex.md for the hex geometry.
 */
export type BoardKind = 'standard' | 'alternative';

export interface BoardSize {
	kind: BoardKind;
	/** Full hex columns (the long axis; the short edges are west and east). */
	columns: number;
	/** Full hex rows. */
	rows: number;
	name: string;
}

export const BOARDS: Readonly<Record<BoardKind, BoardSize>> = {
	standard: { kind: 'standard', columns: 32, rows: 22, name: 'Western Front' },
	alternative: { kind: 'alternative', columns: 30, rows: 20, name: 'Classic map' }
};

/** Joined boards are lettered A, B, C… from west to east (H-SET-2 `0208A`). */
export const BOARD_LETTERS = 'ABCDEFGH';
