/**
 * The map: one board or several joined west → east (H-SET-2), full hexes only, `CCRR` ids with a
 * board letter when boards are joined (`0208A`). Home edges are the short west/east edges of the
 * whole map (H-SET-3); with joined boards only the outer ones.
 */
import { BOARD_LETTERS, BOARDS, type BoardKind } from '../../data/hex/boards';
import { ok, quote, refuse, type Result } from '../common/result';

export interface MapSpec {
	boards: BoardKind[];
}

export type Edge = 'west' | 'east';

export interface MapInfo {
	columns: number;
	rows: number;
	/** Global column where each board starts (1-based). */
	boardStart: number[];
	joined: boolean;
	/** Every full hex's id, worked out once per map (`hexId`). */
	ids: readonly string[];
}

const cache = new Map<string, MapInfo>();
/** Most calls pass the same spec object turn after turn: look it up by identity first. */
const bySpec = new WeakMap<MapSpec, MapInfo>();

export function validateMap(spec: MapSpec): Result<MapInfo> {
	if (!Array.isArray(spec.boards) || spec.boards.length === 0)
		return refuse('hex.map.no_boards', {}, 'The map needs at least one board.');
	if (spec.boards.length > BOARD_LETTERS.length)
		return refuse(
			'hex.map.too_many_boards',
			{ boards: spec.boards.length, max: BOARD_LETTERS.length },
			`At most ${BOARD_LETTERS.length} boards can be joined.`
		);
	for (const b of spec.boards)
		if (!BOARDS[b])
			return refuse(
				'hex.map.unknown_board',
				{ board: quote(b) },
				`There is no board called "${b}".`
			);
	const rows = BOARDS[spec.boards[0]].rows;
	if (spec.boards.some((b) => BOARDS[b].rows !== rows))
		return refuse(
			'hex.map.rows_differ',
			{},
			'Joined boards must have the same number of rows (join boards of one kind).'
		);
	return ok(mapInfo(spec));
}

export function mapInfo(spec: MapSpec): MapInfo {
	const known = bySpec.get(spec);
	if (known) return known;
	const key = spec.boards.join(',');
	let info = cache.get(key);
	if (!info) {
		const boardStart: number[] = [];
		let col = 1;
		for (const b of spec.boards) {
			boardStart.push(col);
			col += BOARDS[b].columns;
		}
		info = {
			columns: col - 1,
			rows: BOARDS[spec.boards[0]].rows,
			boardStart,
			joined: spec.boards.length > 1,
			ids: []
		};
		info.ids = idTable(info);
		cache.set(key, info);
	}
	bySpec.set(spec, info);
	return info;
}

/** H-SET-2, H-MOVE-2: partial edge hexes and everything beyond are off the map. */
export function onMap(info: MapInfo, col: number, row: number): boolean {
	return col >= 1 && col <= info.columns && row >= 1 && row <= info.rows;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

function formatHexId(info: MapInfo, col: number, row: number): string {
	if (!info.joined) return pad2(col) + pad2(row);
	let b = info.boardStart.length - 1;
	while (b > 0 && col < info.boardStart[b]) b--;
	return pad2(col - info.boardStart[b] + 1) + pad2(row) + BOARD_LETTERS[b];
}

/** Every full hex's id, column by column: movement names each hex a plane enters. */
function idTable(info: MapInfo): string[] {
	const table: string[] = [];
	for (let col = 1; col <= info.columns; col++)
		for (let row = 1; row <= info.rows; row++) table.push(formatHexId(info, col, row));
	return table;
}

/** The `CCRR` id of a hex (with the board letter on joined boards). */
export function hexId(info: MapInfo, col: number, row: number): string {
	if (!onMap(info, col, row)) return formatHexId(info, col, row);
	return info.ids[(col - 1) * info.rows + row - 1];
}

export function parseHexId(info: MapInfo, id: string): Result<{ col: number; row: number }> {
	const m = /^(\d{2})(\d{2})([A-Z]?)$/.exec(id);
	if (!m)
		return refuse(
			'hex.map.bad_hex_id',
			{ hex: quote(id) },
			`"${id}" is not a hex id: write CCRR (e.g. 0208), plus a board letter on joined boards.`
		);
	const localCol = Number(m[1]);
	const row = Number(m[2]);
	let board = 0;
	if (info.joined) {
		if (!m[3])
			return refuse(
				'hex.map.needs_board_letter',
				{ hex: id, boards: info.boardStart.length },
				`"${id}" needs a board letter: the map has ${info.boardStart.length} boards.`
			);
		board = BOARD_LETTERS.indexOf(m[3]);
		if (board < 0 || board >= info.boardStart.length)
			return refuse('hex.map.no_such_board', { letter: m[3] }, `There is no board ${m[3]}.`);
	} else if (m[3] && m[3] !== 'A')
		return refuse(
			'hex.map.one_board',
			{ hex: id },
			`There is only one board; drop the letter in "${id}".`
		);
	const width = (info.boardStart[board + 1] ?? info.columns + 1) - info.boardStart[board];
	const col = info.boardStart[board] + localCol - 1;
	if (localCol < 1 || localCol > width || row < 1 || row > info.rows)
		return refuse('hex.map.not_full_hex', { hex: id }, `Hex ${id} is not a full hex of the map.`);
	return ok({ col, row });
}

/** H-SET-3: a start hex is a full hex next to the own home (short) edge. */
export function isNextToEdge(info: MapInfo, col: number, edge: Edge): boolean {
	return edge === 'west' ? col === 1 : col === info.columns;
}

/** H-MOVE-2 online: the edge an off-map hex lies beyond, if it is a short edge. */
export function edgeCrossed(info: MapInfo, col: number): Edge | null {
	if (col < 1) return 'west';
	if (col > info.columns) return 'east';
	return null;
}
