import { Hono } from 'hono';
import { parseItemNo } from '../../rules/item-no';
import { BrandHeartRequestSchema } from '../../schemas/brand-heart';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { memberOf } from '../context/session';
import * as upstream from '../upstream/brand-likes';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { fail, loginRequired, relay } from './respond';

/**
 * Liked brands on the storefront's origin (issue 11 item 2), for the brand page's heart and the
 * likes page's brand tab. Members only; brand numbers are checked like item numbers.
 */
export const gatewayBrandLikes = new Hono<AppEnv>();

const badBrand = (c: Parameters<typeof fail>[0]) => fail(c, 400, 'INVALID_BRAND_NO', ko.errors.genericTemporary, 'frontBrandNo must be a positive integer');

gatewayBrandLikes.get('/api/v4/brand-hearts', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const page = parseItemNo(c.req.query('page') ?? '1') ?? 1;
  return relay(c, upstream.getLikedBrands(upstreamDeps(c), { token: member.accessToken, page: Math.min(page, 10_000), size: 20 }));
});

gatewayBrandLikes.get('/api/v4/brand-hearts/:brandNo', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const no = parseItemNo(c.req.param('brandNo'));
  if (no === null) return badBrand(c);
  return relay(c, upstream.getBrandHeart(upstreamDeps(c), { token: member.accessToken, frontBrandNo: no }));
});

gatewayBrandLikes.post('/api/v4/brand-hearts', membersOnly, jsonBody(BrandHeartRequestSchema), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.likeBrand(upstreamDeps(c), { token: r.member.accessToken, frontBrandNo: r.input.frontBrandNo }));
});

gatewayBrandLikes.delete('/api/v4/brand-hearts/:brandNo', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const no = parseItemNo(c.req.param('brandNo'));
  if (no === null) return badBrand(c);
  return relay(c, upstream.unlikeBrand(upstreamDeps(c), { token: member.accessToken, frontBrandNo: no }));
});
