import Dexie, { type Table } from 'dexie';
import { declareSchema } from './schema';

export interface KvRow {
	key: string;
	value: unknown;
}

/** The app's one IndexedDB database. Nothing outside src/lib/db touches IndexedDB. */
export class TallyHoDb extends Dexie {
	kv!: Table<KvRow, string>;

	constructor(name = 'tally-ho') {
		super(name);
		declareSchema(this);
	}
}

let instance: TallyHoDb | null = null;

/** The shared database (opened lazily, so nothing runs during prerendering). */
export function getDb(): TallyHoDb {
	instance ??= new TallyHoDb();
	return instance;
}

/** Tests open their own database (fake-indexeddb) and can swap the shared one. */
export function useDb(db: TallyHoDb): void {
	instance = db;
}
