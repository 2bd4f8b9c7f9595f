/**
 * Phase 1, tailing (H-TAIL-1…3). X tails enemy Y when Y is in X's front arc and X is in Y's rear
 * arc, both within 3 hexes. The tailed plane reveals its direction (and altitude order) to its
 * tailer before the tailer plots; chains resolve from the head, a cycle starts at a random member.
 */
import type { Dice } from '../common/dice';
import { axialDistance, inFrontArc, inRearArc, sidesSeen, toAxial } from './geometry';
import type { HexGameState, HexPlane, TailPair, TailingState } from './types';
import { ownValue } from '../common/own';

/** H-TAIL-2: may `x` tail at all, and may it tail `y` (side, altitude, arcs)? */
export function canTail(x: HexPlane, y: HexPlane, altitudeRule: boolean): boolean {
	if (x.status !== 'flying' || y.status !== 'flying' || x.id === y.id) return false;
	if (x.smoking || x.onFire) return false; // H-TAIL-2
	if (x.side !== y.side && x.novice) return false; // H-TAIL-2 novices never tail enemies
	if (altitudeRule && x.altitude !== null && y.altitude !== null) {
		if (Math.abs(x.altitude - y.altitude) > 1) return false; // H-TAIL-2 within one level
	}
	const ax = toAxial(x.col, x.row);
	const ay = toAxial(y.col, y.row);
	return inFrontArc(ax, x.facing, ay) && inRearArc(ay, y.facing, ax); // H-TAIL-1
}

/**
 * H-TAIL-2: a plane tails at most one enemy. When several qualify we take the nearest, then the
 * one seen through side A, then the first in the plane list (decisions-hex.md).
 */
function enemyChoice(x: HexPlane, candidates: HexPlane[]): HexPlane | null {
	let best: HexPlane | null = null;
	let bestScore = Infinity;
	const ax = toAxial(x.col, x.row);
	for (const y of candidates) {
		const ay = toAxial(y.col, y.row);
		const d = axialDistance(ay.q - ax.q, ay.r - ax.r);
		const score = d * 2 + (sidesSeen(ax, x.facing, ay)[0] === 'A' ? 0 : 1);
		if (score < bestScore) {
			bestScore = score;
			best = y;
		}
	}
	return best;
}

export function tailingPairs(state: HexGameState): Omit<TailPair, 'revealed'>[] {
	const alt = state.ruleset.optional.altitude;
	const out: Omit<TailPair, 'revealed'>[] = [];
	const planes = state.planes;
	for (const x of planes) {
		if (x.status !== 'flying') continue;
		const enemies: HexPlane[] = [];
		for (const y of planes) {
			if (!canTail(x, y, alt)) continue;
			if (y.side !== x.side) enemies.push(y);
			else if (state.ruleset.tailFriendlies)
				out.push({ tailer: x.id, tailed: y.id, friendly: true }); // classic
		}
		const enemy = enemyChoice(x, enemies);
		if (enemy) out.push({ tailer: x.id, tailed: enemy.id, friendly: false });
	}
	return out;
}

/**
 * H-TAIL-3: a plotting order where each tailer plots after the plane it tails. When only cycles
 * remain, one die picks the member of the first cycle that plots first, without being told.
 */
export function computeTailing(state: HexGameState, dice: Dice): TailingState {
	const raw = tailingPairs(state);
	if (raw.length === 0) {
		const order: string[] = [];
		for (const p of state.planes) if (p.status === 'flying') order.push(p.id);
		return { pairs: [], order, cycleStarters: [] };
	}
	const targets = new Map<string, string[]>();
	for (const p of raw) targets.set(p.tailer, [...(targets.get(p.tailer) ?? []), p.tailed]);
	const remaining = state.planes.filter((p) => p.status === 'flying').map((p) => p.id);
	const done = new Set<string>();
	const order: string[] = [];
	const blind = new Set<string>(); // "tailer>tailed" keys plotted without being told
	const cycleStarters: string[] = [];
	while (remaining.length > 0) {
		let progress = false;
		for (let i = 0; i < remaining.length; i++) {
			const id = remaining[i];
			if ((targets.get(id) ?? []).every((t) => done.has(t))) {
				done.add(id);
				order.push(id);
				remaining.splice(i, 1);
				i--;
				progress = true;
			}
		}
		if (progress) continue;
		// Only cycles (and planes waiting on them) remain: start the first cycle at random.
		const members = firstSinkCycle(remaining, targets);
		const starter = members[dice.below(members.length)];
		for (const t of targets.get(starter) ?? []) if (!done.has(t)) blind.add(`${starter}>${t}`);
		cycleStarters.push(starter);
		done.add(starter);
		order.push(starter);
		remaining.splice(remaining.indexOf(starter), 1);
	}
	return {
		pairs: raw.map((p) => ({ ...p, revealed: !blind.has(`${p.tailer}>${p.tailed}`) })),
		order,
		cycleStarters
	};
}

/** The members of the first strongly connected group that waits on nothing outside itself. */
function firstSinkCycle(remaining: string[], targets: Map<string, string[]>): string[] {
	const inRemaining = new Set(remaining);
	const reach = (from: string): Set<string> => {
		const seen = new Set<string>();
		const stack = [from];
		while (stack.length > 0) {
			const v = stack.pop()!;
			for (const t of targets.get(v) ?? []) {
				if (inRemaining.has(t) && !seen.has(t)) {
					seen.add(t);
					stack.push(t);
				}
			}
		}
		return seen;
	};
	for (const v of remaining) {
		const r = reach(v);
		if (!r.has(v)) continue;
		if ([...r].every((w) => reach(w).has(v))) return remaining.filter((w) => r.has(w));
	}
	return [remaining[0]]; // unreachable: a stuck graph always holds a cycle
}

/** What a tailer is told about the plane it tails (H-TAIL-3), once that plane has locked its plot. */
export function toldAbout(
	state: HexGameState,
	tailerId: string
): { tailed: string; direction: 'L' | 'S' | 'R' | null; altitude: string | null }[] {
	const out: { tailed: string; direction: 'L' | 'S' | 'R' | null; altitude: string | null }[] = [];
	for (const pair of state.tailing.pairs) {
		if (pair.tailer !== tailerId) continue;
		const plot = pair.revealed ? ownValue(state.locked, pair.tailed) : undefined;
		const direction = plot ? (plot.maneuver.match(/[LSR]/)?.[0] as 'L' | 'S' | 'R') : null;
		const altitude = plot && state.ruleset.optional.altitude ? (plot.altitude ?? 'level') : null;
		out.push({ tailed: pair.tailed, direction, altitude });
	}
	return out;
}

/**
 * H-TAIL-4 (online): the combat-value bonus a pilot gets for shooting the plane it tails this
 * turn, by range; observers never get it. Part 2's combat value adds this.
 */
export function tailingCombatBonus(
	state: HexGameState,
	shooterId: string,
	targetId: string,
	range: number,
	by: 'pilot' | 'observer'
): number {
	const table = state.ruleset.tailingBonus;
	if (!table || by === 'observer' || range < 0 || range > 3) return 0;
	const tails = state.tailing.pairs.some((p) => p.tailer === shooterId && p.tailed === targetId);
	return tails ? table[range] : 0;
}
