#!/usr/bin/env node
// Draws the shop's icon (a white shopping bag with a warm band, on black) as SVG and writes the favicon and app
// icons into public/icons, which Vite copies to dist/client/icons (the edge serves them, with a
// long cache, edge/static-assets.ts): favicon.svg (browsers that take SVG), favicon.ico (32 px
// PNG inside an ICO container, for the browsers and crawlers that ask for /favicon.ico),
// icon-192.png and icon-512.png (the web manifest, /manifest.webmanifest), apple-touch-icon.png
// (180 px, iOS home screen). Dev-time only, deterministic; the files are committed.
//
//   node scripts/gen-icons.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/**
 * On a 64-unit grid. `inset` shrinks the bag for maskable/full-bleed icons (the platform may
 * crop to a circle), `round` is the corner radius of the black tile (0 = square, for iOS, which
 * rounds it itself).
 */
function iconSvg({ round, inset = 0 }) {
  const s = 1 - inset;
  const t = (32 * (1 - s)).toFixed(2);
  return (
    // role and title: the favicon is also an image a screen reader may meet (opened on its own).
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img"><title>셀렉트샵</title>` +
    `<rect width="64" height="64" rx="${round}" fill="#111"/>` +
    `<g transform="translate(${t} ${t}) scale(${s})">` +
    // The handle, then the bag with a slightly wider base and a warm band at its folded top.
    `<path d="M24 24v-5a8 8 0 0 1 16 0v5" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M17 23h30l2.5 27a3 3 0 0 1-3 3.3H17.5a3 3 0 0 1-3-3.3z" fill="#fff"/>` +
    `<path d="M17 23h30l.5 5.5h-31z" fill="#E07A5F"/>` +
    `</g></svg>`
  );
}

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** An ICO file holding one PNG image (Windows Vista+ and every browser read PNG entries). */
function ico(pngBytes, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngBytes.length, 14); // size of the image data
  header.writeUInt32LE(22, 18); // where it starts
  return Buffer.concat([header, pngBytes]);
}

await mkdir(OUT, { recursive: true });
const tile = iconSvg({ round: 14 });
await writeFile(join(OUT, 'favicon.svg'), `${tile}\n`);
await writeFile(join(OUT, 'favicon.ico'), ico(await png(tile, 32), 32));
// Full-bleed with the bag kept inside the safe zone: the manifest marks them "any maskable".
const full = iconSvg({ round: 0, inset: 0.18 });
await writeFile(join(OUT, 'icon-192.png'), await png(full, 192));
await writeFile(join(OUT, 'icon-512.png'), await png(full, 512));
await writeFile(join(OUT, 'apple-touch-icon.png'), await png(iconSvg({ round: 0, inset: 0.08 }), 180));
console.log(`wrote icons to ${OUT}`);
