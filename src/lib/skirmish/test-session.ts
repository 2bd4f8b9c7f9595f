/** Skirmish sessions for the play screen's Node tests (issue 27). */
import { startSession, type Session } from './controller';
import { freeSkirmishSetup } from './setup';
import type { Seat } from './types';
import type { Side } from '$lib/rules/grid';

/** A fresh two-against-two skirmish with the given seats (both human by default). */
export function freshSession(
	seats: Record<Side, Seat> = { A: { kind: 'human' }, B: { kind: 'human' } },
	seed = 3,
	activation: 'deck' | 'command-points' = 'deck'
): Session {
	const setup = freeSkirmishSetup(
		{
			planes: {
				A: [
					{ type: 'camel', aceSkills: [] },
					{ type: 'se5a', aceSkills: [] }
				],
				B: [
					{ type: 'fokker-dr1', aceSkills: [] },
					{ type: 'albatros-diii', aceSkills: [] }
				]
			},
			terrain: 'none',
			activation
		},
		seed
	);
	const s = startSession({
		id: 'play-test',
		createdAt: '2026-11-26T10:00:00.000Z',
		setup,
		seed,
		seats,
		title: 't'
	});
	if (!s.ok) throw new Error(s.reason);
	return s.value;
}
