// Work a page starts once it has hydrated, each piece in a task of its own (issue 30). An
// `import()` made while the page hydrates (in an onMount) runs in the hydration's task: Vite's
// preload helper adds a `<link rel="modulepreload">` for every module the import needs there and
// then, which on a slow phone made that task twice as long. A timer moves it to its own task.

/** `load()` in a task of its own, after the current one (and after hydration, from an onMount). */
export function inOwnTask<T>(load: () => Promise<T>): Promise<T> {
	return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
}
