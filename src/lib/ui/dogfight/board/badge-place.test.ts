import { describe, expect, it } from 'vitest';
import { placeBadge } from './badge-place';

const view = { x: 0, y: 0, w: 400, h: 300 };
const base = {
	at: { x: 200, y: 150 },
	size: { w: 60, h: 20 },
	gap: 25,
	radius: 20,
	view,
	counters: [],
	taken: []
};

describe('a shot badge beside its target', () => {
	it('goes right of the target when that is free', () => {
		expect(placeBadge(base)).toEqual({ x: 225, y: 140 });
	});
	it('goes left when a counter sits on the right', () => {
		expect(placeBadge({ ...base, counters: [{ x: 250, y: 150 }] })).toEqual({ x: 115, y: 140 });
	});
	it('keeps clear of a badge placed already, and inside the view', () => {
		const p = placeBadge({ ...base, taken: [{ x: 225, y: 140, w: 60, h: 20 }] });
		expect(p).toEqual({ x: 115, y: 140 });
		const edge = placeBadge({ ...base, at: { x: 390, y: 150 } });
		expect(edge.x + 60).toBeLessThanOrEqual(400);
	});
});
