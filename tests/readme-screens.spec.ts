import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';
import { closeToasts, createCampaign, playTurn } from './campaign-helpers';

/**
 * The README's three tablet screenshots (issue 28): campaign, Skirmish and Dogfight at 1024×768,
 * so a newcomer sees the app before installing it. `npm run screens` (tag @screens) writes them to
 * docs/screenshots/ (JPEG); they are committed, so `npm test` leaves this out.
 */

const DIR = 'docs/screenshots';

test.use({
	viewport: { width: 1024, height: 768 },
	hasTouch: true,
	locale: 'en-GB',
	colorScheme: 'light'
});

/** The first visit's "works offline" notice is closed before any picture is taken. */
async function offlineNoticeClosed(page: Page): Promise<void> {
	await page.goto('/');
	const notice = page.getByTestId('app-notice');
	await expect(notice).toBeVisible({ timeout: 15_000 });
	await notice.getByRole('button').tap();
	await expect(notice).toHaveCount(0);
}

/** JPEG at quality 88: the hex map's fine lines make a PNG of the Dogfight screen ~160 kB; these
 * stay well under 150 kB each with their words crisp. */
const save = (page: Page, name: string) =>
	page.screenshot({
		path: `${DIR}/${name}.jpg`,
		type: 'jpeg',
		quality: 88,
		animations: 'disabled',
		caret: 'hide'
	});

test(
	'README: campaign, Skirmish and Dogfight on a tablet',
	{ tag: '@screens' },
	async ({ page }) => {
		test.setTimeout(120_000);
		const errors = watchErrors(page);
		await offlineNoticeClosed(page);

		// Campaign: a new campaign with its first turn started, the overview.
		await closeToasts(page);
		await createCampaign(page, 'en');
		await playTurn(page, 'en');
		await page.evaluate(() => window.scrollTo(0, 0));
		await save(page, 'campaign');

		// Skirmish: the guided first game, its first decision.
		await page.goto('/skirmish');
		await page.getByTestId('tutorial-start').tap();
		await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'welcome');
		await save(page, 'skirmish');

		// Dogfight: a quick two-against-two at close range, the first plot.
		await page.goto('/dogfight/new?seed=5&start=close');
		await page.getByTestId('quick-2v2').tap();
		await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
		await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
		await save(page, 'dogfight');
		expect(errors).toEqual([]);
	}
);
