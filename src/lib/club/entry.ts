/**
 * One entry of a shared campaign's log (issue 29, docs/club-format.md). A shared campaign is one
 * Y.Doc named `campaign:<campaignId>` whose only content is the append-only Y.Array 'log' of
 * these plain objects; the screens' tables are rebuilt from it. Nobody edits or deletes an entry,
 * so a newer app reads every older entry: a change of shape is a new `v`, never an edit of v1.
 *
 * The schema checks what the server and the log's readers rely on (ids, who wrote it, the kind,
 * the fields the role check and the conflict check read); the rest of a body is the argument of
 * the db write function the entry replays, checked by that function when it is applied.
 */
import * as v from 'valibot';
import { ok, quote, refuse, type Result } from '../rules/common/result';

/** The format version this app writes and reads. */
export const CLUB_ENTRY_VERSION = 1;

/** The kinds of v1, in the order a campaign usually meets them. */
export const CLUB_ENTRY_KINDS = [
	'campaign-shared',
	'turn-started',
	'missions-rolled',
	'mission-planned',
	'pilots-added',
	'pilot-renamed',
	'house-rules-changed',
	'result-recorded',
	'result-chosen'
] as const;
export type ClubEntryKind = (typeof CLUB_ENTRY_KINDS)[number];

/** The member id of the organiser (the holder of the club key). */
export const ORGANISER = 'organiser';

/** Entry ids: 32 lower-case hex characters (16 random bytes). */
export const ENTRY_ID = /^[0-9a-f]{32}$/;
const MAX_ID = 100;
const MAX_SEEN = 16;

export interface ClubEntryV1 {
	v: 1;
	/** 32 hex chars, random, unique. */
	id: string;
	campaignId: string;
	/** The member who wrote it (`organiser` for the organiser). */
	by: string;
	/** The device it was written on (random, kept per device). */
	device: string;
	/** ISO time on the device. */
	at: string;
	/** Ids of the log's last entries when this one was written ("written after seeing"). */
	seen: string[];
	kind: ClubEntryKind;
	/** Per kind (docs/club-format.md). */
	body: Record<string, unknown>;
}
export type ClubEntry = ClubEntryV1;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID));
const entryId = v.pipe(v.string(), v.regex(ENTRY_ID));
const anyObject = v.record(v.string(), v.unknown());
const pilotOwner = v.looseObject({ id, playerId: v.optional(v.nullable(id)) });

/** The fields of each kind's body that the log's checks read; other fields are kept as they are. */
const BODIES: Record<ClubEntryKind, v.GenericSchema> = {
	'campaign-shared': v.looseObject({
		bundle: v.looseObject({
			campaign: v.looseObject({ id }),
			pilots: v.array(pilotOwner)
		})
	}),
	'turn-started': v.looseObject({ input: anyObject }),
	'missions-rolled': v.looseObject({ input: anyObject }),
	'mission-planned': v.looseObject({ missionId: id, plan: anyObject, before: anyObject }),
	'pilots-added': v.looseObject({
		input: v.looseObject({ pilots: v.array(pilotOwner) })
	}),
	'pilot-renamed': v.looseObject({ pilotId: id, name: v.string(), before: v.string() }),
	'house-rules-changed': v.looseObject({ houseRules: anyObject, before: anyObject }),
	'result-recorded': v.looseObject({
		missionId: id,
		input: v.looseObject({
			pilotOutcomes: v.array(v.looseObject({ pilotId: id })),
			newPilots: v.optional(v.array(pilotOwner))
		})
	}),
	'result-chosen': v.looseObject({ missionId: id, keep: entryId })
};

/** The envelope of every v1 entry. */
export const clubEntrySchema = v.object({
	v: v.literal(1),
	id: entryId,
	campaignId: id,
	by: id,
	device: id,
	at: v.pipe(v.string(), v.isoTimestamp()),
	seen: v.pipe(v.array(entryId), v.maxLength(MAX_SEEN)),
	kind: v.picklist(CLUB_ENTRY_KINDS),
	body: anyObject
});

const pathOf = (issue: v.BaseIssue<unknown>): string =>
	(issue.path ?? []).map((p) => String((p as { key: unknown }).key)).join('.');

/**
 * Reads one element of a log. Refusals: `club.entry_not_object`, `club.entry_version` (a `v`
 * this app does not know: written by a newer app), `club.entry_kind`, `club.entry_field` (the
 * path of the first bad field).
 */
export function parseClubEntry(x: unknown): Result<ClubEntryV1> {
	if (typeof x !== 'object' || x === null || Array.isArray(x)) {
		return refuse('club.entry_not_object', {}, 'A log entry is not an object');
	}
	const raw = x as Record<string, unknown>;
	if (raw.v !== CLUB_ENTRY_VERSION) {
		const version = quote(raw.v);
		return refuse('club.entry_version', { version }, `Log entry version ${version} is unknown`);
	}
	if (!(CLUB_ENTRY_KINDS as readonly unknown[]).includes(raw.kind)) {
		const kind = quote(raw.kind);
		return refuse('club.entry_kind', { kind }, `Log entry kind ${kind} is unknown`);
	}
	const envelope = v.safeParse(clubEntrySchema, raw);
	if (!envelope.success) return fieldRefusal(pathOf(envelope.issues[0]));
	const entry = envelope.output as ClubEntryV1;
	const body = v.safeParse(BODIES[entry.kind], entry.body);
	if (!body.success) return fieldRefusal(`body.${pathOf(body.issues[0])}`.replace(/\.$/, ''));
	return ok(entry);
}

function fieldRefusal(path: string) {
	const field = path === '' ? 'entry' : path;
	return refuse('club.entry_field', { field }, `Log entry field ${field} is missing or wrong`);
}

/** An entry id from 16 random bytes (the caller brings the randomness: see new-id.ts). */
export function entryIdFrom(bytes: Uint8Array): string {
	if (bytes.length !== 16) throw new Error('entryIdFrom needs 16 bytes');
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The document name of a shared campaign. */
export const docNameOf = (campaignId: string): string => `campaign:${campaignId}`;

/** The campaign id of a document name, or null if it is not a campaign's. */
export function campaignOfDoc(name: string): string | null {
	const m = /^campaign:(.+)$/.exec(name);
	return m && m[1].length <= MAX_ID ? m[1] : null;
}
