import { describe, expect, it } from 'vitest';
import { SkirmishSetup } from './setup-state.svelte';
import { QUICK_GAME } from './quick-game';

// Issue 30: the set-up form's parts share one SkirmishSetup; Start asks it for the game.
describe('the Skirmish set-up form’s shared choices', () => {
	it('starts as the quick game: the default free set-up, a person against the normal computer', () => {
		const setup = new SkirmishSetup();
		expect(setup.isDefaultFree()).toBe(true);
		const quick = QUICK_GAME();
		expect(setup.toNewSkirmish()).toEqual({ ...quick, title: expect.any(String) });
	});

	it('describes a changed free set-up as it stands, and is then no longer the default', () => {
		const setup = new SkirmishSetup();
		setup.planes.A.push({ type: 'nieuport-17', aceSkills: [] });
		setup.toggleSkill('B', 0, 'dead-eye');
		setup.terrain = 'heavy';
		setup.activation = 'command-points';
		setup.seats.B = 'hard';
		expect(setup.isDefaultFree()).toBe(false);
		const game = setup.toNewSkirmish();
		expect(game.mode).toBe('free');
		if (game.mode !== 'free') return;
		expect(game.free.planes.A.map((p) => p.type)).toEqual(['camel', 'se5a', 'nieuport-17']);
		expect(game.free.planes.B[0].aceSkills).toEqual(['dead-eye']);
		expect(game.free).toMatchObject({ terrain: 'heavy', activation: 'command-points' });
		expect(game.seats).toEqual({ A: { kind: 'human' }, B: { kind: 'computer', level: 'hard' } });
		setup.toggleSkill('B', 0, 'dead-eye');
		expect(setup.planes.B[0].aceSkills).toEqual([]);
	});

	it('describes a mission with its activation and seats', () => {
		const setup = new SkirmishSetup();
		setup.mode = 'mission';
		setup.mission = 'balloon-busting';
		expect(setup.toNewSkirmish()).toMatchObject({
			mode: 'mission',
			mission: 'balloon-busting',
			activation: 'deck',
			seats: { A: { kind: 'human' }, B: { kind: 'computer', level: 'normal' } }
		});
	});
});
