import { describe, expect, it } from 'vitest';
import { pairGeometry } from '../hex/geometry';
import { checkFire, type Shooter, type Target } from './fire';
import { FOKKER_DR1, BRISTOL_F2B, settingsFor, trackFor } from './fixtures';
import type { PairGeometry } from './geometry';

/** Part 1's hex geometry feeds combat's PairGeometry unchanged (the plug between the parts). */
const shooter: Shooter = {
	id: 'f',
	side: 'central',
	stability: 'A',
	track: trackFor(FOKKER_DR1),
	altitude: null,
	speed: 2
};
const target: Target = { id: 'b', side: 'entente', out: false, altitude: null, speed: 2 };

describe('geometry from part 1 (H-COMB-1, H-COMB-8)', () => {
	it('a target two hexes straight ahead (same row, facing E) is on the fire line, hit on its D side', () => {
		const g: PairGeometry = pairGeometry(
			{ col: 5, row: 5, facing: 0 },
			{ col: 7, row: 5, facing: 0 }
		);
		expect(g).toMatchObject({
			range: 2,
			fireLine: 2,
			targetSide: 'D',
			aspect: 'rear',
			parallel: true
		});
		const r = checkFire(
			{ position: 'pilot', target: 'b', burst: 'short' },
			shooter,
			target,
			g,
			settingsFor('edition2013'),
			1
		);
		expect(r.ok && r.value.deck).toBe('D');
	});

	it('a head-on target is hit on its A side, from the front', () => {
		const g = pairGeometry({ col: 5, row: 5, facing: 0 }, { col: 8, row: 5, facing: 3 });
		expect(g).toMatchObject({ range: 3, fireLine: 3, targetSide: 'A', aspect: 'front' });
	});

	it('the observer cannot fire into the hex right behind, but can two hexes back', () => {
		const s = settingsFor('edition2013', { observers: true });
		const bristol: Shooter = {
			...shooter,
			id: 'b2',
			side: 'entente',
			track: trackFor(BRISTOL_F2B, { observers: true })
		};
		const enemy: Target = { ...target, id: 'e', side: 'central' };
		const obs = { position: 'observer' as const, target: 'e', burst: 'short' as const };
		const behind1 = pairGeometry({ col: 5, row: 5, facing: 0 }, { col: 4, row: 5, facing: 0 });
		const behind2 = pairGeometry({ col: 5, row: 5, facing: 0 }, { col: 3, row: 5, facing: 0 });
		expect(checkFire(obs, bristol, enemy, behind1, s, 1)).toMatchObject({ ok: false });
		expect(checkFire(obs, bristol, enemy, behind2, s, 1).ok).toBe(true);
	});
});
