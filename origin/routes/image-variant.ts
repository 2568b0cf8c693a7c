/**
 * Which pre-encoded file answers an image request. Pure: the route (images.ts) does the I/O.
 *
 * URL: /images/{kind}/{name}.{jpg|jpeg|png|webp}?w={width}&f={avif|webp|jpeg|jpg|auto}&q={1..100}
 * The extension only names the image (upstream image URLs end in .jpg or .png); the format
 * served comes from `f`, or from the Accept header when `f` is absent or `auto` (AVIF, else
 * WebP, else JPEG). Files are
 * generated ahead of time by scripts/gen-images.mjs at a few widths and quality 80, so `w`
 * picks the smallest generated width at least as wide as asked (else the largest), and `q` is
 * validated but does not change the bytes: re-encoding per quality would need an image
 * library in the worker, and the storefront always asks for the default 80 anyway.
 */

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** One manifest entry (origin/assets/img/manifest.json): master size and generated widths. */
export interface ImageEntry {
  width: number;
  height: number;
  widths: readonly number[];
}
export type ImageManifest = Readonly<Record<string, ImageEntry>>;

export interface ImageVariant {
  /** manifest key, e.g. "items/7" */
  key: string;
  width: number;
  height: number;
  format: ImageFormat;
  contentType: 'image/avif' | 'image/webp' | 'image/jpeg';
  /** path of the file inside the assets directory, e.g. "/img/items/7-640.webp" */
  assetPath: string;
}

export type VariantResult = { ok: true; variant: ImageVariant } | { ok: false; status: 400 | 404; message: string };

export const IMAGE_KINDS = ['items', 'detail', 'reviews', 'brands'] as const;
export const ENCODED_QUALITY = 80;
const MAX_WIDTH_PARAM = 10_000;

// Anchored, digits and a fixed extension only: no dots, slashes or escapes can get through,
// so the asset path built from it can never leave its directory.
const FILE_NAME = /^([1-9][0-9]{0,8})\.(jpg|jpeg|png|webp)$/;
const POSITIVE_INT = /^[1-9][0-9]{0,5}$/;
const FORMAT_PARAMS = { avif: 'avif', webp: 'webp', jpeg: 'jpeg', jpg: 'jpeg', auto: 'auto' } as const;
const FILES: Readonly<Record<ImageFormat, { contentType: ImageVariant['contentType']; extension: string }>> = {
  avif: { contentType: 'image/avif', extension: 'avif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
};

const fail = (status: 400 | 404, message: string): VariantResult => ({ ok: false, status, message });

/** The single value of a query parameter; a repeated parameter is ambiguous, so malformed. */
function single(query: URLSearchParams, name: string): { value?: string; repeated: boolean } {
  const all = query.getAll(name);
  return { value: all[0], repeated: all.length > 1 };
}

/** True when the Accept header lists `mediaType` (image/webp, image/avif) with a non-zero quality. */
export function acceptsImageType(accept: string | null | undefined, mediaType: 'image/webp' | 'image/avif'): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (type !== mediaType) return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number.parseFloat(q.slice(2)) > 0;
  });
}

/** The smallest generated width that is at least `requested`, else the largest one. */
export function chooseWidth(widths: readonly number[], requested: number | undefined): number {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1] ?? 0;
  if (requested === undefined) return largest;
  return sorted.find((w) => w >= requested) ?? largest;
}

/** True when the Accept header lists image/webp with a non-zero quality. */
export const acceptsWebp = (accept: string | null | undefined): boolean => acceptsImageType(accept, 'image/webp');

export function chooseFormat(param: ImageFormat | 'auto' | undefined, accept: string | null | undefined): ImageFormat {
  if (param !== undefined && param !== 'auto') return param;
  if (acceptsImageType(accept, 'image/avif')) return 'avif';
  return acceptsWebp(accept) ? 'webp' : 'jpeg';
}

export interface VariantRequest {
  kind: string;
  /** the last path segment, e.g. "7.jpg" */
  file: string;
  query: URLSearchParams;
  accept: string | null | undefined;
}

/**
 * Adult-only items' pictures are served under `adult/` (the storefront refuses that path
 * without a signed URL, edge/context/adult-images.ts); the demo draws them from the item files.
 */
const KIND_FILES: Readonly<Record<string, (typeof IMAGE_KINDS)[number]>> = { adult: 'items' };

export function resolveImageVariant(req: VariantRequest, manifest: ImageManifest): VariantResult {
  const kind = KIND_FILES[req.kind] ?? req.kind;
  if (!(IMAGE_KINDS as readonly string[]).includes(kind)) return fail(404, `Unknown image kind "${req.kind.slice(0, 40)}".`);
  const match = FILE_NAME.exec(req.file);
  if (!match) return fail(400, 'Malformed image name: expected {number}.jpg, .png or .webp.');
  const key = `${kind}/${match[1]}`;

  const w = single(req.query, 'w');
  const f = single(req.query, 'f');
  const q = single(req.query, 'q');
  if (w.repeated || f.repeated || q.repeated) return fail(400, 'Each of w, f and q may be given once.');
  if (w.value !== undefined && (!POSITIVE_INT.test(w.value) || Number(w.value) > MAX_WIDTH_PARAM)) {
    return fail(400, `w must be a whole number of pixels from 1 to ${MAX_WIDTH_PARAM}.`);
  }
  if (q.value !== undefined && (!POSITIVE_INT.test(q.value) || Number(q.value) > 100)) {
    return fail(400, 'q must be a whole number from 1 to 100.');
  }
  // hasOwn, not `in`: "constructor" or "__proto__" must not pass as a format.
  if (f.value !== undefined && !Object.hasOwn(FORMAT_PARAMS, f.value)) return fail(400, 'f must be avif, webp, jpeg or auto.');
  const format = f.value === undefined ? undefined : FORMAT_PARAMS[f.value as keyof typeof FORMAT_PARAMS];

  const entry = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
  if (!entry) return fail(404, `No image ${key}.`);
  const width = chooseWidth(entry.widths, w.value === undefined ? undefined : Number(w.value));
  const chosen = chooseFormat(format, req.accept);
  return {
    ok: true,
    variant: {
      key,
      width,
      height: Math.round((entry.height * width) / entry.width),
      format: chosen,
      contentType: FILES[chosen].contentType,
      assetPath: `/img/${key}-${width}.${FILES[chosen].extension}`,
    },
  };
}

/** The same picture and width as WebP. */
export function webpOf(variant: ImageVariant): ImageVariant {
  return { ...variant, format: 'webp', contentType: FILES.webp.contentType, assetPath: variant.assetPath.replace(/\.[a-z]+$/, `.${FILES.webp.extension}`) };
}

/** If-None-Match against our strong ETag, with weak comparison as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
