import { LikedBrandsSchema, type LikedBrands } from '../../schemas/brand-heart';
import { HeartAnswerSchema, type HeartAnswer } from '../../schemas/member-action';
import { buildQuery } from '../../src/navigation/url';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * Liked brands (ours, docs/auth-contract.md; issue 11 item 2): personal calls like every
 * member call.
 *
 * @example const { liked } = await likeBrand(upstreamDeps(c), { token, frontBrandNo: 16404 });
 */

export const likeBrand = (deps: UpstreamDeps, input: Member & { frontBrandNo: number }): Promise<HeartAnswer> =>
  memberCall(deps, { path: '/api/v4/brand-hearts', method: 'POST', token: input.token, body: { frontBrandNo: input.frontBrandNo }, schema: HeartAnswerSchema });

export const unlikeBrand = (deps: UpstreamDeps, input: Member & { frontBrandNo: number }): Promise<HeartAnswer> =>
  memberCall(deps, { path: `/api/v4/brand-hearts/${input.frontBrandNo}`, method: 'DELETE', token: input.token, schema: HeartAnswerSchema });

/** Whether the member likes the brand, and its count. */
export const getBrandHeart = (deps: UpstreamDeps, input: Member & { frontBrandNo: number }): Promise<HeartAnswer> =>
  memberCall(deps, { path: `/api/v4/brand-hearts/${input.frontBrandNo}`, token: input.token, schema: HeartAnswerSchema });

/** One page of the member's liked brands, newest first. */
export const getLikedBrands = (deps: UpstreamDeps, input: Member & { page: number; size: number }): Promise<LikedBrands> =>
  memberCall(deps, {
    path: `/api/v4/brand-hearts${buildQuery([
      ['page', input.page],
      ['size', input.size],
    ])}`,
    token: input.token,
    schema: LikedBrandsSchema,
  });
