/**
 * The club server against real providers (issue 29 points 1, 4, 6): the server runs in this
 * process on a free port with its folder in a temporary directory; devices are
 * @hocuspocus/provider instances over real WebSockets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, entry, result, shared } from '../lib/club/fixtures';
import type { ClubEntryV1 } from '../lib/club/entry';
import { missionConflicts } from '../lib/club/conflicts';
import { connectDevice, until, type Device } from './device';
import { startClubServer, type ClubServer } from './server';

const CLUB_KEY = 'test-club-key-0123456789abcdefghijklmnop';
let dir: string;
let server: ClubServer;
const devices: Device[] = [];

const start = () =>
	startClubServer({ dir, port: 0, host: '127.0.0.1', clubKey: CLUB_KEY, quiet: true });
const device = (key: string, campaignId = CAMPAIGN) => {
	const d = connectDevice({ port: server.port, campaignId, key });
	devices.push(d);
	return d;
};
const ids = (d: Device) => d.log().map((e) => e.id);
const has = (d: Device, e: ClubEntryV1) => () => ids(d).includes(e.id);
const synced = (d: Device) => until(() => d.provider.isSynced, 5000, 'sync');

async function http(method: string, path: string, key: string, body?: unknown) {
	const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
		method,
		headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body)
	});
	return { status: res.status, body: await res.json() };
}

const invite = async (role: 'player' | 'viewer', playerId?: string, campaignId = CAMPAIGN) =>
	(
		await http('POST', `/club/campaigns/${campaignId}/members`, CLUB_KEY, {
			role,
			name: role,
			playerId
		})
	).body as { memberId: string; key: string };

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'club-server-'));
	server = await start();
});
afterEach(() => {
	for (const d of devices.splice(0)) d.destroy();
});
afterAll(async () => {
	await server.stop();
	rmSync(dir, { recursive: true, force: true });
});

describe('the club server', () => {
	const start0 = shared();

	it('two devices append entries and both see both', async () => {
		const organiser = device(CLUB_KEY);
		await synced(organiser);
		organiser.append(start0);
		const { memberId, key } = await invite('player', 'pl1');
		const player = device(key);
		await until(has(player, start0), 5000, 'the shared campaign on the player');
		const mine = result('m1', 'p1', { by: memberId });
		const theirs = entry('turn-started', { input: { afterTurn: 0 } });
		player.append(mine);
		organiser.append(theirs);
		await until(() => has(organiser, mine)() && has(player, theirs)(), 5000, 'both entries');
		expect(new Set(ids(organiser))).toEqual(new Set(ids(player)));
		expect(player.told).toEqual([]);
	});

	it("a viewer's write is refused by the server: not applied there nor on the other device", async () => {
		const { memberId, key } = await invite('viewer');
		const viewer = device(key);
		const organiser = device(CLUB_KEY);
		await Promise.all([synced(viewer), synced(organiser)]);
		const sneaky = result('m2', 'p1', { by: memberId });
		viewer.append(sneaky);
		await until(() => viewer.told.length > 0, 5000, 'the refusal');
		expect(viewer.told[0]).toMatchObject({
			code: 'club.write_refused',
			params: { reason: { code: 'club.not_allowed_kind', params: { role: 'viewer' } } }
		});
		// A later entry of the organiser arrives; the viewer's never does.
		const later = entry('turn-started', { input: { afterTurn: 1 } });
		organiser.append(later);
		await until(has(viewer, later), 5000, 'the organiser’s entry on the viewer');
		const fresh = device(CLUB_KEY);
		await until(has(fresh, later), 5000, 'a fresh copy');
		expect(ids(organiser)).not.toContain(sneaky.id);
		expect(ids(fresh)).not.toContain(sneaky.id);
	});

	it('a wrong key gets nothing, and a member opens no other campaign', async () => {
		const stranger = device('not-a-key');
		await until(() => stranger.refusedBecause !== null, 5000, 'the refusal');
		expect(stranger.log()).toEqual([]);
		const { key } = await invite('player', 'pl1');
		const elsewhere = device(key, 'c2');
		await until(() => elsewhere.refusedBecause !== null, 5000, 'the refusal');
		expect(elsewhere.refusedBecause).toBe('club.not_allowed');
		expect((await http('GET', '/club/whoami', 'not-a-key')).status).toBe(401);
		expect((await http('GET', `/club/campaigns/${CAMPAIGN}/members`, key)).status).toBe(403);
	});

	it('a revoked member is disconnected and refused from then on', async () => {
		const { memberId, key } = await invite('player', 'pl1');
		// whoami also names the campaign player, so the device can grey out what would be refused.
		expect((await http('GET', '/club/whoami', key)).body).toEqual({
			memberId,
			role: 'player',
			playerId: 'pl1',
			campaignId: CAMPAIGN
		});
		const player = device(key);
		await synced(player);
		const revoked = await http(
			'DELETE',
			`/club/campaigns/${CAMPAIGN}/members/${memberId}`,
			CLUB_KEY
		);
		expect(revoked.status).toBe(200);
		await until(() => player.closed.includes('club.key_refused'), 5000, 'the disconnection');
		const organiser = device(CLUB_KEY);
		const after = entry('turn-started', { input: { afterTurn: 2 } });
		await synced(organiser);
		organiser.append(after);
		const again = device(key);
		await until(() => again.refusedBecause !== null, 5000, 'the refusal');
		expect(ids(player)).not.toContain(after.id);
		expect(again.log()).toEqual([]);
		expect((await http('GET', '/club/whoami', key)).status).toBe(401);
		const list = (await http('GET', `/club/campaigns/${CAMPAIGN}/members`, CLUB_KEY)).body;
		expect(list.find((m: { memberId: string }) => m.memberId === memberId)).toMatchObject({
			revoked: true
		});
	});

	it("a player renames its own pilot but not another player's", async () => {
		const { memberId, key } = await invite('player', 'pl1');
		const player = device(key);
		const organiser = device(CLUB_KEY);
		await Promise.all([synced(player), synced(organiser)]);
		const rename = (pilotId: string) =>
			entry('pilot-renamed', { pilotId, name: 'Red', before: 'x' }, { by: memberId });
		const own = rename('p1');
		player.append(own);
		await until(has(organiser, own), 5000, 'the own rename');
		const other = rename('p2');
		player.append(other);
		await until(() => player.told.length > 0, 5000, 'the refusal');
		expect(player.told[0]).toMatchObject({
			code: 'club.write_refused',
			params: { reason: { code: 'club.not_own_pilot', params: { pilot_id: 'p2' } } }
		});
		const later = entry('turn-started', { input: { afterTurn: 3 } });
		organiser.append(later);
		await until(has(player, later), 5000, 'the organiser’s entry');
		expect(ids(organiser)).not.toContain(other.id);
	});

	it('two devices offline record the same mission and another one: all land, the conflict shows on both', async () => {
		const a = await invite('player', 'pl1');
		const b = await invite('player', 'pl2');
		const one = device(a.key);
		const two = device(b.key);
		await Promise.all([synced(one), synced(two)]);
		one.socket.disconnect();
		two.socket.disconnect();
		// Offline, each device records several entries, one at a time.
		const mine = [result('m7', 'p1', { by: a.memberId }), result('m8', 'p1', { by: a.memberId })];
		const theirs = [result('m7', 'p2', { by: b.memberId }), result('m9', 'p2', { by: b.memberId })];
		for (const e of mine) one.append(e);
		for (const e of theirs) two.append(e);
		await new Promise((r) => setTimeout(r, 300));
		expect(ids(two)).not.toContain(mine[0].id);
		expect(one.provider.hasUnsyncedChanges).toBe(true);
		await Promise.all([one.socket.connect(), two.socket.connect()]);
		const all = [...mine, ...theirs];
		await until(() => all.every((e) => has(one, e)() && has(two, e)()), 5000, 'all entries');
		expect(ids(one)).toEqual(ids(two));
		expect(one.told).toEqual([]);
		expect(two.told).toEqual([]);
		for (const d of [one, two]) {
			const found = missionConflicts(d.log()).find((c) => c.missionId === 'm7');
			expect(new Set(found?.entryIds)).toEqual(new Set([mine[0].id, theirs[0].id]));
		}
	});

	it('a restart on the same folder loses nothing', async () => {
		const organiser = device(CLUB_KEY);
		await synced(organiser);
		const last = entry('house-rules-changed', { houseRules: { x: 1 }, before: {} });
		organiser.append(last);
		await until(() => !organiser.provider.hasUnsyncedChanges, 5000, 'the server’s ack');
		const before = ids(organiser);
		for (const d of devices.splice(0)) d.destroy();
		await server.stop();
		server = await start();
		const back = device(CLUB_KEY);
		await until(has(back, last), 5000, 'the log after the restart');
		expect(ids(back)).toEqual(before);
		expect(before.length).toBeGreaterThanOrEqual(6);
	});
});
