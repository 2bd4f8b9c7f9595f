import { describe, expect, it } from 'vitest';
import type { DiceState } from '$lib/rules/common/dice';
import type { MaxAction, MaxEvent, MaxSetup, MaxShot, MaxState } from './types';
import { applyMax, MAX } from './companion';
import { maxEventsFor, sheetFor } from './view';
import { replayLog } from '../log';

const scripted = (values: number[]): DiceState => ({ kind: 'scripted', values, next: 0 });
const NO_OPTIONS = {
	altitude: false,
	fuel: false,
	observers: false,
	lewisGun: false,
	novicePilots: false
};

/** The rulebook's firing example (000:651–653): a Fokker Dr.I fires at a Bristol F.2B. */
const setup = (preset: MaxSetup['preset'], optional = NO_OPTIONS): MaxSetup => ({
	title: 'Example',
	preset,
	optional,
	hotSeat: true,
	planes: [
		{
			id: 'dr1',
			aircraft: 'fokker-dr1',
			side: 'central',
			player: 'Bob',
			pilot: 'Voss',
			novice: false,
			altitude: optional.altitude ? 3 : null
		},
		{
			id: 'bristol',
			aircraft: 'bristol-f2b',
			side: 'entente',
			player: 'Ann',
			pilot: 'McKeever',
			novice: false,
			altitude: optional.altitude ? 3 : null
		}
	]
});

/** A started game whose next rolls are scripted (the decks were shuffled by a seed). */
function started(s: MaxSetup, dice: number[], stack?: (state: MaxState) => void): MaxState {
	const r = MAX.start(s, 7);
	if (!r.ok) throw new Error(r.reason);
	const state = structuredClone(r.value.state);
	stack?.(state);
	state.dice = scripted(dice);
	return state;
}

function run(state: MaxState, actions: MaxAction[]) {
	const events: MaxEvent[] = [];
	for (const a of actions) {
		const r = applyMax(state, a);
		if (!r.ok) throw new Error(`${a.kind}: ${r.reason}`);
		state = r.value.state;
		events.push(...r.value.events);
	}
	return { state, events };
}

const SHOT: MaxShot = {
	kind: 'shot',
	plane: 'dr1',
	position: 'pilot',
	target: 'bristol',
	burst: 'medium',
	range: 2,
	shooterSpeed: 2,
	targetSpeed: 3,
	sameTarget: false,
	targetStalled: false,
	targetLower: false,
	deck: 'B',
	deflection: false,
	aspect: 'other',
	tailing: false
};

const plane = (s: MaxState, id: string) => s.planes.find((p) => p.id === id)!;

describe('Blue Max table companion, 2013: dice pool and damage decks', () => {
	// Stacked as in the example: the B deck's red card w4 (B02), then a blue w1 e1 (B03).
	const stackB = (s: MaxState) => {
		const rest = s.decks!.B.drawPile.filter((id) => id !== 'B02' && id !== 'B03');
		s.decks!.B = { drawPile: ['B02', 'B03', ...rest], discards: [] };
	};
	// Special dice: 1–3 white, 4–5 blue, 6 red. The example rolls one of each.
	const game = () => started(setup('edition2013'), [1, 6, 4], stackB);

	it('builds the pool from the modifiers: range 2, medium, stability A → 3 dice (000:651)', () => {
		const { events } = run(game(), [SHOT]);
		const shot = events.find((e) => e.type === 'shot-dice')!;
		expect(shot).toMatchObject({
			pool: { dice: 3 },
			faces: ['white', 'red', 'blue'],
			deck: 'B',
			cards: 2,
			visibility: 'all'
		});
	});

	it('draws from deck B and marks 5 wing and 1 engine box in phase 6 (000:653)', () => {
		const shot = run(game(), [SHOT]);
		expect(shot.state.decks!.B.discards).toEqual(['B02', 'B03']);
		expect(shot.state.decks!.B.drawPile).toHaveLength(42);
		// Damage takes effect in phase 6, not when the cards are drawn (H-COMB-3).
		expect(plane(shot.state, 'bristol').track.marked.wings).toBe(0);
		const { state } = run(shot.state, [
			{ kind: 'hold-fire', plane: 'bristol' },
			{ kind: 'resolve' }
		]);
		expect(plane(state, 'bristol').track.marked).toEqual({
			wings: 5,
			fuselage: 0,
			tail: 0,
			engine: 1
		});
		expect(state.phase).toBe('checks');
	});

	it('keeps the cards and the damage secret from the other player in hot-seat (H-DMG-6)', () => {
		const { state, events } = run(game(), [
			SHOT,
			{ kind: 'hold-fire', plane: 'bristol' },
			{ kind: 'resolve' }
		]);
		const bristol = plane(state, 'bristol');
		expect(sheetFor(state, bristol, 'Ann').damage).toMatchObject({
			full: { marked: { wings: 5, engine: 1 } }
		});
		expect(sheetFor(state, bristol, 'Bob').damage).toEqual({
			public: { smoke: false, fire: false, observerKilled: false, destroyed: false }
		});
		expect(sheetFor(state, bristol, 'Bob').own).toBeNull();
		const bobSees = maxEventsFor(state, events, 'Bob').map((e) => e.type);
		expect(bobSees).toContain('shot-dice');
		expect(bobSees).not.toContain('hits-drawn');
		expect(bobSees).not.toContain('damage');
		expect(maxEventsFor(state, events, 'Ann').map((e) => e.type)).toEqual(
			expect.arrayContaining(['shot-dice', 'hits-drawn', 'damage'])
		);
		// After the game everything is shown (H-END-3).
		const over = { ...state, phase: 'over' as const };
		expect(maxEventsFor(over, events, 'Bob').map((e) => e.type)).toContain('hits-drawn');
	});

	it('reshuffles an empty deck’s discards, never a card of the same draw (H-DMG-2)', () => {
		const s = started(setup('edition2013'), [4, 5, 2, 1], (st) => {
			st.decks!.D = { drawPile: ['D01'], discards: ['D02', 'D03'] };
		});
		const { state, events } = run(s, [{ ...SHOT, deck: 'D', burst: 'short', range: 1 }]);
		expect(events.find((e) => e.type === 'shot-dice')).toMatchObject({
			faces: ['blue', 'blue', 'white'],
			cards: 2,
			reshuffled: ['D']
		});
		const drawn = events.find((e) => e.type === 'hits-drawn');
		expect(drawn && 'hits' in drawn && drawn.hits.map((h) => h.id)).toEqual(['D01', 'D03']);
		expect(state.decks!.D).toEqual({ drawPile: ['D02'], discards: ['D01', 'D03'] });
	});

	it('walks the checks: a long burst rolls a jam per gun, a straight maneuver may clear it', () => {
		const long: MaxShot = { ...SHOT, burst: 'long', range: 1 };
		const s = started(setup('edition2013'), [1, 1, 1, 1, 1, 1, 5, 2, 4]);
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'dr1', code: '2S1' },
			long,
			{ kind: 'hold-fire', plane: 'bristol' },
			{ kind: 'resolve' },
			{ kind: 'problems', plane: 'dr1', stall: false },
			{ kind: 'end-turn' },
			{ kind: 'maneuver', plane: 'dr1', code: '2S1' },
			{ kind: 'hold-fire', plane: 'bristol' },
			{ kind: 'hold-fire', plane: 'dr1' },
			{ kind: 'resolve' },
			{ kind: 'unjam', plane: 'dr1', position: 'pilot' }
		]);
		// 3 − 1 range + 2 long + 1 stability A = 5 dice (H-COMB-5).
		expect(events.find((e) => e.type === 'shot-dice')).toMatchObject({ pool: { dice: 5 } });
		const jams = events.filter((e) => e.type === 'jam-check');
		expect(jams).toMatchObject([
			{ roll: 1, jams: false },
			{ roll: 5, jams: true }
		]);
		expect(events.find((e) => e.type === 'unjam')).toMatchObject({ roll: 2, cleared: false });
		expect(plane(state, 'dr1').track.guns.pilot.jammed).toBe(1);
		expect(state.turn).toBe(2);
		// Each check once a turn.
		expect(applyMax(state, { kind: 'unjam', plane: 'dr1', position: 'pilot' })).toMatchObject({
			ok: false,
			code: 'table.check_done'
		});
	});

	it('refuses what the engine refuses, with its reason', () => {
		const s = game();
		const spinning = structuredClone(s);
		plane(spinning, 'dr1').track.spinning = true;
		expect(applyMax(spinning, SHOT)).toMatchObject({ ok: false, code: 'hex.fire.spinning' });
		expect(applyMax(s, { ...SHOT, range: 4 })).toMatchObject({
			ok: false,
			code: 'hex.fire.out_of_range'
		});
		expect(applyMax(s, { ...SHOT, position: 'observer' })).toMatchObject({
			ok: false,
			code: 'hex.fire.no_observer'
		});
		const fired = run(s, [SHOT]).state;
		expect(applyMax(fired, SHOT)).toMatchObject({ ok: false, code: 'hex.fire.once_a_turn' });
		expect(applyMax(s, { kind: 'end-turn' })).toMatchObject({ code: 'table.resolve_first' });
		expect(applyMax(s, { kind: 'maneuver', plane: 'bristol', code: '13L2' })).toMatchObject({
			code: 'table.not_in_schedule'
		});
	});
});

describe('Blue Max table companion, classic: combat value, CRT and chits', () => {
	// Range 1: base 7, stability A +2 → combat value 9; a 4 on the CRT gives 2R (H-COMB-6).
	const crtShot: MaxShot = { ...SHOT, range: 1, burst: 'short', aspect: 'front' };

	it('looks up the CRT and draws the chits together in phase 6 (H-COMB-6, H-DMG-3)', () => {
		// The d6 for the CRT, then one chit each (below 36, below 35): K21 (t1|t3), then K01.
		const s = started(setup('classic1983'), [4, 21, 1]);
		const shot = run(s, [crtShot]);
		expect(shot.events.find((e) => e.type === 'shot-crt')).toMatchObject({
			value: { value: 9 },
			result: { die: 4, code: '2R', blue: 0, red: 2 }
		});
		expect(shot.state.owed.bristol).toHaveLength(2);
		const { state, events } = run(shot.state, [
			{ kind: 'hold-fire', plane: 'bristol' },
			{ kind: 'resolve' }
		]);
		const drawn = events.find((e) => e.type === 'hits-drawn');
		expect(drawn && 'hits' in drawn && drawn.hits.map((h) => h.id)).toEqual(['K21', 'K01']);
		// Straight from the front at the same height the tail hit becomes an engine hit (H-DMG-3).
		expect(plane(state, 'bristol').track.marked).toEqual({
			wings: 5,
			fuselage: 0,
			tail: 0,
			engine: 3
		});
		expect(state.owed).toEqual({});
	});

	it('plays through to the end: a downed side loses (H-END-2), and the log replays', () => {
		const log = {
			version: 1 as const,
			setup: setup('classic1983'),
			seed: 7,
			steps: [{ kind: 'out', plane: 'bristol', how: 'left-map' } as MaxAction] satisfies MaxAction[]
		};
		const r = replayLog(MAX, log);
		if (!r.ok) throw new Error(r.reason);
		expect(r.value.state.phase).toBe('over');
		expect(r.value.state.result).toEqual({
			over: true,
			winner: 'central',
			kills: { entente: 0, central: 1 }
		});
		expect(plane(r.value.state, 'bristol').track.down).toBe('left-map');
	});
});

describe('Blue Max table companion, optional rules', () => {
	it('pays fuel for the maneuver flown (H-FUEL-1) and keeps it secret', () => {
		const s = started(setup('edition2013', { ...NO_OPTIONS, fuel: true }), []);
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '4S3' },
			{ kind: 'fuel', plane: 'bristol', order: 'climb' }
		]);
		expect(plane(state, 'bristol').track.fuel).toBe(90 - 4);
		expect(events.find((e) => e.type === 'fuel-paid')).toMatchObject({
			spent: 4,
			visibility: 'owner'
		});
		expect(sheetFor(state, plane(state, 'bristol'), 'Bob').damage).not.toHaveProperty('full');
	});
});

describe('Blue Max table companion: a killed pilot with the altitude rule (issue 25)', () => {
	const ALT = { ...NO_OPTIONS, altitude: true };
	/** The firing example with a Camel wingman far off, so the fight goes on. */
	const withWingman = (preset: MaxSetup['preset']): MaxSetup => {
		const s = setup(preset, ALT);
		return {
			...s,
			planes: [
				...s.planes,
				{
					id: 'camel',
					aircraft: 'sopwith-camel',
					side: 'entente',
					player: 'Cy',
					pilot: 'Barker',
					novice: false,
					altitude: 3
				}
			]
		};
	};
	// Hot seat (issue 27): phase 6 waits until every plane with a possible shot fired or held fire.
	const HOLD_OTHERS = [
		{ kind: 'hold-fire', plane: 'bristol' },
		{ kind: 'hold-fire', plane: 'camel' }
	] as const;
	/** In the turns after, the Bristol is down: the Dr.I and the Camel hold fire. */
	const HOLD_LATER = [
		{ kind: 'hold-fire', plane: 'dr1' },
		{ kind: 'hold-fire', plane: 'camel' }
	] as const;
	// Side B's red card B17 on top: "4 fuselage, pilot killed"; dice 6, 1, 1: one red face.
	const stackB17 = (s: MaxState) => {
		const rest = s.decks!.B.drawPile.filter((id) => id !== 'B17');
		s.decks!.B = { drawPile: ['B17', ...rest], discards: [] };
	};

	it('000:604 / 000:420 2013: out at once, the wreck spins down a level a turn and is gone below 1', () => {
		let { state } = run(started(withWingman('edition2013'), [6, 1, 1], stackB17), [
			SHOT,
			...HOLD_OTHERS,
			{ kind: 'resolve' }
		]);
		expect(plane(state, 'bristol').track.down).toBe('pilot-killed');
		expect(plane(state, 'bristol')).toMatchObject({ falling: true, altitude: 3 });
		expect(sheetFor(state, plane(state, 'bristol'), 'Bob')).toMatchObject({
			falling: true,
			altitude: 3
		});
		for (const to of [2, 1, 0]) {
			const r = run(state, [{ kind: 'end-turn' }, ...HOLD_LATER, { kind: 'resolve' }]);
			state = r.state;
			expect(plane(state, 'bristol').altitude).toBe(to);
			expect(r.events).toContainEqual(
				expect.objectContaining({ type: 'spin-descent', plane: 'bristol', to, visibility: 'all' })
			);
		}
		expect(plane(state, 'bristol').falling).toBeUndefined();
	});

	it('004:88 the opposite, online: "These effects destroy the plane immediately" — no wreck falls', () => {
		// CRT d6 4 at combat value 9: 2R; the chits K27 (pilot killed) and K01, drawn in phase 6.
		const crt: MaxShot = { ...SHOT, range: 1, burst: 'short', aspect: 'front' };
		const { state } = run(started(withWingman('online'), [4, 27, 1]), [
			crt,
			...HOLD_OTHERS,
			{ kind: 'resolve' }
		]);
		expect(plane(state, 'bristol').track.down).toBe('pilot-killed');
		expect(plane(state, 'bristol').falling).toBeUndefined();
		const next = run(state, [{ kind: 'end-turn' }, ...HOLD_LATER, { kind: 'resolve' }]);
		expect(plane(next.state, 'bristol').altitude).toBe(3);
		expect(next.events.filter((e) => e.type === 'spin-descent')).toEqual([]);
	});
});
