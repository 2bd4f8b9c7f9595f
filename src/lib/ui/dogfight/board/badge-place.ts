/**
 * Where a shot's badge goes beside its target (ux principle 3): right, left, below or above,
 * the first place inside the view that covers no other counter and no badge already placed,
 * else the place that covers least. Pure, in board units.
 */
export interface Box {
	x: number;
	y: number;
	w: number;
	h: number;
}

export interface BadgeQuery {
	at: { x: number; y: number };
	size: { w: number; h: number };
	/** From the target's centre to the badge's near edge. */
	gap: number;
	/** Counter radius. */
	radius: number;
	view: Box;
	/** The other counters' centres. */
	counters: readonly { x: number; y: number }[];
	/** Badges placed already. */
	taken: readonly Box[];
}

const overlap = (a: Box, b: Box) =>
	Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
	Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

export function placeBadge(q: BadgeQuery): { x: number; y: number } {
	const { at, size, gap, view } = q;
	const candidates: Box[] = [
		{ x: at.x + gap, y: at.y - size.h / 2, ...size },
		{ x: at.x - gap - size.w, y: at.y - size.h / 2, ...size },
		{ x: at.x - size.w / 2, y: at.y + gap, ...size },
		{ x: at.x - size.w / 2, y: at.y - gap - size.h, ...size }
	];
	const discs = q.counters.map((c) => ({
		x: c.x - q.radius,
		y: c.y - q.radius,
		w: 2 * q.radius,
		h: 2 * q.radius
	}));
	const cost = (b: Box) => {
		const outside = size.w * size.h - overlap(b, view);
		return (
			outside * 4 +
			discs.reduce((n, d) => n + overlap(b, d), 0) +
			q.taken.reduce((n, t) => n + overlap(b, t) * 2, 0)
		);
	};
	let best = candidates[0];
	let bestCost = Infinity;
	for (const c of candidates) {
		const n = cost(c);
		if (n === 0) return { x: c.x, y: c.y };
		if (n < bestCost) {
			best = c;
			bestCost = n;
		}
	}
	return { x: best.x, y: best.y };
}
