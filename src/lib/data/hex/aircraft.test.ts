/**
 * The aircraft catalog (issue 16, data-hex.md "What the catalog must satisfy"): 19 types, each
 * with its own maneuver sheet and figures derived from the real type by the method in
 * docs/parts/about-data-hex.md.
 */
import { describe, expect, it } from 'vitest';
import { AIRCRAFT, AIRCRAFT_IDS, aircraftInService, topScheduleSpeed } from './aircraft';
import { AIRCRAFT_HISTORY } from './aircraft-history';
import { climbFormula, rollFormula, turnFormula, type Rating } from './aircraft-derive';
import { buildSheet, type Handling } from './aircraft-sheet';
import { hexesEntered, MANEUVERS, type Maneuver } from './maneuvers';
import { flyPath } from '../../rules/hex/movement';
import { mapInfo } from '../../rules/hex/map';

const info = mapInfo({ boards: ['standard'] });
const START = { col: 16, row: 11, facing: 0 as const };

/** Turn degrees per hex entered: how tight a turn is. */
function tightness(m: Maneuver): number {
	const end = flyPath(info, START, m).facing;
	const deg = Math.min(end, 6 - end) * 60;
	return deg / Math.max(1, hexesEntered(m.path));
}

describe('aircraft schedules', () => {
	const NAMED = [
		'Fokker Dr.I',
		'Albatros D.III',
		'Halberstadt CL.II',
		'Nieuport 24',
		'Bristol F.2B',
		'Sopwith Triplane',
		'SPAD VII',
		'Nieuport 17',
		'SPAD XIII',
		'Sopwith Camel',
		'S.E.5a',
		'Sopwith Snipe',
		'Nieuport 28',
		'Albatros D.Va',
		'Pfalz D.IIIa',
		'Pfalz D.XII',
		'Fokker D.VII',
		'Siemens-Schuckert D.III',
		'Siemens-Schuckert D.IV'
	];

	it('carries every aircraft named in data-hex.md', () => {
		const names = AIRCRAFT_IDS.map((id) => AIRCRAFT[id].name);
		for (const n of NAMED) expect(names, n).toContain(n);
	});

	it('holds the start maneuver, a straight at every speed and only known codes', () => {
		for (const id of AIRCRAFT_IDS) {
			const a = AIRCRAFT[id];
			expect(a.schedule, id).toContain(a.startManeuver);
			const start = MANEUVERS[a.startManeuver];
			expect(start.direction === 'S' && start.preparation, id).toBe(true);
			for (const c of a.schedule) expect(MANEUVERS[c], `${id} ${c}`).toBeDefined();
			expect(new Set(a.schedule).size, id).toBe(a.schedule.length);
			const speeds = new Set(a.schedule.filter((c) => c !== '0S2').map((c) => MANEUVERS[c].speed));
			for (const s of speeds) {
				expect(
					a.schedule.some(
						(c) =>
							MANEUVERS[c].direction === 'S' && MANEUVERS[c].speed === s && MANEUVERS[c].preparation
					),
					`${id} straight at ${s}`
				).toBe(true);
			}
			expect(a.schedule).toContain('0S2');
			for (const flag of [
				'preparation',
				'acrobatic',
				'nonRepeatable',
				'glide',
				'sideslip',
				'forwardSlip'
			] as const)
				expect(
					a.schedule.some((c) => MANEUVERS[c][flag]),
					`${id} ${flag}`
				).toBe(true);
		}
	});

	it('never holds a speed above the top speed', () => {
		for (const id of AIRCRAFT_IDS) {
			const a = AIRCRAFT[id];
			expect(topScheduleSpeed(a), id).toBe(a.topSpeed);
			for (const c of a.schedule)
				if (c !== '0S2') expect(MANEUVERS[c].speed, `${id} ${c}`).toBeLessThanOrEqual(a.topSpeed);
		}
	});

	it('gives each of the 19 aircraft its own maneuver sheet', () => {
		expect(AIRCRAFT_IDS).toHaveLength(19);
		const sheets = new Set(AIRCRAFT_IDS.map((id) => AIRCRAFT[id].schedule.join(' ')));
		expect(sheets.size).toBe(19);
		// Even the near-twins of the catalog differ: every pair differs in some maneuver.
		for (const [a, b] of [
			['nieuport-17', 'nieuport-24'],
			['albatros-d3', 'albatros-d5a'],
			['spad-7', 'spad-13'],
			['pfalz-d3a', 'pfalz-d12'],
			['ssw-d3', 'ssw-d4'],
			['fokker-dr1', 'sopwith-triplane'],
			['sopwith-camel', 'sopwith-snipe']
		])
			expect(AIRCRAFT[a].schedule, `${a} / ${b}`).not.toEqual(AIRCRAFT[b].schedule);
	});

	it('gives agile types tighter turns and fast types more maneuvers', () => {
		const tightest = (id: string, speed: number, dir: 'L' | 'R' = 'R') =>
			Math.max(
				0,
				...AIRCRAFT[id].schedule
					.map((c) => MANEUVERS[c])
					.filter(
						(m) => m.speed === speed && m.direction === dir && !m.stall && !m.spin && !m.acrobatic
					)
					.map(tightness)
			);
		// A rotary triplane turns tighter than an inline two-seater (data-hex.md).
		for (const speed of [1, 2, 3])
			expect(tightest('fokker-dr1', speed)).toBeGreaterThan(tightest('halberstadt-cl2', speed));
		// Across the catalog: a better turn rating never turns less tightly at any speed both fly,
		// and turns more tightly at some speed.
		for (const a of AIRCRAFT_IDS)
			for (const b of AIRCRAFT_IDS) {
				if (AIRCRAFT[a].handling.turn <= AIRCRAFT[b].handling.turn) continue;
				const speeds = [1, 2, 3, 4].filter(
					(s) => s <= Math.min(AIRCRAFT[a].topSpeed, AIRCRAFT[b].topSpeed)
				);
				for (const s of speeds)
					expect(tightest(a, s), `${a} vs ${b} at ${s}`).toBeGreaterThanOrEqual(tightest(b, s));
				expect(
					speeds.some((s) => tightest(a, s) > tightest(b, s)),
					`${a} turns tighter than ${b}`
				).toBe(true);
			}
		// One-way rotaries turn tighter to the right (torque); the others are symmetric.
		for (const id of AIRCRAFT_IDS) {
			const left = [1, 2, 3].map((s) => tightest(id, s, 'L'));
			const right = [1, 2, 3].map((s) => tightest(id, s, 'R'));
			if (AIRCRAFT[id].handling.torque && AIRCRAFT[id].handling.turn > 1)
				expect(
					right.some((r, i) => r > left[i]),
					id
				).toBe(true);
			else expect(left, id).toEqual(right);
		}
		// Speed 4 maneuvers only for types with top speed 4; faster and more agile: more maneuvers.
		for (const id of AIRCRAFT_IDS)
			expect(AIRCRAFT[id].schedule.includes('5S4'), id).toBe(AIRCRAFT[id].topSpeed === 4);
		expect(AIRCRAFT['fokker-d7'].schedule.length).toBeGreaterThan(
			AIRCRAFT['albatros-d3'].schedule.length
		);
		expect(AIRCRAFT['fokker-dr1'].schedule.length).toBeGreaterThan(
			AIRCRAFT['halberstadt-cl2'].schedule.length
		);
	});

	it('builds sheets that only grow with each rating step and with top speed', () => {
		const base: Handling = { turn: 1, climb: 1, roll: 1, dive: 'weak', torque: false };
		const subset = (a: string[], b: string[]) => a.every((c) => b.includes(c));
		for (const key of ['turn', 'climb', 'roll'] as const)
			for (let r = 1; r < 5; r++) {
				const lo = buildSheet({ ...base, [key]: r as Rating }, 4);
				const hi = buildSheet({ ...base, [key]: (r + 1) as Rating }, 4);
				expect(subset(lo, hi) && hi.length > lo.length, `${key} ${r}→${r + 1}`).toBe(true);
			}
		const weak = buildSheet(base, 4);
		const normal = buildSheet({ ...base, dive: 'normal' }, 4);
		const strong = buildSheet({ ...base, dive: 'strong' }, 4);
		expect(subset(weak, normal) && subset(normal, strong)).toBe(true);
		expect(strong.length).toBeGreaterThan(normal.length);
		expect(normal.length).toBeGreaterThan(weak.length);
		expect(subset(buildSheet(base, 3), buildSheet(base, 4))).toBe(true);
		// Torque takes the tightest left turns away, never a right one.
		const rotary = buildSheet({ ...base, turn: 5, torque: true }, 4);
		const inline = buildSheet({ ...base, turn: 5 }, 4);
		expect(inline.filter((c) => !rotary.includes(c)).every((c) => c.includes('L'))).toBe(true);
		expect(rotary.every((c) => inline.includes(c))).toBe(true);
		expect(rotary.length).toBeLessThan(inline.length);
	});

	it('derives boxes, ceiling, fuel and speeds from the documented figures by the written method', () => {
		for (const id of AIRCRAFT_IDS) {
			const a = AIRCRAFT[id];
			const h = AIRCRAFT_HISTORY[id];
			expect(a.history, id).toBe(h);
			// data-hex.md: engine 8 inline / 6 rotary; wings = ft² ÷ 10; fuselage = 1 box a foot.
			expect(a.boxesEngine, id).toBe(h.engine === 'rotary' ? 6 : 8);
			expect(a.boxesWings, id).toBe(Math.round((h.wingAreaM2 * 10.7639) / 10));
			expect(a.boxesFuselage, id).toBe(Math.round(h.lengthM * 3.28084));
			expect(a.boxesTail, id).toBe(h.grossKg < 750 ? 4 : h.grossKg < 1000 ? 5 : 6);
			const ft = h.serviceCeilingM * 3.28084;
			expect(a.ceiling, id).toBe([5000, 10000, 15000, 20000].filter((b) => ft > b).length + 1);
			expect(a.fuel, id).toBe(Math.round((30 + 20 * h.enduranceH) / 5) * 5);
			expect(a.topSpeed, id).toBe(h.maxSpeedKmh >= 180 ? 4 : 3);
			expect(a.startManeuver, id).toBe(h.maxSpeedKmh >= 190 ? '4S3' : '3S2');
			expect(a.pilotGuns + a.observerGuns, id).toBe(h.guns.length);
			expect(a.observerGuns > 0, id).toBe(h.seats === 2);
			expect(a.engine, id).toBe(h.engine);
			expect(a.handling.torque, id).toBe(h.torque);
			if (h.torque) expect(h.engine, id).toBe('rotary');
		}
		// Spot checks against aircraft-derived.md's worked figures.
		expect(AIRCRAFT['fokker-dr1']).toMatchObject({ boxesWings: 20, boxesFuselage: 19, ceiling: 5 });
		expect(AIRCRAFT['bristol-f2b']).toMatchObject({ boxesWings: 41, boxesFuselage: 26 });
		expect(AIRCRAFT['halberstadt-cl2']).toMatchObject({ boxesWings: 30, boxesFuselage: 24 });
	});

	it('keeps the damage boxes of aircraft-derived.md and explains every other difference from it', () => {
		// aircraft-derived.md: engine, wings and fuselage boxes and the ceiling band per type.
		const table: Record<string, [number, number, number, string]> = {
			'albatros-d3': [8, 22, 24, 'H'],
			'albatros-d5a': [8, 23, 24, 'H'],
			'fokker-dr1': [6, 20, 19, 'VH'],
			'fokker-d7': [8, 22, 23, 'H'],
			'pfalz-d3a': [8, 24, 23, 'H/VH'],
			'pfalz-d12': [8, 23, 21, 'VH'],
			'ssw-d4': [6, 16, 18, 'VH'],
			'halberstadt-cl2': [8, 30, 24, 'M'],
			'spad-7': [8, 19, 20, 'VH'],
			'spad-13': [8, 22, 21, 'VH'],
			'nieuport-17': [6, 16, 19, 'H'],
			'nieuport-28': [6, 22, 21, 'H'],
			'sopwith-camel': [6, 23, 18, 'VH'],
			se5a: [8, 26, 21, 'H'],
			'sopwith-snipe': [6, 26, 19, 'H/VH'],
			'sopwith-triplane': [6, 23, 19, 'VH'],
			'bristol-f2b': [8, 41, 26, 'H']
		};
		const levels = new Map<string, number[]>([
			['M', [3]],
			['H', [4]],
			['VH', [5]],
			['H/VH', [4, 5]]
		]);
		for (const [id, [engine, wings, fuselage, band]] of Object.entries(table)) {
			const a = AIRCRAFT[id];
			expect([a.boxesEngine, a.boxesWings, a.boxesFuselage], id).toEqual([engine, wings, fuselage]);
			// A ceiling outside the table's band is explained in the figures' note.
			if (!levels.get(band)!.includes(a.ceiling))
				expect(a.history.note ?? '', id).toMatch(/[Cc]eiling/);
		}
	});

	it('gives every judgement its reason and keeps the 2013 rulebook’s facts', () => {
		for (const id of AIRCRAFT_IDS) {
			const a = AIRCRAFT[id];
			expect(a.reasons.stability.length, id).toBeGreaterThan(20);
			expect(a.reasons.dive.length, id).toBeGreaterThan(10);
			for (const j of a.reasons.judgements) {
				expect(j.why.length, id).toBeGreaterThan(20);
				expect(
					[j.turn, j.climb, j.roll].some((x) => x !== undefined && x !== 0),
					id
				).toBe(true);
			}
			const sum = (k: 'turn' | 'climb' | 'roll') =>
				a.reasons.judgements.reduce((n, j) => n + (j[k] ?? 0), 0);
			const h = a.history;
			const clamp = (x: number) => Math.max(1, Math.min(5, x));
			expect(a.handling.turn, id).toBe(clamp(turnFormula(h) + sum('turn')));
			expect(a.handling.climb, id).toBe(clamp(climbFormula(h) + sum('climb')));
			expect(a.handling.roll, id).toBe(clamp(rollFormula(h) + sum('roll')));
			expect(['A', 'B', 'C'], id).toContain(a.stability);
			expect(a.inServiceFrom, id).toMatch(/^191[4-8]-(0[1-9]|1[0-2])$/);
		}
		expect(AIRCRAFT['bristol-f2b'].lewisGun).toBe('observer');
		// The 2013 worked examples: Dr.I stability A (000:651), Albatros D.III B (000:518); the Dr.I
		// climbs from level 3 to 4 flying 3S3 (000:848), so its top speed is above 3 and its
		// ceiling above 4 (climbing reaches at most ceiling − 1, 000:852).
		expect(AIRCRAFT['fokker-dr1'].stability).toBe('A');
		expect(AIRCRAFT['albatros-d3'].stability).toBe('B');
		expect(AIRCRAFT['fokker-dr1'].topSpeed).toBeGreaterThan(3);
		expect(AIRCRAFT['fokker-dr1'].ceiling).toBe(5);
		// The formulas on worked examples: Dr.I wing loading 31.4 kg/m² → 4, rotary +1, triplane +1
		// → 5; power loading 5.3 kg/hp → 2, triplane +1 → 3; span 7.19 m → 4, rotary +1 → 5.
		expect(turnFormula(AIRCRAFT_HISTORY['fokker-dr1'])).toBe(5);
		expect(climbFormula(AIRCRAFT_HISTORY['fokker-dr1'])).toBe(3);
		expect(rollFormula(AIRCRAFT_HISTORY['fokker-dr1'])).toBe(5);
		expect(turnFormula(AIRCRAFT_HISTORY['halberstadt-cl2'])).toBe(1); // 41.2 kg/m², two-seater
		expect(climbFormula(AIRCRAFT_HISTORY['halberstadt-cl2'])).toBe(1); // 7.1 kg/hp
	});

	it('filters aircraft by the month a game is set in (H-SET-4)', () => {
		const early = aircraftInService('1917-01').map((a) => a.id);
		expect(early).toContain('nieuport-17');
		expect(early).toContain('albatros-d3');
		expect(early).not.toContain('fokker-dr1');
		expect(aircraftInService('1918-10', 'central').every((a) => a.side === 'central')).toBe(true);
		expect(aircraftInService('1918-11').length).toBe(AIRCRAFT_IDS.length);
	});
});
