import { FLAG_NAMES, type FeatureToggle } from '../../schemas/feature-toggle';

/**
 * The feature flags that exist (spec 6): adult verification, saving mode, active cart. They
 * come from an Unleash-compatible frontend API as a toggle list (spec 3.8, 7).
 */
export interface Flags {
  /** The adult gate asks for adult verification on adult-only items. */
  adultVerification: boolean;
  savingMode: boolean;
  activeCart: boolean;
}

/**
 * What the storefront runs with when the flag service cannot be asked (down, slow, no key, an
 * answer that fails its schema):
 * - adultVerification **on**: fail closed — the adult gate must never open because the flag
 *   service failed;
 * - savingMode off: the normal experience;
 * - activeCart on: the cart is active by default (spec 9).
 */
export const DEFAULT_FLAGS: Readonly<Flags> = Object.freeze({
  adultVerification: true,
  savingMode: false,
  activeCart: true,
});

/**
 * Flags from a toggle list; `null` means the service could not be asked, giving the defaults.
 *
 * A successful answer is the whole truth: a toggle missing from it is off. The Unleash frontend
 * API lists only the toggles that are enabled for the given context, so "missing" is how it
 * says "disabled"; reading a missing toggle as its default would make a flag whose default is on
 * impossible to switch off.
 */
export function resolveFlags(toggles: readonly FeatureToggle[] | null | undefined): Flags {
  if (!toggles) return { ...DEFAULT_FLAGS };
  const enabled = new Set<string>();
  for (const toggle of toggles) if (toggle.enabled) enabled.add(toggle.name);
  return {
    adultVerification: enabled.has(FLAG_NAMES.adultVerification),
    savingMode: enabled.has(FLAG_NAMES.savingMode),
    activeCart: enabled.has(FLAG_NAMES.activeCart),
  };
}
