import {
	because,
	ok,
	quote,
	refuseBecause,
	type Reason,
	type Result
} from '../rules/common/result';
import { CHILD_TABLES, type CampaignBundle } from './records';
import { ownValue } from '../rules/common/own';
import { storedHouseRule } from '../rules/campaign/house-rules-check';
import { turnCrewProblems } from '../rules/campaign/turn-crews';

/** Singular words for the English sentences ("refers to pilot …"); the UI words `table` itself. */
const WHAT: Record<string, string> = {
	sides: 'side',
	players: 'player',
	pilots: 'pilot',
	aircraftTypes: 'aircraft type',
	campaignTurns: 'campaign turn',
	missions: 'mission'
};

class Problem extends Error {
	constructor(readonly why: Reason) {
		super(why.text);
	}
}

/** `campaigns[0].pilots[3].name`-style paths, as a person reads them. */
export function joinPath(base: string, ...parts: (string | number)[]): string {
	let out = base;
	for (const part of parts) {
		if (typeof part === 'number') out += `[${part}]`;
		else out += out === '' ? part : `.${part}`;
	}
	return out;
}

/**
 * Checks that campaign bundles hang together: no id used twice in a table, every row belongs to
 * its campaign, every reference points at a row of the same campaign, turn numbers and event
 * seqs are unique. Used by createCampaign and by the backup import, so both refuse the same
 * broken data with a message that says what is wrong and where.
 */
export function checkBundles(
	bundles: readonly CampaignBundle[],
	basePath: (index: number) => string
): Result<void> {
	try {
		checkDuplicateIds(bundles, basePath);
		bundles.forEach((bundle, i) => {
			checkReferences(bundle, basePath(i));
			checkCrews(bundle, basePath(i));
		});
		return ok(undefined);
	} catch (e) {
		if (e instanceof Problem) return refuseBecause(e.why);
		throw e;
	}
}

function checkDuplicateIds(
	bundles: readonly CampaignBundle[],
	basePath: (index: number) => string
): void {
	const seenCampaigns = new Map<string, string>();
	bundles.forEach((bundle, i) => {
		const path = joinPath(basePath(i), 'campaign', 'id');
		const earlier = seenCampaigns.get(bundle.campaign.id);
		if (earlier !== undefined)
			throw new Problem(duplicateMessage(path, bundle.campaign.id, earlier));
		seenCampaigns.set(bundle.campaign.id, path);
	});
	for (const table of CHILD_TABLES) {
		// Paths are built only for the duplicate found: this runs over every row of a backup.
		const seen = new Map<string, [number, number]>();
		bundles.forEach((bundle, i) => {
			const rows = bundle[table];
			for (let r = 0; r < rows.length; r++) {
				const earlier = seen.get(rows[r].id);
				if (earlier !== undefined) {
					throw new Problem(
						duplicateMessage(
							joinPath(basePath(i), table, r, 'id'),
							rows[r].id,
							joinPath(basePath(earlier[0]), table, earlier[1], 'id')
						)
					);
				}
				seen.set(rows[r].id, [i, r]);
			}
		});
	}
}

/** A row whose id is already stored in this app: `path` names the row's id field. */
export const idTaken = (path: string, id: string): Reason =>
	because(
		'db.id_taken',
		{ path, id: quote(id) },
		`${path} “${quote(id)}” is already used in this app`
	);

function duplicateMessage(path: string, id: string, earlier: string): Reason {
	return because(
		'db.duplicate_id',
		{ path, id: quote(id), earlier },
		`${path} “${quote(id)}” is used twice (also at ${earlier}); every id must be unique`
	);
}

function checkReferences(b: CampaignBundle, base: string): void {
	const ids = (table: keyof typeof WHAT) =>
		new Set((b[table as keyof CampaignBundle] as { id: string }[]).map((r) => r.id));
	const sides = ids('sides');
	const players = ids('players');
	const pilots = ids('pilots');
	const aircraft = ids('aircraftTypes');
	const turns = ids('campaignTurns');
	const missions = ids('missions');

	const ref = (
		set: Set<string>,
		table: string,
		value: string | null,
		...path: (string | number)[]
	): void => {
		if (value === null || set.has(value)) return;
		const at = joinPath(base, ...path);
		throw new Problem(
			because(
				'db.missing_reference',
				{ path: at, table, id: quote(value) },
				`${at} refers to ${ownValue(WHAT, table) ?? table} “${quote(value)}”, which is not in this campaign`
			)
		);
	};

	for (const table of CHILD_TABLES) {
		b[table].forEach((row, r) => {
			if (row.campaignId !== b.campaign.id) {
				const at = joinPath(base, table, r, 'campaignId');
				const value = quote(row.campaignId);
				const campaign = quote(b.campaign.id);
				throw new Problem(
					because(
						'db.wrong_campaign',
						{ path: at, value, campaign },
						`${at} is “${value}” but the row belongs to campaign “${campaign}”`
					)
				);
			}
		});
	}
	b.sides.forEach((s, i) => {
		for (const [role, typeId] of Object.entries(s.standardAircraft)) {
			ref(aircraft, 'aircraftTypes', typeId, 'sides', i, 'standardAircraft', role);
		}
	});
	b.players.forEach((p, i) => ref(sides, 'sides', p.sideId, 'players', i, 'sideId'));
	b.pilots.forEach((p, i) => {
		ref(sides, 'sides', p.sideId, 'pilots', i, 'sideId');
		ref(players, 'players', p.playerId, 'pilots', i, 'playerId');
		ref(aircraft, 'aircraftTypes', p.aircraftTypeId, 'pilots', i, 'aircraftTypeId');
		ref(pilots, 'pilots', p.replacesId, 'pilots', i, 'replacesId');
	});
	b.aircraftTypes.forEach((a, i) => ref(sides, 'sides', a.sideId, 'aircraftTypes', i, 'sideId'));
	const turnNumbers = new Set<number>();
	b.campaignTurns.forEach((t, i) => {
		if (turnNumbers.has(t.number)) {
			const at = joinPath(base, 'campaignTurns', i, 'number');
			throw new Problem(
				because(
					'db.turn_number_twice',
					{ path: at, number: t.number },
					`${at} ${t.number} is used twice`
				)
			);
		}
		turnNumbers.add(t.number);
	});
	b.missions.forEach((m, i) => {
		ref(turns, 'campaignTurns', m.turnId, 'missions', i, 'turnId');
		ref(sides, 'sides', m.sideAId, 'missions', i, 'sideAId');
		ref(sides, 'sides', m.sideBId, 'missions', i, 'sideBId');
		for (const side of ['A', 'B'] as const) {
			m.forces[side].forEach((f, j) => {
				ref(pilots, 'pilots', f.pilotId, 'missions', i, 'forces', side, j, 'pilotId');
				ref(
					aircraft,
					'aircraftTypes',
					f.aircraftTypeId,
					'missions',
					i,
					'forces',
					side,
					j,
					'aircraftTypeId'
				);
			});
		}
	});
	b.pilotOutcomes.forEach((o, i) => {
		ref(missions, 'missions', o.missionId, 'pilotOutcomes', i, 'missionId');
		ref(pilots, 'pilots', o.pilotId, 'pilotOutcomes', i, 'pilotId');
		ref(sides, 'sides', o.sideId, 'pilotOutcomes', i, 'sideId');
		ref(aircraft, 'aircraftTypes', o.aircraftTypeId, 'pilotOutcomes', i, 'aircraftTypeId');
	});
	b.diceRolls.forEach((d, i) => {
		ref(turns, 'campaignTurns', d.turnId, 'diceRolls', i, 'turnId');
		ref(missions, 'missions', d.missionId, 'diceRolls', i, 'missionId');
		ref(pilots, 'pilots', d.pilotId, 'diceRolls', i, 'pilotId');
	});
	const seqs = new Set<number>();
	b.campaignEvents.forEach((e, i) => {
		if (seqs.has(e.seq)) {
			const at = joinPath(base, 'campaignEvents', i, 'seq');
			throw new Problem(
				because('db.event_seq_twice', { path: at, seq: e.seq }, `${at} ${e.seq} is used twice`)
			);
		}
		seqs.add(e.seq);
		ref(missions, 'missions', e.missionId, 'campaignEvents', i, 'missionId');
		e.pilotIds.forEach((p, j) => ref(pilots, 'pilots', p, 'campaignEvents', i, 'pilotIds', j));
	});
}

/**
 * Who flies for whom, as every path of the app keeps it (issue 26), so an imported campaign can
 * start and record its turns:
 * - a pilot's player plays for the pilot's side (C-3 counts a player's planes within a side;
 *   a player on both sides jammed the next turn: "Player 1 flies 3 planes; at most 2");
 * - a mission still planned gives no player more planes than the house rules allow (C-3) and no
 *   pilot flies two of the turn's planned missions (C-2 ◇, the check of turn-crews.ts).
 * The planned crews are checked only where the house rules are those they were planned under
 * (no change logged in or after their turn); results already recorded are history and are not
 * checked again: a campaign's own backup, made before a rule changed, always imports.
 */
function checkCrews(b: CampaignBundle, base: string): void {
	const players = new Map(b.players.map((p, i) => [p.id, { p, i }]));
	b.pilots.forEach((pilot, i) => {
		const player = pilot.playerId === null ? undefined : players.get(pilot.playerId);
		if (player && player.p.sideId !== pilot.sideId) {
			const path = joinPath(base, 'pilots', i, 'playerId');
			const other = joinPath(base, 'players', player.i, 'sideId');
			throw new Problem(
				because(
					'db.player_other_side',
					{ path, other },
					`${path} names a player of the other side (${other}); a player flies for one side only (C-3)`
				)
			);
		}
	});

	const rules = b.campaign.houseRules;
	const { max } = storedHouseRule(rules, 'planesPerPlayer');
	const flyOnce = { pilotsFlyOncePerTurn: storedHouseRule(rules, 'pilotsFlyOncePerTurn') };
	const changedSince = (turn: number) =>
		b.campaignEvents.some(
			(e) => e.type === 'house-rules-changed' && e.turnNumber !== null && e.turnNumber >= turn
		);
	const pilots = new Map(b.pilots.map((p) => [p.id, p]));
	const crewOf = (m: (typeof b.missions)[number]) =>
		[...m.forces.A, ...m.forces.B].map((f) => f.pilotId);
	const planned = b.missions
		.map((m, i) => ({ m, i }))
		.filter(({ m }) => m.status === 'planned' && !changedSince(m.turnNumber));
	for (const { m, i } of planned) {
		const path = joinPath(base, 'missions', i, 'forces');
		const perPlayer = new Map<string, number>();
		for (const id of crewOf(m)) {
			const playerId = pilots.get(id)?.playerId;
			if (playerId) perPlayer.set(playerId, (perPlayer.get(playerId) ?? 0) + 1);
		}
		for (const [playerId, count] of perPlayer) {
			if (count <= max) continue;
			const player = players.get(playerId)?.p.name ?? quote(playerId);
			throw new Problem(
				because(
					'db.too_many_planes',
					{ path, player, count, max },
					`${path}: player ${player} flies ${count} planes; at most ${max} (C-3)`
				)
			);
		}
		const others = planned
			.filter((o) => o.m.turnId === m.turnId && o.i < i)
			.map((o) => crewOf(o.m));
		const [clash] = turnCrewProblems(crewOf(m), others, b.pilots, flyOnce);
		if (clash) {
			throw new Problem(because('db.crew_clash', { path, inner: clash }, `${path}: ${clash.text}`));
		}
	}
}
