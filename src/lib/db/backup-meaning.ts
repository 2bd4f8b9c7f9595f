/**
 * What a backup's campaigns mean, checked after their shape (backup-schema.ts) and their links
 * (integrity.ts): a campaign that passes opens, draws its charts, and can start and record a
 * new turn (issue 13). Every check names the field; the first problem refuses the file.
 *
 * - house rules pass the rules' own check (mission table included: src/lib/rules/campaign);
 * - two sides, one for each column of the mission table (C-1, C-4);
 * - mission types are missions the rules know (looked up as own properties, never with `in`);
 * - no turn, mission, pilot or log entry lies after the campaign's current turn, so the next
 *   turn number is free; numbers copied between rows agree (a mission's turn number and its
 *   turn's, an outcome's and its mission's, a pilot's side and their outcome's);
 * - a pilot's confirmed kills are part of their kills (C-P1); forces fly for their own side.
 */
import { because, quote, reasonOf, type Reason } from '../rules/common/result';
import { checkHouseRules } from '../rules/campaign/house-rules-check';
import { isMissionId } from '../rules/campaign/lookup';
import { joinPath } from './integrity';
import type { CampaignBundle } from './records';

class Problem extends Error {
	constructor(readonly why: Reason) {
		super(why.text);
	}
}

/** The first problem of meaning in the campaigns, or null. */
export function checkMeaning(
	bundles: readonly CampaignBundle[],
	basePath: (index: number) => string
): Reason | null {
	try {
		bundles.forEach((b, i) => checkBundle(b, basePath(i)));
		return null;
	} catch (e) {
		if (e instanceof Problem) return e.why;
		throw e;
	}
}

function disagree(path: string, other: string): never {
	throw new Problem(
		because('db.disagrees', { path, other }, `${path} does not agree with ${other}`)
	);
}

function checkBundle(b: CampaignBundle, base: string): void {
	const at = (...parts: (string | number)[]) => joinPath(base, ...parts);
	const rules = checkHouseRules(b.campaign.houseRules);
	if (!rules.ok) {
		const path = at('campaign', 'houseRules');
		throw new Problem(
			because('db.house_rules', { path, inner: reasonOf(rules) }, `${path}: ${rules.reason}`)
		);
	}
	const alignments = new Set(b.sides.map((s) => s.alignment));
	const orders = new Set(b.sides.map((s) => s.order));
	if (b.sides.length !== 2 || alignments.size !== 2 || orders.size !== 2) {
		const path = at('sides');
		throw new Problem(
			because(
				'db.two_sides',
				{ path },
				`${path} must hold two sides, one allied and one central, in order 0 and 1`
			)
		);
	}

	const current = b.campaign.currentTurn;
	const notAfterCurrent = (value: number | null, slack: number, ...path: (string | number)[]) => {
		if (value !== null && value > current + slack)
			disagree(at(...path), at('campaign', 'currentTurn'));
	};
	const turns = new Map(b.campaignTurns.map((t, i) => [t.id, { t, i }]));
	b.campaignTurns.forEach((t, i) => notAfterCurrent(t.number, 0, 'campaignTurns', i, 'number'));

	const pilots = new Map(b.pilots.map((p) => [p.id, p]));
	b.pilots.forEach((p, i) => {
		notAfterCurrent(p.joinedTurn, 0, 'pilots', i, 'joinedTurn');
		if (p.confirmedKills > p.kills)
			disagree(at('pilots', i, 'confirmedKills'), at('pilots', i, 'kills'));
	});

	const missions = new Map(b.missions.map((m, i) => [m.id, { m, i }]));
	b.missions.forEach((m, i) => {
		if (!isMissionId(m.type)) {
			const path = at('missions', i, 'type');
			throw new Problem(
				because(
					'db.unknown_mission_type',
					{ path, mission: quote(m.type) },
					`${path} “${quote(m.type)}” is not a mission of the campaign rules`
				)
			);
		}
		const turn = turns.get(m.turnId);
		if (turn && turn.t.number !== m.turnNumber) {
			disagree(at('missions', i, 'turnNumber'), at('campaignTurns', turn.i, 'number'));
		}
		if (m.sideAId === m.sideBId)
			disagree(at('missions', i, 'sideBId'), at('missions', i, 'sideAId'));
		if ((m.status === 'recorded') !== (m.outcome !== null)) {
			disagree(at('missions', i, 'outcome'), at('missions', i, 'status'));
		}
		for (const side of ['A', 'B'] as const) {
			const sideId = side === 'A' ? m.sideAId : m.sideBId;
			m.forces[side].forEach((f, j) => {
				if (pilots.get(f.pilotId)?.sideId !== sideId) {
					disagree(
						at('missions', i, 'forces', side, j, 'pilotId'),
						at('missions', i, `side${side}Id`)
					);
				}
			});
		}
	});

	b.pilotOutcomes.forEach((o, i) => {
		const mission = missions.get(o.missionId);
		if (mission && (mission.m.turnNumber !== o.turnNumber || mission.m.index !== o.missionIndex)) {
			disagree(at('pilotOutcomes', i, 'turnNumber'), at('missions', mission.i));
		}
		if (pilots.get(o.pilotId)?.sideId !== o.sideId) {
			disagree(at('pilotOutcomes', i, 'sideId'), at('pilotOutcomes', i, 'pilotId'));
		}
	});
	// The log may hold the mission roll of the turn about to start (issue 14): one turn of slack.
	b.campaignEvents.forEach((e, i) =>
		notAfterCurrent(e.turnNumber, 1, 'campaignEvents', i, 'turnNumber')
	);
}
