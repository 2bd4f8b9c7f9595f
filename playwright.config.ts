import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/find-chromium.mjs';

// Playwright cannot download its own browser on our machines: drive Debian's Chromium
// (toolchain.md), its headless shell where installed (scripts/find-chromium.mjs). Where there is
// none, Playwright's own (`npx playwright install chromium`).
const chromium: string | undefined = testChromium();

// Screenshot tours (tag @screens) only save pictures for people to look at: `npm test` leaves
// them out, `npm run screens` (SCREENS=1) runs only them (issue 30).
const screens = process.env.SCREENS === '1';

// E2E_PORT lets two checkouts run their end-to-end tests side by side.
const port = Number(process.env.E2E_PORT) || 4173;

export default defineConfig({
	testDir: 'tests',
	testMatch: '**/*.spec.ts',
	grep: screens ? /@screens/ : undefined,
	grepInvert: screens ? undefined : /@screens/,
	// Two workers, one spec file each at a time (issue 30): a 2-core machine runs the browser
	// of one spec while the other's waits on its page. Specs share nothing but the built app; the
	// club spec's server has a port of its own, and its file runs in one worker.
	fullyParallel: false,
	workers: 2,
	// A failing test runs once more, recording a trace (test-results/…/trace.zip; open it with
	// `npx playwright show-trace`). Recording one for every test cost a third of the e2e time
	// (issue 30, docs/benchmarks.md). A test that passes on its second run still fails the run.
	retries: 1,
	failOnFlakyTests: true,
	timeout: 60_000,
	reporter: [['list']],
	use: {
		baseURL: `http://localhost:${port}`,
		...devices['Desktop Chrome'],
		// Tablet first: a 1024×768 touch viewport.
		viewport: { width: 1024, height: 768 },
		hasTouch: true,
		locale: 'en-GB',
		isMobile: false,
		launchOptions: {
			executablePath: chromium,
			args: [
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run'
			]
		},
		trace: 'on-first-retry',
		// Every fresh context would install the app for offline use, fetching and caching the whole
		// build: about an eighth of the e2e time (issue 30, docs/benchmarks.md). Tests about offline
		// use, the "works offline" notice or the first visit's held line opt in with
		// `test.use({ serviceWorkers: 'allow' })`.
		serviceWorkers: 'block'
	},
	webServer: {
		// The service worker exists only in a build, so e2e always runs against build + preview.
		command: `npm run build && npx vite preview --port ${port} --strictPort`,
		port,
		reuseExistingServer: !process.env.CI,
		timeout: 180_000
	}
});
