/**
 * Refusal reasons in the player's language. The engines refuse with a stable code and its
 * parameters (src/lib/rules/common/result.ts); each code is worded once per language in
 * messages/reasons-<area>/*.json. Parameters that name game things (a manoeuvre, a gun, a class)
 * are worded by the formatters of the code's engine; a parameter that is itself a reason is
 * worded recursively; plane ids can be shown as the screen names them.
 */
import { NO_VALUE, type ReasonParam, type ReasonParams } from '$lib/rules/common/result';
import type { MessageFn } from '$lib/i18n/runtime';
import {
	reasons_campaign_messages,
	reasons_campaign_placeholders,
	reasons_club_messages,
	reasons_club_placeholders,
	reasons_grid_messages,
	reasons_grid_placeholders,
	reasons_hex_messages,
	reasons_hex_placeholders,
	reasons_table_messages,
	reasons_table_placeholders
} from '$lib/i18n/messages';
import { GRID_PARAMS } from './reason-params-grid';
import { HEX_PARAMS } from './reason-params-hex';
import { CAMPAIGN_PARAMS } from './reason-params-campaign';
import { TABLE_PARAMS } from './reason-params-table';
import { CLUB_PARAMS } from './reason-params-club';

/** Anything that explains itself: a refusal (`reason`) or a kept reason (`text`). */
export type ReasonLike = { readonly code: string; readonly params: ReasonParams } & (
	{ readonly reason: string } | { readonly text: string }
);

/** How a screen names things the reason refers to by id (planes, pilots, players). */
export interface ReasonNames {
	plane?: (id: string) => string;
}

/** Words a parameter's value; `names` come from the screen. */
export type ParamFormatter = (value: string | number, names: ReasonNames) => string;

type Area = {
	messages: Readonly<Record<string, MessageFn>>;
	placeholders: Readonly<Record<string, readonly string[]>>;
	params: Record<string, ParamFormatter>;
};

const GRID: Area = {
	messages: reasons_grid_messages,
	placeholders: reasons_grid_placeholders,
	params: GRID_PARAMS
};
const HEX: Area = {
	messages: reasons_hex_messages,
	placeholders: reasons_hex_placeholders,
	params: HEX_PARAMS
};
const CAMPAIGN: Area = {
	messages: reasons_campaign_messages,
	placeholders: reasons_campaign_placeholders,
	params: CAMPAIGN_PARAMS
};
const CLUB: Area = {
	messages: reasons_club_messages,
	placeholders: reasons_club_placeholders,
	params: CLUB_PARAMS
};
const TABLE: Area = {
	messages: reasons_table_messages,
	placeholders: reasons_table_placeholders,
	params: TABLE_PARAMS
};

/**
 * The code's first part names its engine or screen, and so its messages and parameter formatters:
 * `grid.…` the square-grid engine, `skirmish.…` its screens; `hex.…` the hex engine, `dogfight.…`
 * its screens; `campaign.…` the campaign rules and screens, `db.…` the database layer; `table.…`
 * the table companion (issue 20); `club.…` the shared campaigns and the club server (issue 29).
 */
const AREAS: Record<string, Area> = {
	grid: GRID,
	skirmish: GRID,
	hex: HEX,
	dogfight: HEX,
	campaign: CAMPAIGN,
	db: CAMPAIGN,
	table: TABLE,
	club: CLUB
};

const areaOf = (code: string): Area | undefined => {
	const prefix = code.split('.')[0];
	return Object.hasOwn(AREAS, prefix) ? AREAS[prefix] : undefined;
};

/** The message that words `code`, if there is one. */
export function reasonMessage(code: string): MessageFn | undefined {
	const area = areaOf(code);
	return area && Object.hasOwn(area.messages, code) ? area.messages[code] : undefined;
}

const englishOf = (r: ReasonLike): string => ('reason' in r ? r.reason : r.text);

function word(
	key: string,
	value: ReasonParam,
	area: Area | undefined,
	names: ReasonNames
): string | number {
	// A value that is not there is shown as a dash, never as "undefined", "null", "NaN" or
	// "[object Object]" (a stored reason from an old version or a damaged file, issue 26).
	if (value === undefined || value === null) return NO_VALUE;
	if (typeof value === 'number' && !Number.isFinite(value)) return NO_VALUE;
	if (typeof value === 'object')
		return typeof value.code === 'string' ? reasonText(value, names) : NO_VALUE;
	if (typeof value !== 'string' && typeof value !== 'number') return NO_VALUE;
	const format = area && Object.hasOwn(area.params, key) ? area.params[key] : undefined;
	return format ? format(value, names) : value;
}

/** The reason in the app's current language. */
export function reasonText(r: ReasonLike, names: ReasonNames = {}): string {
	const message = reasonMessage(r.code);
	const area = areaOf(r.code);
	// Every code the engines use has a message (src/lib/ui/reasons*.test.ts). A reason that has no
	// message or lacks a parameter its message needs (a stored reason from an old version or a
	// crafted backup) is shown by its English sentence, so a player never sees a bare code.
	const needed = area && Object.hasOwn(area.placeholders, r.code) ? area.placeholders[r.code] : [];
	if (!message || !needed.every((key) => Object.hasOwn(r.params, key))) return englishOf(r);
	const params: Record<string, string | number> = {};
	for (const [key, value] of Object.entries(r.params)) params[key] = word(key, value, area, names);
	return message(params);
}
