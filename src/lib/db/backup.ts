/**
 * Backups (docs/backup-format.md): the file's schema (backup-schema.ts) and what its campaigns
 * must mean (backup-meaning.ts), reading a file (backup-parse.ts), writing one or several
 * (backup-export.ts), importing as is, as a copy or as a replacement (backup-import.ts,
 * backup-copy.ts). Screens import from here.
 */
export { MAX_BACKUP_CHARS, parseBackup, type BackupFile } from './backup-parse';
export {
	backupText,
	exportAll,
	exportAllTexts,
	exportCampaign,
	splitBackup
} from './backup-export';
export {
	importBackup,
	inspectBackup,
	type BackupSummary,
	type ImportCounts,
	type ImportOptions,
	type WhenPresent
} from './backup-import';
