import type { PropsSchema } from './define';

/**
 * The browser's check of an island's props for the islands of the item page's first tap
 * (ARCHITECTURE rule 5): a structural guard of a few hundred bytes instead of zod/mini, whose
 * core (7.8 KB gzip) would otherwise load with 구매하기 (issue 32 §3). The depth is the server's
 * guarantee: src/ui/Island.tsx checks such an island's props against its full zod/mini schema
 * (src/islands/server-props.ts) before it writes them, and writes none when they fail. So the
 * guard only has to catch a props script the server did not write this way (an old cached page,
 * hand-made markup): anything that is not an object with every top-level prop of the right JSON
 * type fails, the hydrator logs `invalid-props` with the paths, and the island stays server HTML.
 */

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';
/** A prop's JSON type; `?` also allows it absent, `|null` also allows null. */
export type FieldKind = Kind | `${Kind}?` | `${Kind}|null` | `${Kind}|null?`;

function kindOf(value: unknown): Kind | 'null' | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'number') return Number.isFinite(value) ? 'number' : 'other';
  return t === 'string' || t === 'boolean' || t === 'object' ? t : 'other';
}

function fits(value: unknown, field: FieldKind): boolean {
  const optional = field.endsWith('?');
  const [kind, orNull] = field.replace(/\?$/, '').split('|');
  if (value === undefined) return optional;
  const actual = kindOf(value);
  return actual === kind || (actual === 'null' && orNull === 'null');
}

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/**
 * A guard for props of type `P`: every key of `P` is listed (the compiler sees to it), each with
 * its JSON type. Keys not listed are kept as they came (the server check strips them already).
 */
export function propsGuard<P extends object>(fields: { [K in keyof P]-?: FieldKind }): PropsSchema<P> {
  const entries = Object.entries(fields) as [string, FieldKind][];
  return {
    safeParse(data: unknown) {
      if (kindOf(data) !== 'object') return { success: false, error: { issues: [{ path: [], message: `expected an object, got ${kindOf(data)}` }] } };
      const record = data as Record<string, unknown>;
      const issues: Issue[] = entries.filter(([key, field]) => !fits(record[key], field)).map(([key, field]) => ({ path: [key], message: `expected ${field}, got ${kindOf(record[key])}` }));
      return issues.length === 0 ? { success: true, data: data as P } : { success: false, error: { issues } };
    },
  };
}
