/**
 * Lookups by a user's string must not reach Object.prototype (issue 17): `AIRCRAFT["constructor"]`
 * is a function, `fired["toString"].push` throws, `out["__proto__"] = x` replaces a prototype.
 * This rule flags, in the rules core, data and umpire:
 * - `obj[key]` (read or write) where `key` is a wide `string` and `obj` is a plain object with a
 *   string index signature (a Record<string, T>), not an array, tuple or Map;
 * - `key in obj` where `key` is not a string literal (a literal key narrows a union and is fine).
 * Use a Map, `ownValue(record, key)` / `Object.hasOwn` (src/lib/rules/common/own.ts), or build the
 * record with `Object.fromEntries`.
 */
import { ESLintUtils } from '@typescript-eslint/utils';
import ts from 'typescript';

const isWideString = (checker, type) => {
	if (type.isUnion()) return type.types.some((t) => isWideString(checker, t));
	return (type.flags & ts.TypeFlags.String) !== 0;
};

function hasStringIndex(checker, type) {
	if (type.isUnion()) return type.types.some((t) => hasStringIndex(checker, t));
	if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
	return checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined;
}

export default {
	meta: {
		type: 'problem',
		docs: { description: 'No prototype-reaching lookups by user strings' },
		messages: {
			index:
				'Lookup by a string key on a plain object can reach Object.prototype ("constructor", "__proto__"): use a Map, ownValue() or Object.hasOwn.',
			in: '`in` sees inherited keys ("toString" in {} is true): use Object.hasOwn or a Map.'
		},
		schema: []
	},
	create(context) {
		const services = ESLintUtils.getParserServices(context);
		const checker = services.program.getTypeChecker();
		const typeOf = (node) => services.getTypeAtLocation(node);
		return {
			MemberExpression(node) {
				if (!node.computed) return;
				if (node.property.type === 'Literal') return;
				if (!isWideString(checker, typeOf(node.property))) return;
				if (!hasStringIndex(checker, checker.getApparentType(typeOf(node.object)))) return;
				context.report({ node, messageId: 'index' });
			},
			BinaryExpression(node) {
				if (node.operator !== 'in') return;
				if (node.left.type === 'Literal' && typeof node.left.value === 'string') return;
				context.report({ node, messageId: 'in' });
			}
		};
	}
};
