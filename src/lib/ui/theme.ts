export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'tallyho.theme';

export function readTheme(): ThemeChoice {
	try {
		const t = localStorage.getItem(KEY);
		return t === 'light' || t === 'dark' ? t : 'system';
	} catch {
		return 'system';
	}
}

/** Applied through a data attribute that app.css reads; app.html applies it before first paint. */
export function applyTheme(choice: ThemeChoice): void {
	try {
		if (choice === 'system') localStorage.removeItem(KEY);
		else localStorage.setItem(KEY, choice);
	} catch {
		// Private mode without storage: the choice still applies for this visit.
	}
	if (choice === 'system') delete document.documentElement.dataset.theme;
	else document.documentElement.dataset.theme = choice;
}
