import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { mayAppend } from '$lib/club/roles';
import { CLUB_ENTRY_KINDS, parseClubEntry } from '$lib/club/entry';
import { entry, member, shared } from '$lib/club/fixtures';
import { reasonText } from './reasons';

describe('club reasons (issue 29) in both languages', () => {
	it('a refused kind names the role in the reader’s language', () => {
		const viewer = member('m-v', 'viewer');
		const r = mayAppend(viewer, [shared()], entry('turn-started', { input: {} }, { by: 'm-v' }));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(withLocale('en', () => reasonText(r))).toBe(
			'As viewer you may not start a campaign turn.'
		);
		expect(withLocale('de', () => reasonText(r))).toBe(
			'Als Zuschauer darfst du nicht eine Kampagnenrunde beginnen.'
		);
	});

	it('every kind of change is worded, never shown as the log names it', () => {
		const viewer = member('m-v', 'viewer');
		for (const kind of CLUB_ENTRY_KINDS.filter((k) => k !== 'campaign-shared')) {
			const r = mayAppend(viewer, [shared()], entry(kind, { input: {} }, { by: 'm-v' }));
			expect(r.ok ? '' : r.code, kind).toBe('club.not_allowed_kind');
			if (r.ok) continue;
			for (const lang of ['en', 'de'] as const) {
				const text = withLocale(lang, () => reasonText(r));
				expect(text, `${kind} in ${lang}`).not.toContain(kind);
				expect(text, `${kind} in ${lang}`).not.toMatch(/\{|\}/);
			}
		}
	});

	it('a damaged entry names its field', () => {
		const r = parseClubEntry({ ...shared(), at: 'now' });
		expect(r.ok ? '' : withLocale('de', () => reasonText(r))).toBe(
			'Eine Änderung im Verlauf der Kampagne ist beschädigt (at).'
		);
	});
});
