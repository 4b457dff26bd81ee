// Runs a Mango selector of the subset the filter kit emits (shared/src/filters/mango.ts:
// $and, $or, equality, $eq, $in, $regex with $options, $gte, $lt, $lte) over a plain object,
// with Mango's semantics: a dotted path reads through arrays (`files.filename`), an array field
// matches when one of its elements does, `null` matches a missing field, and comparisons hold
// only between values of one type. Why: the device's RxDB collections run the selector, and the
// same selector over an item in memory is the library predicate (one meaning, both places);
// ./selector-match.test.ts checks it against mingo, the engine RxDB queries with.
import type { MangoOperators, MangoSelector, MangoValue } from '../filters/mango.ts';

/** Every value a dotted path reaches; arrays on the way are walked element by element. */
function valuesAt(doc: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [doc];
  if (Array.isArray(doc)) return doc.flatMap((d) => valuesAt(d, path));
  if (doc === null || typeof doc !== 'object') return [undefined];
  const [head = '', ...rest] = path;
  return valuesAt((doc as Record<string, unknown>)[head], rest);
}

/** The candidates a condition is tried on: each value and, for arrays, each element. */
function candidates(values: readonly unknown[]): unknown[] {
  return values.flatMap((v) => (Array.isArray(v) ? [v, ...v] : [v]));
}

function equals(candidate: unknown, wanted: MangoValue): boolean {
  if (wanted === null) return candidate === null || candidate === undefined;
  return candidate === wanted;
}

function compare(candidate: unknown, bound: MangoValue, test: (order: number) => boolean) {
  if (bound === null || typeof candidate !== typeof bound) return false;
  if (typeof candidate === 'string' && typeof bound === 'string')
    return test(candidate < bound ? -1 : candidate > bound ? 1 : 0);
  if (typeof candidate === 'number' && typeof bound === 'number') return test(candidate - bound);
  return false;
}

function isOperators(value: unknown): value is MangoOperators {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).every((k) => k.startsWith('$'))
  );
}

function matchesOperators(values: readonly unknown[], ops: MangoOperators): boolean {
  const all = candidates(values);
  const some = (test: (c: unknown) => boolean) => all.some(test);
  if ('$eq' in ops && !some((c) => equals(c, ops.$eq ?? null))) return false;
  if (ops.$in && !some((c) => ops.$in?.some((w) => equals(c, w)) ?? false)) return false;
  if (ops.$regex !== undefined) {
    const pattern = new RegExp(ops.$regex, ops.$options ?? '');
    if (!some((c) => typeof c === 'string' && pattern.test(c))) return false;
  }
  // Each bound on its own, as Mango does: one element may satisfy $gte and another $lt.
  if (ops.$gte !== undefined && !some((c) => compare(c, ops.$gte ?? null, (o) => o >= 0)))
    return false;
  if (ops.$lt !== undefined && !some((c) => compare(c, ops.$lt ?? null, (o) => o < 0)))
    return false;
  if (ops.$lte !== undefined && !some((c) => compare(c, ops.$lte ?? null, (o) => o <= 0)))
    return false;
  return true;
}

/** Whether a document matches the selector (an empty selector matches everything). */
export function matchesSelector(doc: unknown, selector: MangoSelector): boolean {
  for (const [key, condition] of Object.entries(selector)) {
    if (condition === undefined) continue;
    if (key === '$and') {
      if (!(condition as readonly MangoSelector[]).every((s) => matchesSelector(doc, s)))
        return false;
      continue;
    }
    if (key === '$or') {
      if (!(condition as readonly MangoSelector[]).some((s) => matchesSelector(doc, s)))
        return false;
      continue;
    }
    const values = valuesAt(doc, key.split('.'));
    const ok = isOperators(condition)
      ? matchesOperators(values, condition)
      : candidates(values).some((c) => equals(c, condition as MangoValue));
    if (!ok) return false;
  }
  return true;
}
