/**
 * The club's keys and members (issue 29), kept in `<dir>/members.json`, written atomically
 * (a temporary file renamed over the old one), so a crash leaves the old or the new file, never
 * half of one. Keys are never stored: only their SHA-256. A key is 32 random bytes, so a plain
 * hash is as strong as a slow one (there is nothing to guess).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORGANISER } from '../lib/club/entry';
import { organiserMember, type ClubMember } from '../lib/club/roles';

export interface StoredMember {
	memberId: string;
	campaignId: string;
	role: 'player' | 'viewer';
	name: string;
	playerId: string | null;
	keyHash: string;
	revoked: boolean;
	createdAt: string;
	lastSeen: string | null;
}

interface MembersFile {
	version: 1;
	clubKeyHash: string;
	members: StoredMember[];
}

/** The public view of a member (no key hash). */
export type MemberView = Omit<StoredMember, 'keyHash' | 'createdAt' | 'campaignId'>;

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key: 32 random bytes, base64url (43 characters). */
export const newKey = (): string => randomBytes(32).toString('base64url');

export class MemberStore {
	private readonly file: string;
	private data: MembersFile;

	/**
	 * Opens the folder's member list. `clubKey` (from --club-key or CLUB_KEY) becomes the club key;
	 * without it the stored one stays, and a folder without one gets a fresh key, returned once as
	 * `generatedKey` for the caller to print.
	 */
	constructor(dir: string, clubKey?: string) {
		mkdirSync(dir, { recursive: true });
		this.file = join(dir, 'members.json');
		const stored = existsSync(this.file)
			? (JSON.parse(readFileSync(this.file, 'utf8')) as MembersFile)
			: null;
		let generated: string | null = null;
		let clubKeyHash = stored?.clubKeyHash ?? '';
		if (clubKey) clubKeyHash = hashKey(clubKey);
		else if (!clubKeyHash) {
			generated = newKey();
			clubKeyHash = hashKey(generated);
		}
		this.data = { version: 1, clubKeyHash, members: stored?.members ?? [] };
		this.generatedKey = generated;
		this.save();
	}

	/** The club key made for a folder that had none (print it once), else null. */
	readonly generatedKey: string | null;

	private save(): void {
		const tmp = `${this.file}.tmp`;
		writeFileSync(tmp, JSON.stringify(this.data, null, '\t'));
		renameSync(tmp, this.file);
	}

	/** The member a key opens, or null for a wrong or revoked key. */
	memberOfKey(key: string): ClubMember | null {
		if (!key) return null;
		const hash = hashKey(key);
		if (hash === this.data.clubKeyHash) return organiserMember;
		const m = this.data.members.find((x) => x.keyHash === hash);
		if (!m || m.revoked) return null;
		return { memberId: m.memberId, role: m.role, playerId: m.playerId, campaignId: m.campaignId };
	}

	/** Is this member (still) allowed in? The organiser always is. */
	isActive(memberId: string): boolean {
		if (memberId === ORGANISER) return true;
		const m = this.data.members.find((x) => x.memberId === memberId);
		return !!m && !m.revoked;
	}

	add(
		campaignId: string,
		input: { role: 'player' | 'viewer'; name: string; playerId: string | null },
		at: string
	): { memberId: string; key: string } {
		const key = newKey();
		const memberId = `m-${randomBytes(8).toString('hex')}`;
		this.data.members.push({
			memberId,
			campaignId,
			role: input.role,
			name: input.name,
			playerId: input.playerId,
			keyHash: hashKey(key),
			revoked: false,
			createdAt: at,
			lastSeen: null
		});
		this.save();
		return { memberId, key };
	}

	list(campaignId: string): MemberView[] {
		return this.data.members
			.filter((m) => m.campaignId === campaignId)
			.map(({ memberId, name, role, playerId, revoked, lastSeen }) => ({
				memberId,
				name,
				role,
				playerId,
				revoked,
				lastSeen
			}));
	}

	/** Revokes a member of the campaign; false if there is no such member. */
	revoke(campaignId: string, memberId: string): boolean {
		const m = this.data.members.find((x) => x.memberId === memberId && x.campaignId === campaignId);
		if (!m) return false;
		m.revoked = true;
		this.save();
		return true;
	}

	/** Notes when a member last connected (written at most once a minute per member). */
	seen(memberId: string, at: string): void {
		const m = this.data.members.find((x) => x.memberId === memberId);
		if (!m) return;
		const last = m.lastSeen ? Date.parse(m.lastSeen) : 0;
		m.lastSeen = at;
		if (Date.parse(at) - last > 60_000) this.save();
	}
}
