import { describe, expect, it } from 'vitest';
import { FeatureTogglesSchema, FLAG_NAMES, type FeatureToggle } from '../../schemas/feature-toggle';
import { DEFAULT_FLAGS, resolveFlags } from './flags';

const on = (name: string): FeatureToggle => ({ name, enabled: true, variant: { name: 'disabled', enabled: false } });
const off = (name: string): FeatureToggle => ({ ...on(name), enabled: false });

describe('resolveFlags', () => {
  it('service down → documented defaults (adult verification fails closed)', () => {
    expect(resolveFlags(null)).toEqual({ adultVerification: true, savingMode: false, activeCart: true });
    expect(resolveFlags(undefined)).toEqual(DEFAULT_FLAGS);
  });

  it('returns a fresh object, so a caller cannot change the defaults', () => {
    const flags = resolveFlags(null);
    flags.adultVerification = false;
    expect(resolveFlags(null).adultVerification).toBe(true);
    expect(Object.isFrozen(DEFAULT_FLAGS)).toBe(true);
  });

  it('reads each enabled toggle by its name', () => {
    expect(resolveFlags([on(FLAG_NAMES.savingMode)])).toEqual({
      adultVerification: false,
      savingMode: true,
      activeCart: false,
    });
    expect(resolveFlags([on(FLAG_NAMES.adultVerification), on(FLAG_NAMES.activeCart), on(FLAG_NAMES.savingMode)])).toEqual({ adultVerification: true, savingMode: true, activeCart: true });
  });

  it('a toggle listed as disabled is off', () => {
    expect(resolveFlags([off(FLAG_NAMES.adultVerification), on(FLAG_NAMES.activeCart)])).toEqual({
      adultVerification: false,
      savingMode: false,
      activeCart: true,
    });
  });

  it('an empty answer means every flag is off (Unleash lists only enabled toggles)', () => {
    expect(resolveFlags([])).toEqual({ adultVerification: false, savingMode: false, activeCart: false });
  });

  it('ignores unknown toggles and near-miss names', () => {
    expect(resolveFlags([on('new-checkout'), on('Saving-Mode'), on('active_cart')])).toEqual({
      adultVerification: false,
      savingMode: false,
      activeCart: false,
    });
  });

  it('works on a parsed Unleash answer, variants included', () => {
    const answer = FeatureTogglesSchema.parse({
      toggles: [
        { name: 'saving-mode', enabled: true, variant: { name: 'banner', enabled: true, payload: { type: 'string', value: 'x' } } },
        { name: 'active-cart', enabled: true },
      ],
    });
    expect(resolveFlags(answer.toggles)).toEqual({ adultVerification: false, savingMode: true, activeCart: true });
  });
});
