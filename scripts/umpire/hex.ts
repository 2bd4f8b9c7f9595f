/**
 * Umpire support for Blue Max hex scenarios (docs/scenario-format.md).
 * The dispatcher (scripts/umpire.ts) calls `runHexUmpire(json)` for files with "game": "hex".
 * Queries: legal maneuvers per plane with reasons, tailing pairs and what each tailer is told,
 * or apply plots and report the resolved positions after one turn. Every refusal is answered with
 * its English `reason`, its `code` and its `params` (src/lib/rules/common/result.ts); reasons kept
 * in lists and events are `{ code, params, text }`.
 */
import * as v from 'valibot';
import { DiceScriptError } from '../../src/lib/rules/common/dice';
import { ownValue } from '../../src/lib/rules/common/own';
import {
	FACING_NAMES,
	hexId,
	lockPlot,
	mapInfo,
	resolveTurn,
	scenarioState,
	toldAbout
} from '../../src/lib/rules/hex';
import { altitudeOptions, maneuverOptions } from '../../src/lib/rules/hex/planning';
import { quote, refuse, type Refusal } from '../../src/lib/rules/common/result';
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
	unjam: v.optional(List(GunPosition, 2))
});
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
	restrictions: v.optional(Restrictions)
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
const Query = v.picklist(['legal', 'tailing', 'turn']);
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
	query: v.union([Query, v.pipe(List(Query, 3), v.minLength(1))]),
	/** Keyed by plane ids, which may be any string ("constructor"…): read by parsePlots. */
	plots: v.optional(v.unknown()),
	illegalPlots: v.optional(v.picklist(['refuse', 'spin']))
});
export type HexScenario = v.InferOutput<typeof HexScenarioSchema>;

/**
 * The plots, keyed by plane ids. valibot's record skips the keys "__proto__", "constructor" and
 * "prototype" without a word, so a plane with such an id would lose its plot: the entries are
 * read one by one here and kept as own properties (Object.fromEntries).
 */
function parsePlots(raw: unknown, planeIds: ReadonlySet<string>): PlotMap | string {
	if (raw === undefined) return {};
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
		return 'plots: an object of plots by plane id';
	const entries: [string, EnginePlot][] = [];
	for (const [id, plot] of Object.entries(raw)) {
		const parsed = v.safeParse(Plot, plot);
		if (!parsed.success) return describeIssue(parsed.issues, `plots.${id}`);
		if (!planeIds.has(id)) return `plots: there is no plane "${quote(id)}".`;
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

/** A refusal as the umpire answers it: the English sentence with its code and params. */
export function refusalReport(r: Refusal) {
	return { reason: r.reason, code: r.code, params: r.params };
}

/** Locks the given plots in the tailing order, so each tailer is told what the rules tell it. */
function tailingReport(state: HexGameState, plots: PlotMap) {
	let s = state;
	const refused: [string, ReturnType<typeof refusalReport>][] = [];
	for (const id of state.tailing.order) {
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
		pairs: state.tailing.pairs,
		order: state.tailing.order,
		cycleStarters: state.tailing.cycleStarters,
		told: Object.fromEntries(told),
		...(refused.length ? { refusedPlots: Object.fromEntries(refused) } : {})
	};
}

/** Every plane as the turn report shows it: the state a refused turn started from. */
const planesReport = (state: HexGameState) =>
	Object.fromEntries(state.planes.map((p) => [p.id, place(state, p)]));

type TurnOutcome = { ok: true; output: unknown } | { ok: false; refusal: Refusal };

function turnReport(state: HexGameState, plots: PlotMap, mode: 'refuse' | 'spin'): TurnOutcome {
	let r;
	try {
		r = resolveTurn(state, plots, { illegalPlots: mode });
	} catch (e) {
		// Scripted dice that run out: the scenario needs more dice. Anything else is a bug and
		// goes on to the command line's internal-error answer (exit 3), never dressed as a refusal.
		if (!(e instanceof DiceScriptError)) throw e;
		return {
			ok: false,
			refusal: refuse('hex.scenario.dice', { error: quote(e.message, 200) }, e.message)
		};
	}
	if (!r.ok) return { ok: false, refusal: r };
	const next = r.value.state;
	return {
		ok: true,
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
	'restrictions'
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
	| {
			kind: 'refused';
			refusal: Refusal;
			before: HexGameState;
			plots: PlotMap;
	  };

function evaluate(json: unknown): Outcome {
	const parsed = v.safeParse(HexScenarioSchema, json);
	if (!parsed.success)
		return {
			kind: 'malformed',
			error: `Malformed hex scenario: ${describeIssue(parsed.issues)}`
		};
	const sc = parsed.output;
	const plots = parsePlots(sc.plots, new Set(sc.planes.map((p) => p.id)));
	if (typeof plots === 'string') return { kind: 'malformed', error: plots };
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
	const queries = Array.isArray(sc.query) ? sc.query : [sc.query];
	const results: Record<string, unknown> = {};
	for (const q of queries) {
		if (q === 'legal') results.legal = legalReport(state, plots);
		else if (q === 'tailing') results.tailing = tailingReport(state, plots);
		else {
			const t = turnReport(state, plots, sc.illegalPlots ?? 'refuse');
			if (!t.ok) return { kind: 'refused', refusal: t.refusal, before: state, plots };
			results.turn = t.output;
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
