import { describe, expect, it } from 'vitest';
import { BUBBLE_GAP, SCREEN_MARGIN, placeBubble } from './bubble-place';

const viewport = { width: 1024, height: 768 };
const bubble = { width: 200, height: 60 };

describe('placeBubble: a disabled control’s reason beside it, inside the screen', () => {
	it('goes under the control when there is room, centred on it', () => {
		const p = placeBubble({ x: 400, y: 100, width: 100, height: 48 }, bubble, viewport);
		expect(p).toEqual({ x: 350, y: 100 + 48 + BUBBLE_GAP, side: 'below' });
	});

	it('goes above a control at the bottom of the screen (an action bar)', () => {
		const p = placeBubble({ x: 400, y: 710, width: 100, height: 48 }, bubble, viewport);
		expect(p.side).toBe('above');
		expect(p.y).toBe(710 - BUBBLE_GAP - 60);
	});

	it('never leaves the screen sideways', () => {
		const left = placeBubble({ x: 0, y: 100, width: 40, height: 40 }, bubble, viewport);
		expect(left.x).toBe(SCREEN_MARGIN);
		const right = placeBubble({ x: 1000, y: 100, width: 24, height: 40 }, bubble, viewport);
		expect(right.x + bubble.width).toBe(viewport.width - SCREEN_MARGIN);
	});

	it('stays inside a short screen even when it fits neither above nor below', () => {
		const small = { width: 320, height: 200 };
		const p = placeBubble(
			{ x: 100, y: 70, width: 100, height: 60 },
			{ width: 200, height: 90 },
			small
		);
		expect(p.y).toBeGreaterThanOrEqual(SCREEN_MARGIN);
		expect(p.y + 90).toBeLessThanOrEqual(small.height - SCREEN_MARGIN);
	});

	it('a bubble wider than the screen starts at the margin', () => {
		const p = placeBubble(
			{ x: 10, y: 10, width: 20, height: 20 },
			{ width: 500, height: 40 },
			{ width: 300, height: 600 }
		);
		expect(p.x).toBe(SCREEN_MARGIN);
	});
});
