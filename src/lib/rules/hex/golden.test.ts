import { describe, expect, it } from 'vitest';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { resolveTurn } from './turn';
import type { HexEvent, HexGameState, PlotMap } from './types';

const FOE: ScenarioPlane = {
	id: 'foe',
	seat: 'p2',
	aircraft: 'nieuport-24',
	hex: '2820',
	facing: 'W'
};

/** The 2013 rulebook's worked examples that part 1 covers (collision: movement.test.ts). */
function game(
	fokker: Partial<ScenarioPlane>,
	more: Partial<ScenarioInput>,
	others: ScenarioPlane[] = []
): HexGameState {
	const r = scenarioState({
		planes: [
			{
				id: 'fokker',
				seat: 'p1',
				aircraft: 'fokker-dr1',
				hex: '1010',
				facing: 0,
				lastManeuver: '3S2',
				...fokker
			},
			...(others.length ? others : [FOE])
		],
		...more
	});
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
function play(s: HexGameState, plots: PlotMap): HexEvent[] {
	const r = resolveTurn(s, plots);
	if (!r.ok) throw new Error(r.reason);
	return r.value.events;
}
const foe = { foe: { maneuver: '3S2' } };

describe('2013 rulebook worked examples', () => {
	it('the Fokker Dr.I flies 14L3 and pays 3 fuel markers', () => {
		const events = play(game({ fuel: 20 }, { rules: { optional: { fuel: true } } }), {
			fokker: { maneuver: '14L3' },
			...foe
		});
		expect(events).toContainEqual({ type: 'fuel', plane: 'fokker', spent: 3, left: 17 });
	});

	it('the Fokker Dr.I dives with 14L3 from level 4 to level 3, paying one fuel less', () => {
		const s = game(
			{ fuel: 20, altitude: 4 },
			{ rules: { optional: { fuel: true, altitude: true } } }
		);
		const events = play(s, { fokker: { maneuver: '14L3', altitude: 'dive' }, ...foe });
		expect(events).toContainEqual({
			type: 'altitude',
			plane: 'fokker',
			from: 4,
			to: 3,
			order: 'dive'
		});
		expect(events).toContainEqual({ type: 'fuel', plane: 'fokker', spent: 2, left: 18 });
	});

	it('the Fokker Dr.I climbs with a speed-3 preparation straight (the book 3S3, our 4S3) from level 3 to 4, paying one more', () => {
		const s = game(
			{ fuel: 20, altitude: 3 },
			{ rules: { optional: { fuel: true, altitude: true } } }
		);
		const events = play(s, { fokker: { maneuver: '4S3', altitude: 'climb' }, ...foe });
		expect(events).toContainEqual({
			type: 'altitude',
			plane: 'fokker',
			from: 3,
			to: 4,
			order: 'climb'
		});
		expect(events).toContainEqual({ type: 'fuel', plane: 'fokker', spent: 4, left: 16 });
	});

	it('the Fokker Dr.I at level 4 may tail an enemy at level 3 but not one at level 2', () => {
		const s = game({ altitude: 4 }, { rules: { optional: { altitude: true } } }, [
			{ id: 'a', seat: 'p2', aircraft: 'nieuport-24', hex: '1210', facing: 0, altitude: 2 },
			{ id: 'b', seat: 'p3', aircraft: 'sopwith-triplane', hex: '1209', facing: 0, altitude: 3 }
		]);
		expect(s.tailing.pairs.map((p) => `${p.tailer}>${p.tailed}`)).toEqual(['fokker>b']);
	});
});
