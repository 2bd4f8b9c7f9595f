/**
 * A simulated device for the club server's tests and load script (issue 29): a Y.Doc connected
 * through the real @hocuspocus/provider (Node's `ws` as its WebSocket), recording what the server
 * tells it.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { docNameOf, type ClubEntryV1 } from '../lib/club/entry';
import { LOG } from './check-update';

export interface Device {
	doc: Y.Doc;
	provider: HocuspocusProvider;
	/** The device's WebSocket: `disconnect()` takes it offline, `connect()` back online. */
	socket: HocuspocusProviderWebsocket;
	/** Stateless messages from the server (refusals), parsed. */
	told: { code: string; params: Record<string, unknown> }[];
	/** Why authentication failed, if it did. */
	refusedBecause: string | null;
	/** Close reasons the server sent. */
	closed: string[];
	log: () => ClubEntryV1[];
	append: (...entries: ClubEntryV1[]) => void;
	destroy: () => void;
}

export function connectDevice(opts: {
	port: number;
	campaignId: string;
	key: string;
	doc?: Y.Doc;
}): Device {
	const doc = opts.doc ?? new Y.Doc();
	const socket = new HocuspocusProviderWebsocket({
		url: `ws://127.0.0.1:${opts.port}`,
		WebSocketPolyfill: WebSocket,
		delay: 50,
		minDelay: 50,
		maxDelay: 500
	});
	const device: Device = {
		doc,
		provider: new HocuspocusProvider({
			websocketProvider: socket,
			name: docNameOf(opts.campaignId),
			token: opts.key,
			document: doc,
			onStateless: ({ payload }) => device.told.push(JSON.parse(payload)),
			onAuthenticationFailed: ({ reason }) => (device.refusedBecause = reason),
			onClose: ({ event }) => device.closed.push(event.reason)
		}),
		socket,
		told: [],
		refusedBecause: null,
		closed: [],
		log: () => doc.getArray<ClubEntryV1>(LOG).toArray(),
		append: (...entries) => doc.getArray<ClubEntryV1>(LOG).push(entries),
		destroy: () => {
			device.provider.destroy();
			socket.destroy();
		}
	};
	device.provider.attach();
	return device;
}

/** Waits until `ready()` holds (polling), or fails after `ms`. */
export async function until(ready: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
	const end = Date.now() + ms;
	while (!ready()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 10));
	}
}
