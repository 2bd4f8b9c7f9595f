// Builds the app and serves the build with `vite preview`, as the end-to-end tests do (the service
// worker and the prerendered pages exist only in a build). Shared by the browser benchmarks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface Served {
	url: string;
	stop: () => void;
}

async function answers(url: string): Promise<boolean> {
	try {
		return (await fetch(url)).ok;
	} catch {
		return false;
	}
}

/**
 * The port: BENCH_PORT, else E2E_PORT, else 4173. A server already answering there is reused
 * (and left running); otherwise `npm run build` runs (unless `build` is false and a build exists)
 * and `vite preview` serves it until `stop()`.
 */
export async function serveBuild({ build = true } = {}): Promise<Served> {
	const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT) || 4173;
	const url = `http://localhost:${port}`;
	if (await answers(url)) return { url, stop: () => undefined };
	if (build || !existsSync('build/index.html')) {
		const r = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
		if (r.status !== 0) throw new Error('npm run build failed');
	}
	const server: ChildProcess = spawn(
		'npx',
		['vite', 'preview', '--port', String(port), '--strictPort'],
		{ stdio: 'ignore', detached: true }
	);
	const stop = () => {
		// The whole process group: npx starts vite as a child.
		if (server.pid) {
			try {
				process.kill(-server.pid, 'SIGTERM');
			} catch {
				// Already gone.
			}
		}
	};
	for (let i = 0; i < 300 && !(await answers(url)); i++)
		await new Promise((r) => setTimeout(r, 200));
	if (!(await answers(url))) {
		stop();
		throw new Error(`vite preview did not answer on ${url}`);
	}
	return { url, stop };
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	if (sorted.length === 0) return NaN;
	const rank = Math.ceil((p / 100) * sorted.length);
	return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
