/**
 * How the UI words the parameters of the club reasons (`club.…`, issue 29): a member's role and
 * a change's kind in the reader's language; other values (a field path, a kind this app does not
 * know) as they are.
 */
import { m } from './i18n';
import type { ParamFormatter } from './reasons';

const ROLES: Record<string, () => string> = {
	organiser: m.club_word_role_organiser,
	player: m.club_word_role_player,
	viewer: m.club_word_role_viewer
};

/** Each kind of change of a shared campaign's log (CLUB_ENTRY_KINDS) as what a member does. */
const KINDS: Record<string, () => string> = {
	'campaign-shared': m.club_word_kind_campaign_shared,
	'turn-started': m.club_word_kind_turn_started,
	'missions-rolled': m.club_word_kind_missions_rolled,
	'mission-planned': m.club_word_kind_mission_planned,
	'pilots-added': m.club_word_kind_pilots_added,
	'pilot-renamed': m.club_word_kind_pilot_renamed,
	'house-rules-changed': m.club_word_kind_house_rules_changed,
	'result-recorded': m.club_word_kind_result_recorded,
	'result-chosen': m.club_word_kind_result_chosen
};

const wordOf =
	(words: Record<string, () => string>): ParamFormatter =>
	(value) =>
		Object.hasOwn(words, String(value)) ? words[String(value)]() : String(value);

export const CLUB_PARAMS: Record<string, ParamFormatter> = {
	role: wordOf(ROLES),
	kind: wordOf(KINDS)
};
