import { describe, expect, it } from 'vitest';
import { entry, member, result, shared } from './fixtures';
import { CLUB_ENTRY_KINDS } from './entry';
import {
	mayAppend,
	mayRecordFor,
	mayRenamePilot,
	mayWrite,
	organiserMember,
	pilotOwners,
	roleMayWrite
} from './roles';

const codeOf = (r: ReturnType<typeof mayAppend>) => (r.ok ? 'ok' : r.code);

describe('mayAppend: the roles of a shared campaign (issue 29 point 4)', () => {
	const start = shared();
	const player1 = member('m-1', 'player', 'pl1');
	const viewer = member('m-v', 'viewer');

	it('the organiser shares the campaign first, then writes every kind', () => {
		expect(codeOf(mayAppend(organiserMember, [], start))).toBe('ok');
		expect(codeOf(mayAppend(organiserMember, [start], shared()))).toBe('club.shared_first');
		expect(codeOf(mayAppend(organiserMember, [], result('m1', 'p1')))).toBe('club.shared_first');
		const turn = entry('turn-started', { input: {} });
		expect(codeOf(mayAppend(organiserMember, [start], turn))).toBe('ok');
	});

	it('what the screens leave out is what mayAppend refuses for the role, kind by kind', () => {
		for (const kind of CLUB_ENTRY_KINDS.filter((k) => k !== 'campaign-shared')) {
			expect(roleMayWrite('organiser', kind), kind).toBe(true);
			for (const who of [player1, viewer]) {
				const body = kind === 'result-recorded' ? result('m1', 'p1').body : { input: {} };
				const r = mayAppend(who, [start], entry(kind, body, { by: who.memberId }));
				expect(codeOf(r) === 'club.not_allowed_kind', `${who.role} ${kind}`).toBe(
					!roleMayWrite(who.role, kind)
				);
			}
		}
		expect(roleMayWrite('player', 'turn-started')).toBe(false);
		expect(roleMayWrite('player', 'result-recorded')).toBe(true);
	});

	it('a device of its own may do everything; a club member what its role and pilots allow', () => {
		expect(mayWrite(null, 'turn-started')).toBe(true);
		expect(mayWrite({ role: 'player', playerId: 'pl1' }, 'turn-started')).toBe(false);
		expect(mayRecordFor(null, [])).toBe(true);
		expect(mayRecordFor({ role: 'organiser', playerId: null }, ['pl2'])).toBe(true);
		expect(mayRecordFor({ role: 'player', playerId: 'pl1' }, ['pl2', 'pl1'])).toBe(true);
		expect(mayRecordFor({ role: 'player', playerId: 'pl1' }, ['pl2', null])).toBe(false);
		expect(mayRecordFor({ role: 'viewer', playerId: null }, [null])).toBe(false);
	});

	it('a player records results its pilots flew and renames its own pilots only', () => {
		const by = { by: 'm-1' };
		expect(codeOf(mayAppend(player1, [start], result('m1', 'p1', by)))).toBe('ok');
		expect(codeOf(mayAppend(player1, [start], result('m1', 'p2', by)))).toBe(
			'club.not_own_mission'
		);
		const rename = (pilotId: string) =>
			entry('pilot-renamed', { pilotId, name: 'X', before: 'Y' }, by);
		expect(codeOf(mayAppend(player1, [start], rename('p1')))).toBe('ok');
		expect(codeOf(mayAppend(player1, [start], rename('p2')))).toBe('club.not_own_pilot');
		const turn = entry('turn-started', { input: {} }, by);
		expect(codeOf(mayAppend(player1, [start], turn))).toBe('club.not_allowed_kind');
	});

	it('a viewer writes nothing', () => {
		const r = mayAppend(viewer, [start], result('m1', 'p1', { by: 'm-v' }));
		expect(r).toMatchObject({
			ok: false,
			code: 'club.not_allowed_kind',
			params: { role: 'viewer' }
		});
	});

	it('an entry is by the member itself, for its campaign, with a fresh id', () => {
		expect(codeOf(mayAppend(player1, [start], result('m1', 'p1')))).toBe('club.wrong_author');
		const elsewhere = result('m1', 'p1', { by: 'm-1', campaignId: 'c2' });
		expect(codeOf(mayAppend(player1, [start], elsewhere))).toBe('club.wrong_campaign');
		const again = result('m1', 'p1', { by: 'm-1' });
		expect(codeOf(mayAppend(player1, [start, again], again))).toBe('club.duplicate_entry');
	});

	it('pilots joining later or as replacements belong to their player', () => {
		const added = entry('pilots-added', { input: { pilots: [{ id: 'p3', playerId: 'pl1' }] } });
		const replaced = result('m1', 'p2');
		(replaced.body.input as { newPilots?: unknown }).newPilots = [{ id: 'p4', playerId: 'pl2' }];
		expect(pilotOwners([start, added, replaced])).toEqual(
			new Map([
				['p1', 'pl1'],
				['p2', 'pl2'],
				['p3', 'pl1'],
				['p4', 'pl2']
			])
		);
	});
});

describe('mayRenamePilot: the roster offers "Rename" only where the server takes it', () => {
	const start = shared();
	it('agrees with mayAppend for every member and pilot', () => {
		const members = [
			organiserMember,
			member('m-1', 'player', 'pl1'),
			member('m-2', 'player', 'pl2'),
			member('m-v', 'viewer')
		];
		const owners = pilotOwners([start]);
		for (const who of members) {
			for (const [pilotId, playerId] of owners) {
				const rename = entry('pilot-renamed', { pilotId, name: 'Max' }, { by: who.memberId });
				const rights = { role: who.role, playerId: who.playerId };
				expect(mayRenamePilot(rights, playerId), `${who.memberId} renames ${pilotId}`).toBe(
					mayAppend(who, [start], rename).ok
				);
			}
		}
		expect(mayRenamePilot({ role: 'player', playerId: 'pl1' }, 'pl2')).toBe(false);
		expect(mayRenamePilot({ role: 'player', playerId: 'pl1' }, 'pl1')).toBe(true);
		expect(mayRenamePilot(null, 'pl2'), 'a campaign of this device alone').toBe(true);
	});
});
