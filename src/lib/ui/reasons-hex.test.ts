/**
 * The hex engines' refusal reasons (`hex.…`) and the Dogfight screens' (`dogfight.…`) in words:
 * every reason the engines give when driven through legal play, deliberately illegal orders and
 * synthetic positions must have an English and a German message whose placeholders its params
 * fill; English must read as the engine's own sentence, German must be German.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { seededDice, type Dice } from '$lib/rules/common/dice';
import { reasonOf, type Reason, type ReasonParam, type Refusal } from '$lib/rules/common/result';
import {
	altitudeOptions,
	chooseTail,
	legalManeuvers,
	legalShots,
	lockFire,
	lockPlot,
	mapInfo,
	maneuverOptions,
	parseFacing,
	parseHexId,
	randomFire,
	randomPlots,
	randomSetup,
	replayHexGame,
	resolveCombat,
	resolveMovement,
	resolveTurn,
	scenarioState,
	setupHexGame,
	validateMap,
	validatePlot,
	viewFor,
	type HexGameState,
	type HexPlane,
	type HexSetup,
	type Plot,
	type PlotMap
} from '$lib/rules/hex';
import {
	applyHits,
	checkFire,
	checkFireOrders,
	checkRecoveryActions,
	checkReload,
	checkUnjam,
	type DamageTrack,
	type FlownManeuver,
	type PairGeometry,
	type Shooter,
	type Target
} from '$lib/rules/hex-combat';
import {
	ALL_OPTIONAL,
	BRISTOL_F2B,
	FOKKER_DR1,
	ahead,
	settingsFor,
	trackFor
} from '$lib/rules/hex-combat/fixtures';
import { AIRCRAFT } from '$lib/data/hex/aircraft';
import { MANEUVERS } from '$lib/data/hex/maneuvers';
import type { PresetName } from '$lib/data/hex/rulesets';
import type { CombatSettings } from '$lib/data/hex-combat/presets';
import { parseEffect } from '$lib/data/hex-combat/notation';
import { SPECIAL_EFFECTS, type GunPosition } from '$lib/data/hex-combat/types';
import {
	chooseTailing,
	createDogfight,
	lockBotFire,
	lockBotPlot,
	lockHumanFire,
	lockHumanPlot,
	nextToPlot,
	type DogfightSeat
} from '$lib/dogfight/game';
import { dogfightFromRecord, noSavedDogfight } from '$lib/dogfight/restore';
import { toRecord } from '$lib/session/dogfight-games';
import { withLocale } from '$lib/i18n/runtime';
import { runHexUmpire } from '../../../scripts/umpire/hex';
import { reasonMessage, reasonText, type ReasonNames } from './reasons';

// ---------------------------------------------------------------------------------------------
// The reasons reached, by code (a few distinct examples each, wrapped reasons unpacked too).

type Sink = Map<string, Map<string, Reason>>;

function add(sink: Sink, r: Reason | Refusal | string | undefined | null): void {
	if (!r) return;
	if (typeof r === 'string') throw new Error(`a reason is still a sentence: ${r}`);
	const reason = 'ok' in r ? reasonOf(r) : r;
	const examples = sink.get(reason.code) ?? new Map<string, Reason>();
	sink.set(reason.code, examples);
	if (examples.size < 12) examples.set(reason.text, reason);
	for (const p of Object.values(reason.params)) if (typeof p === 'object') add(sink, p);
}

const addResult = (sink: Sink, r: { ok: true } | Refusal) => {
	if (!r.ok) add(sink, r);
};

// ---------------------------------------------------------------------------------------------
// Legal play with random plots, plus illegal plots refused or flown as a spin (H-PLAN-6).

function playHex(sink: Sink, seed: number, preset: PresetName): void {
	const choose = seededDice(seed ^ 0x5bd1e995);
	const start = setupHexGame(randomSetup(4, preset, choose, true, 'close'), seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	for (let t = 0; t < 14 && !state.over; t++) {
		hexChoices(sink, state, choose);
		const plots = randomPlots(state, choose);
		// Unjam attempts everywhere (most are refused: no jam, spinning, fired, not straight).
		for (const id in plots) plots[id] = { ...plots[id], unjam: ['pilot', 'observer'] };
		// One plane plots a maneuver it may not fly: refused (app) or flown as a spin (table).
		const rebel = state.planes.find((p) => p.status === 'flying' && !p.spinning && plots[p.id]);
		const bad = rebel
			? maneuverOptions({ rules: state.ruleset, turn: state.turn }, rebel).find((o) => !o.ok)
			: undefined;
		if (rebel && bad) {
			const illegal = { ...plots, [rebel.id]: { maneuver: bad.code } };
			addResult(sink, resolveTurn(state, illegal));
			const spun = resolveTurn(state, illegal, { illegalPlots: 'spin' });
			if (spun.ok) collectEvents(sink, spun.value.events);
		}
		const moved = resolveMovement(state, plots);
		if (!moved.ok) throw new Error(moved.reason);
		collectEvents(sink, moved.value.events);
		fireChoices(sink, moved.value.state, choose);
		const r = resolveCombat(randomFire(moved.value.state, choose));
		if (!r.ok) throw new Error(r.reason);
		collectEvents(sink, r.value.events);
		state = r.value.state;
	}
	if (state.over) addResult(sink, resolveTurn(state, {}));
}

/** The fire step (H-COMB-1…9): every plane's shots with their reasons, and shots that are not. */
function fireChoices(sink: Sink, state: HexGameState, choose: Dice): void {
	for (const plane of state.planes) {
		const view = viewFor(state, plane.seat);
		const shots = legalShots(view, plane.id);
		if (!shots.ok) {
			add(sink, shots);
			continue;
		}
		for (const c of shots.value) add(sink, c.reason);
		const refused = shots.value.find((c) => !c.ok);
		if (refused) addResult(sink, lockFire(state, plane.id, [{ ...refused, burst: 'short' }]));
		const short = shots.value.find((c) => c.ok && !c.bursts.includes('long'));
		if (short) addResult(sink, lockFire(state, plane.id, [{ ...short, burst: 'long' }]));
		const other = state.planes.find((p) => p.seat !== plane.seat);
		if (other) addResult(sink, legalShots(view, other.id));
		if (choose.below(4) === 0)
			addResult(
				sink,
				lockFire(state, plane.id, [{ position: 'pilot', target: 'ghost', burst: 'short' }])
			);
	}
}

function collectEvents(sink: Sink, events: readonly { type: string }[]): void {
	for (const e of events) {
		if ('reason' in e) add(sink, e.reason as Reason);
		if (e.type === 'combat' && 'detail' in e) {
			const d = e.detail as { ignored?: Reason };
			add(sink, d.ignored);
		}
	}
}

function hexChoices(sink: Sink, state: HexGameState, choose: Dice): void {
	const ctx = { rules: state.ruleset, turn: state.turn };
	for (const plane of state.planes) {
		const view = viewFor(state, plane.seat);
		const options = legalManeuvers(view, plane.id);
		if (!options.ok) {
			add(sink, options);
			continue;
		}
		for (const o of maneuverOptions(ctx, plane)) {
			add(sink, o.reason);
			add(sink, o.warning);
		}
		// Altitude orders for a few maneuvers, and the targets from their end positions.
		const schedule = AIRCRAFT[plane.aircraft].schedule;
		for (const code of [choose.pick(schedule), choose.pick(schedule), schedule[0]]) {
			for (const a of altitudeOptions(ctx, plane, code)) {
				add(sink, a.reason);
				add(sink, a.warning);
			}
		}
		// Deliberately illegal plots.
		const bad: Plot[] = [
			{ maneuver: 'XYZ' },
			{ maneuver: Object.keys(MANEUVERS).find((c) => !schedule.includes(c)) ?? 'XYZ' },
			{ maneuver: schedule[0], reload: true },
			{ maneuver: choose.pick(schedule), reload: true },
			{ maneuver: choose.pick(schedule), altitude: 'land' }
		];
		for (const plot of bad) {
			const r = validatePlot(ctx, plane, plot);
			if (!r.ok) add(sink, r);
			else for (const w of r.value) add(sink, w);
		}
		addResult(sink, lockPlot(state, plane.id, { maneuver: 'XYZ' }));
		const other = state.planes.find((p) => p.seat !== plane.seat);
		if (other) {
			addResult(sink, legalManeuvers(view, other.id));
			addResult(sink, legalShots(view, other.id));
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Planning (H-PLAN-2…8) from synthetic planes: every restriction, every ruleset.

const PRESETS: PresetName[] = ['edition2013', 'classic1983', 'online'];

function planningSweep(sink: Sink): void {
	for (const preset of PRESETS) {
		for (const allOptions of [true, false]) {
			const choose = seededDice(7);
			const start = setupHexGame(randomSetup(2, preset, choose, allOptions, 'close'), 3);
			if (!start.ok) throw new Error(start.reason);
			const base = start.value.planes[0];
			const r = base.restrictions;
			const variants: Partial<HexPlane>[] = [
				{},
				{ status: 'shotDown' },
				{ spinning: true },
				{ restrictions: { ...r, mustStall: true } },
				{ gliding: 'fuel' },
				{ gliding: 'engine' },
				{ restrictions: { ...r, mustFlyTopSpeed: true } },
				{ restrictions: { ...r, pilotWound: 'straight' } },
				{ restrictions: { ...r, pilotWound: 'slower' } },
				{ restrictions: { ...r, pilotWound: 'slower', engineHit: true } },
				{ restrictions: { ...r, wingsDamaged: true } },
				{ restrictions: { ...r, engineHit: true } },
				{ restrictions: { ...r, rudder: { only: 'L', turns: 1 } } },
				{ restrictions: { ...r, rudder: { only: 'R', turns: 3 } } },
				{ onFire: true },
				{ restrictions: { ...r, wingsNoAcrobatics: true } },
				{ novice: true },
				{ restrictions: { ...r, mustClimb: true } },
				{ restrictions: { ...r, mustDive: true } },
				{ altitude: base.altitude === null ? null : 1 },
				{ altitude: base.altitude === null ? null : AIRCRAFT[base.aircraft].ceiling - 1 },
				{ fuel: base.fuel === null ? null : 1 },
				{
					fuel: base.fuel === null ? null : 1,
					altitude: base.altitude === null ? null : AIRCRAFT[base.aircraft].ceiling - 1
				},
				{ ammo: null },
				{ ammo: 0, observerKilled: true }
			];
			const schedule = AIRCRAFT[base.aircraft].schedule;
			for (const v of variants) {
				for (const last of schedule) {
					const plane: HexPlane = { ...base, ...v, lastManeuver: last, previousManeuver: null };
					const ctx = { rules: start.value.ruleset, turn: 2 };
					for (const o of maneuverOptions(ctx, plane)) {
						add(sink, o.reason);
						add(sink, o.warning);
					}
					for (const code of [last, schedule[0], schedule[schedule.length - 1], 'XYZ']) {
						for (const a of altitudeOptions(ctx, plane, code)) {
							add(sink, a.reason);
							add(sink, a.warning);
						}
						for (const altitude of ['climb', 'level', 'dive', 'land'] as const) {
							const p = validatePlot(ctx, plane, { maneuver: code, altitude, reload: true });
							if (!p.ok) add(sink, p);
							const q = validatePlot(ctx, plane, { maneuver: code, altitude });
							if (q.ok) for (const w of q.value) add(sink, w);
						}
					}
				}
			}
		}
	}
}

// ---------------------------------------------------------------------------------------------
// Fire, unjam, reload and damage specials (H-COMB-1…9, H-REC-2/3, H-DMG-4) from synthetic tracks.

function tracks(): DamageTrack[] {
	const out: DamageTrack[] = [];
	for (const profile of [FOKKER_DR1, BRISTOL_F2B]) {
		for (const optional of [ALL_OPTIONAL, {}]) {
			const t = trackFor(profile, optional);
			const guns = (pilot: Partial<DamageTrack['guns']['pilot']>) => ({
				...t.guns,
				pilot: { ...t.guns.pilot, ...pilot },
				observer: { ...t.guns.observer, ...pilot }
			});
			out.push(
				t,
				{ ...t, down: 'failed-spin' },
				{ ...t, spinning: true },
				{ ...t, fire: true },
				{ ...t, pilotKilled: true },
				{ ...t, observerKilled: true },
				{ ...t, observerWoundedUntil: 5 },
				{ ...t, hasObserver: false },
				{ ...t, guns: guns({ destroyed: 9 }) },
				{ ...t, guns: guns({ jammed: 1 }) },
				{ ...t, guns: guns({ jammed: 1 }), spinning: true },
				{ ...t, ammo: 0 },
				{ ...t, ammo: 1 },
				{ ...t, lewisPosition: 'pilot', ammo: 1 },
				{ ...t, lewisPosition: null }
			);
		}
	}
	return out;
}

function settingsVariants(): CombatSettings[] {
	const out: CombatSettings[] = [];
	for (const preset of PRESETS)
		for (const optional of [ALL_OPTIONAL, {}]) {
			const s = settingsFor(preset, optional);
			out.push(s, { ...s, rules: { ...s.rules, sameHexShots: !s.rules.sameHexShots } });
		}
	return out;
}

const GEOMETRIES: PairGeometry[] = [
	ahead(1),
	ahead(2, 'B'),
	{ ...ahead(3), range: 4, fireLine: 0 },
	{ ...ahead(0), range: 0, fireLine: 0, sameFacing: true },
	{ ...ahead(0), range: 0, fireLine: 0, sameFacing: false },
	{ ...ahead(2), fireLine: 0, shooterSides: ['B'] },
	{ ...ahead(1), fireLine: 0, shooterSides: ['D'] },
	{ ...ahead(2), fireLine: 0, shooterSides: ['C'] },
	{ ...ahead(2), fireLine: 0, shooterSides: ['B', 'C'] }
];

function combatSweep(sink: Sink): void {
	const settings = settingsVariants();
	const targets: Target[] = [
		{ id: 'bristol', side: 'entente', out: false, altitude: 3, speed: 3 },
		{ id: 'bristol', side: 'entente', out: false, altitude: 1, speed: 1 },
		{ id: 'bristol', side: 'entente', out: true, altitude: 3, speed: 3 },
		{ id: 'wingman', side: 'central', out: false, altitude: 3, speed: 3 },
		{ id: 'fokker', side: 'central', out: false, altitude: 3, speed: 3 }
	];
	for (const track of tracks())
		for (const s of settings)
			for (const g of GEOMETRIES)
				for (const target of targets)
					for (const position of ['pilot', 'observer'] as const)
						for (const burst of ['short', 'medium', 'long'] as const)
							for (const reloading of [false, true]) {
								const shooter: Shooter = {
									id: 'fokker',
									side: 'central',
									track,
									stability: 'A',
									altitude: 3,
									speed: 2,
									reloading
								};
								const r = checkFire(
									{ position, target: target.id, burst },
									shooter,
									target,
									g,
									s,
									1
								);
								if (!r.ok) add(sink, r);
							}
	for (const position of ['pilot', 'observer'] as const)
		addResult(
			sink,
			checkFireOrders([
				{ position, target: 'a', burst: 'short' },
				{ position, target: 'b', burst: 'long' }
			])
		);

	const flown: FlownManeuver[] = [
		{ number: 3, direction: 'S', acrobatic: false, stall: false, spin: false },
		{ number: 1, direction: 'S', acrobatic: false, stall: true, spin: false },
		{ number: 5, direction: 'S', acrobatic: false, stall: false, spin: false },
		{ number: 11, direction: 'R', acrobatic: false, stall: false, spin: false },
		{ number: 14, direction: 'L', acrobatic: true, stall: false, spin: false }
	];
	for (const track of tracks())
		for (const s of settings)
			for (const f of flown)
				for (const fired of [false, true]) {
					for (const position of ['pilot', 'observer'] as GunPosition[])
						addResult(sink, checkUnjam(track, position, f, fired, s));
					addResult(sink, checkReload(track, f, fired, s));
				}
	for (const s of settings) {
		addResult(sink, checkRecoveryActions(['spin', 'reload'], s));
		addResult(sink, checkRecoveryActions(['unjam', 'unjam'], s));
	}

	// Specials without effect: no guns left, already burning, no observer, no fuel rule, rudder.
	const s = settingsFor('edition2013', ALL_OPTIONAL);
	for (const track of tracks())
		for (const special of SPECIAL_EFFECTS) {
			const rudder = { ...track, rudder: { only: 'R' as const, until: 9 } };
			for (const t of [track, rudder]) {
				const hit = { source: 'card' as const, id: 'x', half: 'red' as const };
				const r = applyHits(
					t,
					[{ ...hit, effect: parseEffect(`!${special}`) }],
					{ plane: 'p', turn: 1, settings: s },
					seededDice(1)
				);
				for (const e of r.events) if (e.type === 'special') add(sink, e.ignored);
			}
		}
}

// ---------------------------------------------------------------------------------------------
// Set-up, map, scenarios, replays, the umpire and the Dogfight screens' own refusals.

const duel = (over: Partial<HexSetup> = {}): HexSetup => ({
	planes: [
		{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '0110' },
		{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '3210' }
	],
	homeEdges: { entente: 'west', central: 'east' },
	...over
});

function setupRefusals(sink: Sink): void {
	const [camel, fokker] = duel().planes;
	const setups: HexSetup[] = [
		duel({ planes: [] }),
		duel({ planes: [camel, { ...fokker, aircraft: 'zeppelin' }] }),
		duel({ planes: [camel, { ...fokker, id: 'camel' }] }),
		duel({ planes: [camel, fokker, { ...fokker, id: 'fokker2', seat: 'p1', hex: '3211' }] }),
		duel({ month: '1917-01' }),
		duel({ planes: [camel, { ...camel, id: 'camel2', hex: '0111' }] }),
		duel({
			planes: Array.from({ length: 8 }, (_, i) => ({
				...(i % 2 ? fokker : camel),
				id: `x${i}`,
				seat: `s${i}`,
				hex: `${i % 2 ? '32' : '01'}${String(i + 1).padStart(2, '0')}`
			}))
		}),
		duel({ planes: [{ ...camel, hex: '9999' }, fokker] }),
		duel({ planes: [{ ...camel, hex: '0510' }, fokker] }),
		duel({ planes: [{ ...camel, facing: 7 as 0 }, fokker] }),
		duel({ planes: [{ ...camel, facing: 'north' as 'E' }, fokker] }),
		duel({ rules: { optional: { altitude: true } }, planes: [{ ...camel, altitude: 9 }, fokker] }),
		duel({ map: { boards: [] } }),
		duel({ map: { boards: Array(9).fill('standard') } }),
		duel({ map: { boards: ['standard', 'moon' as 'standard'] } }),
		duel({ map: { boards: ['standard', 'alternative'] } })
	];
	for (const setup of setups) addResult(sink, setupHexGame(setup, 1));
	addResult(sink, validateMap({ boards: [] }));
	addResult(sink, parseFacing(9 as 0, 0));
	const joined = mapInfo({ boards: ['standard', 'standard'] });
	const single = mapInfo({ boards: ['standard'] });
	for (const id of ['12', '0210', '0210C', '4010A']) addResult(sink, parseHexId(joined, id));
	for (const id of ['0210B', '0250']) addResult(sink, parseHexId(single, id));

	const scenario = (over: object) =>
		scenarioState({ ...duel(), ...over } as Parameters<typeof scenarioState>[0]);
	addResult(sink, scenario({ planes: [{ ...camel, lastManeuver: '9Z9' }, fokker] }));
	addResult(sink, scenario({ planes: [{ ...camel, previousManeuver: '32S3' }, fokker] }));
	addResult(
		sink,
		scenario({ rules: { optional: { fuel: true } }, planes: [{ ...camel, fuel: -1 }, fokker] })
	);
	addResult(sink, scenario({ decks: { A: ['Z99'] } }));
	addResult(sink, scenario({ turn: 0 }));
	// Issue 17: impossible states and stated bounds.
	addResult(sink, setupHexGame(duel({ rules: { lewisAmmo: -2 } }), 1));
	addResult(
		sink,
		setupHexGame(duel({ rules: { collisionThresholds: [6] as unknown as [number, number] } }), 1)
	);
	addResult(
		sink,
		setupHexGame(
			duel({ planes: Array.from({ length: 37 }, (_, i) => ({ ...camel, id: `p${i}` })) }),
			1
		)
	);
	const wings = AIRCRAFT[camel.aircraft].boxesWings;
	addResult(sink, scenario({ planes: [{ ...camel, damage: { wings } }, fokker] }));
	addResult(sink, scenario({ decks: { A: ['A03', 'A03'] } }));
	addResult(sink, scenario({ planes: [{ ...camel, guns: { pilot: { jammed: 3 } } }, fokker] }));
	addResult(sink, scenario({ planes: [{ ...camel, lastTargets: { pilot: 'camel' } }, fokker] }));

	addResult(
		sink,
		replayHexGame({
			setup: duel(),
			seed: 1,
			turns: [{ camel: { maneuver: '32S3' }, fokker: { maneuver: '4S3' } }]
		})
	);

	// Turns refused as a whole: unknown or downed planes, missing plots, a changed locked plot.
	const start = setupHexGame(duel(), 1);
	if (!start.ok) throw new Error(start.reason);
	const s = start.value;
	const both: PlotMap = { camel: { maneuver: '3S2' }, fokker: { maneuver: '3S2' } };
	addResult(sink, resolveTurn(s, { ...both, ghost: { maneuver: '3S2' } }));
	addResult(sink, resolveTurn(s, { camel: { maneuver: '3S2' } }));
	const downed = {
		...s,
		planes: s.planes.map((p) => (p.id === 'fokker' ? { ...p, status: 'shotDown' as const } : p))
	};
	addResult(sink, resolveTurn(downed, both));
	addResult(sink, lockPlot(downed, 'fokker', { maneuver: '3S2' }));
	addResult(sink, lockPlot(s, 'ghost', { maneuver: '3S2' }));
	const locked = lockPlot(s, 'camel', { maneuver: '3S2' });
	if (!locked.ok) throw new Error(locked.reason);
	addResult(sink, lockPlot(locked.value, 'camel', { maneuver: '3S2' }));
	addResult(sink, resolveTurn(locked.value, { ...both, camel: { maneuver: '2S1' } }));
	addResult(sink, legalManeuvers(viewFor(s, 'p1'), 'ghost'));
	addResult(sink, legalShots(viewFor(s, 'p1'), 'ghost'));
	fireStepRefusals(sink);

	// Not enough fuel for the plot: the plane spends the rest and spins (H-FUEL-2).
	const dry = scenarioState({
		...duel({ rules: { optional: { fuel: true } } }),
		planes: [{ ...camel, fuel: 1 }, fokker]
	});
	if (!dry.ok) throw new Error(dry.reason);
	const spun = resolveTurn(dry.value, both);
	if (spun.ok) collectEvents(sink, spun.value.events);

	// The umpire: scripted dice that run out, a refused plot, an illegal plot while tailing.
	const firing = JSON.parse(readFileSync('examples/hex/firing-2013.json', 'utf8'));
	const collision = JSON.parse(readFileSync('examples/hex/collision-2013.json', 'utf8'));
	collision.plots.albatros.maneuver = '5S4';
	for (const file of [{ ...firing, dice: [1] }, collision, { ...collision, query: 'tailing' }]) {
		const answer = runHexUmpire(file);
		if (answer.code === 2) throw new Error(answer.error);
		const out = answer.output as {
			refused?: { reason: string; code: string; params: Reason['params'] };
			results?: {
				tailing?: {
					refusedPlots?: Record<string, { reason: string; code: string; params: Reason['params'] }>;
				};
			};
		};
		const umpired = [
			out.refused,
			...Object.values(out.results?.tailing?.refusedPlots ?? {})
		].filter((r) => r !== undefined);
		for (const r of umpired) add(sink, { code: r.code, params: r.params, text: r.reason });
	}
}

/** The fire step and the tailing choice refused: too early, too late, twice, not open. */
function fireStepRefusals(sink: Sink): void {
	const s = scenarioState({
		...duel(),
		planes: [
			{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '1010', facing: 0 },
			{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '1410', facing: 3 }
		]
	} as Parameters<typeof scenarioState>[0]);
	if (!s.ok) throw new Error(s.reason);
	const both: PlotMap = { camel: { maneuver: '3S2' }, fokker: { maneuver: '3S2' } };
	addResult(sink, lockFire(s.value, 'camel', []));
	addResult(sink, resolveCombat(s.value));
	addResult(sink, chooseTail(s.value, 'camel', 'ghost'));
	const locked = lockPlot(s.value, 'camel', both.camel);
	if (locked.ok) addResult(sink, chooseTail(locked.value, 'camel', 'fokker'));
	// Face to face two hexes apart after the move: a long burst is legal, a shot at a friend not.
	const moved = resolveMovement(s.value, {
		camel: { maneuver: '2S1' },
		fokker: { maneuver: '2S1' }
	});
	if (!moved.ok) throw new Error(moved.reason);
	addResult(sink, resolveMovement(moved.value.state, both));
	addResult(sink, lockPlot(moved.value.state, 'camel', both.camel));
	const held = lockFire(moved.value.state, 'camel', []);
	if (held.ok) addResult(sink, lockFire(held.value, 'camel', []));
	addResult(
		sink,
		resolveTurn(s.value, {
			camel: { maneuver: '2S1', fire: [{ position: 'pilot', target: 'camel', burst: 'short' }] },
			fokker: { maneuver: '3S2' }
		})
	);
	// One round left in the observer's Lewis drum: only a short burst (H-COMB-7).
	const lewis = scenarioState({
		...duel(),
		rules: { optional: { observers: true, lewisGun: true } },
		planes: [
			{ id: 'bristol', seat: 'p1', aircraft: 'bristol-f2b', hex: '1010', facing: 0, ammo: 1 },
			{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '0810', facing: 0 }
		]
	} as Parameters<typeof scenarioState>[0]);
	if (!lewis.ok) throw new Error(lewis.reason);
	const behind = resolveMovement(lewis.value, {
		bristol: { maneuver: '3S2' },
		fokker: { maneuver: '3S2' }
	});
	if (!behind.ok) throw new Error(behind.reason);
	addResult(
		sink,
		lockFire(behind.value.state, 'bristol', [
			{ position: 'observer', target: 'fokker', burst: 'long' }
		])
	);
	const online = scenarioState({
		...duel(),
		preset: 'online',
		planes: [
			{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '1010', facing: 0 },
			{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '1410', facing: 3 }
		]
	} as Parameters<typeof scenarioState>[0]);
	if (!online.ok) throw new Error(online.reason);
	const onlineMoved = resolveMovement(online.value, both);
	if (onlineMoved.ok) addResult(sink, lockFire(onlineMoved.value.state, 'camel', []));
}

async function dogfightRefusals(sink: Sink): Promise<void> {
	const seats: DogfightSeat[] = [
		{ id: 'p1', name: 'Anna', side: 'entente', kind: 'human' },
		{ id: 'p2', name: 'Bert', side: 'central', kind: 'computer', level: 'random' }
	];
	addResult(sink, createDogfight(duel(), [seats[0]], 1));
	addResult(
		sink,
		createDogfight(duel(), [seats[0], { ...seats[1], id: 'p2', side: 'entente' }], 1)
	);
	addResult(
		sink,
		createDogfight(duel(), [{ ...seats[0], kind: 'computer', level: 'random' }, seats[1]], 1)
	);
	const game = createDogfight(duel(), seats, 1);
	if (!game.ok) throw new Error(game.reason);
	const g = game.value;
	const next = nextToPlot(g.state)!;
	const other = g.state.planes.find((p) => p.id !== next.id)!;
	addResult(sink, lockHumanPlot(g, other.id, { maneuver: '3S2' }));
	addResult(
		sink,
		lockHumanPlot({ ...g, ui: { ...g.ui, phase: 'resolved' } }, next.id, { maneuver: '3S2' })
	);
	addResult(sink, lockBotPlot(g, 'camel', { maneuver: '3S2' }, g.state.dice));
	addResult(sink, lockBotFire(g, 'camel', [], g.state.dice));
	addResult(sink, lockHumanFire(g, next.id, []));
	addResult(sink, lockHumanFire({ ...g, ui: { ...g.ui, phase: 'firing' } }, next.id, []));
	addResult(sink, chooseTailing(g, next.id, other.id));
	// In the fire step: a plane that is not next to choose.
	const firing = createDogfight(
		duel({
			placement: 'free',
			planes: [
				{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '1010', facing: 0 },
				{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '1410', facing: 3 }
			]
		}),
		seats.map((x) => ({ ...x, kind: 'human' as const })),
		1
	);
	if (!firing.ok) throw new Error(firing.reason);
	let f = firing.value;
	for (const [id, maneuver] of [
		['camel', '2S1'],
		['fokker', '2S1']
	]) {
		const r = lockHumanPlot(f, id, { maneuver });
		if (r.ok) f = r.value;
	}
	addResult(sink, lockHumanFire(f, 'fokker', []));
	// Opening a saved game (issue 26): none under this id; a screen that does not fit its state.
	addResult(sink, noSavedDogfight('nope'));
	const saved = toRecord(g, 'd1', '2026-11-26T10:00:00Z', '2026-11-26T10:00:00Z');
	addResult(sink, dogfightFromRecord({ ...saved, ui: { ...g.ui, phase: 'firing' } }));
}

async function collectAll(): Promise<Sink> {
	const sink: Sink = new Map();
	for (let seed = 1; seed <= 9; seed++) playHex(sink, seed, PRESETS[seed % 3]);
	planningSweep(sink);
	combatSweep(sink);
	setupRefusals(sink);
	await dogfightRefusals(sink);
	return sink;
}

// ---------------------------------------------------------------------------------------------
// The checks.

const MESSAGES = {
	en: JSON.parse(readFileSync('messages/reasons-hex/en.json', 'utf8')) as Record<string, string>,
	de: JSON.parse(readFileSync('messages/reasons-hex/de.json', 'utf8')) as Record<string, string>
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** English-only words that must not survive in a German text (ids and values aside). */
const ENGLISH =
	/\b(the|is|are|not|cannot|must|needs?|has|have|only|plane|turn|already|there|no|may|of|and|or|with|fire|gun|speed|level)\b/i;

/** Every plain value of a reason's params, wrapped reasons included (ids, codes, user input). */
function values(r: Reason, out: string[] = []): string[] {
	for (const p of Object.values(r.params) as ReasonParam[]) {
		if (typeof p === 'object') values(p, out);
		else out.push(String(p));
	}
	return out;
}

const de = (r: Reason, names?: ReasonNames) => withLocale('de', () => reasonText(r, names));
const en = (r: Reason, names?: ReasonNames) => withLocale('en', () => reasonText(r, names));

describe('hex reasons in words', () => {
	let sink: Sink;
	const reached = async () => (sink ??= await collectAll());

	it('reaches most of the codes the hex area defines', async () => {
		const codes = [...(await reached()).keys()].filter((c) => /^(hex|dogfight)\./.test(c));
		const defined = Object.keys(MESSAGES.en).filter((k) => k !== '$schema');
		const unreached = defined.filter((c) => !codes.includes(c));
		const examples = [...sink.values()].reduce((n, m) => n + m.size, 0);
		console.log(
			`hex reasons reached: ${codes.length} of ${defined.length} codes (${examples} distinct sentences)` +
				(unreached.length ? `; not reached: ${unreached.join(', ')}` : '')
		);
		expect(unreached).toEqual([]);
	}, 60_000);

	it('every reached code has an English and a German message its params fill', async () => {
		const problems: string[] = [];
		for (const [code, examples] of await reached()) {
			if (!reasonMessage(code)) problems.push(`${code}: no message`);
			for (const lang of ['en', 'de'] as const) {
				const text = MESSAGES[lang][code];
				if (text === undefined) {
					problems.push(`${code}: no ${lang} message`);
					continue;
				}
				for (const r of examples.values())
					for (const name of placeholders(text))
						if (!(name in r.params)) problems.push(`${code} (${lang}): no param {${name}}`);
			}
		}
		expect(problems).toEqual([]);
	}, 60_000);

	it('English reads as the engine’s sentence; German is German', async () => {
		const problems: string[] = [];
		for (const examples of (await reached()).values())
			for (const r of examples.values()) {
				if (en(r) !== r.text) problems.push(`en: "${en(r)}" ≠ "${r.text}"`);
				const german = de(r);
				let bare = german;
				for (const v of values(r).sort((a, b) => b.length - a.length))
					bare = bare.split(v).join(' ');
				if (/\{\w+\}|undefined|NaN/.test(german) || ENGLISH.test(bare))
					problems.push(`de: "${german}" (${r.code})`);
			}
		if (process.env.DUMP_REASONS)
			for (const examples of sink.values())
				for (const r of examples.values()) console.log(r.code, '|', r.text, '=>', de(r));
		expect(problems).toEqual([]);
	}, 60_000);

	it('words golden examples in German and English, wrapped ones and plane names included', async () => {
		const all = [...(await reached()).values()].flatMap((m) => [...m.values()]);
		const find = (text: string) => {
			const r = all.find((x) => x.text === text);
			if (!r) throw new Error(`not reached: ${text}`);
			return r;
		};
		const golden: [string, string][] = [
			[
				"Speed may change by at most 1 a turn: last turn's 4S3 was speed 3.",
				'Die Geschwindigkeit darf sich pro Zug um höchstens 1 ändern: 4S3 im letzten Zug hatte Geschwindigkeit 3.'
			],
			[
				'Jammed rudder: only L maneuvers for 1 more turn.',
				'Seitenruder klemmt: noch 1 Zug nur L-Manöver.'
			],
			[
				'Jammed rudder: only R maneuvers for 3 more turns.',
				'Seitenruder klemmt: noch 3 Züge nur R-Manöver.'
			],
			[
				'A long burst needs 3 rounds of Lewis ammunition; 1 left.',
				'Ein langer Feuerstoß braucht 3 Schuss Lewis-Munition; noch 1 übrig.'
			],
			[
				'The observer fires at most once a turn.',
				'Der Beobachter feuert höchstens einmal pro Zug.'
			],
			['The pilot has no gun left.', 'Der Pilot hat kein MG mehr.'],
			['Climbing needs a straight (S) maneuver.', 'Steigen braucht ein gerades Manöver (S).'],
			[
				'Guns can only be cleared after a straight maneuver that is not acrobatic.',
				'Eine Ladehemmung lässt sich nur nach einem geraden Manöver ohne Kunstflug beheben.'
			],
			[
				'Each side needs at least one plane: the Central Powers has none.',
				'Jede Seite braucht mindestens ein Flugzeug; für die Mittelmächte fliegt keines.'
			],
			[
				'camel must start in a full hex next to its west home edge, not 0510.',
				'camel muss in einem vollen Hexfeld an seinem Heimatrand im Westen beginnen, nicht in 0510.'
			],
			// Wrapped twice: the turn of a replay, the plane, the reason.
			[
				"Turn 1: camel: 32S3 is not on the Sopwith Camel's maneuver sheet.",
				'Zug 1: camel: 32S3 steht nicht auf dem Manöverbogen von Sopwith Camel.'
			],
			[
				"Fokker Dr.I does not fly for Bert's side.",
				'Fokker Dr.I fliegt nicht für die Seite von Bert.'
			]
		];
		for (const [english, german] of golden) {
			const r = find(english);
			expect(en(r)).toBe(english);
			expect(de(r)).toBe(german);
		}
		// A screen that names its planes shows the names inside wrapped reasons too.
		const wrapped = find("Turn 1: camel: 32S3 is not on the Sopwith Camel's maneuver sheet.");
		const names = { plane: (id: string) => (id === 'camel' ? 'Kamel' : id) };
		expect(de(wrapped, names)).toBe(
			'Zug 1: Kamel: 32S3 steht nicht auf dem Manöverbogen von Sopwith Camel.'
		);
	}, 60_000);
});
