import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { BRISTOL_F2B, FOKKER_DR1, settingsFor, trackFor } from './fixtures';
import {
	canRecoverSpin,
	checkRecoveryActions,
	checkReload,
	checkUnjam,
	recoverSpin,
	reload,
	spinDescent,
	unjam,
	type FlownManeuver
} from './recovery';

const spinning = () => ({ ...trackFor(FOKKER_DR1), spinning: true });
const s2013 = settingsFor('edition2013');
const alt = settingsFor('edition2013', { altitude: true });
const novice = settingsFor('edition2013', { novicePilots: true });
const straight: FlownManeuver = {
	number: 3,
	direction: 'S',
	acrobatic: false,
	stall: false,
	spin: false
};
const reason = (r: { ok: boolean; reason?: string }) => (r.ok ? 'ok' : r.reason);

describe('spin recovery (H-REC-1)', () => {
	it('recovers on 3 (not 2), then a d6 sets the new facing', () => {
		const r = recoverSpin(spinning(), 'p', false, alt, scriptedDice([3, 5]));
		expect(r.track.spinning).toBe(false);
		expect(r.events[0]).toMatchObject({
			type: 'spin-recovery',
			roll: 3,
			needed: 3,
			recovered: true,
			facingRoll: 5
		});
		const fail = recoverSpin(spinning(), 'p', false, alt, scriptedDice([2]));
		expect(fail.track.spinning).toBe(true);
		expect(fail.track.down).toBeNull();
	});

	it('a novice (novice rule) needs 4: 3 fails, 4 recovers', () => {
		expect(
			recoverSpin(
				spinning(),
				'p',
				true,
				{ ...novice, optional: { ...novice.optional, altitude: true } },
				scriptedDice([3])
			).track.spinning
		).toBe(true);
		expect(recoverSpin(spinning(), 'p', true, novice, scriptedDice([4, 1])).track.spinning).toBe(
			false
		);
		// Without the rule a novice flag changes nothing.
		expect(recoverSpin(spinning(), 'p', true, s2013, scriptedDice([3, 1])).track.spinning).toBe(
			false
		);
	});

	it('without altitude an unrecovered spin is shot down at once', () => {
		const r = recoverSpin(spinning(), 'p', false, s2013, scriptedDice([2]));
		expect(r.track.down).toBe('failed-spin');
		expect(r.events.at(-1)).toMatchObject({
			type: 'shot-down',
			visibility: 'all',
			cause: 'failed-spin'
		});
	});

	it('impossible with a destroyed area or a killed pilot: no roll', () => {
		const killed = { ...spinning(), pilotKilled: true };
		expect(canRecoverSpin(killed)).toBe(false);
		const r = recoverSpin(killed, 'p', false, s2013, scriptedDice([]));
		expect(r.track.down).toBe('pilot-killed');
		const wrecked = { ...spinning(), marked: { ...spinning().marked, tail: 4 } };
		expect(canRecoverSpin(wrecked)).toBe(false);
		expect(recoverSpin(wrecked, 'p', false, alt, scriptedDice([])).track.spinning).toBe(true);
	});

	it('with altitude a spinning plane loses one level a turn and below 1 is shot down', () => {
		const d = spinDescent(spinning(), 'p', 2);
		expect(d.altitude).toBe(1);
		expect(d.track.down).toBeNull();
		const crash = spinDescent(spinning(), 'p', 1);
		expect(crash.altitude).toBe(0);
		expect(crash.track.down).toBe('failed-spin');
		expect(spinDescent({ ...spinning(), pilotKilled: true }, 'p', 1).track.down).toBe(
			'pilot-killed'
		);
		expect(spinDescent(trackFor(FOKKER_DR1), 'p', 3).altitude).toBe(3);
	});
});

describe('unjamming (H-REC-2)', () => {
	const jammed = () => {
		const t = trackFor(FOKKER_DR1);
		return { ...t, guns: { ...t.guns, pilot: { mounted: 2, destroyed: 0, jammed: 2 } } };
	};
	it('4 clears every jam at that position, 3 does not', () => {
		expect(unjam(jammed(), 'p', 'pilot', scriptedDice([4])).track.guns.pilot.jammed).toBe(0);
		const r = unjam(jammed(), 'p', 'pilot', scriptedDice([3]));
		expect(r.track.guns.pilot.jammed).toBe(2);
		expect(r.events[0]).toMatchObject({ visibility: 'owner', roll: 3, needed: 4, cleared: false });
	});

	it('only after a straight maneuver that is not acrobatic, never while spinning', () => {
		expect(checkUnjam(jammed(), 'pilot', straight, false, s2013).ok).toBe(true);
		expect(
			reason(checkUnjam(jammed(), 'pilot', { ...straight, direction: 'L' }, false, s2013))
		).toMatch(/straight/);
		expect(
			reason(
				checkUnjam(jammed(), 'pilot', { ...straight, number: 29, acrobatic: true }, false, s2013)
			)
		).toMatch(/acrobatic/);
		// 000:432: a stall 1S1 is straight and not acrobatic — 2013 allows it, classic does not
		// (003:70 "unrestricted straight (S) maneuver (no stalls)").
		const stall = { ...straight, number: 1, stall: true };
		expect(checkUnjam(jammed(), 'pilot', stall, false, s2013).ok).toBe(true);
		expect(reason(checkUnjam(jammed(), 'pilot', stall, false, settingsFor('classic1983')))).toMatch(
			/no stall/
		);
		expect(
			reason(checkUnjam({ ...jammed(), spinning: true }, 'pilot', straight, false, s2013))
		).toMatch(/spinning/);
		expect(reason(checkUnjam(trackFor(FOKKER_DR1), 'pilot', straight, false, s2013))).toMatch(
			/No gun is jammed/
		);
	});

	it('classic: not in a turn the plane made an attack (003:68)', () => {
		expect(
			reason(checkUnjam(jammed(), 'pilot', straight, true, settingsFor('classic1983')))
		).toMatch(/made an attack/);
		expect(checkUnjam(jammed(), 'pilot', straight, true, s2013).ok).toBe(true);
	});

	it('the observer clears his gun whatever the maneuver', () => {
		const t = trackFor(BRISTOL_F2B, { observers: true });
		const j = { ...t, guns: { ...t.guns, observer: { mounted: 1, destroyed: 0, jammed: 1 } } };
		expect(checkUnjam(j, 'observer', { ...straight, direction: 'R' }, false, s2013).ok).toBe(true);
	});
});

describe('reloading the Lewis gun (H-COMB-7)', () => {
	const lewis = settingsFor('edition2013', { lewisGun: true, observers: true });
	const b = () => ({ ...trackFor(BRISTOL_F2B, { lewisGun: true, observers: true }), ammo: 1 });
	it('the observer reloads on any maneuver — the drum is full again', () => {
		expect(checkReload(b(), { ...straight, direction: 'L' }, false, lewis).ok).toBe(true);
		expect(reload(b(), 'p').track.ammo).toBe(5);
	});

	it('a pilot’s Lewis gun only on a straight maneuver (classic: 2S, 3S, 4S)', () => {
		const pilotLewis = { ...b(), lewisPosition: 'pilot' as const };
		expect(checkReload(pilotLewis, straight, false, lewis).ok).toBe(true);
		expect(reason(checkReload(pilotLewis, { ...straight, direction: 'R' }, false, lewis))).toMatch(
			/straight/
		);
		const classic = settingsFor('classic1983', { lewisGun: true });
		expect(checkReload(pilotLewis, { ...straight, number: 4 }, false, classic).ok).toBe(true);
		expect(reason(checkReload(pilotLewis, { ...straight, number: 5 }, false, classic))).toMatch(
			/2, 3, 4/
		);
	});

	it('no reload without a Lewis gun, while spinning or (classic) after firing', () => {
		expect(reason(checkReload(trackFor(FOKKER_DR1), straight, false, lewis))).toMatch(/no Lewis/);
		expect(reason(checkReload({ ...b(), spinning: true }, straight, false, lewis))).toMatch(
			/spinning/
		);
		const classic = settingsFor('classic1983', { lewisGun: true, observers: true });
		expect(reason(checkReload(b(), straight, true, classic))).toMatch(/made an attack/);
	});
});

describe('one recovery action a turn (H-REC-3)', () => {
	it('classic refuses reload and unjam together — 2013 allows both', () => {
		expect(reason(checkRecoveryActions(['reload', 'unjam'], settingsFor('classic1983')))).toMatch(
			/Only one recovery action/
		);
		expect(checkRecoveryActions(['unjam'], settingsFor('classic1983')).ok).toBe(true);
		expect(checkRecoveryActions(['reload', 'unjam'], s2013).ok).toBe(true);
		expect(checkRecoveryActions(['unjam', 'unjam'], s2013).ok).toBe(false);
	});
});
