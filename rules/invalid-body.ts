import type * as z from 'zod';

/**
 * A body that does not fit its schema, as the parts of its 400 answer (issue 27): the first
 * wrong field by its path (`lines.0.qty`), the shopper's name for it (the nearest key along the
 * path that the caller's catalogue names, particle included: `수량을`), and the zod issue
 * for developers. What was sent is never echoed.
 */
export interface InvalidBody {
  field: string;
  /** The catalogue's words, `수량을`; null when no key along the path is named. */
  label: string | null;
  detail: string;
}

export function invalidBody(error: z.ZodError, labels: Readonly<Record<string, string>>): InvalidBody {
  const issue = error.issues[0];
  if (!issue) return { field: '', label: null, detail: 'invalid request' };
  // An unknown key names itself: the path alone stops at the object that holds it.
  const path = [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])].map(String);
  const field = path.join('.');
  const named = path.findLast((key) => Object.hasOwn(labels, key));
  return { field, label: named === undefined ? null : labels[named]!, detail: field ? `${field}: ${issue.message}` : issue.message };
}
