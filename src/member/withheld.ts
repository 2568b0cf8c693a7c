import { identityCopy } from '../copy/ko';

/**
 * How a member's own lists (orders, received gifts, reviews, cart) draw a line whose item is
 * adult-only and which the upstream withheld from them (rules/adult-holding.ts): as the item
 * page's gate does — the gate's title in place of the name, no brand, picture or link.
 */
export interface MaybeWithheld {
  itemNo: number;
  itemName: string;
  adultWithheld?: boolean | undefined;
}

/** The name to draw: the gate's title for a withheld line; else the item's name, or its number. */
export function shownName(line: MaybeWithheld): string {
  if (line.adultWithheld) return identityCopy.adultGateTitle;
  return line.itemName || `#${line.itemNo}`;
}
