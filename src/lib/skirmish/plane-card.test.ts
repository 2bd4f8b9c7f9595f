import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '$lib/rules/grid';
import { GRID_AIRCRAFT, GRID_EXTRA_AIRCRAFT } from '$lib/data/grid/aircraft';
import { withLocale } from '$lib/i18n/runtime';
import { gunLabel } from '$lib/ui/reason-params-grid';
import { planeCard } from './plane-card';

const setup = {
	board: { width: 12, height: 8 },
	planes: [
		{ id: 'A1', type: 'se5a', side: 'A' as const, x: 0, y: 3, facing: 2 as const, hp: 4 },
		{
			id: 'B1',
			type: 'fokker-dr1',
			side: 'B' as const,
			x: 11,
			y: 3,
			facing: 6 as const,
			aceSkills: ['dead-eye' as const],
			speed: 'slow' as const
		}
	]
};

describe('the plane card: what a seat may know of a plane', () => {
	const game = newGame(setup, 1);
	if (!game.ok) throw new Error('setup refused');
	const view = viewFor(game.value.state, 'A');

	it('own plane: hit points of its type, guns with their dice, range and names (G-AC-4, G-FIRE-1)', () => {
		const card = planeCard(view, 'A1')!;
		expect(card).toMatchObject({ own: true, hp: 4, hpMax: 6, criticalAt: 2, speed: 'fast' });
		expect(card.guns.map((g) => [g.id, g.dice, g.range])).toEqual([
			['mg', 6, 4],
			['wing', 3, 4]
		]);
	});

	it('enemy plane: the grid rules keep hit points, speed, agility and ace skills open', () => {
		const card = planeCard(view, 'B1')!;
		expect(card).toMatchObject({ own: false, hp: 6, agility: 'nimble', aceSkills: ['dead-eye'] });
		// Damage took a speed class (G-FIRE-3 row 2): the card tells what it was.
		expect(card).toMatchObject({ speed: 'slow', baseSpeed: 'medium' });
	});

	it('knows no plane that is not in the view', () => {
		expect(planeCard(view, 'Z9')).toBeNull();
	});
});

describe('gun names: every gun of a plane has its own, in English and German', () => {
	for (const locale of ['en', 'de'] as const)
		it(`no two guns of one aircraft share a name (${locale}; an S.E.5a's pilot gun and wing gun)`, () =>
			withLocale(locale, () => {
				for (const a of [...GRID_AIRCRAFT, ...GRID_EXTRA_AIRCRAFT]) {
					const names = a.guns.map((g) => gunLabel(g.id));
					expect(new Set(names).size, `${a.id}: ${names.join(', ')}`).toBe(names.length);
					// A name, never the raw id of the aircraft list.
					a.guns.forEach((g, i) => expect(names[i], a.id).not.toBe(g.id));
				}
				const se5a = GRID_AIRCRAFT.find((a) => a.id === 'se5a')!;
				expect(se5a.guns.map((g) => gunLabel(g.id))).toEqual(
					locale === 'en' ? ["pilot's gun", 'wing gun'] : ['MG des Piloten', 'Flügel-MG']
				);
			}));
});
