import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOUSE_RULES, withHouseRules } from '../../data/campaign/house-rules';
import { DEFAULT_SIDES, type SideId } from '../../data/campaign/sides';
import { makePilot } from './fixtures';
import {
	checkPlayable,
	checkTurnCrews,
	missionNeeds,
	pickCrews,
	tableNeeds,
	turnPairs
} from './crews';
import type { CampaignSnapshot, PilotState } from './types';

const sweep = { missionId: 'fighter-sweep' as const, sideA: 'allied' as const };
const photo = { missionId: 'photo-recon' as const, sideA: 'allied' as const };
const bombing = { missionId: 'bombing-run' as const, sideA: 'central' as const };

/** Players per side, each with pilots of the given roles ('f' fighter, 'o' observation). */
function roster(sides: Record<SideId, string[]>, dead: string[] = []): CampaignSnapshot {
	const pilots: PilotState[] = [];
	const players: Record<string, string> = {};
	for (const side of ['allied', 'central'] as const) {
		sides[side].forEach((roles, p) => {
			const playerId = `${side}-p${p + 1}`;
			players[playerId] = `Player ${p + 1} of ${side}`;
			[...roles].forEach((r, k) => {
				const id = `${playerId}-${k + 1}`;
				pilots.push(
					makePilot(id, side, r === 'o' ? 'observation' : 'fighter', {
						playerId,
						name: id,
						status: dead.includes(id) ? 'killed' : 'active'
					})
				);
			});
		});
	}
	return { sides: DEFAULT_SIDES, pilots, players };
}

describe('C-2 / C-3 crews for a campaign turn', () => {
	it('the default table asks each side for 6 fighter and 2 observation pilots and 2 players', () => {
		// Side A of a Photo Recon (3 + 1) or Long Recon (2 + 2), Side B (3) of the other side's
		// mission, and a pilot flies one mission per turn (◇); 4 planes at most 2 per player.
		expect(tableNeeds()).toEqual({
			allied: { pilots: { fighter: 6, observation: 2 }, players: 2 },
			central: { pilots: { fighter: 6, observation: 2 }, players: 2 }
		});
		const both = withHouseRules({ pilotsFlyOncePerTurn: false });
		expect(tableNeeds(both).allied).toEqual({ pilots: { fighter: 3, observation: 2 }, players: 2 });
	});

	it('every pair of missions of the default table: 4 × 4 rolled (choices opened)', () => {
		expect(turnPairs()).toHaveLength(4 * 4);
		expect(missionNeeds(bombing)).toEqual({
			central: { fighter: 2, observation: 2 },
			allied: { fighter: 3, observation: 0 }
		});
	});

	it('picks different pilots for the two missions of a turn, each crew valid', () => {
		const s = roster({ allied: ['fffo', 'fffo'], central: ['fffo', 'fffo'] });
		const crews = pickCrews([photo, bombing], s);
		if (!crews.ok) throw new Error(crews.reason);
		expect(crews.value.map((c) => c.length)).toEqual([7, 7]);
		expect(crews.value[0].filter((id) => crews.value[1].includes(id))).toEqual([]);
		expect(checkTurnCrews([photo, bombing], crews.value, s)).toEqual([]);
	});

	it('says which side lacks which pilots, by name, when too few are alive', () => {
		const s = roster({ allied: ['f'], central: ['fff'] });
		expect(pickCrews([sweep], s)).toEqual({
			ok: false,
			code: 'campaign.crew_short_pilots',
			params: {
				side: 'allied',
				side_name: 'Royal Flying Corps',
				mission: 'fighter-sweep',
				mission_number: 1,
				role: 'fighter',
				needed: 3,
				available: 1
			},
			reason:
				'Royal Flying Corps has 1 fighter pilot(s) free for mission 1 (fighter-sweep); it needs 3.'
		});
		// Killed pilots do not fly (C-P5).
		const dead = roster({ allied: ['ff', 'ff'], central: ['fff'] }, ['allied-p1-1', 'allied-p2-1']);
		expect(pickCrews([sweep], dead)).toMatchObject({ params: { available: 2 } });
	});

	it('says when the players may not fly enough planes (C-3), without ids', () => {
		const s = roster({ allied: ['ffffff'], central: ['fff', 'fff'] });
		const picked = pickCrews([sweep], s);
		expect(picked).toMatchObject({
			ok: false,
			code: 'campaign.crew_short_players',
			params: { side_name: 'Royal Flying Corps', planes: 3, max: 2, players: 1 }
		});
		expect(!picked.ok && picked.reason).not.toMatch(/allied-p1/);
	});

	it('a pilot in both missions is refused unless the house rules allow it', () => {
		const s = roster({ allied: ['ff', 'ff'], central: ['ff', 'ff'] });
		const crew = [
			'allied-p1-1',
			'allied-p1-2',
			'allied-p2-1',
			'central-p1-1',
			'central-p1-2',
			'central-p2-1'
		];
		const twice = checkTurnCrews([sweep, sweep], [crew, crew], s);
		expect(twice.map((r) => r.code)).toEqual(Array(6).fill('campaign.pilot_in_two_missions'));
		expect(twice[0].text).toBe(
			'allied-p1-1 already flies the other mission of this turn (a pilot flies one mission per turn).'
		);
		const allowed = withHouseRules({ pilotsFlyOncePerTurn: false });
		expect(checkTurnCrews([sweep, sweep], [crew, crew], s, allowed)).toEqual([]);
		expect(pickCrews([sweep, sweep], s, allowed).ok).toBe(true);
	});

	it('lists every problem of a crew at once', () => {
		const s = roster({ allied: ['fff'], central: ['fff'] });
		const crew = ['allied-p1-1', 'allied-p1-2', 'allied-p1-3'];
		expect(checkTurnCrews([sweep], [crew], s).map((r) => r.code)).toEqual([
			'campaign.too_many_planes',
			'campaign.forces_mismatch'
		]);
	});

	it('checkPlayable: a roster that can fly every turn of the table, and one that cannot', () => {
		const enough = roster({ allied: ['fffo', 'fffo'], central: ['fffo', 'fffo'] });
		expect(checkPlayable(enough)).toEqual({ ok: true, value: undefined });
		const short = roster({ allied: ['fffo', 'ffo'], central: ['fffo', 'fffo'] });
		expect(checkPlayable(short)).toMatchObject({ ok: false, code: 'campaign.crew_short_pilots' });
	});

	it('property: any crew it proposes passes the rules, flies the forces, and only living pilots', () => {
		const side = fc.array(fc.stringMatching(/^[fo]{0,5}$/), { minLength: 1, maxLength: 4 });
		fc.assert(
			fc.property(
				side,
				side,
				fc.nat(),
				fc.integer({ min: 1, max: 3 }),
				fc.boolean(),
				fc.array(fc.nat(), { maxLength: 4 }),
				(allied, central, pair, max, once, deaths) => {
					const all = roster({ allied, central });
					const dead = deaths.map((d) => all.pilots[d % Math.max(1, all.pilots.length)]?.id);
					const s = roster(
						{ allied, central },
						dead.filter((d): d is string => !!d)
					);
					const rules = withHouseRules({
						planesPerPlayer: { min: 1, max },
						pilotsFlyOncePerTurn: once
					});
					const missions = turnPairs(rules)[pair % turnPairs(rules).length];
					const picked = pickCrews(missions, s, rules);
					if (!picked.ok) {
						expect(['campaign.crew_short_pilots', 'campaign.crew_short_players']).toContain(
							picked.code
						);
						return;
					}
					expect(checkTurnCrews(missions, picked.value, s, rules)).toEqual([]);
					const alive = new Set(s.pilots.filter((p) => p.status === 'active').map((p) => p.id));
					expect(picked.value.flat().every((id) => alive.has(id))).toBe(true);
					if (once) expect(new Set(picked.value.flat()).size).toBe(picked.value.flat().length);
				}
			),
			{ numRuns: 400 }
		);
	});
});

describe('default house rules', () => {
	it('a pilot flies one mission per turn by default (C-2 ◇)', () => {
		expect(DEFAULT_HOUSE_RULES.pilotsFlyOncePerTurn).toBe(true);
	});
});
