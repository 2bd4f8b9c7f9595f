/**
 * Where things go on the Skirmish board, as plain arithmetic (style.md: headless view state,
 * tested in Node): counter size, planes sharing a square fanned out, the path a move animates
 * along, and the dice badges beside a shot's target.
 */

/** Board units per square (the SVG's own scale). */
export const CELL = 40;
/** The smallest counter on screen (ux principle 5: ≥ 44 px touch targets). */
export const MIN_COUNTER_PX = 46;

/**
 * A counter's radius in board units: at least MIN_COUNTER_PX across on screen, so it stays a
 * finger's size on a small screen or zoomed out (then it overlaps its square's edge a little),
 * and never more than a square and a half across.
 */
export function counterRadius(pxPerUnit: number): number {
	const wanted = pxPerUnit > 0 ? MIN_COUNTER_PX / 2 / pxPerUnit : CELL * 0.45;
	return Math.min(CELL * 0.75, Math.max(CELL * 0.45, wanted));
}

export interface Placed {
	id: string;
	x: number;
	y: number;
}

/**
 * Offsets (board units) for planes sharing a square: one stays centred; two sit side by side;
 * more go round a circle, far enough apart that each counter can be tapped on its own.
 */
export function fanOut(
	planes: readonly Placed[],
	radius: number
): Map<string, { dx: number; dy: number }> {
	const bySquare = new Map<string, string[]>();
	for (const p of planes) {
		const key = `${p.x},${p.y}`;
		const ids = bySquare.get(key) ?? [];
		ids.push(p.id);
		bySquare.set(key, ids);
	}
	const out = new Map<string, { dx: number; dy: number }>();
	for (const ids of bySquare.values()) {
		const n = ids.length;
		ids.forEach((id, i) => {
			if (n === 1) return out.set(id, { dx: 0, dy: 0 });
			if (n === 2) return out.set(id, { dx: (i === 0 ? -1 : 1) * radius * 1.02, dy: 0 });
			// Far enough round the circle that neighbours' discs just touch.
			const ring = radius / Math.sin(Math.PI / n);
			const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
			out.set(id, { dx: ring * Math.cos(a), dy: ring * Math.sin(a) });
		});
	}
	return out;
}

/** The centre of a square in board units. */
export const centreOf = (sq: { x: number; y: number }) => ({
	x: sq.x * CELL + CELL / 2,
	y: sq.y * CELL + CELL / 2
});

/**
 * A point a fraction t (0…1) of the way along a path of square centres, with the heading (degrees
 * clockwise from north) of the leg it is on: a move animates square by square, nose first.
 */
export function pointAlong(
	points: readonly { x: number; y: number }[],
	t: number,
	endHeading: number
): { x: number; y: number; heading: number } {
	if (points.length === 0) return { x: 0, y: 0, heading: endHeading };
	if (points.length === 1 || t >= 1) return { ...points[points.length - 1], heading: endHeading };
	const legs = points.length - 1;
	const at = Math.max(0, t) * legs;
	const i = Math.min(legs - 1, Math.floor(at));
	const f = at - i;
	const a = points[i];
	const b = points[i + 1];
	const same = a.x === b.x && a.y === b.y;
	const heading = same ? endHeading : (Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI;
	return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, heading };
}

/** How long a move takes to animate: brisk, a little longer for a longer move (ms). */
export const moveDuration = (squares: number): number => Math.min(1100, 180 + squares * 130);

export interface ShotBadgeInput {
	target: string;
	dice: number;
}
export interface BadgeBox {
	x: number;
	y: number;
	w: number;
	h: number;
	/** Which side of the target it sits on. */
	side: 'right' | 'left';
}

/**
 * Boxes for the dice of each shot beside its target (ux principles 3 and 8): to the right of the
 * counter, or to its left near the board's right edge; several shots at one target stack down.
 * `die` is a die's size in board units; `bounds` the board's right edge.
 */
export function badgeBoxes(
	shots: readonly ShotBadgeInput[],
	centre: (id: string) => { x: number; y: number } | null,
	radius: number,
	die: number,
	rightEdge: number
): (BadgeBox | null)[] {
	const stacked = new Map<string, number>();
	const pad = die * 0.3;
	return shots.map((s) => {
		const c = centre(s.target);
		if (!c) return null;
		const perRow = 6;
		const rows = Math.max(1, Math.ceil(s.dice / perRow));
		const w = Math.max(die * 3.2, Math.min(s.dice, perRow) * (die + pad) + pad);
		// The dice rows, then one line of words (hits, HP lost).
		const h = rows * (die + pad) + pad + die * 1.1;
		const n = stacked.get(s.target) ?? 0;
		stacked.set(s.target, n + 1);
		const right = c.x + radius + pad;
		const side = right + w <= rightEdge ? 'right' : 'left';
		const x = side === 'right' ? right : c.x - radius - pad - w;
		const y = c.y - radius + n * (h + pad);
		return { x, y, w, h, side };
	});
}
