// A static app: every page is prerendered. Most run only in the browser (ssr = false: an empty
// shell), where IndexedDB, the service worker and chart.js live; the home page, the area pages and
// the static pages opt in to server rendering in their +page.ts, so they paint before JavaScript.

export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';
