/**
 * Spec 3.8 feature toggle, as an Unleash-compatible frontend API answers
 * (`GET {FLAGS_URL}?appName=&userId=` with header `authorization: {key}` → `{ toggles }`).
 */

import * as z from 'zod';

export const FeatureToggleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  variant: z
    .object({
      name: z.string(),
      enabled: z.boolean(),
      payload: z.object({ type: z.string(), value: z.string() }).optional(),
    })
    .nullish()
    .transform((v) => v ?? { name: 'disabled', enabled: false }),
});
export type FeatureToggle = z.output<typeof FeatureToggleSchema>;

export const FeatureTogglesSchema = z.object({ toggles: z.array(FeatureToggleSchema) });

/** The flags that exist (spec 6); no other names are read. */
export const FLAG_NAMES = {
  adultVerification: 'adult-verification',
  savingMode: 'saving-mode',
  activeCart: 'active-cart',
} as const;
