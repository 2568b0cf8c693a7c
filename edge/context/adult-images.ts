/**
 * Adult-only items' images (issue 10 item 7): served only through URLs the edge signed for a
 * verified adult. The upstream keeps those images apart, under `/images/adult/` (the reference
 * origin does), so the image route can tell one by its path alone: no item lookup per image.
 *
 * A signed URL is `/images/adult/{name}?exp={unix s}&sig={HMAC-SHA256(path \n exp), base64url}`
 * with the secret `IMAGE_URL_KEY`. It names no member, so the same URL serves any verified
 * adult's browser cache; it only ever appears on adult-only pages, which are `private,
 * no-store`, and it expires. Expiry is rounded up to a bucket, so the URLs of one item stay the
 * same for a while and the browser's cached image is reused across page views. Without a key
 * nothing is signed and every adult image is refused: the gate fails closed.
 */

import { base64url, fromBase64url, hmacKey } from './hmac';

export const ADULT_IMAGE_PREFIX = '/images/adult/';
/** A signed URL lives at least this long (the page is read and its gallery swiped meanwhile). */
export const ADULT_IMAGE_TTL_S = 15 * 60;
/** Expiry rounded up to this step, so repeat views ask the same URLs. */
const BUCKET_S = 5 * 60;
const MAX_SIG_LENGTH = 64;

export const isAdultImagePath = (path: string): boolean => path.startsWith(ADULT_IMAGE_PREFIX);

const payload = (path: string, exp: number) => new TextEncoder().encode(`${path}\n${exp}`);

/**
 * The URL to put in a verified adult's page for an image: signed when it is an adult image
 * (`/images/adult/…`, any query kept), unchanged otherwise.
 */
export async function signImageUrl(secret: string, url: string, nowMs: number): Promise<string> {
  const queryAt = url.indexOf('?');
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  if (!isAdultImagePath(path)) return url;
  const exp = Math.ceil((nowMs / 1000 + ADULT_IMAGE_TTL_S) / BUCKET_S) * BUCKET_S;
  const sig = base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), payload(path, exp)));
  const kept =
    queryAt >= 0
      ? url
          .slice(queryAt + 1)
          .split('&')
          .filter((p) => p !== '' && !/^(exp|sig)=/.test(p))
      : [];
  return `${path}?${[...kept, `exp=${exp}`, `sig=${sig}`].join('&')}`;
}

/** Does this request URL carry a valid, unexpired signature for its path? Never throws. */
export async function hasValidImageSignature(secret: string | undefined, url: URL, nowMs: number): Promise<boolean> {
  if (!secret) return false;
  const exp = Number(url.searchParams.get('exp'));
  const sig = fromBase64url(url.searchParams.get('sig') ?? '', MAX_SIG_LENGTH);
  if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs || sig === null) return false;
  // A far-future expiry was not made by signImageUrl: refuse it even if the key leaked once.
  if (exp - nowMs / 1000 > ADULT_IMAGE_TTL_S + BUCKET_S) return false;
  try {
    return await crypto.subtle.verify('HMAC', await hmacKey(secret), sig, payload(url.pathname, exp));
  } catch {
    return false;
  }
}

/**
 * The item with its pictures' URLs signed, for the page of a verified adult. A new object:
 * parsed answers are shared between requests (upstream/cache.ts) and never mutated. Without a
 * key the URLs stay as they are, and the image route refuses them.
 */
export async function withSignedImages<T extends { itemImages: { imageUrl: string }[]; giftImages: { imageUrl: string }[] }>(item: T, secret: string | undefined, nowMs: number): Promise<T> {
  if (!secret) return item;
  const sign = <I extends { imageUrl: string }>(images: I[]) => Promise.all(images.map(async (image) => ({ ...image, imageUrl: await signImageUrl(secret, image.imageUrl, nowMs) })));
  return { ...item, itemImages: await sign(item.itemImages), giftImages: await sign(item.giftImages) };
}
