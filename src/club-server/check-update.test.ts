/** The server's check of incoming updates (issue 29 point 4), without a network. */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { entry, member, result, shared } from '../lib/club/fixtures';
import { organiserMember } from '../lib/club/roles';
import { checkUpdate, LOG } from './check-update';

/** The server's document holding the shared campaign, and a device that synced it. */
function setup() {
	const server = new Y.Doc();
	server.getArray(LOG).push([shared()]);
	const device = new Y.Doc();
	Y.applyUpdate(device, Y.encodeStateAsUpdate(server));
	return { server, device };
}

/** The update a change on the device produces. */
function change(device: Y.Doc, edit: (d: Y.Doc) => void): Uint8Array {
	const before = Y.encodeStateVector(device);
	edit(device);
	return Y.encodeStateAsUpdate(device, before);
}

const codeOf = (r: ReturnType<typeof checkUpdate>) =>
	r.ok ? 'ok' : r.code === 'club.write_refused' ? String(r.params.reason) : r.code;

describe('checkUpdate', () => {
	const player = member('m-1', 'player', 'pl1');

	it('accepts appends the role allows, and leaves the document alone', () => {
		const { server, device } = setup();
		const e = result('m1', 'p1', { by: 'm-1' });
		const r = checkUpdate(
			server,
			change(device, (d) => d.getArray(LOG).push([e])),
			player
		);
		expect(r).toEqual({ ok: true, value: { added: [e] } });
		expect(server.getArray(LOG).length).toBe(1);
	});

	it('refuses entries the role does not allow, and damaged entries', () => {
		const { server, device } = setup();
		const turn = entry('turn-started', { input: {} }, { by: 'm-1' });
		const u = change(device, (d) => d.getArray(LOG).push([turn]));
		expect(codeOf(checkUpdate(server, u, player))).toBe('club.not_allowed_kind');
		const again = setup();
		const bad = change(again.device, (d) =>
			d.getArray(LOG).push([{ ...entry('turn-started', { input: {} }), id: 'x' }])
		);
		expect(codeOf(checkUpdate(again.server, bad, organiserMember))).toBe('club.entry_field');
	});

	it('refuses a deletion, another shared type and a nested type', () => {
		const { server, device } = setup();
		const del = change(device, (d) => d.getArray(LOG).delete(0, 1));
		expect(codeOf(checkUpdate(server, del, organiserMember))).toBe('entries may only be appended');
		const two = setup();
		const other = change(two.device, (d) => d.getMap('hack').set('x', 1));
		expect(codeOf(checkUpdate(two.server, other, organiserMember))).toBe('only the log may change');
		const three = setup();
		const nested = change(three.device, (d) => d.getArray(LOG).push([new Y.Map()]));
		expect(codeOf(checkUpdate(three.server, nested, organiserMember))).toBe(
			'entries are plain objects'
		);
	});

	it('refuses an update that builds on changes the server does not have', () => {
		const { server, device } = setup();
		change(device, (d) => d.getArray(LOG).push([entry('turn-started', { input: {} })]));
		const second = change(device, (d) =>
			d.getArray(LOG).push([entry('turn-started', { input: {} })])
		);
		expect(codeOf(checkUpdate(server, second, organiserMember))).toBe(
			'the update builds on changes the server does not have'
		);
	});
});
