// A page that follows saved data live (the Campaigns page's list, issue 13) starts following it
// only once there is a database to follow (issue 30). A first visit has none: loading Dexie,
// making an empty database and watching it cost a slow phone four long tasks (100–140 ms each
// at 8× CPU on /campaigns) to show "no campaigns yet", which the page can say at once.
import { askDatabaseMayExist } from './read-saved';

/** What the page calls when it made the database itself (an imported backup), and on leaving. */
export interface DatabaseWatch {
	/** This page has just written to the database (so it exists now): start following. */
	appeared: () => void;
	/** The page is left: start nothing any more. */
	stop: () => void;
}

/** Where "is there a database?" is asked, and where a page being shown again is heard. */
export interface WhenDatabaseSteps {
	mayExist: () => Promise<boolean>;
	/** Calls `on` whenever the page is shown again; returns what stops listening. */
	onShown: (on: () => void) => () => void;
}

/**
 * Calls `start` once: at once if the database may exist, otherwise when the page reports that
 * it made it (`appeared`), or when the page is shown again and the database now exists (another
 * tab made one). Until then, `none` is called once, so the page shows its empty state.
 */
export function whenDatabase(
	start: () => void,
	none: () => void,
	steps: WhenDatabaseSteps = BROWSER
): DatabaseWatch {
	let done = false;
	let unlisten = () => {};
	const begin = () => {
		if (done) return;
		done = true;
		unlisten();
		start();
	};
	const ask = async () => {
		if (!done && (await steps.mayExist())) begin();
	};
	void steps.mayExist().then((exists) => {
		if (done) return;
		if (exists) return begin();
		none();
		unlisten = steps.onShown(() => void ask());
	});
	return {
		appeared: begin,
		stop: () => {
			done = true;
			unlisten();
		}
	};
}

const BROWSER: WhenDatabaseSteps = {
	mayExist: askDatabaseMayExist,
	onShown: (on) => {
		const shown = () => {
			if (document.visibilityState === 'visible') on();
		};
		document.addEventListener('visibilitychange', shown);
		window.addEventListener('focus', on);
		return () => {
			document.removeEventListener('visibilitychange', shown);
			window.removeEventListener('focus', on);
		};
	}
};
