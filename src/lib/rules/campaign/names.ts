/**
 * Short names for new pilots (issue 14): "Karl Bauer", in the side's language, never one the
 * campaign already uses. Deterministic: the nth name of a nation is always the same, so a
 * preview and the stored result agree.
 */
import { PILOT_NAMES } from '../../data/campaign/pilot-names';
import { ownValue } from '../common/own';

/** The nth name of a nation's list (given and family names stepped so pairs do not repeat soon). */
export function nthPilotName(nationId: string, n: number): string {
	const list = ownValue(PILOT_NAMES, nationId) ?? PILOT_NAMES.rfc;
	const given = list.given[(n * 7) % list.given.length];
	const family = list.family[n % list.family.length];
	return `${given} ${family}`;
}

/**
 * The first name of the nation's list from `start` on that no pilot in `taken` has yet; after
 * every pairing is taken, "<fallback> <n>" (e.g. "Replacement 461").
 */
export function freshPilotName(
	nationId: string,
	taken: ReadonlySet<string>,
	start = 0,
	fallback = 'Replacement'
): string {
	for (let n = start; n < start + 460; n++) {
		const name = nthPilotName(nationId, n);
		if (!taken.has(name)) return name;
	}
	for (let n = taken.size + 1; ; n++) {
		const name = `${fallback} ${n}`;
		if (!taken.has(name)) return name;
	}
}

/**
 * Every name a campaign's pilots have, or had before a rename (the log's 'pilot-renamed'
 * entries, `payload.from`): a new pilot is given none of them (issue 26), so a name always
 * points at one pilot of the campaign's history.
 */
export function namesInUse(
	pilots: readonly { name: string }[],
	log: readonly { type: string; payload: Readonly<Record<string, unknown>> }[]
): Set<string> {
	const former = log
		.filter((e) => e.type === 'pilot-renamed')
		.map((e) => e.payload.from)
		.filter((n): n is string => typeof n === 'string');
	return new Set([...pilots.map((p) => p.name), ...former]);
}
