/**
 * A stored table game back into play (issues 20, 26): its log checked against the kind's schema,
 * then replayed by the companion, whose start is the engine's own setup check (`checkSetup` for
 * "Tally Ho!", `checkMaxSetup` for Blue Max). The one loader of table games: the screens (through
 * src/lib/session/table-games.ts) and the backup import use it. Pure: no database, no clock.
 */
import type { GameRecord } from '$lib/db/records';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { tallyLogSchema } from '$lib/saved-games/grid-schema';
import { maxLogSchema } from '$lib/saved-games/hex-schema';
import { checkShape } from '$lib/saved-games/shape';
import { MAX } from './hex/companion';
import type { MaxAction, MaxEvent, MaxSetup, MaxState } from './hex/types';
import { TALLY } from './grid/companion';
import type { TallyAction, TallyEvent, TallySetup, TallyState } from './grid/types';
import { replayLog, type Companion, type Replayed, type TableLog } from './log';

export type TableKind = 'table-grid' | 'table-hex';

interface Kinds {
	'table-grid': { setup: TallySetup; state: TallyState; action: TallyAction; event: TallyEvent };
	'table-hex': { setup: MaxSetup; state: MaxState; action: MaxAction; event: MaxEvent };
}

export type Setup<K extends TableKind> = Kinds[K]['setup'];
export type State<K extends TableKind> = Kinds[K]['state'];
export type Action<K extends TableKind> = Kinds[K]['action'];
export type Event<K extends TableKind> = Kinds[K]['event'];

export const COMPANIONS: {
	[K in TableKind]: Companion<Setup<K>, State<K>, Action<K>, Event<K>>;
} = {
	'table-grid': TALLY,
	'table-hex': MAX
};

const LOG_SCHEMAS = { 'table-grid': tallyLogSchema, 'table-hex': maxLogSchema };

export interface TableGame<K extends TableKind> {
	id: string;
	kind: K;
	createdAt: string;
	log: TableLog<Setup<K>, Action<K>>;
	game: Replayed<State<K>, Action<K>, Event<K>>;
}

export type GridGame = TableGame<'table-grid'>;
export type HexGame = TableGame<'table-hex'>;

/** A stored record as a table game of this kind, replayed from its log; or why it is not one. */
export function tableGameFromRecord<K extends TableKind>(
	kind: K,
	record: GameRecord
): Result<TableGame<K>> {
	if (record.kind !== kind)
		return refuse('table.no_saved_game', { id: quote(record.id) }, 'There is no such table game.');
	const log = checkShape<TableLog<Setup<K>, Action<K>>>(LOG_SCHEMAS[kind], record.log, 'log');
	if (!log.ok) return log;
	const game = replayLog(COMPANIONS[kind], log.value);
	if (!game.ok) return game;
	return ok({ id: record.id, kind, createdAt: record.createdAt, log: log.value, game: game.value });
}
