import type { z } from 'zod';
import type { FeatureToggleSchema } from '../../../schemas/feature-toggle';
import { hash32 } from '../seed/prng';
import { bool, int, text, type DbRow } from './rows';

export type ToggleInput = z.input<typeof FeatureToggleSchema>;

/**
 * Whether a user falls inside a toggle's rollout percentage. The bucket (1–100) comes from a
 * stable hash of toggle name and user id, so a user keeps their answer between requests and
 * different toggles split users independently. A partial rollout needs a user id.
 */
export function inRollout(toggleName: string, userId: string | undefined, rollout: number): boolean {
  if (rollout >= 100) return true;
  if (rollout <= 0 || !userId) return false;
  return (hash32(`${toggleName}:${userId}`) % 100) + 1 <= rollout;
}

/** Enabled toggles for a context, Unleash-style: disabled ones are left out entirely. */
export async function loadEnabledToggles(db: D1Database, userId: string | undefined): Promise<ToggleInput[]> {
  const { results } = await db.prepare('SELECT * FROM feature_toggles WHERE enabled = 1 ORDER BY name').all<DbRow>();
  return results
    .filter((t) => bool(t.enabled) && inRollout(text(t.name), userId, int(t.rollout)))
    .map((t) => {
      const payload = t.variant_payload_type ? { type: text(t.variant_payload_type), value: text(t.variant_payload_value) } : undefined;
      const variant = t.variant_name ? { name: text(t.variant_name), enabled: true, ...(payload ? { payload } : {}) } : { name: 'disabled', enabled: false };
      return { name: text(t.name), enabled: true, variant };
    });
}
