import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../common/dice';
import { stateHash } from '../common/hash';
import { MISSION_IDS, type MissionOutcome } from '../../data/missions';
import { withHouseRules } from '../../data/campaign/house-rules';
import { applyMissionResult } from './apply';
import { aceSkillsEarned, promote } from './promotion';
import { validateMissionResult } from './validate';
import { makeSnapshot } from './fixtures';
import type { CampaignSnapshot, MissionResult, PilotState } from './types';

// Random forces: the property is about the record, not about C-M forces.
const rules = withHouseRules({ enforceMissionForces: false });

const missionPlan = fc.record({
	missionId: fc.constantFrom(...MISSION_IDS),
	sideA: fc.constantFrom('allied' as const, 'central' as const),
	outcome: fc.constantFrom<MissionOutcome>('A', 'B', 'draw'),
	picks: fc.array(fc.nat(1000), { minLength: 24, maxLength: 24 })
});

interface MissionPlan {
	missionId: MissionResult['missionId'];
	sideA: MissionResult['sideA'];
	outcome: MissionOutcome;
	picks: number[];
}

/** Builds a consistent result from random numbers: who flies, who falls to whom, who flees. */
function resultFrom(snapshot: CampaignSnapshot, plan: MissionPlan): MissionResult {
	let i = 0;
	const next = () => plan.picks[i++ % plan.picks.length];
	const active = snapshot.pilots.filter((p) => p.status === 'active');
	const flying = active.filter(() => next() % 3 !== 0);
	const kills: MissionResult['kills'][number][] = [];
	const fled: string[] = [];
	const lost: string[] = [];
	for (const pilot of flying) {
		const enemies = flying.filter((p) => p.sideId !== pilot.sideId);
		const fate = next() % 5;
		if (fate === 0 && enemies.length > 0) {
			kills.push({ killerId: enemies[next() % enemies.length].id, victimId: pilot.id });
		} else if (fate === 1) fled.push(pilot.id);
		else if (fate === 2 && next() % 4 === 0) lost.push(pilot.id);
	}
	return {
		missionId: plan.missionId,
		sideA: plan.sideA,
		flights: flying.map((p) => ({ pilotId: p.id, aircraftTypeId: p.aircraftTypeId })),
		kills,
		lost,
		fled,
		outcome: plan.outcome
	};
}

/** Sweeps compute their own outcome: drop the random one there. */
function withoutSweepOutcome(result: MissionResult): MissionResult {
	if (result.missionId !== 'fighter-sweep' && result.missionId !== 'dawn-patrol') return result;
	return { ...result, outcome: undefined };
}

/** Every broken invariant as a sentence (one expect per mission keeps the run fast). */
function violations(
	before: readonly PilotState[],
	after: readonly PilotState[],
	killedNow: readonly string[]
): string[] {
	const out: string[] = [];
	const byId = new Map(after.map((p) => [p.id, p]));
	if (byId.size !== after.length) out.push('duplicate pilot ids');
	for (const p of before) {
		const now = byId.get(p.id);
		if (!now) out.push(`${p.id} was lost from the record`);
		else if (p.status === 'killed' && now.status !== 'killed')
			out.push(`${p.id} came back to life`);
	}
	if (after.length !== before.length + killedNow.length) out.push('replacement count is wrong');
	for (const id of killedNow) {
		if (after.filter((p) => p.replacesId === id).length !== 1) out.push(`${id} not replaced once`);
	}
	for (const p of after) {
		if (p.kills < 0 || !Number.isInteger(p.kills)) out.push(`${p.id} has ${p.kills} kills`);
		if (p.confirmedKills > p.kills) out.push(`${p.id} has more confirmed kills than kills`);
		if (new Set(p.aceSkills).size !== p.aceSkills.length) out.push(`${p.id} has a duplicate skill`);
		if (p.status !== 'active') continue;
		if (p.aceSkills.length !== Math.min(aceSkillsEarned(p.kills), 4)) out.push(`${p.id} skills`);
		if (p.isAce !== p.kills >= 5) out.push(`${p.id} ace status`);
		if (p.canChooseAircraft !== p.confirmedKills >= 3) out.push(`${p.id} aircraft choice`);
	}
	return out;
}

/** Veterans: each pilot starts with some kills (about half confirmed) and the skills they earn. */
const priorKills = fc.array(fc.nat(13), { minLength: 12, maxLength: 12 });

function runCampaign(seed: number, plans: readonly MissionPlan[], prior: readonly number[] = []) {
	const dice = seededDice(seed);
	const fresh = makeSnapshot();
	let snapshot: CampaignSnapshot = {
		...fresh,
		pilots: fresh.pilots.map((p, i) => {
			const kills = prior[i] ?? 0;
			const veteran = { ...p, kills, confirmedKills: Math.ceil(kills / 2) };
			return promote(p, veteran, dice).pilot;
		})
	};
	for (const plan of plans) {
		const result = withoutSweepOutcome(resultFrom(snapshot, plan));
		const applied = applyMissionResult(snapshot, result, dice, rules);
		if (!applied.ok) throw new Error(`refused a consistent result: ${applied.reason}`);
		const killedNow = applied.value.events.flatMap((e) =>
			e.kind === 'pilot-killed' ? [e.pilotId] : []
		);
		expect(violations(snapshot.pilots, applied.value.pilots, killedNow)).toEqual([]);
		snapshot = { ...snapshot, pilots: applied.value.pilots };
	}
	return snapshot;
}

describe('campaign properties', () => {
	it('random mission results: no negative kills, no duplicate skills, no pilot lost, replacements added', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.array(missionPlan, { minLength: 1, maxLength: 10 }),
				priorKills,
				(seed, plans, prior) => {
					runCampaign(seed, plans, prior);
				}
			),
			{ numRuns: 120 }
		);
	});

	it('a killed pilot never flies again: results listing one are refused', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.array(missionPlan, { minLength: 2, maxLength: 10 }),
				(seed, plans) => {
					const snapshot = runCampaign(seed, plans);
					const dead = snapshot.pilots.find((p) => p.status === 'killed');
					fc.pre(dead !== undefined);
					const result = withoutSweepOutcome(resultFrom(snapshot, plans[0]));
					const withDead: MissionResult = {
						...result,
						flights: [...result.flights, { pilotId: (dead as PilotState).id, aircraftTypeId: 'x' }]
					};
					const res = validateMissionResult(snapshot, withDead, rules);
					expect(res.ok).toBe(false);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('the same seed and results replay to the same record', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.array(missionPlan, { minLength: 1, maxLength: 6 }),
				priorKills,
				(seed, plans, prior) => {
					const once = stateHash(runCampaign(seed, plans, prior));
					expect(stateHash(runCampaign(seed, plans, prior))).toBe(once);
				}
			),
			{ numRuns: 30 }
		);
	});
});
