/** A value held in `$state`, for Node tests of `*.svelte.ts` modules whose inputs change. */
export function stateBox<T>(initial: T): { get: () => T; set: (value: T) => void } {
	let value = $state.raw(initial);
	return {
		get: () => value,
		set: (next) => {
			value = next;
		}
	};
}
