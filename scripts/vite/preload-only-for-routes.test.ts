import { describe, expect, it } from 'vitest';
import { preloadOnlyForRoutes } from './preload-only-for-routes.mjs';

const deps = ['_app/immutable/chunks/a.js', '_app/immutable/chunks/b.js'];

describe('preload links only for route modules (issue 30)', () => {
	it("keeps them for the route modules SvelteKit's app entry imports", () => {
		const host = { hostId: '_app/immutable/entry/app.Cl9x5sMe.js' };
		expect(preloadOnlyForRoutes('_app/immutable/nodes/23.x.js', deps, host)).toEqual(deps);
	});

	it('drops them for what a page or component imports later', () => {
		for (const hostId of [
			'_app/immutable/nodes/23.JfLeT9OY.js',
			'_app/immutable/chunks/Duv3Q5q1.js',
			'_app/immutable/entry/start.4ZJ-KjFq.js',
			'_app/immutable/chunks/app.js'
		])
			expect(preloadOnlyForRoutes('_app/immutable/chunks/c.js', deps, { hostId })).toEqual([]);
	});
});
