import type { SpecialDie } from '../../rules/common/special-dice';
import type { FaceColour } from './types';

/**
 * ◇ The 2013 special dice (H-COMB-5): six dice with white, blue and red faces; the face mix is
 * not in any source (data-hex.md). Default 3 white, 2 blue, 1 red. Overridable: pass another
 * `SpecialDie` to `rollPool`. Scripted dice in tests: 1–3 white, 4–5 blue, 6 red.
 */
export const COMBAT_DIE_2013: SpecialDie<FaceColour> = {
	id: 'blue-max-2013',
	faces: ['white', 'white', 'white', 'blue', 'blue', 'red']
};

export const FACE_COLOURS: readonly FaceColour[] = ['white', 'blue', 'red'];
