/**
 * Umpire support for Blue Max hex scenarios (docs/scenario-format.md).
 * The dispatcher (scripts/umpire.ts) calls `runHexUmpire(json)` for files with "game": "hex".
 * Queries: legal maneuvers per plane with reasons, tailing pairs and what each tailer is told,
 * the fire step after the plots are flown (legal shots with reasons), or apply plots (one turn
 * or several) and report what happened. Every refusal is answered with
 * its English `reason`, its `code` and its `params` (src/lib/rules/common/result.ts); reasons kept
 * in lists and events are `{ code, params, text }`.
 */
import * as v from 'valibot';
import { DiceScriptError } from '../../src/lib/rules/common/dice';
import { ownValue } from '../../src/lib/rules/common/own';
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
	Plot as EnginePlot,
	PlotMap
} from '../../src/lib/rules/hex';
import { describeIssue } from './issues';
import { FILE_LIMITS, HEX_LIMITS } from './limits';

const Int = v.pipe(v.number(), v.integer());
/** A whole number in a stated range (docs/scenario-format.md "Limits"). */
const Between = (min: number, max: number) =>
	v.pipe(
		Int,
		v.minValue(min, `a whole number from ${min} to ${max}`),
		v.maxValue(max, `a whole number from ${min} to ${max}`)
	);
const Id = v.pipe(
	v.string(),
	v.maxLength(FILE_LIMITS.idLength, `at most ${FILE_LIMITS.idLength} characters`)
);
const List = <T extends v.GenericSchema>(item: T, max: number) =>
	v.pipe(v.array(item), v.maxLength(max, `at most ${max} entries (stated limit)`));
const AltitudeOrder = v.picklist(['climb', 'level', 'dive', 'land']);
const GunPosition = v.picklist(['pilot', 'observer']);
const FireOrder = v.strictObject({
	position: GunPosition,
	target: Id,
	burst: v.picklist(['short', 'medium', 'long'])
});
const Plot = v.strictObject({
	maneuver: Id,
	altitude: v.optional(AltitudeOrder),
	reload: v.optional(v.boolean()),
	fire: v.optional(List(FireOrder, HEX_LIMITS.fireOrders)),
	unjam: v.optional(List(GunPosition, 2)),
	tail: v.optional(Id)
});
const GunCount = Between(0, 2);
const Guns = v.strictObject({ jammed: v.optional(GunCount), destroyed: v.optional(GunCount) });
/** A damage deck has at most 44 cards (2013 decks B and C). */
const DeckTop = v.optional(List(Id, 44));
const Restrictions = v.strictObject({
	wingsDamaged: v.optional(v.boolean()),
	wingsNoAcrobatics: v.optional(v.boolean()),
	engineHit: v.optional(v.boolean()),
	pilotWound: v.optional(v.nullable(v.picklist(['straight', 'slower']))),
	rudder: v.optional(
		v.nullable(
			v.strictObject({ only: v.picklist(['L', 'R']), turns: Between(1, HEX_LIMITS.rudderTurns) })
		)
	),
	mustClimb: v.optional(v.boolean()),
	mustDive: v.optional(v.boolean()),
	mustFlyTopSpeed: v.optional(v.boolean()),
	mustStall: v.optional(v.boolean())
});
/** Boxes marked per area: the engine compares them with the aircraft's boxes. */
const Marked = v.optional(Between(0, 100));
const PlaneState = v.strictObject({
	spinning: v.optional(v.boolean()),
	onFire: v.optional(v.boolean()),
	smoking: v.optional(v.boolean()),
	observerKilled: v.optional(v.boolean()),
	gliding: v.optional(v.nullable(v.picklist(['fuel', 'engine']))),
	glideTurnsLeft: v.optional(v.nullable(Between(0, HEX_LIMITS.glideTurns))),
	ammo: v.optional(Between(0, HEX_LIMITS.ammo)),
	damage: v.optional(
		v.strictObject({ wings: Marked, fuselage: Marked, tail: Marked, engine: Marked })
	),
	restrictions: v.optional(Restrictions),
	lastTargets: v.optional(v.strictObject({ pilot: v.optional(Id), observer: v.optional(Id) })),
	guns: v.optional(v.strictObject({ pilot: v.optional(Guns), observer: v.optional(Guns) })),
	observerWoundedTurns: v.optional(Between(1, 3))
});
const Plane = v.strictObject({
	id: v.pipe(Id, v.minLength(1)),
	seat: v.optional(Id),
	aircraft: Id,
	hex: Id,
	facing: v.optional(
		v.union([v.pipe(Int, v.minValue(0), v.maxValue(5)), v.picklist(FACING_NAMES)])
	),
	altitude: v.optional(Between(0, 100)),
	novice: v.optional(v.boolean()),
	colour: v.optional(Id),
	lastManeuver: v.optional(Id),
	previousManeuver: v.optional(v.nullable(Id)),
	fuel: v.optional(Between(0, HEX_LIMITS.fuel)),
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
const Threshold = Between(0, HEX_LIMITS.collisionThreshold);
export const HexScenarioSchema = v.strictObject({
	game: v.literal('hex'),
	description: v.optional(
		v.pipe(
			v.string(),
			v.maxLength(FILE_LIMITS.textLength, `at most ${FILE_LIMITS.textLength} characters`)
		)
	),
	ruleset: v.optional(v.picklist(['edition2013', 'classic1983', 'online'])),
	options: v.optional(Optional),
	houseRules: v.optional(
		v.strictObject({
			landedCountsAsShotDown: v.optional(v.boolean()),
			lewisAmmo: v.optional(Between(1, HEX_LIMITS.lewisAmmo)),
			collisionThresholds: v.optional(v.tuple([Threshold, Threshold]))
		})
	),
	map: v.optional(v.pipe(List(v.picklist(['standard', 'alternative']), 8), v.minLength(1))),
	homeEdges: v.optional(
		v.strictObject({
			entente: v.optional(v.picklist(['west', 'east'])),
			central: v.optional(v.picklist(['west', 'east']))
		})
	),
	turn: v.optional(Between(1, HEX_LIMITS.turn)),
	dice: v.optional(List(Between(1, FILE_LIMITS.diceValue), FILE_LIMITS.dice)),
	seed: v.optional(Between(0, FILE_LIMITS.seedMax)),
	decks: v.optional(v.strictObject({ A: DeckTop, B: DeckTop, C: DeckTop, D: DeckTop })),
	planes: v.pipe(List(Plane, HEX_LIMITS.planes), v.minLength(2)),
	query: v.union([Query, v.pipe(List(Query, 4), v.minLength(1))]),
	/** Keyed by plane ids, which may be any string ("constructor"…): read by parsePlots. */
	plots: v.optional(v.unknown()),
	/** Several turns in a row (each a plots map, read like `plots`); `turn` reports every one. */
	turns: v.optional(v.pipe(List(v.unknown(), HEX_LIMITS.turn), v.minLength(1))),
	illegalPlots: v.optional(v.picklist(['refuse', 'spin']))
});
export type HexScenario = v.InferOutput<typeof HexScenarioSchema>;

/**
 * The plots, keyed by plane ids. valibot's record skips the keys "__proto__", "constructor" and
 * "prototype" without a word, so a plane with such an id would lose its plot: the entries are
 * read one by one here and kept as own properties (Object.fromEntries).
 */
function parsePlots(
	raw: unknown,
	planeIds: ReadonlySet<string>,
	field = 'plots'
): PlotMap | string {
	if (raw === undefined) return {};
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
		return `${field}: an object of plots by plane id`;
	const entries: [string, EnginePlot][] = [];
	for (const [id, plot] of Object.entries(raw)) {
		const parsed = v.safeParse(Plot, plot);
		if (!parsed.success) return describeIssue(parsed.issues, `${field}.${id}`);
		if (!planeIds.has(id)) return `${field}: there is no plane "${quote(id)}".`;
		entries.push([id, parsed.output]);
	}
	return Object.fromEntries(entries);
}

function place(state: HexGameState, p: HexPlane) {
	const info = mapInfo(state.map);
	const onBoard = p.col >= 1 && p.col <= info.columns && p.row >= 1 && p.row <= info.rows;
	return {
		hex: onBoard ? hexId(info, p.col, p.row) : null,
		facing: FACING_NAMES[p.facing],
		...(p.altitude !== null ? { altitude: p.altitude } : {}),
		status: p.status,
		...(p.safeReturn ? { safeReturn: true } : {}),
		...(p.falling ? { falling: true } : {}),
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
	const entries = state.planes
		.filter((p) => p.status === 'flying')
		.map((p) => {
			const plot = ownValue(plots, p.id);
			const report = {
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
			return [p.id, report] as const;
		});
	// Object.fromEntries keeps every id an own key, "__proto__" included.
	return Object.fromEntries(entries);
}

export function refusalReport(r: Refusal) {
	return { reason: r.reason, code: r.code, params: r.params };
}

/** Locks the given plots in the tailing order, so each tailer is told what the rules tell it. */
function tailingReport(state: HexGameState, plots: PlotMap) {
	let s = state;
	const refused: [string, ReturnType<typeof refusalReport>][] = [];
	// H-TAIL-2: the tailing choices written in the plots come first, before anyone plots.
	for (const [id, plot] of Object.entries(plots)) {
		if (plot.tail === undefined) continue;
		const r = chooseTail(s, id, plot.tail);
		if (r.ok) s = r.value;
		else refused.push([id, refusalReport(r)]);
	}
	const settled = s;
	for (const id of settled.tailing.order) {
		const plot = ownValue(plots, id);
		if (!plot) continue;
		const r = lockPlot(s, id, plot);
		if (r.ok) s = r.value;
		else refused.push([id, refusalReport(r)]);
	}
	const told = s.planes
		.map((p) => [p.id, toldAbout(s, p.id)] as const)
		.filter(([, t]) => t.length > 0);
	return {
		pairs: settled.tailing.pairs,
		order: settled.tailing.order,
		cycleStarters: settled.tailing.cycleStarters,
		...(settled.tailing.options ? { options: settled.tailing.options } : {}),
		// Object.fromEntries keeps every id an own key, "__proto__" included.
		told: Object.fromEntries(told),
		...(refused.length ? { refusedPlots: Object.fromEntries(refused) } : {})
	};
}

/** Runs an engine step, turning scripted dice that run out into a refusal that says so. */
function guarded<T>(step: () => Result<T>): Result<T> {
	try {
		return step();
	} catch (e) {
		// Scripted dice that run out: the scenario needs more dice. Anything else is a bug and
		// goes on to the command line's internal-error answer (exit 3), never dressed as a refusal.
		if (!(e instanceof DiceScriptError)) throw e;
		return refuse('hex.scenario.dice', { error: quote(e.message, 200) }, e.message);
	}
}

/** Every plane as the turn report shows it: the state a refused turn started from. */
const planesReport = (state: HexGameState) =>
	Object.fromEntries(state.planes.map((p) => [p.id, place(state, p)]));

function turnReport(state: HexGameState, plots: PlotMap, mode: 'refuse' | 'spin') {
	const r = guarded(() => resolveTurn(state, plots, { illegalPlots: mode }));
	if (!r.ok) return { ok: false as const, refusal: r };
	const next = r.value.state;
	return {
		ok: true as const,
		next,
		output: {
			turn: state.turn,
			planes: planesReport(next),
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
	const out = s.planes
		.filter((p) => p.status === 'flying')
		.map((p) => {
			const shots = legalShots(viewFor(s, p.seat), p.id);
			return [p.id, { asked: s.fireStep!.due.includes(p.id), shots: shots.ok ? shots.value : [] }];
		});
	return {
		ok: true as const,
		output: { turn: state.turn, stalled: s.fireStep!.stalled, planes: Object.fromEntries(out) }
	};
}

/** The scenario's state fields sit under `state` in the file, flat in the engine's input. */
const STATE_FIELDS = new Set([
	'spinning',
	'onFire',
	'smoking',
	'observerKilled',
	'gliding',
	'glideTurnsLeft',
	'ammo',
	'damage',
	'restrictions',
	'lastTargets',
	'guns',
	'observerWoundedTurns'
]);

/** An engine's field path (`rules.lewisAmmo`, `planes.2.damage.wings`) as the file spells it. */
export function fileField(field: string): string {
	if (field.startsWith('rules.')) return `houseRules.${field.slice('rules.'.length)}`;
	const m = /^planes\.(\d+)\.([^.]+)(.*)$/.exec(field);
	if (m && STATE_FIELDS.has(m[2])) return `planes.${m[1]}.state.${m[2]}${m[3]}`;
	return field;
}

/** Where in the file a setup refusal points, then why (one line). */
function setupError(r: Refusal): string {
	const field = r.params.field;
	return typeof field === 'string' ? `${fileField(field)}: ${r.reason}` : r.reason;
}

type Outcome =
	| { kind: 'ok'; output: unknown }
	| { kind: 'malformed'; error: string }
	| { kind: 'refused'; refusal: Refusal; before: HexGameState; plots: PlotMap };

function evaluate(json: unknown): Outcome {
	const parsed = v.safeParse(HexScenarioSchema, json);
	if (!parsed.success)
		return {
			kind: 'malformed',
			error: `Malformed hex scenario: ${describeIssue(parsed.issues)}`
		};
	const sc = parsed.output;
	if (sc.plots !== undefined && sc.turns !== undefined)
		return { kind: 'malformed', error: 'Give "plots" (one turn) or "turns" (several), not both.' };
	const planeIds = new Set(sc.planes.map((p) => p.id));
	const turns: PlotMap[] = [];
	for (const [i, raw] of (sc.turns ?? [sc.plots]).entries()) {
		const parsedPlots = parsePlots(raw, planeIds, sc.turns ? `turns.${i}` : 'plots');
		if (typeof parsedPlots === 'string') return { kind: 'malformed', error: parsedPlots };
		turns.push(parsedPlots);
	}
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
	if (!built.ok) return { kind: 'malformed', error: setupError(built) };
	const state = built.value;
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
						refusal: refuseWithin('hex.replay.turn', { turn: i + 1 }, `Turn ${i + 1}: `, t.refusal),
						before: s,
						plots: p
					};
				s = t.next;
			}
			const last = turns[turns.length - 1];
			const f = fireReport(s, last, mode);
			if (!f.ok) return { kind: 'refused', refusal: f.refusal, before: s, plots: last };
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
								: t.refusal,
						before: s,
						plots: p
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

/** The plot a refusal is about (`params.plane`), as the file gave it. */
function refusedOrder(r: Refusal, plots: PlotMap) {
	const plane = r.params.plane;
	if (typeof plane !== 'string') return {};
	const plot = ownValue(plots, plane);
	return { order: { plane, ...(plot ? { plot } : {}) } };
}

/**
 * The same with the command line's exit codes (scripts/umpire.ts): 0 answer; 1 a refused turn,
 * answered in JSON with the refused plot (`refused.order`), `code`, `params`, `reason` and the
 * planes as they stood before the turn; 2 a malformed file (one line for stderr).
 */
export function runHexUmpire(
	json: unknown
): { code: 0 | 1; output: unknown } | { code: 2; error: string } {
	const r = evaluate(json);
	if (r.kind === 'ok') return { code: 0, output: r.output };
	if (r.kind === 'refused')
		return {
			code: 1,
			output: {
				game: 'hex',
				refused: { ...refusedOrder(r.refusal, r.plots), ...refusalReport(r.refusal) },
				turn: r.before.turn,
				planes: planesReport(r.before)
			}
		};
	return { code: 2, error: r.error.replace(/\s*\n\s*/g, '; ') };
}
