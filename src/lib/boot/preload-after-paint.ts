// First paint before JavaScript (issue 19). A server-rendered page arrives as complete HTML; its
// modules only make it interactive. SvelteKit would list every module the page imports as
// <link rel="modulepreload"> in the head, so Chrome fetches them at high priority while it parses
// the page, and when they arrive quickly (a fast link, the service worker's cache) it runs the
// app before painting: the page shows only after hydration, and Lighthouse counts every such
// module as blocking the first paint (its /skirmish score swung between 88 and 100 on that race).
// Instead the page asks for its modules once it has painted: the entry script at the end of the
// body starts as before, and the rest of the module graph is fetched in parallel one frame later
// rather than one import at a time.

/**
 * Links added in one task (issue 30), at most. Adding a `modulepreload` link costs the main thread
 * about a millisecond on a fast host and 7–20 ms on a slow phone (it starts a request): 47 of them
 * in one task (/skirmish before issue 30) blocked it for 50–200 ms at Lighthouse's 4× slowdown.
 */
export const LINKS_PER_TASK = 4;

/**
 * A task stops adding links once it has spent this long (ms), even before `LINKS_PER_TASK`
 * (issue 30): four links of a slow phone made tasks of 40–100 ms at 8× CPU, each counted in the
 * blocking time past 50 ms, while a fast host still adds four a task.
 */
export const LINK_TASK_BUDGET_MS = 6;

/**
 * Where the inline script leaves a promise that settles once its last link is in (issue 30). Vite's
 * preload helper lists the page's links once, at its first call, and adds a link for every module
 * an import needs that was not in that list. SvelteKit's start imports the page's own modules
 * through it, so a start before the script's last task added many of the page's modules a second
 * time, in bursts of up to 20 links in one task (docs/benchmarks.md, "Issue 30: fewer preload
 * links"). `src/hooks.client.ts` holds the start until the promise settles.
 */
export const PRELOADS_ADDED = '__tallyhoPreloadsAdded';

/** SvelteKit's two entry scripts (`entry/start.…js`, `entry/app.…js`). */
const ENTRY = /\/entry\/(start|app)\.[^/]*\.js$/;

/**
 * The modules to preload: all of a page's but SvelteKit's two entries, which its own inline
 * script at the end of the body already imports while the page is parsed (issue 30: their links
 * only cost two `appendChild`s, up to a task of links on a slow host, for modules already on their
 * way).
 */
export function modulesToPreload(paths: readonly string[]): string[] {
	return paths.filter((p) => !ENTRY.test(p));
}

/**
 * The inline script that adds a `modulepreload` link for each of `paths` after the page's first
 * frame (a `requestAnimationFrame` callback runs before that frame paints; the timeout after it
 * runs once it has), `LINKS_PER_TASK` at a time or fewer once a task has spent
 * `LINK_TASK_BUDGET_MS`, each group in a task of its own, in order; then
 * settles `window[PRELOADS_ADDED]` in a task of its own after the last group. Settled in the last
 * group's task, the app's start and hydration ran in that task's microtasks, and the links made
 * the page's longest task longer still (issue 30, a slow host: `first-load.ts` showed
 * "TimerFire; RunMicrotasks 86 ms; FunctionCall /skirmish 8 ms" at 4×).
 */
export function preloadAfterFirstPaint(paths: readonly string[]): string {
	// `<` escaped so that no path can close the script element.
	const list = JSON.stringify(paths).replaceAll('<', '\\u003c');
	return (
		`<script>window.${PRELOADS_ADDED}=new Promise(function(d){requestAnimationFrame(function(){` +
		`var p=${list},i=0;function a(){var t=performance.now(),n=0;do{` +
		"var l=document.createElement('link');l.rel='modulepreload';l.href=p[i++];" +
		`document.head.appendChild(l)}while(i<p.length&&++n<${LINKS_PER_TASK}&&` +
		`performance.now()-t<${LINK_TASK_BUDGET_MS});setTimeout(i<p.length?a:d)}` +
		'setTimeout(p.length?a:d)})})</script>'
	);
}
