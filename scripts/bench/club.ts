/**
 * Club server load (issue 29): 50 simulated devices (real @hocuspocus/provider instances over
 * WebSockets, all in this process) on 20 shared campaigns, against the club server started as a
 * child process on localhost with its folder in a temporary directory. Every device appends an
 * entry per round (rounds spread over a second); the latency of an entry is the time from its
 * append on the writer to its arrival on each other device of the campaign. Bounded: ROUNDS
 * rounds, and the whole run stops after LIMIT_MS.
 *
 *   npm run bench -- --only club          (or: npx tsx scripts/bench/club.ts)
 *
 * Prints sync latency p50/p95/max, the server's resident memory (RSS, at the end and its peak)
 * and its CPU time per second of the run, read from /proc (Linux).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORGANISER, type ClubEntryV1 } from '../../src/lib/club/entry';
import { newEntryId } from '../../src/lib/club/new-id';
import { connectDevice, until, type Device } from '../../src/club-server/device';
import { quantile, reportFigures, type Figure } from './figures';

const DEVICES = 50;
const CAMPAIGNS = 20;
const ROUNDS = 10;
const ROUND_MS = 1000;
const LIMIT_MS = 90_000;
const CLUB_KEY = 'bench-club-key-0123456789abcdefghijklmnopqrstu';

const limit = setTimeout(() => {
	console.error(`club bench: stopped after ${LIMIT_MS / 1000} s`);
	process.exit(1);
}, LIMIT_MS);

const freePort = () =>
	new Promise<number>((resolve) => {
		const s = createServer();
		s.listen(0, '127.0.0.1', () => {
			const port = (s.address() as { port: number }).port;
			s.close(() => resolve(port));
		});
	});

/** The server process's CPU ms (user + system) and memory (kB), from /proc. */
function procOf(pid: number) {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	const ticks = Number(fields[11]) + Number(fields[12]);
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
	return { cpuMs: ticks * 10, rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
}

const at = () => new Date().toISOString();
const make = (
	campaignId: string,
	by: string,
	kind: ClubEntryV1['kind'],
	body: Record<string, unknown>
): ClubEntryV1 => ({
	v: 1,
	id: newEntryId(),
	campaignId,
	by,
	device: by,
	at: at(),
	seen: [],
	kind,
	body
});

async function main() {
	const dir = mkdtempSync(join(tmpdir(), 'club-bench-'));
	const port = await freePort();
	const child = spawn(
		process.execPath,
		['--import', 'tsx', 'src/club-server/main.ts', '--dir', dir, '--port', String(port)],
		{ env: { ...process.env, CLUB_KEY }, stdio: ['ignore', 'pipe', 'inherit'] }
	);
	child.stdout.setEncoding('utf8');
	await new Promise<void>((resolve) =>
		child.stdout.on('data', (s: string) => s.includes('club server on') && resolve())
	);
	const pid = child.pid!;
	const api = async (path: string, body: unknown) => {
		const res = await fetch(`http://127.0.0.1:${port}${path}`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${CLUB_KEY}` },
			body: JSON.stringify(body)
		});
		return (await res.json()) as { memberId: string; key: string };
	};

	// Campaign k has devices k, k+20, k+40 (50 devices: 10 campaigns with 3, 10 with 2); its first
	// device is the organiser's, the others are players with a pilot each.
	type Seat = { device: Device; campaignId: string; by: string; pilotId: string | null };
	const seats: Seat[] = [];
	for (let i = 0; i < DEVICES; i++) {
		const campaignId = `bench-${i % CAMPAIGNS}`;
		if (i < CAMPAIGNS) {
			seats.push({
				device: connectDevice({ port, campaignId, key: CLUB_KEY }),
				campaignId,
				by: ORGANISER,
				pilotId: null
			});
		} else {
			const playerId = `pl-${i}`;
			const { memberId, key } = await api(`/club/campaigns/${campaignId}/members`, {
				role: 'player',
				name: `Player ${i}`,
				playerId
			});
			seats.push({
				device: connectDevice({ port, campaignId, key }),
				campaignId,
				by: memberId,
				pilotId: `p-${i}`
			});
		}
	}
	await until(() => seats.every((s) => s.device.provider.isSynced), 20_000, 'all devices synced');
	for (let k = 0; k < CAMPAIGNS; k++) {
		const campaignId = `bench-${k}`;
		const pilots = seats
			.filter((s) => s.campaignId === campaignId && s.pilotId)
			.map((s) => ({ id: s.pilotId, playerId: `pl-${s.pilotId!.slice(2)}` }));
		seats[k].device.append(
			make(campaignId, ORGANISER, 'campaign-shared', {
				bundle: { campaign: { id: campaignId }, pilots }
			})
		);
	}
	const peers = (s: Seat) => seats.filter((o) => o !== s && o.campaignId === s.campaignId);
	await until(
		() => seats.every((s) => s.device.log().length === 1),
		20_000,
		'every campaign shared'
	);

	// Arrival times: entry id → the time it was appended, and each arrival on another device.
	const sentAt = new Map<string, number>();
	const latencies: number[] = [];
	for (const s of seats) {
		s.device.doc.getArray<ClubEntryV1>('log').observe((event, tx) => {
			if (tx.local) return;
			const now = performance.now();
			for (const item of event.changes.added) {
				for (const e of item.content.getContent() as ClubEntryV1[]) {
					const t = sentAt.get(e.id);
					if (t !== undefined) latencies.push(now - t);
				}
			}
		});
	}

	const before = procOf(pid);
	const started = performance.now();
	let expected = 0;
	for (let round = 0; round < ROUNDS; round++) {
		await Promise.all(
			seats.map(async (s, i) => {
				await new Promise((r) => setTimeout(r, ((i * 37) % DEVICES) * (ROUND_MS / DEVICES)));
				const e = s.pilotId
					? make(s.campaignId, s.by, 'result-recorded', {
							missionId: `m-${round}-${i}`,
							input: { outcome: 'A', playedAt: at(), pilotOutcomes: [{ pilotId: s.pilotId }] }
						})
					: make(s.campaignId, s.by, 'turn-started', { input: { afterTurn: round } });
				sentAt.set(e.id, performance.now());
				expected += peers(s).length;
				s.device.append(e);
			})
		);
	}
	await until(() => latencies.length >= expected, 30_000, 'every entry on every device');
	const seconds = (performance.now() - started) / 1000;
	const after = procOf(pid);
	const refused = seats.reduce((n, s) => n + s.device.told.length, 0);
	for (const s of seats) s.device.destroy();
	child.kill('SIGTERM');
	await new Promise((r) => child.on('exit', r));
	rmSync(dir, { recursive: true, force: true });
	clearTimeout(limit);

	const p50 = quantile(latencies, 0.5);
	const p95 = quantile(latencies, 0.95);
	const max = Math.max(...latencies);
	const cpuPerSecond = (after.cpuMs - before.cpuMs) / seconds;
	console.log(
		`${DEVICES} devices, ${CAMPAIGNS} campaigns, ${ROUNDS} rounds: ${sentAt.size} entries, ` +
			`${latencies.length} deliveries in ${seconds.toFixed(1)} s; ${refused} refused`
	);
	console.log(
		`sync latency p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`
	);
	console.log(
		`server RSS ${(after.rssKb / 1024).toFixed(1)} MB (peak ${(after.peakKb / 1024).toFixed(1)} MB), ` +
			`CPU ${cpuPerSecond.toFixed(0)} ms per second (${(cpuPerSecond / 10).toFixed(1)} % of a core)`
	);
	const figures: Figure[] = [
		{ name: 'club sync latency p50', value: p50, unit: 'ms' },
		{ name: 'club sync latency p95', value: p95, unit: 'ms', target: { op: '<=', value: 1000 } },
		{ name: 'club server RSS (peak)', value: after.peakKb / 1024, unit: 'MB' },
		{
			name: 'club server CPU',
			value: cpuPerSecond / 10,
			unit: '% of a core',
			note: `${DEVICES} devices, ${CAMPAIGNS} campaigns, ${ROUNDS} rounds of one entry each`
		}
	];
	if (refused > 0) throw new Error(`${refused} entries refused`);
	reportFigures(figures);
}

await main();
