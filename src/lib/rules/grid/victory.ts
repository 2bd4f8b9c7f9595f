import { MISSIONS } from '../../data/missions';
import { aircraftOf, isObservation } from './catalog';
import type { GridResult, GridState, PlaneState, Side } from './types';

/** Still in the fight: on the table, lost in a cloud or about to re-enter (G-END-1 ◇). */
export const inPlay = (p: PlaneState): boolean =>
	p.status === 'active' || p.status === 'lost' || p.status === 'off-table';

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/**
 * Forced to flee when the fight ends (C-M3, 002:394 "Aircraft forced to flee"): withdrawn off the
 * table, or made critical (G-FIRE-4) and still on its way off (G-MOVE-6: it must withdraw, and
 * with the fight over nothing can stop it). Counting only the planes already off the table gave
 * the other side nothing for a plane it had driven out when the fight ended a move too soon.
 */
const fled = (p: PlaneState): boolean => p.status === 'withdrawn' || (p.critical && inPlay(p));

function summary(state: GridState, outcome: GridResult['outcome'], reason: string): GridResult {
	const bomber = state.objectives.escortedBomber;
	return {
		outcome,
		reason,
		kills: state.kills.slice(),
		fled: state.planes.filter(fled).map((p) => p.id),
		shotDown: state.planes.filter((p) => p.status === 'shot-down').map((p) => p.id),
		escaped: state.planes.filter((p) => p.status === 'escaped').map((p) => p.id),
		objectives: {
			photographed: state.planes.some((p) => p.photographed),
			bombed: state.objectives.bombTargets.filter((t) => t.bombed).length,
			siteFound: state.objectives.sites.some((s) => s.real && s.visited),
			balloonsDestroyed: state.balloonsDestroyed.length,
			bomberDowned:
				bomber !== undefined &&
				state.planes.some((p) => p.id === bomber && p.status === 'shot-down')
		}
	};
}

/**
 * C-M3 (002:394 "the one who shoots down the most"): one point per enemy plane down — shot down by
 * a gun, or destroyed flying off the board with no tile left (001) — plus half a point per enemy
 * forced to flee (`fled`: withdrawn, or critical and still withdrawing when the fight ends). As the
 * campaign counts a pilot lost with no killer for the other side.
 */
export function killsScore(state: GridState): Record<Side, number> {
	const def = state.mission ? MISSIONS[state.mission] : null;
	const flee = def?.fleeCountsAsKill ?? 0;
	const score: Record<Side, number> = { A: 0, B: 0 };
	for (const p of state.planes) {
		if (p.status === 'shot-down') score[other(p.side)] += 1;
		else if (fled(p)) score[other(p.side)] += flee;
	}
	return score;
}

/**
 * Whether the fight is over and who won (G-END-1, C-M1…C-M6). `timeUp` asks for the verdict
 * when the turn limit is reached. Returns null while the fight goes on.
 */
function alive(state: GridState, side: Side): boolean {
	for (const p of state.planes) if (p.side === side && inPlay(p)) return true;
	return false;
}

function fighters(state: GridState, side: Side): PlaneState[] {
	return state.planes.filter((p) => p.side === side && !aircraftOf(p).static && !isObservation(p));
}

/** G-END-1. */
function noPlanes(state: GridState): GridResult | null {
	const a = alive(state, 'A');
	const b = alive(state, 'B');
	if (!a && !b) return summary(state, 'draw', 'no plane is left on the table');
	if (!a) return summary(state, 'B', 'side A has no plane left on the table');
	if (!b) return summary(state, 'A', 'side B has no plane left on the table');
	return null;
}

/** Side A's observation planes (the missions that need them; asked after every step, issue 30). */
const observersOfA = (state: GridState): PlaneState[] =>
	state.planes.filter((p) => p.side === 'A' && isObservation(p));

export function checkVictory(state: GridState, timeUp = false): GridResult | null {
	const mission = state.mission ? MISSIONS[state.mission] : null;
	switch (mission?.objective) {
		case 'photograph-and-escape': {
			// C-M1
			const aObservers = observersOfA(state);
			const out = aObservers.find((p) => p.status === 'escaped' && p.photographed);
			if (out) {
				return out.exit?.edge === state.board.home.A
					? summary(state, 'A', 'the photographs came home over side A’s edge')
					: summary(state, 'draw', 'the photographs left by another edge');
			}
			if (!aObservers.some((p) => inPlay(p)))
				return summary(state, 'B', 'no observation plane of side A can bring photographs home');
			break;
		}
		case 'bomb-targets': {
			// C-M2
			const aObservers = observersOfA(state);
			const bombed = state.objectives.bombTargets.filter((t) => t.bombed).length;
			if (bombed >= 2) return summary(state, 'A', `${bombed} of the targets were bombed`);
			if (!aObservers.some((p) => inPlay(p)))
				return summary(state, 'B', 'side A has no observation plane left to bomb with');
			break;
		}
		case 'find-site-and-escape': {
			// C-M4
			const aObservers = observersOfA(state);
			const found = state.objectives.sites.some((s) => s.real && s.visited);
			if (found && aObservers.some((p) => p.status === 'escaped'))
				return summary(state, 'A', 'the hidden guns were found and an observer escaped');
			if (!aObservers.some((p) => inPlay(p)))
				return found
					? summary(state, 'draw', 'the guns were found but no observer escaped')
					: summary(state, 'B', 'side A has no observer left to search');
			break;
		}
		case 'destroy-balloons': {
			// C-M5
			const left = state.terrain.balloons.filter((b) => b.hp > 0).length;
			if (state.terrain.balloons.length > 0 && left === 0)
				return summary(state, 'A', 'every balloon was destroyed');
			break;
		}
		case 'escort-bomber': {
			// C-M6
			const bomber = state.planes.find((p) => p.id === state.objectives.escortedBomber);
			if (bomber && bomber.status === 'shot-down')
				return summary(state, 'B', 'the bomber was downed');
			if (!fighters(state, 'B').some(inPlay))
				return summary(state, 'A', 'side B’s fighters were driven off');
			if (!fighters(state, 'A').some(inPlay))
				return summary(state, 'draw', 'side A’s fighters fled but the bomber survives');
			break;
		}
		case 'most-kills': {
			// C-M3: the fight ends as G-END-1 says; the winner is decided by the score.
			if (alive(state, 'A') && alive(state, 'B') && !timeUp) return null;
			const score = killsScore(state);
			const outcome = score.A > score.B ? 'A' : score.B > score.A ? 'B' : 'draw';
			return { ...summary(state, outcome, `score ${score.A} to ${score.B}`), score };
		}
	}
	const ended = noPlanes(state);
	if (ended) return ended;
	if (!timeUp) return null;
	// Time is up: side A failed whatever objective it had (◇ turn limit).
	if (!mission) return summary(state, 'draw', 'the turn limit was reached');
	if (
		mission.objective === 'find-site-and-escape' &&
		state.objectives.sites.some((s) => s.real && s.visited)
	)
		return summary(state, 'draw', 'the guns were found but no observer escaped in time');
	if (mission.objective === 'escort-bomber')
		return summary(state, 'draw', 'the bomber survived but side B was not driven off');
	return summary(state, 'B', 'side A did not reach its objective in time');
}
