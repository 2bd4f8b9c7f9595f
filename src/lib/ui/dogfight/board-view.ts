/**
 * Where the Blue Max map looks first and where its counters sit (issue 28): the first view fits
 * the planes on the map (all of them, so the enemy is in sight) without an off-map band where the
 * map is larger than the view; counters too close to tell apart at a wide zoom are pushed apart
 * until each is visible and can be tapped on its own.
 */
import type { ViewBox, ViewLimits } from '$lib/ui/board/zoom-view';

export interface Point {
	x: number;
	y: number;
}

/**
 * The view that shows every point with `pad` around it, in the stage's aspect (that of
 * `limits.bounds`), zoomed in at most to `maxZoom` and out at most to `limits.maxFraction`; along an axis where the map (`map`) is
 * larger than the view, the view stays on the map (no band outside it).
 */
export function fitPoints(
	points: readonly Point[],
	limits: ViewLimits,
	map: ViewBox,
	pad: number,
	maxZoom: number
): ViewBox {
	const full = limits.bounds;
	if (points.length === 0) return { ...full };
	const xs = points.map((p) => p.x);
	const ys = points.map((p) => p.y);
	const minX = Math.min(...xs) - pad;
	const maxX = Math.max(...xs) + pad;
	const minY = Math.min(...ys) - pad;
	const maxY = Math.max(...ys) + pad;
	const aspect = full.h / full.w;
	let w = Math.max(maxX - minX, (maxY - minY) / aspect, full.w / maxZoom);
	// Up to the widest view allowed, so counters at the map's edge keep their padding.
	w = Math.min(w, full.w * limits.maxFraction);
	const h = w * aspect;
	const place = (centre: number, size: number, start: number, length: number) => {
		const pos = centre - size / 2;
		if (size >= length) return start + (length - size) / 2;
		return Math.min(Math.max(pos, start), start + length - size);
	};
	return {
		x: place((minX + maxX) / 2, w, map.x, map.w),
		y: place((minY + maxY) / 2, h, map.y, map.h),
		w,
		h
	};
}

/**
 * Pushes counters apart until no two centres are closer than `minDist` (a few rounds of pairwise
 * pushes; counters far enough apart do not move). Deterministic: the same input, the same output.
 */
export function spreadApart<T extends Point>(points: readonly T[], minDist: number): T[] {
	const out = points.map((p) => ({ ...p }));
	for (let round = 0; round < 40; round++) {
		let moved = false;
		for (let i = 0; i < out.length; i++)
			for (let j = i + 1; j < out.length; j++) {
				const a = out[i];
				const b = out[j];
				let dx = b.x - a.x;
				let dy = b.y - a.y;
				let d = Math.hypot(dx, dy);
				if (d >= minDist * 0.999) continue;
				if (d < 1e-9) {
					// Same spot: part them along a fixed direction that depends on their order.
					const angle = -Math.PI / 2 + j * 2.399963;
					dx = Math.cos(angle);
					dy = Math.sin(angle);
					d = 1;
				}
				const push = (minDist - Math.hypot(b.x - a.x, b.y - a.y)) / 2 + 1e-6;
				a.x -= (dx / d) * push;
				a.y -= (dy / d) * push;
				b.x += (dx / d) * push;
				b.y += (dy / d) * push;
				moved = true;
			}
		if (!moved) break;
	}
	return out;
}
