#!/usr/bin/env node
// Draws the reference origin's demo images (product illustrations, detail pages, customer
// photos, brand marks) as SVG and rasterises them with sharp (JPEG, WebP and AVIF at each
// width) into origin/assets/img, plus origin/assets/img/manifest.json. Dev-time only: the
// worker never runs sharp, it serves these pre-encoded files (origin/routes/images.ts), and origin/assets/img/subjects.json (what each
// picture shows, for the seed's tests). Deterministic: every choice comes from a seeded
// PRNG and libvips encodes identically, so a re-run rewrites the same bytes.
//
//   node scripts/gen-images.mjs
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'origin', 'assets', 'img');
// The kinds of product and their colours, shared with the seed (origin/db/seed/pictures.ts), which
// gives every item the picture of its kind in its colour: item picture n is kind
// KINDS[floor((n - 1) / COLOURS.length)] in colour COLOURS[(n - 1) % COLOURS.length]; detail
// image d shows KINDS[d - 1].
const { kinds: KINDS, colours: COLOURS } = JSON.parse(await readFile(join(ROOT, 'origin', 'db', 'seed', 'picture-kinds.json'), 'utf8'));
const QUALITY = 80;
const AVIF_QUALITY = 55;
// Customer photos per kind (origin/db/seed/pictures.ts `reviewPhotoPath`): photo n shows
// KINDS[floor((n - 1) / REVIEW_SHOTS)], so a review shows the item it is about.
const REVIEW_SHOTS = 2;
const BRAND_NOS = [16401, 16402, 16403, 16404, 16405, 16406, 16407, 16408, 16409, 16410];
const SETS = [
  // 800: the item gallery's candidate for a 360–400 px phone at DPR 2 (720–800 device px), which
  // took the 1000 w file before: the same sharpness, 64 % of the pixels to decode (issue 32 §2).
  { kind: 'items', count: KINDS.length * COLOURS.length, width: 1000, height: 1250, widths: [320, 640, 800, 1000] },
  { kind: 'detail', count: KINDS.length, width: 1000, height: 1500, widths: [320, 640, 1000] },
  { kind: 'reviews', count: KINDS.length * REVIEW_SHOTS, width: 800, height: 800, widths: [320, 800] },
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
// The item colours of picture-kinds.json, in its order: bg, backdrop, the product's colour, accent.
const COLOUR_PALETTES = {
  블랙: ['#EEEDEA', '#DCDBD6', '#2A2A2C', '#C0B7AC'],
  네이비: ['#E6EDF3', '#D2DFEA', '#2F4368', '#C9A15A'],
  크림: ['#E4E0DA', '#CFC6BA', '#F4F0E6', '#8C7B6B'],
  그레이: ['#EFEFEE', '#DCDCDA', '#8E9196', '#3B3B3D'],
  베이지: ['#F0E7DA', '#E2D3BC', '#C9AE88', '#5B3F2A'],
  카키: ['#F3EDE4', '#E6DCCD', '#6B6B3A', '#E3C46B'],
};

let uid = 0;

/** One garment panel: base colour, optional pattern, soft volume light and an outline. */
function panel(d, p, { tone = 0, pattern = p.pattern, stroke = true } = {}) {
  const fill = shade(p.main, tone);
  const patternFill = pattern ? `<path d="${d}" fill="url(#${pattern})"/>` : '';
  const outline = stroke ? `<path d="${d}" fill="none" stroke="${shade(p.main, -0.35)}" stroke-width="3" stroke-linejoin="round"/>` : '';
  return `<path d="${d}" fill="${fill}"/>${patternFill}<path d="${d}" fill="url(#${p.vol})"/>${outline}`;
}
const line = (d, color, width, extra = '') => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
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
    w: 600,
    h: 600,
    svg:
      panel('M -75 8 Q 0 70 75 8 L 175 30 L 295 135 L 235 225 L 185 190 L 190 585 Q 0 600 -190 585 L -185 190 L -235 225 L -295 135 L -175 30 Z', p) +
      `<path d="M -75 8 Q 0 26 75 8 Q 0 70 -75 8 Z" fill="${shade(p.main, -0.3)}"/>` +
      line('M -75 8 Q 0 70 75 8', shade(p.main, -0.08), 12) +
      mirror(stitch('M 280 125 L 220 215', p)) +
      stitch('M -188 560 Q 0 575 188 560', p) +
      fold('M -120 250 Q -100 400 -130 540') +
      fold('M 110 300 Q 95 420 120 540'),
  }),
  shirt: (p) => ({
    w: 610,
    h: 620,
    svg:
      longSleeve(p, -0.02) +
      panel('M -82 6 L -175 30 L -185 200 L -190 600 Q 0 615 190 600 L 185 200 L 175 30 L 82 6 L 2 60 Z', p) +
      `<path d="M -82 6 Q 0 -12 82 6 L 2 60 Z" fill="${shade(p.main, -0.32)}"/>` +
      mirror(panel('M -82 6 Q -40 2 -2 60 L -30 125 L -108 52 Z', p, { tone: 0.06 })) +
      line('M 0 62 L 0 606', shade(p.main, -0.3), 3) +
      [160, 250, 340, 430, 520].map((y) => `<circle cx="14" cy="${y}" r="8" fill="${shade(p.main, 0.35)}" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>`).join('') +
      `<path d="M -150 170 L -80 170 L -80 250 Q -115 262 -150 250 Z" fill="none" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>` +
      fold('M -110 300 Q -95 430 -120 570') +
      fold('M 120 320 Q 100 450 125 575'),
  }),
  sweater: (p) => ({
    w: 610,
    h: 615,
    svg:
      longSleeve(p, -0.1) +
      panel('M -80 8 Q 0 60 80 8 L 175 30 L 185 200 L 190 600 Q 0 612 -190 600 L -185 200 L -175 30 Z', p, { pattern: null }) +
      `<path d="M -80 8 Q 0 24 80 8 Q 0 60 -80 8 Z" fill="${shade(p.main, -0.35)}"/>` +
      line('M -80 8 Q 0 60 80 8', shade(p.main, -0.12), 16) +
      panel('M -190 552 L 190 552 L 190 600 Q 0 612 -190 600 Z', p, { tone: -0.1, pattern: null }) +
      Array.from({ length: 19 }, (_, i) => line(`M ${-171 + i * 19} 558 L ${-171 + i * 19} 598`, shade(p.main, -0.25), 2)).join('') +
      [-70, 0, 70]
        .map((x) => line(`M ${x} 90 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50 q -18 25 0 50 q 18 25 0 50`, shade(p.main, 0.18), 9))
        .join(''),
  }),
  coat: (p) => ({
    w: 620,
    h: 860,
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
      fold('M -120 560 Q -140 700 -130 820') +
      fold('M 140 560 Q 150 700 135 820'),
  }),
  trousers: (p) => ({
    w: 400,
    h: 830,
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
    w: 580,
    h: 580,
    svg:
      panel('M -152 48 L 152 48 L 282 540 Q 0 578 -282 540 Z', p) +
      [-3, -2, -1, 0, 1, 2, 3].map((i) => fold(`M ${i * 40} 56 L ${i * 84} 550`) + line(`M ${i * 40 + 10} 56 L ${i * 84 + 22} 548`, '#fff', 3, 'opacity=".18"')).join('') +
      panel('M -150 0 L 150 0 L 152 50 L -152 50 Z', p, { tone: -0.12, pattern: null }) +
      `<circle cx="118" cy="25" r="9" fill="${p.accent}"/>`,
  }),
  dress: (p) => ({
    w: 620,
    h: 870,
    svg:
      panel('M -70 0 L -45 0 Q 0 90 45 0 L 70 0 Q 80 100 125 120 L 112 300 Q 230 600 300 830 Q 0 870 -300 830 Q -230 600 -112 300 L -125 120 Q -80 100 -70 0 Z', p) +
      `<path d="M -45 0 Q 0 30 45 0 Q 0 90 -45 0 Z" fill="${shade(p.main, -0.3)}"/>` +
      panel('M -114 282 L 114 282 L 112 322 L -112 322 Z', p, { tone: -0.14, pattern: null }) +
      `<path d="M 60 302 l -40 -26 l 0 52 Z M 60 302 l 40 -26 l 0 52 Z" fill="${p.accent}"/>` +
      [-150, -60, 40, 140].map((x) => fold(`M ${x / 3} 330 Q ${x * 0.8} 600 ${x * 1.6} 835`)).join(''),
  }),
  tote: (p) => ({
    w: 500,
    h: 770,
    svg:
      line('M -110 262 C -115 40, 115 40, 110 262', shade(p.main, -0.2), 28) +
      panel('M -220 250 L 220 250 L 245 740 Q 245 762 222 762 L -222 762 Q -245 762 -245 740 Z', p) +
      panel('M -220 250 L 220 250 L 222 292 L -222 292 Z', p, { tone: -0.1, pattern: null }) +
      mirror(`<rect x="-128" y="236" width="36" height="70" rx="6" fill="${p.accent}"/>`) +
      `<rect x="-125" y="470" width="250" height="190" rx="10" fill="${shade(p.main, 0.05)}" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>` +
      stitch('M -112 485 L 112 485', p) +
      stitch('M -232 310 L -210 745', p) +
      stitch('M 232 310 L 210 745', p),
  }),
  crossbody: (p) => ({
    w: 500,
    h: 680,
    svg:
      line('M -200 330 C -210 -60, 210 -60, 200 330', p.accent, 14) +
      panel('M -230 360 Q -230 300 -170 300 L 170 300 Q 230 300 230 360 L 230 600 Q 230 660 170 660 L -170 660 Q -230 660 -230 600 Z', p, { pattern: null }) +
      panel('M -230 330 Q -230 300 -200 300 L 200 300 Q 230 300 230 330 L 230 470 Q 0 560 -230 470 Z', p, { tone: -0.12, pattern: null }) +
      `<circle cx="0" cy="510" r="22" fill="#D9B76E" stroke="#9C7C3C" stroke-width="4"/>` +
      stitch('M -212 455 Q 0 535 212 455', p) +
      fold('M -200 600 Q 0 620 200 600'),
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
        [0, 1, 2, 3, 4]
          .map((i) => {
            const x = -52 + i * 30,
              y = 46 + i * 17;
            return line(`M ${x - 12} ${y + 16} L ${x + 14} ${y - 14}`, '#F6F3EE', 7);
          })
          .join('')
      );
    };
    return { w: 720, h: 234, svg: `<g transform="translate(40 -70) scale(.94)">${shoe(-0.18)}</g><g transform="translate(-18 0)">${shoe(0)}</g>`, top: -70 };
  },
  mug: (p) => ({
    w: 560,
    h: 640,
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
    w: 360,
    h: 640,
    svg:
      `<circle cx="0" cy="170" r="150" fill="url(#${p.glow})"/>` +
      panel('M -170 220 L 170 220 L 170 600 Q 170 632 138 632 L -138 632 Q -170 632 -170 600 Z', p, { pattern: null }) +
      `<ellipse cx="0" cy="246" rx="158" ry="20" fill="#F7EBD5"/>` +
      `<rect x="-140" y="236" width="20" height="380" rx="8" fill="#fff" opacity=".22"/>` +
      `<rect x="-120" y="360" width="240" height="150" rx="8" fill="#FBF8F2" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>` +
      `<circle cx="0" cy="405" r="20" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
      line('M -70 452 L 70 452', shade(p.main, -0.2), 6) +
      line('M -45 474 L 45 474', shade(p.main, -0.2), 4, 'opacity=".6"') +
      line('M 0 246 L 0 205', '#2E2A26', 5) +
      `<path d="M 0 116 C 28 160, 28 200, 0 210 C -28 200, -28 160, 0 116 Z" fill="url(#${p.flame})"/>`,
    top: 20,
  }),
  longsleeve: (p) => ({
    w: 610,
    h: 612,
    svg:
      longSleeve(p, -0.12) +
      panel('M -75 8 Q 0 66 75 8 L 175 30 L 185 200 L 190 598 Q 0 610 -190 598 L -185 200 L -175 30 Z', p) +
      `<path d="M -75 8 Q 0 26 75 8 Q 0 66 -75 8 Z" fill="${shade(p.main, -0.3)}"/>` +
      line('M -75 8 Q 0 66 75 8', shade(p.main, -0.1), 12) +
      stitch('M -188 572 Q 0 586 188 572', p) +
      fold('M -120 250 Q -100 400 -130 540') +
      fold('M 110 300 Q 95 420 120 540'),
  }),
  // A short zipped jacket (blouson, work jacket, blazer): stand collar, ribbed hem and cuffs.
  jacket: (p) => ({
    w: 640,
    h: 560,
    top: -34,
    svg:
      mirror(
        panel('M 168 36 L 256 118 Q 296 300 306 468 L 240 478 Q 222 320 194 208 Z', p, { tone: -0.06 }) +
          panel('M 306 466 L 240 476 L 244 528 L 310 520 Z', p, { tone: -0.2, pattern: null }) +
          line('M 150 300 L 118 392', shade(p.main, -0.4), 5) +
          panel('M 112 140 L 178 150 L 176 196 L 110 186 Z', p, { tone: -0.08, pattern: null }),
      ) +
      panel('M -72 8 L -176 36 L -190 208 L -196 470 L 196 470 L 190 208 L 176 36 L 72 8 Z', p) +
      panel('M -196 468 L 196 468 L 196 530 Q 0 540 -196 530 Z', p, { tone: -0.2, pattern: null }) +
      Array.from({ length: 20 }, (_, i) => line(`M ${-185 + i * 19.5} 476 L ${-185 + i * 19.5} 526`, shade(p.main, -0.32), 2)).join('') +
      panel('M -72 8 L -80 -32 L 80 -32 L 72 8 Z', p, { tone: -0.12, pattern: null }) +
      line('M 0 -30 L 0 532', '#C9C4BA', 6) +
      `<rect x="-9" y="-8" width="18" height="36" rx="4" fill="#B9B2A5"/>` +
      fold('M -110 230 Q -95 340 -120 450') +
      fold('M 120 250 Q 100 350 125 450'),
  }),
  teacup: (p) => ({
    w: 600,
    h: 430,
    top: -10,
    svg:
      `<ellipse cx="0" cy="372" rx="280" ry="52" fill="${shade(p.main, 0.1)}" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>` +
      `<ellipse cx="0" cy="366" rx="160" ry="26" fill="${shade(p.main, -0.06)}"/>` +
      line('M 150 170 C 270 150, 270 300, 130 292', shade(p.main, -0.12), 26) +
      panel('M -180 120 Q -168 350 0 358 Q 168 350 180 120 Z', p, { pattern: null }) +
      line('M -176 176 Q 0 226 176 176', p.accent, 10) +
      `<ellipse cx="0" cy="120" rx="180" ry="38" fill="${shade(p.main, 0.14)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      `<ellipse cx="0" cy="126" rx="160" ry="28" fill="#B5793A"/>` +
      [-50, 30].map((x) => line(`M ${x} 90 q -18 -24 0 -48 q 18 -24 0 -48`, '#fff', 9, 'opacity=".6"')).join(''),
  }),
  teapot: (p) => ({
    w: 700,
    h: 520,
    top: 110,
    svg:
      line('M -190 250 C -320 240, -320 440, -170 420', shade(p.main, -0.12), 30) +
      `<path d="M 170 320 Q 250 300 300 190 L 330 204 Q 300 340 190 400 Z" fill="${shade(p.main, -0.05)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      panel('M -210 330 Q -210 190 0 190 Q 210 190 210 330 Q 210 480 120 500 L -120 500 Q -210 480 -210 330 Z', p, { pattern: null }) +
      line('M -204 350 Q 0 400 204 350', p.accent, 12) +
      `<ellipse cx="0" cy="196" rx="120" ry="30" fill="${shade(p.main, 0.1)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      `<circle cx="0" cy="156" r="22" fill="${p.accent}"/>` +
      `<rect x="-130" y="496" width="260" height="22" rx="8" fill="${shade(p.main, -0.2)}"/>`,
  }),
  // A stack of plates seen from above at an angle.
  plate: (p) => ({
    w: 640,
    h: 300,
    top: 18,
    svg:
      [3, 2, 1].map((i) => `<ellipse cx="0" cy="${120 + i * 26}" rx="300" ry="100" fill="${shade(p.main, -0.06 * i)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>`).join('') +
      `<ellipse cx="0" cy="120" rx="300" ry="100" fill="${shade(p.main, 0.06)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      `<ellipse cx="0" cy="120" rx="268" ry="88" fill="none" stroke="${p.accent}" stroke-width="5"/>` +
      `<ellipse cx="0" cy="128" rx="180" ry="56" fill="${shade(p.main, -0.05)}"/>` +
      `<ellipse cx="-40" cy="104" rx="110" ry="24" fill="#fff" opacity=".25"/>`,
  }),
  bowl: (p) => ({
    w: 600,
    h: 382,
    top: 12,
    svg:
      panel('M -285 70 Q -275 340 0 352 Q 275 340 285 70 Z', p, { pattern: null }) +
      line('M -270 150 Q 0 230 270 150', p.accent, 10) +
      `<rect x="-95" y="346" width="190" height="34" rx="8" fill="${shade(p.main, -0.15)}"/>` +
      `<ellipse cx="0" cy="70" rx="285" ry="56" fill="${shade(p.main, 0.1)}" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      `<ellipse cx="0" cy="76" rx="258" ry="44" fill="${shade(p.main, -0.12)}"/>`,
  }),
  diffuser: (p) => ({
    w: 380,
    h: 632,
    top: -22,
    svg:
      [
        [-130, -10],
        [-60, -20],
        [20, -14],
        [90, -4],
        [140, 20],
      ]
        .map(([x, y]) => line(`M 0 262 L ${x} ${y}`, '#6B4A36', 6))
        .join('') +
      `<path d="M -62 262 L 62 262 L 62 300 Q 165 322 165 430 L 165 592 Q 165 630 126 630 L -126 630 Q -165 630 -165 592 L -165 430 Q -165 322 -62 300 Z" fill="${shade(p.main, 0.1)}" opacity=".9" stroke="${shade(p.main, -0.35)}" stroke-width="3"/>` +
      `<path d="M -163 470 L 163 470 L 163 592 Q 163 628 126 628 L -126 628 Q -163 628 -163 592 Z" fill="${shade(p.main, -0.2)}" opacity=".7"/>` +
      `<rect x="-66" y="236" width="132" height="34" rx="6" fill="${p.accent}"/>` +
      `<rect x="-100" y="400" width="200" height="120" rx="6" fill="#FBF8F2" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>` +
      line('M -60 446 L 60 446', shade(p.main, -0.3), 6) +
      line('M -40 474 L 40 474', shade(p.main, -0.3), 4, 'opacity=".6"') +
      `<rect x="-140" y="320" width="18" height="280" rx="8" fill="#fff" opacity=".25"/>`,
  }),
  // A stand-up coffee pouch with its label and a bean.
  coffee: (p) => ({
    w: 420,
    h: 610,
    top: 18,
    svg:
      panel('M -170 60 L 170 60 L 192 592 Q 0 612 -192 592 Z', p, { pattern: null }) +
      panel('M -170 20 L 170 20 L 170 70 L -170 70 Z', p, { tone: -0.15, pattern: null }) +
      line('M -168 90 L 168 90', shade(p.main, -0.3), 3, 'stroke-dasharray="8 6"') +
      `<rect x="-118" y="220" width="236" height="250" rx="10" fill="#FBF8F2" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>` +
      `<ellipse cx="0" cy="315" rx="46" ry="62" transform="rotate(-25 0 315)" fill="#6B4A36"/>` +
      line('M -14 262 Q 18 315 12 370', '#3E2A1E', 7) +
      line('M -70 412 L 70 412', p.accent, 8) +
      line('M -50 440 L 50 440', shade(p.main, -0.2), 5, 'opacity=".6"') +
      `<circle cx="110" cy="140" r="16" fill="${shade(p.main, -0.3)}"/>` +
      fold('M -150 120 Q -160 360 -170 580'),
  }),
  cushion: (p) => ({
    w: 560,
    h: 525,
    top: 6,
    svg:
      panel('M -265 10 Q 0 48 265 10 Q 228 265 265 520 Q 0 482 -265 520 Q -228 265 -265 10 Z', p) +
      line('M -265 10 Q 0 48 265 10 Q 228 265 265 520 Q 0 482 -265 520 Q -228 265 -265 10 Z', shade(p.main, -0.3), 8) +
      fold('M -180 120 Q -60 220 -150 400') +
      fold('M 120 90 Q 60 260 170 430') +
      `<circle cx="0" cy="265" r="10" fill="${shade(p.main, -0.3)}"/>`,
  }),
  // Folded cloths (kitchen cloths, blankets) in a stack, a stripe near each end.
  towel: (p) => ({
    w: 580,
    h: 362,
    top: 38,
    svg: [2, 1, 0]
      .map((i) => {
        const y = 40 + i * 110;
        const tone = -0.05 * i;
        return (
          panel(`M -260 ${y} L 230 ${y} Q 270 ${y} 270 ${y + 50} Q 270 ${y + 100} 230 ${y + 100} L -260 ${y + 100} Z`, p, { tone }) +
          `<rect x="-200" y="${y}" width="30" height="100" fill="${p.accent}" opacity=".8"/><rect x="-150" y="${y}" width="10" height="100" fill="${p.accent}" opacity=".8"/>` +
          line(`M 236 ${y + 8} Q 262 ${y + 50} 236 ${y + 92}`, shade(p.main, -0.3), 3, 'opacity=".6"')
        );
      })
      .join(''),
  }),
  // A ticket or voucher: notched edges, a perforated stub and a barcode.
  ticket: (p) => ({
    w: 660,
    h: 378,
    top: -18,
    svg:
      `<g transform="rotate(-6 0 180)">` +
      panel('M -310 20 L 310 20 L 310 140 A 40 40 0 0 0 310 220 L 310 340 L -310 340 L -310 220 A 40 40 0 0 0 -310 140 Z', p, { pattern: null }) +
      line('M 160 34 L 160 326', shade(p.main, 0.5), 4, 'stroke-dasharray="10 10"') +
      `<circle cx="-180" cy="180" r="62" fill="none" stroke="${p.accent}" stroke-width="10"/>` +
      `<path d="M -180 140 L -168 170 L -136 172 L -160 192 L -152 224 L -180 206 L -208 224 L -200 192 L -224 172 L -192 170 Z" fill="${p.accent}"/>` +
      line('M -80 130 L 110 130', shade(p.main, 0.55), 14) +
      line('M -80 180 L 70 180', shade(p.main, 0.45), 10) +
      line('M -80 224 L 90 224', shade(p.main, 0.45), 10) +
      Array.from({ length: 12 }, (_, i) => `<rect x="${196 + i * 8}" y="90" width="${i % 3 === 0 ? 5 : 3}" height="180" fill="${shade(p.main, 0.6)}"/>`).join('') +
      `</g>`,
  }),
  bottle: (p) => ({
    w: 340,
    h: 690,
    top: -34,
    svg:
      `<path d="M -40 0 L 40 0 L 40 120 Q 40 160 110 200 Q 150 226 150 290 L 150 640 Q 150 670 120 670 L -120 670 Q -150 670 -150 640 L -150 290 Q -150 226 -110 200 Q -40 160 -40 120 Z" fill="${shade(p.main, 0.05)}" stroke="${shade(p.main, -0.4)}" stroke-width="3"/>` +
      `<rect x="-46" y="-34" width="92" height="70" rx="8" fill="${p.accent}"/>` +
      `<rect x="-112" y="340" width="224" height="210" rx="6" fill="#FBF8F2" stroke="${shade(p.main, -0.3)}" stroke-width="2"/>` +
      `<circle cx="0" cy="400" r="26" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
      line('M -70 470 L 70 470', shade(p.main, -0.2), 8) +
      line('M -50 500 L 50 500', shade(p.main, -0.2), 5, 'opacity=".6"') +
      `<rect x="-128" y="250" width="18" height="400" rx="8" fill="#fff" opacity=".22"/>`,
  }),
};
for (const kind of KINDS) if (!DRAW[kind]) throw new Error(`picture-kinds.json names ${kind}, which has no drawing`);
const GARMENTS = new Set(['tshirt', 'longsleeve', 'shirt', 'coat', 'jacket', 'trousers', 'skirt', 'dress', 'tote', 'cushion']);

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
  const shadow = floorShadow ? `<ellipse cx="${cx}" cy="${bottom + 6}" rx="${((art.w * s) / 2.3).toFixed(1)}" ry="${(22 * s).toFixed(1)}" fill="#000" opacity=".16" filter="url(#blur${p.k})"/>` : '';
  const pivot = ((art.h * s) / 2).toFixed(1);
  return `${shadow}<g transform="translate(${cx.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate} 0 ${pivot}) scale(${s.toFixed(4)})">${art.svg}</g>`;
}

function palette(index, rng, subject, colours = PALETTES[index % PALETTES.length]) {
  const [bg, backdrop, main, accent] = colours;
  const k = ++uid;
  const patterns = GARMENTS.has(subject) ? [null, null, null, 'stripes', 'check', 'dots'] : [null];
  const pattern = pick(rng, patterns);
  return { bg, backdrop, main, accent, k, vol: `vol${k}`, glow: `glow${k}`, flame: `flame${k}`, pattern: pattern && `${pattern}${k}` };
}

/** Item picture n: its kind in its colour (see KINDS above); one backdrop per kind, so a kind's colours look alike. */
function itemSvg(n) {
  const kind = KINDS[Math.floor((n - 1) / COLOURS.length)];
  const colour = COLOURS[(n - 1) % COLOURS.length];
  const rng = mulberry32(1000 + n);
  const p = palette(0, rng, kind, COLOUR_PALETTES[colour]);
  const backdrop = [
    `<path d="M 170 1250 L 170 440 A 330 330 0 0 1 830 440 L 830 1250 Z" fill="${p.backdrop}"/>`,
    `<circle cx="500" cy="590" r="370" fill="${p.backdrop}"/>`,
    `<rect x="120" y="150" width="760" height="1100" rx="24" fill="${p.backdrop}"/>`,
  ][KINDS.indexOf(kind) % 3];
  return {
    subject: kind,
    colour,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1250" viewBox="0 0 1000 1250">${defs(p)}
<rect width="1000" height="1250" fill="${p.bg}"/>${backdrop}<rect y="1080" width="1000" height="170" fill="${shade(p.bg, -0.05)}"/>
${product(kind, p, { cx: 500, bottom: 1085, maxW: 660, maxH: 800 })}</svg>`,
  };
}

function detailSvg(n) {
  const rng = mulberry32(2000 + n);
  const subject = KINDS[n - 1];
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
  const k = Math.floor((n - 1) / REVIEW_SHOTS);
  const subject = KINDS[k];
  const p = palette(0, rng, subject, COLOUR_PALETTES[COLOURS[(k + 2 + 2 * ((n - 1) % REVIEW_SHOTS)) % COLOURS.length]]);
  const wood = () =>
    Array.from(
      { length: 7 },
      (_, i) => `<rect x="${i * 120}" width="120" height="800" fill="${shade('#C49A72', (rng() - 0.5) * 0.12)}"/><path d="M ${i * 120} 0 V 800" stroke="#7A5A3E" stroke-width="3" opacity=".5"/>`,
    ).join('');
  const linen = (base) =>
    `<rect width="800" height="800" fill="${base}"/>` +
    [0, 1, 2]
      .map((i) => `<path d="M ${-100 + i * 320} 0 Q ${100 + i * 300} 400 ${-50 + i * 330} 800" stroke="${shade(base, -0.12)}" stroke-width="70" fill="none" opacity=".35" filter="url(#blur${p.k})"/>`)
      .join('');
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
  M: [
    [
      [0, 100],
      [0, 0],
      [50, 62],
      [100, 0],
      [100, 100],
    ],
  ],
  A: [
    [
      [0, 100],
      [50, 0],
      [100, 100],
    ],
    [
      [24, 64],
      [76, 64],
    ],
  ],
  N: [
    [
      [0, 100],
      [0, 0],
      [100, 100],
      [100, 0],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 100],
    ],
    [
      [95, 0],
      [0, 62],
    ],
    [
      [34, 40],
      [100, 100],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 100],
      [88, 100],
    ],
  ],
  E: [
    [
      [90, 0],
      [0, 0],
      [0, 100],
      [90, 100],
    ],
    [
      [0, 50],
      [70, 50],
    ],
  ],
  V: [
    [
      [0, 0],
      [50, 100],
      [100, 0],
    ],
  ],
  T: [
    [
      [0, 0],
      [100, 0],
    ],
    [
      [50, 0],
      [50, 100],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 100],
    ],
    [
      [100, 0],
      [100, 100],
    ],
    [
      [0, 50],
      [100, 50],
    ],
  ],
  Z: [
    [
      [0, 0],
      [100, 0],
      [0, 100],
      [100, 100],
    ],
  ],
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
    // AVIF for the browsers that take it (the storefront offers it first in <picture>). AVIF's
    // quality scale is not WebP's: at 55 the item files come out 10 % (320 px), 24 % (640) and
    // 31 % (1000) smaller than the WebP at 80. Effort 2: aom's default (4) took about 8x as
    // long for 7 % fewer bytes on these flat drawings.
    await writeFile(join(OUT, `${key}-${w}.avif`), await base.clone().avif({ quality: AVIF_QUALITY, effort: 2 }).toBuffer());
  }
}

async function main() {
  // `node scripts/gen-images.mjs reviews` redraws that set only and keeps the others' entries.
  const only = process.argv.slice(2);
  const sets = only.length > 0 ? SETS.filter((set) => only.includes(set.kind)) : SETS;
  const kept = only.length > 0 ? JSON.parse(await readFile(join(OUT, 'manifest.json'), 'utf8')) : {};
  for (const set of sets) await rm(join(OUT, set.kind), { recursive: true, force: true });
  const redrawn = ([key]) => sets.some((set) => key.startsWith(`${set.kind}/`));
  const manifest = Object.fromEntries(Object.entries(kept).filter((e) => !redrawn(e)));
  const keptSubjects = only.length > 0 ? JSON.parse(await readFile(join(OUT, 'subjects.json'), 'utf8')) : {};
  const subjects = Object.fromEntries(Object.entries(keptSubjects).filter((e) => !redrawn(e)));
  for (const set of sets) {
    await mkdir(join(OUT, set.kind), { recursive: true });
    const names = set.names ?? Array.from({ length: set.count }, (_, i) => i + 1);
    for (const [i, name] of names.entries()) {
      const key = `${set.kind}/${name}`;
      const drawn = set.kind === 'items' ? itemSvg(name) : set.kind === 'detail' ? detailSvg(name) : set.kind === 'reviews' ? reviewSvg(name) : { svg: brandSvg(i) };
      await writeVariants(key, drawn.svg, set);
      manifest[key] = { width: set.width, height: set.height, widths: set.widths };
      if (drawn.subject) subjects[key] = { subject: drawn.subject, ...(drawn.colour ? { colour: drawn.colour } : {}) };
    }
  }
  // One entry a line keeps the committed manifest short and its diffs readable.
  // manifest.json is bundled into the origin (the image route's sizes), so what each picture
  // shows, which only the seed's tests read, is kept apart in subjects.json.
  const write = async (name, entries) => {
    const ordered = SETS.flatMap((set) => Object.entries(entries).filter(([key]) => key.startsWith(`${set.kind}/`)));
    const lines = ordered.map(([key, entry]) => `  ${JSON.stringify(key)}: ${JSON.stringify(entry)}`);
    await writeFile(join(OUT, name), `{\n${lines.join(',\n')}\n}\n`);
  };
  await write('manifest.json', manifest);
  await write('subjects.json', subjects);
  console.log(`wrote ${Object.keys(manifest).length} images to ${OUT}`);
}

await main();
