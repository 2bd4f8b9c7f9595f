/**
 * Issue 26: a stored game of every kind opens through its one loader; a damaged one (the shapes
 * the backup fuzz found: a grid setup without a board, hex planes not a list, an unknown preset,
 * a seed that is an object) is refused with the field's path, never thrown.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '$lib/db/records';
import { damagedGames, openSavedGame } from './open';
import { everyKind, skirmishGame, tableGridGame, tableHexGame, dogfightGame } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const damaged = (game: GameRecord, change: (g: Loose) => void): GameRecord => {
	const copy = structuredClone(game) as Loose;
	change(copy);
	return copy;
};

describe('saved games open through their loader', () => {
	it('a game of every kind, as the app saved it, opens', async () => {
		const games = await everyKind();
		expect(games.map((g) => g.kind)).toEqual(['skirmish', 'dogfight', 'table-grid', 'table-hex']);
		for (const g of games) expect(openSavedGame(g)).toMatchObject({ ok: true });
		expect(damagedGames(games)).toEqual([]);
	});

	it('the damage the backup fuzz found is refused with the path, not thrown', async () => {
		const cases: [GameRecord, (g: Loose) => void, string][] = [
			[tableGridGame(), (g) => delete g.log.setup.grid.board, 'log.setup.grid.board'],
			[skirmishGame(), (g) => delete g.log.setup.board, 'log.setup.board'],
			[tableHexGame(), (g) => (g.log.setup.planes = {}), 'log.setup.planes'],
			[tableHexGame(), (g) => (g.log.setup.preset = 'constructor'), 'log.setup.preset'],
			[tableGridGame(), (g) => (g.log.seed = {}), 'log.seed'],
			[skirmishGame(), (g) => (g.log.seed = {}), 'log.seed'],
			[skirmishGame(), (g) => (g.log.orders[0] = null), 'log.orders[0]'],
			[await dogfightGame(), (g) => (g.log.setup.planes = 7), 'log.setup.planes'],
			[await dogfightGame(), (g) => (g.ui.phase = 'dancing'), 'ui.phase'],
			[await dogfightGame(), (g) => (g.state.locked = 5), 'state.locked'],
			[
				await dogfightGame(),
				(g) => (g.state.locked = { x: { maneuver: 5 } }),
				'state.locked.x.maneuver'
			]
		];
		for (const [game, change, path] of cases) {
			const bad = damaged(game, change);
			const opened = openSavedGame(bad);
			expect(opened, path).toMatchObject({ ok: false });
			if (!opened.ok) expect(opened.params.path, opened.reason).toBe(path);
			expect(damagedGames([bad])).toMatchObject([{ index: 0, title: game.title }]);
		}
	});

	it("the engine's own setup check refuses what the shapes let through", () => {
		const offBoard = damaged(skirmishGame(), (g) => (g.log.setup.planes[0].x = 99));
		expect(openSavedGame(offBoard)).toMatchObject({ ok: false, code: 'grid.setup_off_board' });
		const noSuchPlane = damaged(tableHexGame(), (g) => (g.log.setup.planes[0].aircraft = 'x'));
		expect(openSavedGame(noSuchPlane)).toMatchObject({
			ok: false,
			code: 'table.unknown_aircraft'
		});
		const oneSide = damaged(tableGridGame(), (g) => g.log.setup.grid.planes.pop());
		expect(openSavedGame(oneSide).ok).toBe(false);
	});
});
