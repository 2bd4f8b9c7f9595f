/**
 * How the UI words the parameters of the campaign reasons (`campaign.…`, `db.…`), by parameter
 * name. Names of missions, aircraft models and outcomes come from the campaign screens' own
 * words (src/lib/ui/campaign/labels.ts); values a formatter does not know (an unknown mission
 * in an imported file) are shown as they are. Pilots and players are named in the reasons
 * themselves (the rules have their names), so they need no formatter.
 */
import { m } from './i18n';
import { formatNumber } from './format';
import { missionName, modelName } from './campaign/labels';
import { houseRuleField } from './campaign/house-rule-labels';
import type { ParamFormatter } from './reasons';

const str = (value: string | number): string => String(value);

/** A word for each known value; anything else as it is. */
const words =
	(table: Record<string, () => string>): ParamFormatter =>
	(value) =>
		Object.hasOwn(table, str(value)) ? table[str(value)]() : str(value);

const mission: ParamFormatter = (value) => missionName(str(value));

/** The mission table's columns (C-4): `allied` and `central`. */
const column = words({
	allied: m.campaign_word_column_allied,
	central: m.campaign_word_column_central
});

/** A mission's outcome, as in "the outcome is a win for Side A". */
const outcome = words({
	A: m.campaign_word_outcome_a,
	B: m.campaign_word_outcome_b,
	draw: m.campaign_word_outcome_draw
});

const fighters: ParamFormatter = (value) =>
	value === 1
		? m.campaign_word_fighters_one({ n: 1 })
		: m.campaign_word_fighters_many({ n: Number(value) });

const observers: ParamFormatter = (value) => m.campaign_word_observers({ n: value });

/** Sweep scores may be halves (C-M3): 1.5 is "1,5" in German. */
const score: ParamFormatter = (value) =>
	typeof value === 'number' ? formatNumber(value, 1) : str(value);

export const CAMPAIGN_PARAMS: Record<string, ParamFormatter> = {
	mission,
	first_mission: mission,
	second_mission: mission,
	side: column,
	model: (value) => modelName(str(value)),
	role: words({
		fighter: m.campaign_word_role_fighter,
		observation: m.campaign_word_role_observation
	}),
	part: words({
		killer: m.campaign_word_part_killer,
		victim: m.campaign_word_part_victim,
		lost: m.campaign_word_part_lost,
		fled: m.campaign_word_part_fled,
		assist: m.campaign_word_part_assist
	}),
	outcome,
	claimed: outcome,
	field: (value) => houseRuleField(str(value)),
	score_a: score,
	score_b: score,
	needs_fighters: fighters,
	has_fighters: fighters,
	needs_observers: observers,
	has_observers: observers,
	// db: a backup's field path ('' is the file itself) and the tables a reference points into.
	path: (value) => (value === '' ? m.db_word_the_file() : str(value)),
	table: words({
		sides: m.db_word_table_sides,
		players: m.db_word_table_players,
		pilots: m.db_word_table_pilots,
		aircraftTypes: m.db_word_table_aircraftTypes,
		campaignTurns: m.db_word_table_campaignTurns,
		missions: m.db_word_table_missions
	})
};
