/**
 * A thrown value as text for a page's notice. Its own module (issue 30) so that a page can word an
 * error without loading the database (live.ts imports Dexie).
 */
export function errorMessage(e: unknown): string {
	if (e instanceof Error) return e.message;
	return String(e);
}
