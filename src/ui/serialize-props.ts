/**
 * Island props travel from the server to the browser inside an inline
 * `<script type="application/json">`. The HTML parser ends a script element at the first
 * `</script` whatever JSON thinks, and U+2028/U+2029 broke older JS parsers, so these five
 * characters are written as JSON unicode escapes: the text stays valid JSON that decodes to
 * exactly the original value (ARCHITECTURE rule 5).
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text safe to place verbatim inside a script element. `undefined` becomes `null`. */
export function serializeProps(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}

/** The browser side: `null` for missing or malformed text, never a throw. */
export function parseProps(text: string | null | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text == null || text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
