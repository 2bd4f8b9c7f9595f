import { describe, expect, it } from 'vitest';
import {
	boardBounds,
	boardShapeKey,
	boardSquares,
	hasKind,
	markKindsBySquare,
	squareKey
} from './board-squares';

describe('board squares (drawn once per board, issue 19)', () => {
	const board = { width: 3, height: 2, extensions: [{ x: 3, y: 0, w: 1, h: 1 }] };

	it('lists the board and its extensions, and nothing between', () => {
		const b = boardBounds(board);
		expect(b).toEqual({ x0: 0, y0: 0, x1: 4, y1: 2 });
		const squares = boardSquares(board, b, (x, y) => `${x}/${y}`);
		expect(squares.map((s) => s.key)).toEqual(['0,0', '1,0', '2,0', '3,0', '0,1', '1,1', '2,1']);
		expect(squares[3].name).toBe('3/0');
	});

	it('the shape key changes with the board, not with anything else', () => {
		expect(boardShapeKey(board)).toBe(
			boardShapeKey({ ...board, extensions: [...board.extensions] })
		);
		expect(boardShapeKey(board)).not.toBe(boardShapeKey({ ...board, extensions: [] }));
	});

	it('indexes every kind of mark on a square', () => {
		const kinds = markKindsBySquare([
			{ x: 1, y: 1, kind: 'arc' },
			{ x: 1, y: 1, kind: 'move' },
			{ x: 2, y: 0, kind: 'path' }
		]);
		const here = kinds.get(squareKey(1, 1));
		expect(hasKind(here, 'arc') && hasKind(here, 'move')).toBe(true);
		expect(hasKind(here, 'path')).toBe(false);
		expect(hasKind(kinds.get(squareKey(0, 0)), 'move')).toBe(false);
	});
});
