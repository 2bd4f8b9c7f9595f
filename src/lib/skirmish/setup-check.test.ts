import { describe, expect, it } from 'vitest';
import { freeSetupProblem } from './setup-check';

describe('free skirmish set-up: what would stop Start', () => {
	it('a usual set-up has nothing missing', () => {
		expect(
			freeSetupProblem({
				planes: {
					A: [{ type: 'camel', aceSkills: [] }],
					B: [{ type: 'albatros-diii', aceSkills: ['dead-eye'] }]
				},
				terrain: 'heavy',
				activation: 'deck'
			})
		).toBeNull();
	});

	it('an aircraft the rules do not know is refused with the engine’s reason', () => {
		const r = freeSetupProblem({
			planes: {
				A: [{ type: 'sopwith-dolphin', aceSkills: [] }],
				B: [{ type: 'camel', aceSkills: [] }]
			},
			terrain: 'none',
			activation: 'deck'
		});
		expect(r?.ok).toBe(false);
		expect(r?.code).toMatch(/^grid\./);
	});
});
