/**
 * Umpire support for Blue Max hex scenarios (docs/parts/scenario-format-hex.md).
 * The dispatcher (scripts/umpire.ts) calls `runHexScenario(json)` for files with "game": "hex".
 * Queries: legal maneuvers per plane with reasons, tailing pairs and what each tailer is told,
 * the fire step after the plots are flown (legal shots with reasons), or apply plots (one turn
 * or several) and report what happened. Every refusal is answered with
 * its English `reason`, its `code` and its `params` (src/lib/rules/common/result.ts); reasons kept
 * in lists and events are `{ code, params, text }`.
 */
import * as v from 'valibot';
import {
	chooseTail,
	FACING_NAMES,
	hexId,
	legalShots,
	lockPlot,
	mapInfo,
	resolveMovement,
	resolveTurn,
	scenarioState,
	toldAbout,
	viewFor
} from '../../src/lib/rules/hex';
import { altitudeOptions, maneuverOptions } from '../../src/lib/rules/hex/planning';
import {
	quote,
	refuse,
	refuseWithin,
	type Refusal,
	type Result
} from '../../src/lib/rules/common/result';
import type {
	Facing,
	FacingName,
	HexEvent,
	HexGameState,
	HexPlane,
	PlotMap
} from '../../src/lib/rules/hex';

const Int = v.pipe(v.number(), v.integer());
const AltitudeOrder = v.picklist(['climb', 'level', 'dive', 'land']);
const GunPosition = v.picklist(['pilot', 'observer']);
const FireOrder = v.strictObject({
	position: GunPosition,
	target: v.string(),
	burst: v.picklist(['short', 'medium', 'long'])
});
const Plot = v.strictObject({
	maneuver: v.string(),
	altitude: v.optional(AltitudeOrder),
	reload: v.optional(v.boolean()),
	fire: v.optional(v.array(FireOrder)),
	unjam: v.optional(v.array(GunPosition)),
	tail: v.optional(v.string())
});
const GunCount = v.pipe(Int, v.minValue(0));
const Guns = v.strictObject({ jammed: v.optional(GunCount), destroyed: v.optional(GunCount) });
const DeckTop = v.optional(v.array(v.string()));
const Restrictions = v.strictObject({
	wingsDamaged: v.optional(v.boolean()),
	wingsNoAcrobatics: v.optional(v.boolean()),
	engineHit: v.optional(v.boolean()),
	pilotWound: v.optional(v.nullable(v.picklist(['straight', 'slower']))),
	rudder: v.optional(
		v.nullable(v.strictObject({ only: v.picklist(['L', 'R']), turns: v.pipe(Int, v.minValue(1)) }))
	),
	mustClimb: v.optional(v.boolean()),
	mustDive: v.optional(v.boolean()),
	mustFlyTopSpeed: v.optional(v.boolean()),
	mustStall: v.optional(v.boolean())
});
const PlaneState = v.strictObject({
	spinning: v.optional(v.boolean()),
	onFire: v.optional(v.boolean()),
	smoking: v.optional(v.boolean()),
	observerKilled: v.optional(v.boolean()),
	gliding: v.optional(v.nullable(v.picklist(['fuel', 'engine']))),
	glideTurnsLeft: v.optional(v.nullable(v.pipe(Int, v.minValue(0)))),
	ammo: v.optional(v.pipe(Int, v.minValue(0))),
	damage: v.optional(
		v.strictObject({
			wings: v.optional(Int),
			fuselage: v.optional(Int),
			tail: v.optional(Int),
			engine: v.optional(Int)
		})
	),
	restrictions: v.optional(Restrictions),
	lastTargets: v.optional(
		v.strictObject({ pilot: v.optional(v.string()), observer: v.optional(v.string()) })
	),
	guns: v.optional(v.strictObject({ pilot: v.optional(Guns), observer: v.optional(Guns) })),
	observerWoundedTurns: v.optional(v.pipe(Int, v.minValue(1)))
});
const Plane = v.strictObject({
	id: v.pipe(v.string(), v.minLength(1)),
	seat: v.optional(v.string()),
	aircraft: v.string(),
	hex: v.string(),
	facing: v.optional(
		v.union([v.pipe(Int, v.minValue(0), v.maxValue(5)), v.picklist(FACING_NAMES)])
	),
	altitude: v.optional(Int),
	novice: v.optional(v.boolean()),
	colour: v.optional(v.string()),
	lastManeuver: v.optional(v.string()),
	previousManeuver: v.optional(v.nullable(v.string())),
	fuel: v.optional(v.pipe(Int, v.minValue(0))),
	state: v.optional(PlaneState)
});
const Query = v.picklist(['legal', 'tailing', 'turn', 'fire']);
const Optional = v.strictObject({
	altitude: v.optional(v.boolean()),
	fuel: v.optional(v.boolean()),
	observers: v.optional(v.boolean()),
	lewisGun: v.optional(v.boolean()),
	novicePilots: v.optional(v.boolean())
});
export const HexScenarioSchema = v.strictObject({
	game: v.literal('hex'),
	description: v.optional(v.string()),
	ruleset: v.optional(v.picklist(['edition2013', 'classic1983', 'online'])),
	options: v.optional(Optional),
	houseRules: v.optional(
		v.strictObject({
			landedCountsAsShotDown: v.optional(v.boolean()),
			lewisAmmo: v.optional(v.pipe(Int, v.minValue(1))),
			collisionThresholds: v.optional(v.tuple([Int, Int]))
		})
	),
	map: v.optional(v.pipe(v.array(v.picklist(['standard', 'alternative'])), v.minLength(1))),
	homeEdges: v.optional(
		v.strictObject({
			entente: v.optional(v.picklist(['west', 'east'])),
			central: v.optional(v.picklist(['west', 'east']))
		})
	),
	turn: v.optional(v.pipe(Int, v.minValue(1))),
	dice: v.optional(v.array(v.pipe(Int, v.minValue(1)))),
	seed: v.optional(Int),
	decks: v.optional(v.strictObject({ A: DeckTop, B: DeckTop, C: DeckTop, D: DeckTop })),
	planes: v.pipe(v.array(Plane), v.minLength(2)),
	query: v.union([Query, v.pipe(v.array(Query), v.minLength(1))]),
	plots: v.optional(v.record(v.string(), Plot)),
	/** Several turns in a row (each a plots map); the `turn` query reports every one. */
	turns: v.optional(v.pipe(v.array(v.record(v.string(), Plot)), v.minLength(1))),
	illegalPlots: v.optional(v.picklist(['refuse', 'spin']))
});
export type HexScenario = v.InferOutput<typeof HexScenarioSchema>;

function place(state: HexGameState, p: HexPlane) {
	const info = mapInfo(state.map);
	const onBoard = p.col >= 1 && p.col <= info.columns && p.row >= 1 && p.row <= info.rows;
	return {
		hex: onBoard ? hexId(info, p.col, p.row) : null,
		facing: FACING_NAMES[p.facing],
		...(p.altitude !== null ? { altitude: p.altitude } : {}),
		status: p.status,
		...(p.safeReturn ? { safeReturn: true } : {}),
		...(p.fuel !== null ? { fuel: p.fuel } : {}),
		...(p.spinning ? { spinning: true } : {}),
		...(p.gliding ? { gliding: p.gliding, glideTurnsLeft: p.glideTurnsLeft } : {}),
		...(p.pending.stallCheck ? { stallCheck: p.pending.stallCheck } : {}),
		...(p.pending.damage.length ? { pendingDamage: p.pending.damage } : {}),
		...combatReport(p)
	};
}

/** Part 2: what the damage track holds now (only what differs from a fresh plane). */
function combatReport(p: HexPlane) {
	const t = p.combat;
	if (!t) return {};
	const marked = Object.values(t.marked).some((n) => n > 0);
	const jammed = t.guns.pilot.jammed + t.guns.observer.jammed;
	const destroyed = t.guns.pilot.destroyed + t.guns.observer.destroyed;
	return {
		...(marked ? { damage: { ...t.marked }, boxes: { ...t.boxes } } : {}),
		...(t.fire ? { onFire: true } : {}),
		...(t.smoke ? { smoking: true } : {}),
		...(jammed ? { jammedGuns: jammed } : {}),
		...(destroyed ? { gunsDestroyed: destroyed } : {}),
		...(t.ammo !== null ? { ammo: t.ammo } : {}),
		...(t.observerKilled ? { observerKilled: true } : {}),
		...(t.pilotKilled ? { pilotKilled: true } : {}),
		...(t.wingsDamaged ? { wingsDamaged: true } : {}),
		...(t.wingsCrippled ? { wingsCrippled: true } : {}),
		...(t.engineHit ? { engineHit: true } : {}),
		...(t.pilotWound ? { pilotWound: t.pilotWound } : {}),
		...(t.rudder ? { rudder: t.rudder } : {}),
		...(t.down ? { down: t.down } : {})
	};
}

function legalReport(state: HexGameState, plots: PlotMap) {
	const ctx = { rules: state.ruleset, turn: state.turn };
	const out: Record<string, unknown> = {};
	for (const p of state.planes) {
		if (p.status !== 'flying') continue;
		const plot = plots[p.id];
		out[p.id] = {
			maneuvers: maneuverOptions(ctx, p),
			...(plot && state.ruleset.optional.altitude
				? {
						altitudeOrders: {
							maneuver: plot.maneuver,
							options: altitudeOptions(ctx, p, plot.maneuver)
						}
					}
				: {})
		};
	}
	return out;
}

/** A refusal as the umpire answers it: the English sentence with its code and params. */
export function refusalReport(r: Refusal) {
	return { reason: r.reason, code: r.code, params: r.params };
}

/** Locks the given plots in the tailing order, so each tailer is told what the rules tell it. */
function tailingReport(state: HexGameState, plots: PlotMap) {
	let s = state;
	const refused: Record<string, ReturnType<typeof refusalReport>> = {};
	// H-TAIL-2: the tailing choices written in the plots come first, before anyone plots.
	for (const [id, plot] of Object.entries(plots)) {
		if (plot.tail === undefined) continue;
		const r = chooseTail(s, id, plot.tail);
		if (r.ok) s = r.value;
		else refused[id] = refusalReport(r);
	}
	const settled = s;
	for (const id of settled.tailing.order) {
		const plot = plots[id];
		if (!plot) continue;
		const r = lockPlot(s, id, plot);
		if (r.ok) s = r.value;
		else refused[id] = refusalReport(r);
	}
	const told: Record<string, unknown> = {};
	for (const p of s.planes) {
		const t = toldAbout(s, p.id);
		if (t.length) told[p.id] = t;
	}
	return {
		pairs: settled.tailing.pairs,
		order: settled.tailing.order,
		cycleStarters: settled.tailing.cycleStarters,
		...(settled.tailing.options ? { options: settled.tailing.options } : {}),
		told,
		...(Object.keys(refused).length ? { refusedPlots: refused } : {})
	};
}

/** Runs an engine step, turning scripted dice that run out into a refusal that says so. */
function guarded<T>(step: () => Result<T>): Result<T> {
	try {
		return step();
	} catch (e) {
		// Scripted dice that run out: the scenario needs more dice for the combat rolls.
		const message = e instanceof Error ? e.message : String(e);
		return refuse('hex.scenario.dice', { error: quote(message, 200) }, message);
	}
}

function turnReport(state: HexGameState, plots: PlotMap, mode: 'refuse' | 'spin') {
	const r = guarded(() => resolveTurn(state, plots, { illegalPlots: mode }));
	if (!r.ok) return { ok: false as const, refusal: r };
	const next = r.value.state;
	return {
		ok: true as const,
		next,
		output: {
			turn: state.turn,
			planes: Object.fromEntries(next.planes.map((p) => [p.id, place(next, p)])),
			events: r.value.events.filter((e: HexEvent) => e.type !== 'phase'),
			nextTailing: next.tailing.pairs,
			...(next.kills ? { kills: next.kills } : {}),
			over: next.over,
			...(next.over ? { winner: next.winner } : {})
		}
	};
}

/**
 * H-COMB-3: the fire step after the plots are flown — per plane whether it is asked, and every
 * enemy × gun position with its legal bursts and their dice (2013) or combat value, or the reason.
 */
function fireReport(state: HexGameState, plots: PlotMap, mode: 'refuse' | 'spin') {
	const moved = guarded(() => resolveMovement(state, plots, { illegalPlots: mode }));
	if (!moved.ok) return { ok: false as const, refusal: moved };
	const s = moved.value.state;
	const out: Record<string, unknown> = {};
	for (const p of s.planes) {
		if (p.status !== 'flying') continue;
		const shots = legalShots(viewFor(s, p.seat), p.id);
		out[p.id] = {
			asked: s.fireStep!.due.includes(p.id),
			shots: shots.ok ? shots.value : []
		};
	}
	return {
		ok: true as const,
		output: { turn: state.turn, stalled: s.fireStep!.stalled, planes: out }
	};
}

type Outcome =
	| { kind: 'ok'; output: unknown }
	| { kind: 'malformed'; error: string }
	| { kind: 'refused'; refusal: Refusal };

function evaluate(json: unknown): Outcome {
	const parsed = v.safeParse(HexScenarioSchema, json);
	if (!parsed.success)
		return { kind: 'malformed', error: `Malformed hex scenario:\n${v.summarize(parsed.issues)}` };
	const sc = parsed.output;
	const built = scenarioState({
		preset: sc.ruleset,
		rules: { ...sc.houseRules, optional: sc.options },
		map: sc.map ? { boards: sc.map } : undefined,
		homeEdges: sc.homeEdges,
		turn: sc.turn,
		dice: sc.dice,
		decks: sc.decks,
		seed: sc.seed,
		planes: sc.planes.map((p) => ({
			id: p.id,
			seat: p.seat ?? p.id,
			aircraft: p.aircraft,
			hex: p.hex,
			facing: p.facing as Facing | FacingName | undefined,
			altitude: p.altitude,
			novice: p.novice,
			colour: p.colour,
			lastManeuver: p.lastManeuver,
			previousManeuver: p.previousManeuver,
			fuel: p.fuel,
			...p.state
		}))
	});
	if (!built.ok) return { kind: 'malformed', error: `Scenario refused: ${built.reason}` };
	const state = built.value;
	if (sc.plots && sc.turns)
		return { kind: 'malformed', error: 'Give "plots" (one turn) or "turns" (several), not both.' };
	const turns: PlotMap[] = sc.turns ?? [sc.plots ?? {}];
	for (const [i, plots] of turns.entries())
		for (const id of Object.keys(plots))
			if (!state.planes.some((p) => p.id === id))
				return {
					kind: 'malformed',
					error: `${sc.turns ? `turns.${i}` : 'plots'}: there is no plane "${id}".`
				};
	const plots = turns[0];
	const mode = sc.illegalPlots ?? 'refuse';
	const queries = Array.isArray(sc.query) ? sc.query : [sc.query];
	const results: Record<string, unknown> = {};
	for (const q of queries) {
		if (q === 'legal') results.legal = legalReport(state, plots);
		else if (q === 'tailing') results.tailing = tailingReport(state, plots);
		else if (q === 'fire') {
			// With several turns: the fire step of the last one, after the others resolved.
			let s = state;
			for (const [i, p] of turns.slice(0, -1).entries()) {
				const t = turnReport(s, p, mode);
				if (!t.ok)
					return {
						kind: 'refused',
						refusal: refuseWithin('hex.replay.turn', { turn: i + 1 }, `Turn ${i + 1}: `, t.refusal)
					};
				s = t.next;
			}
			const f = fireReport(s, turns[turns.length - 1], mode);
			if (!f.ok) return { kind: 'refused', refusal: f.refusal };
			results.fire = f.output;
		} else {
			// Several turns: each resolved from the state the one before left (H-COMB-5 "same target
			// as last turn", timed effects); `turn` reports the last, `turns` every one.
			let s = state;
			const reports: unknown[] = [];
			for (const [i, p] of turns.entries()) {
				const t = turnReport(s, p, mode);
				if (!t.ok)
					return {
						kind: 'refused',
						refusal:
							turns.length > 1
								? refuseWithin('hex.replay.turn', { turn: i + 1 }, `Turn ${i + 1}: `, t.refusal)
								: t.refusal
					};
				reports.push(t.output);
				s = t.next;
				if (s.over && i < turns.length - 1) break;
			}
			results.turn = reports[reports.length - 1];
			if (turns.length > 1) results.turns = reports;
		}
	}
	return { kind: 'ok', output: { game: 'hex', ruleset: state.ruleset.preset, results } };
}

/** The umpire entry point the task names: the answer or a clear error. */
export function runHexScenario(
	json: unknown
): { ok: true; output: unknown } | { ok: false; error: string } {
	const r = evaluate(json);
	if (r.kind === 'ok') return { ok: true, output: r.output };
	if (r.kind === 'refused') return { ok: false, error: `Turn refused: ${r.refusal.reason}` };
	return { ok: false, error: r.error };
}

/**
 * The same with the command line's exit codes (scripts/umpire.ts prefers this when present):
 * 0 answer, 1 a refused plot (answered in JSON: `refused: { reason, code, params }`), 2 a
 * malformed file (one line on stderr).
 */
export function runHexUmpire(
	json: unknown
): { code: 0 | 1; output: unknown } | { code: 2; error: string } {
	const r = evaluate(json);
	if (r.kind === 'ok') return { code: 0, output: r.output };
	if (r.kind === 'refused')
		return { code: 1, output: { game: 'hex', refused: refusalReport(r.refusal) } };
	return { code: 2, error: r.error.replace(/:\s*\n\s*/, ': ').replace(/\s*\n\s*/g, '; ') };
}
