/**
 * Phase 1, tailing (H-TAIL-1…3). X tails enemy Y when Y is in X's front arc and X is in Y's rear
 * arc, both within 3 hexes. The tailed plane reveals its direction (and altitude order) to its
 * tailer before the tailer plots; chains resolve from the head, a cycle starts at a random member.
 */
import { restoreDice, seededDice, type Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import { axialDistance, sidesSeen, tailArcs, toAxial } from './geometry';
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
	return tailArcs(x, y); // H-TAIL-1
}

/**
 * H-TAIL-2: the enemies a plane could tail, nearest first, then the one seen through side A,
 * then plane-list order. A plane tails at most one enemy: the player chooses among these
 * (`chooseTail`, 000:230, 004:39); without a choice the first is taken.
 */
function enemyCandidates(x: HexPlane, candidates: HexPlane[]): HexPlane[] {
	if (candidates.length === 1) return candidates; // nothing to order (most duels)
	const ax = toAxial(x.col, x.row);
	const scored = candidates.map((y, i) => {
		const ay = toAxial(y.col, y.row);
		const d = axialDistance(ay.q - ax.q, ay.r - ax.r);
		return { y, i, score: d * 2 + (sidesSeen(ax, x.facing, ay)[0] === 'A' ? 0 : 1) };
	});
	scored.sort((a, b) => a.score - b.score || a.i - b.i);
	return scored.map((s) => s.y);
}

/** Every flying plane's enemies it could tail (H-TAIL-1/2), in the order of `enemyCandidates`. */
export function tailingOptions(state: HexGameState): { tailer: string; enemies: string[] }[] {
	const alt = state.ruleset.optional.altitude;
	const out: { tailer: string; enemies: string[] }[] = [];
	for (const x of state.planes) {
		if (x.status !== 'flying') continue;
		const enemies: HexPlane[] = [];
		for (const y of state.planes) if (y.side !== x.side && canTail(x, y, alt)) enemies.push(y);
		if (enemies.length)
			out.push({ tailer: x.id, enemies: enemyCandidates(x, enemies).map((e) => e.id) });
	}
	return out;
}

export function tailingPairs(
	state: HexGameState,
	chosen: ReadonlyMap<string, string> = new Map(),
	allOptions: { tailer: string; enemies: string[] }[] = tailingOptions(state)
): Omit<TailPair, 'revealed'>[] {
	const alt = state.ruleset.optional.altitude;
	const out: Omit<TailPair, 'revealed'>[] = [];
	const options = new Map(allOptions.map((o) => [o.tailer, o.enemies]));
	for (const x of state.planes) {
		if (x.status !== 'flying') continue;
		if (state.ruleset.tailFriendlies)
			for (const y of state.planes)
				if (y.side === x.side && canTail(x, y, alt))
					out.push({ tailer: x.id, tailed: y.id, friendly: true }); // classic
		const enemies = options.get(x.id);
		if (!enemies) continue;
		const wish = chosen.get(x.id);
		const enemy = wish !== undefined && enemies.includes(wish) ? wish : enemies[0];
		out.push({ tailer: x.id, tailed: enemy, friendly: false });
	}
	return out;
}

/**
 * H-TAIL-3: a plotting order where each tailer plots after the plane it tails. When only cycles
 * remain, one die picks the member of the first cycle that plots first, without being told.
 * `chosen` holds the tailing choices made this turn (H-TAIL-2, `chooseTail`).
 */
export function computeTailing(
	state: HexGameState,
	dice: Dice,
	chosen: readonly { tailer: string; tailed: string }[] = []
): TailingState {
	const options = tailingOptions(state);
	const raw =
		options.length === 0 && !state.ruleset.tailFriendlies
			? [] // most turns: nobody can tail anybody
			: tailingPairs(state, new Map(chosen.map((c) => [c.tailer, c.tailed])), options);
	const several = options.filter((o) => o.enemies.length > 1);
	const extra: Pick<TailingState, 'options' | 'chosen'> = {};
	if (several.length) extra.options = several;
	if (chosen.length) extra.chosen = chosen.map((c) => ({ tailer: c.tailer, tailed: c.tailed }));
	if (raw.length === 0) {
		const order: string[] = [];
		for (const p of state.planes) if (p.status === 'flying') order.push(p.id);
		return { pairs: [], order, cycleStarters: [], ...extra };
	}
	const targets = new Map<string, string[]>();
	for (const p of raw) {
		const list = targets.get(p.tailer);
		if (list) list.push(p.tailed);
		else targets.set(p.tailer, [p.tailed]);
	}
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
		pairs: raw.map((p) => ({
			tailer: p.tailer,
			tailed: p.tailed,
			friendly: p.friendly,
			revealed: blind.size === 0 || !blind.has(`${p.tailer}>${p.tailed}`)
		})),
		order,
		cycleStarters,
		...extra
	};
}

/**
 * Dice for a tailing worked out again after a choice: a stream of its own, seeded from the game's
 * dice without moving them on, so choices made one by one (at the table) or all at once (a
 * replay) give the same tailing. Nothing is drawn unless a cycle needs its starter.
 */
function choiceDice(state: HexGameState): Dice {
	let fork: Dice | null = null;
	const get = () => (fork ??= seededDice(restoreDice(state.dice).below(0x7fffffff) ^ 0x5f3759df));
	return {
		below: (n) => get().below(n),
		roll: (s) => get().roll(s),
		d6: () => get().d6(),
		pool: (c, s) => get().pool(c, s),
		pick: (items) => get().pick(items),
		shuffle: (items) => get().shuffle(items),
		snapshot: () => get().snapshot(),
		get used() {
			return fork ? fork.used : 0;
		}
	};
}

/** The turn's tailing with these choices (H-TAIL-2/3): the same whatever order they came in. */
export function tailingWithChoices(
	state: HexGameState,
	chosen: readonly { tailer: string; tailed: string }[]
): TailingState {
	const sorted = [...chosen].sort((a, b) =>
		a.tailer < b.tailer ? -1 : a.tailer > b.tailer ? 1 : 0
	);
	return computeTailing(state, choiceDice(state), sorted);
}

/**
 * H-TAIL-2 (000:230, 004:39): a plane that could tail several enemies tails one, the one its
 * player chooses — before anyone plots, since the choice decides who plots after whom. The
 * choice is open (the tailed plane reveals its direction to its tailer).
 */
export function chooseTail(
	state: HexGameState,
	tailer: string,
	tailed: string
): Result<HexGameState> {
	if (state.over) return refuse('hex.turn.game_over', {}, 'The game is over.');
	if (state.fireStep || Object.keys(state.locked).length > 0)
		return refuse(
			'hex.tail.too_late',
			{ plane: tailer },
			'Tailing is settled before the first plot is locked.'
		);
	const option = tailingOptions(state).find((o) => o.tailer === tailer);
	if (!option || !option.enemies.includes(tailed))
		return refuse(
			'hex.tail.not_an_option',
			{ plane: tailer, tailed: quote(tailed) },
			`${tailer} cannot tail ${tailed} this turn.`
		);
	const chosen = (state.tailing.chosen ?? []).filter((c) => c.tailer !== tailer);
	chosen.push({ tailer, tailed });
	return ok({ ...state, tailing: tailingWithChoices(state, chosen) });
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
