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
