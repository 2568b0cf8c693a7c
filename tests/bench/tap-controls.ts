/**
 * Control pages for the taps bench (tests/bench/taps.bench.ts): the floor of its INP-style
 * figures. Each is a tiny static page with two buttons, one whose click does nothing and one
 * that toggles a class (a visible change, so the frame after the click has something to paint).
 * The variants add what the shop's pages add around a tap, to see whether it costs anything:
 * `touch-action: manipulation` (no double-tap zoom to wait for), and the passive capture
 * listeners on pointerdown/touchstart/… that client/triggers.ts installs on every page.
 */
export interface ControlVariant {
  name: string;
  label: string;
  touchManipulation: boolean;
  triggerListeners: boolean;
  /** ms of main-thread work queued after the paint that shows the toggle (rAF, then a task): does the figure end at that paint? */
  workAfterPaint?: number;
  /** The shop's Button: a 150 ms background-color transition and a hover colour (which a tap turns on). */
  hoverTransition?: boolean;
  /** After the paint that shows the toggle (rAF, then a task), a modal dialog is shown over a page of this many elements. */
  modalAfterPaint?: number;
  /** The toggle marks the button busy as the shop does (an opacity change only: uno.config.ts `[data-busy]`), not a colour. */
  busyMark?: boolean;
  /** The two buttons in a bar fixed to the viewport's bottom edge, as the item page's purchase bar (y 735–812 at 375×812). */
  bottomBar?: boolean;
}

export const CONTROL_VARIANTS: readonly ControlVariant[] = [
  { name: 'plain', label: 'control', touchManipulation: false, triggerListeners: false },
  { name: 'manipulation', label: 'control + touch-action', touchManipulation: true, triggerListeners: false },
  { name: 'listeners', label: 'control + intent listeners', touchManipulation: false, triggerListeners: true },
  { name: 'after-paint', label: 'control + 150 ms task after paint', touchManipulation: false, triggerListeners: false, workAfterPaint: 150 },
  { name: 'modal-busy', label: 'control + busy opacity + showModal', touchManipulation: false, triggerListeners: false, modalAfterPaint: 4000, busyMark: true },
  { name: 'bottom-bar', label: 'control + busy + showModal, bar at the bottom', touchManipulation: false, triggerListeners: false, modalAfterPaint: 4000, busyMark: true, bottomBar: true },
];

/** The control page's HTML: the shop's viewport meta, two large buttons, inline script only. */
export function controlPage(variant: ControlVariant): string {
  const listeners = variant.triggerListeners
    ? `var o={capture:true,passive:true},f=function(e){return e.target instanceof Element&&e.target.closest('[data-island]')};
['pointerover','pointerdown','touchstart','focusin','scroll'].forEach(function(t){document.addEventListener(t,f,o)});
['pointerdown','touchstart','keydown','wheel','scroll','pointermove'].forEach(function(t){window.addEventListener(t,f,o)});`
    : '';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><title>control</title>
<style>${variant.touchManipulation ? 'html{touch-action:manipulation}' : ''}
body{font-family:system-ui,sans-serif;margin:0;padding:24px}button{display:block;width:100%;height:56px;margin:0 0 24px;font-size:18px;background:#111;color:#fff;border:0}
button.on{background:#c00}${variant.bottomBar ? '#bar{position:fixed;left:0;right:0;bottom:0;display:flex;gap:8px;padding:12px 16px;background:#fff}#bar button{margin:0}' : ''}${variant.busyMark ? 'button:not(:disabled):active{opacity:.8}[data-busy],[data-busy]:not(:disabled):active{cursor:progress;opacity:.6}' : ''}${variant.hoverTransition ? 'button{transition:background-color .15s}button:hover{background:#333}' : ''}</style></head>
<body data-island="Control">${variant.bottomBar ? '<div id="bar">' : ''}<button id="noop" type="button">아무것도 안 함</button><button id="toggle" type="button" data-n="0">클래스 바꾸기</button>${variant.bottomBar ? '</div>' : ''}
${variant.modalAfterPaint ? `<div id="filler">${'<p><span>상품</span> <b>12,000원</b></p>'.repeat(variant.modalAfterPaint / 3)}</div>` : ''}
<script>${listeners}
document.getElementById('noop').addEventListener('click',function(){});
var t=document.getElementById('toggle');t.addEventListener('click',function(){${variant.busyMark ? "t.toggleAttribute('data-busy')" : "t.classList.toggle('on')"};t.dataset.n=String(Number(t.dataset.n)+1);${
    variant.modalAfterPaint
      ? "requestAnimationFrame(function(){setTimeout(function(){var d=document.createElement('dialog');d.textContent='시트';document.body.appendChild(d);d.showModal();d.addEventListener('close',function(){d.remove()});},0)})"
      : ''
  }${variant.workAfterPaint ? `requestAnimationFrame(function(){setTimeout(function(){var end=performance.now()+${variant.workAfterPaint};while(performance.now()<end){}},0)})` : ''}});
</script></body></html>`;
}
