/**
 * JSON for an inline <script> (JSON-LD, island props): `<`, `>`, `&`, U+2028 and U+2029 are
 * escaped so no upstream string can close the script element or break older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
