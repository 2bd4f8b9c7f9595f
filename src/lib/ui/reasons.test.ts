import { describe, expect, it } from 'vitest';
import { seededDice, type Dice } from '$lib/rules/common/dice';
import {
	GRID_AIRCRAFT,
	MANOEUVRES,
	applyOrder,
	legalOrders,
	newGame,
	randomOrder,
	validateOrder,
	type GridOrder,
	type GridSetup,
	type GridState,
	type ManoeuvreId,
	type PlaneSetup
} from '$lib/rules/grid';
import {
	altitudeOptions,
	flyPath,
	legalManeuvers,
	legalTargets,
	mapInfo,
	maneuverOptions,
	randomPlots,
	randomSetup,
	resolveTurn,
	setupHexGame,
	validatePlot,
	viewFor,
	type HexGameState
} from '$lib/rules/hex';
import { AIRCRAFT } from '$lib/data/hex/aircraft';
import { MANEUVERS } from '$lib/data/hex/maneuvers';
import type { PresetName } from '$lib/data/hex/rulesets';
import { localizeReason } from './reasons';

describe('localizeReason', () => {
	it('leaves English untouched', () => {
		for (const r of ['Your plane is down.', 'A1 is not on the table', 'anything at all'])
			expect(localizeReason(r, 'en')).toBe(r);
	});

	it('falls back to the English text when no pattern knows the reason', () => {
		expect(localizeReason('Something entirely new happened.', 'de')).toBe(
			'Something entirely new happened.'
		);
	});

	it('translates real reasons into German (golden examples)', () => {
		const golden: [string, string][] = [
			['B2 is out of range (4 > 3)', 'B2 ist außer Reichweite (4 > 3)'],
			[
				'Immelmann turn needs speed fast/medium, not slow',
				'Immelmann braucht Geschwindigkeit schnell/mittel, nicht langsam'
			],
			[
				'a bid is a whole number of command points from 0 to 3',
				'Ein Gebot ist eine ganze Zahl von Befehlspunkten von 0 bis 3'
			],
			['order 3: side A has already bid', 'Befehl 3: Seite A hat schon geboten'],
			[
				"Speed may change by at most 1 a turn: last turn's 4S4 was speed 4.",
				'Die Geschwindigkeit darf sich pro Zug um höchstens 1 ändern: 4S4 im letzten Zug hatte Geschwindigkeit 4.'
			],
			[
				'Jammed rudder: only L maneuvers for 1 more turn.',
				'Seitenruder klemmt: noch 1 Zug nur L-Manöver.'
			],
			[
				'A long burst needs 3 rounds of Lewis ammunition; 1 left.',
				'Ein langer Feuerstoß braucht 3 Schuss Lewis-Munition; noch 1 übrig.'
			],
			[
				'Turn 2: p1: Damaged wings: no maneuvers at speed 3 or 4.',
				'Zug 2: p1: Beschädigte Tragflächen: keine Manöver mit Geschwindigkeit 3 oder 4.'
			],
			[
				"P1 is outside the arc of P2's aft-left gun",
				'P1 liegt außerhalb des Schussfelds (P2, linkes MG der hinteren Gondel)'
			],
			['Climbing needs a straight (S) maneuver.', 'Steigen braucht ein gerades Manöver (S).'],
			[
				'p3: After the failed climb the plane must stall (1L1, 1S1 or 1R1).',
				'p3: Nach dem missglückten Steigen muss das Flugzeug überziehen (1L1, 1S1 oder 1R1).'
			],
			[
				'Guns can only be cleared after a straight maneuver that is not acrobatic.',
				'Eine Ladehemmung lässt sich nur nach einem geraden Manöver ohne Kunstflug beheben.'
			]
		];
		for (const [en, de] of golden) expect(localizeReason(en, 'de')).toBe(de);
	});
});

// ---------------------------------------------------------------------------------------------
// Coverage: reasons collected by driving the engines, legal play plus deliberately illegal orders.

/** English-only words that must not survive in a German text (ids and codes aside). */
const ENGLISH = /\b(the|is|are|not|cannot|must|needs?|has|have|only|plane|turn|already|there|no)\b/;

function collectGrid(out: Set<string>, seed: number): void {
	const dice = seededDice(seed);
	const width = 10 + dice.below(5);
	const height = 7 + dice.below(3);
	const count = 2 + dice.below(4);
	const planes: PlaneSetup[] = Array.from({ length: count }, (_, i) => ({
		id: `P${i}`,
		type: dice.pick(GRID_AIRCRAFT.map((a) => a.id)),
		side: i % 2 === 0 ? 'A' : 'B',
		x: 1 + dice.below(width - 2),
		y: 1 + dice.below(height - 2),
		facing: dice.pick([0, 2, 4, 6]) as PlaneSetup['facing'],
		aceSkills: dice.below(2) ? ['patience', 'immelmann'] : ['engine-hang', 'dead-eye']
	}));
	const setup: GridSetup = {
		board: { width, height },
		options: {
			activation: seed % 2 ? 'deck' : 'command-points',
			turnLimit: 5
		},
		planes,
		terrain: {
			largeClouds: [{ x: 2, y: 2, w: 2, h: 2 }],
			smallClouds: [],
			balloons: [{ id: 'bal', side: 'B', x: width - 2, y: 1 }]
		}
	};
	const start = newGame(setup, seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	for (let step = 0; step < 60; step++) {
		collectGridChoices(out, state);
		for (const order of illegalGridOrders(state)) {
			const r = validateOrder(state, order);
			if (!r.ok) out.add(r.reason);
		}
		const order = randomOrder(state, dice);
		if (!order) break;
		const r = applyOrder(state, order);
		if (!r.ok) break;
		state = r.value.state;
	}
}

function collectGridChoices(out: Set<string>, state: GridState): void {
	const choices = legalOrders(state);
	if (choices.phase === 'activation') {
		for (const r of choices.refusedManoeuvres) out.add(r.reason);
		if (!choices.patience.ok) out.add(choices.patience.reason);
	}
	if (choices.phase === 'fire')
		for (const s of choices.sides) for (const r of s.refused) out.add(r.reason);
}

function illegalGridOrders(state: GridState): GridOrder[] {
	const ids = state.planes.map((p) => p.id);
	const orders: GridOrder[] = [
		{ kind: 'bid', side: 'A', points: 99 },
		{ kind: 'bid', side: 'C' as 'A', points: 0 },
		{ kind: 'fire', side: 'A', shots: [] },
		{ kind: 'patience', plane: ids[0] },
		{ kind: 'move', plane: 'ZZ', path: 'F' }
	];
	for (const id of ids) {
		for (const path of ['X', 'LL', 'LF', 'FLLF', 'F'.repeat(9), 'FFFR', 'RFF', ''])
			orders.push({ kind: 'move', plane: id, path });
		orders.push({ kind: 'move', plane: id, path: 'FF', slow: true });
		for (const manoeuvre of Object.keys(MANOEUVRES) as ManoeuvreId[]) {
			orders.push({ kind: 'move', plane: id, path: 'FLF', manoeuvre });
			orders.push({ kind: 'move', plane: id, path: 'FF', manoeuvre, slow: true });
		}
		orders.push({ kind: 'flight', plane: id, steps: ['F', 'X'] });
		orders.push({ kind: 'flight', plane: id, steps: [] });
		orders.push({ kind: 'combat', plane: id, shots: [{ plane: 'ZZ', gun: 'mg', target: id }] });
		for (const t of [...ids, 'bal', 'nobody'])
			for (const gun of ['mg', 'obs', 'wing', 'nope'])
				orders.push({
					kind: 'fire',
					side: state.planes.find((p) => p.id === id)!.side,
					shots: [{ plane: id, gun, target: t }]
				});
	}
	return orders;
}

function collectHex(out: Set<string>, seed: number, preset: PresetName): void {
	const choose = seededDice(seed ^ 0x5bd1e995);
	const start = setupHexGame(randomSetup(4, preset, choose, true, 'close'), seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value;
	for (let t = 0; t < 14 && !state.over; t++) {
		collectHexChoices(out, state, choose);
		const plots = randomPlots(state, choose);
		// Unjam attempts everywhere (most are refused: no jam, spinning, fired, not straight).
		for (const id in plots) plots[id] = { ...plots[id], unjam: ['pilot', 'observer'] };
		const r = resolveTurn(state, plots);
		if (!r.ok) throw new Error(r.reason);
		for (const e of r.value.events)
			if ('reason' in e && typeof e.reason === 'string') out.add(e.reason);
		state = r.value.state;
	}
}

function collectHexChoices(out: Set<string>, state: HexGameState, choose: Dice): void {
	const ctx = { rules: state.ruleset, turn: state.turn };
	const info = mapInfo(state.map);
	for (const plane of state.planes) {
		const view = viewFor(state, plane.seat);
		const options = legalManeuvers(view, plane.id);
		if (!options.ok) {
			out.add(options.reason);
			continue;
		}
		for (const o of maneuverOptions(ctx, plane)) {
			if (o.reason) out.add(o.reason);
			if (o.warning) out.add(o.warning);
		}
		// Altitude orders for a few maneuvers, and the targets from their end positions.
		const schedule = AIRCRAFT[plane.aircraft].schedule;
		for (const code of [choose.pick(schedule), choose.pick(schedule), schedule[0]]) {
			for (const a of altitudeOptions(ctx, plane, code)) {
				if (a.reason) out.add(a.reason);
				if (a.warning) out.add(a.warning);
			}
			const end = flyPath(info, plane, MANEUVERS[code]);
			const targets = legalTargets(view, plane.id, {
				col: end.col,
				row: end.row,
				facing: end.facing,
				maneuver: code,
				reload: choose.below(3) === 0
			});
			if (targets.ok) for (const tc of targets.value) if (tc.reason) out.add(tc.reason);
		}
		// Deliberately illegal plots.
		const bad = [
			{ maneuver: 'XYZ' },
			{ maneuver: Object.keys(MANEUVERS).find((c) => !schedule.includes(c)) ?? 'XYZ' },
			{ maneuver: schedule[0], reload: true },
			{ maneuver: choose.pick(schedule), reload: true },
			{ maneuver: choose.pick(schedule), altitude: 'land' as const }
		];
		for (const plot of bad) {
			const r = validatePlot(ctx, plane, plot);
			if (!r.ok) out.add(r.reason);
		}
		const other = state.planes.find((p) => p.seat !== plane.seat);
		if (other) {
			const r = legalManeuvers(view, other.id);
			if (!r.ok) out.add(r.reason);
			const t = legalTargets(view, other.id, { col: 1, row: 1, facing: 0 });
			if (!t.ok) out.add(t.reason);
		}
	}
}

describe('localizeReason coverage', () => {
	it('translates at least 90 % of the reasons the engines actually give', () => {
		const reasons = new Set<string>();
		for (let seed = 1; seed <= 6; seed++) collectGrid(reasons, seed);
		const presets: PresetName[] = ['edition2013', 'classic1983', 'online'];
		for (let seed = 1; seed <= 9; seed++) collectHex(reasons, seed, presets[seed % 3]);
		const missing = [...reasons].filter((r) => {
			const de = localizeReason(r, 'de');
			return de === r || ENGLISH.test(de.replace(/\b[A-Z]?\w*\d\w*\b/g, ''));
		});
		if (process.env.DUMP_REASONS)
			for (const r of reasons) console.log(r, ' => ', localizeReason(r, 'de'));
		const distinctShapes = reasons.size;
		// The same sentence with other ids or numbers counts once here.
		const shape = (r: string) => r.replace(/\b[\w.-]*\d[\w.-]*\b/g, '#').replace(/\bP\d+\b/g, '#');
		const shapes = new Set([...reasons].map(shape));
		console.log(
			`reasons collected: ${distinctShapes} (${shapes.size} shapes), translated: ${distinctShapes - missing.length} (untranslated shapes: ${new Set(missing.map(shape)).size})`
		);
		expect(distinctShapes).toBeGreaterThan(40);
		expect(
			missing.length / distinctShapes,
			`untranslated (${missing.length}/${distinctShapes}):\n${missing.join('\n')}`
		).toBeLessThanOrEqual(0.1);
	});
});
