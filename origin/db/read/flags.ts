import type * as z from 'zod';
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

/**
 * Whether a toggle is on for a user: their own setting (feature_toggle_users) when they have one,
 * else the toggle's state and rollout.
 */
export function toggleOn(toggle: { name: string; enabled: boolean; rollout: number }, userId: string | undefined, own: boolean | undefined): boolean {
  if (own !== undefined) return own;
  return toggle.enabled && inRollout(toggle.name, userId, toggle.rollout);
}

/** Enabled toggles for a context, Unleash-style: disabled ones are left out entirely. */
export async function loadEnabledToggles(db: D1Database, userId: string | undefined): Promise<ToggleInput[]> {
  const [{ results }, own] = await Promise.all([
    db.prepare('SELECT * FROM feature_toggles ORDER BY name').all<DbRow>(),
    userId
      ? db.prepare('SELECT name, enabled FROM feature_toggle_users WHERE user_id = ?').bind(userId).all<{ name: string; enabled: number }>()
      : Promise.resolve({ results: [] as { name: string; enabled: number }[] }),
  ]);
  const mine = new Map(own.results.map((r) => [r.name, r.enabled === 1]));
  return results
    .filter((t) => toggleOn({ name: text(t.name), enabled: bool(t.enabled), rollout: int(t.rollout) }, userId, mine.get(text(t.name))))
    .map((t) => {
      const payload = t.variant_payload_type ? { type: text(t.variant_payload_type), value: text(t.variant_payload_value) } : undefined;
      const variant = t.variant_name ? { name: text(t.variant_name), enabled: true, ...(payload ? { payload } : {}) } : { name: 'disabled', enabled: false };
      return { name: text(t.name), enabled: true, variant };
    });
}
