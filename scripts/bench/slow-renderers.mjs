// Moves the renderer processes of one Chromium into a cgroup as they start (issue 30, used by
// scripts/bench/slow-host.ts with --renderers-only): the page's own processes get the slow host's
// quota while the browser, GPU and network processes run beside them, as on a host with more than
// one (slow) core. Polls every 10 ms; ends with the browser.
//
//   node scripts/bench/slow-renderers.mjs <browser pid> <cgroup dir>
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

const [browser, group] = process.argv.slice(2);
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
			writeFileSync(`${group}/cgroup.procs`, pid);
			moved.add(pid);
		} catch {
			// Gone already.
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
