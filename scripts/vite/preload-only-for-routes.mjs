/**
 * Vite's preload helper adds a `<link rel="modulepreload">` for every module of an `import()`'s
 * graph the page has not loaded yet, all in the task that starts the import. Kept for SvelteKit's
 * route modules (imported by its app entry), so a navigation fetches a page's graph at once.
 * Dropped for the modules the pages `import()` once they run or when a button needs them (issue
 * 30): 31 links on /skirmish, up to 17 in one task, about half a millisecond each on a fast host
 * and 2 ms at Lighthouse's 4× slowdown. The browser then loads such a graph itself, a level at a
 * time: 0.05–0.3 s later on a first visit over slow 4G, no later from the service worker's cache
 * (docs/benchmarks.md, "Issue 30: fewer preload links").
 *
 * @param {string} file the module imported
 * @param {string[]} deps the modules its graph needs
 * @param {{ hostId: string }} host the chunk that imports it
 * @returns {string[]} the modules to add preload links for
 */
export function preloadOnlyForRoutes(file, deps, { hostId }) {
	if (ROOT_ERROR_PAGE.test(file)) return [];
	return /(^|\/)entry\/app\.[^/]+\.js$/.test(hostId) ? deps : [];
}

/**
 * SvelteKit's node 1, the root error page: its start imports it on every page, in the task before
 * hydration, though no page shows it then, and the helper added its 2 links there (≈ 18 ms of
 * `appendChild` at 8× on a slow host, issue 30). Its modules load all the same, a level at a time.
 * (CSS is not in `deps`: Vite keeps a lazy chunk's stylesheets whatever this returns.)
 */
const ROOT_ERROR_PAGE = /(^|\/)nodes\/1\.[^/]+\.js$/;
