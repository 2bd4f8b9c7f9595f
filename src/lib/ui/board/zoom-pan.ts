import type { Action } from 'svelte/action';
import { panView, zoomView, type ViewBox, type ViewLimits } from './zoom-view';

export interface ZoomPanParams {
	view: ViewBox;
	limits: ViewLimits;
	onview: (view: ViewBox) => void;
	/** Mouse wheel zooms too (the hex map); off where the page should scroll instead. */
	wheel?: boolean;
}

/** Finger travel (px) below which a touch is a tap, not a drag. */
export const TAP_SLOP = 8;

/**
 * `use:zoomPan={{ view, limits, onview }}` on a board's <svg>: one finger (or the mouse) drags the
 * view, two fingers pinch-zoom about the point between them, the wheel zooms about the pointer.
 * A click that ends a drag or a pinch is swallowed, so panning never taps a square by accident.
 * The board owns the view (a prop it renders as viewBox); the action only proposes new ones.
 */
export const zoomPan: Action<SVGSVGElement, ZoomPanParams> = (node, initial) => {
	let params = initial;
	const pointers = new Map<number, { x: number; y: number }>();
	let spread: number | null = null;
	let travelled = 0;

	/** Board units per screen pixel (the SVG keeps its aspect: the larger ratio wins). */
	const unitsPerPx = () => {
		const r = node.getBoundingClientRect();
		return r.width > 0 && r.height > 0
			? Math.max(params.view.w / r.width, params.view.h / r.height)
			: 1;
	};
	const toBoard = (x: number, y: number) => {
		const ctm = node.getScreenCTM();
		if (!ctm) return undefined;
		const p = new DOMPoint(x, y).matrixTransform(ctm.inverse());
		return { x: p.x, y: p.y };
	};
	const distance = () => {
		const [a, b] = [...pointers.values()];
		return Math.hypot(a.x - b.x, a.y - b.y);
	};

	function down(e: PointerEvent) {
		pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
		if (pointers.size === 1) travelled = 0;
		if (pointers.size === 2) spread = distance();
	}
	function move(e: PointerEvent) {
		const prev = pointers.get(e.pointerId);
		if (!prev) return;
		const now = { x: e.clientX, y: e.clientY };
		pointers.set(e.pointerId, now);
		if (pointers.size >= 2 && spread) {
			const d = distance();
			const [a, b] = [...pointers.values()];
			const focus = toBoard((a.x + b.x) / 2, (a.y + b.y) / 2);
			if (d > 0) params.onview(zoomView(params.view, d / spread, params.limits, focus));
			spread = d;
			travelled += TAP_SLOP + 1;
			return;
		}
		const dx = now.x - prev.x;
		const dy = now.y - prev.y;
		travelled += Math.abs(dx) + Math.abs(dy);
		if (travelled > TAP_SLOP) {
			const k = unitsPerPx();
			params.onview(panView(params.view, -dx * k, -dy * k, params.limits));
		}
	}
	function up(e: PointerEvent) {
		pointers.delete(e.pointerId);
		if (pointers.size < 2) spread = null;
	}
	function click(e: MouseEvent) {
		if (travelled > TAP_SLOP) {
			e.stopPropagation();
			e.preventDefault();
			travelled = 0;
		}
	}
	function wheel(e: WheelEvent) {
		if (!params.wheel) return;
		e.preventDefault();
		params.onview(
			zoomView(
				params.view,
				e.deltaY < 0 ? 1.15 : 1 / 1.15,
				params.limits,
				toBoard(e.clientX, e.clientY)
			)
		);
	}

	node.addEventListener('pointerdown', down);
	node.addEventListener('pointermove', move);
	node.addEventListener('pointerup', up);
	node.addEventListener('pointercancel', up);
	node.addEventListener('click', click, true);
	node.addEventListener('wheel', wheel, { passive: false });
	return {
		update(next) {
			params = next;
		},
		destroy() {
			node.removeEventListener('pointerdown', down);
			node.removeEventListener('pointermove', move);
			node.removeEventListener('pointerup', up);
			node.removeEventListener('pointercancel', up);
			node.removeEventListener('click', click, true);
			node.removeEventListener('wheel', wheel);
		}
	};
};
