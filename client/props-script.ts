import { ISLAND_ID_ATTR, ISLAND_PROPS_ATTR } from '../src/ui/island-attrs';

/**
 * An island's props script (ARCHITECTURE rule 5). React-free: the entry looks for it while the
 * page streams, before any island code (or React) has loaded.
 *
 * The props script is the marker's next sibling; a lookup by id covers markup moved around it.
 */
export function findPropsScript(container: Element): HTMLScriptElement | null {
  const id = container.getAttribute(ISLAND_ID_ATTR) ?? '';
  const next = container.nextElementSibling;
  if (next instanceof HTMLScriptElement && next.getAttribute(ISLAND_PROPS_ATTR) === id) return next;
  for (const script of document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_PROPS_ATTR}]`)) {
    if (script.getAttribute(ISLAND_PROPS_ATTR) === id) return script;
  }
  return null;
}

/**
 * The parser is done with `script`: something follows it in the document. While a long props
 * script streams in (a listing's cards), the element is already there with part of its JSON, and
 * it is the last node of the document until its end tag has been read.
 */
export function parsedPast(script: Element): boolean {
  for (let node: Node | null = script; node; node = node.parentNode) {
    if (node.nextSibling) return true;
  }
  return false;
}
