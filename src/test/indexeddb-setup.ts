/**
 * IndexedDB for every unit file, before any file imports Dexie (vite.config.ts `setupFiles`,
 * issue 30). Files share their worker's modules (`isolate: false`), and Dexie looks for
 * `indexedDB` once, when it is first imported: a file that imported the app's database code
 * without `fake-indexeddb/auto` of its own left Dexie without IndexedDB for every later file in
 * that worker ("IndexedDB API missing"), depending on which files a worker happened to run first.
 * Each database test still opens its own named database (`useDb`).
 */
import 'fake-indexeddb/auto';
