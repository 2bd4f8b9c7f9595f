import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { mayAppend } from '$lib/club/roles';
import { parseClubEntry } from '$lib/club/entry';
import { entry, member, shared } from '$lib/club/fixtures';
import { reasonText } from './reasons';

describe('club reasons (issue 29) in both languages', () => {
	it('a refused kind names the role in the reader’s language', () => {
		const viewer = member('m-v', 'viewer');
		const r = mayAppend(viewer, [shared()], entry('turn-started', { input: {} }, { by: 'm-v' }));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(withLocale('en', () => reasonText(r))).toBe(
			'As viewer you may not make this change (turn-started).'
		);
		expect(withLocale('de', () => reasonText(r))).toBe(
			'Als Zuschauer darfst du diese Änderung nicht machen (turn-started).'
		);
	});

	it('a damaged entry names its field', () => {
		const r = parseClubEntry({ ...shared(), at: 'now' });
		expect(r.ok ? '' : withLocale('de', () => reasonText(r))).toBe(
			'Eine Änderung im Verlauf der Kampagne ist beschädigt (at).'
		);
	});
});
