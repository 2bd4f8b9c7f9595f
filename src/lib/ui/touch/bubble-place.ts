/**
 * Where a small explanation bubble goes next to the control it explains: under it when it fits,
 * else above, else on whichever side has more room; always inside the viewport (ux principle 2:
 * the explanation appears next to the thing tapped, never off-screen). Pure, tested in Node.
 */
export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

export interface Placement {
	x: number;
	y: number;
	side: 'below' | 'above';
}

/** Space kept between the bubble and the control, and between the bubble and the screen edge. */
export const BUBBLE_GAP = 6;
export const SCREEN_MARGIN = 8;

export function placeBubble(
	anchor: Box,
	bubble: { width: number; height: number },
	viewport: { width: number; height: number }
): Placement {
	const below = anchor.y + anchor.height + BUBBLE_GAP;
	const above = anchor.y - BUBBLE_GAP - bubble.height;
	const fitsBelow = below + bubble.height <= viewport.height - SCREEN_MARGIN;
	const fitsAbove = above >= SCREEN_MARGIN;
	const moreRoomBelow = viewport.height - (anchor.y + anchor.height) >= anchor.y;
	const side: Placement['side'] = fitsBelow || (!fitsAbove && moreRoomBelow) ? 'below' : 'above';
	const wanted = side === 'below' ? below : above;
	const y = clamp(wanted, SCREEN_MARGIN, viewport.height - SCREEN_MARGIN - bubble.height);
	const centred = anchor.x + anchor.width / 2 - bubble.width / 2;
	const x = clamp(centred, SCREEN_MARGIN, viewport.width - SCREEN_MARGIN - bubble.width);
	return { x, y, side };
}

/** Like Math.min(max(v, lo), hi), but a range too small for the bubble keeps it at lo. */
function clamp(v: number, lo: number, hi: number): number {
	return Math.max(lo, Math.min(v, Math.max(lo, hi)));
}
