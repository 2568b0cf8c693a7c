/**
 * What a member's own lists (orders, received gifts, reviews, cart) show of an adult-only item
 * to a member who is not a verified adult (DECISIONS 14): what the item page's gate shows —
 * none of the item's name, brand or picture, and nothing to follow to it. The line stays (it is
 * the member's order, with its quantity and price), marked `adultWithheld`, so a page draws a
 * neutral placeholder in its place rather than a hole.
 *
 * Who is a verified adult is decided elsewhere, once (origin/routes/adult-holder.ts, the gate's
 * rule); this only says what a line becomes. Every line also says whether its item is adult-only
 * (`useAdultCheck`, 'T'/'F' as every flag), so the storefront can withhold it again from a
 * member the gate would not let in, whatever an upstream did (edge/context/adult-holding.ts).
 */

/**
 * The fields of a line that name or picture its item. Option labels and option text count: they
 * often name the item too (a "375ml × 2" option, an engraving of the brand's name).
 */
export interface NamedLine {
  itemName: string;
  brandName?: string;
  imageUrl?: string;
  /** The chosen option as the item's option list words it (cart lines). */
  optionLabel?: string;
  /** The text typed for an option (orders, gifts, reviews as `optionText`; cart and checkout lines as `text`). */
  optionText?: string;
  text?: string;
}

const BLANKED_IF_PRESENT = ['brandName', 'imageUrl', 'optionLabel', 'optionText', 'text'] as const;

export type HeldLine<T extends NamedLine> = T & { useAdultCheck: 'T' | 'F'; adultWithheld: boolean };

/** The line as `viewerIsAdult` may see it: unchanged, or without its item's name, brand, picture and option words. */
export function heldLine<T extends NamedLine>(line: T, adultOnly: boolean, viewerIsAdult: boolean): HeldLine<T> {
  const flag = adultOnly ? 'T' : 'F';
  if (!adultOnly || viewerIsAdult) return { ...line, useAdultCheck: flag, adultWithheld: false };
  const held: HeldLine<T> = { ...line, useAdultCheck: flag, itemName: '', adultWithheld: true };
  // Blanked where the line has them; a line without one gains no empty field.
  for (const field of BLANKED_IF_PRESENT) if (line[field] !== undefined) held[field] = '' as T[typeof field];
  return held;
}
