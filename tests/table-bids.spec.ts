import { expect, test, type Page } from './app-test';
import { watchErrors } from './helpers';

/**
 * Command-point bids on the table companion (G-TURN-2) while the bid is being saved. The curtain
 * for the side that has just bid used to come back until the save ended; a quick tap on it was
 * lost, and the next side's curtain then waited for a tap nobody expected (a flaky test found it).
 */

/** Holds every write's "saved" by `ms`, as a slow tablet's storage would. */
async function slowSaves(page: Page, ms: number): Promise<void> {
	await page.addInitScript((delay) => {
		const own = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'oncomplete')!;
		Object.defineProperty(IDBTransaction.prototype, 'oncomplete', {
			configurable: true,
			get: own.get,
			set(this: IDBTransaction, handler: ((e: Event) => void) | null) {
				const late =
					handler && this.mode === 'readwrite'
						? (e: Event) => setTimeout(() => handler.call(this, e), delay)
						: handler;
				own.set!.call(this, late);
			}
		});
	}, ms);
}

test('a bid being saved keeps its own buttons; the next side’s curtain follows', async ({
	page
}) => {
	const errors = watchErrors(page);
	await slowSaves(page, 600);
	await page.goto('/table/grid/new');
	await page.getByRole('radio', { name: 'Command points' }).check();
	await page.getByTestId('table-start').tap();

	const curtain = page.getByTestId('handover');
	await expect(curtain).toContainText(/side A/i);
	await page.getByTestId('handover-ready').tap();
	await page.getByTestId('bid-1').tap();
	// While the bid is saved: side A's buttons, held, and no curtain naming side A again.
	await expect(page.getByTestId('bid-1')).toBeDisabled();
	await expect(curtain).toHaveCount(0);
	// Saved: the curtain for side B, whose first tap is not lost.
	await expect(curtain).toContainText(/side B/i);
	await page.getByTestId('handover-ready').tap();
	await page.getByTestId('bid-0').tap();
	await expect(page.getByTestId('initiative')).toBeVisible();
	expect(errors).toEqual([]);
});
