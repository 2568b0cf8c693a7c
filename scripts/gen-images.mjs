#!/usr/bin/env node
// Draws the reference origin's demo images (product illustrations, detail pages, customer
// photos, brand marks) as SVG and rasterises them with sharp into origin/assets/img, plus
// origin/assets/img/manifest.json. Dev-time only: the worker never runs sharp, it serves these
// pre-encoded files (origin/routes/images.ts). Deterministic: every choice comes from a seeded
// PRNG and libvips encodes identically, so a re-run rewrites the same bytes.
//
//   node scripts/gen-images.mjs
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'origin', 'assets', 'img');
const QUALITY = 80;
const BRAND_NOS = [16401, 16402, 16403, 16404, 16405, 16406, 16407, 16408, 16409, 16410];
const SETS = [
  { kind: 'items', count: 48, width: 1000, height: 1250, widths: [320, 640, 1000] },
  { kind: 'detail', count: 12, width: 1000, height: 1500, widths: [320, 640, 1000] },
  { kind: 'reviews', count: 16, width: 800, height: 800, widths: [320, 800] },
  { kind: 'brands', names: BRAND_NOS, width: 200, height: 200, widths: [200] },
];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rng, list) => list[Math.floor(rng() * list.length)];

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// bg, backdrop, main colour of the product, accent
const PALETTES = [
  ['#F3EDE4', '#E6DCCD', '#8FA58A', '#4E5D4A'],
  ['#F6E6E2', '#EDD0CA', '#C46A4E', '#6E3526'],
  ['#E6EDF3', '#D2DFEA', '#2F4368', '#C9A15A'],
  ['#EEEDEA', '#DCDBD6', '#3B3B3D', '#B8B2A7'],
  ['#F6EFD6', '#EBDDB3', '#6B6B3A', '#E3C46B'],
  ['#EEE8F3', '#DDD3EA', '#6E4A7E', '#D9B8C8'],
  ['#E5F1EB', '#CFE4DA', '#2F6F6A', '#F1C6A8'],
  ['#F0E7DA', '#E2D3BC', '#B88A5A', '#5B3F2A'],
  ['#FBEADD', '#F3D3BB', '#E07A5F', '#3D405B'],
  ['#E4E0DA', '#CFC6BA', '#F4F0E6', '#8C7B6B'],
  ['#E8EEF3', '#D3DEE8', '#5B7BA3', '#D4A373'],
  ['#EFEBE7', '#DDD6CE', '#262628', '#C0B7AC'],
];

let uid = 0;

/** One garment panel: base colour, optional pattern, soft volume light and an outline. */
function panel(d, p, { tone = 0, pattern = p.pattern, stroke = true } = {}) {
  const fill = shade(p.main, tone);
  const patternFill = pattern ? `<path d="${d}" fill="url(#${pattern})"/>` : '';
  const outline = stroke
    ? `<path d="${d}" fill="none" stroke="${shade(p.main, -0.35)}" stroke-width="3" stroke-linejoin="round"/>`
    : '';
  return `<path d="${d}" fill="${fill}"/>${patternFill}<path d="${d}" fill="url(#${p.vol})"/>${outline}`;
}
const line = (d, color, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const fold = (d) => line(d, '#000', 6, 'opacity=".1"');
const stitch = (d, p) => line(d, shade(p.main, -0.3), 2.5, 'stroke-dasharray="10 8" opacity=".7"');
const mirror = (svg) => `${svg}<g transform="scale(-1 1)">${svg}</g>`;

function longSleeve(p, cuffTone) {
  const sleeve = panel('M 170 30 L 250 110 Q 290 330 302 590 L 236 600 Q 215 360 185 200 Z', p, { tone: -0.06 });
  const cuff = panel('M 297 530 L 232 542 L 236 600 L 302 590 Z', p, { tone: cuffTone, pattern: null });
  return mirror(sleeve + cuff);
}

// Each drawing is centred on x = 0 with its top at y = 0; w and h bound it.
const DRAW = {
  tshirt: (p) => ({
    w: 600, h: 600,
    svg:
      panel('M -75 8 Q 0 70 75 8 L 175 30 L 295 135 L 235 225 L 185 190 L 190 585 Q 0 600 -190 585 L -185 190 L -235 225 L -295 135 L -175 30 Z', p) +
      `<path d="M -75 8 Q 0 26 75 8 Q 0 70 -75 8 Z" fill="${shade(p.main, -0.3)}"/>` +
      line('M -75 8 Q 0 70 75 8', shade(p.main, -0.08), 12) +
      mirror(stitch('M 280 125 L 220 215', p)) + stitch('M -188 560 Q 0 575 188 560', p) +
      fold('M -120 250 Q -100 400 -130 540') + fold('M 110 300 Q 95 420 120 540'),
  }),
  shirt: (p) => ({
    w: 610, h: 620,
    svg:
      longSleeve(p, -0.02) +
      panel('M -82 6 L -175 30 L -185 200 L -190 600 Q 0 615 190 600 L 185 200 L 175 30 L 82 6 L 2 60 Z', p) +
      `<path d="M -82 6 Q 0 -12 82 6 L 2 60 Z" fill="${shade(p.main, -0.32)}"/>` +
      mirror(panel('M -82 6 Q -40 2 -2 60 L -30 125 L -108 52 Z', p, { tone: 0.06 })) +
      line('M 0 62 L 0 606', shade(p.main, -0.3), 3) +
      [160, 250, 340, 430, 520].map((y) => `<circle cx="14" cy="${y}" r="8" fill="${shade(p.main, 0.35)}" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>`).join('') +
      `<path d="M -150 170 L -80 170 L -80 250 Q -115 262 -150 250 Z" fill="none" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>` +
      fold('M -110 300 Q -95 430 -120 570') + fold('M 120 320 Q 100 450 125 575'),
  }),
  sweater: (p) => ({
    w: 610, h: 615,
    svg:
      longSleeve(p, -0.1) +
      panel('M -80 8 Q 0 60 80 8 L 175 30 L 185 200 L 190 600 Q 0 612 -190 600 L -185 200 L -175 30 Z', p, { pattern: null }) +
      `<path d="M -80 8 Q 0 24 80 8 Q 0 60 -80 8 Z" fill="${shade(p.main, -0.35)}"/>` +
      line('M -80 8 Q 0 60 80 8', shade(p.main, -0.12), 16) +
      panel('M -190 552 L 190 552 L 190 600 Q 0 612 -190 600 Z', p, { tone: -0.1, pattern: null }) +
      Array.from({ length: 19 }, (_, i) => line(`M ${-171 + i * 19} 558 L ${-171 + i * 19} 598`, shade(p.main, -0.25), 2)).join('') +
      [-70, 0, 70].map((x) => line(`M ${x} 90 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50`, shade(p.main, 0.18), 9)).join(''),
  }),
  coat: (p) => ({
    w: 620, h: 860,
    svg:
      mirror(panel('M 180 38 L 265 120 Q 300 450 308 800 L 236 812 Q 225 450 200 230 Z', p, { tone: -0.07 }) + line('M 300 740 L 238 752', shade(p.main, -0.35), 4)) +
      panel('M -85 10 L -185 38 L -200 220 L -225 840 Q 0 860 225 840 L 200 220 L 185 38 L 85 10 Z', p) +
      `<path d="M -85 10 L 85 10 L 0 300 Z" fill="${p.accent}"/>` +
      mirror(panel('M -85 10 L 0 300 L -135 175 L -112 150 L -132 70 Z', p, { tone: 0.06 })) +
      line('M 0 300 L 0 848', shade(p.main, -0.35), 3) +
      panel('M -205 470 L 205 470 L 206 510 L -206 510 Z', p, { tone: -0.12, pattern: null }) +
      `<rect x="-30" y="464" width="60" height="52" rx="6" fill="none" stroke="${shade(p.accent, 0.2)}" stroke-width="7"/>` +
      mirror([380, 600].map((y) => `<circle cx="-55" cy="${y}" r="11" fill="${shade(p.main, -0.4)}"/>`).join('')) +
      mirror(line('M -180 640 L -90 630', shade(p.main, -0.35), 5)) +
      fold('M -120 560 Q -140 700 -130 820') + fold('M 140 560 Q 150 700 135 820'),
  }),
  trousers: (p) => ({
    w: 400, h: 830,
    svg:
      panel('M -155 40 L 155 40 L 175 300 L 192 820 L 28 822 L 0 340 L -28 822 L -192 820 L -175 300 Z', p) +
      panel('M -155 0 L 155 0 L 155 44 L -155 44 Z', p, { tone: -0.1 }) +
      [-120, -40, 40, 120].map((x) => `<rect x="${x - 6}" y="-4" width="12" height="52" rx="3" fill="${shade(p.main, -0.2)}"/>`).join('') +
      `<circle cx="0" cy="22" r="8" fill="${p.accent}"/>` +
      line('M 0 46 L 0 200 Q 0 215 -18 225', shade(p.main, -0.35), 3) +
      mirror(line('M -150 60 Q -100 70 -88 140', shade(p.main, -0.35), 3)) +
      mirror(line('M -96 70 L -110 810', shade(p.main, 0.12), 4) + fold('M -104 70 L -118 810')),
  }),
  skirt: (p) => ({
    w: 580, h: 580,
    svg:
      panel('M -152 48 L 152 48 L 282 540 Q 0 578 -282 540 Z', p) +
      [-3, -2, -1, 0, 1, 2, 3].map((i) => fold(`M ${i * 40} 56 L ${i * 84} 550`) + line(`M ${i * 40 + 10} 56 L ${i * 84 + 22} 548`, '#fff', 3, 'opacity=".18"')).join('') +
      panel('M -150 0 L 150 0 L 152 50 L -152 50 Z', p, { tone: -0.12, pattern: null }) +
      `<circle cx="118" cy="25" r="9" fill="${p.accent}"/>`,
  }),
  dress: (p) => ({
    w: 620, h: 870,
    svg:
      panel('M -70 0 L -45 0 Q 0 90 45 0 L 70 0 Q 80 100 125 120 L 112 300 Q 230 600 300 830 Q 0 870 -300 830 Q -230 600 -112 300 L -125 120 Q -80 100 -70 0 Z', p) +
      `<path d="M -45 0 Q 0 30 45 0 Q 0 90 -45 0 Z" fill="${shade(p.main, -0.3)}"/>` +
      panel('M -114 282 L 114 282 L 112 322 L -112 322 Z', p, { tone: -0.14, pattern: null }) +
      `<path d="M 60 302 l -40 -26 l 0 52 Z M 60 302 l 40 -26 l 0 52 Z" fill="${p.accent}"/>` +
      [-150, -60, 40, 140].map((x) => fold(`M ${x / 3} 330 Q ${x * 0.8} 600 ${x * 1.6} 835`)).join(''),
  }),
  tote: (p) => ({
    w: 500, h: 770,
    svg:
      line('M -110 262 C -115 40, 115 40, 110 262', shade(p.main, -0.2), 28) +
      panel('M -220 250 L 220 250 L 245 740 Q 245 762 222 762 L -222 762 Q -245 762 -245 740 Z', p) +
      panel('M -220 250 L 220 250 L 222 292 L -222 292 Z', p, { tone: -0.1, pattern: null }) +
      mirror(`<rect x="-128" y="236" width="36" height="70" rx="6" fill="${p.accent}"/>`) +
      `<rect x="-125" y="470" width="250" height="190" rx="10" fill="${shade(p.main, 0.05)}" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>` +
      stitch('M -112 485 L 112 485', p) + stitch('M -232 310 L -210 745', p) + stitch('M 232 310 L 210 745', p),
  }),
  crossbody: (p) => ({
    w: 500, h: 680,
    svg:
      line('M -200 330 C -210 -60, 210 -60, 200 330', p.accent, 14) +
      panel('M -230 360 Q -230 300 -170 300 L 170 300 Q 230 300 230 360 L 230 600 Q 230 660 170 660 L -170 660 Q -230 660 -230 600 Z', p, { pattern: null }) +
      panel('M -230 330 Q -230 300 -200 300 L 200 300 Q 230 300 230 330 L 230 470 Q 0 560 -230 470 Z', p, { tone: -0.12, pattern: null }) +
      `<circle cx="0" cy="510" r="22" fill="#D9B76E" stroke="#9C7C3C" stroke-width="4"/>` +
      stitch('M -212 455 Q 0 535 212 455', p) + fold('M -200 600 Q 0 620 200 600'),
  }),
  sneakers: (p) => {
    const shoe = (tone) => {
      const q = { ...p, main: shade(p.main, tone) };
      return (
        `<path d="M -320 230 L 300 230 Q 332 230 332 200 L 332 186 L -324 186 Q -334 190 -334 208 Q -332 230 -320 230 Z" fill="${shade('#F6F3EE', tone)}" stroke="#8E877C" stroke-width="3"/>` +
        line('M -326 206 L 330 206', '#8E877C', 2, 'opacity=".6"') +
        panel('M -322 188 L -315 40 Q -310 10 -280 10 L -170 20 Q -120 62 -60 42 L 80 120 Q 220 140 300 168 Q 332 180 332 188 Z', q, { pattern: null }) +
        panel('M 170 138 Q 262 150 316 172 Q 332 180 332 188 L 160 188 Z', q, { tone: 0.1, pattern: null }) +
        `<path d="M -230 160 Q -60 60 120 140 L 104 164 Q -60 100 -214 182 Z" fill="${p.accent}"/>` +
        `<path d="M -322 188 L -318 56 L -282 60 L -288 188 Z" fill="${p.accent}" opacity=".85"/>` +
        line('M -280 14 L -170 24 Q -120 64 -60 46', shade(q.main, -0.45), 9) +
        [0, 1, 2, 3, 4].map((i) => {
          const x = -52 + i * 30, y = 46 + i * 17;
          return line(`M ${x - 12} ${y + 16} L ${x + 14} ${y - 14}`, '#F6F3EE', 7);
        }).join('')
      );
    };
    return { w: 720, h: 234, svg: `<g transform="translate(40 -70) scale(.94)">${shoe(-0.18)}</g><g transform="translate(-18 0)">${shoe(0)}</g>`, top: -70 };
  },
  mug: (p) => ({
    w: 560, h: 640,
    svg:
      `<ellipse cx="0" cy="612" rx="262" ry="40" fill="${shade(p.accent, 0.55)}" stroke="${shade(p.accent, 0.2)}" stroke-width="3"/>` +
      line('M 160 262 C 310 250, 310 486, 160 474', shade(p.main, -0.1), 40) +
      panel('M -170 200 L 170 200 L 166 570 Q 166 610 126 610 L -126 610 Q -166 610 -166 570 Z', p, { pattern: null }) +
      `<rect x="-168" y="330" width="336" height="46" fill="${p.accent}" opacity=".85"/>` +
      `<ellipse cx="0" cy="200" rx="170" ry="36" fill="${shade(p.main, 0.12)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      `<ellipse cx="0" cy="205" rx="150" ry="27" fill="#6B4A36"/>` +
      [-60, 0, 60].map((x) => line(`M ${x} 160 q -22 -30 0 -60 q 22 -30 0 -60`, '#fff', 10, 'opacity=".65"')).join(''),
  }),
  candle: (p) => ({
    w: 360, h: 640,
    svg:
      `<circle cx="0" cy="170" r="150" fill="url(#${p.glow})"/>` +
      panel('M -170 220 L 170 220 L 170 600 Q 170 632 138 632 L -138 632 Q -170 632 -170 600 Z', p, { pattern: null }) +
      `<ellipse cx="0" cy="246" rx="158" ry="20" fill="#F7EBD5"/>` +
      `<rect x="-140" y="236" width="20" height="380" rx="8" fill="#fff" opacity=".22"/>` +
      `<rect x="-120" y="360" width="240" height="150" rx="8" fill="#FBF8F2" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>` +
      `<circle cx="0" cy="405" r="20" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
      line('M -70 452 L 70 452', shade(p.main, -0.2), 6) + line('M -45 474 L 45 474', shade(p.main, -0.2), 4, 'opacity=".6"') +
      line('M 0 246 L 0 205', '#2E2A26', 5) +
      `<path d="M 0 116 C 28 160, 28 200, 0 210 C -28 200, -28 160, 0 116 Z" fill="url(#${p.flame})"/>`,
    top: 20,
  }),
};
const SUBJECTS = Object.keys(DRAW);
const GARMENTS = new Set(['tshirt', 'shirt', 'coat', 'trousers', 'skirt', 'dress', 'tote']);

function defs(p) {
  const c = shade(p.main, p.main === '#F4F0E6' ? -0.2 : 0.35);
  const a = p.accent;
  return `<defs>
<linearGradient id="${p.vol}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>
<pattern id="stripes${p.k}" width="56" height="56" patternUnits="userSpaceOnUse"><rect width="18" height="56" fill="${c}" opacity=".55"/></pattern>
<pattern id="bands${p.k}" width="70" height="70" patternUnits="userSpaceOnUse"><rect width="70" height="14" fill="${a}" opacity=".7"/></pattern>
<pattern id="check${p.k}" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="26" fill="${a}" opacity=".35"/><rect width="26" height="80" fill="${a}" opacity=".35"/></pattern>
<pattern id="dots${p.k}" width="44" height="44" patternUnits="userSpaceOnUse"><circle cx="22" cy="22" r="6" fill="${c}" opacity=".8"/></pattern>
<radialGradient id="${p.glow}"><stop offset="0" stop-color="#FFE9A8" stop-opacity=".8"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></radialGradient>
<radialGradient id="${p.flame}" cx=".5" cy=".75" r=".6"><stop offset="0" stop-color="#FFF6C8"/><stop offset=".55" stop-color="#FFC24A"/><stop offset="1" stop-color="#F07C2A"/></radialGradient>
<filter id="blur${p.k}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`;
}

/** The product as a group fitted into the box (cx, bottom, maxW, maxH), plus its floor shadow. */
function product(subject, p, { cx, bottom, maxW, maxH, rotate = 0, floorShadow = true }) {
  const art = DRAW[subject](p);
  const top = art.top ?? 0;
  const s = Math.min(maxW / art.w, maxH / (art.h - top));
  const y = bottom - art.h * s;
  const shadow = floorShadow
    ? `<ellipse cx="${cx}" cy="${bottom + 6}" rx="${((art.w * s) / 2.3).toFixed(1)}" ry="${(22 * s).toFixed(1)}" fill="#000" opacity=".16" filter="url(#blur${p.k})"/>`
    : '';
  const pivot = ((art.h * s) / 2).toFixed(1);
  return `${shadow}<g transform="translate(${cx.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate} 0 ${pivot}) scale(${s.toFixed(4)})">${art.svg}</g>`;
}

function palette(index, rng, subject) {
  const [bg, backdrop, main, accent] = PALETTES[index % PALETTES.length];
  const k = ++uid;
  const patterns = GARMENTS.has(subject) ? [null, null, 'stripes', 'check', 'dots', 'bands'] : [null];
  const pattern = pick(rng, patterns);
  return { bg, backdrop, main, accent, k, vol: `vol${k}`, glow: `glow${k}`, flame: `flame${k}`, pattern: pattern && `${pattern}${k}` };
}

function itemSvg(n) {
  const rng = mulberry32(1000 + n);
  const subject = SUBJECTS[(n - 1) % SUBJECTS.length];
  const p = palette(n * 5 + Math.floor((n - 1) / SUBJECTS.length), rng, subject);
  const backdrop = pick(rng, [
    `<path d="M 170 1250 L 170 440 A 330 330 0 0 1 830 440 L 830 1250 Z" fill="${p.backdrop}"/>`,
    `<circle cx="500" cy="590" r="370" fill="${p.backdrop}"/>`,
    `<rect x="120" y="150" width="760" height="1100" rx="24" fill="${p.backdrop}"/>`,
  ]);
  return {
    subject,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1250" viewBox="0 0 1000 1250">${defs(p)}
<rect width="1000" height="1250" fill="${p.bg}"/>${backdrop}<rect y="1080" width="1000" height="170" fill="${shade(p.bg, -0.05)}"/>
${product(subject, p, { cx: 500, bottom: 1085, maxW: 660, maxH: 800 })}</svg>`,
  };
}

function detailSvg(n) {
  const rng = mulberry32(2000 + n);
  const subject = SUBJECTS[(n * 7) % SUBJECTS.length];
  const p = palette(n * 7 + 3, rng, subject);
  const swatches = [p.main, p.accent, p.backdrop === p.main ? p.bg : shade(p.main, 0.45)];
  const fabric = `<pattern id="weave${p.k}" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="24" height="24" fill="${p.main}"/><rect width="12" height="24" fill="${shade(p.main, -0.12)}"/><rect y="10" width="24" height="3" fill="${shade(p.main, 0.15)}"/></pattern>`;
  return {
    subject,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1500" viewBox="0 0 1000 1500">${defs(p)}<defs>${fabric}<clipPath id="lens${p.k}"><circle cx="290" cy="1270" r="150"/></clipPath></defs>
<rect width="1000" height="1500" fill="${p.bg}"/><rect x="70" y="70" width="860" height="1000" rx="36" fill="${p.backdrop}"/>
${product(subject, p, { cx: 500, bottom: 1000, maxW: 720, maxH: 860 })}
<rect x="140" y="1120" width="300" height="300" fill="url(#weave${p.k})" clip-path="url(#lens${p.k})"/>
<circle cx="290" cy="1270" r="150" fill="none" stroke="#fff" stroke-width="10"/>
${swatches.map((c, i) => `<circle cx="${590 + i * 120}" cy="1270" r="44" fill="${c}" stroke="${shade(p.bg, -0.2)}" stroke-width="2"/>`).join('')}
<circle cx="590" cy="1270" r="58" fill="none" stroke="${shade(p.main, -0.2)}" stroke-width="4"/></svg>`,
  };
}

function reviewSvg(n) {
  const rng = mulberry32(3000 + n);
  const subject = pick(rng, ['tshirt', 'shirt', 'sweater', 'trousers', 'skirt', 'dress', 'tote', 'crossbody', 'sneakers', 'mug', 'candle']);
  const p = palette(n * 3 + 1, rng, subject);
  const wood = () =>
    Array.from({ length: 7 }, (_, i) => `<rect x="${i * 120}" width="120" height="800" fill="${shade('#C49A72', (rng() - 0.5) * 0.12)}"/><path d="M ${i * 120} 0 V 800" stroke="#7A5A3E" stroke-width="3" opacity=".5"/>`).join('');
  const linen = (base) =>
    `<rect width="800" height="800" fill="${base}"/>` +
    [0, 1, 2].map((i) => `<path d="M ${-100 + i * 320} 0 Q ${100 + i * 300} 400 ${-50 + i * 330} 800" stroke="${shade(base, -0.12)}" stroke-width="70" fill="none" opacity=".35" filter="url(#blur${p.k})"/>`).join('');
  const surface = pick(rng, [wood, () => linen('#EFE9E0'), () => linen('#DDE3E9'), () => linen('#E9DDD6')])();
  const rotate = ((rng() - 0.5) * 20).toFixed(1);
  const fit = { cx: 400 + (rng() - 0.5) * 80, bottom: 720, maxW: 560, maxH: 600, rotate };
  return {
    subject,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs(p)}<defs>
<radialGradient id="vig${p.k}" cx=".45" cy=".4" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
<radialGradient id="flash${p.k}" cx=".35" cy=".3" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="cast${p.k}" x="-20%" y="-20%" width="140%" height="140%"><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .28 0"/><feGaussianBlur stdDeviation="9"/></filter></defs>
${surface}
<g filter="url(#cast${p.k})" transform="translate(14 18)">${product(subject, p, { ...fit, floorShadow: false })}</g>
${product(subject, p, { ...fit, floorShadow: false })}
<rect width="800" height="800" fill="#FFB061" opacity=".07"/><rect width="800" height="800" fill="url(#flash${p.k})"/><rect width="800" height="800" fill="url(#vig${p.k})"/></svg>`,
  };
}

// Stroke letters on a 0..100 grid: a monogram needs no font, so output is machine-independent.
const LETTERS = {
  M: [[[0, 100], [0, 0], [50, 62], [100, 0], [100, 100]]],
  A: [[[0, 100], [50, 0], [100, 100]], [[24, 64], [76, 64]]],
  N: [[[0, 100], [0, 0], [100, 100], [100, 0]]],
  K: [[[0, 0], [0, 100]], [[95, 0], [0, 62]], [[34, 40], [100, 100]]],
  L: [[[0, 0], [0, 100], [88, 100]]],
  E: [[[90, 0], [0, 0], [0, 100], [90, 100]], [[0, 50], [70, 50]]],
  V: [[[0, 0], [50, 100], [100, 0]]],
  T: [[[0, 0], [100, 0]], [[50, 0], [50, 100]]],
  H: [[[0, 0], [0, 100]], [[100, 0], [100, 100]], [[0, 50], [100, 50]]],
  Z: [[[0, 0], [100, 0], [0, 100], [100, 100]]],
};
const BRAND_COLOURS = ['#1F2A44', '#B5523B', '#2F6F6A', '#6E4A7E', '#262628', '#8A6A3F', '#3E5C8A', '#A23E5A', '#4E5D4A', '#C9A15A'];

function brandSvg(i) {
  const letter = Object.keys(LETTERS)[i % 10];
  const colour = BRAND_COLOURS[i % BRAND_COLOURS.length];
  const ink = i % 4 === 2 ? colour : '#FBF8F2';
  const frame = [
    `<circle cx="100" cy="100" r="92" fill="${colour}"/>`,
    `<rect x="8" y="8" width="184" height="184" rx="36" fill="${colour}"/>`,
    `<rect width="200" height="200" fill="#FBF8F2"/><circle cx="100" cy="100" r="86" fill="none" stroke="${colour}" stroke-width="8"/>`,
    `<path d="M 100 6 L 194 100 L 100 194 L 6 100 Z" fill="${colour}"/>`,
  ][i % 4];
  const strokes = LETTERS[letter]
    .map((pts) => pts.map(([x, y], j) => `${j ? 'L' : 'M'} ${(62 + x * 0.76).toFixed(1)} ${(62 + y * 0.76).toFixed(1)}`).join(' '))
    .map((d) => line(d, ink, 11))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${i % 4 === 2 ? '#FBF8F2' : '#FFFFFF'}"/>${frame}${strokes}</svg>`;
}

async function writeVariants(key, svg, set) {
  const master = await sharp(Buffer.from(svg)).resize(set.width, set.height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: master.info };
  for (const w of set.widths) {
    const h = Math.round((set.height * w) / set.width);
    const base = sharp(master.data, raw).resize(w, h, { kernel: 'lanczos3' });
    await writeFile(join(OUT, `${key}-${w}.webp`), await base.clone().webp({ quality: QUALITY, effort: 6 }).toBuffer());
    await writeFile(join(OUT, `${key}-${w}.jpg`), await base.clone().jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer());
  }
}

async function main() {
  for (const set of SETS) await rm(join(OUT, set.kind), { recursive: true, force: true });
  const manifest = {};
  for (const set of SETS) {
    await mkdir(join(OUT, set.kind), { recursive: true });
    const names = set.names ?? Array.from({ length: set.count }, (_, i) => i + 1);
    for (const [i, name] of names.entries()) {
      const key = `${set.kind}/${name}`;
      const drawn =
        set.kind === 'items' ? itemSvg(name) : set.kind === 'detail' ? detailSvg(name) : set.kind === 'reviews' ? reviewSvg(name) : { svg: brandSvg(i) };
      await writeVariants(key, drawn.svg, set);
      manifest[key] = { width: set.width, height: set.height, widths: set.widths, ...(drawn.subject ? { subject: drawn.subject } : {}) };
    }
  }
  // One entry a line keeps the committed manifest short and its diffs readable.
  const lines = Object.entries(manifest).map(([key, entry]) => `  ${JSON.stringify(key)}: ${JSON.stringify(entry)}`);
  await writeFile(join(OUT, 'manifest.json'), `{\n${lines.join(',\n')}\n}\n`);
  console.log(`wrote ${Object.keys(manifest).length} images to ${OUT}`);
}

await main();
