/** Saves text as a file through the browser's download (backups, issue 3). */
export function downloadText(fileName: string, text: string): void {
	const blob = new Blob([text], { type: 'application/json' });
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = fileName;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name safe on every system: letters, digits and dashes. */
export function backupFileName(label: string, at = new Date()): string {
	const slug =
		label
			.normalize('NFKD')
			.replace(/[^A-Za-z0-9]+/g, '-')
			.replace(/^-|-$/g, '')
			.slice(0, 40)
			.toLowerCase() || 'campaign';
	return `tally-ho-${slug}-${at.toISOString().slice(0, 10)}.json`;
}
