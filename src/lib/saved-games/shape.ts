/**
 * A stored game's field against its schema (issue 26): the value, or the first problem as the
 * backup's own reason (`db.field_missing`, `db.field_type`…) with the path inside the record,
 * e.g. "log.setup.board is missing".
 */
import * as v from 'valibot';
import { describeIssue } from '$lib/db/backup-schema';
import { ok, refuseBecause, type Result } from '$lib/rules/common/result';

export function checkShape<T>(schema: v.GenericSchema, value: unknown, field: string): Result<T> {
	const parsed = v.safeParse(schema, value);
	if (parsed.success) return ok(value as T);
	const issue = parsed.issues[0];
	const path = [{ key: field }, ...(issue.path ?? [])] as unknown as typeof issue.path;
	return refuseBecause(describeIssue({ ...issue, path }));
}
