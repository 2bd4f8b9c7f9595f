import { expect, test } from './app-test';
import { openAppDatabase, watchErrors } from './helpers';

// When the device's database cannot be read (a broken browser profile, storage taken away
// mid-visit), the Skirmish and Dogfight pages said nothing: the list simply never came, and on
// /skirmish the room held for it (saved-room.ts) stayed as an empty band. Now the page says so
// where the list would be, in words, and gives the room back.

for (const [lang, locale, words] of [
	['en', 'en-GB', 'Your saved games could not be read on this device'],
	['de', 'de-DE', 'Die gespeicherten Spiele konnten auf diesem Gerät nicht gelesen werden']
] as const) {
	test.describe(lang, () => {
		test.use({ locale });

		test(`a saved-games list that cannot be read says so (${lang})`, async ({ page }) => {
			await openAppDatabase(page);
			// From the next page on, every read of the database fails.
			await page.addInitScript(() => {
				IDBDatabase.prototype.transaction = () => {
					throw new DOMException('The database connection is closing.', 'InvalidStateError');
				};
			});
			// The app logs the failure for a bug report (console); nothing is left unhandled.
			const errors = watchErrors(page);

			await page.goto('/skirmish');
			const alert = page.getByTestId('saved-read-error');
			await expect(alert).toContainText(words);
			await expect(alert).not.toContainText('InvalidStateError');
			await expect(page.locator('.saved-slot')).not.toHaveClass(/waiting/);
			await expect(page.getByTestId('quick-game')).toBeEnabled();

			await page.goto('/dogfight');
			await expect(page.getByTestId('saved-read-error')).toContainText(words);
			await expect(page.getByTestId('new-dogfight')).toBeVisible();
			expect(errors).toEqual([]);
		});
	});
}
