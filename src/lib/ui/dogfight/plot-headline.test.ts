import { describe, expect, it } from 'vitest';
import type { ManeuverOption } from '$lib/rules/hex';
import { plotHeadline } from './plot-headline';

const opt = (code: string, ok: boolean) => ({ code, ok }) as ManeuverOption;

describe('the headline over the maneuver sheet (issue 28)', () => {
	it('a spinning plane is told it spins and flies the spin (H-PLAN-5, H-REC-1)', () => {
		const options = [opt('1S1', false), opt('0S2', true), opt('2S2', false)];
		expect(plotHeadline({ spinning: true }, options)).toEqual({ kind: 'spinning', spin: '0S2' });
	});
	it('a plane in control gets no headline: the sheet is its choice', () => {
		expect(plotHeadline({ spinning: false }, [opt('2S2', true), opt('0S2', true)])).toBeNull();
	});
});
