/** The app's one IndexedDB database's name (a module of its own: `exists.ts` needs it without Dexie). */
export const DB_NAME = 'tally-ho';
