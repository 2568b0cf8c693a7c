/**
 * The image parameters the storefront forwards (`w`, `f`, `q`, spec 9), made few: each image
 * URL can be asked in endless spellings (`w=1`…`w=10000`, any `q`, junk formats), and every
 * spelling would be its own upstream request (a resize on a real image CDN) and its own entry
 * in the edge's image cache. Widths go up to the next step of one ladder, qualities up to the
 * next multiple of 10, formats to their one name; a malformed or repeated one is refused.
 * The storefront's own widths are steps (src/ui/image-url.test.ts), so its URLs never change.
 */

/**
 * Every width an image is fetched at: exactly the widths the storefront's pages ask for (cards
 * 300; thumbnails and review photos 320; gallery and detail 320, 640, 1000, the gallery 800 too;
 * src/ui/image-url.test.ts keeps the two lists in step). A wider ask gets the widest.
 */
export const IMAGE_WIDTH_STEPS = [300, 320, 640, 800, 1000] as const;
const WIDEST = 1000;
const QUALITY_STEP = 10;
const MAX_WIDTH = 10_000;
const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;
const FORMATS: Readonly<Record<string, string>> = { webp: 'webp', avif: 'avif', jpeg: 'jpeg', jpg: 'jpeg', png: 'png', auto: 'auto' };

/** The width step an asked width is served at. */
export function imageWidthStep(width: number): number {
  return IMAGE_WIDTH_STEPS.find((step) => step >= width) ?? WIDEST;
}

/**
 * `w`, `f` and `q` in that order, normalised, as a query string without `?` ('' when none);
 * null when one is malformed or repeated. Other parameters are dropped.
 */
export function normaliseImageQuery(params: URLSearchParams): string | null {
  const out = new URLSearchParams();
  for (const name of ['w', 'f', 'q'] as const) {
    const all = params.getAll(name);
    if (all.length > 1) return null;
    const raw = all[0];
    if (raw === undefined) continue;
    if (name === 'f') {
      const format = Object.hasOwn(FORMATS, raw.toLowerCase()) ? FORMATS[raw.toLowerCase()] : undefined;
      if (format === undefined) return null;
      out.set('f', format);
      continue;
    }
    if (!POSITIVE_INT.test(raw)) return null;
    const n = Number(raw);
    if (name === 'w') {
      if (n > MAX_WIDTH) return null;
      out.set('w', String(imageWidthStep(n)));
    } else {
      if (n > 100) return null;
      out.set('q', String(Math.ceil(n / QUALITY_STEP) * QUALITY_STEP));
    }
  }
  return out.toString();
}
