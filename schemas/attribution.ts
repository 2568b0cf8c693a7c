import * as z from 'zod';
import { unwrap } from './envelope';

/**
 * Spec 3.8 attribution (OneLink-style) link: the parameters posted to the attribution-link
 * path under /api, and its answer. Spec 5: an answer without a link is a failure.
 */

const text = (max: number) => z.string().trim().min(1).max(max).optional();
const BLOCKED_SCHEMES = /^\s*(javascript|vbscript|data|file|blob):/i;
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const AttributionLinkParamsSchema = z.object({
  /** Media source; the only required parameter. */
  pid: z.string().trim().min(1).max(100),
  c: text(100),
  af_adset: text(100),
  af_ad: text(100),
  is_retargeting: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  /** Lookback window such as `7d` or `12h`. */
  af_click_lookback: z
    .string()
    .regex(/^\d{1,2}[dh]$/)
    .optional(),
  /** App deep link (app scheme), never a script or data URL. */
  af_dp: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => /^[a-z][a-z0-9+.-]*:/i.test(v) && !BLOCKED_SCHEMES.test(v), { message: 'not an app link' })
    .optional(),
  /** Where web users land. */
  af_web_dp: httpUrl.optional(),
  deep_link_value: text(1000),
  utm_source: text(200),
  utm_campaign: text(200),
  utm_content: text(200),
});
export type AttributionLinkParams = z.output<typeof AttributionLinkParamsSchema>;
export type AttributionLinkParamsInput = z.input<typeof AttributionLinkParamsSchema>;

import { ATTRIBUTION_NO_LINK_MESSAGE } from '../rules/attribution';

export { ATTRIBUTION_NO_LINK_MESSAGE };

/**
 * The answer in either envelope: `{ link }`, `{ data: { link } }` or `{ data: 'https://…' }`.
 * Without an http(s) link the parse fails with ATTRIBUTION_NO_LINK_MESSAGE.
 */
export const AttributionLinkResponseSchema = z.unknown().transform((body, ctx): { link: string } => {
  const payload = unwrap(body);
  const candidate = typeof payload === 'string' ? payload : payload !== null && typeof payload === 'object' && 'link' in payload ? (payload as { link: unknown }).link : undefined;
  const link = httpUrl.safeParse(typeof candidate === 'string' ? candidate.trim() : candidate);
  if (!link.success) {
    ctx.addIssue({ code: 'custom', message: ATTRIBUTION_NO_LINK_MESSAGE });
    return z.NEVER;
  }
  return { link: link.data };
});
export type AttributionLinkResponse = z.output<typeof AttributionLinkResponseSchema>;
