import { memoizedPer } from '../../rules/memo';
import { serializeProps } from '../../src/ui/serialize-props';

/**
 * JSON for an inline <script> (JSON-LD): escaped as island props are (src/ui/serialize-props.ts),
 * so no upstream string can close the script element or break older parsers. Written once per
 * object (a page's JSON-LD comes from a head kept per item answer, edge/pages/product/seo.ts):
 * the object must not change after it was first written.
 */
export const jsonForScript = memoizedPer((value: object): string => serializeProps(value));
