// Moves the renderer processes of one Chromium into a cgroup as they start (issue 30, used by
// scripts/bench/slow-host.ts with --renderers-only): the page's own processes get the slow host's
// quota while the browser, GPU and network processes run beside them, as on a host with more than
// one (slow) core. Polls every 10 ms; ends with the browser.
//
// With `main`, only each renderer's main thread gets the quota: its other threads (V8's compilers
// and garbage collector helpers, the compositor, workers) run beside it, as on a host with slow
// cores but more than one of them. Lighthouse's CPU test runs on the main thread, so the printed
// benchmarkIndex is that thread's speed either way (docs/benchmarks.md, "… the slow host's
// stalls").
//
//   node scripts/bench/slow-renderers.mjs <browser pid> <cgroup dir> [main]
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

const [browser, group, only] = process.argv.slice(2);
const mainOnly = only === 'main';
/** The machine's own group, where threads other than a renderer's main thread go back to. */
const root = `${group}/../tasks`;
const moved = new Set();
// Processes that are not the browser's: skipped from then on. Reading every process's cmdline
// each 10 ms cost the watcher ≈ 15 % of a core (issue 30, 10:10), beside the browser it measures.
const others = new Set();

/** The parent of a process, from /proc/<pid>/stat (the field after the command in brackets). */
function parent(pid) {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
	} catch {
		return undefined;
	}
}

function descends(pid) {
	for (let p = pid, i = 0; p && p !== '1' && i < 10; p = parent(p), i++)
		if (p === browser) return true;
	return false;
}

function sweep() {
	for (const pid of readdirSync('/proc')) {
		if (!/^\d+$/.test(pid) || moved.has(pid) || others.has(pid)) continue;
		// A process's ancestry is fixed once it runs (a renderer forked by the zygote is the
		// browser's from its start); its cmdline is not (the zygote renames its children).
		if (!descends(pid)) {
			others.add(pid);
			continue;
		}
		let cmd;
		try {
			cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
		} catch {
			continue;
		}
		if (!cmd.includes('--type=renderer')) continue;
		try {
			// A thread's own id is its process's for the main thread (cgroup v1 moves one thread
			// through `tasks`, all of them through `cgroup.procs`).
			writeFileSync(`${group}/${mainOnly ? 'tasks' : 'cgroup.procs'}`, pid);
			moved.add(pid);
		} catch {
			// Gone already.
		}
	}
	if (mainOnly) for (const pid of moved) sendBackOtherThreads(pid);
}

/** Threads already sent back (a thread stays where it was put). */
const sentBack = new Set();

/**
 * A thread started by a main thread in the group starts in it too, and the threads a renderer had
 * before it was moved stay where they were: each other thread goes to the machine's group, once.
 */
function sendBackOtherThreads(pid) {
	let threads;
	try {
		threads = readdirSync(`/proc/${pid}/task`);
	} catch {
		moved.delete(pid);
		return;
	}
	for (const tid of threads) {
		if (tid === pid || sentBack.has(tid)) continue;
		try {
			writeFileSync(root, tid);
			sentBack.add(tid);
		} catch {
			// Ended meanwhile.
		}
	}
}

const timer = setInterval(() => {
	if (!existsSync(`/proc/${browser}`)) {
		clearInterval(timer);
		return;
	}
	sweep();
}, 10);
