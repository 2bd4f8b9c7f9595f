import { describe, expect, it } from 'vitest';
import {
	altitudeObligation,
	checkFire,
	checkFireOrders,
	spendAmmo,
	type Shooter,
	type Target
} from './fire';
import { ahead, BRISTOL_F2B, FOKKER_DR1, settingsFor, trackFor } from './fixtures';
import type { PairGeometry } from './geometry';

const shooter = (over: Partial<Shooter> = {}): Shooter => ({
	id: 'fokker',
	side: 'central',
	stability: 'A',
	track: trackFor(FOKKER_DR1),
	altitude: null,
	speed: 2,
	...over
});
const target = (over: Partial<Target> = {}): Target => ({
	id: 'bristol',
	side: 'entente',
	out: false,
	altitude: null,
	speed: 3,
	...over
});
const pilotAt = (t: Target = target()) => ({
	position: 'pilot' as const,
	target: t.id,
	burst: 'short' as const
});
const s2013 = settingsFor('edition2013');
const reason = (r: { ok: boolean; reason?: string }) => (r.ok ? 'ok' : r.reason);

describe('fire line (H-COMB-1)', () => {
	it('the pilot fires at a target 1–3 hexes straight ahead of A', () => {
		for (const range of [1, 2, 3]) {
			const r = checkFire(pilotAt(), shooter(), target(), ahead(range, 'B'), s2013, 1);
			expect(r.ok && r.value.range).toBe(range);
			expect(r.ok && r.value.deck).toBe('B');
		}
	});

	it('refuses a target off the fire line or beyond 3 hexes', () => {
		const off: PairGeometry = { ...ahead(2), fireLine: 0, shooterSides: ['B'] };
		expect(reason(checkFire(pilotAt(), shooter(), target(), off, s2013, 1))).toMatch(
			/straight ahead/
		);
		const far: PairGeometry = { ...ahead(3), range: 4, fireLine: 0 };
		expect(reason(checkFire(pilotAt(), shooter(), target(), far, s2013, 1))).toMatch(/beyond 3/);
	});

	it('refuses own side, itself and planes out of the fight', () => {
		expect(
			reason(checkFire(pilotAt(), shooter(), target({ side: 'central' }), ahead(1), s2013, 1))
		).toMatch(/your side/);
		expect(
			reason(checkFire(pilotAt(), shooter(), target({ out: true }), ahead(1), s2013, 1))
		).toMatch(/no longer/);
		expect(
			reason(checkFire(pilotAt(), shooter(), target({ id: 'fokker' }), ahead(1), s2013, 1))
		).toMatch(/itself/);
	});

	it('each marked side fires at most once a turn', () => {
		const p = { position: 'pilot' as const, target: 'x', burst: 'short' as const };
		const o = { position: 'observer' as const, target: 'y', burst: 'long' as const };
		expect(checkFireOrders([p, o]).ok).toBe(true);
		expect(reason(checkFireOrders([p, { ...p, target: 'y' }]))).toMatch(/pilot fires at most once/);
		expect(reason(checkFireOrders([o, o]))).toMatch(/observer fires at most once/);
	});
});

describe('same-hex shots per preset (H-COMB-2)', () => {
	const same: PairGeometry = {
		range: 0,
		fireLine: 0,
		shooterSides: [],
		targetSide: 'D',
		sameFacing: true,
		parallel: true,
		aspect: 'rear'
	};
	it('2013: planes in the same hex are never targets', () => {
		expect(
			reason(checkFire(pilotAt(), shooter({ speed: 1 }), target({ speed: 3 }), same, s2013, 1))
		).toMatch(/same hex are no targets/);
	});

	it('classic and online: allowed when both face the same way and the attacker was slower', () => {
		for (const preset of ['classic1983', 'online'] as const) {
			const s = settingsFor(preset);
			expect(checkFire(pilotAt(), shooter({ speed: 1 }), target({ speed: 3 }), same, s, 1).ok).toBe(
				true
			);
			expect(
				reason(checkFire(pilotAt(), shooter({ speed: 3 }), target({ speed: 3 }), same, s, 1))
			).toMatch(/slower/);
			expect(
				reason(
					checkFire(
						pilotAt(),
						shooter({ speed: 1 }),
						target({ speed: 3 }),
						{ ...same, sameFacing: false },
						s,
						1
					)
				)
			).toMatch(/face the same way/);
		}
	});
});

describe('spinning and burning planes (H-COMB-4)', () => {
	it('a spinning plane never fires, not even its observer', () => {
		const s = settingsFor('edition2013', { observers: true });
		const spinning = { ...trackFor(BRISTOL_F2B, { observers: true }), spinning: true };
		const rear: PairGeometry = { ...ahead(2), fireLine: 0, shooterSides: ['D'] };
		expect(
			reason(checkFire(pilotAt(), shooter({ track: spinning }), target(), ahead(1), s, 1))
		).toMatch(/spinning/);
		expect(
			reason(
				checkFire(
					{ position: 'observer', target: 'bristol', burst: 'short' },
					shooter({ track: spinning }),
					target(),
					rear,
					s,
					1
				)
			)
		).toMatch(/spinning/);
	});

	it('a plane on fire cannot fire its pilot guns, its observer still can', () => {
		const s = settingsFor('edition2013', { observers: true });
		const burning = { ...trackFor(BRISTOL_F2B, { observers: true }), fire: true };
		const rear: PairGeometry = { ...ahead(2), fireLine: 0, shooterSides: ['D'] };
		expect(
			reason(checkFire(pilotAt(), shooter({ track: burning }), target(), ahead(1), s, 1))
		).toMatch(/on fire/);
		expect(
			checkFire(
				{ position: 'observer', target: 'bristol', burst: 'short' },
				shooter({ track: burning }),
				target(),
				rear,
				s,
				1
			).ok
		).toBe(true);
	});

	it('jammed or destroyed guns cannot fire', () => {
		const t = trackFor(FOKKER_DR1);
		const jammed = { ...t, guns: { ...t.guns, pilot: { mounted: 2, destroyed: 0, jammed: 2 } } };
		const gone = { ...t, guns: { ...t.guns, pilot: { mounted: 2, destroyed: 2, jammed: 0 } } };
		expect(
			reason(checkFire(pilotAt(), shooter({ track: jammed }), target(), ahead(1), s2013, 1))
		).toMatch(/jammed/);
		expect(
			reason(checkFire(pilotAt(), shooter({ track: gone }), target(), ahead(1), s2013, 1))
		).toMatch(/no gun left/);
	});
});

describe('Lewis gun ammunition (H-COMB-7)', () => {
	const s = settingsFor('edition2013', { observers: true, lewisGun: true });
	const rear: PairGeometry = { ...ahead(2), fireLine: 0, shooterSides: ['C'] };
	const bristol = (ammo: number) =>
		shooter({
			id: 'b',
			side: 'entente',
			track: { ...trackFor(BRISTOL_F2B, { observers: true, lewisGun: true }), ammo }
		});
	const enemy = target({ id: 'f', side: 'central' });
	const obs = (burst: 'short' | 'medium' | 'long') => ({
		position: 'observer' as const,
		target: 'f',
		burst
	});

	it('a burst costs 1 / 2 / 3 rounds and never more than are left', () => {
		const r = checkFire(obs('long'), bristol(3), enemy, rear, s, 1);
		expect(r.ok && r.value.ammo).toBe(3);
		expect(reason(checkFire(obs('long'), bristol(2), enemy, rear, s, 1))).toMatch(/needs 3 rounds/);
		const m = checkFire(obs('medium'), bristol(2), enemy, rear, s, 1);
		expect(m.ok && m.value.ammo).toBe(2);
		expect(reason(checkFire(obs('short'), bristol(0), enemy, rear, s, 1))).toMatch(
			/needs 1 round of/
		);
		if (m.ok) expect(spendAmmo(bristol(2).track, m.value).ammo).toBe(0);
	});

	it('no fire in the turn of a reload', () => {
		expect(
			reason(checkFire(obs('short'), { ...bristol(5), reloading: true }, enemy, rear, s, 1))
		).toMatch(/reloaded/);
	});

	it('the Bristol’s pilot gun is not a Lewis gun and spends nothing', () => {
		const r = checkFire(pilotAt(enemy), bristol(0), enemy, ahead(1), s, 1);
		expect(r.ok && r.value.ammo).toBe(0);
	});
});

describe('observers (H-COMB-8)', () => {
	const s = settingsFor('edition2013', { observers: true });
	const b = shooter({
		id: 'b',
		side: 'entente',
		track: trackFor(BRISTOL_F2B, { observers: true })
	});
	const enemy = target({ id: 'f', side: 'central' });
	const obs = { position: 'observer' as const, target: 'f', burst: 'short' as const };
	const seen = (range: number, sides: PairGeometry['shooterSides']): PairGeometry => ({
		...ahead(range),
		fireLine: 0,
		shooterSides: sides
	});

	it('fire out of C and D up to 3 hexes', () => {
		expect(checkFire(obs, b, enemy, seen(3, ['C']), s, 1).ok).toBe(true);
		expect(checkFire(obs, b, enemy, seen(2, ['D']), s, 1).ok).toBe(true);
		expect(reason(checkFire(obs, b, enemy, seen(2, ['B']), s, 1))).toMatch(/rear/);
		expect(reason(checkFire(obs, b, enemy, seen(2, ['A']), s, 1))).toMatch(/rear/);
	});

	it('the first hex behind D is a dead zone', () => {
		expect(reason(checkFire(obs, b, enemy, seen(1, ['D']), s, 1))).toMatch(/dead zone/);
		expect(checkFire(obs, b, enemy, seen(1, ['C']), s, 1).ok).toBe(true);
	});

	it('need the observers rule and a living, unwounded observer', () => {
		expect(reason(checkFire(obs, b, enemy, seen(2, ['D']), settingsFor('edition2013'), 1))).toMatch(
			/no observer/
		);
		const killed = { ...b, track: { ...b.track, observerKilled: true } };
		expect(reason(checkFire(obs, killed, enemy, seen(2, ['D']), s, 1))).toMatch(/killed/);
		const wounded = { ...b, track: { ...b.track, observerWoundedUntil: 4 } };
		expect(reason(checkFire(obs, wounded, enemy, seen(2, ['D']), s, 4))).toMatch(/wounded/);
		expect(checkFire(obs, wounded, enemy, seen(2, ['D']), s, 5).ok).toBe(true);
	});
});

describe('altitude window (H-COMB-9)', () => {
	const s = settingsFor('edition2013', { altitude: true });
	it('fire only within one level', () => {
		expect(
			checkFire(pilotAt(), shooter({ altitude: 3 }), target({ altitude: 4 }), ahead(1), s, 1).ok
		).toBe(true);
		expect(
			checkFire(pilotAt(), shooter({ altitude: 3 }), target({ altitude: 2 }), ahead(1), s, 1).ok
		).toBe(true);
		expect(
			reason(
				checkFire(pilotAt(), shooter({ altitude: 3 }), target({ altitude: 5 }), ahead(1), s, 1)
			)
		).toMatch(/altitude/);
		// Without the rule the levels do not matter.
		expect(
			checkFire(pilotAt(), shooter({ altitude: 1 }), target({ altitude: 5 }), ahead(1), s2013, 1).ok
		).toBe(true);
	});

	it('medium or long at a higher target → climb next turn, at a lower → dive', () => {
		expect(altitudeObligation('medium', 3, 4)).toBe('climb');
		expect(altitudeObligation('long', 3, 2)).toBe('dive');
		expect(altitudeObligation('short', 3, 4)).toBeNull();
		expect(altitudeObligation('long', 3, 3)).toBeNull();
		expect(altitudeObligation('long', null, null)).toBeNull();
	});
});
