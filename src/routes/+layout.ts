// A static SPA: every page is prerendered as a shell and runs only in the browser,
// where IndexedDB, the service worker and chart.js live.
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';
