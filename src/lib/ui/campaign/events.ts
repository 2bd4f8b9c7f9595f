/** One line of text per campaign event (career log, history, the result summary). */
import type { CampaignEvent } from '$lib/rules/campaign';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';
import type { Reason, ReasonParam } from '$lib/rules/common/result';
import { missionName, outcomeLabel, skillName } from './labels';

export interface Names {
	pilot: (id: string) => string;
	/** A model id (rules) → the aircraft's name. */
	aircraft: (modelId: string) => string;
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);

/**
 * A stored reason in the UI language: an object with its code (logs from now on), or the English
 * sentence older logs kept. Imported files may hold anything, so only well-formed parts are used.
 */
function storedReason(x: unknown): string {
	if (typeof x === 'string') return x;
	const r = asReason(x, 0);
	return r ? reasonText(r) : '';
}

function asReason(x: unknown, depth: number): Reason | null {
	if (depth > 4 || typeof x !== 'object' || x === null) return null;
	const { code, params, text } = x as Record<string, unknown>;
	if (typeof code !== 'string' || typeof params !== 'object' || params === null) return null;
	const clean: Record<string, ReasonParam> = {};
	for (const [key, value] of Object.entries(params)) {
		if (typeof value === 'string' || typeof value === 'number') clean[key] = value;
		else {
			const inner = asReason(value, depth + 1);
			if (inner) clean[key] = inner;
		}
	}
	return { code, params: clean, text: typeof text === 'string' ? text : '' };
}

/** A stored or fresh event as a sentence; null for events not worth a line. */
export function eventText(
	type: string,
	payload: Record<string, unknown>,
	names: Names
): string | null {
	const pilot = names.pilot(str(payload.pilotId));
	switch (type) {
		case 'campaign-created':
			return m.campaign_ev_created();
		case 'turn-started':
			return m.campaign_ev_turn_started();
		case 'mission-recorded':
			return m.campaign_ev_mission_recorded({
				mission: missionName(str(payload.missionType)),
				outcome: outcomeLabel(str(payload.outcome))
			});
		case 'mission-flown':
			return m.campaign_ev_flown({ pilot, count: num(payload.missionsFlown) });
		case 'kill-credited': {
			const source = str(payload.source);
			const kills = num(payload.kills);
			if (source === 'shot-down')
				return m.campaign_ev_kill({ pilot, victim: names.pilot(str(payload.victimId)), kills });
			if (source === 'assist')
				return m.campaign_ev_assist({ pilot, victim: names.pilot(str(payload.victimId)), kills });
			return m.campaign_ev_win_kill({ pilot, kills });
		}
		case 'fled-survived':
			return m.campaign_ev_fled({ pilot });
		case 'survival-roll':
			return payload.survived
				? m.campaign_ev_survived({ pilot, die: num(payload.die), needed: num(payload.needed) })
				: m.campaign_ev_not_survived({ pilot, die: num(payload.die), needed: num(payload.needed) });
		case 'pilot-killed':
			return m.campaign_ev_killed({ pilot });
		case 'replacement-created':
			return m.campaign_ev_replacement({
				pilot: str(payload.name) || pilot,
				dead: names.pilot(str(payload.replacesId)),
				aircraft: names.aircraft(str(payload.aircraftTypeId))
			});
		case 'aircraft-choice-unlocked':
			return m.campaign_ev_choice({ pilot, kills: num(payload.confirmedKills) });
		case 'became-ace':
			return m.campaign_ev_ace({
				pilot,
				kills: num(payload.kills),
				skill: payload.skill ? skillName(str(payload.skill)) : '—'
			});
		case 'ace-skill-gained':
			return m.campaign_ev_skill({ pilot, skill: skillName(str(payload.skill)) });
		case 'ace-skill-none-left':
			return m.campaign_ev_no_skill({ pilot });
		case 'aircraft-chosen':
			return m.campaign_ev_aircraft({ pilot, aircraft: names.aircraft(str(payload.modelId)) });
		case 'aircraft-refused':
			return m.campaign_ev_aircraft_refused({
				pilot,
				aircraft: names.aircraft(str(payload.modelId)),
				reason: storedReason(payload.reason)
			});
		case 'house-rules-changed':
			return m.campaign_ev_rules();
		case 'missions-rolled':
			return m.campaign_ev_missions_rolled();
		case 'pilot-renamed':
			return m.campaign_ev_renamed({ from: str(payload.from), to: str(payload.to) });
		case 'pilots-added': {
			const added = Array.isArray(payload.names) ? payload.names.map(str).filter(Boolean) : [];
			return m.campaign_ev_pilots_added({ names: added.join(', ') || '—' });
		}
		case 'crew-changed':
			return m.campaign_ev_crew_changed({ mission: missionName(str(payload.missionType)) });
		default:
			// An entry of a kind this app does not know (a newer app's, an imported file's):
			// nothing rather than a raw code.
			return null;
	}
}

export const ruleEventText = (e: CampaignEvent, names: Names): string | null =>
	eventText(e.kind, e as unknown as Record<string, unknown>, names);
