/**
 * A review photo's whole file, walked before it is stored (issue 27 item 3): a JPEG marker by
 * marker through every scan to its EOI, a PNG chunk by chunk (each CRC checked) to its IEND, a
 * WebP chunk by chunk to the end its RIFF header declares; nothing may follow the end. The
 * dimensions come from the file itself (SOF, IHDR, VP8/VP8L/VP8X), never from the form.
 *
 * What can locate or name a person, or carry a second file, is cut out, byte ranges dropped,
 * nothing decoded or re-encoded: every JPEG APPn but a thumbnail-free JFIF APP0, ICC APP2 and
 * Adobe APP14 (so Exif with its GPS block, XMP, IPTC, and HTML or a ZIP end record riding in
 * an APPn), and comments; PNG eXIf, text chunks, tIME and any ancillary chunk not on the
 * rendering list below; WebP EXIF and XMP (and their VP8X flags). The pixels are the sender's
 * bytes as they were.
 *
 * The walk's work is bounded by the file's size and by caps on how many structures it may
 * hold (JPEG_MAX_SEGMENTS and the rest below): a file of a million tiny chunks is refused
 * after a few thousand steps instead of walked to its end (docs/security.md, "Review photo uploads", has the figures).
 *
 * No package fitted (see docs/security.md): image-size and image-dimensions read the header only,
 * exifremove scans for FF E1 anywhere without walking markers, exif-be-gone is a Node stream
 * that neither validates nor checks CRCs, png-chunks-extract covers PNG alone and stops at IEND
 * without looking past it, and the decoders (jpeg-js, @jsquash/*) decode pixels: seconds of CPU
 * and every pixel in memory, where this walk reads each byte once.
 */
import { sniffImageType, type ReviewPhotoType } from '../rules/review';

export interface PhotoLimits {
  maxWidth: number;
  maxHeight: number;
  maxPixels: number;
}

export type PhotoProblem = 'TYPE' | 'STRUCTURE' | 'DIMENSIONS';

export type PhotoCheck = { ok: true; type: ReviewPhotoType; width: number; height: number; bytes: Uint8Array<ArrayBuffer>; removed: string[] } | { ok: false; problem: PhotoProblem };

interface Walked {
  width: number;
  height: number;
  /** Byte ranges kept, in order; `[start, end)`. */
  keep: Array<[number, number]>;
  /** What was cut out, each kind once (a Set: a file of many small segments costs no more to record). */
  removed: Set<string>;
  /** Bytes to write in place of the first kept range's first bytes (a new RIFF size, VP8X flags). */
  patch?: (out: Uint8Array) => void;
}

/** The file as its type says, within `limits`, with what locates a person removed. */
export function checkPhoto(bytes: Uint8Array<ArrayBuffer>, limits: PhotoLimits): PhotoCheck {
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) return { ok: false, problem: 'TYPE' };
  const walked = type === 'image/jpeg' ? walkJpeg(bytes) : type === 'image/png' ? walkPng(bytes) : walkWebp(bytes);
  if (!walked) return { ok: false, problem: 'STRUCTURE' };
  const { width, height } = walked;
  if (width < 1 || height < 1 || width > limits.maxWidth || height > limits.maxHeight || width * height > limits.maxPixels) {
    return { ok: false, problem: 'DIMENSIONS' };
  }
  return { ok: true, type, width, height, bytes: assemble(bytes, walked), removed: [...walked.removed] };
}

function assemble(bytes: Uint8Array<ArrayBuffer>, walked: Walked): Uint8Array<ArrayBuffer> {
  if (walked.removed.size === 0 && !walked.patch) return bytes;
  const size = walked.keep.reduce((n, [a, b]) => n + b - a, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const [a, b] of walked.keep) {
    out.set(bytes.subarray(a, b), at);
    at += b - a;
  }
  walked.patch?.(out);
  return out;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32le = (b: Uint8Array, i: number) => (u24le(b, i) | (b[i + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** Range-adds `[a, b)`, joining it to the previous range when they touch. */
function keepRange(keep: Array<[number, number]>, a: number, b: number): void {
  const last = keep[keep.length - 1];
  if (last && last[1] === a) last[1] = b;
  else keep.push([a, b]);
}

// ---- JPEG (ITU T.81): SOI, segments, scans of entropy-coded data, EOI.

/**
 * Caps on a JPEG's structure, far above what cameras, phones and browsers write: a baseline
 * photo has about ten segments (APP0/APP1/APP2, two to four DQT and DHT, SOF, SOS), a
 * progressive one a DHT and an SOS for each of its ten or so scans (libjpeg's and mozjpeg's
 * scripts), and a large ICC profile or extended XMP a few dozen APP segments at most.
 */
const JPEG_MAX_SEGMENTS = 256;
const JPEG_MAX_SCANS = 64;
/** Fill bytes (FF) before one marker: encoders write none or a few. */
const JPEG_MAX_FILL = 16;
/**
 * Marker bytes (stuffed FF 00, restarts, fill) inside scan data, at most one per this many
 * bytes past the first thousand: compressed data is near random, so an FF comes about once in
 * 256 bytes; a scan of `FF 00 FF 00 …` is refused after a thousand steps, not millions.
 */
const JPEG_SCAN_BYTES_PER_MARKER = 16;
const JPEG_SCAN_FREE_MARKERS = 1024;

const JPEG_APP0 = 0xe0;
const JPEG_APP2 = 0xe2;
const JPEG_APP14 = 0xee;
const JPEG_COM = 0xfe;
/** Tables and headers a decoder needs: DHT, DAC, DQT, DRI (SOFn and SOS are handled apart). */
const JPEG_TABLES = new Set([0xc4, 0xcc, 0xdb, 0xdd]);

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const startsWith = (b: Uint8Array, at: number, end: number, id: string) => end - at >= id.length && ascii(b, at, id.length) === id;

/**
 * Whether an APPn segment (payload `[d, end)`) is one needed to draw the photo right, and holds
 * no room for anything else: JFIF without its optional thumbnail (a JFIF thumbnail is raw bytes
 * of any content), an ICC profile, Adobe's colour-transform flags (its twelve bytes). Everything
 * else (Exif, XMP, IPTC, MPF, vendors' blocks, or HTML or a ZIP end record put there to make a
 * polyglot) is dropped.
 */
function keptApp(b: Uint8Array, m: number, d: number, end: number): boolean {
  if (m === JPEG_APP0) return end - d === 14 && startsWith(b, d, end, 'JFIF\0') && b[d + 12] === 0 && b[d + 13] === 0;
  if (m === JPEG_APP2) return startsWith(b, d, end, 'ICC_PROFILE\0');
  if (m === JPEG_APP14) return end - d === 12 && startsWith(b, d, end, 'Adobe');
  return false;
}

function walkJpeg(b: Uint8Array): Walked | null {
  const n = b.length;
  const keep: Array<[number, number]> = [[0, 2]];
  const removed = new Set<string>();
  let width = 0;
  let height = 0;
  let scans = 0;
  let segments = 0;
  let i = 2;
  for (;;) {
    if (i + 1 >= n || b[i] !== 0xff) return null;
    // Fill bytes (FF FF …) may pad before a marker; a few, not a run.
    const marker = i;
    while (b[i + 1] === 0xff && i + 2 < n) if (++i - marker > JPEG_MAX_FILL) return null;
    const m = b[i + 1]!;
    if (m === 0xd9) {
      if (width === 0 || scans === 0 || i + 2 !== n) return null;
      keepRange(keep, i, n);
      return { width, height, keep, removed };
    }
    if (++segments > JPEG_MAX_SEGMENTS) return null;
    const isApp = m >= 0xe0 && m <= 0xef;
    // Only what a photo is made of: no second SOI, no restart outside a scan, no DNL,
    // hierarchical or extension (JPGn) marker, nothing reserved.
    if (!isSof(m) && !isApp && !JPEG_TABLES.has(m) && m !== JPEG_COM && m !== 0xda) return null;
    if (i + 4 > n) return null;
    const length = u16be(b, i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > n) return null;
    if (isSof(m)) {
      if (width !== 0 || length < 8) return null;
      const components = b[i + 9]!;
      if (components < 1 || length !== 8 + 3 * components) return null;
      height = u16be(b, i + 5);
      width = u16be(b, i + 7);
      // Zero height means "given later by DNL": not something a photo needs.
      if (width === 0 || height === 0) return null;
    }
    if (m === JPEG_COM || (isApp && !keptApp(b, m, i + 4, end))) {
      removed.add(m === JPEG_COM ? 'COM' : `APP${m - 0xe0}`);
      i = end;
      continue;
    }
    if (m !== 0xda) {
      keepRange(keep, i, end);
      i = end;
      continue;
    }
    // SOS: the scan's header, then entropy-coded data up to the next marker other than a
    // stuffed zero or a restart marker.
    if (width === 0 || length < 6 || ++scans > JPEG_MAX_SCANS) return null;
    let j = end;
    let markers = 0;
    for (;;) {
      // indexOf runs natively over the runs without an FF: ten times faster than a byte loop.
      j = b.indexOf(0xff, j);
      if (j < 0 || j + 1 >= n) return null;
      if (++markers > JPEG_SCAN_FREE_MARKERS && markers * JPEG_SCAN_BYTES_PER_MARKER > j - end) return null;
      const next = b[j + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) j += 2;
      else if (next === 0xff) j++;
      else break;
    }
    keepRange(keep, i, j);
    i = j;
  }
}

// ---- PNG (ISO/IEC 15948): signature, IHDR, chunks with CRCs, IEND last.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Ancillary chunks that change how the pixels are drawn; every other ancillary chunk is dropped. */
const PNG_KEPT_ANCILLARY = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'hIST', 'pHYs', 'sPLT', 'cICP', 'mDCv', 'cLLi']);
/**
 * Chunks in one PNG: libpng writes IDAT in 8 KB chunks, so a 3 MB photo has about 400 of them;
 * 2048 leaves room for encoders writing 2 KB chunks, and refuses files of a million empty ones.
 */
const PNG_MAX_CHUNKS = 2048;
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** CRC-32 tables for four bytes a step (slicing-by-4): a 10 MB PNG in about a third of the time. */
let crcTables: Uint32Array[] | null = null;
function crc32(b: Uint8Array, from: number, to: number): number {
  if (!crcTables) {
    const t0 = new Uint32Array(256);
    for (let k = 0; k < 256; k++) {
      let c = k;
      for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      t0[k] = c >>> 0;
    }
    crcTables = [t0];
    for (let t = 1; t < 4; t++) crcTables.push(crcTables[t - 1]!.map((v) => (v >>> 8) ^ t0[v & 0xff]!));
  }
  const [t0, t1, t2, t3] = crcTables as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  let c = 0xffffffff;
  let k = from;
  for (; k + 4 <= to; k += 4) {
    c ^= b[k]! | (b[k + 1]! << 8) | (b[k + 2]! << 16) | (b[k + 3]! << 24);
    c = t3[c & 0xff]! ^ t2[(c >>> 8) & 0xff]! ^ t1[(c >>> 16) & 0xff]! ^ t0[c >>> 24]!;
  }
  for (; k < to; k++) c = t0[(c ^ b[k]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function walkPng(b: Uint8Array): Walked | null {
  const n = b.length;
  if (n < 8 || PNG_SIGNATURE.some((v, k) => b[k] !== v)) return null;
  const keep: Array<[number, number]> = [[0, 8]];
  const removed = new Set<string>();
  let chunks = 0;
  let width = 0;
  let height = 0;
  let colorType = -1;
  let sawPalette = false;
  /** 0 before the first IDAT, 1 inside the run of IDATs, 2 after it. */
  let idat = 0;
  let i = 8;
  while (i + 12 <= n) {
    if (++chunks > PNG_MAX_CHUNKS) return null;
    const length = u32be(b, i);
    const name = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (length > 0x7fffffff || end > n || !/^[A-Za-z]{4}$/.test(name)) return null;
    if (crc32(b, i + 4, i + 8 + length) !== u32be(b, i + 8 + length)) return null;
    if ((name === 'IHDR') !== (i === 8)) return null;
    if (idat === 1 && name !== 'IDAT') idat = 2;
    if (name === 'IHDR') {
      if (length !== 13) return null;
      width = u32be(b, i + 8);
      height = u32be(b, i + 12);
      colorType = b[i + 17]!;
      const depth = b[i + 16]!;
      if (!PNG_DEPTHS[colorType]?.includes(depth) || b[i + 18] !== 0 || b[i + 19] !== 0 || b[i + 20]! > 1) return null;
    } else if (name === 'IDAT') {
      if (idat === 2 || (colorType === 3 && !sawPalette)) return null;
      idat = 1;
    } else if (name === 'PLTE') {
      if (sawPalette || idat !== 0 || length === 0 || length % 3 !== 0 || length > 768) return null;
      sawPalette = true;
    } else if (name === 'IEND') {
      if (length !== 0 || idat === 0 || end !== n) return null;
      keepRange(keep, i, end);
      return { width, height, keep, removed };
    } else if (name.charCodeAt(0) < 0x61) {
      // An unknown critical chunk (upper-case first letter): a decoder must refuse it; so do we.
      return null;
    } else if (!PNG_KEPT_ANCILLARY.has(name)) {
      removed.add(name);
      i = end;
      continue;
    }
    keepRange(keep, i, end);
    i = end;
  }
  return null;
}

// ---- WebP (RFC 9649): RIFF header, then VP8 / VP8L alone or VP8X with its chunks.

/** VP8X flag bits of the chunks dropped here (RFC 9649 2.7). */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
const VP8X_ANIMATION = 0x02;
/** Chunks in one still WebP: VP8X, ICCP, ALPH, the bitstream, EXIF, XMP; 64 is ten times that. */
const WEBP_MAX_CHUNKS = 64;

/** The frame size of a VP8 (lossy) or VP8L (lossless) bitstream chunk's data at `d`, or null. */
function bitstreamSize(b: Uint8Array, fourcc: string, d: number, size: number): { width: number; height: number } | null {
  if (fourcc === 'VP8 ') {
    // A key frame (bit 0 of the frame tag clear) with its start code.
    if (size < 10 || (b[d]! & 1) !== 0 || b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) return null;
    return { width: u16le(b, d + 6) & 0x3fff, height: u16le(b, d + 8) & 0x3fff };
  }
  if (fourcc === 'VP8L') {
    if (size < 5 || b[d] !== 0x2f || b[d + 4]! >> 5 !== 0) return null;
    const bits = u32le(b, d + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

function walkWebp(b: Uint8Array): Walked | null {
  const n = b.length;
  if (n < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP' || u32le(b, 4) + 8 !== n) return null;
  const keep: Array<[number, number]> = [[0, 12]];
  const removed = new Set<string>();
  let chunks = 0;
  let canvas: { width: number; height: number } | null = null;
  let frame: { width: number; height: number } | null = null;
  let vp8xAt = -1;
  let flags = 0;
  let i = 12;
  while (i < n) {
    if (i + 8 > n || ++chunks > WEBP_MAX_CHUNKS) return null;
    const fourcc = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const end = i + 8 + size + (size & 1);
    if (end > n) return null;
    const d = i + 8;
    if (i === 12 && fourcc === 'VP8X') {
      if (size !== 10) return null;
      flags = b[d]!;
      if (flags & VP8X_ANIMATION) return null;
      canvas = { width: u24le(b, d + 4) + 1, height: u24le(b, d + 7) + 1 };
      vp8xAt = i;
    } else if (fourcc === 'VP8 ' || fourcc === 'VP8L') {
      if (frame) return null;
      frame = bitstreamSize(b, fourcc, d, size);
      if (!frame) return null;
    } else if (i === 12 || vp8xAt < 0 || fourcc === 'ANIM' || fourcc === 'ANMF') {
      // A simple file is one bitstream chunk; extended ones may not animate (a photo is a still).
      return null;
    } else if (fourcc === 'EXIF' || fourcc === 'XMP ' || !['ALPH', 'ICCP'].includes(fourcc)) {
      removed.add(fourcc.trim());
      i = end;
      continue;
    }
    keepRange(keep, i, end);
    i = end;
  }
  if (!frame || (canvas && (canvas.width !== frame.width || canvas.height !== frame.height))) return null;
  if (removed.size === 0) return { ...frame, keep, removed };
  const riffSize = keep.reduce((s, [a, z]) => s + z - a, 0) - 8;
  const vp8xOut = vp8xAt; // the VP8X chunk comes first, so its place is the same in the output
  return {
    ...frame,
    keep,
    removed,
    patch: (out) => {
      new DataView(out.buffer, out.byteOffset).setUint32(4, riffSize, true);
      if (vp8xOut >= 0) out[vp8xOut + 8] = flags & ~(VP8X_EXIF | VP8X_XMP);
    },
  };
}
