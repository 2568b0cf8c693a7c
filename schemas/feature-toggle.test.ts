import { describe, expect, it } from 'vitest';
import { FLAG_NAMES, FeatureTogglesSchema } from './feature-toggle';

describe('FeatureTogglesSchema (spec 3.8)', () => {
  it('parses toggles and defaults a missing variant', () => {
    const t = FeatureTogglesSchema.parse({
      toggles: [
        { name: FLAG_NAMES.adultVerification, enabled: true, variant: { name: 'on', enabled: true, payload: { type: 'string', value: 'x' } } },
        { name: FLAG_NAMES.savingMode, enabled: false },
      ],
    });
    expect(t.toggles[0]?.variant.payload).toEqual({ type: 'string', value: 'x' });
    expect(t.toggles[1]?.variant).toEqual({ name: 'disabled', enabled: false });
  });

  it('fails on wrong types', () => {
    expect(FeatureTogglesSchema.safeParse({ toggles: [{ name: 'x', enabled: 'yes' }] }).success).toBe(false);
    expect(FeatureTogglesSchema.safeParse({}).success).toBe(false);
  });

  it('names exactly the three flags of spec 6', () => {
    expect(Object.values(FLAG_NAMES)).toEqual(['adult-verification', 'saving-mode', 'active-cart']);
  });
});
