/** Backups for the campaign pages: export one or all campaigns, import a file's text. */
import {
	backupText,
	exportAll,
	exportCampaign,
	importBackup,
	type ImportCounts
} from '$lib/db/backup';
import type { Result } from '$lib/rules/common/result';

export async function campaignBackupText(id: string): Promise<string | undefined> {
	const file = await exportCampaign(id);
	return file ? backupText(file) : undefined;
}

export async function allBackupText(): Promise<string> {
	return backupText(await exportAll());
}

/** Imports a backup; a refusal carries the db layer's validation message and changes nothing. */
export function importBackupText(text: string): Promise<Result<ImportCounts>> {
	return importBackup(text);
}
