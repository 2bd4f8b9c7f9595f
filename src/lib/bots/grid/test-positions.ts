/**
 * Positions for the bot tests: a mission's start played on with random legal orders (G-TURN-1 deck
 * play, or G-TURN-2 command points), all from seeds, so each test gets the same games every run.
 */
import { seededDice } from '../../rules/common/dice';
import {
	applyOrder,
	missionSetup,
	newGame,
	randomOrder,
	type GridState
} from '../../rules/grid/index';
import type { MissionId } from '../../data/missions';

export function randomPosition(
	mission: MissionId,
	seed: number,
	steps: number,
	cp = false
): GridState {
	const setup = missionSetup(
		mission,
		seededDice(seed),
		cp ? { rules: { activation: 'command-points' } } : {}
	);
	const g = newGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let s = g.value.state;
	const dice = seededDice(seed + 1);
	for (let i = 0; i < steps && s.phase !== 'over'; i++) {
		const r = applyOrder(s, randomOrder(s, dice)!);
		if (!r.ok) throw new Error(r.reason);
		s = r.value.state;
	}
	return s;
}
