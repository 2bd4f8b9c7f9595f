import { describe, expect, it } from 'vitest';
import { decisionPanel, type DecisionFacts } from './decision-panel';
import { OverBoard } from './over-board.svelte';

const base: DecisionFacts = {
	over: false,
	phase: 'plotting',
	moving: false,
	firing: false,
	thinking: false,
	tailing: false,
	plotting: false
};

describe('the panel beside the Dogfight map (issue 27)', () => {
	it('a game over shows the result whatever else is true', () => {
		expect(decisionPanel({ ...base, over: true, phase: 'firing', firing: true })).toBe('over');
	});
	it('the fire panel waits until the planes have moved (H-COMB-3: fire after movement)', () => {
		expect(decisionPanel({ ...base, phase: 'firing', moving: true, firing: true })).toBe('moving');
		expect(decisionPanel({ ...base, phase: 'firing', firing: true })).toBe('fire');
		expect(decisionPanel({ ...base, phase: 'firing', thinking: true })).toBe('thinking-fire');
		expect(decisionPanel({ ...base, phase: 'firing' })).toBe('waiting-fire');
	});
	it('tailing choices come before the plotting sheet (H-TAIL-1 before H-PLAN)', () => {
		expect(decisionPanel({ ...base, tailing: true, plotting: true })).toBe('tailing');
		expect(decisionPanel({ ...base, plotting: true })).toBe('plot');
		expect(decisionPanel({ ...base, thinking: true })).toBe('thinking');
		expect(decisionPanel(base)).toBe('waiting');
	});
	it('a resolved turn shows its log and the next-turn button', () => {
		expect(decisionPanel({ ...base, phase: 'resolved', thinking: true })).toBe('resolved');
	});
});

describe('what is open over the map (issue 27)', () => {
	it('a counter tapped opens its card away from it; tapped again, the card closes', () => {
		const over = new OverBoard();
		over.tapPlane('A', 'right');
		expect([over.open, over.selected, over.cardLeft]).toEqual(['card', 'A', true]);
		over.tapPlane('B', 'left');
		expect([over.open, over.selected, over.cardLeft]).toEqual(['card', 'B', false]);
		over.tapPlane('B', 'left');
		expect([over.open, over.selected]).toEqual([null, null]);
	});
	it('legend and sheets toggle, one thing open at a time', () => {
		const over = new OverBoard();
		over.tapPlane('A');
		over.toggle('legend');
		expect(over.open).toBe('legend');
		over.toggle('sheets');
		expect(over.open).toBe('sheets');
		over.toggle('sheets');
		expect(over.open).toBeNull();
	});
});
