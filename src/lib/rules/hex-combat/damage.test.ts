import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scriptedDice, seededDice } from '../common/dice';
import { parseEffect } from '../../data/hex-combat/notation';
import { DAMAGE_CARDS_2013 } from '../../data/hex-combat/decks-2013';
import { CHIT_CUP_CLASSIC } from '../../data/hex-combat/chits-classic';
import { applyHits, endOfTurn, type DamageContext } from './damage';
import { ALL_OPTIONAL, BRISTOL_F2B, FOKKER_DR1, settingsFor, trackFor } from './fixtures';
import { damageRestrictions, workingGuns } from './track';
import type { DamageTrack, Hit } from './types';

const hit = (text: string, half: 'blue' | 'red' = 'blue'): Hit => ({
	source: 'card',
	id: 'x',
	half,
	effect: parseEffect(text)
});
const ctx = (
	turn = 1,
	preset: 'edition2013' | 'classic1983' | 'online' = 'edition2013',
	optional = {}
): DamageContext => ({
	plane: 'p',
	turn,
	settings: settingsFor(preset, optional)
});
const apply = (track: DamageTrack, texts: string[], c = ctx(), rolls: number[] = []) =>
	applyHits(
		track,
		texts.map((t) => hit(t)),
		c,
		scriptedDice(rolls)
	);

describe('damage boxes and areas (H-DMG-1)', () => {
	it('marks boxes per area and never beyond the track', () => {
		const r = apply(trackFor(FOKKER_DR1), ['w3 f2', 'e1 t1']);
		expect(r.track.marked).toEqual({ wings: 3, fuselage: 2, tail: 1, engine: 1 });
		expect(r.events.filter((e) => e.type === 'damage')).toHaveLength(4);
	});

	it.each(['wings', 'fuselage', 'tail'] as const)(
		'a full %s spins the plane and shoots it down',
		(area) => {
			const t = trackFor(FOKKER_DR1);
			const code = { wings: 'w', fuselage: 'f', tail: 't' }[area];
			const r = apply(t, [`${code}${t.boxes[area] + 3}`]);
			expect(r.track.marked[area]).toBe(t.boxes[area]);
			expect(r.track.spinning).toBe(true);
			expect(r.track.down).toBe(`${area}-destroyed`);
			expect(r.events).toContainEqual({
				plane: 'p',
				visibility: 'all',
				type: 'shot-down',
				cause: `${area}-destroyed`
			});
		}
	);

	it('2013: a full engine → glide only, shot down at the end of the next turn', () => {
		const r = apply(trackFor(FOKKER_DR1), ['e6'], ctx(4));
		expect(r.track.gliding).toBe(true);
		expect(r.track.down).toBeNull();
		expect(r.track.engineOutTurn).toBe(5);
		expect(endOfTurn(r.track, 'p', 4).track.down).toBeNull();
		const end = endOfTurn(r.track, 'p', 5);
		expect(end.track.down).toBe('engine-destroyed');
		expect(end.events[0]).toMatchObject({ type: 'shot-down', visibility: 'all' });
	});

	it('classic and online: a full engine → glide from now on, not shot down', () => {
		for (const preset of ['classic1983', 'online'] as const) {
			const r = apply(trackFor(FOKKER_DR1), ['e9'], ctx(4, preset));
			expect(r.track.gliding).toBe(true);
			expect(r.track.engineOutTurn).toBeNull();
			expect(endOfTurn(r.track, 'p', 9).track.down).toBeNull();
			expect(damageRestrictions(r.track, 5).glideOnly).toBe(true);
		}
	});

	it('a plane already down takes no more damage', () => {
		const down = { ...trackFor(FOKKER_DR1), down: 'left-map' as const };
		expect(apply(down, ['w5']).track.marked.wings).toBe(0);
	});
});

describe('special effects and their durations (H-DMG-4)', () => {
	const fokker = () => trackFor(FOKKER_DR1);
	const bristol = () => trackFor(BRISTOL_F2B, { observers: true, fuel: true });

	it('wings: blue no speed 3–4, red no acrobatics (for the rest of the game)', () => {
		const blue = apply(fokker(), ['!wings-damaged']).track;
		expect(damageRestrictions(blue, 20)).toMatchObject({ noFastSpeeds: true, noAcrobatics: false });
		const red = apply(fokker(), ['!wings-crippled']).track;
		expect(damageRestrictions(red, 20)).toMatchObject({
			noFastSpeeds: false,
			noAcrobatics: true,
			wingsNoAcrobatics: true
		});
	});

	it('guns: blue jams the pilot’s guns until cleared, red destroys one gun for good', () => {
		const jam = apply(fokker(), ['!guns-jammed']).track;
		expect(jam.guns.pilot).toEqual({ mounted: 2, destroyed: 0, jammed: 2 });
		expect(workingGuns(jam, 'pilot')).toBe(0);
		const lost = apply(fokker(), ['!gun-destroyed']).track;
		expect(lost.guns.pilot).toEqual({ mounted: 2, destroyed: 1, jammed: 0 });
		expect(workingGuns(lost, 'pilot')).toBe(1);
		const both = apply(jam, ['!gun-destroyed', '!gun-destroyed', '!gun-destroyed']);
		expect(both.track.guns.pilot).toEqual({ mounted: 2, destroyed: 2, jammed: 0 });
		expect(both.events.filter((e) => e.type === 'special' && e.ignored)).toHaveLength(1);
	});

	it('engine: blue hit no speed 3–4, blue smoke (open), red fire (open, no acrobatics, no tailing)', () => {
		expect(damageRestrictions(apply(fokker(), ['e1 !engine-hit']).track, 9).noFastSpeeds).toBe(
			true
		);
		const smoke = apply(fokker(), ['!smoke']);
		expect(smoke.track.smoke).toBe(true);
		expect(smoke.events).toContainEqual({
			plane: 'p',
			visibility: 'all',
			type: 'special',
			effect: 'smoke'
		});
		expect(damageRestrictions(smoke.track, 2).noTailing).toBe(true);
		const fire = apply(smoke.track, ['!fire']);
		expect(fire.track).toMatchObject({ fire: true, smoke: false });
		expect(damageRestrictions(fire.track, 2)).toMatchObject({
			noAcrobatics: true,
			noTailing: true
		});
		expect(apply(fire.track, ['!smoke']).track).toMatchObject({ fire: true, smoke: false });
	});

	it('observer: blue wounded for the next 3 turns, red killed (open) — nothing without an observer', () => {
		const w = apply(bristol(), ['!observer-wounded'], ctx(5)).track;
		expect(w.observerWoundedUntil).toBe(8);
		expect(endOfTurn(w, 'p', 7).track.observerWoundedUntil).toBe(8);
		expect(endOfTurn(w, 'p', 8).track.observerWoundedUntil).toBeNull();
		const k = apply(bristol(), ['!observer-killed']);
		expect(k.track.observerKilled).toBe(true);
		expect(k.events).toContainEqual({
			plane: 'p',
			visibility: 'all',
			type: 'special',
			effect: 'observer-killed'
		});
		const none = apply(fokker(), ['!observer-killed']);
		expect(none.track.observerKilled).toBe(false);
		expect(none.events[0]).toMatchObject({
			visibility: 'owner',
			ignored: {
				code: 'hex.special.no_observer',
				params: {},
				text: 'no observer in play'
			}
		});
	});

	it('pilot: blue next maneuver straight, blue-white next speed −1 (one turn), red killed (spins, hidden)', () => {
		const s = apply(fokker(), ['!pilot-wounded'], ctx(3)).track;
		expect(damageRestrictions(s, 4).pilotWound).toBe('straight');
		expect(damageRestrictions(s, 5).pilotWound).toBeNull();
		const slow = apply(fokker(), ['!pilot-wounded-slow'], ctx(3)).track;
		expect(damageRestrictions(slow, 4).pilotWound).toBe('slower');
		expect(endOfTurn(slow, 'p', 4).track.pilotWound).toBeNull();
		// 2013 000:604: the player is out at once, his plane spins (shot down, cause hidden).
		const killed = apply(fokker(), ['!pilot-killed']);
		expect(killed.track).toMatchObject({ pilotKilled: true, spinning: true, down: 'pilot-killed' });
		expect(killed.events.filter((e) => e.visibility === 'all').map((e) => e.type)).toEqual([
			'shot-down'
		]);
		// Classic 003:67: not announced, the plane spins down to the ground.
		const classic = apply(fokker(), ['!pilot-killed'], ctx(1, 'classic1983'));
		expect(classic.track).toMatchObject({ pilotKilled: true, spinning: true, down: null });
		expect(classic.events.every((e) => e.visibility === 'owner')).toBe(true);
	});

	it('fuel tank: blue −3 fuel, red −6 fuel, red explodes (shot down)', () => {
		expect(apply(bristol(), ['fuel3 !fuel-tank-hit']).track.fuel).toBe(87);
		expect(apply(bristol(), ['fuel6 !fuel-tank-hit']).track.fuel).toBe(84);
		const low = { ...bristol(), fuel: 2 };
		const dry = apply(low, ['fuel6 !fuel-tank-hit']);
		expect(dry.track.fuel).toBe(0);
		expect(dry.events.map((e) => e.type)).toContain('fuel-empty');
		// Without the fuel rule a tank hit costs nothing.
		expect(apply(fokker(), ['fuel3 !fuel-tank-hit']).track.fuel).toBeNull();
		const boom = apply(fokker(), ['!fuel-tank-explodes', 'w3']);
		expect(boom.track.down).toBe('fuel-tank-explosion');
		expect(boom.track.marked.wings).toBe(0);
	});

	it('rudder: blue only R for 3 turns, red only L — one rudder effect at a time', () => {
		const r = apply(fokker(), ['!rudder-right'], ctx(2)).track;
		expect(damageRestrictions(r, 3).rudder).toEqual({ only: 'R', turns: 3 });
		expect(damageRestrictions(r, 5).rudder).toEqual({ only: 'R', turns: 1 });
		expect(damageRestrictions(r, 6).rudder).toBeNull();
		const second = apply(r, ['t1 !rudder-left'], ctx(3));
		expect(second.track.rudder).toEqual({ only: 'R', until: 5 });
		expect(second.track.marked.tail).toBe(1);
		expect(second.events).toContainEqual(
			expect.objectContaining({
				effect: 'rudder-left',
				ignored: expect.objectContaining({
					code: 'hex.special.rudder_in_force',
					text: 'a rudder effect is already in force'
				})
			})
		);
		// Once the first has run out, a new one takes hold.
		expect(apply(r, ['!rudder-left'], ctx(5)).track.rudder).toEqual({ only: 'L', until: 8 });
	});
});

describe('loss of control with altitude (H-DMG-5)', () => {
	const alt = ctx(1, 'edition2013', { altitude: true });
	it('wing or tail damage: 5 spins, 4 does not (one roll per phase)', () => {
		expect(apply(trackFor(FOKKER_DR1), ['w1', 't1'], alt, [5]).track.spinning).toBe(true);
		const r = apply(trackFor(FOKKER_DR1), ['w1'], alt, [4]);
		expect(r.track.spinning).toBe(false);
		expect(r.events).toContainEqual({
			plane: 'p',
			visibility: 'owner',
			type: 'loss-of-control',
			roll: 4,
			needed: 5,
			spins: false
		});
	});

	it('no roll for fuselage or engine damage, nor without the altitude rule', () => {
		expect(
			apply(trackFor(FOKKER_DR1), ['f2 e1'], alt, []).events.some(
				(e) => e.type === 'loss-of-control'
			)
		).toBe(false);
		expect(apply(trackFor(FOKKER_DR1), ['w2'], ctx(), []).track.spinning).toBe(false);
	});
});

describe('damage tracks stay within their boxes (property)', () => {
	const effects = [...Object.values(DAMAGE_CARDS_2013), ...CHIT_CUP_CLASSIC].flatMap((c) => [
		c.blue,
		c.red
	]);
	it('random sequences of hits never overfill an area or make fuel negative', () => {
		fc.assert(
			fc.property(
				fc.array(fc.array(fc.nat(effects.length - 1), { maxLength: 8 }), { maxLength: 12 }),
				fc.constantFrom('edition2013', 'classic1983', 'online'),
				fc.integer({ min: 1, max: 1_000_000 }),
				(turns, preset, seed) => {
					const dice = seededDice(seed);
					let track = trackFor(BRISTOL_F2B, ALL_OPTIONAL);
					turns.forEach((picks, i) => {
						const c = { plane: 'p', turn: i + 1, settings: settingsFor(preset, ALL_OPTIONAL) };
						const hits = picks.map((k) => ({
							source: 'card' as const,
							id: 'x',
							half: 'blue' as const,
							effect: effects[k]
						}));
						track = applyHits(track, hits, c, dice).track;
						track = endOfTurn(track, 'p', i + 1).track;
						for (const area of ['wings', 'fuselage', 'tail', 'engine'] as const) {
							expect(track.marked[area]).toBeGreaterThanOrEqual(0);
							expect(track.marked[area]).toBeLessThanOrEqual(track.boxes[area]);
						}
						expect(track.fuel).toBeGreaterThanOrEqual(0);
						for (const pos of ['pilot', 'observer'] as const) {
							const g = track.guns[pos];
							expect(g.destroyed).toBeLessThanOrEqual(g.mounted);
							expect(g.jammed).toBeLessThanOrEqual(g.mounted - g.destroyed);
						}
						if (
							['wings', 'fuselage', 'tail'].some(
								(a) => track.marked[a as 'wings'] >= track.boxes[a as 'wings']
							)
						)
							expect(track.down).not.toBeNull();
					});
				}
			),
			{ numRuns: 300 }
		);
	});

	it('applyHits never mutates its input', () => {
		const t = trackFor(BRISTOL_F2B, ALL_OPTIONAL);
		const copy = JSON.parse(JSON.stringify(t));
		applyHits(
			t,
			[hit('w40 f3 !fire'), hit('!rudder-left')],
			ctx(1, 'edition2013', ALL_OPTIONAL),
			scriptedDice([6])
		);
		expect(t).toEqual(copy);
	});
});
