import { defineConfig, presetWind3 } from 'unocss';

/**
 * Utility CSS for every component (scripts/build.mjs generates it; there is no per-file CSS).
 * Preflight: a small reset and the base type, instead of a full normalise sheet, to stay well
 * inside the 15 KB gzip CSS budget.
 *
 * `.below-fold` marks contents that start far below the first screen on every viewport (the
 * item page's last tab, recommendations): the browser skips their style and layout
 * until they come near the screen, which was most of the item page's blocking time in
 * Lighthouse. The remembered size (`auto`) keeps the scrollbar and anchors steady.
 *
 * A pressed button dims at once; `[data-busy]` (src/ui/early-taps.ts) stays dimmed while a tapped
 * island's code is still on its way: the first tap answers within the frame (issue 32 §3). Static,
 * not a pulse: an endless animation on the tapped button kept the mobile sheet and dialog from
 * opening in the replay tests (islands-on-interaction.spec.ts). Busy wins over pressed: a live
 * island marks its button busy in the click (PurchasePanel while its sheet mounts), and chromium
 * keeps a tapped button :active for a while, so with :active winning that frame changed nothing
 * and the tap's answer waited for the next change on screen (docs/benchmarks-browsing.md).
 */
const FONT_STACK = "'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif";

const base = `
*,::before,::after{box-sizing:border-box;border:0 solid currentColor;margin:0;padding:0}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;line-height:1.5;tab-size:4;-webkit-tap-highlight-color:transparent}
body{font-family:${FONT_STACK};color:#111;background:#fff;word-break:keep-all;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased}
html[data-theme=black] body{color:#f5f5f5;background:#000}
html[data-theme=black] .site-header,html[data-theme=black] .site-footer{background:#000;color:#f5f5f5;border-color:#333}
html[data-theme=black] .site-header a,html[data-theme=black] .site-footer a{color:#f5f5f5}
html[data-theme=black] main .text-black{color:#f5f5f5}
html[data-theme=black] main .text-neutral-500,html[data-theme=black] main .text-neutral-600,html[data-theme=black] main .text-neutral-700{color:#a3a3a3}
html[data-theme=black] main .text-red-600{color:#f87171}
html[data-theme=black] main .bg-black{background:#f5f5f5;color:#000}
html[data-theme=black] main .bg-white{background:#000}
html[data-theme=black] main .bg-neutral-100{background:#262626}
html[data-theme=black] main .border-neutral-300{border-color:#525252}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}
a{color:inherit;text-decoration:inherit}
ol,ul{list-style:none}
img,svg,video,canvas,iframe{display:block;vertical-align:middle}
img,video{max-width:100%;height:auto}
button,input,select,textarea{font:inherit;color:inherit;background:transparent;letter-spacing:inherit}
button,[role=button]{cursor:pointer}
:disabled{cursor:default}
table{border-collapse:collapse}
[hidden]{display:none!important}
.below-fold{content-visibility:auto;contain-intrinsic-size:auto 900px}
:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
button:not(:disabled):active,[role=button]:active{opacity:.8}
[data-busy],[data-busy]:not(:disabled):active{cursor:progress;opacity:.6}
@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
`;

/**
 * `hover:` styles (and `group-hover:`) only where the primary pointer can hover: on a touch screen
 * a tap turns `:hover` on and leaves it on (a tapped button kept its hover colour), and on the
 * item page the tap on 구매하기 started the button's 150 ms colour transition, whose events went
 * through React's root listeners inside the frame that answers the tap (issue 32 §3, tapinp). A
 * mouse sees the same hover as before.
 */
export const HOVER_MEDIA = '@media (hover: hover)';

export function hoverOnlyWhereHovering(util: { selector: string; parent?: string }): void {
  if (!util.selector.includes(':hover')) return;
  util.parent = util.parent ? `${util.parent} $$ ${HOVER_MEDIA}` : HOVER_MEDIA;
}

export default defineConfig({
  presets: [presetWind3({ preflight: 'on-demand' })],
  preflights: [{ getCSS: () => base }],
  postprocess: [hoverOnlyWhereHovering],
  theme: {
    fontFamily: { sans: FONT_STACK },
  },
});
