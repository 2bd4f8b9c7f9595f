import { describe, expect, it } from 'vitest';
import { viewFor } from '$lib/rules/grid';
import { BoardOverlays } from './overlays.svelte';
import { freshSession } from '$lib/skirmish/test-session';

describe('the card and the legend take turns over the board (issue 27)', () => {
	const view = viewFor(freshSession().state, 'A');
	const west = [...view.planes].sort((a, b) => a.x - b.x)[0];
	const east = [...view.planes].sort((a, b) => b.x - a.x)[0];

	it('a tap opens a plane’s card, a second tap closes it; opening the legend closes the card', () => {
		const o = new BoardOverlays(() => view);
		expect(o.toggleCard(west.id)).toBe(true);
		expect(o.inspected?.id).toBe(west.id);
		expect(o.toggleCard(west.id)).toBe(false);
		expect(o.inspected).toBeNull();
		o.toggleCard(west.id);
		o.legendOpen = true;
		expect(o.inspect).toBeNull();
		o.toggleCard(east.id);
		expect(o.legendOpen).toBe(false);
	});

	it('the card opens on the side of the board away from its plane', () => {
		const o = new BoardOverlays(() => view);
		o.toggleCard(west.id);
		expect(o.cardLeft).toBe(west.x >= view.board.width / 2);
		o.toggleCard(east.id);
		expect(o.cardLeft).toBe(true);
	});
});
