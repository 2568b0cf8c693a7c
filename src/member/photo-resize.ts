/**
 * Review photos are resized in the browser before upload (issue 11 item 5): the page asks for
 * them at two widths (the viewer's and the thumbnails'), so those are what is sent; a phone's
 * 12-megapixel original never crosses the network. JPEG at 0.85 keeps them small.
 */

/** The size an image of `width` × `height` is drawn at, no wider than `max` (never enlarged). */
export function fitWidth(width: number, height: number, max: number): { width: number; height: number } {
  if (width <= max) return { width, height };
  return { width: max, height: Math.max(1, Math.round((height * max) / width)) };
}

/** Draws `bitmap` at most `max` wide and encodes it as JPEG. */
async function encode(bitmap: ImageBitmap, max: number): Promise<Blob> {
  const size = fitWidth(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('the photo could not be encoded');
  return blob;
}

export interface ResizedPhoto {
  photo: Blob;
  thumb: Blob;
  width: number;
  height: number;
}

/** The photo at `photoWidth` and `thumbWidth`; rejects when the browser cannot read the file as an image. */
export async function resizePhoto(file: Blob, photoWidth: number, thumbWidth: number): Promise<ResizedPhoto> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWidth(bitmap.width, bitmap.height, photoWidth);
    const [photo, thumb] = await Promise.all([encode(bitmap, photoWidth), encode(bitmap, thumbWidth)]);
    return { photo, thumb, ...size };
  } finally {
    bitmap.close();
  }
}
