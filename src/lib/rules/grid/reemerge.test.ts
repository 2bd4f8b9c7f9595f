/**
 * G-TER-2 (rules-grid.md: a lost plane "re-emerges at a random point (◇ a random square on the
 * cloud's edge)"): the squares beside a cloud are kept per cloud for the searches (issue 30), so
 * the same cloud in other surroundings — another large cloud beside it, balloons up or down —
 * must still offer only free squares, and the same ones as worked out afresh.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../common/dice';
import { reemerge } from './flow';
import { plane, stateAt } from './fixtures';
import { draftOf } from './state';
import type { GridEvent } from './events';
import type { GridState, Rect } from './types';

const CLOUD: Rect = { x: 4, y: 3, w: 2, h: 2 };
/** A second large cloud covering the column west of CLOUD (x 3, rows 3–4). */
const WEST: Rect = { x: 2, y: 2, w: 2, h: 4 };

function lostIn(largeClouds: Rect[], balloons: GridState['terrain']['balloons'] = []): GridState {
	const state = stateAt({
		planes: [
			plane('A1', 'camel', 'A', 4, 3, 2, { status: 'lost', lostIn: CLOUD }),
			plane('B1', 'fokker-dvii', 'B', 10, 6, 6)
		]
	});
	// The very same Rect object in every state, as a game's states share their terrain.
	return { ...state, terrain: { ...state.terrain, largeClouds, balloons } };
}

/** Where A1 comes out, for many dice. */
function spots(state: GridState): Set<string> {
	const out = new Set<string>();
	for (let seed = 1; seed <= 200; seed++) {
		const draft = draftOf(state);
		const events: GridEvent[] = [];
		reemerge(draft, draft.planes[0], seededDice(seed), events);
		const p = draft.planes[0];
		out.add(`${p.x},${p.y},${p.facing}`);
	}
	return out;
}

describe('G-TER-2 re-emergence beside the same cloud in other surroundings (issue 30)', () => {
	it('offers the squares beside the cloud on the board and in no other cloud', () => {
		const alone = spots(lostIn([CLOUD]));
		// Two squares on each side: above (y 2, facing 0), below (y 5, 4), west (x 3, 6), east (x 6, 2).
		expect(alone).toEqual(
			new Set(['4,2,0', '5,2,0', '4,5,4', '5,5,4', '3,3,6', '3,4,6', '6,3,2', '6,4,2'])
		);
		// The same cloud object with a cloud to its west: the west squares are no longer free.
		const beside = spots(lostIn([CLOUD, WEST]));
		expect(beside).toEqual(new Set(['4,2,0', '5,2,0', '4,5,4', '5,5,4', '6,3,2', '6,4,2']));
		// And back: the first surroundings give the first squares again.
		expect(spots(lostIn([CLOUD]))).toEqual(alone);
	});

	it('never comes out on a balloon still up (G-TER-3), but may where one was destroyed', () => {
		const balloon = { id: 'K1', side: 'B' as const, x: 6, y: 3, hp: 3 };
		expect(spots(lostIn([CLOUD], [balloon]))).not.toContain('6,3,2');
		expect(spots(lostIn([CLOUD], [{ ...balloon, hp: 0 }]))).toContain('6,3,2');
	});
});
