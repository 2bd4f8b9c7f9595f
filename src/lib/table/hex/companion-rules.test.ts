/**
 * Issue 27: the Blue Max table companion plays by the engine's rules. Each test plays the
 * companion into the situation and checks what the rulebook says (000 = Blue Max 2013, German;
 * 003 = the classic 1983 sheet); the facts are copied here, the books are not needed.
 */
import { describe, expect, it } from 'vitest';
import type { DiceState } from '$lib/rules/common/dice';
import type { OptionalRules } from '$lib/data/hex';
import type { MaxAction, MaxEvent, MaxPlaneSetup, MaxSetup, MaxShot, MaxState } from './types';
import { applyMax, MAX } from './companion';
import { playersToFire } from './shots';

const scripted = (values: number[]): DiceState => ({ kind: 'scripted', values, next: 0 });
const OFF: OptionalRules = {
	altitude: false,
	fuel: false,
	observers: false,
	lewisGun: false,
	novicePilots: false
};

const flier = (id: string, aircraft: string, side: MaxPlaneSetup['side'], player: string) => ({
	id,
	aircraft,
	side,
	player,
	pilot: '',
	novice: false,
	altitude: 3
});

/** A Fokker Dr.I (Bob) against a Bristol F.2B (Ann), both at altitude 3 when the rule is on. */
const setup = (
	preset: MaxSetup['preset'],
	optional: Partial<OptionalRules> = {},
	hotSeat = false,
	extra: MaxPlaneSetup[] = []
): MaxSetup => {
	const opts = { ...OFF, ...optional };
	return {
		title: 'Issue 27',
		preset,
		optional: opts,
		hotSeat,
		planes: [
			flier('dr1', 'fokker-dr1', 'central', 'Bob'),
			flier('bristol', 'bristol-f2b', 'entente', 'Ann'),
			...extra
		].map((p) => ({ ...p, altitude: opts.altitude ? p.altitude : null }))
	};
};

/** A started game (decks shuffled by a seed) whose next rolls are scripted. */
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

const plane = (s: MaxState, id: string) => s.planes.find((p) => p.id === id)!;
const of = <T extends MaxEvent['type']>(events: MaxEvent[], type: T) =>
	events.filter((e): e is Extract<MaxEvent, { type: T }> => e.type === type);

/** The Dr.I fires a medium burst at the Bristol from 2 hexes, the Bristol's side B towards it. */
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

/** 2013: the B deck's red w4 (B02) and blue w1 e1 (B03) on top, as in 000:651–653. */
const stackB = (s: MaxState) => {
	const rest = s.decks!.B.drawPile.filter((id) => id !== 'B02' && id !== 'B03');
	s.decks!.B = { drawPile: ['B02', 'B03', ...rest], discards: [] };
};

describe('H-REC-1 / H-DMG-5: a plane that begins to spin in phase 6 may recover in phase 7', () => {
	it('2013 with altitude: lost control from wing damage, then 3+ recovers (000:426, 000:862)', () => {
		// Pool 1 white, 6 red, 4 blue → B02 + B03: 5 wing boxes (000:653); the loss-of-control d6
		// is 5 ("Ist das Ergebnis 5 oder höher, gerät sein Flugzeug ins Trudeln", 000:862); the
		// recovery d6 is 3 ("Wenn er eine 3 oder höher würfelt, ist das Flugzeug abgefangen",
		// 000:426), then the facing d6.
		const s = started(setup('edition2013', { altitude: true }), [1, 6, 4, 5, 3, 2], stackB);
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '3S2' },
			SHOT,
			{ kind: 'resolve' },
			{ kind: 'spin', plane: 'bristol' }
		]);
		expect(of(events, 'loss-of-control')).toMatchObject([{ roll: 5, spins: true }]);
		expect(of(events, 'spin-recovery')).toMatchObject([
			{ plane: 'bristol', roll: 3, needed: 3, recovered: true, facingRoll: 2 }
		]);
		expect(plane(state, 'bristol').track.spinning).toBe(false);
	});

	it('classic: a pilot killed in phase 6 spins and cannot recover — without altitude it is down at once (003:67, 003:70)', () => {
		// 003:67 "The Pilot Killed result … The plane goes into a spin"; H-REC-1: no recovery with
		// the pilot killed, and without altitude an unrecovered spin is shot down at once.
		// CRT at combat value 9 (range 1, stability A), die 4 → 2R; the chits: K27 (pilot killed
		// on both faces), then K01.
		const crt: MaxShot = { ...SHOT, range: 1, burst: 'short', aspect: 'front' };
		const s = started(setup('classic1983'), [4, 27, 1]);
		const damaged = run(s, [crt, { kind: 'resolve' }]);
		const bristol = plane(damaged.state, 'bristol');
		expect(bristol.track).toMatchObject({ pilotKilled: true, spinning: true, down: null });
		expect(bristol.maneuver).toBeNull(); // it flew no spin this turn
		const { state, events } = run(damaged.state, [{ kind: 'spin', plane: 'bristol' }]);
		expect(of(events, 'shot-down')).toMatchObject([{ plane: 'bristol', cause: 'pilot-killed' }]);
		expect(state.result).toMatchObject({ over: true, winner: 'central' });
	});
});

describe('H-DMG-5 / H-MOVE-4: damage marked by hand and collisions count in phase 6', () => {
	it('three wing boxes ticked by hand roll loss of control once, in phase 6 (000:862)', () => {
		// 000:862 "Sobald die Flügel oder das Heck … Schaden erleiden, muss der Spieler einen Würfel
		// werfen" — one roll for the damage of the phase (H-DMG-5), not one per box.
		const s = started(setup('edition2013', { altitude: true }), [4]);
		const ticks: MaxAction[] = [1, 2, 3].map(() => ({
			kind: 'tick',
			plane: 'bristol',
			area: 'wings'
		}));
		const ticked = run(s, ticks);
		// Damage takes effect in phase 6 (H-COMB-3): nothing is marked or rolled yet.
		expect(plane(ticked.state, 'bristol').track.marked.wings).toBe(0);
		expect(of(ticked.events, 'loss-of-control')).toEqual([]);
		const { state, events } = run(ticked.state, [{ kind: 'resolve' }]);
		expect(plane(state, 'bristol').track.marked.wings).toBe(3);
		expect(of(events, 'loss-of-control')).toMatchObject([{ roll: 4, needed: 5, spins: false }]);
		// After phase 6 boxes are not marked by hand any more (undo corrects a mistake).
		expect(applyMax(state, ticks[0])).toMatchObject({
			ok: false,
			code: 'table.tick_before_damage'
		});
	});

	it('computes the collision of the rulebook’s example: Albatros rolls 6 + 1 + speed 2 = 9 → one deck-A card each (000:518)', () => {
		// 000:518: the Fokker Dr.I (A) and the Albatros D.III (B) end in one hex at one level; the
		// Albatros (least stable) rolls 6, adds 1 for stability B and the Fokker's speed 2 → 9:
		// each draws 1 card of deck A and takes the blue effect — the Albatros 3 wing boxes, the
		// Fokker smoke. Sides do not matter ("unabhängig von ihrer Kriegspartei").
		const albatros = flier('alb', 'albatros-d3', 'central', 'Cid');
		const s = started(setup('edition2013', { altitude: true }, false, [albatros]), [6, 6], (st) => {
			const rest = st.decks!.A.drawPile.filter((id) => id !== 'A03' && id !== 'A11');
			st.decks!.A = { drawPile: ['A03', 'A11', ...rest], discards: [] };
		});
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'dr1', code: '3S2' },
			{ kind: 'maneuver', plane: 'alb', code: '2S1' },
			{ kind: 'collision', planes: ['dr1', 'alb'] },
			{ kind: 'resolve' }
		]);
		expect(of(events, 'collision')).toMatchObject([
			{ planes: ['dr1', 'alb'], roller: 'alb', roll: 6, speed: 2, stability: 1, total: 9, cards: 1 }
		]);
		const drawn = of(events, 'hits-drawn').map((e) => [e.plane, e.hits.map((h) => h.id)]);
		expect(drawn).toEqual([
			['alb', ['A03']],
			['dr1', ['A11']]
		]);
		expect(plane(state, 'alb').track.marked.wings).toBe(3);
		expect(plane(state, 'dr1').track.smoke).toBe(true);
		// The Albatros's wing damage rolls for loss of control (the second 6: it spins).
		expect(of(events, 'loss-of-control')).toMatchObject([{ plane: 'alb', roll: 6, spins: true }]);
	});

	it('refuses a collision of planes at different levels or without the altitude rule', () => {
		const s = started(setup('edition2013', { altitude: true }), [], (st) => {
			plane(st, 'dr1').altitude = 2;
		});
		const go = run(s, [
			{ kind: 'maneuver', plane: 'dr1', code: '3S2' },
			{ kind: 'maneuver', plane: 'bristol', code: '3S2' }
		]).state;
		expect(applyMax(go, { kind: 'collision', planes: ['dr1', 'bristol'] })).toMatchObject({
			ok: false,
			code: 'table.collision_planes'
		});
		const flat = started(setup('edition2013'), []);
		expect(applyMax(flat, { kind: 'collision', planes: ['dr1', 'bristol'] })).toMatchObject({
			ok: false,
			code: 'table.no_altitude_rule'
		});
	});
});

describe('H-PLAN-6 / H-COMB-4 / H-REC-1: a plane flown on 0S2 spins', () => {
	it('cannot shoot and may recover on 3+ (000:291, 000:522, 000:426)', () => {
		// 000:291 "Ein Spieler kann sein Flugzeug freiwillig ins Trudeln bringen"; 000:522
		// "Piloten und Beobachter eines trudelnden Flugzeuges können keine Waffen abfeuern".
		const s = started(setup('edition2013'), [3, 1]);
		const spun = run(s, [{ kind: 'maneuver', plane: 'dr1', code: '0S2' }]);
		expect(plane(spun.state, 'dr1').track.spinning).toBe(true);
		expect(applyMax(spun.state, SHOT)).toMatchObject({ ok: false, code: 'hex.fire.spinning' });
		const { state, events } = run(spun.state, [
			{ kind: 'resolve' },
			{ kind: 'spin', plane: 'dr1' }
		]);
		expect(of(events, 'spin-recovery')).toMatchObject([{ roll: 3, recovered: true }]);
		expect(plane(state, 'dr1').track.spinning).toBe(false);
	});

	it('a spinning plane flies 0S2 whatever was written (H-PLAN-5, 000:291)', () => {
		const s = started(setup('edition2013'), [2]);
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'dr1', code: '0S2' },
			{ kind: 'resolve' },
			{ kind: 'spin', plane: 'dr1' } // a 2: not recovered (without altitude: shot down)
		]);
		expect(plane(state, 'dr1').track.down).toBe('failed-spin');
		// With altitude the spin goes on, and next turn's maneuver is 0S2.
		const high = started(setup('edition2013', { altitude: true }), [2]);
		const next = run(high, [
			{ kind: 'maneuver', plane: 'dr1', code: '0S2' },
			{ kind: 'resolve' },
			{ kind: 'spin', plane: 'dr1' },
			{ kind: 'end-turn' },
			{ kind: 'maneuver', plane: 'dr1', code: '3S2' }
		]);
		expect(plane(next.state, 'dr1').maneuver).toBe('0S2');
		expect(of(next.events, 'spin-instead')).toMatchObject([
			{ plane: 'dr1', plotted: '3S2', visibility: 'owner' }
		]);
		expect(of(events, 'spin-recovery')).toMatchObject([{ roll: 2, recovered: false }]);
	});
});

describe('H-FUEL-1 / H-FUEL-2: not enough fuel for the maneuver', () => {
	it('spends the rest and spins instead of flying it (000:257)', () => {
		// 000:257 "Wenn das Flugzeug nicht über genügend Treibstoff verfügt …, verbraucht es seinen
		// gesamten verbleibenden Treibstoff und gerät dann ins Trudeln, statt … das gewählte
		// Manöver auszuführen". 4S3 costs 3; 2 are left. The empty tank then rolls its turns of
		// gliding (000:343): a 4.
		const s = started(setup('edition2013', { fuel: true }), [4], (st) => {
			const b = plane(st, 'bristol');
			b.track = { ...b.track, fuel: 2 };
		});
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '4S3' },
			{ kind: 'fuel', plane: 'bristol', order: 'level' }
		]);
		const b = plane(state, 'bristol');
		expect(b.maneuver).toBe('0S2');
		expect(b.track.spinning).toBe(true);
		expect(of(events, 'spin-instead')).toMatchObject([
			{ plotted: '4S3', reason: { code: 'hex.turn.spin_no_fuel', params: { need: 3, has: 2 } } }
		]);
		expect(of(events, 'fuel-paid')).toMatchObject([{ spent: 2, left: 0, glideTurns: 4 }]);
		// A spinning plane does not shoot (000:522).
		expect(applyMax(state, { ...SHOT, plane: 'bristol', target: 'dr1' })).toMatchObject({
			ok: false,
			code: 'hex.fire.spinning'
		});
	});

	it('a maneuver entered again after the fuel step is not judged by what is left', () => {
		const s = started(setup('edition2013', { fuel: true }), [], (st) => {
			const b = plane(st, 'bristol');
			b.track = { ...b.track, fuel: 5 };
		});
		const { state, events } = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '4S3' },
			{ kind: 'fuel', plane: 'bristol', order: 'level' },
			{ kind: 'maneuver', plane: 'bristol', code: '4S3' }
		]);
		expect(plane(state, 'bristol')).toMatchObject({ maneuver: '4S3', track: { fuel: 2 } });
		expect(of(events, 'spin-instead')).toEqual([]);
	});

	it('the climb order counts: 4S3 climbing costs 4 (H-FUEL-1)', () => {
		const s = started(setup('edition2013', { fuel: true, altitude: true }), [4], (st) => {
			const b = plane(st, 'bristol');
			b.track = { ...b.track, fuel: 3 };
		});
		const climb = run(s, [{ kind: 'maneuver', plane: 'bristol', code: '4S3', order: 'climb' }]);
		expect(plane(climb.state, 'bristol').maneuver).toBe('0S2');
		const level = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '4S3', order: 'level' },
			{ kind: 'fuel', plane: 'bristol', order: 'level' }
		]);
		expect(plane(level.state, 'bristol').maneuver).toBe('4S3');
		expect(plane(level.state, 'bristol').track.spinning).toBe(false);
	});
});

describe('H-REC-2 / H-REC-3 classic: no unjamming or reloading once the aircraft made an attack', () => {
	// 003:68 "Guns may not be reloaded nor jams cleared while the aircraft is spinning or if the
	// aircraft made an attack during the Combat step" — the aircraft, whichever crewman fired.
	const pilotShot: MaxShot = {
		...SHOT,
		plane: 'bristol',
		target: 'dr1',
		range: 1,
		burst: 'short',
		aspect: 'other'
	};

	it('the observer may not clear his jam after the pilot fired (003:68)', () => {
		const s = started(setup('classic1983', { observers: true }), [1, 1, 1, 1], (st) => {
			const b = plane(st, 'bristol');
			b.track = {
				...b.track,
				guns: { ...b.track.guns, observer: { ...b.track.guns.observer, jammed: 1 } }
			};
		});
		const { state } = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '3S2' },
			pilotShot,
			{ kind: 'resolve' }
		]);
		expect(
			applyMax(state, { kind: 'unjam', plane: 'bristol', position: 'observer' })
		).toMatchObject({ ok: false, code: 'hex.unjam.fired' });
	});

	it('the observer’s Lewis gun is not reloaded after the pilot fired, declared before or after (003:68)', () => {
		const opts = { observers: true, lewisGun: true };
		const after = run(started(setup('classic1983', opts), [1, 1, 1, 1]), [
			{ kind: 'maneuver', plane: 'bristol', code: '3S2' },
			pilotShot
		]).state;
		expect(applyMax(after, { kind: 'reload', plane: 'bristol' })).toMatchObject({
			ok: false,
			code: 'hex.reload.fired'
		});
		// Declared with the maneuver, then the pilot fires: refused when it falls due (phase 6).
		const { state, events } = run(started(setup('classic1983', opts), [1, 1, 1, 1]), [
			{ kind: 'maneuver', plane: 'bristol', code: '3S2' },
			{ kind: 'reload', plane: 'bristol' },
			pilotShot,
			{ kind: 'resolve' }
		]);
		expect(of(events, 'action-refused')).toMatchObject([
			{ plane: 'bristol', action: 'reload', reason: { code: 'hex.reload.fired' } }
		]);
		expect(of(events, 'reload')).toEqual([]);
		expect(plane(state, 'bristol').reloading).toBe(false);
	});
});

describe('H-PLAN-9 hot-seat: phase 6 waits for every player who may still shoot', () => {
	it('refuses to resolve while Ann may fire, naming her; holding fire opens phase 6', () => {
		const s = started(setup('edition2013', {}, true), [1, 6, 4], stackB);
		const fired = run(s, [SHOT]).state;
		expect(playersToFire(fired)).toEqual(['Ann']);
		expect(applyMax(fired, { kind: 'resolve' })).toMatchObject({
			ok: false,
			code: 'table.shots_open',
			params: { players: 'Ann' }
		});
		const { state, events } = run(fired, [
			{ kind: 'hold-fire', plane: 'bristol' },
			{ kind: 'resolve' }
		]);
		expect(of(events, 'held-fire')).toMatchObject([{ plane: 'bristol', visibility: 'all' }]);
		expect(state.phase).toBe('checks');
	});

	it('a plane with no possible shot (spinning, H-COMB-4) does not hold phase 6 up', () => {
		const s = started(setup('edition2013', {}, true), [1, 6, 4], stackB);
		const { state } = run(s, [
			{ kind: 'maneuver', plane: 'bristol', code: '0S2' },
			SHOT,
			{ kind: 'resolve' }
		]);
		expect(state.phase).toBe('checks');
	});

	it('both players are named while neither has fired', () => {
		const s = started(setup('edition2013', {}, true), []);
		expect(applyMax(s, { kind: 'resolve' })).toMatchObject({
			code: 'table.shots_open',
			params: { players: 'Bob, Ann' }
		});
	});
});
