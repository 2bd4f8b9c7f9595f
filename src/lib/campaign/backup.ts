/** Backups for the campaign pages: export one or all campaigns, import a file's text. */
import {
	backupText,
	exportAllTexts,
	exportCampaign,
	importBackup,
	type ImportCounts
} from '$lib/db/backup';
import type { Result } from '$lib/rules/common/result';

export async function campaignBackupText(id: string): Promise<string | undefined> {
	const file = await exportCampaign(id);
	return file ? backupText(file) : undefined;
}

/** Every campaign, in as many files as the import's size limit needs (usually one). */
export function allBackupTexts(): Promise<Result<string[]>> {
	return exportAllTexts();
}

/** Imports a backup; a refusal carries the db layer's validation message and changes nothing. */
export function importBackupText(text: string): Promise<Result<ImportCounts>> {
	return importBackup(text);
}
