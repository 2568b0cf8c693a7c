import { describe, expect, it } from 'vitest';
import { applyFlags, galleryView } from './page-view';
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
