import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { asAppPage, expect, test, type Page } from './app-test';
import { placesSeen, waitForServiceWorker, watchPlaces } from './helpers';
import { closeToasts, createCampaign, enterKillAndWin, playTurn } from './campaign-helpers';

// Service workers are blocked unless a test asks for them (playwright.config.ts): the club's
// devices go offline mid-game, as at a table, with the app saved for offline use.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 29: a campaign shared through the REAL club server (src/club-server, started here on its
 * own port with a folder of its own). Two devices are two browser contexts; "offline" is the
 * context offline AND the server stopped (Chromium keeps an open WebSocket through setOffline),
 * which also proves a restarted server loses nothing.
 */
const CLUB_PORT = Number(process.env.CLUB_E2E_PORT) || 4406;
const CLUB_KEY = 'e2e-club-key-0123456789abcdef';
const SERVER = `localhost:${CLUB_PORT}`;

let dir = '';
let server: ChildProcess | null = null;

async function startServer(): Promise<void> {
	const spawnServer = () =>
		spawn(
			'node_modules/.bin/tsx',
			['src/club-server/main.ts', '--dir', dir, '--port', String(CLUB_PORT), '--host', '127.0.0.1'],
			{ env: { ...process.env, CLUB_KEY }, stdio: 'ignore', detached: true }
		);
	server = spawnServer();
	await expect(async () => {
		// The stopped server's process may still hold the port for a moment: start again.
		if (server?.exitCode !== null) server = spawnServer();
		const r = await fetch(`http://127.0.0.1:${CLUB_PORT}/club/whoami`, {
			headers: { Authorization: `Bearer ${CLUB_KEY}` }
		});
		expect(r.status).toBe(200);
	}).toPass({ timeout: 30_000 });
}

async function stopServer(): Promise<void> {
	const child = server;
	if (!child?.pid) return;
	server = null;
	const gone = new Promise((done) => child.once('exit', done));
	try {
		process.kill(-child.pid, 'SIGTERM');
	} catch {
		return; // already gone
	}
	await gone;
}

test.beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
	await startServer();
});

test.afterAll(async () => {
	await stopServer();
	rmSync(dir, { recursive: true, force: true });
});

const status = (page: Page) => page.getByTestId('club-status');

async function upToDate(page: Page): Promise<void> {
	await expect(status(page)).toContainText('Up to date', { timeout: 45_000 });
}

/** A second device: its own context (own IndexedDB), opening an invitation link. */
async function device(
	browser: Browser,
	link: string,
	viewport = { width: 1024, height: 768 }
): Promise<{ ctx: BrowserContext; page: Page }> {
	const ctx = await browser.newContext({
		viewport,
		hasTouch: true,
		locale: 'en-GB'
	});
	const page = asAppPage(await ctx.newPage());
	await page.goto(link);
	return { ctx, page };
}

async function invite(page: Page, name: string, role: 'player' | 'viewer'): Promise<string> {
	const members = page.getByTestId('club-members');
	await members.locator('input[name="member-name"]').fill(name);
	await members.getByRole('radio', { name: role === 'player' ? /^Player/ : /^Viewer/ }).check();
	if (role === 'player') {
		await members.locator('select[name="member-player"]').selectOption({ index: 1 });
	}
	await members.getByRole('button', { name: 'Create the invitation' }).tap();
	await expect(page.getByTestId('club-qr').locator('svg')).toBeVisible();
	return page.getByTestId('club-invitation-link').inputValue();
}

/** The pages whose "Enter result" positions are being noted (`watchPlaces`, once a page). */
const watched = new WeakSet<Page>();
const ENTER_RESULT = 'a[href^="/campaigns/result"]';

/**
 * Records the open mission `index` (0 or 1) of the current turn from the overview. The club's
 * status line and the organiser's members load after the missions: the missions' buttons must not
 * move meanwhile (the members and invitation form once opened above them and pushed them down a
 * screen; a tap landed where the link had been, in CI).
 */
async function record(
	page: Page,
	campaignId: string,
	index: number,
	role: 'organiser' | 'player'
): Promise<void> {
	if (!watched.has(page)) await watchPlaces(page, ENTER_RESULT);
	watched.add(page);
	await page.goto(`/campaigns/view?id=${campaignId}`);
	await expect(status(page)).toBeVisible();
	if (role === 'organiser') await expect(page.getByTestId('club-members')).toBeVisible();
	expect(
		await placesSeen(page, ENTER_RESULT),
		'where "Enter result" was as the page settled'
	).toHaveLength(1);
	await page.getByRole('link', { name: 'Enter result' }).nth(index).tap();
	await enterKillAndWin(page, 'en');
	await page.getByTestId('save-result').tap();
	await expect(page.getByText('The result is stored')).toBeVisible();
}
const openResults = (page: Page) => page.getByRole('link', { name: 'Enter result' });

test('a campaign shared with the club: offline results, a conflict, roles and keys', async ({
	page,
	browser
}) => {
	test.setTimeout(300_000);
	await closeToasts(page);
	const id = await createCampaign(page, 'en');

	// The organiser shares it.
	await page.getByRole('button', { name: 'Share with the club' }).tap();
	await page.locator('input[name="server"]').fill(SERVER);
	await page.locator('input[name="key"]').fill(CLUB_KEY);
	await page.getByRole('button', { name: 'Share this campaign' }).tap();
	await upToDate(page);
	await expect(status(page)).toContainText('You organise this campaign');

	// A player joins from the link; the key leaves the address at once.
	const playerLink = await invite(page, 'Ann', 'player');
	expect(playerLink).toContain('/club/join#');
	// The player on a phone: the club's status line wraps there, and must not move the missions.
	const player = await device(browser, playerLink, { width: 390, height: 844 });
	await expect(player.page).toHaveURL(new RegExp(`/campaigns/view\\?id=${id}`), {
		timeout: 30_000
	});
	expect(player.page.url()).not.toContain('key=');
	await upToDate(player.page);
	await expect(status(player.page)).toContainText('You play in this campaign');

	// Turn 1, started by the organiser, reaches the player.
	await playTurn(page, 'en', 1);
	await player.page.goto(`/campaigns/view?id=${id}`);
	await expect(player.page.getByTestId('current-turn')).toHaveText('Campaign turn 1', {
		timeout: 30_000
	});
	await expect(openResults(player.page)).toHaveCount(2);
	// The organiser plans the crews: a player is not offered the change the server would refuse.
	await expect(player.page.getByTestId('change-crew')).toHaveCount(0);
	await expect(page.getByTestId('change-crew')).toHaveCount(2);

	// Both offline (and the server down): each records one of the turn's two missions. The pages
	// come from the service worker's cache then, so both devices must have it in control first
	// (the player's installs while the test goes on; going offline before raced it once in CI).
	for (const p of [page, player.page]) await waitForServiceWorker(p);
	await page.context().setOffline(true);
	await player.ctx.setOffline(true);
	await stopServer();
	await record(page, id, 0, 'organiser');
	await record(player.page, id, 1, 'player');
	await page.goto(`/campaigns/view?id=${id}`);
	await expect(status(page)).toContainText('1 change waiting');
	// The server restarts with its folder; both reconnect: both results on both devices.
	await startServer();
	await page.context().setOffline(false);
	await player.ctx.setOffline(false);
	for (const p of [page, player.page]) {
		await p.goto(`/campaigns/view?id=${id}`);
		await upToDate(p);
		await expect(openResults(p)).toHaveCount(0, { timeout: 30_000 });
	}
	// The organiser plays the next turn; a player is told so, not offered a roll the server would
	// refuse (it was, without a word: the roll's refusal had no place on the page).
	await expect(page.getByTestId('play-turn')).toBeVisible();
	await expect(player.page.getByTestId('turn-by-organiser')).toHaveText(
		'The organiser rolls and starts each campaign turn; it reaches this device when it syncs.'
	);
	await expect(player.page.getByTestId('play-turn')).toHaveCount(0);
	await player.page.goto(`/campaigns/turn?id=${id}`);
	await expect(player.page.getByTestId('turn-by-organiser')).toBeVisible();
	await expect(player.page.getByTestId('roll-missions')).toHaveCount(0);

	// Turn 2: the same mission recorded on both devices, offline.
	await playTurn(page, 'en', 2);
	await player.page.goto(`/campaigns/view?id=${id}`);
	await expect(player.page.getByTestId('current-turn')).toHaveText('Campaign turn 2', {
		timeout: 30_000
	});
	await upToDate(player.page);
	await page.context().setOffline(true);
	await player.ctx.setOffline(true);
	await stopServer();
	await record(page, id, 0, 'organiser');
	await record(player.page, id, 0, 'player');
	await startServer();
	await page.context().setOffline(false);
	await player.ctx.setOffline(false);
	await page.goto(`/campaigns/view?id=${id}`);
	await expect(status(page)).toContainText('A result to choose', { timeout: 45_000 });
	const conflict = page.getByTestId('club-conflict');
	await expect(conflict.getByTestId('club-version')).toHaveCount(2);
	// Neither counts until the organiser chooses: the mission is open again on both devices.
	await expect(openResults(page)).toHaveCount(2);
	await player.page.goto(`/campaigns/view?id=${id}`);
	await expect(player.page.getByTestId('club-conflict')).toContainText('The organiser chooses', {
		timeout: 30_000
	});
	await conflict.getByRole('button', { name: 'Keep this result' }).nth(1).tap();
	await expect(page.getByTestId('club-conflict')).toHaveCount(0);
	// The version not kept stays in the history, shown as such.
	await expect(page.getByTestId('club-set-aside')).toHaveCount(1);
	await expect(openResults(page)).toHaveCount(1);
	await upToDate(page);
	await expect(player.page.getByTestId('club-conflict')).toHaveCount(0, { timeout: 30_000 });
	await expect(openResults(player.page)).toHaveCount(1);

	// A viewer follows, and cannot write.
	const viewerLink = await invite(page, 'Max', 'viewer');
	const viewer = await device(browser, viewerLink);
	await expect(viewer.page).toHaveURL(/\/campaigns\/view/, { timeout: 30_000 });
	await upToDate(viewer.page);
	// A viewer records nothing and changes nothing: the mission and the house rules say who does.
	await expect(viewer.page.getByTestId('recorded-by-others')).toHaveCount(1);
	await expect(openResults(viewer.page)).toHaveCount(0);
	await expect(viewer.page.getByTestId('change-crew')).toHaveCount(0);
	await expect(viewer.page.getByTestId('rules-by-organiser')).toBeVisible();
	// Nor is a viewer offered a rename or new pilots (the server would refuse them, with words:
	// reasons-club.test.ts); the note appears once the page knows the device's role.
	await viewer.page.getByRole('link', { name: 'Roster', exact: true }).first().tap();
	await expect(viewer.page.getByTestId('pilots-by-organiser')).toBeVisible();
	await expect(viewer.page.getByTestId('roster-row').first()).toBeVisible();
	await expect(viewer.page.getByTestId('rename')).toHaveCount(0);
	// A player renames their own pilots only; the organiser any, and adds pilots.
	await player.page.goto(`/campaigns/roster?id=${id}`);
	await expect(player.page.getByTestId('pilots-by-organiser')).toBeVisible();
	const rows = await player.page.getByTestId('roster-row').count();
	const own = await player.page.getByTestId('rename').count();
	expect(own, "the player's own pilots").toBeGreaterThan(0);
	expect(own, "the player's own pilots").toBeLessThan(rows);
	// The campaign's other pages wait for the device's club link with their content: the status
	// line above them comes with it and moves nothing (it pushed a drawn page down a moment later).
	await watchPlaces(player.page, 'main h1');
	for (const path of ['history', 'charts', 'roster']) {
		await player.page.goto(`/campaigns/${path}?id=${id}`);
		await expect(status(player.page)).toBeVisible();
		await expect(player.page.locator('main h1')).toBeVisible();
		expect(
			await placesSeen(player.page, 'main h1'),
			`where the ${path} page's heading was as it settled`
		).toHaveLength(1);
	}
	await page.goto(`/campaigns/roster?id=${id}`);
	await expect(page.getByTestId('rename')).toHaveCount(rows);
	await expect(page.getByTestId('pilots-by-organiser')).toHaveCount(0);
	await page.goto(`/campaigns/view?id=${id}`);

	// A wrong key gets nothing: no campaign on that device.
	const wrong = playerLink.replace(/key=[^&]+/, 'key=not-a-key');
	const stranger = await device(browser, wrong);
	await expect(stranger.page.getByTestId('club-join')).toContainText(
		'The invitation could not be used',
		{ timeout: 30_000 }
	);
	expect(stranger.page.url()).not.toContain('key=');
	await stranger.page.goto('/campaigns');
	await expect(stranger.page.getByRole('link', { name: 'New campaign' })).toBeVisible();
	await expect(stranger.page.locator(`a[href*="${id}"]`)).toHaveCount(0);

	// Revoked: the organiser revokes the player, whose key is then refused.
	const ann = page.getByTestId('club-member').filter({ hasText: 'Ann' });
	await ann.getByRole('button', { name: 'Revoke' }).tap();
	await expect(ann).toContainText('revoked');
	await player.page.goto(`/campaigns/view?id=${id}`);
	await expect(status(player.page)).toContainText('Key refused', { timeout: 30_000 });

	for (const d of [player, viewer, stranger]) await d.ctx.close();
});

test("the organiser's overview at three sizes @screens", async ({ page }) => {
	await closeToasts(page);
	const id = await createCampaign(page, 'en');
	await playTurn(page, 'en', 1);
	// On a phone: once shared, inviting is the next step, and it is in sight.
	await page.setViewportSize({ width: 390, height: 844 });
	await page.getByRole('button', { name: 'Share with the club' }).tap();
	await page.locator('input[name="server"]').fill(SERVER);
	await page.locator('input[name="key"]').fill(CLUB_KEY);
	await page.getByRole('button', { name: 'Share this campaign' }).tap();
	await upToDate(page);
	await expect(page.getByRole('heading', { name: 'Invite a member' })).toBeInViewport();
	await page.screenshot({ path: 'test-results/screenshots/club-just-shared-390x844.png' });
	await invite(page, 'Ann', 'player');
	for (const [width, height] of [
		[1024, 768],
		[768, 1024],
		[390, 844]
	]) {
		await page.setViewportSize({ width, height });
		await page.goto(`/campaigns/view?id=${id}`);
		await upToDate(page);
		await expect(page.getByTestId('club-member')).toHaveCount(1);
		for (const full of [false, true])
			await page.screenshot({
				path: `test-results/screenshots/club-organiser-${width}x${height}${full ? '-full' : ''}.png`,
				fullPage: full
			});
	}
});
