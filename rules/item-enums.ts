/**
 * The item enumerations of spec 4.2 that had no code: item display, item label, view mode,
 * sample display, gender filter and fit. One typed constant each, shared by the storefront,
 * the browser and the origin, with a parser that never throws.
 *
 * Codes arrive from an upstream answer (a number, a numeric string, null) or from a shopper's
 * address bar (`?fit=abc`). A code that is not one of the spec's values is mapped to a safe
 * default, never an error:
 *   item display ... 1 visibility (an unknown display type shows the ordinary item page)
 *   item label ..... 0 none (no label rather than a wrong one)
 *   view mode ...... 0 list
 *   sample display . 0 none (sample reviews shown in the ordinary order, marked as samples)
 *   gender, fit .... null: no value, so no filter (an item's unknown fit or gender matches no
 *                    chosen filter, and a bad filter in an address filters nothing)
 *
 * Zod-free and React-free, so islands may import it.
 */

export const ItemDisplay = { VISIBILITY: 1, INVISIBILITY: 2, TICKET: 3, LODGE: 4 } as const;
export type ItemDisplayCode = (typeof ItemDisplay)[keyof typeof ItemDisplay];

export const ItemLabel = { NONE: 0, SALE: 1, DATE: 2, D_DAY: 3 } as const;
export type ItemLabelCode = (typeof ItemLabel)[keyof typeof ItemLabel];

export const ViewMode = { LIST: 0, DETAIL: 1 } as const;
export type ViewModeCode = (typeof ViewMode)[keyof typeof ViewMode];

export const SampleDisplay = { NONE: 0, HIDE: 1, TOP: 2, BOTTOM: 3 } as const;
export type SampleDisplayCode = (typeof SampleDisplay)[keyof typeof SampleDisplay];

export const GenderFilter = { WOMEN: 1, MEN: 2 } as const;
export type GenderFilterCode = (typeof GenderFilter)[keyof typeof GenderFilter];

export const Fit = { OVERSIZE: 1, RELAX: 2, REGULAR: 3, SLIM: 4 } as const;
export type FitCode = (typeof Fit)[keyof typeof Fit];

/** Every value, in the spec's order: for filter chips, seed coverage and tests. */
export const ITEM_DISPLAYS: readonly ItemDisplayCode[] = Object.values(ItemDisplay);
export const ITEM_LABELS: readonly ItemLabelCode[] = Object.values(ItemLabel);
export const VIEW_MODES: readonly ViewModeCode[] = Object.values(ViewMode);
export const SAMPLE_DISPLAYS: readonly SampleDisplayCode[] = Object.values(SampleDisplay);
export const GENDER_FILTERS: readonly GenderFilterCode[] = Object.values(GenderFilter);
export const FITS: readonly FitCode[] = Object.values(Fit);

/**
 * A whole number from a number or a string of digits (blanks around it forgiven); anything
 * else (`'1.5'`, `'abc'`, `'1e0'`, `true`, `null`) is null. Strings are capped at 9 digits.
 */
export function codeOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^[0-9]{1,9}$/.test(v) ? Number(v) : null;
}

function parserOf<C extends number>(values: readonly C[]): (value: unknown) => C | null {
  return (value) => {
    const n = codeOf(value);
    return n !== null && (values as readonly number[]).includes(n) ? (n as C) : null;
  };
}

const itemDisplay = parserOf(ITEM_DISPLAYS);
const itemLabel = parserOf(ITEM_LABELS);
const viewMode = parserOf(VIEW_MODES);
const sampleDisplay = parserOf(SAMPLE_DISPLAYS);

export const parseItemDisplay = (value: unknown): ItemDisplayCode => itemDisplay(value) ?? ItemDisplay.VISIBILITY;
export const parseItemLabel = (value: unknown): ItemLabelCode => itemLabel(value) ?? ItemLabel.NONE;
export const parseViewMode = (value: unknown): ViewModeCode => viewMode(value) ?? ViewMode.LIST;
export const parseSampleDisplay = (value: unknown): SampleDisplayCode => sampleDisplay(value) ?? SampleDisplay.NONE;
/** null: no gender (unisex, unknown, or no filter chosen). */
export const parseGenderFilter: (value: unknown) => GenderFilterCode | null = parserOf(GENDER_FILTERS);
/** null: no fit (not clothing, unknown, or no filter chosen). */
export const parseFit: (value: unknown) => FitCode | null = parserOf(FITS);
