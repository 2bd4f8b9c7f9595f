import { describe, expect, it } from 'vitest';
import { campaignOfDoc, docNameOf, entryIdFrom, parseClubEntry, type ClubEntryV1 } from './entry';
import { entry, result, shared } from './fixtures';
import { newEntryId } from './new-id';

const codeOf = (x: unknown) => {
	const r = parseClubEntry(x);
	return r.ok ? 'ok' : r.code;
};

describe('parseClubEntry', () => {
	it('reads every kind of v1', () => {
		const all: ClubEntryV1[] = [
			shared(),
			entry('turn-started', { input: { afterTurn: 0 } }),
			entry('missions-rolled', { input: { afterTurn: 0, rolls: {} } }),
			entry('mission-planned', { missionId: 'm1', plan: { forces: {} }, before: {} }),
			entry('pilots-added', { input: { pilots: [{ id: 'p3', playerId: null }] } }),
			entry('pilot-renamed', { pilotId: 'p1', name: 'Max', before: 'Hans' }),
			entry('house-rules-changed', { houseRules: {}, before: {} }),
			result('m1', 'p1'),
			entry('result-chosen', { missionId: 'm1', keep: 'a'.repeat(32) })
		];
		for (const e of all)
			expect(parseClubEntry(JSON.parse(JSON.stringify(e)))).toEqual({ ok: true, value: e });
	});

	it('refuses what is not a v1 entry, with the reason', () => {
		expect(codeOf(null)).toBe('club.entry_not_object');
		expect(codeOf([1])).toBe('club.entry_not_object');
		expect(codeOf({ ...shared(), v: 2 })).toBe('club.entry_version');
		expect(codeOf({ ...shared(), kind: 'pilot-deleted' })).toBe('club.entry_kind');
		expect(codeOf({ ...shared(), id: 'short' })).toBe('club.entry_field');
		expect(codeOf({ ...shared(), at: 'yesterday' })).toBe('club.entry_field');
		const noPilots = entry('campaign-shared', { bundle: { campaign: { id: 'c1' } } });
		const r = parseClubEntry(noPilots);
		expect(r.ok ? null : r.params).toEqual({ field: 'body.bundle.pilots' });
		expect(codeOf(entry('pilot-renamed', { name: 'Max', before: 'Hans' }))).toBe(
			'club.entry_field'
		);
	});
});

describe('ids and document names', () => {
	it('an entry id is 32 hex characters from 16 bytes', () => {
		expect(entryIdFrom(new Uint8Array(16).fill(171))).toBe('ab'.repeat(16));
		expect(newEntryId()).toMatch(/^[0-9a-f]{32}$/);
		expect(newEntryId()).not.toBe(newEntryId());
	});
	it('a campaign document is named campaign:<id>', () => {
		expect(docNameOf('c1')).toBe('campaign:c1');
		expect(campaignOfDoc('campaign:c1')).toBe('c1');
		expect(campaignOfDoc('other')).toBeNull();
	});
});
