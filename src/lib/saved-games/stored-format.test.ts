import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { GameRecord } from '$lib/db/records';
import { stateHash } from '$lib/rules/common/hash';
import { openSavedGame } from './open';

/**
 * Issue 27: games saved by the release before the session layer still open, and replay to the same
 * states. tests/fixtures/games-backup.json was written by that release (issue 26) and is kept as
 * it was; each game is rebuilt from its log by its loader and its state pinned by hash.
 */
const backup = JSON.parse(readFileSync('tests/fixtures/games-backup.json', 'utf8')) as {
	games: GameRecord[];
};

/** The engine state inside what a loader opens (a Skirmish session, a Dogfight, a table game). */
function stateOf(opened: unknown): unknown {
	const o = opened as { state?: unknown; game?: { state?: unknown } };
	return o.game?.state ?? o.state;
}

/** Hashes the previous release (0aa97c6) gives for the same records: the same states. */
const PINNED: Record<string, string> = {
	'skirmish-1': '4b372df3ec4e8a52',
	'dogfight-1': 'c38c86cae75b278b',
	'table-grid-1': '3fd3736fc9e35b3c',
	'table-hex-1': '5b23703c4a1a3770'
};

describe('saved games of the previous release (stored fixtures)', () => {
	it.each(backup.games.filter((g) => !g.id.startsWith('broken')).map((g) => [g.id, g] as const))(
		'%s opens and replays to its pinned state',
		(id, record) => {
			const opened = openSavedGame(record);
			expect(opened.ok, JSON.stringify(opened)).toBe(true);
			if (!opened.ok) return;
			const state = stateOf(opened.value);
			expect(state).toBeTruthy();
			expect(stateHash(state)).toBe(PINNED[id]);
		}
	);

	it('the damaged one is refused with its reason, not thrown', () => {
		const broken = backup.games.find((g) => g.id.startsWith('broken'))!;
		const opened = openSavedGame(broken);
		expect(opened.ok).toBe(false);
	});
});
