/**
 * How the UI words the parameters of the table companion's reasons (`table.…`): plane ids as the
 * screen names them; everything else as it is.
 */
import type { ParamFormatter, ReasonNames } from './reasons';

const plane = (id: string | number, names: ReasonNames): string =>
	names.plane ? names.plane(String(id)) : String(id);

export const TABLE_PARAMS: Record<string, ParamFormatter> = {
	plane,
	target: plane,
	current: plane
};
