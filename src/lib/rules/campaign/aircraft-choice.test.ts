import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { applyAircraftChoices, availableModels, resolveAircraftChoices } from './aircraft-choice';
import { makeSnapshot } from './fixtures';

describe('C-P3 choosing aircraft', () => {
	const snapshot = makeSnapshot({
		a1: { canChooseAircraft: true },
		a2: { canChooseAircraft: true },
		a3: { canChooseAircraft: true },
		ao1: { canChooseAircraft: true }
	});
	const rfcFighters = availableModels('rfc', 'fighter');

	it('lists the models of the right type for the nation', () => {
		expect(rfcFighters.map((m) => m.modelId)).toEqual([
			'se5a',
			'sopwith-camel',
			'bristol-f2b',
			'nieuport-17'
		]);
		expect(availableModels('rfc', 'observation').map((m) => m.modelId)).toEqual(['re8']);
	});

	it('uncontested requests are granted without dice', () => {
		const dice = scriptedDice([]);
		const res = resolveAircraftChoices(
			[
				{ pilotId: 'a1', modelId: 'se5a' },
				{ pilotId: 'a2', modelId: 'nieuport-17' }
			],
			rfcFighters,
			dice,
			{ pilots: snapshot.pilots }
		);
		expect(res.granted).toEqual([
			{ pilotId: 'a1', modelId: 'se5a' },
			{ pilotId: 'a2', modelId: 'nieuport-17' }
		]);
		expect(dice.used).toBe(0);
	});

	it('two pilots wanting the same model roll off; the higher die wins, dice are visible', () => {
		const res = resolveAircraftChoices(
			[
				{ pilotId: 'a1', modelId: 'se5a' },
				{ pilotId: 'a2', modelId: 'se5a' }
			],
			rfcFighters,
			scriptedDice([2, 5])
		);
		expect(res.granted).toEqual([{ pilotId: 'a2', modelId: 'se5a' }]);
		expect(res.refused).toEqual([
			{
				pilotId: 'a1',
				modelId: 'se5a',
				reason: {
					code: 'campaign.aircraft_lost_roll_off',
					params: { model: 'se5a' },
					text: 'Lost the roll-off for the se5a.'
				}
			}
		]);
		expect(res.rollOffs[0].rounds).toEqual([
			[
				{ pilotId: 'a1', die: 2 },
				{ pilotId: 'a2', die: 5 }
			]
		]);
		expect(res.rolls.map((r) => [r.purpose, r.pilotId, r.value])).toEqual([
			['aircraft-roll-off', 'a1', 2],
			['aircraft-roll-off', 'a2', 5]
		]);
	});

	it('tied top dice roll again among the tied only', () => {
		const res = resolveAircraftChoices(
			[
				{ pilotId: 'a1', modelId: 'se5a' },
				{ pilotId: 'a2', modelId: 'se5a' },
				{ pilotId: 'a3', modelId: 'se5a' }
			],
			rfcFighters,
			scriptedDice([6, 6, 1, 3, 4])
		);
		expect(res.granted).toEqual([{ pilotId: 'a2', modelId: 'se5a' }]);
		expect(res.rollOffs[0].rounds).toHaveLength(2);
		expect(res.rollOffs[0].rounds[1].map((r) => r.pilotId)).toEqual(['a1', 'a2']);
	});

	it('with two copies the two highest win; a tie at the cut rolls again', () => {
		const res = resolveAircraftChoices(
			[
				{ pilotId: 'a1', modelId: 'se5a' },
				{ pilotId: 'a2', modelId: 'se5a' },
				{ pilotId: 'a3', modelId: 'se5a' }
			],
			[{ modelId: 'se5a', copies: 2 }],
			scriptedDice([6, 4, 4, 1, 2])
		);
		expect(res.granted.map((g) => g.pilotId).sort()).toEqual(['a1', 'a3']);
		expect(res.rollOffs[0].winners).toEqual(['a1', 'a3']);
	});

	it('refuses pilots not yet eligible, of the wrong type, asking twice or for a missing model', () => {
		const res = resolveAircraftChoices(
			[
				{ pilotId: 'a4', modelId: 'se5a' },
				{ pilotId: 'ao1', modelId: 'se5a' },
				{ pilotId: 'a1', modelId: 'spad-13' },
				{ pilotId: 'a2', modelId: 'se5a' },
				{ pilotId: 'a2', modelId: 'sopwith-camel' }
			],
			rfcFighters,
			scriptedDice([]),
			{ pilots: snapshot.pilots }
		);
		expect(res.granted).toEqual([{ pilotId: 'a2', modelId: 'se5a' }]);
		expect(res.refused.map((r) => r.reason.text)).toEqual([
			'Pilot a4 needs more confirmed kills to choose (C-P3).',
			'Pilot ao1 flies observation aircraft; the se5a is not of that type.',
			'The spad-13 is not available.',
			'A pilot may ask for one aircraft at a time.'
		]);
		expect(res.refused.map((r) => r.reason.code)).toEqual([
			'campaign.aircraft_needs_kills',
			'campaign.aircraft_wrong_type',
			'campaign.aircraft_not_available',
			'campaign.aircraft_one_request'
		]);
		expect(res.refused[1].reason.params).toEqual({
			pilot: 'Pilot ao1',
			role: 'observation',
			model: 'se5a'
		});
	});

	it('granted models go on the pilots; others keep theirs', () => {
		const pilots = applyAircraftChoices(snapshot.pilots, [{ pilotId: 'a1', modelId: 'se5a' }]);
		expect(pilots.find((p) => p.id === 'a1')?.aircraftTypeId).toBe('se5a');
		expect(pilots.find((p) => p.id === 'a2')?.aircraftTypeId).toBe('sopwith-camel');
	});
});
