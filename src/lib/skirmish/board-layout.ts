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
	shooter: string;
	target: string;
	/** How many dice were rolled. */
	dice: number;
}

export interface BadgeRow {
	/** Index of the shot in the input. */
	shot: number;
	/** Lines of dice this shot takes (six dice a line). */
	lines: number;
}

export interface BadgeGroup {
	target: string;
	x: number;
	y: number;
	w: number;
	h: number;
	rows: BadgeRow[];
	side: 'right' | 'left' | 'below' | 'above';
}

/** Dice shown on one line of a badge. */
export const DICE_PER_LINE = 6;

interface Circle {
	x: number;
	y: number;
	r: number;
}
const boxHitsCircle = (b: { x: number; y: number; w: number; h: number }, c: Circle) => {
	const nx = Math.max(b.x, Math.min(c.x, b.x + b.w));
	const ny = Math.max(b.y, Math.min(c.y, b.y + b.h));
	return Math.hypot(c.x - nx, c.y - ny) < c.r;
};
const boxesOverlap = (
	a: { x: number; y: number; w: number; h: number },
	b: { x: number; y: number; w: number; h: number }
) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * One badge per target holding every shot at it (ux principles 3 and 8: the dice beside the
 * target): a line of dice per shot, then a line of words. It sits right of the target, else left,
 * below or above — the first place inside the board that covers no other counter and no other
 * badge; if none is free, the one covering least. `die` is a die's size in board units.
 */
export function badgeGroups(
	shots: readonly ShotBadgeInput[],
	centre: (id: string) => { x: number; y: number } | null,
	radius: number,
	die: number,
	bounds: { x: number; y: number; w: number; h: number },
	counters: readonly { id: string; x: number; y: number }[],
	/** Room the badge's line of words needs, by target (board units). */
	wordsWidth: (target: string) => number = () => 0
): BadgeGroup[] {
	const pad = die * 0.3;
	const byTarget = new Map<string, BadgeRow[]>();
	shots.forEach((s, i) => {
		const rows = byTarget.get(s.target) ?? [];
		rows.push({ shot: i, lines: Math.max(1, Math.ceil(s.dice / DICE_PER_LINE)) });
		byTarget.set(s.target, rows);
	});
	const placed: BadgeGroup[] = [];
	for (const [target, rows] of byTarget) {
		const c = centre(target);
		if (!c) continue;
		const most = Math.max(...rows.map((r) => Math.min(DICE_PER_LINE, shots[r.shot].dice)));
		const w = Math.max(die * 4.2, most * (die + pad) + pad, wordsWidth(target) + 2 * pad);
		const lines = rows.reduce((n, r) => n + r.lines, 0);
		const h = lines * (die + pad) + pad + die * 1.1;
		const gap = pad;
		const spots: { side: BadgeGroup['side']; x: number; y: number }[] = [
			{ side: 'right', x: c.x + radius + gap, y: c.y - radius },
			{ side: 'left', x: c.x - radius - gap - w, y: c.y - radius },
			{ side: 'below', x: c.x - w / 2, y: c.y + radius + gap },
			{ side: 'above', x: c.x - w / 2, y: c.y - radius - gap - h }
		];
		const others: Circle[] = counters
			.filter((p) => p.id !== target)
			.map((p) => ({ x: p.x, y: p.y, r: radius }));
		const cost = (b: { x: number; y: number; w: number; h: number }) =>
			others.filter((o) => boxHitsCircle(b, o)).length +
			placed.filter((o) => boxesOverlap(b, o)).length +
			(b.x < bounds.x ||
			b.y < bounds.y ||
			b.x + b.w > bounds.x + bounds.w ||
			b.y + b.h > bounds.y + bounds.h
				? 0.5
				: 0);
		let best = spots[0];
		let bestCost = Infinity;
		for (const spot of spots) {
			const k = cost({ x: spot.x, y: spot.y, w, h });
			if (k < bestCost) {
				best = spot;
				bestCost = k;
			}
			if (k === 0) break;
		}
		placed.push({ target, x: best.x, y: best.y, w, h, rows, side: best.side });
	}
	return placed;
}
