import * as v from 'valibot';
import { because, quote, type Reason } from '../rules/common/result';
import type { CampaignBundle, GameKind, GameRecord } from './records';

/**
 * The backup file, version 2 (docs/backup-format.md); version 1 files (campaigns only) still
 * import. Every string has a length limit,
 * every number a kind, every enum its values; describeIssue turns the first problem into a
 * reason that names the field's path ("campaigns[0].pilots[3].name is longer than 200
 * characters", code `db.field_too_long`). Unknown fields are dropped. Opaque blobs (house rules,
 * map setup, result, event payload) are kept as they are: they belong to the campaign rules.
 */
export const BACKUP_FORMAT = 'tally-ho-backup';
/** The version this app writes. */
export const BACKUP_VERSION = 2;
/** Every version this app reads. */
export const READABLE_VERSIONS: readonly number[] = [1, 2];
export const MAX_NAME = 200;
export const MAX_ID = 100;
/** A shared campaign's log in a backup (base64 characters), issue 29. */
export const MAX_CLUB_DOC = 20 * 1024 * 1024;

/**
 * Bounds on numbers (issue 13): far above any real campaign, low enough that every query and
 * every later write still works (a seq of 2^53 cannot grow; a currentTurn of 1e15 cannot be
 * charted). docs/backup-format.md states them.
 */
export const BOUNDS = {
	/** Campaign turns (currentTurn, turn and mission numbers, joinedTurn). */
	turns: 10_000,
	/** A mission's place in its turn (two per turn, C-2). */
	missionIndex: 9,
	/** A pilot's kills, confirmed kills and missions flown. */
	pilotCount: 100_000,
	/** Kills credited in one mission. */
	missionKills: 100,
	/** Copies of an aircraft model in a side's pool. */
	poolCount: 10_000,
	/** Event numbers in a campaign's log. */
	seq: 1_000_000_000,
	/** Faces of a die and values a roll shows. */
	dieValue: 1_000,
	/** Values in one stored roll. */
	rollValues: 100
} as const;

const limited = (max: number) =>
	v.pipe(v.string(), v.maxLength(max, `is longer than ${max} characters`));
const id = v.pipe(limited(MAX_ID), v.minLength(1, 'is empty'));
const ref = v.nullable(id);
const name = v.pipe(limited(MAX_NAME), v.minLength(1, 'is empty'));
const word = limited(100);
const time = limited(40);
const count = v.pipe(v.number(), v.integer('is not a whole number'), v.minValue(0, 'is below 0'));
const upTo = (max: number) => v.pipe(count, v.maxValue(max, `is above ${max}`));
const turnNumber = upTo(BOUNDS.turns);
const jsonObject = v.record(v.string(), v.unknown());
const role = v.picklist(['fighter', 'observation', 'bomber']);
const owned = { id, campaignId: id };

const campaign = v.object({
	id,
	name,
	createdAt: time,
	updatedAt: time,
	status: v.picklist(['active', 'finished']),
	currentTurn: turnNumber,
	houseRules: jsonObject,
	notes: limited(10_000)
});

const side = v.object({
	...owned,
	name,
	nation: word,
	order: upTo(1),
	alignment: v.picklist(['allied', 'central']),
	standardAircraft: v.record(word, id)
});

const player = v.object({ ...owned, sideId: id, name });

const pilot = v.object({
	...owned,
	sideId: id,
	playerId: ref,
	name,
	status: v.picklist(['active', 'killed', 'retired']),
	role,
	kills: upTo(BOUNDS.pilotCount),
	confirmedKills: upTo(BOUNDS.pilotCount),
	missionsFlown: upTo(BOUNDS.pilotCount),
	isAce: v.boolean(),
	aceSkills: v.array(word),
	canChooseAircraft: v.boolean(),
	aircraftTypeId: ref,
	joinedTurn: turnNumber,
	replacesId: ref
});

const aircraftType = v.object({
	...owned,
	sideId: ref,
	name,
	role,
	dataRef: v.nullable(word),
	available: v.nullable(upTo(BOUNDS.poolCount))
});

const turn = v.object({
	...owned,
	number: v.pipe(turnNumber, v.minValue(1, 'is below 1')),
	startedAt: time,
	status: v.picklist(['open', 'done'])
});

const force = v.object({ pilotId: id, aircraftTypeId: ref, role });

const mission = v.object({
	...owned,
	turnId: id,
	turnNumber: v.pipe(turnNumber, v.minValue(1, 'is below 1')),
	index: upTo(BOUNDS.missionIndex),
	type: word,
	sideAId: id,
	sideBId: id,
	forces: v.object({ A: v.array(force), B: v.array(force) }),
	mapSetup: v.unknown(),
	status: v.picklist(['planned', 'recorded']),
	outcome: v.nullable(v.picklist(['A', 'B', 'draw'])),
	result: v.unknown(),
	playedAt: v.nullable(time),
	gameId: ref
});

const pilotOutcome = v.object({
	...owned,
	missionId: id,
	pilotId: id,
	sideId: id,
	turnNumber: turnNumber,
	missionIndex: upTo(BOUNDS.missionIndex),
	flew: v.boolean(),
	aircraftTypeId: ref,
	kills: upTo(BOUNDS.missionKills),
	shotDown: v.boolean(),
	fled: v.boolean(),
	fate: v.picklist(['survived', 'killed']),
	promotions: v.array(word)
});

const diceRoll = v.object({
	...owned,
	turnId: ref,
	missionId: ref,
	pilotId: ref,
	purpose: word,
	dice: word,
	values: v.pipe(
		v.array(upTo(BOUNDS.dieValue)),
		v.maxLength(BOUNDS.rollValues, `has more than ${BOUNDS.rollValues} values`)
	),
	at: time
});

const campaignEvent = v.object({
	...owned,
	seq: v.pipe(upTo(BOUNDS.seq), v.minValue(1, 'is below 1')),
	type: word,
	payload: jsonObject,
	at: time,
	turnNumber: v.nullable(turnNumber),
	missionId: ref,
	pilotIds: v.array(id)
});

const bundle = v.object({
	campaign,
	sides: v.array(side),
	players: v.array(player),
	pilots: v.array(pilot),
	aircraftTypes: v.array(aircraftType),
	campaignTurns: v.array(turn),
	missions: v.array(mission),
	pilotOutcomes: v.array(pilotOutcome),
	diceRolls: v.array(diceRoll),
	campaignEvents: v.array(campaignEvent),
	club: v.optional(
		v.object({
			server: limited(500),
			memberId: id,
			role: v.picklist(['organiser', 'player', 'viewer']),
			playerId: ref,
			doc: limited(MAX_CLUB_DOC)
		})
	)
});

export const backupSchemaV1 = v.object({
	format: v.literal(BACKUP_FORMAT),
	version: v.literal(1),
	exportedAt: time,
	campaigns: v.array(bundle)
});

/** Every kind of saved game: Skirmish, Dogfight, and table games (issue 20). */
const GAME_KINDS = ['skirmish', 'dogfight', 'table-grid', 'table-hex'] as const;
// Compile-time proof that the list is every GameKind: a new kind must be added here, or
// "Export everything" would write a file its own import refuses.
const _everyKind: Record<GameKind, true> = Object.fromEntries(
	GAME_KINDS.map((k) => [k, true])
) as Record<(typeof GAME_KINDS)[number], true>;
void _everyKind;

/** A saved game (Skirmish, Dogfight, table); its log, state and screen state are the games' own. */
const game = v.object({
	id,
	kind: v.picklist(GAME_KINDS),
	status: v.picklist(['playing', 'finished']),
	title: limited(1_000),
	createdAt: time,
	updatedAt: time,
	campaignMissionId: ref,
	log: v.unknown(),
	state: v.unknown(),
	ui: v.unknown(),
	finalHash: v.nullable(word)
});

/** One app setting (club name…); language and theme stay with the browser. */
const setting = v.object({
	key: v.pipe(limited(MAX_ID), v.minLength(1, 'is empty')),
	value: v.unknown()
});

/** Version 2: everything — campaigns, saved games and settings (issue 14). */
export const backupSchemaV2 = v.object({
	format: v.literal(BACKUP_FORMAT),
	version: v.literal(2),
	exportedAt: time,
	campaigns: v.array(bundle),
	games: v.array(game),
	settings: v.array(setting)
});

/** A backup as this app works with it (a version 1 file reads as one without games or settings). */
export interface BackupFileV2 {
	format: typeof BACKUP_FORMAT;
	version: 2;
	exportedAt: string;
	campaigns: CampaignBundle[];
	games: GameRecord[];
	settings: { key: string; value: unknown }[];
}

// Compile-time proof that what the schema lets through is a stored row, field for field.
type Parsed = v.InferOutput<typeof bundle>;
const _sameShape: (p: Parsed) => CampaignBundle = (p) => p;
void _sameShape;
const _sameGame: (g: v.InferOutput<typeof game>) => GameRecord = (g) => g;
void _sameGame;

/** A field path for a reason: short, even if the file's keys are not. */
export const shortPath = (path: string): string => quote(path, 120);

/**
 * The first problem valibot found, as a reason that names the field's path (`path`; empty for
 * the file itself). The schema's own messages above are the English of the `validation` issues.
 */
export function describeIssue(issue: v.BaseIssue<unknown>): Reason {
	const full = (issue.path ?? []).reduce<string>((out, item) => {
		const key = (item as { key: unknown }).key;
		if (typeof key === 'number') return `${out}[${key}]`;
		return out === '' ? String(key) : `${out}.${String(key)}`;
	}, '');
	const path = shortPath(full);
	const where = path === '' ? 'The file' : path;
	if (issue.kind === 'schema') {
		if (issue.received === 'undefined') {
			return because('db.field_missing', { path }, `${where} is missing`);
		}
		const expected = quote((issue.expected ?? 'something else').replace(/^\((.*)\)$/, '$1'));
		const received = quote(issue.received);
		return because(
			'db.field_type',
			{ path, expected, received },
			`${where} should be ${expected} but is ${received}`
		);
	}
	const requirement = (issue as { requirement?: unknown }).requirement;
	const limit = typeof requirement === 'number' ? requirement : 0;
	switch (issue.type) {
		case 'max_length':
			if (Array.isArray(issue.input)) {
				return because(
					'db.field_too_many',
					{ path, max: limit },
					`${where} has more than ${limit} entries`
				);
			}
			return because(
				'db.field_too_long',
				{ path, max: limit },
				`${where} is longer than ${limit} characters`
			);
		case 'min_length':
			return because('db.field_empty', { path }, `${where} is empty`);
		case 'integer':
			return because('db.field_not_whole', { path }, `${where} is not a whole number`);
		case 'min_value':
			return because('db.field_below', { path, min: limit }, `${where} is below ${limit}`);
		case 'max_value':
			return because('db.field_above', { path, max: limit }, `${where} is above ${limit}`);
		default:
			// A check without words of its own above (none today): valibot's English stays out.
			return because('db.field_invalid', { path }, `${where} is not valid`);
	}
}
