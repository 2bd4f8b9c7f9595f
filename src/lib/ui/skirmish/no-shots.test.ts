import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { seededDice } from '$lib/rules/common/dice';
import { applyOrder, newGame, randomOrder, type GridEvent, type PlaneSetup } from '$lib/rules/grid';
import { lastNoShots, noShotLines } from './no-shots';

const planes: PlaneSetup[] = [
	{ id: 'A1', type: 'camel', side: 'A', x: 1, y: 5, facing: 2 },
	{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 4, y: 5, facing: 6 },
	{ id: 'B2', type: 'fokker-dr1', side: 'B', x: 10, y: 1, facing: 6 }
];

function skipped() {
	const g = newGame(
		{
			board: { width: 12, height: 8 },
			planes,
			terrain: { smallClouds: [{ x: 2, y: 5, w: 2, h: 1 }] }
		},
		3
	);
	if (!g.ok) throw new Error(g.reason);
	return g.value;
}

describe('why nobody fired (issue 15)', () => {
	it('finds the skipped fire step and words its reasons per plane, squares counted from 1', () => {
		const { events, state } = skipped();
		const event = lastNoShots(events);
		expect(event?.turn).toBe(1);
		const en = withLocale('en', () => noShotLines(event!, state.planes));
		expect(en[0]).toEqual({
			plane: 'A1',
			label: 'A1 Sopwith Camel',
			reasons: [
				'B1 Fokker Dr1: The line of sight is blocked at square 3,6',
				'B2 Fokker Dr1: B2 Fokker Dr1 is out of range (9 > 4)'
			]
		});
		const de = withLocale('de', () => noShotLines(event!, state.planes));
		expect(de[0].reasons[0]).toBe('B1 Fokker Dr1: Die Sichtlinie ist auf Feld 3,6 blockiert');
		expect(de.map((l) => l.plane)).toEqual(['A1', 'B1', 'B2']);
	});

	it('shows nothing once a fire step with shots, or a new round, has followed', () => {
		const { events } = skipped();
		const later: GridEvent[] = [...events, { type: 'fire-step', turn: 2 }];
		expect(lastNoShots(later)).toBeNull();
		expect(lastNoShots([...events, { type: 'round-started', round: 2 }])).toBeNull();
		expect(lastNoShots([])).toBeNull();
	});

	it('says nothing of the opening fire step when every enemy is merely out of range', () => {
		const apart = newGame(
			{
				board: { width: 12, height: 8 },
				planes: [
					{ id: 'A1', type: 'camel', side: 'A', x: 1, y: 5, facing: 2 },
					{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 10, y: 1, facing: 6 }
				]
			},
			3
		);
		if (!apart.ok) throw new Error(apart.reason);
		const { events } = apart.value;
		// The engine did skip the step, for want of range only: the log still says so.
		const skippedStep = events.find((e) => e.type === 'no-shots');
		expect(skippedStep?.type === 'no-shots' && skippedStep.reasons.length).toBe(2);
		expect(lastNoShots(events)).toBeNull();
		// Turn 2's step, after both planes have flown and are still apart, is worth the words.
		let state = apart.value.state;
		let log: GridEvent[] = [...events];
		const dice = seededDice(4);
		while (state.turn === 1) {
			const r = applyOrder(state, randomOrder(state, dice)!);
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
			log = [...log, ...r.value.events];
		}
		expect(log.some((e) => e.type === 'moved')).toBe(true);
		expect(lastNoShots(log)?.turn).toBe(2);
		expect(lastNoShots(log)!.reasons.every((r) => r.reason.code === 'grid.out_of_range')).toBe(
			true
		);
	});
});
