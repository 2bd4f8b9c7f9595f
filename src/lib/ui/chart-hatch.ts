/**
 * A hatched fill for a bar (issue 28: sides by pattern, not colour alone): diagonal stripes of the
 * colour on a lighter ground. Outside a browser (prerendering) the plain colour.
 */
const cache = new Map<string, CanvasPattern | string>();

export function hatched(colour: string): CanvasPattern | string {
	if (typeof document === 'undefined') return colour;
	const known = cache.get(colour);
	if (known) return known;
	const tile = document.createElement('canvas');
	tile.width = tile.height = 10;
	const ctx = tile.getContext('2d');
	if (!ctx) return colour;
	ctx.fillStyle = colour;
	ctx.globalAlpha = 0.35;
	ctx.fillRect(0, 0, 10, 10);
	ctx.globalAlpha = 1;
	ctx.strokeStyle = colour;
	ctx.lineWidth = 3;
	ctx.beginPath();
	for (const o of [-10, 0, 10]) {
		ctx.moveTo(o, 10);
		ctx.lineTo(o + 10, 0);
	}
	ctx.stroke();
	const filled = ctx.createPattern(tile, 'repeat') ?? colour;
	cache.set(colour, filled);
	return filled;
}
