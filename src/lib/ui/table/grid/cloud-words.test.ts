import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import type { CloudExit } from '$lib/table/grid/types';
import { cloudExitText, veText } from './cloud-words';

/** G-TER-2 at the table: the roll out of a cloud in the players' words (decisions.md). */
describe('a plane coming out of a cloud, in words', () => {
	const south: CloudExit = {
		plane: 'A1',
		wide: 4,
		deep: 3,
		side: 'south',
		sideRoll: 3,
		square: 2,
		length: 4,
		facing: 4,
		reroll: false
	};
	const east: CloudExit = { ...south, side: 'east', sideRoll: 2, square: 3, length: 3, facing: 2 };

	it('names the side by the table’s ends and edges, the square from a stated end, the facing', () => {
		const en = withLocale('en', () => cloudExitText(south, 'Ball'));
		expect(en).toContain('Side A’s right (south)');
		expect(en).toContain('square 2 of 4');
		expect(en).toContain('towards Side A’s end (west)');
		expect(en).toContain('facing south');
		const across = withLocale('en', () => cloudExitText(east, 'Ball'));
		expect(across).toContain('towards Side B’s end (east)');
		expect(across).toContain('square 3 of 3');
		expect(across).toContain('Side A’s left (north)');
	});

	it('says when the square was rolled again, in English and German', () => {
		const again = { ...south, reroll: true };
		expect(withLocale('en', () => cloudExitText(again, 'Ball'))).toMatch(/not free/);
		const de = withLocale('de', () => cloudExitText(again, 'Ball'));
		expect(de).toMatch(/nicht frei/);
		expect(de).toContain('Süden');
	});

	it('writes a ±ve with a real minus sign', () => {
		expect([veText(-1), veText(0), veText(2)]).toEqual(['−1', '0', '+2']);
	});
});
