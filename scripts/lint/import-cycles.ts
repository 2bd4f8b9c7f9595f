import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Issue 27: no import cycle between value modules. Reads every TypeScript module under a folder,
 * keeps the imports that load code at run time (not `import type`, not all-type specifier lists),
 * and returns each cycle found as the list of its files.
 */
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"]([^'"]+)['"]/gm;

function modulesUnder(dir: string): string[] {
	const out: string[] = [];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) out.push(...modulesUnder(path));
		else if (/\.ts$/.test(name) && !/\.(test|spec|d)\.ts$/.test(name)) out.push(path);
	}
	return out;
}

/** True when every specifier of `{ … }` is marked `type` (the import loads nothing at run time). */
function onlyTypes(clause: string): boolean {
	const braces = /^\{([^}]*)\}$/.exec(clause.trim());
	if (!braces) return false;
	const names = braces[1]
		.split(',')
		.map((s) => s.trim())
		.filter(Boolean);
	return names.length > 0 && names.every((n) => n.startsWith('type '));
}

function resolveImport(
	from: string,
	spec: string,
	libRoot: string,
	known: Set<string>
): string | null {
	let base: string;
	if (spec.startsWith('$lib/')) base = join(libRoot, spec.slice(5));
	else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
	else return null;
	base = base.replace(/\.js$/, '');
	for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
		if (known.has(candidate)) return candidate;
	}
	return null;
}

export function valueImportGraph(libRoot: string): Map<string, string[]> {
	const files = modulesUnder(libRoot);
	const known = new Set(files);
	const graph = new Map<string, string[]>();
	for (const file of files) {
		const text = readFileSync(file, 'utf8');
		const targets: string[] = [];
		for (const m of text.matchAll(IMPORT)) {
			if (m[2] || onlyTypes(m[3])) continue;
			const target = resolveImport(file, m[4], libRoot, known);
			if (target) targets.push(target);
		}
		for (const m of text.matchAll(SIDE_EFFECT)) {
			const target = resolveImport(file, m[1], libRoot, known);
			if (target) targets.push(target);
		}
		graph.set(file, targets);
	}
	return graph;
}

/** Strongly connected components of more than one module (or a module importing itself). */
export function importCycles(libRoot: string): string[][] {
	const graph = valueImportGraph(libRoot);
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const cycles: string[][] = [];
	let next = 0;
	const visit = (v: string): void => {
		index.set(v, next);
		low.set(v, next++);
		stack.push(v);
		onStack.add(v);
		for (const w of graph.get(v) ?? []) {
			if (!index.has(w)) {
				visit(w);
				low.set(v, Math.min(low.get(v)!, low.get(w)!));
			} else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
		}
		if (low.get(v) === index.get(v)) {
			const component: string[] = [];
			let w: string;
			do {
				w = stack.pop()!;
				onStack.delete(w);
				component.push(w);
			} while (w !== v);
			if (component.length > 1 || (graph.get(v) ?? []).includes(v)) {
				cycles.push(component.map((f) => relative(libRoot, f)).sort());
			}
		}
	};
	for (const v of graph.keys()) if (!index.has(v)) visit(v);
	return cycles;
}
