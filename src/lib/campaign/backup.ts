/**
 * Backups for the pages: export one campaign or everything (campaigns, saved games, settings),
 * look into a file before importing it, and import it as is, as copies or as replacements.
 */
import {
	backupText,
	exportAllTexts,
	exportCampaign,
	importBackup,
	inspectBackup,
	type BackupSummary,
	type ImportCounts,
	type WhenPresent
} from '$lib/db/backup';
import type { Result } from '$lib/rules/common/result';

export type { BackupSummary, ImportCounts, WhenPresent };

export async function campaignBackupText(id: string): Promise<string | undefined> {
	const file = await exportCampaign(id);
	return file ? backupText(file) : undefined;
}

/** Everything on the device, in as many files as the import's size limit needs (usually one). */
export function allBackupTexts(): Promise<Result<string[]>> {
	return exportAllTexts();
}

/** What a file holds and what of it is already here (so the page can ask copy or replace). */
export function inspectBackupText(text: string): Promise<Result<BackupSummary>> {
	return inspectBackup(text);
}

/** True if importing the file would meet a campaign or saved game already on the device. */
export const meetsExisting = (s: BackupSummary): boolean =>
	s.campaigns.some((c) => c.present) || s.games.some((g) => g.present);

/** Imports a backup in one transaction; a refusal carries the reason and changes nothing. */
export function importBackupText(
	text: string,
	present: WhenPresent = 'refuse',
	copyName?: (name: string) => string
): Promise<Result<ImportCounts>> {
	return importBackup(text, { present, copyName });
}
