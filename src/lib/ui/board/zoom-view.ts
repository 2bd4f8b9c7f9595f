/**
 * The view box of a board (SVG units) moved by zoom and pan: plain data and pure functions, so
 * the gestures' arithmetic is tested in Node and both boards share it (style.md: headless state).
 */
export interface ViewBox {
	x: number;
	y: number;
	w: number;
	h: number;
}

export interface ViewLimits {
	/** The whole board. */
	bounds: ViewBox;
	/** The narrowest view (deepest zoom), as a fraction of the board's width. */
	minFraction: number;
	/** The widest view, as a fraction of the board's width (1 = the whole board, more = margin). */
	maxFraction: number;
	/** Keep the view inside the board (the square board) or let it wander (the hex map). */
	clamp: boolean;
}

export const fullView = (limits: ViewLimits): ViewBox => ({ ...limits.bounds });

/** How far in the view is zoomed: 1 = the whole board's width, 2 = half of it. */
export const zoomOf = (view: ViewBox, limits: ViewLimits): number => limits.bounds.w / view.w;

function clampView(view: ViewBox, limits: ViewLimits): ViewBox {
	if (!limits.clamp) return view;
	const b = limits.bounds;
	const fit = (pos: number, size: number, start: number, length: number) =>
		size >= length
			? start + (length - size) / 2
			: Math.min(Math.max(pos, start), start + length - size);
	return { ...view, x: fit(view.x, view.w, b.x, b.w), y: fit(view.y, view.h, b.y, b.h) };
}

/**
 * Zooms by `factor` (>1 in) about `focus` (a board point that stays where it is on screen, e.g.
 * between two pinching fingers); without a focus about the view's centre. The aspect is kept.
 */
export function zoomView(
	view: ViewBox,
	factor: number,
	limits: ViewLimits,
	focus: { x: number; y: number } = { x: view.x + view.w / 2, y: view.y + view.h / 2 }
): ViewBox {
	const minW = limits.bounds.w * limits.minFraction;
	const maxW = limits.bounds.w * limits.maxFraction;
	const w = Math.min(maxW, Math.max(minW, view.w / factor));
	const k = w / view.w;
	return clampView(
		{ x: focus.x - (focus.x - view.x) * k, y: focus.y - (focus.y - view.y) * k, w, h: view.h * k },
		limits
	);
}

/** Moves the view by (dx, dy) board units (a finger dragging right moves the view left). */
export const panView = (view: ViewBox, dx: number, dy: number, limits: ViewLimits): ViewBox =>
	clampView({ ...view, x: view.x + dx, y: view.y + dy }, limits);

/**
 * A view of the given zoom centred on a board point as far as the limits allow (the camera
 * following the plane to act).
 */
export function centreOn(
	point: { x: number; y: number },
	zoom: number,
	limits: ViewLimits
): ViewBox {
	const full = fullView(limits);
	const w = Math.min(
		full.w * limits.maxFraction,
		Math.max(full.w * limits.minFraction, full.w / zoom)
	);
	const h = (full.h * w) / full.w;
	return clampView({ x: point.x - w / 2, y: point.y - h / 2, w, h }, limits);
}

export const viewBoxAttr = (v: ViewBox): string => `${v.x} ${v.y} ${v.w} ${v.h}`;
