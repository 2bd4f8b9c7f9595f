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
 * @param {string} _file the module imported
 * @param {string[]} deps the modules its graph needs
 * @param {{ hostId: string }} host the chunk that imports it
 * @returns {string[]} the modules to add preload links for
 */
export function preloadOnlyForRoutes(_file, deps, { hostId }) {
	return /(^|\/)entry\/app\.[^/]+\.js$/.test(hostId) ? deps : [];
}
