/**
 * Issue 17: ids and names that are also Object.prototype's ("__proto__", "constructor",
 * "toString"…) are ids like any other. Every example of both engines, with every query, gives the
 * same answer when a plane is renamed to one of them; aircraft types, maneuvers, guns and cards
 * with such names are unknown names, refused with their field — never a crash.
 */
import { describe, expect, it } from 'vitest';
import { umpire, type UmpireAnswer } from '../umpire';
import { exampleFiles, HOSTILE_IDS, playedMission, renameId, type Scenario } from './scenarios';

const GRID_QUERIES = [undefined, 'legal', 'view-A', 'view-B'] as const;
const HEX_QUERIES = [['legal', 'tailing', 'turn']] as const;

/** The examples with every query their game has, plus a mission played to its end. */
function scenarios(): [string, Scenario][] {
	const out: [string, Scenario][] = [];
	for (const [name, file] of exampleFiles()) {
		const queries = file.game === 'grid' ? GRID_QUERIES : HEX_QUERIES;
		for (const query of queries) {
			const { query: _, ...rest } = file;
			out.push([`${name} ${String(query)}`, query === undefined ? rest : { ...rest, query }]);
		}
	}
	out.push(['bomber-escort played', playedMission('bomber-escort', 3)]);
	return out;
}

/** The plane ids a file names (grid missions: the generator's ids). */
function planeIds(file: Scenario): string[] {
	const planes = file.planes as { id: string }[] | undefined;
	return planes ? planes.map((p) => p.id) : ['A1', 'A2', 'B1', 'B2', 'A-bomber'];
}

/** The answer as text without the state hash (it hashes the ids themselves). */
const text = (a: UmpireAnswer) => JSON.stringify(a, (k, v) => (k === 'hash' ? undefined : v));

/** Renames an id everywhere in an answer's text: quoted values, keys and sentences. */
const renamedIn = (answer: string, from: string, to: string) =>
	answer.split(from).join(JSON.stringify(to).slice(1, -1));

describe('hostile ids through both engines and every query (issue 17)', () => {
	const cases = scenarios();

	it.each(cases)('%s: a plane called like a prototype property is just a plane', (_name, file) => {
		const ids = planeIds(file);
		// First give every plane a token no other text contains, so renaming back is exact.
		let tokened = JSON.stringify(file);
		ids.forEach((id, i) => (tokened = renameId(JSON.parse(tokened), id, `Pln${i}q`)));
		const base = umpire(tokened);
		expect(base.code).toBeLessThan(3);
		for (const [i] of ids.entries())
			for (const hostile of HOSTILE_IDS) {
				const answer = umpire(renameId(JSON.parse(tokened), `Pln${i}q`, hostile));
				expect(text(answer), `Pln${i}q → ${hostile}`).toBe(
					renamedIn(text(base), `Pln${i}q`, hostile)
				);
			}
	});

	const shooting = exampleFiles().get('grid/shooting.json')!;
	const firing = exampleFiles().get('hex/firing-2013.json')!;
	const legal = exampleFiles().get('hex/legal-maneuvers.json')!;

	it.each(HOSTILE_IDS)('grid: aircraft type, escort type, gun and balloon "%s"', (name) => {
		const planes = shooting.planes as object[];
		const typed = umpire(
			JSON.stringify({ ...shooting, planes: [{ ...planes[0], type: name }, planes[1]] })
		);
		expect(typed).toMatchObject({ code: 2, error: expect.stringMatching(/^planes\.0\.type: /) });
		const escort = umpire(
			JSON.stringify({
				game: 'grid',
				missionSetup: { mission: 'bomber-escort', seed: 1, escortType: name }
			})
		);
		expect(escort).toMatchObject({
			code: 2,
			error: expect.stringMatching(/^missionSetup\.escortType: /)
		});
		const gun = umpire(
			JSON.stringify({
				...shooting,
				orders: [{ kind: 'fire', side: 'A', shots: [{ plane: 'A1', gun: name, target: 'B1' }] }]
			})
		);
		expect(gun).toMatchObject({ code: 1, output: { refused: { order: 0 } } });
		const balloon = umpire(
			JSON.stringify({
				...shooting,
				terrain: { balloons: [{ id: name, side: 'B', x: 3, y: 4 }] },
				orders: []
			})
		);
		expect(balloon.code).toBe(0);
	});

	it.each(HOSTILE_IDS)('hex: aircraft, maneuver, card and seat "%s"', (name) => {
		const planes = firing.planes as object[];
		const aircraft = umpire(
			JSON.stringify({ ...firing, planes: [{ ...planes[0], aircraft: name }, planes[1]] })
		);
		expect(aircraft).toMatchObject({
			code: 2,
			error: expect.stringMatching(/^planes\.0\.aircraft: /)
		});
		const last = umpire(
			JSON.stringify({ ...firing, planes: [{ ...planes[0], lastManeuver: name }, planes[1]] })
		);
		expect(last).toMatchObject({
			code: 2,
			error: expect.stringMatching(/^planes\.0\.lastManeuver: /)
		});
		const card = umpire(JSON.stringify({ ...firing, decks: { B: [name] } }));
		expect(card).toMatchObject({ code: 2, error: expect.stringMatching(/^decks\.B\.0: /) });
		const plots = firing.plots as Record<string, object>;
		const plotted = umpire(
			JSON.stringify({ ...firing, plots: { ...plots, bristol: { maneuver: name } } })
		);
		expect(plotted).toMatchObject({
			code: 1,
			output: { refused: { order: { plane: 'bristol' }, code: 'hex.turn.plane_refused' } }
		});
		const altitude = umpire(
			JSON.stringify({
				...legal,
				options: { altitude: true },
				plots: { [planeIds(legal)[0]]: { maneuver: name } }
			})
		);
		expect(altitude.code).toBe(0);
		const seated = umpire(
			JSON.stringify({ ...firing, planes: [{ ...planes[0], seat: name }, planes[1]] })
		);
		expect(seated.code).toBe(0);
	});
});
