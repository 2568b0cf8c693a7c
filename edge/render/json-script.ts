import { serializeProps } from '../../src/ui/serialize-props';

// Written once per object: a page's JSON-LD comes from a head that is kept per item answer
// (edge/pages/product/seo.ts), and serialising it again took a percent of a page-cache miss.
const written = new WeakMap<object, string>();

/**
 * JSON for an inline <script> (JSON-LD): escaped as island props are (src/ui/serialize-props.ts),
 * so no upstream string can close the script element or break older parsers. The object must
 * not change after it was first written (heads are built once and never mutated).
 */
export function jsonForScript(value: object): string {
  let text = written.get(value);
  if (text === undefined) {
    text = serializeProps(value);
    written.set(value, text);
  }
  return text;
}
