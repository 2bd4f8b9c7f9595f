/**
 * Every kind of saved game through its one loader (issue 26): Skirmish (controller.fromRecord),
 * Dogfight (restore.ts), table grid and table hex (table/saved.ts). The pages open a game
 * through these; the backup import keeps only the games they open, and lists the others.
 */
import type { GameRecord } from '$lib/db/records';
import {
	because,
	quote,
	reasonOf,
	refuseBecause,
	type Reason,
	type Result
} from '$lib/rules/common/result';
import { fromRecord as skirmishFromRecord } from '$lib/skirmish/controller';
import { dogfightFromRecord } from '$lib/dogfight/restore';
import { tableGameFromRecord } from '$lib/table/saved';

/** The game as its page opens it, or why it cannot be opened. */
export function openSavedGame(record: GameRecord): Result<unknown> {
	switch (record.kind) {
		case 'skirmish':
			return skirmishFromRecord(record);
		case 'dogfight':
			return dogfightFromRecord(record);
		case 'table-grid':
		case 'table-hex':
			return tableGameFromRecord(record.kind, record);
		default:
			return refuseBecause(because('db.field_invalid', { path: 'kind' }, 'kind is not valid'));
	}
}

/** A game of a backup that its loader cannot open: its place, its title and why. */
export interface DamagedGame {
	index: number;
	title: string;
	reason: Reason;
}

/**
 * The games of a backup that cannot be opened. A loader that throws (a bug, or a record no check
 * foresaw) counts as a refusal here, so one bad game never stops the import of the others.
 */
export function damagedGames(games: readonly GameRecord[]): DamagedGame[] {
	const out: DamagedGame[] = [];
	games.forEach((game, index) => {
		let why: Reason | null;
		try {
			const opened = openSavedGame(game);
			why = opened.ok ? null : reasonOf(opened);
		} catch {
			why = because('db.field_invalid', { path: 'log' }, 'log is not valid');
		}
		if (why) out.push({ index, title: quote(game.title, 200), reason: why });
	});
	return out;
}
