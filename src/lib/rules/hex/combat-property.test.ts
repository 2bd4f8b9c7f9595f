import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../common/dice';
import type { PresetName } from '../../data/hex/rulesets';
import { checkCompleteGames } from './combat-property.shared';
import { randomPlots, randomSetup } from './random-play';
import { setupHexGame } from './setup';
import { resolveTurn } from './turn';
import { viewFor } from './view';
import { hexEventsFor } from './secrecy';

const PRESETS: PresetName[] = ['edition2013', 'classic1983', 'online'];

describe('random complete games with combat (property)', () => {
	it('edition2013, all optional rules: games end, never throw, tracks stay in their boxes, replay to the same hash', () =>
		checkCompleteGames('edition2013', 400));

	it('H-DMG-6 a seat’s view and events never reveal an enemy’s hidden damage, fuel, jams or ammo', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 31 - 1 }),
				fc.constantFrom(...PRESETS),
				(seed, preset) => {
					const choose = seededDice(seed);
					const start = setupHexGame(randomSetup(4, preset, choose, true, 'close'), seed);
					if (!start.ok) throw new Error(start.reason);
					let state = start.value;
					for (let t = 0; t < 60 && !state.over; t++) {
						const r = resolveTurn(state, randomPlots(state, choose));
						if (!r.ok) throw new Error(r.reason);
						state = r.value.state;
						if (state.over) break;
						for (const seat of new Set(state.planes.map((p) => p.seat))) {
							const view = viewFor(state, seat);
							for (const p of view.planes) {
								if (state.planes.find((x) => x.id === p.id)!.seat === seat) continue;
								expect(p.visibility).toBe('public');
								const json = JSON.stringify(p);
								expect(json).not.toMatch(
									/"(combat|damage|fuel|jammed|ammo|gunsDestroyed|pilotKilled|gliding|restrictions|pending)"/
								);
							}
							for (const e of hexEventsFor(state, r.value.events, seat)) {
								const owner =
									'plane' in e ? state.planes.find((x) => x.id === e.plane)?.seat === seat : true;
								if (owner) continue;
								expect([
									'hitsDrawn',
									'fuel',
									'outOfFuel',
									'fireRefused',
									'actionRefused'
								]).not.toContain(e.type);
								if (e.type === 'combat') expect(e.visibility).toBe('all');
								if (e.type === 'shotDown') expect(e.cause).toBeUndefined();
							}
						}
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});
