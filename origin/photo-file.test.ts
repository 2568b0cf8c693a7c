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

// ---- Crafted files: each structure cap refuses a file far past it, and a file just under it
// passes, so it is the cap that refuses (and a walk stops within a few thousand steps).

const u16 = (v: number) => [v >> 8, v & 0xff];
const u32 = (v: number) => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
/** A JPEG segment: marker, length, payload. */
const segment = (marker: number, payload: Uint8Array | number[] = []) => join(Uint8Array.of(0xff, marker, ...u16(payload.length + 2)), Uint8Array.from(payload));
/** The fixture JPEG with `inserted` put right after its SOI. */
const jpegWith = (...inserted: Uint8Array[]) => {
  const jpeg = photo('jpeg');
  return join(jpeg.subarray(0, 2), ...inserted, jpeg.subarray(2));
};
const repeat = (part: Uint8Array, times: number) => join(...Array.from({ length: times }, () => part));
const crcTable = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: Uint8Array) => (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
/** A PNG chunk with its CRC. */
const chunk = (name: string, data: Uint8Array = new Uint8Array()) => {
  const body = join(text(name), data);
  return join(Uint8Array.from(u32(data.length)), body, Uint8Array.from(u32(crc(body))));
};
/** The fixture PNG with `inserted` after its IHDR (or, `beforeEnd`, just before IEND). */
const pngWith = (inserted: Uint8Array, beforeEnd = false) => {
  const png = photo('png');
  const at = beforeEnd ? png.length - 12 : 33;
  return join(png.subarray(0, at), inserted, png.subarray(at));
};
/** The fixture extended WebP with `inserted` chunks after its VP8X, the RIFF size made to match. */
const webpWith = (inserted: Uint8Array) => {
  const webp = photo('webpGps');
  const out = join(webp.subarray(0, 30), inserted, webp.subarray(30));
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
};
const webpChunk = (fourcc: string) => join(text(fourcc), Uint8Array.of(0, 0, 0, 0));

describe('checkPhoto on crafted files', () => {
  it('refuses a JPEG of thousands of segments, and keeps the removed kinds once each', () => {
    const com = segment(0xfe, text('x'));
    expect(problem(check(jpegWith(repeat(com, 10_000))))).toBe('STRUCTURE');
    expect(problem(check(jpegWith(repeat(segment(0xe0, text('x')), 10_000))))).toBe('STRUCTURE');
    const under = check(jpegWith(repeat(com, 200)));
    expect(under).toMatchObject({ ok: true, removed: ['COM'] });
  });

  it('refuses a JPEG of more than 64 scans, and a scan or marker padded with runs of FF', () => {
    const jpeg = photo('jpeg');
    const sos = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xda);
    const scan = jpeg.subarray(sos, jpeg.length - 2);
    const withScans = (count: number) => join(jpeg.subarray(0, sos), repeat(scan, count), jpeg.subarray(jpeg.length - 2));
    expect(problem(check(withScans(64)))).toBe('ok');
    expect(problem(check(withScans(65)))).toBe('STRUCTURE');
    expect(problem(check(withScans(10_000)))).toBe('STRUCTURE');
    // Scan data of stuffed zeros or fill bytes: a marker every two bytes or every byte.
    const scanOf = (filler: number[]) => join(jpeg.subarray(0, sos + scan.length), repeat(Uint8Array.from(filler), (2000 * 256) / filler.length), jpeg.subarray(jpeg.length - 2));
    expect(problem(check(scanOf([0x12, 0x34])))).toBe('ok');
    expect(problem(check(scanOf([0xff, 0x00])))).toBe('STRUCTURE');
    expect(problem(check(scanOf([0xff, 0xff])))).toBe('STRUCTURE');
    // A real scan's stuffed zeros, about one in 256 bytes, pass.
    expect(problem(check(scanOf([...new Array(254).fill(0x55), 0xff, 0x00])))).toBe('ok');
    // Fill bytes before a marker: a few, not a run.
    const filled = (count: number) => join(jpeg.subarray(0, 2), new Uint8Array(count).fill(0xff), jpeg.subarray(2));
    expect(problem(check(filled(8)))).toBe('ok');
    expect(problem(check(filled(100_000)))).toBe('STRUCTURE');
  });

  it('refuses a PNG of thousands of chunks, empty IDATs included', () => {
    const text0 = chunk('tEXt');
    expect(problem(check(pngWith(repeat(text0, 10_000))))).toBe('STRUCTURE');
    expect(check(pngWith(repeat(text0, 2000)))).toMatchObject({ ok: true, removed: ['tEXt'] });
    expect(problem(check(pngWith(repeat(chunk('IDAT'), 10_000), true)))).toBe('STRUCTURE');
    expect(problem(check(pngWith(repeat(chunk('IDAT'), 1000), true)))).toBe('ok');
  });

  it('refuses a WebP of more than 64 chunks', () => {
    expect(check(webpWith(repeat(webpChunk('ABCD'), 50)))).toMatchObject({ ok: true, removed: ['ABCD', 'EXIF'] });
    expect(problem(check(webpWith(repeat(webpChunk('ABCD'), 10_000))))).toBe('STRUCTURE');
  });

  it('keeps only JFIF without a thumbnail, ICC profiles and Adobe in a JPEG: HTML or a ZIP in any other APPn is cut out', () => {
    const jfif = segment(0xe0, [...text('JFIF\0'), 1, 1, 0, ...u16(72), ...u16(72), 0, 0]);
    const icc = segment(0xe2, [...text('ICC_PROFILE\0'), 1, 1, ...text('profile bytes')]);
    const adobe = segment(0xee, [...text('Adobe'), 0, 100, 0, 0, 0, 0, 1]);
    const html = '<html><script>alert(1)</script></html>';
    const zipEnd = [0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)];
    const sent = jpegWith(
      jfif,
      icc,
      adobe,
      segment(0xe3, text(html)),
      segment(0xef, zipEnd),
      segment(0xe2, [...text('MPF\0'), ...text(html)]),
      // JFIF with a 1x1 thumbnail: three bytes of anything.
      segment(0xe0, [...text('JFIF\0'), 1, 1, 0, ...u16(72), ...u16(72), 1, 1, 0x3c, 0x62, 0x3e]),
      segment(0xee, [...text('Adobe'), ...text(html)]),
      segment(0xfe, text(html)),
    );
    const r = check(sent);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(new Set(r.removed)).toEqual(new Set(['APP3', 'APP15', 'APP2', 'APP0', 'APP14', 'COM']));
    const stored = String.fromCharCode(...r.bytes);
    expect(stored).not.toContain('<html');
    expect(stored).not.toContain('PK\x05\x06');
    expect(stored).not.toContain('<b>');
    expect(r.bytes).toEqual(jpegWith(jfif, icc, adobe));
  });
});
