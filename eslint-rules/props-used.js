/**
 * Every property a component's props type declares in the component's own file is read: an
 * unused one is a caller's value silently dropped (a renamed prop, a half-removed feature).
 *
 * This is what `svelte/no-unused-props` checks with its default options (types declared in the
 * component only, nested object types too), without type information (issue 30): that rule made
 * ESLint build a TypeScript program for every `.svelte` file, ≈ 22 s of a 55 s lint, and nothing
 * else in our lint needs types in `.svelte` files. It reads the props' type from the syntax: an
 * inline object type, or an interface or type alias declared in the same script (following their
 * in-file `extends` and `&`). Types imported from elsewhere are not checked (as the typed rule's
 * default). A property counts as used when it is destructured and the binding is used (read, or
 * written: a `$bindable` prop assigned hands its value back), or read as a member (`props.x`,
 * `x.y` for nested types); a rest element, a spread or a dynamic key uses everything under it.
 */

/** @typedef {{ all: boolean, children: Map<string, Usage> }} Usage */

const keyName = (key) =>
	key.type === 'Identifier'
		? key.name
		: key.type === 'Literal' && typeof key.value === 'string'
			? key.value
			: null;

/** @returns {Usage} */
const emptyUsage = () => ({ all: false, children: new Map() });

/** The named properties and methods of an object type's or interface's body. */
function membersOfBody(body) {
	const members = new Map();
	for (const member of body) {
		const named =
			(member.type === 'TSPropertySignature' || member.type === 'TSMethodSignature') &&
			!member.computed;
		const name = named ? keyName(member.key) : null;
		if (name !== null) members.set(name, member.typeAnnotation?.typeAnnotation ?? null);
	}
	return members;
}

/** Marks `path` under `usage` as read; `all` marks everything under its end as read too. */
function mark(usage, path, all) {
	let node = usage;
	for (const name of path) {
		if (node.all) return;
		let child = node.children.get(name);
		if (!child) {
			child = emptyUsage();
			node.children.set(name, child);
		}
		node = child;
	}
	if (all) node.all = true;
}

export default {
	meta: {
		type: 'suggestion',
		docs: { description: "A component's props type declares nothing it does not read" },
		messages: {
			unusedProp: "'{{name}}' is an unused Props property.",
			unusedNestedProp: "'{{name}}' in '{{parent}}' is an unused property."
		},
		schema: []
	},
	create(context) {
		const sourceCode = context.sourceCode;
		/** Interfaces and type aliases declared in this file, by name. */
		const declared = new Map();

		/** The members the type node declares in this file (name → its type node or null). */
		function membersOf(typeNode, seen = new Set()) {
			if (typeNode?.type === 'TSTypeLiteral') return membersOfBody(typeNode.members);
			if (typeNode?.type === 'TSIntersectionType')
				return new Map(typeNode.types.flatMap((part) => [...membersOf(part, seen)]));
			if (typeNode?.type === 'TSTypeReference' && typeNode.typeName.type === 'Identifier')
				return membersOfDeclared(typeNode.typeName.name, seen);
			return new Map();
		}

		/** The members of the interface or alias `name` of this file, its in-file bases' too. */
		function membersOfDeclared(name, seen) {
			const decl = declared.get(name);
			if (!decl || seen.has(name)) return new Map();
			const inner = new Set(seen).add(name);
			if (decl.type === 'TSTypeAliasDeclaration') return membersOf(decl.typeAnnotation, inner);
			const bases = (decl.extends ?? [])
				.filter((heritage) => heritage.expression.type === 'Identifier')
				.flatMap((heritage) => [...membersOfDeclared(heritage.expression.name, inner)]);
			return new Map([...bases, ...membersOfBody(decl.body.body)]);
		}

		/** What a pattern's bindings use, marked under `usage` at `path`. */
		function markPattern(pattern, usage, path) {
			for (const prop of pattern.properties) {
				if (prop.type === 'RestElement' || prop.computed) {
					mark(usage, path, true);
					continue;
				}
				const name = keyName(prop.key);
				if (name === null) {
					mark(usage, path, true);
					continue;
				}
				const value = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
				if (value.type === 'ObjectPattern') markPattern(value, usage, [...path, name]);
				else if (value.type === 'Identifier') markVariable(value, usage, [...path, name]);
				else mark(usage, [...path, name], true);
			}
		}

		/** What the uses of the variable `id` declares mark under `usage` at `path`. */
		function markVariable(id, usage, path) {
			const variable = findVariable(id);
			if (!variable) return mark(usage, path, true);
			for (const reference of variable.references)
				// A write counts too (a `$bindable` prop assigned hands its value back), as with
				// the typed rule.
				if (reference.identifier !== id) markReference(reference.identifier, usage, path);
		}

		function findVariable(id) {
			for (let scope = sourceCode.getScope(id); scope; scope = scope.upper) {
				const variable = scope.set.get(id.name);
				if (variable) return variable;
			}
			return null;
		}

		/** One use of a value at `path`: its member chain, a destructuring, or the whole value. */
		function markReference(node, usage, path) {
			const chain = [...path];
			let current = node;
			for (;;) {
				const parent = current.parent;
				if (parent?.type === 'MemberExpression' && parent.object === current) {
					const name = parent.computed
						? parent.property.type === 'Literal' && typeof parent.property.value === 'string'
							? parent.property.value
							: null
						: parent.property.name;
					if (name === null) break;
					chain.push(name);
				} else if (!(
					(parent?.type === 'TSNonNullExpression' ||
						parent?.type === 'TSAsExpression' ||
						parent?.type === 'TSSatisfiesExpression' ||
						parent?.type === 'ChainExpression') &&
					parent.expression === current
				))
					break;
				current = parent;
			}
			const parent = current.parent;
			if (
				parent?.type === 'VariableDeclarator' &&
				parent.init === current &&
				parent.id.type === 'ObjectPattern'
			)
				return markPattern(parent.id, usage, chain);
			mark(usage, chain, true);
		}

		/** Reports the members of `typeNode` that `usage` does not read, nested ones too. */
		function report(typeNode, usage, parent, reportNode, seen) {
			if (usage.all) return;
			for (const [name, memberType] of membersOf(typeNode)) {
				const child = usage.children.get(name);
				if (!child) {
					context.report({
						node: reportNode,
						messageId: parent ? 'unusedNestedProp' : 'unusedProp',
						data: { name, parent: parent ?? '' }
					});
					continue;
				}
				const key = memberType ? sourceCode.getText(memberType) : '';
				if (memberType && !seen.has(key))
					report(memberType, child, name, reportNode, new Set(seen).add(key));
			}
		}

		const propsDeclarators = [];
		const declare = (decl) => declared.set(decl.id.name, decl);
		return {
			// A script's interfaces and aliases may follow the `$props()` that uses them: the
			// declarators are checked once the whole file has been read.
			TSInterfaceDeclaration: declare,
			TSTypeAliasDeclaration: declare,
			VariableDeclarator(node) {
				const init = node.init;
				if (
					init?.type === 'CallExpression' &&
					init.callee.type === 'Identifier' &&
					init.callee.name === '$props'
				)
					propsDeclarators.push(node);
			},
			'Program:exit'() {
				for (const node of propsDeclarators) {
					const typeNode = node.id.typeAnnotation?.typeAnnotation;
					if (!typeNode) continue;
					const usage = emptyUsage();
					if (node.id.type === 'ObjectPattern') markPattern(node.id, usage, []);
					else if (node.id.type === 'Identifier') markVariable(node.id, usage, []);
					else continue;
					report(typeNode, usage, null, node, new Set());
				}
			}
		};
	}
};
