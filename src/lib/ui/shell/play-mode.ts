/**
 * Which pages are "in play": there the app's chrome shrinks to a small menu so the board gets
 * the screen (ux principle 1). The Skirmish play and replay screens also fit the screen without
 * scrolling; the Dogfight play screen gets the small menu now and its fitted layout in part 2
 * of issue 18.
 */
const PLAY_PAGES = ['/skirmish/play', '/skirmish/replay', '/dogfight/play', '/dogfight/replay'];

const normalise = (pathname: string) =>
	pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

export const isPlayPage = (pathname: string): boolean => PLAY_PAGES.includes(normalise(pathname));

/** Play pages laid out to the screen: the page itself never scrolls, its panels do. */
const FIT_PAGES = ['/skirmish/play', '/skirmish/replay'];

export const isFitPage = (pathname: string): boolean => FIT_PAGES.includes(normalise(pathname));

/** The "How to play" page for the game a page belongs to, if any. */
export function helpPageFor(pathname: string): string | null {
	const path = normalise(pathname);
	if (path === '/skirmish' || path.startsWith('/skirmish/')) return '/help/skirmish';
	if (path === '/dogfight' || path.startsWith('/dogfight/')) return '/help/dogfight';
	return null;
}
