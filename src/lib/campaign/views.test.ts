import { describe, expect, it } from 'vitest';
import { rollMissions } from '$lib/rules/campaign';
import { scriptedDice } from '$lib/rules/common/dice';
import type { MissionRecord, PilotRecord } from '$lib/db/records';
import { generateMapSetup, mapPicture } from './map-setup';
import { modelOf, type CampaignModel } from './model';
import type { CampaignBundle } from '$lib/db/records';
import { DEFAULT_HOUSE_RULES } from '$lib/rules/campaign';
import { entryFromPlan } from './result';
import { filterRoster } from './roster';

const pilot = (id: string, over: Partial<PilotRecord> = {}): PilotRecord => ({
	id,
	campaignId: 'c',
	sideId: 'r',
	playerId: null,
	name: id,
	status: 'active',
	role: 'fighter',
	kills: 0,
	confirmedKills: 0,
	missionsFlown: 0,
	isAce: false,
	aceSkills: [],
	canChooseAircraft: false,
	aircraftTypeId: null,
	joinedTurn: 0,
	replacesId: null,
	...over
});

describe('roster filter and sort', () => {
	const pilots = [
		pilot('Ball', { kills: 3 }),
		pilot('Voss', { sideId: 'g', kills: 5, status: 'killed' }),
		pilot('Albert', { kills: 3, missionsFlown: 4 }),
		pilot('Boelcke', { sideId: 'g', kills: 1, missionsFlown: 2 })
	];
	const names = (list: PilotRecord[]) => list.map((p) => p.name);

	it('sorts by kills, ties by name', () => {
		expect(names(filterRoster(pilots, { sideId: '', status: '', sort: 'kills' }))).toEqual([
			'Voss',
			'Albert',
			'Ball',
			'Boelcke'
		]);
	});

	it('filters by side and status', () => {
		expect(names(filterRoster(pilots, { sideId: 'g', status: '', sort: 'name' }))).toEqual([
			'Boelcke',
			'Voss'
		]);
		expect(names(filterRoster(pilots, { sideId: '', status: 'killed', sort: 'name' }))).toEqual([
			'Voss'
		]);
		expect(names(filterRoster(pilots, { sideId: '', status: '', sort: 'missions' }))[0]).toBe(
			'Albert'
		);
	});
});

describe('result entry from the turn plan', () => {
	it('leaves out pilots killed since the turn began (C-P5)', () => {
		const mission = {
			forces: {
				A: [{ pilotId: 'a', aircraftTypeId: 't', role: 'fighter' }],
				B: [
					{ pilotId: 'b', aircraftTypeId: 't', role: 'fighter' },
					{ pilotId: 'dead', aircraftTypeId: 't', role: 'fighter' }
				]
			}
		} as unknown as MissionRecord;
		const model = {
			bundle: { pilots: [pilot('a'), pilot('b'), pilot('dead', { status: 'killed' })] }
		} as unknown as CampaignModel;
		expect(entryFromPlan(mission, model).flights.map((f) => f.pilotId)).toEqual(['a', 'b']);
		expect(entryFromPlan(mission).flights).toHaveLength(3);
	});
});

describe('generated mission map (C-M7)', () => {
	it('places the mission pieces and keeps the real site secret (C-M4)', () => {
		// The allied side rolled a 2: Long Range Reconnaissance, four site markers.
		const roll = rollMissions(scriptedDice([2, 1])).allied;
		expect(roll.mission).toBe('long-recon');
		const setup = generateMapSetup(roll, 7, 0);
		expect(setup).not.toBeNull();
		const map = mapPicture(setup)!;
		expect(map.sites).toHaveLength(4);
		expect(map.sites.every((s) => Object.keys(s).sort().join() === 'x,y')).toBe(true);
		expect(map.planes.filter((p) => p.side === 'A').length).toBeGreaterThan(0);
		// Same seed, same map: a reload shows the same table.
		expect(generateMapSetup(roll, 7, 0)).toEqual(setup);
	});

	it('reads junk as no map at all', () => {
		expect(mapPicture(null)).toBeNull();
		expect(mapPicture({ board: { width: 'x', height: 3 } })).toBeNull();
		expect(
			mapPicture({ board: { width: 5, height: 3 }, terrain: { balloons: [{ x: 1 }] } })
		).toMatchObject({
			balloons: []
		});
	});
});

describe('stored records → rules (one mapping)', () => {
	const bundle = (): CampaignBundle => ({
		campaign: {
			id: 'c',
			name: 'Imported',
			createdAt: 'x',
			updatedAt: 'x',
			status: 'active',
			currentTurn: 0,
			houseRules: { aceAtKills: 4, survivesOnAtLeast: 'junk' },
			notes: ''
		},
		sides: [
			{
				id: 'g',
				campaignId: 'c',
				name: 'Jasta 11',
				nation: 'DLS',
				order: 1,
				alignment: '?',
				standardAircraft: { fighter: 'alb' }
			},
			{
				id: 'r',
				campaignId: 'c',
				name: '56 Sqn',
				nation: 'rfc',
				order: 0,
				alignment: 'allied',
				standardAircraft: {}
			}
		],
		players: [],
		pilots: [
			pilot('voss', {
				sideId: 'g',
				aircraftTypeId: 'alb',
				isAce: true,
				aceSkills: ['dead-eye', 'bogus']
			})
		],
		aircraftTypes: [
			{
				id: 'alb',
				campaignId: 'c',
				sideId: 'g',
				name: 'Albatros',
				role: 'fighter',
				dataRef: 'albatros-d3',
				available: null
			}
		],
		campaignTurns: [],
		missions: [],
		pilotOutcomes: [],
		diceRolls: [],
		campaignEvents: []
	});

	it('maps sides by alignment, else by order, and unknown nations to the column default (C-1)', () => {
		const model = modelOf(bundle());
		expect(model.ruleSideOf('r')).toBe('allied');
		expect(model.ruleSideOf('g')).toBe('central');
		expect(model.dbSideIdOf('central')).toBe('g');
		expect(model.snapshot.sides.central.nationId).toBe('luftstreitkrafte');
	});

	it('maps pilots to the rules with model ids and known skills only', () => {
		const model = modelOf(bundle());
		expect(model.snapshot.pilots[0]).toMatchObject({
			sideId: 'central',
			aircraftTypeId: 'albatros-d3',
			isAce: true,
			aceSkills: ['dead-eye']
		});
		expect(model.aircraftTypeFor('g', 'albatros-d3')?.id).toBe('alb');
		expect(model.modelName('albatros-d3')).toBe('Albatros');
	});

	it('completes partial stored house rules with the defaults; the side standard becomes C-P6 data', () => {
		const model = modelOf(bundle());
		expect(model.houseRules.aceAtKills).toBe(4);
		expect(model.houseRules.survivesOnAtLeast).toBe(DEFAULT_HOUSE_RULES.survivesOnAtLeast);
		expect(model.houseRules.standardAircraft.luftstreitkrafte?.fighter).toBe('albatros-d3');
		expect(model.storedRules.standardAircraft).toEqual({});
	});
});
