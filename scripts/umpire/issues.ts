import * as v from 'valibot';

/**
 * A valibot failure as one line: where (the field's dotted path, after `prefix` when the value
 * sits inside a larger file), then what is wrong.
 */
export function describeIssue(
	issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
	prefix = ''
): string {
	// A union reports its branches' issues nested, with paths from the union's own value: show
	// the deepest first one, its path joined to the paths above it.
	let issue: v.BaseIssue<unknown> = issues[0];
	const parts = [prefix, v.getDotPath(issue)];
	while (issue.issues && issue.issues.length > 0) {
		issue = issue.issues[0];
		parts.push(v.getDotPath(issue));
	}
	const path = parts.filter(Boolean).join('.');
	if (issue.expected === 'never') return `unknown field "${path}"`;
	return `${path ? `${path}: ` : ''}${issue.message}`;
}
