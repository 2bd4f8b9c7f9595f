import { describe, expect, it } from 'vitest';
import { DOWN_CAUSES, gameEnd, isDown, type PlaneOutcome } from './end';

const p = (
	id: string,
	side: string,
	status: PlaneOutcome['status'],
	landedCountsAsShotDown?: boolean
): PlaneOutcome => ({
	id,
	side,
	status,
	...(landedCountsAsShotDown === undefined ? {} : { landedCountsAsShotDown })
});
const SIDES = ['entente', 'central'];

describe('shot down (H-END-1)', () => {
	it('names every cause of the checklist', () => {
		expect(DOWN_CAUSES).toEqual(
			expect.arrayContaining([
				'fuel-tank-explosion',
				'left-map',
				'failed-spin',
				'wings-destroyed',
				'fuselage-destroyed',
				'tail-destroyed',
				'pilot-killed',
				'landed'
			])
		);
	});

	it('a landed plane counts as shot down unless a scenario says otherwise — retired never', () => {
		expect(isDown(p('a', 'entente', 'landed'))).toBe(true);
		expect(isDown(p('a', 'entente', 'landed', false))).toBe(false);
		expect(isDown(p('a', 'entente', 'retired'))).toBe(false);
		expect(isDown(p('a', 'entente', 'shotDown'))).toBe(true);
	});
});

describe('end of the game and scoring (H-END-2)', () => {
	it('goes on while both sides have a plane flying', () => {
		const r = gameEnd(
			[p('a', 'entente', 'flying'), p('b', 'central', 'flying'), p('c', 'central', 'shotDown')],
			SIDES
		);
		expect(r).toEqual({ over: false, winner: null, kills: { entente: 1, central: 0 } });
	});

	it('ends when every plane of one side is down or retired — most kills wins', () => {
		const r = gameEnd(
			[p('a', 'entente', 'flying'), p('b', 'central', 'shotDown'), p('c', 'central', 'retired')],
			SIDES
		);
		expect(r).toEqual({ over: true, winner: 'entente', kills: { entente: 1, central: 0 } });
	});

	it('the side that ran out can still win on kills', () => {
		const r = gameEnd(
			[
				p('a', 'entente', 'shotDown'),
				p('b', 'entente', 'shotDown'),
				p('c', 'entente', 'flying'),
				p('d', 'central', 'retired')
			],
			SIDES
		);
		expect(r).toMatchObject({ over: true, winner: 'central', kills: { central: 2, entente: 0 } });
	});

	it('equal kills is a draw', () => {
		const r = gameEnd([p('a', 'entente', 'shotDown'), p('b', 'central', 'shotDown')], SIDES);
		expect(r).toEqual({ over: true, winner: 'draw', kills: { entente: 1, central: 1 } });
	});
});
