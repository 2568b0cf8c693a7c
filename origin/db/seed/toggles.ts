import type { ToggleSeed } from './model';

/** The three flags of spec 6. Unleash answers only enabled toggles, so saving-mode is absent. */
export const TOGGLES: readonly ToggleSeed[] = [
  { name: 'adult-verification', enabled: true, rollout: 100, description: 'Adult verification gate for adult-only items' },
  { name: 'saving-mode', enabled: false, rollout: 100, description: 'Reduced images and deferred sections under load' },
  { name: 'active-cart', enabled: true, rollout: 100, description: 'Add-to-cart button active' },
];
