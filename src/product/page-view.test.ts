import { describe, expect, it } from 'vitest';
import { applyFlags, GALLERY_SIZES, galleryView } from './page-view';
import { makeItem } from './item-fixture';
import { saleState } from './status';

const now = new Date('2026-11-22T03:00:00Z');

describe('applyFlags (spec 6, 9: saving mode, active cart)', () => {
  const item = makeItem({ itemStockStatus: 1, frontItemStockStatus: 'ON_STOCK' });
  const sale = saleState(item, now);

  it('keeps the cart button by default (cart active unless told otherwise)', () => {
    const out = applyFlags(sale, item, undefined);
    expect(out.sale.buttons.cart).toEqual(sale.buttons.cart);
    expect(out.sale.buttons.cart.shown).toBe(true);
    expect(out.savingMode).toBe(false);
  });

  it('hides the cart when the service flag is off, or the item says the cart is inactive', () => {
    expect(applyFlags(sale, item, { activeCart: false, savingMode: false }).sale.buttons.cart).toEqual({ shown: false, enabled: false });
    // The island keeps the button the flag would bring back (src/flags/live.ts).
    expect(applyFlags(sale, item, { activeCart: false, savingMode: false }).cartIfActive).toEqual(sale.buttons.cart);
    const inactive = makeItem({ features: { isActiveCart: false, isSavingMode: false } });
    expect(applyFlags(saleState(inactive, now), inactive, { activeCart: true, savingMode: false }).sale.buttons.cart.shown).toBe(false);
    expect(applyFlags(saleState(inactive, now), inactive, { activeCart: true, savingMode: false }).cartIfActive.shown).toBe(false);
  });

  it('turns saving mode on from the flag or from the item feature, and leaves the other buttons', () => {
    expect(applyFlags(sale, item, { activeCart: true, savingMode: true }).savingMode).toBe(true);
    const saving = makeItem({ features: { isSavingMode: true } });
    const out = applyFlags(saleState(saving, now), saving, undefined);
    expect(out.savingMode).toBe(true);
    expect(out.sale.buttons.buy).toEqual(saleState(saving, now).buttons.buy);
  });
});

describe('the gallery view', () => {
  it('is worked out once per item answer and shared: one image in saving mode', () => {
    const images = [3, 1, 2].map((imageType, i) => ({ imageType, imageUrl: `/images/items/${i + 1}.jpg`, width: 1000, height: 1250 }));
    const item = makeItem({ itemImages: images });
    const full = galleryView(item, false);
    expect(full.images.length).toBeGreaterThan(1);
    expect(galleryView(item, false).images).toBe(full.images);
    expect(galleryView(item, true).images).toEqual(full.images.slice(0, 1));
    expect(full.images[0]?.srcSet).toContain('320w');
    // Another answer (a refresh) is worked out anew.
    expect(galleryView(makeItem({ itemImages: images }), false).images).not.toBe(full.images);
  });
});

/**
 * What a browser takes from the gallery's srcset: the slot `sizes` gives at this window width
 * (media conditions in order, each `(max-width: Npx)`, a length in px, vw or calc(Avw - Bpx)),
 * times the DPR, then the narrowest candidate at least that wide, else the widest.
 */
function chosenWidth(srcSet: string, sizes: string, windowWidth: number, dpr: number): number {
  const length = (value: string): number => {
    const calc = /^calc\((\d+)vw - (\d+)px\)$/.exec(value);
    if (calc) return (Number(calc[1]) * windowWidth) / 100 - Number(calc[2]);
    const vw = /^(\d+)vw$/.exec(value);
    if (vw) return (Number(vw[1]) * windowWidth) / 100;
    const px = /^(\d+)px$/.exec(value);
    if (px) return Number(px[1]);
    throw new Error(`not a length this test reads: ${value}`);
  };
  const slot = sizes
    .split(/,\s*(?![^(]*\))/)
    .map((part) => /^(?:\(max-width: (\d+)px\)\s+)?(.+)$/.exec(part.trim()))
    .find((m) => m && (m[1] === undefined || windowWidth <= Number(m[1])));
  if (!slot?.[2]) throw new Error(`no slot in ${sizes}`);
  const need = length(slot[2]) * dpr;
  const widths = srcSet.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));
  return widths.find((w) => w >= need) ?? Math.max(...widths);
}

describe("the gallery's candidates (issue 32 §2: the LCP picture's decode)", () => {
  const item = makeItem({ itemImages: [{ imageType: 1, imageUrl: '/images/items/7.jpg', width: 1000, height: 1250 }] });
  const first = galleryView(item, false).images[0];

  it('offer 800 w for a phone at DPR 2, and keep 1000 w for DPR 3 and desktops at DPR 2', () => {
    expect(first?.sizes).toBe(GALLERY_SIZES);
    const pick = (windowWidth: number, dpr: number) => chosenWidth(first?.srcSet ?? '', first?.sizes ?? '', windowWidth, dpr);
    // Slots as laid out (measured in chromium): 100 % below 768 px, then (width - 72) / 2, at most 540.
    expect([pick(360, 2), pick(375, 2), pick(375, 3), pick(414, 2), pick(390, 3)]).toEqual([800, 800, 1000, 1000, 1000]);
    expect([pick(768, 1), pick(1024, 1), pick(1024, 2), pick(1280, 1), pick(1280, 2), pick(1920, 1)]).toEqual([640, 640, 1000, 640, 1000, 640]);
  });

  it('never asks for less than the slot it fills (a 740 px window shows the picture 740 px wide)', () => {
    expect(chosenWidth(first?.srcSet ?? '', first?.sizes ?? '', 740, 1)).toBe(800);
    expect(chosenWidth(first?.srcSet ?? '', first?.sizes ?? '', 767, 1)).toBe(800);
  });
});
