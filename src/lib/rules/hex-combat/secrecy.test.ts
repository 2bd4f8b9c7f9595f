import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { parseEffect } from '../../data/hex-combat/notation';
import { applyHits } from './damage';
import { ALL_OPTIONAL, BRISTOL_F2B, settingsFor, trackFor } from './fixtures';
import { damageView, eventsFor, HIDDEN_DAMAGE_FACTS, publicDamage } from './secrecy';

const hit = (t: string) => ({
	source: 'card' as const,
	id: 'x',
	half: 'blue' as const,
	effect: parseEffect(t)
});
const ctx = { plane: 'b', turn: 1, settings: settingsFor('edition2013', ALL_OPTIONAL) };

describe('secrecy of damage (H-DMG-6)', () => {
	const track = applyHits(
		trackFor(BRISTOL_F2B, ALL_OPTIONAL),
		[
			hit('f2 !smoke'),
			hit('f1 !observer-killed'),
			hit('fuel3 !fuel-tank-hit'),
			hit('!guns-jammed'),
			hit('!pilot-wounded')
		],
		ctx,
		scriptedDice([])
	);

	it('open: smoke, fire, observer killed, destruction — nothing else', () => {
		expect(publicDamage(track.track)).toEqual({
			smoke: true,
			fire: false,
			observerKilled: true,
			destroyed: false
		});
		expect(Object.keys(publicDamage(track.track)).sort()).toEqual([
			'destroyed',
			'fire',
			'observerKilled',
			'smoke'
		]);
		expect(HIDDEN_DAMAGE_FACTS).toEqual(
			expect.arrayContaining(['marked', 'fuel', 'guns', 'gliding', 'ammo', 'pilotKilled'])
		);
	});

	it('others (team-mates too) see only the open facts — the owner sees all', () => {
		expect(damageView(track.track, false, false)).toEqual({ public: publicDamage(track.track) });
		expect(damageView(track.track, true, false)).toEqual({ full: track.track });
	});

	it('events: others see smoke and observer killed, not boxes, fuel, jams or wounds', () => {
		const seen = eventsFor(track.events, ['someone-else'], false);
		expect(seen.map((e) => (e.type === 'special' ? e.effect : e.type))).toEqual([
			'smoke',
			'observer-killed'
		]);
		expect(eventsFor(track.events, ['b'], false)).toEqual(track.events);
	});

	it('a killed pilot is not announced — destruction is', () => {
		// 2013 (000:604): the plane is out at once — its destruction is open, the special is not.
		const killed = applyHits(trackFor(BRISTOL_F2B), [hit('!pilot-killed')], ctx, scriptedDice([]));
		expect(eventsFor(killed.events, [], false).map((e) => e.type)).toEqual(['shot-down']);
		// Classic (003:67): the plane just spins; nothing is announced.
		const classic = { ...ctx, settings: settingsFor('classic1983', ALL_OPTIONAL) };
		const spins = applyHits(
			trackFor(BRISTOL_F2B),
			[hit('!pilot-killed')],
			classic,
			scriptedDice([])
		);
		expect(eventsFor(spins.events, [], false)).toEqual([]);
		const boom = applyHits(
			trackFor(BRISTOL_F2B),
			[hit('!fuel-tank-explodes')],
			ctx,
			scriptedDice([])
		);
		expect(eventsFor(boom.events, [], false).map((e) => e.type)).toContain('shot-down');
		expect(publicDamage(boom.track).destroyed).toBe(true);
	});

	it('after the game everything is shown (H-END-3)', () => {
		expect(damageView(track.track, false, true)).toEqual({ full: track.track });
		expect(eventsFor(track.events, [], true)).toEqual(track.events);
	});
});
