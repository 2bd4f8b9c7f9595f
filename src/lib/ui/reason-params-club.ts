/**
 * How the UI words the parameters of the club reasons (`club.…`, issue 29): a member's role in
 * the reader's language; other values (an entry kind, a field path) as they are.
 */
import { m } from './i18n';
import type { ParamFormatter } from './reasons';

const ROLES: Record<string, () => string> = {
	organiser: m.club_word_role_organiser,
	player: m.club_word_role_player,
	viewer: m.club_word_role_viewer
};

const role: ParamFormatter = (value) =>
	Object.hasOwn(ROLES, String(value)) ? ROLES[String(value)]() : String(value);

export const CLUB_PARAMS: Record<string, ParamFormatter> = { role };
