import { describe, expect, it } from 'vitest';
import { hasExif, photo, type PhotoFixture } from '../tests/fixtures/review-photos';
import { checkPhoto, type PhotoCheck } from './photo-file';

const LIMITS = { maxWidth: 8000, maxHeight: 8000, maxPixels: 40_000_000 };
const check = (bytes: Uint8Array<ArrayBuffer>, limits = LIMITS) => checkPhoto(bytes, limits);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);
const problem = (r: PhotoCheck) => (r.ok ? 'ok' : r.problem);

describe('checkPhoto', () => {
  it.each<[PhotoFixture, string]>([
    ['jpeg', 'image/jpeg'],
    ['progressive', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['webpLossless', 'image/webp'],
  ])('accepts a whole %s as it is, reading its size from the file', (name, type) => {
    const bytes = photo(name);
    const r = check(bytes);
    expect(r).toMatchObject({ ok: true, type, width: 40, height: 50, removed: [] });
    if (r.ok) expect(r.bytes).toEqual(bytes);
  });

  it.each<[PhotoFixture, string[]]>([
    ['jpegGps', ['APP1']],
    ['pngGps', ['eXIf']],
    ['webpGps', ['EXIF']],
  ])('drops the Exif block (camera, GPS) of a %s and keeps a file that walks again', (name, removed) => {
    const bytes = photo(name);
    expect(hasExif(bytes)).toBe(true);
    const r = check(bytes);
    expect(r).toMatchObject({ ok: true, width: 40, height: 50, removed });
    if (!r.ok) return;
    expect(hasExif(r.bytes)).toBe(false);
    expect(r.bytes.length).toBeLessThan(bytes.length);
    // What is stored is itself a well-formed file with nothing left to drop.
    expect(check(r.bytes)).toMatchObject({ ok: true, width: 40, height: 50, removed: [] });
  });

  it('refuses a valid header followed by something else, and anything after the end', () => {
    const html = text('<html><script>alert(1)</script></html>');
    for (const name of ['jpeg', 'png', 'webp'] as const) {
      const bytes = photo(name);
      expect(problem(check(join(bytes.subarray(0, 16), html))), name).toBe('STRUCTURE');
      expect(problem(check(join(bytes, html))), name).toBe('STRUCTURE');
      expect(problem(check(bytes.slice(0, bytes.length - 3))), `${name} cut short`).toBe('STRUCTURE');
    }
    expect(problem(check(text('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe('TYPE');
  });

  it('refuses a PNG whose chunk does not match its CRC, and a JPEG without its frame', () => {
    const png = photo('png');
    png[40] = png[40]! ^ 0xff; // inside IDAT
    expect(problem(check(png))).toBe('STRUCTURE');
    const jpeg = photo('jpeg');
    expect(problem(check(join(jpeg.subarray(0, 2), jpeg.subarray(jpeg.length - 2))))).toBe('STRUCTURE');
  });

  it('bounds the dimensions and the pixel count', () => {
    expect(problem(check(photo('jpeg'), { maxWidth: 39, maxHeight: 8000, maxPixels: 1e9 }))).toBe('DIMENSIONS');
    expect(problem(check(photo('png'), { maxWidth: 8000, maxHeight: 49, maxPixels: 1e9 }))).toBe('DIMENSIONS');
    expect(problem(check(photo('webp'), { maxWidth: 8000, maxHeight: 8000, maxPixels: 40 * 50 - 1 }))).toBe('DIMENSIONS');
    expect(problem(check(photo('webp'), { maxWidth: 40, maxHeight: 50, maxPixels: 40 * 50 }))).toBe('ok');
  });

  it('survives every truncation and every single-byte change without throwing', () => {
    for (const name of ['jpegGps', 'pngGps', 'webpGps', 'progressive'] as const) {
      const bytes = photo(name);
      for (let cut = 0; cut < bytes.length; cut++) expect(check(bytes.slice(0, cut)).ok, `${name} cut at ${cut}`).toBe(false);
      for (let at = 0; at < bytes.length; at++) {
        const changed = bytes.slice();
        changed[at] = changed[at]! ^ 0x5a;
        expect(() => check(changed)).not.toThrow();
      }
    }
  });
});
