import { describe, expect, it } from 'vitest';
import { withHouseRules } from '../../data/campaign/house-rules';
import { MISSION_IDS, MISSIONS } from '../../data/missions';
import { makeSnapshot, flightsOf, rosterFor } from './fixtures';
import { requiredForces, validateMissionRoster } from './roster';

const snapshot = makeSnapshot();

describe('C-M1…C-M6 mission forces', () => {
	it.each(MISSION_IDS)('%s: the mission’s own forces are accepted', (missionId) => {
		const result = validateMissionRoster(
			missionId,
			'allied',
			flightsOf(snapshot, rosterFor(missionId)),
			snapshot.pilots
		);
		expect(result.ok).toBe(true);
	});

	it('C-M1 photo recon: Side A 3 fighters + 1 observation, Side B 3 fighters', () => {
		expect(requiredForces(MISSIONS['photo-recon'].sideA)).toEqual({ fighter: 3, observation: 1 });
		expect(requiredForces(MISSIONS['photo-recon'].sideB)).toEqual({ fighter: 3, observation: 0 });
	});

	it('C-M2 / C-M4: Side A 2 fighters + 2 observation', () => {
		for (const id of ['bombing-run', 'long-recon'] as const) {
			expect(requiredForces(MISSIONS[id].sideA)).toEqual({ fighter: 2, observation: 2 });
		}
	});

	it('refuses a side flying other forces, naming what the mission needs', () => {
		const ids = ['a1', 'a2', 'a3', 'c1', 'c2', 'c3'];
		const result = validateMissionRoster(
			'photo-recon',
			'allied',
			flightsOf(snapshot, ids),
			snapshot.pilots
		);
		expect(result.ok).toBe(false);
		expect(!result.ok && result.reason).toMatch(/Side A must fly 3 fighters and 1 observation/);
		expect(!result.ok && result.code).toBe('campaign.forces_mismatch');
		expect(!result.ok && result.params).toMatchObject({
			mission_side: 'A',
			needs_fighters: 3,
			needs_observers: 1
		});
	});

	it('any forces pass when the house rules stop enforcing them', () => {
		const rules = withHouseRules({ enforceMissionForces: false });
		const ids = ['a1', 'c1'];
		expect(
			validateMissionRoster(
				'photo-recon',
				'allied',
				flightsOf(snapshot, ids),
				snapshot.pilots,
				rules
			).ok
		).toBe(true);
	});

	it('refuses unknown, killed and doubled pilots', () => {
		const dead = makeSnapshot({ a1: { status: 'killed' } });
		const ids = ['a1', 'a2', 'a3', 'c1', 'c2', 'c3'];
		const killed = validateMissionRoster(
			'fighter-sweep',
			'allied',
			flightsOf(dead, ids),
			dead.pilots
		);
		expect(!killed.ok && killed.reason).toMatch(/killed and cannot fly again/);
		const twice = validateMissionRoster(
			'fighter-sweep',
			'allied',
			flightsOf(snapshot, ['a1', 'a1', 'a3', 'c1', 'c2', 'c3']),
			snapshot.pilots
		);
		expect(!twice.ok && twice.reason).toMatch(/listed twice/);
		const unknown = validateMissionRoster(
			'fighter-sweep',
			'allied',
			[{ pilotId: 'zz', aircraftTypeId: 'se5a' }],
			snapshot.pilots
		);
		expect(!unknown.ok && unknown.reason).toMatch(/no pilot with id "zz"/);
	});
});

describe('C-3 planes per player', () => {
	const shared = makeSnapshot({
		a1: { playerId: 'alice' },
		a2: { playerId: 'alice' },
		a3: { playerId: 'alice' }
	});
	const ids = ['a1', 'a2', 'a3', 'c1', 'c2', 'c3'];

	it('one player may fly two planes', () => {
		const two = makeSnapshot({ a1: { playerId: 'alice' }, a2: { playerId: 'alice' } });
		const result = validateMissionRoster(
			'fighter-sweep',
			'allied',
			flightsOf(two, ids),
			two.pilots
		);
		expect(result.ok && result.value.perPlayer.alice).toBe(2);
	});

	it('refuses a third plane for one player', () => {
		const result = validateMissionRoster(
			'fighter-sweep',
			'allied',
			flightsOf(shared, ids),
			shared.pilots
		);
		expect(result.ok).toBe(false);
		expect(!result.ok && result.reason).toMatch(/alice flies 3 planes; at most 2/);
		expect(!result.ok && result.code).toBe('campaign.too_many_planes');
	});

	it('names the player when the campaign knows the name', () => {
		const result = validateMissionRoster(
			'fighter-sweep',
			'allied',
			flightsOf(shared, ids),
			shared.pilots,
			undefined,
			{ alice: 'Alice Ball' }
		);
		expect(!result.ok && result.params).toEqual({ player: 'Alice Ball', count: 3, max: 2 });
		expect(!result.ok && result.reason).toBe('Player Alice Ball flies 3 planes; at most 2 (C-3).');
	});

	it('a house rule may allow three', () => {
		const rules = withHouseRules({ planesPerPlayer: { min: 1, max: 3 } });
		expect(
			validateMissionRoster('fighter-sweep', 'allied', flightsOf(shared, ids), shared.pilots, rules)
				.ok
		).toBe(true);
	});
});
