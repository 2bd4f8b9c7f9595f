/**
 * Service worker registration with an update prompt: a new version waits until the user
 * says "update now", so nobody loses a half-entered mission result to a surprise reload.
 */
class PwaState {
	updateReady = $state(false);
	offlineReady = $state(false);
	private waiting: ServiceWorker | null = null;

	async register(): Promise<void> {
		if (!('serviceWorker' in navigator)) return this.releaseHeldLine();
		try {
			const reg = await navigator.serviceWorker.register('/service-worker.js', { type: 'module' });
			if (reg.waiting && navigator.serviceWorker.controller) this.offer(reg.waiting);
			reg.addEventListener('updatefound', () => {
				const worker = reg.installing;
				worker?.addEventListener('statechange', () => {
					if (worker.state !== 'installed') return;
					if (navigator.serviceWorker.controller) this.offer(worker);
					else this.offlineReady = true;
				});
			});
			// Look for a new version whenever the app comes back to the foreground.
			document.addEventListener('visibilitychange', () => {
				if (document.visibilityState === 'visible') reg.update().catch(() => {});
			});
		} catch {
			// No service worker (private mode, unsupported): the app still works online.
			this.releaseHeldLine();
		}
	}

	private offer(worker: ServiceWorker): void {
		this.waiting = worker;
		this.updateReady = true;
	}

	applyUpdate(): void {
		if (!this.waiting) return;
		navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
			once: true
		});
		this.waiting.postMessage({ type: 'SKIP_WAITING' });
	}

	/** No "works offline" notice will come on this page: the header's held line goes (app.html). */
	releaseHeldLine(): void {
		document.documentElement.classList.remove('first-visit');
	}

	/** The notice closes (a tap, or "works offline" after its time): its held line goes with it,
	 * so no empty band stays under the header until the next page (issue 28). */
	dismiss(): void {
		this.updateReady = false;
		this.offlineReady = false;
		this.releaseHeldLine();
	}
}

export const pwa = new PwaState();
