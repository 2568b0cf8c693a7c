import type { Flag } from '../../schemas/flag';

/**
 * Spec 9: one front brand is flagged as the special brand (16404 in the reference data). The
 * storefront follows the upstream's flag (`isSpecialBrand` on the item detail's frontBrand and on
 * a brand home's header), never a brand number of its own, so the real backend decides which
 * brand it is and no deploy is needed when that changes.
 */
export function isSpecialBrand(brand: { isSpecialBrand: Flag } | null | undefined): boolean {
  return brand?.isSpecialBrand === 'T';
}
