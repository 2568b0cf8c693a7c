import * as z from 'zod';
import { upstreamCall, type UpstreamDeps } from './request';

/** The answer's shape only; each period is checked by the calendar rules (edge/context/promotion.ts). */
export const PromotionPeriodsSchema = z.object({ periods: z.array(z.unknown()).max(100).default([]) });

/**
 * `GET /api/v4/promotion-periods` (ours; DECISIONS 12): the upstream's promotion periods, public
 * and slow-moving, cached 'long'.
 *
 * @example const { periods } = await getPromotionPeriods(upstreamDeps(c));
 */
export const getPromotionPeriods = (deps: UpstreamDeps): Promise<z.output<typeof PromotionPeriodsSchema>> =>
  upstreamCall(deps, { path: '/api/v4/promotion-periods', schema: PromotionPeriodsSchema, envelope: 'either', timeout: 'content', cache: 'long' });
